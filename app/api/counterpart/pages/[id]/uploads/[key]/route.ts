import { counterpartWrite } from "@/lib/http/counterpart";
import { otherMethods } from "@/lib/http/handler";
import { submitMetaOf } from "@/lib/pages/open";
import { incomingFileOf } from "@/lib/pages/upload-request";
import { uploadFile } from "@/lib/pages/uploads";

/**
 * A signed-in counterpart uploads one file to a Page: a file vault's
 * requested upload, or a form's file field (`key` its name). The body is the
 * file's bytes (Content-Type its media type, Content-Length its size,
 * X-File-Name its name percent-encoded). Rate limit, origin, session,
 * audience, lease, key, size limit, media type, allowance and the Page's
 * upload quota are all checked before the body is read; then it streams to
 * storage (lib/pages/uploads.ts uploadFile). Authorised by the NextAuth
 * session and the Page's audience, never by a capability token.
 */
export const POST = counterpartWrite<{ id: string; key: string }>("/api/counterpart/pages/{id}/uploads/{key}", { signIn: "Sign in to upload." }, async ({ request, params: { id, key }, email }) => {
  const upload = await uploadFile(id, incomingFileOf(request, key), submitMetaOf(email, request.headers));
  return Response.json({ ok: true, upload }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
