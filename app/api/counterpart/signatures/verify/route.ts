import { ApiError } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { MAX_VERIFY_BYTES, verifySealedCopy } from "@/lib/pages/types/e_signature/sealed";

/** Reads the body's bytes, refusing more than `limit` before reading them all. */
async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  const tooLarge = () => new ApiError("payload_too_large", `The file is larger than ${limit / 1024 / 1024} MB.`);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * /verify: is this PDF a signed copy sealed here, unaltered? The body is the
 * file itself (application/pdf, at most 10 MB); no sign-in. Answers
 * `{ genuine: true, … who signed what, when }` or `{ genuine: false, reason }`.
 */
export const POST = limitedRoute("/api/counterpart/signatures/verify", async (request: Request) => {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/(pdf|octet-stream)\b/i.test(contentType)) throw new ApiError("unsupported_media_type", "Send the file itself as the body, as application/pdf.");
  const bytes = await readBytes(request, MAX_VERIFY_BYTES);
  if (!bytes.byteLength) throw new ApiError("validation_failed", "Choose a PDF file to check.", { details: [{ path: "file", message: "empty" }] });
  return Response.json(await verifySealedCopy(bytes), { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
