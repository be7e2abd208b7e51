/** Signing an e_signature Page, or declining to (final for that person). */
import { normalizeEmail } from "../../../auth/email";
import { db, type Tx } from "../../../../core/db/client";
import type { Submission } from "../../../../core/db/generated/client";
import { ApiError } from "../../../../core/http/errors";
import { openForWriting, type SubmitMeta } from "../../open";
import { alreadySubmitted, earlierOf, perPersonGuard } from "../../per-person";
import { documentSnapshot } from "../../rendered";
import { prepareMarkdownText } from "../../render";
import { assertSeen, type FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";
import { config } from "../../../../core/config";
import { SEAL_VERSION, type EarlierSignature } from "../../types/e_signature/pdf";
import { mailSignedCopy, newSignatureId, sealSignature, storeSealedCopy } from "./sealed";
import { assertNamedSigner, assertTurn, progressOf, signersOf, signingSubmissions, type NamedSigner } from "../../types/e_signature/order";
import { mailSigningProgress } from "./notify";
import { signatureData } from "../../types/e_signature/submission";

/** The signatures recorded before, as a sealed copy's certificate lists them. */
const earlierOfRecords = (submissions: Submission[]): EarlierSignature[] =>
  submissions
    .filter((s) => s.kind === "signature")
    .map((s) => {
      const data = signatureData(s.data);
      return {
        signatureId: s.id,
        typedName: data.typedName ?? "",
        ...(data.initials ? { initials: data.initials } : {}),
        signerEmail: s.submitterEmail,
        signedAt: data.signedAt || s.createdAt.toISOString(),
        ip: s.ip,
        userAgentClaimed: s.userAgent,
      };
    });

/** A signature raced another (same order): sealed with a list of earlier signatures that no longer holds; sealed again. */
class EarlierChanged extends Error {}

/** `seen`: the version of the document snapshot the signer's form was rendered with. */
export async function signDocument(pageId: string, input: { typedName: string; initials?: string; agree: boolean; seen: string | undefined }, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["e_signature"]);
  const signers = signersOf(page.content);
  // Named signers: a stranger is refused (403), a signer before their turn told whom they wait for (409), before anything else.
  if (signers) assertTurn(signers, progressOf(signers, await signingSubmissions(db(), pageId)), meta.email);
  const perPerson = await perPersonGuard(page, meta.email);
  const content = page.content as { document_markdown: string; document_title: string; signing_mode?: string };
  await prepareMarkdownText(content.document_markdown);
  const document = documentSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(document, input.seen, "document");
  const errors: FieldErrors = {};
  const typedName = input.typedName.trim();
  if (typedName.length < 2 || typedName.length > 200) errors.typedName = "Type your full name to sign.";
  if (content.signing_mode === "typed_name_and_initials" && !/^[\p{L}.\- ]{1,10}$/u.test(input.initials?.trim() ?? "")) errors.initials = "Type your initials.";
  if (!input.agree) errors.agree = "Confirm that you agree to sign this document.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const pageUrl = `${config().publicBaseUrl ?? ""}/pages/${encodeURIComponent(pageId)}`;
  // With named signers the copy lists the signatures before it, read here and checked again under the Page's lock; a signature of the same order in between: sealed again.
  for (let attempt = 1; ; attempt++) {
    const earlier = signers ? earlierOfRecords(await signingSubmissions(db(), pageId)) : undefined;
    const signedAt = new Date().toISOString();
    const audit = {
      documentTitle: document.title,
      documentSha256: document.sha256,
      document,
      typedName,
      ...(input.initials ? { initials: input.initials.trim() } : {}),
      signerEmail: meta.email,
      signedAt,
      ip: meta.ip,
      // The browser's User-Agent header: what it claims, recorded as a claim (the sealed copy says so too).
      userAgentClaimed: meta.userAgent,
      ...(earlier ? { earlierSignatures: earlier } : {}),
      sealVersion: SEAL_VERSION,
    };
    // Where the signing stands with this signature (the controller reads it in the event and the record).
    const signing = signers && earlier ? { signing: { signed: earlier.length + 1, total: signers.length } } : {};
    // The sealed PDF, made in a render worker before the transaction (it names the signature, so its id is chosen here); its SHA-256 goes into the record.
    const submissionId = newSignatureId();
    const sealed = await sealSignature(submissionId, pageId, audit, content.document_markdown);
    // The same text's blocks (headings, lists, tables), kept so the sealed copy can lay it out (pdf.ts) and be built again, byte for byte.
    const recorded = { ...audit, documentLayout: sealed.layout };
    try {
      const submission = await recordSubmission({
        id: submissionId,
        pageId,
        kind: "signature",
        submitterEmail: meta.email,
        data: { ...recorded, ...signing, pdfSha256: sealed.pdfSha256, verifyUrl: sealed.verifyUrl },
        ip: meta.ip,
        userAgent: meta.userAgent,
        perPerson,
        guard: async (tx) => {
          await assertNotDeclined(tx, pageId, meta.email);
          if (signers && earlier) await assertStillInTurn(tx, pageId, signers, earlier, meta.email);
        },
        // The sealed PDF emailed to the signer: with the signature, or not at all; with named signers, the next ones told it is their turn.
        also: async (tx, submission) => {
          // Stored once, with the signature: every download serves these bytes.
          await storeSealedCopy(tx, submission.id, sealed.bytes, sealed.pdfSha256);
          await mailSignedCopy(tx, submission, sealed.bytes, pageUrl);
          if (signers) await mailSigningProgress(tx, page, signers, progressOf(signers, await signingSubmissions(tx, pageId)), submission, sealed.bytes);
        },
      });
      return { ok: true as const, audit: recorded, submissionId: submission.id };
    } catch (error) {
      if (error instanceof EarlierChanged && attempt < 3) continue;
      if (error instanceof EarlierChanged) throw new ApiError("conflict", "Another signer signed at the same moment; sign again. Nothing was recorded.");
      throw error;
    }
  }
}

/** Under the Page's lock: still this signer's turn, and the signatures before theirs are the ones their copy lists. */
async function assertStillInTurn(tx: Pick<Tx, "submission">, pageId: string, signers: NamedSigner[], earlier: EarlierSignature[], email: string) {
  const now = await signingSubmissions(tx, pageId);
  assertTurn(signers, progressOf(signers, now), email);
  const ids = now.filter((s) => s.kind === "signature").map((s) => s.id);
  if (ids.length !== earlier.length || ids.some((id, index) => id !== earlier[index]!.signatureId)) throw new EarlierChanged();
}

/** 409 already_submitted when the person declined to sign this document (a decline is final for them). */
async function assertNotDeclined(client: Pick<Tx, "submission">, pageId: string, email: string) {
  const declined = await client.submission.findFirst({ where: { pageId, kind: "decline", submitterEmail: normalizeEmail(email) }, orderBy: { createdAt: "desc" } });
  if (declined) {
    const existing = earlierOf(declined);
    throw new ApiError("already_submitted", `You declined to sign this document on ${existing.when}. Nothing was changed.`, { extra: { existing: { ...existing, when: undefined } } });
  }
}

/**
 * A signer declines to sign (e_signature), with an optional reason: recorded
 * as a `decline` submission (it takes one of the allowance, as any answer
 * does) and a page.signature.declined event. Once per person, and final: a
 * person who declined cannot sign, one who signed cannot decline (409
 * already_submitted). `seen`: the version of the document they were shown.
 */
export async function declineSignature(pageId: string, input: { reason?: string; seen: string | undefined }, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["e_signature"]);
  const email = normalizeEmail(meta.email);
  const signers = signersOf(page.content);
  if (signers) assertNamedSigner(signers, email);
  const signedOrDeclined = async (client: Pick<Tx, "submission">) => {
    await assertNotDeclined(client, pageId, email);
    const signed = await client.submission.findMany({ where: { pageId, kind: "signature", submitterEmail: email }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 });
    if (signed.length) throw alreadySubmitted({ kind: "signature", max: 1 }, signed);
  };
  await signedOrDeclined(db());
  await prepareMarkdownText(String((page.content as { document_markdown?: unknown }).document_markdown ?? ""));
  const document = documentSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(document, input.seen, "document");
  const reason = (input.reason ?? "").trim();
  if (reason.length > 2_000) return { ok: false as const, errors: { reason: "At most 2,000 characters." } };
  const declinedAt = new Date().toISOString();
  await recordSubmission({
    pageId,
    kind: "decline",
    submitterEmail: email,
    data: { documentTitle: document.title, documentSha256: document.sha256, ...(reason ? { reason } : {}), signerEmail: email, declinedAt },
    ip: meta.ip,
    userAgent: meta.userAgent,
    guard: signedOrDeclined,
  });
  return { ok: true as const, declinedAt, ...(reason ? { reason } : {}) };
}

