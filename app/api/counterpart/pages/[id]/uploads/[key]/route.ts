import { counterpartWrite } from "@/lib/adapters/http/counterpart";
import { otherMethods } from "@/lib/adapters/http/handler";
import { submitMetaOf } from "@/lib/domains/pages/open";
import { incomingFileOf } from "@/lib/domains/pages/upload-request";
import { uploadFile } from "@/lib/domains/pages/uploads";

/**
 * A signed-in counterpart uploads one file to a Page: a file vault's
 * requested upload, or a form's file field (`key` its name). The body is the
 * file's bytes (Content-Type its media type, Content-Length its size,
 * X-File-Name its name percent-encoded). Rate limit, origin, session,
 * audience, lease, key, size limit, media type, allowance and the Page's
 * upload quota are all checked before the body is read; then it streams to
 * storage (lib/domains/pages/uploads.ts uploadFile). Authorised by the NextAuth
 * session and the Page's audience, never by a capability token.
 */
export const POST = counterpartWrite<{ id: string; key: string }>("/api/counterpart/pages/{id}/uploads/{key}", { signIn: "Sign in to upload." }, async ({ request, params: { id, key }, email }) => {
  const upload = await uploadFile(id, incomingFileOf(request, key), submitMetaOf(email, request.headers));
  return Response.json({ ok: true, upload }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
