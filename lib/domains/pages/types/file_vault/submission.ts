/** A requested upload as a submission (file_vault): the file stored; the event page.upload.created. */
import { z } from "zod";
import { config } from "../../../../core/config";
import { ApiError } from "../../../../core/http/errors";
import { DEFAULT_UPLOAD_LIMIT_BYTES } from "../upload-rules";
import { defineSubmissionKind, type UploadTarget } from "../define";
import { storedList, storedNumber, storedText } from "../shared";

const StoredFileSchema = z.looseObject({ key: storedText, uploadId: storedText, name: storedText, mimeType: storedText, sizeBytes: storedNumber, sha256: storedText });

export const UploadDataSchema = z.looseObject({ files: storedList(StoredFileSchema) });

export const uploadKind = defineSubmissionKind({
  data: UploadDataSchema,
  event: "page.upload.created",
  eventData: (data, { submission, ref }) => {
    const file = data.files[0] ?? StoredFileSchema.parse({});
    return {
      ...ref,
      key: file.key,
      uploadId: file.uploadId,
      name: file.name,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
      fileUrl: `${config().publicBaseUrl ?? ""}/api/v3/control/pages/${encodeURIComponent(submission.pageId)}/uploads/${encodeURIComponent(file.uploadId)}`,
    };
  },
  summary: (data, { t, f, clip }) => data.files.map((file) => t("summaryFile", { name: clip(file.name), size: f.number(file.sizeBytes || 0) })),
  receipt: true,
});

const RequestedUploadsSchema = z
  .object({ requested_uploads: storedList(z.object({ key: z.string(), accept: z.array(z.string()).optional(), max_size_bytes: z.number().optional() })) })
  .catch({ requested_uploads: [] });

/** Where a vault's file goes: the requested upload named `key`, with its rules; stored, it is its own submission. */
export function vaultUploadTarget(content: unknown, key: string): UploadTarget {
  const requested = RequestedUploadsSchema.parse(content ?? {}).requested_uploads.find((r) => r.key === key);
  if (!requested) throw new ApiError("not_found", `This Page requests no upload "${key}".`, { extra: { reason: "upload" } });
  return { key, accept: requested.accept, limit: requested.max_size_bytes ?? DEFAULT_UPLOAD_LIMIT_BYTES, submitsAlone: true };
}
