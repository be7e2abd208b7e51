/**
 * The upload route's request, read from its headers alone (the body is left
 * unread for uploadToVault to stream): the file's media type, declared size
 * and name. Anything malformed is refused with 400 validation_failed.
 */
import { z } from "zod";
import { validate } from "../http/handler";
import type { VaultUpload } from "./counterpart";

/** The header that carries the file's name, percent-encoded UTF-8 (encodeURIComponent). */
export const FILE_NAME_HEADER = "x-file-name";

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

const UploadHeadersSchema = z.object({
  key: z.string().min(1).max(100),
  contentType: z
    .string()
    .transform((value) => value.split(";")[0]!.trim().toLowerCase())
    .pipe(z.string().regex(MEDIA_TYPE, "must be a media type such as application/pdf"))
    .default("application/octet-stream"),
  contentLength: z
    .string()
    .regex(/^\d{1,15}$/, "must be the body's size in bytes")
    .transform(Number)
    .optional(),
  fileName: z
    .string()
    .max(2_000)
    .transform((value, ctx) => {
      try {
        return decodeURIComponent(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "must be percent-encoded UTF-8 (encodeURIComponent)" });
        return z.NEVER;
      }
    })
    .optional(),
});

/** A display name: the last path segment, without control characters, at most 255 characters. */
function displayName(name: string | undefined): string {
  const clean = (name ?? "").split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim().slice(0, 255);
  return clean || "upload";
}

export function vaultUploadOf(request: Request, key: string): VaultUpload {
  const headers = validate(
    UploadHeadersSchema,
    {
      key,
      contentType: request.headers.get("content-type") ?? undefined,
      contentLength: request.headers.get("content-length") ?? undefined,
      fileName: request.headers.get(FILE_NAME_HEADER) ?? undefined,
    },
    "The upload's headers",
  );
  return { key: headers.key, name: displayName(headers.fileName), mimeType: headers.contentType, sizeBytes: headers.contentLength ?? null, body: request.body };
}
