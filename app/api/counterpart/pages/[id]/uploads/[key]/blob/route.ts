import { counterpartEmail } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { otherMethods, parseJsonBody } from "@/lib/http/handler";
import { requireJsonRequest, requireSameOrigin } from "@/lib/http/origin";
import { limitedRoute } from "@/lib/http/rate-limit";
import { submitMetaOf } from "@/lib/pages/open";
import { ClientUploadInputSchema, declaredFileOf } from "@/lib/pages/upload-request";
import { startClientUpload } from "@/lib/pages/uploads";

/**
 * With Vercel Blob: a signed-in counterpart's browser declares one file
 * (name, size, media type) and gets a client token to put it into the store
 * itself at `pathname` (`put` from `@vercel/blob/client`), after the same
 * checks as the streaming route and with its room reserved. Then it calls
 * POST …/blob/{uploadId}. 409 conflict when this service keeps uploads on
 * its own disk.
 */
export const POST = limitedRoute("/api/counterpart/pages/{id}/uploads/{key}/blob", async (request: Request, context: { params: Promise<{ id: string; key: string }> }) => {
  requireSameOrigin(request);
  requireJsonRequest(request);
  const { id, key } = await context.params;
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", "Sign in to upload.");
  const input = await parseJsonBody(request, ClientUploadInputSchema);
  const started = await startClientUpload(id, declaredFileOf(key, input), submitMetaOf(email, request.headers));
  return Response.json(started, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
