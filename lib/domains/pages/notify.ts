/**
 * The emails a submission sends when the controller asked for them (issue
 * 19), queued in the submission's transaction (recordSubmission): sent only
 * if it is recorded.
 *
 * - The owner's notification (`notify: { email }` on the Page): a short
 *   summary of each submission (who, what, when) and the control API path of
 *   the full record; no link. At most NOTIFY_PER_HOUR per Page in any hour
 *   (the submissions of the last hour are counted): beyond that the
 *   submissions are still recorded, evented and listed, not emailed.
 * - The person's receipt (`receipt: true`): what they sent, to the signed-in
 *   address that sent it. Bookings and signatures already email their own
 *   confirmation (with the calendar invite) and signed copy: no receipt too.
 *
 * Both in the Page's language (branding.locale, else English), branded with
 * its organisation and contact line. Each answer is cut to
 * SUMMARY_LIMITS.value characters and a summary to SUMMARY_LIMITS.lines lines.
 */
import type { Tx } from "../../core/db/client";
import type { Page, Submission } from "../../core/db/generated/client";
import { chooseLocale, formatters, translator, type Locale } from "../../core/i18n";
import { enqueueMail } from "../mail/queue";
import { brandingOf } from "./branding";
import { pageHeading, submissionData, submissionKindOf } from "./registry";

export const NOTIFY_PER_HOUR = 60;
export const SUMMARY_LIMITS = { lines: 30, value: 300 } as const;

type Json = Record<string, unknown>;
const clip = (text: string) => {
  const flat = text.replace(/\s*[\r\n]+\s*/g, " ").trim();
  return flat.length > SUMMARY_LIMITS.value ? `${flat.slice(0, SUMMARY_LIMITS.value - 1)}…` : flat;
};

/** One answer as text: a file by its name, a list joined, anything else as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (typeof value === "object" && typeof (value as Json).name === "string") return (value as Json).name as string;
  return JSON.stringify(value);
}

/** What was submitted, line by line, in the Page's language: no link. The lines after the kind are its module's (lib/domains/pages/types). */
export function submissionSummary(page: Pick<Page, "content">, submission: Pick<Submission, "kind" | "data">, locale: Locale): string[] {
  const t = translator(locale, "signin");
  const { formatLocale } = chooseLocale(locale, null);
  const kind = submissionKindOf(submission.kind);
  const lines: string[] = [t("summaryKind", { kind: submission.kind })];
  if (kind) lines.push(...kind.summary(submissionData(kind, submission.data), { t, f: formatters(formatLocale), formatLocale, clip, valueText, content: page.content }));
  if (lines.length > SUMMARY_LIMITS.lines) {
    const more = lines.length - (SUMMARY_LIMITS.lines - 1);
    return [...lines.slice(0, SUMMARY_LIMITS.lines - 1), t("summaryMore", { count: more })];
  }
  return lines;
}

const line = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** The owner's notification and the person's receipt of `submission`, as the Page asks (none when it asks for neither). */
export async function mailSubmissionNotices(tx: Tx, submission: Submission): Promise<void> {
  const page = await tx.page.findUnique({ where: { id: submission.pageId }, select: { toolType: true, label: true, content: true, branding: true, notifyEmail: true, receipt: true } });
  if (!page) return;
  // Kinds that already email the person their own confirmation (a booking, a signature) send no receipt too.
  const wantsReceipt = page.receipt && submissionKindOf(submission.kind)?.receipt !== false;
  if (!page.notifyEmail && !wantsReceipt) return;
  const { organization, contact, locale: pageLocale } = brandingOf(page.branding);
  const locale = pageLocale ?? "en";
  const t = translator(locale, "signin");
  const what = t("quoted", { label: line(pageHeading(page.toolType, page.label, page.content as Json)) });
  const date = `${formatters(chooseLocale(locale, null).formatLocale).dateTime(submission.createdAt)} UTC`;
  const summary = submissionSummary(page, submission, locale).join("\n");
  const contactLine = contact ? [t("contactLine", { contact: line(contact) })] : [];

  if (page.notifyEmail) {
    // Bounded: the Page's submissions of the last hour (this one included) are counted.
    const lastHour = await tx.submission.count({ where: { pageId: submission.pageId, createdAt: { gte: new Date(Date.now() - 3_600_000) } } });
    if (lastHour <= NOTIFY_PER_HOUR) {
      await enqueueMail(tx, {
        to: page.notifyEmail,
        subject: t("notifySubject", { what }).slice(0, 300),
        text: [
          t("notifyIntro", { email: submission.submitterEmail, what, date }),
          summary,
          t("notifyApi", { path: `/api/v3/control/pages/${submission.pageId}/submissions` }),
          t("notifyFooter"),
        ].join("\n\n"),
      });
    }
  }
  if (wantsReceipt) {
    const org = organization ? line(organization) : null;
    await enqueueMail(tx, {
      to: submission.submitterEmail,
      subject: t("receiptSubject", { what }).slice(0, 300),
      text: [org ? t("receiptIntroOrg", { organization: org, what, date }) : t("receiptIntro", { what, date }), summary, ...contactLine, t("receiptFooter")].join("\n\n"),
    });
  }
}
