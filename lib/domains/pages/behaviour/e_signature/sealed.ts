/**
 * Signed copies: sealed when a person signs, in a render worker (lib/domains/pages/
 * render.ts), never on the request thread; stored once (SealedCopy, in the
 * signature's transaction), emailed to them, its SHA-256 kept in the
 * signature record; every download serves the stored bytes; /verify checks a
 * file against the record. A signature recorded before copies were stored is
 * built once from its record (the same bytes as when it was sealed: pdf.ts is
 * deterministic per sealVersion) and stored on its first download.
 */
import { createHash, randomBytes } from "node:crypto";
import { normalizeEmail } from "../../../auth/email";
import { config } from "../../../../core/config";
import { db, type Tx } from "../../../../core/db/client";
import type { Submission } from "../../../../core/db/generated/client";
import { ApiError } from "../../../../core/http/errors";
import { enqueueMail } from "../../../mail/queue";
import { MAX_ATTACHMENT_BYTES } from "../../../../core/mail-message";
import { sealInPool } from "../../render";
import { sealedSignatureId, type LayoutBlock, type SignatureAudit } from "../../types/e_signature/pdf";

/** The most /verify reads of an uploaded file. */
export const MAX_VERIFY_BYTES = 10 * 1024 * 1024;

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const verifyUrl = () => `${config().publicBaseUrl ?? ""}/verify`;

/**
 * The sealed copy of a recorded signature: the stored bytes; for a signature
 * recorded before copies were stored, built once from the record in a render
 * worker and stored (safe to run twice: a second build gives the same bytes,
 * and the insert skips a copy stored meanwhile).
 */
async function pdfOf(submission: Submission): Promise<Uint8Array> {
  const stored = await db().sealedCopy.findUnique({ where: { submissionId: submission.id }, select: { bytes: true } });
  if (stored) return stored.bytes;
  // The record's members the copy shows (pdfSha256, added once it was sealed, is not one of them).
  const audit = submission.data as unknown as SignatureAudit & { verifyUrl?: string };
  // The address printed when it was sealed, so a change of the service's public address does not change the bytes.
  const { bytes } = await sealInPool({ submissionId: submission.id, pageId: submission.pageId, audit, verifyUrl: audit.verifyUrl ?? verifyUrl() });
  await db().sealedCopy.createMany({ data: [{ submissionId: submission.id, bytes: Buffer.from(bytes), sha256: hashOf(bytes) }], skipDuplicates: true });
  return bytes;
}

/** In the signature's transaction: the sealed copy stored with it, once. */
export async function storeSealedCopy(tx: Tx, submissionId: string, bytes: Uint8Array, sha256: string): Promise<void> {
  await tx.sealedCopy.create({ data: { submissionId, bytes: Buffer.from(bytes), sha256 } });
}

/** A file name from the document's title: letters, digits and dashes. */
export function signedCopyName(submission: Submission): string {
  const title = String((submission.data as { documentTitle?: unknown }).documentTitle ?? "document");
  const slug = title.normalize("NFKD").replace(/[^\w\- ]/g, "").trim().replace(/\s+/g, "-").slice(0, 80) || "document";
  return `${slug}-signed.pdf`;
}

/** An id for a signature before it is recorded (the shape of the database's cuid2 ids: a letter, then 24 of [a-z0-9]). */
export function newSignatureId(): string {
  const bytes = randomBytes(24);
  return `s${Array.from(bytes, (byte) => (byte % 36).toString(36)).join("")}`;
}

/**
 * Seals the copy of a signature about to be recorded with `submissionId`, in
 * a render worker (before its transaction: the lease row's lock is not held
 * while the PDF is laid out): the document's layout from `markdown` (kept in
 * the record), the bytes, and their SHA-256 for the record.
 */
export async function sealSignature(
  submissionId: string,
  pageId: string,
  audit: SignatureAudit,
  markdown: string,
): Promise<{ bytes: Uint8Array; pdfSha256: string; verifyUrl: string; layout: LayoutBlock[] }> {
  const url = verifyUrl();
  const { bytes, layout } = await sealInPool({ submissionId, pageId, audit, verifyUrl: url, markdown });
  return { bytes, pdfSha256: hashOf(bytes), verifyUrl: url, layout: layout ?? [] };
}

/**
 * In the signature's transaction (recordSubmission's `also`): queues the
 * email that carries the sealed copy to the signer (attached, or, beyond what
 * an email may carry, with where to download it); sent only if the signature
 * is recorded.
 */
export async function mailSignedCopy(tx: Tx, submission: Submission, bytes: Uint8Array, pageUrl: string): Promise<void> {
  const audit = submission.data as unknown as SignatureAudit;
  const attach = bytes.byteLength <= MAX_ATTACHMENT_BYTES;
  await enqueueMail(tx, {
    to: audit.signerEmail,
    subject: `Your signed copy: ${audit.documentTitle}`.slice(0, 300),
    text: [
      `You signed "${audit.documentTitle}" as ${audit.typedName} on ${audit.signedAt.replace("T", " ").replace(/\.\d+Z$/, "")} UTC.`,
      attach ? "Your signed copy is attached (PDF), with a certificate of the signature on its last page." : "Your signed copy is too large to attach; download it from the page:",
      pageUrl,
      `Document SHA-256: ${audit.documentSha256}`,
      `Anyone you give the PDF to can check that it is genuine and unaltered at ${verifyUrl()}.`,
    ].join("\n\n"),
    attachments: attach ? [{ filename: signedCopyName(submission), contentType: "application/pdf", content: Buffer.from(bytes).toString("base64") }] : [],
  });
}

async function signatureOf(pageId: string, submissionId: string, where: { submitterEmail?: string } = {}) {
  const submission = await db().submission.findFirst({ where: { id: submissionId, pageId, kind: "signature", ...where } });
  if (!submission) throw new ApiError("not_found", `No signature ${submissionId} on this Page.`);
  return submission;
}

/** The sealed copy of a signature on the Page (the controller's), or 404. */
export async function signedCopy(pageId: string, submissionId: string): Promise<{ bytes: Uint8Array; name: string }> {
  const submission = await signatureOf(pageId, submissionId);
  return { bytes: await pdfOf(submission), name: signedCopyName(submission) };
}

/** The sealed copy of the signed-in person's own signature, or 404 (another person's is not theirs to see). */
export async function mySignedCopy(pageId: string, submissionId: string, email: string): Promise<{ bytes: Uint8Array; name: string }> {
  const submission = await signatureOf(pageId, submissionId, { submitterEmail: normalizeEmail(email) });
  return { bytes: await pdfOf(submission), name: signedCopyName(submission) };
}

export type Verification =
  | { genuine: true; documentTitle: string; documentSha256: string; signerName: string; signerEmail: string; signedAt: string; pageId: string; signatureId: string }
  | { genuine: false; reason: "not_sealed_here" | "modified" };

/**
 * Whether `bytes` are a copy sealed here, unaltered: the file names its
 * signature (sealedSignatureId), and its SHA-256 is the one kept when it was
 * sealed. Anything else (another file, a copy changed by a byte or saved
 * again by another program) is not genuine. A genuine answer says only what
 * the file itself shows.
 */
export async function verifySealedCopy(bytes: Uint8Array): Promise<Verification> {
  if (bytes.byteLength > MAX_VERIFY_BYTES) throw new ApiError("payload_too_large", `The file is larger than ${MAX_VERIFY_BYTES} bytes.`);
  const id = sealedSignatureId(bytes);
  const submission = id ? await db().submission.findFirst({ where: { id, kind: "signature" } }) : null;
  if (!submission) return { genuine: false, reason: "not_sealed_here" };
  const data = submission.data as unknown as SignatureAudit & { pdfSha256?: string };
  if (!data.pdfSha256 || data.pdfSha256 !== hashOf(bytes)) return { genuine: false, reason: "modified" };
  return {
    genuine: true,
    documentTitle: data.documentTitle,
    documentSha256: data.documentSha256,
    signerName: data.typedName,
    signerEmail: data.signerEmail,
    signedAt: data.signedAt,
    pageId: submission.pageId,
    signatureId: submission.id,
  };
}
