/**
 * The upload routes' requests. The streaming route's is read from its
 * headers alone (the body is left unread for uploadFile to stream): the
 * file's media type, declared size and name. The Blob client-upload route
 * takes the same three as JSON. Anything malformed is refused with 400
 * validation_failed.
 */
import { z } from "zod";
import { validate } from "../../core/http/parse";
import type { DeclaredFile, IncomingFile } from "./uploads";

/** The header that carries the file's name, percent-encoded UTF-8 (encodeURIComponent). */
export const FILE_NAME_HEADER = "x-file-name";

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

const mediaType = z
  .string()
  .transform((value) => value.split(";")[0]!.trim().toLowerCase())
  .pipe(z.string().regex(MEDIA_TYPE, "must be a media type such as application/pdf"));

const uploadKey = z.string().min(1).max(100);

const UploadHeadersSchema = z.object({
  key: uploadKey,
  contentType: mediaType.default("application/octet-stream"),
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

export function incomingFileOf(request: Request, key: string): IncomingFile {
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

/** POST /api/counterpart/pages/{id}/uploads/{key}/blob: the file the browser is about to put into the Blob store. */
export const ClientUploadInputSchema = z
  .object({
    name: z.string().max(2_000).meta({ description: "The file's name on the person's device (shown to the controller)." }),
    sizeBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({ description: "Its exact size in bytes (at most the field's or requested upload's limit: 413 beyond)." }),
    mimeType: mediaType.meta({ description: "Its media type; the client token allows only this one." }),
  })
  .strict()
  .meta({ id: "ClientUploadInput" });

export function declaredFileOf(key: string, input: z.infer<typeof ClientUploadInputSchema>): DeclaredFile {
  return { key: validate(uploadKey, key, "The upload's key"), name: displayName(input.name), mimeType: input.mimeType, sizeBytes: input.sizeBytes };
}

/** The id of an upload in progress, from the path. */
export function uploadIdOf(value: string): string {
  return validate(z.string().regex(/^upl_[0-9a-f]{24}$/, "must be the uploadId the upload was started with"), value, "The upload id");
}
