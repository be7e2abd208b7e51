import { ApiError } from "@/lib/core/http/errors";
import { otherMethods, readBodyBytes } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { MAX_VERIFY_BYTES, verifySealedCopy } from "@/lib/domains/pages/behaviour/e_signature/sealed";

/**
 * /verify: is this PDF a signed copy sealed here, unaltered? The body is the
 * file itself (application/pdf, at most 10 MB); no sign-in. Answers
 * `{ genuine: true, … who signed what, when }` or `{ genuine: false, reason }`.
 */
export const POST = limitedRoute("/api/counterpart/signatures/verify", async (request: Request) => {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/(pdf|octet-stream)\b/i.test(contentType)) throw new ApiError("unsupported_media_type", "Send the file itself as the body, as application/pdf.");
  const bytes = await readBodyBytes(request, MAX_VERIFY_BYTES, `The file is larger than ${MAX_VERIFY_BYTES / 1024 / 1024} MB.`);
  if (!bytes.byteLength) throw new ApiError("validation_failed", "Choose a PDF file to check.", { details: [{ path: "file", message: "empty" }] });
  return Response.json(await verifySealedCopy(bytes), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
