/**
 * A signature and a decline as submissions (e_signature): the signature's
 * audit record (page.signature.completed), the signer's refusal
 * (page.signature.declined).
 */
import { z } from "zod";
import { defineSubmissionKind } from "../define";
import { storedText } from "../shared";

export const SignatureDataSchema = z.looseObject({
  typedName: z.string().optional().catch(undefined),
  initials: storedText,
  signedAt: storedText,
  documentTitle: storedText,
  documentSha256: storedText,
  /** With named signers: where the signing stood with this signature. */
  signing: z.object({ signed: z.number(), total: z.number() }).optional().catch(undefined),
});

/** A stored signature's data as read (a record that is not an object reads as one with nothing in it). */
export const signatureData = (data: unknown) => SignatureDataSchema.safeParse(data).data ?? SignatureDataSchema.parse({});

export const DeclineDataSchema = z.looseObject({ documentSha256: storedText, reason: storedText });

export const signatureKind = defineSubmissionKind({
  data: SignatureDataSchema,
  event: "page.signature.completed",
  eventData: (data, { ref }) => ({
    ...ref,
    signerName: data.typedName ?? "",
    documentSha256: data.documentSha256,
    ...(data.signing ? { signing: { signed: data.signing.signed, of: data.signing.total, complete: data.signing.signed >= data.signing.total } } : {}),
  }),
  summary: (data, { t, clip }) => [t("summarySigned", { name: clip(data.typedName ?? "") }), ...(data.documentTitle ? [`“${clip(data.documentTitle)}”`] : [])],
  // A signature emails its own signed copy.
  receipt: false,
  shown: (data) => (data.typedName !== undefined ? { typedName: data.typedName } : {}),
  alreadySubmitted: ({ when, latest, count, max }) =>
    max === 1
      ? `You already signed this document on ${when}${latest.typedName ? ` as ${latest.typedName}` : ""}. Nothing was changed.`
      : `You have already signed this document ${count} times, the most this Page allows (last on ${when}). Nothing was changed.`,
});

export const declineKind = defineSubmissionKind({
  data: DeclineDataSchema,
  event: "page.signature.declined",
  eventData: (data, { ref }) => ({ ...ref, documentSha256: data.documentSha256, ...(data.reason ? { reason: data.reason } : {}) }),
  summary: (data, { t, clip }) => [t("summaryDeclined"), ...(data.reason ? [t("summaryReason", { reason: clip(data.reason) })] : [])],
  receipt: true,
  shown: (data) => (data.reason ? { reason: data.reason } : {}),
});
