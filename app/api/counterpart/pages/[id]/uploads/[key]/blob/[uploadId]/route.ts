import { counterpartEmail } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/handler";
import { requireSameOrigin } from "@/lib/http/origin";
import { limitedRoute } from "@/lib/http/rate-limit";
import { submitMetaOf } from "@/lib/pages/open";
import { uploadIdOf } from "@/lib/pages/upload-request";
import { completeClientUpload } from "@/lib/pages/uploads";

/**
 * With Vercel Blob: the browser says the file of POST …/blob is in the
 * store. The server checks what arrived (size and media type, then its
 * bytes for their SHA-256) and records it as the streaming route does
 * (lib/pages/uploads.ts completeClientUpload). No body.
 */
export const POST = limitedRoute("/api/counterpart/pages/{id}/uploads/{key}/blob/{uploadId}", async (request: Request, context: { params: Promise<{ id: string; key: string; uploadId: string }> }) => {
  requireSameOrigin(request);
  const { id, key, uploadId } = await context.params;
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", "Sign in to upload.");
  const upload = await completeClientUpload(id, key, uploadIdOf(uploadId), submitMetaOf(email, request.headers));
  return Response.json({ ok: true, upload }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
