/**
 * The emails of a signing in order (e_signature with named signers), queued
 * in the signature's transaction: the next signers when their turn comes,
 * and, once every signer has signed, the completed copy to the ones who
 * signed before (the last signer gets it as their own signed copy). In the
 * Page's language, from its organisation, with its contact line.
 */
import { config } from "../../../../core/config";
import type { Tx } from "../../../../core/db/client";
import type { Page, Submission } from "../../../../core/db/generated/client";
import { translator } from "../../../../core/i18n";
import { enqueueMail } from "../../../mail/queue";
import { MAX_ATTACHMENT_BYTES } from "../../../../core/mail-message";
import { brandingOf } from "../../branding";
import type { NamedSigner, SigningProgress } from "../../types/e_signature/order";
import { signedCopyName } from "./sealed";

export async function mailSigningProgress(tx: Tx, page: Page, signers: NamedSigner[], progress: SigningProgress, submission: Submission, bytes: Uint8Array): Promise<void> {
  const branding = brandingOf(page.branding);
  const t = translator(branding.locale ?? "en", "esign");
  const title = String((page.content as { document_title?: unknown }).document_title ?? page.label);
  const url = `${config().publicBaseUrl ?? ""}/pages/${encodeURIComponent(page.id)}`;
  const who = branding.organization ?? page.label;
  const contact = branding.contact ? ["", t("mailContact", { who: branding.organization ?? t("mailSender"), contact: branding.contact })] : [];
  const me = signers.find((signer) => signer.email === submission.submitterEmail);
  // A new turn opened: the signers of the next order (none while others of this signer's order have still to sign).
  const next = progress.turn.filter((email) => (signers.find((signer) => signer.email === email)?.order ?? 0) > (me?.order ?? 0));
  for (const email of next) {
    await enqueueMail(tx, {
      to: email,
      subject: t("mailTurnSubject", { title }).slice(0, 300),
      text: [t("mailTurnIntro", { who, title, signed: progress.signed }), "", t("mailTurnOpen"), url, ...contact].join("\n"),
    });
  }
  if (!progress.complete) return;
  const attach = bytes.byteLength <= MAX_ATTACHMENT_BYTES;
  for (const signer of progress.signers.filter((s) => s.email !== submission.submitterEmail)) {
    await enqueueMail(tx, {
      to: signer.email,
      subject: t("mailCompleteSubject", { title }).slice(0, 300),
      text: [attach ? t("mailCompleteIntro", { title }) : t("mailCompleteTooLarge", { title }), "", url, ...contact].join("\n"),
      attachments: attach ? [{ filename: signedCopyName(submission), contentType: "application/pdf", content: Buffer.from(bytes).toString("base64") }] : [],
    });
  }
}
