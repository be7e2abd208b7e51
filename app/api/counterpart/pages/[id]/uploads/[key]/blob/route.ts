import { counterpartWrite } from "@/lib/adapters/http/counterpart";
import { otherMethods } from "@/lib/adapters/http/handler";
import { submitMetaOf } from "@/lib/domains/pages/open";
import { ClientUploadInputSchema, declaredFileOf } from "@/lib/domains/pages/upload-request";
import { startClientUpload } from "@/lib/domains/pages/uploads";

/**
 * With Vercel Blob: a signed-in counterpart's browser declares one file
 * (name, size, media type) and gets a client token to put it into the store
 * itself at `pathname` (`put` from `@vercel/blob/client`), after the same
 * checks as the streaming route and with its room reserved. Then it calls
 * POST …/blob/{uploadId}. 409 conflict when this service keeps uploads on
 * its own disk.
 */
export const POST = counterpartWrite<{ id: string; key: string }, typeof ClientUploadInputSchema>("/api/counterpart/pages/{id}/uploads/{key}/blob", { signIn: "Sign in to upload.", json: ClientUploadInputSchema }, async ({ request, params: { id, key }, email, body: input }) => {
  const started = await startClientUpload(id, declaredFileOf(key, input), submitMetaOf(email, request.headers));
  return Response.json(started, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
