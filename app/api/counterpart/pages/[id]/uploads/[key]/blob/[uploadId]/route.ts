import { counterpartWrite } from "@/lib/adapters/http/counterpart";
import { otherMethods } from "@/lib/adapters/http/handler";
import { submitMetaOf } from "@/lib/domains/pages/open";
import { uploadIdOf } from "@/lib/domains/pages/upload-request";
import { completeClientUpload } from "@/lib/domains/pages/uploads";

/**
 * With Vercel Blob: the browser says the file of POST …/blob is in the
 * store. The server checks what arrived (size and media type, then its
 * bytes for their SHA-256) and records it as the streaming route does
 * (lib/domains/pages/uploads.ts completeClientUpload). No body.
 */
export const POST = counterpartWrite<{ id: string; key: string; uploadId: string }>("/api/counterpart/pages/{id}/uploads/{key}/blob/{uploadId}", { signIn: "Sign in to upload." }, async ({ request, params: { id, key, uploadId }, email }) => {
  const upload = await completeClientUpload(id, key, uploadIdOf(uploadId), submitMetaOf(email, request.headers));
  return Response.json({ ok: true, upload }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
