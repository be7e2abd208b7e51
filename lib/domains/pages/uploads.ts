/**
 * Files counterparts upload to a Page: a file vault's requested uploads and
 * the `file` fields of a form (custom_form, lead_collector). Same checks,
 * same storage, same quota for both.
 *
 * Every upload is a PageUpload row from the moment its room is reserved:
 *
 * - `pending`: its size is added to Page.uploadBytes (a conditional UPDATE
 *   against PAGE_UPLOAD_QUOTA_BYTES, in the same transaction as the row, so
 *   concurrent uploads cannot pass the quota together) and its bytes are on
 *   their way: streaming through this server (`uploadFile`), or sent by the
 *   browser straight to Vercel Blob with a client token (`startClientUpload`,
 *   then `completeClientUpload` once the browser says they are there).
 * - `stored`: complete. A vault file is recorded as an `upload` submission at
 *   once; a form file waits, unattached, until the form is sent with its id
 *   (`formFiles`), which attaches it to that submission.
 *
 * Until it is attached, a row has `expiresAt`: a pending upload's once it can
 * no longer complete (its stream's deadline, or its client token's end plus
 * a grace), a stored form file's FORM_FILE_HOLD_MS after it arrived. Expired
 * rows are removed with their stored bytes and their size is released
 * (`expireUploads`: before every reservation on the Page, and now and then
 * across Pages), so an upload nobody submits is never counted for ever.
 * Attached files stay until the Page is destroyed.
 */
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { exhausted } from "../allowance/allowance";
import { hasUnitLeft } from "../../core/allowance-units";
import { config } from "../../core/config";
import { db, type Tx } from "../../core/db/client";
import type { Page, PageUpload, Submission } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { log } from "../../core/log";
import type { FormFieldSchema } from "./content";
import { openForWriting, type SubmitMeta } from "./open";
import { blobReceived, clientUploadToken, hashStored, openStoredFile, removeStoredFiles, storageKind, storeStream, type StorageKind } from "./storage";
import { recordSubmission } from "./submissions";
import type { UploadTarget } from "./types/define";
import { UPLOAD_TOOL_TYPES, uploadTargetOf } from "./registry";
import { megabytes, MESSAGES, typeAllowed } from "./types/upload-rules";

/** How long a stored form file waits for its form to be sent. */
export const FORM_FILE_HOLD_MS = 24 * 60 * 60 * 1000;
/** How long a client token lets the browser send its file to Blob. */
export const CLIENT_TOKEN_MS = 30 * 60 * 1000;
/** After the token's end, before a pending client upload is removed (a confirmation under way). */
const CLIENT_GRACE_MS = 5 * 60 * 1000;
/** How long a file may take to stream through this server. */
const STREAM_DEADLINE_MS = 2 * 60 * 60 * 1000;

/** One file as the streaming upload route receives it: read from the request headers, the body still unread. */
export interface IncomingFile {
  /** The requested upload's key (file vault) or the file field's name (form). */
  key: string;
  /** The file's name, as the counterpart's device calls it (shown to the controller; never a storage path). */
  name: string;
  mimeType: string;
  /** The declared length (Content-Length); null when the client did not declare one. */
  sizeBytes: number | null;
  body: ReadableStream<Uint8Array> | null;
}

/** A file a browser is about to send straight to Blob: what it declares. */
export interface DeclaredFile {
  key: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
}

/** An upload as its uploader and the Page's controller see it. */
export interface UploadedFile {
  id: string;
  key: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

/** What a form submission holds for a file field: the controller downloads it at GET /api/v3/control/pages/{id}/uploads/{uploadId}. */
export interface FileReference {
  uploadId: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

type FormField = z.infer<typeof FormFieldSchema>;

/** Where a file goes on its Page, with its rules: its module's (a vault's requested upload, a form's file field). */
const targetOf = (page: Page, key: string): UploadTarget => uploadTargetOf(page, key);

const fileProblem = (key: string, message: string) => new ApiError("validation_failed", message, { details: [{ path: key, message }] });

/** The declared size and type against the target's rules, before anything is reserved or read. */
function checkDeclared(target: UploadTarget, file: { sizeBytes: number; mimeType: string }): void {
  if (file.sizeBytes > target.limit) throw new ApiError("payload_too_large", MESSAGES.tooLarge(target.limit));
  if (file.sizeBytes === 0) throw fileProblem(target.key, MESSAGES.empty);
  if (!typeAllowed(file.mimeType, target.accept)) throw fileProblem(target.key, MESSAGES.type(target.accept!));
}

const newUploadId = () => `upl_${randomBytes(12).toString("hex")}`;

/**
 * Reserves the room of one upload and records it as pending, in one
 * transaction: nothing is reserved without its row, so whatever happens to
 * the upload, its expiry gives the room back. Refuses a Page whose
 * submissions are used up (the upload could never be submitted) and one
 * without room (409 storage_quota_exceeded).
 */
async function reserve(page: Page, target: UploadTarget, file: { name: string; mimeType: string; sizeBytes: number }, meta: SubmitMeta, options: { storage: StorageKind; expiresAt: Date }): Promise<PageUpload> {
  await expireUploads({ pageId: page.id });
  if (Math.random() < 1 / 20) void expireUploads({ limit: 50 }).catch((error: unknown) => log.error({ err: error }, "Removing expired uploads failed"));
  const lease = await db().lease.findUnique({ where: { resourceId: page.id }, select: { usedUnits: true, includedUnits: true } });
  if (lease && !hasUnitLeft(lease)) throw exhausted({ resourceType: "page", resourceId: page.id }, lease.includedUnits);
  const quota = config().uploads.pageQuotaBytes;
  const size = file.sizeBytes;
  const id = newUploadId();
  return db().$transaction(async (tx) => {
    const reserved = await tx.$executeRaw`
      UPDATE "Page" SET "uploadBytes" = "uploadBytes" + ${size} WHERE id = ${page.id} AND "uploadBytes" + ${size} <= ${quota}`;
    if (reserved !== 1) throw new ApiError("storage_quota_exceeded", `This Page has no room for a file of ${megabytes(size)} MB: its uploads may total ${megabytes(quota)} MB.`);
    return tx.pageUpload.create({
      data: {
        id,
        pageId: page.id,
        uploaderEmail: meta.email,
        requestKey: target.key,
        name: file.name,
        mimeType: file.mimeType,
        sizeBytes: size,
        sha256: "",
        storage: options.storage,
        storageKey: `${page.id}/${id}`,
        state: "pending",
        expiresAt: options.expiresAt,
      },
    });
  });
}

/** Removes an upload that is not part of a submission and gives its room back (once: a row already gone releases nothing). */
async function release(upload: Pick<PageUpload, "id" | "pageId" | "sizeBytes">, where: { expiredBefore?: Date } = {}): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.pageUpload.deleteMany({ where: { id: upload.id, submissionId: null, ...(where.expiredBefore ? { expiresAt: { lt: where.expiredBefore } } : {}) } });
    if (count) await tx.$executeRaw`UPDATE "Page" SET "uploadBytes" = GREATEST("uploadBytes" - ${upload.sizeBytes}, 0) WHERE id = ${upload.pageId}`;
    return count === 1;
  });
}

/**
 * Removes uploads that expired before being attached to a submission (of one
 * Page, or of any), with their stored bytes, and releases their room.
 * Returns how many were removed.
 */
export async function expireUploads(options: { pageId?: string; limit?: number } = {}): Promise<number> {
  const now = new Date();
  const expired = await db().pageUpload.findMany({
    where: { submissionId: null, expiresAt: { lt: now }, ...(options.pageId ? { pageId: options.pageId } : {}) },
    select: { id: true, pageId: true, sizeBytes: true, storage: true, storageKey: true },
    take: options.limit ?? 100,
  });
  let removed = 0;
  for (const upload of expired) {
    // Attached meanwhile (the form was sent just now)? Then it is not removed.
    if (!(await release(upload, { expiredBefore: now }))) continue;
    await removeStoredFiles([upload]);
    removed++;
  }
  return removed;
}

/** Marks a pending upload stored (and attached to `submissionId`, or held for its form until `expiresAt`); refused when it was removed meanwhile. */
async function markStored(tx: Tx, uploadId: string, stored: { storageKey: string; sha256: string; submissionId: string | null; expiresAt: Date | null }): Promise<void> {
  const { count } = await tx.pageUpload.updateMany({ where: { id: uploadId, state: "pending" }, data: { ...stored, state: "stored" } });
  if (count !== 1) throw new ApiError("conflict", "This upload took too long and was discarded; send the file again.");
}

/** A stored upload: a file that is its own submission (a vault's) becomes its `upload` submission; a form file waits for its form. */
async function finish(target: UploadTarget, upload: PageUpload, stored: { storageKey: string; sha256: string }, meta: SubmitMeta): Promise<UploadedFile> {
  const file: UploadedFile = { id: upload.id, key: target.key, name: upload.name, mimeType: upload.mimeType, sizeBytes: upload.sizeBytes, sha256: stored.sha256 };
  if (target.submitsAlone) {
    await recordSubmission({
      pageId: upload.pageId,
      kind: "upload",
      submitterEmail: meta.email,
      data: { files: [{ key: file.key, uploadId: file.id, name: file.name, mimeType: file.mimeType, sizeBytes: file.sizeBytes, sha256: file.sha256 }] },
      ip: meta.ip,
      userAgent: meta.userAgent,
      also: (tx, submission) => markStored(tx, upload.id, { ...stored, submissionId: submission.id, expiresAt: null }),
    });
  } else {
    await markStored(db(), upload.id, { ...stored, submissionId: null, expiresAt: new Date(Date.now() + FORM_FILE_HOLD_MS) });
  }
  return file;
}

/** A byte-counting, hashing pass-through that errors as soon as more than `limit` bytes have come. */
function meteredStream(body: ReadableStream<Uint8Array>, limit: number) {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > limit) {
          controller.error(new ApiError("payload_too_large", `The file is larger than its declared ${limit} bytes.`));
          return;
        }
        hash.update(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, done: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * One file streamed through this server to storage (the upload route).
 * Everything that can refuse it is checked before a byte of the body is
 * read: the Page's audience and lease, the key, the declared size against
 * its limit, the media type, the submission allowance and the quota (its
 * room reserved first). The body streams through a counter that stops it at
 * the declared size; a file that arrives short or long is refused, and
 * whatever fails leaves no file, no record and no reservation.
 */
export async function uploadFile(pageId: string, upload: IncomingFile, meta: SubmitMeta): Promise<UploadedFile> {
  const storage = uploadStorage();
  const page = await openForWriting(pageId, meta.email, UPLOAD_TOOL_TYPES);
  const target = targetOf(page, upload.key);
  if (upload.sizeBytes === null) throw new ApiError("length_required", "Send the file with a Content-Length header.");
  checkDeclared(target, { sizeBytes: upload.sizeBytes, mimeType: upload.mimeType });
  if (!upload.body) throw fileProblem(target.key, MESSAGES.empty);
  const size = upload.sizeBytes;
  const pending = await reserve(page, target, { name: upload.name, mimeType: upload.mimeType, sizeBytes: size }, meta, {
    storage,
    expiresAt: new Date(Date.now() + STREAM_DEADLINE_MS),
  });
  let stored: { storage: string; storageKey: string } | null = null;
  try {
    const metered = meteredStream(upload.body, size);
    stored = await storeStream(pending.storageKey, metered.stream, upload.mimeType);
    const { bytes, sha256 } = metered.done();
    if (bytes !== size) throw fileProblem(target.key, "The file arrived incomplete; try again.");
    return await finish(target, pending, { storageKey: stored.storageKey, sha256 }, meta);
  } catch (error) {
    // Nothing half-written: no file, no record, no reservation.
    await release(pending).catch((failure: unknown) => log.error({ err: failure, uploadId: pending.id }, "Releasing a failed upload failed"));
    if (stored) await removeStoredFiles([stored]);
    throw error;
  }
}

/** Where an upload goes; refused where there is nowhere to keep it (on Vercel without a Blob store), before anything is read or written. */
function uploadStorage(): StorageKind {
  const kind = storageKind();
  if (kind === "none") {
    throw new ApiError("service_unavailable", "This deployment keeps no uploaded files (it has no file store): nothing was stored.", { extra: { reason: "uploads" } });
  }
  return kind;
}

/** How the browser sends files here: to the upload route (local disk, or refused there when there is no store), or straight to the Blob store. */
export function uploadMethod(): { storage: "local" } | { storage: "blob"; access: "private" | "public" } {
  return storageKind() === "blob" ? { storage: "blob", access: config().uploads.blobAccess } : { storage: "local" };
}

/**
 * With Vercel Blob: the same checks as `uploadFile`, the room reserved, then
 * a client token for the browser to put this one file at
 * `<pageId>/<uploadId>` in the store itself: at most the declared size, only
 * the declared media type, for CLIENT_TOKEN_MS. Nothing of the file passes
 * through this server (a Vercel function takes at most 4.5 MB of body).
 */
export async function startClientUpload(pageId: string, file: DeclaredFile, meta: SubmitMeta) {
  if (storageKind() !== "blob") {
    throw new ApiError("conflict", "This service keeps uploads on its own disk: send the file's bytes to POST /api/counterpart/pages/{id}/uploads/{key} instead.");
  }
  const page = await openForWriting(pageId, meta.email, UPLOAD_TOOL_TYPES);
  const target = targetOf(page, file.key);
  checkDeclared(target, file);
  const validUntil = new Date(Date.now() + CLIENT_TOKEN_MS);
  const pending = await reserve(page, target, file, meta, { storage: "blob", expiresAt: new Date(validUntil.getTime() + CLIENT_GRACE_MS) });
  try {
    const { clientToken, access } = await clientUploadToken(pending.storageKey, { sizeBytes: file.sizeBytes, mimeType: file.mimeType, validUntil });
    return { uploadId: pending.id, pathname: pending.storageKey, clientToken, access, contentType: file.mimeType, validUntil: validUntil.toISOString() };
  } catch (error) {
    await release(pending);
    throw error;
  }
}

/**
 * The browser says its file is in the Blob store: check what arrived there
 * (its size and media type with the store's head(), then its bytes read
 * through once for their SHA-256), then record it as `uploadFile` does.
 * A file that did not arrive, or arrived other than declared, is refused
 * (and deleted); its upload stays pending until its token has ended, so
 * nothing sent later with that token outlives the expiry sweep.
 */
export async function completeClientUpload(pageId: string, key: string, uploadId: string, meta: SubmitMeta): Promise<UploadedFile> {
  const page = await openForWriting(pageId, meta.email, UPLOAD_TOOL_TYPES);
  const target = targetOf(page, key);
  const pending = await db().pageUpload.findFirst({ where: { id: uploadId, pageId, requestKey: key, uploaderEmail: meta.email, storage: "blob", state: "pending" } });
  if (!pending) throw new ApiError("not_found", "There is no upload in progress with this id; send the file again.", { extra: { reason: "upload" } });
  const arrived = await blobReceived(pending.storageKey);
  if (!arrived) throw new ApiError("conflict", "The file has not arrived in storage; send it again.");
  const refuse = async (message: string) => {
    await removeStoredFiles([{ storage: "blob", storageKey: arrived.url }]);
    return fileProblem(key, message);
  };
  if (arrived.size !== pending.sizeBytes) throw await refuse("The file arrived incomplete; send it again.");
  if (arrived.contentType.toLowerCase() !== pending.mimeType || !typeAllowed(arrived.contentType, target.accept)) throw await refuse(MESSAGES.type(target.accept ?? [pending.mimeType]));
  const { bytes, sha256 } = await hashStored("blob", arrived.url);
  if (bytes !== pending.sizeBytes) throw await refuse("The file arrived incomplete; send it again.");
  return finish(target, pending, { storageKey: arrived.url, sha256 }, meta);
}

const referenceOf = (upload: PageUpload): FileReference => ({ uploadId: upload.id, name: upload.name, mimeType: upload.mimeType, sizeBytes: upload.sizeBytes, sha256: upload.sha256 });

/**
 * A form's file answers: each is the id of a file its sender uploaded to
 * that field and has not sent with another submission. Answers come back
 * with each id replaced by the file's reference, and `attach` (to run in
 * the submission's transaction) ties the files to the submission, refusing
 * if another submission took one meanwhile or it expired.
 */
export async function formFiles(
  pageId: string,
  fields: FormField[],
  answers: Record<string, unknown>,
  email: string,
): Promise<{ ok: true; answers: Record<string, unknown>; attach?: (tx: Tx, submission: Submission) => Promise<void> } | { ok: false; errors: Record<string, string> }> {
  const fileFields = fields.filter((field) => field.type === "file" && typeof answers[field.name] === "string");
  if (!fileFields.length) return { ok: true, answers };
  const ids = fileFields.map((field) => answers[field.name] as string);
  const uploads = await db().pageUpload.findMany({ where: { id: { in: ids }, pageId, uploaderEmail: email, state: "stored", submissionId: null, expiresAt: { gt: new Date() } } });
  const resolved = { ...answers };
  const errors: Record<string, string> = {};
  for (const field of fileFields) {
    const upload = uploads.find((u) => u.id === answers[field.name] && u.requestKey === field.name);
    if (upload) resolved[field.name] = referenceOf(upload);
    else errors[field.name] = "This file is no longer available; choose it again.";
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    answers: resolved,
    attach: async (tx, submission) => {
      const { count } = await tx.pageUpload.updateMany({
        where: { id: { in: ids }, submissionId: null, state: "stored", expiresAt: { gt: new Date() } },
        data: { submissionId: submission.id, expiresAt: null },
      });
      if (count !== ids.length) throw new ApiError("conflict", "A file you chose was just sent with another answer or has expired; choose it again.");
    },
  };
}

/** A file of a Page's submission, for its controller, as a stream. Files not (yet) part of a submission are not served. */
export async function openUpload(pageId: string, uploadId: string): Promise<{ upload: PageUpload; stream: ReadableStream<Uint8Array> }> {
  const upload = await db().pageUpload.findUnique({ where: { id: uploadId } });
  if (!upload || upload.pageId !== pageId || upload.state !== "stored" || !upload.submissionId) throw new ApiError("not_found", `No upload ${uploadId} on this Page.`, { extra: { reason: "upload" } });
  return { upload, stream: await openStoredFile(upload.storage, upload.storageKey) };
}
