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
import type { Tx } from "../db/client";
import type { Page, Submission } from "../db/generated/client";
import { chooseLocale, formatters, translator, type Locale } from "../i18n";
import { enqueueMail } from "../mail/queue";
import { brandingOf } from "./branding";
import { pageHeading } from "./rendered";

export const NOTIFY_PER_HOUR = 60;
export const SUMMARY_LIMITS = { lines: 30, value: 300 } as const;
/** Kinds that already email the person their own confirmation. */
const RECEIPT_SKIPS = new Set(["booking", "signature"]);

type Json = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");
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

/** The field labels of a form's content, by name. */
function labelsOf(content: unknown): Map<string, string> {
  const fields = (content as Json | null)?.fields;
  const labels = new Map<string, string>();
  if (Array.isArray(fields)) for (const field of fields as Json[]) if (str(field.name)) labels.set(str(field.name), str(field.label) || str(field.name));
  return labels;
}

/** What was submitted, line by line, in the Page's language: no link. */
export function submissionSummary(page: Pick<Page, "content">, submission: Pick<Submission, "kind" | "data">, locale: Locale): string[] {
  const t = translator(locale, "signin");
  const f = formatters(chooseLocale(locale, null).formatLocale);
  const data = (submission.data ?? {}) as Json;
  const lines: string[] = [t("summaryKind", { kind: submission.kind })];
  switch (submission.kind) {
    case "form":
    case "lead": {
      const labels = labelsOf(page.content);
      for (const [name, value] of Object.entries(data)) lines.push(`${clip(labels.get(name) ?? name)}: ${clip(valueText(value))}`);
      break;
    }
    case "booking": {
      const timezone = str(data.timezone) || "UTC";
      if (str(data.slot)) lines.push(t("summaryBooked", { when: `${formatters(chooseLocale(locale, null).formatLocale, timezone).dayTime(str(data.slot))} (${timezone})` }));
      for (const [name, value] of Object.entries((data.answers as Json | undefined) ?? {})) lines.push(`${clip(name)}: ${clip(valueText(value))}`);
      break;
    }
    case "signature":
      lines.push(t("summarySigned", { name: clip(str(data.typedName)) }));
      if (str(data.documentTitle)) lines.push(`“${clip(str(data.documentTitle))}”`);
      break;
    case "decline":
      lines.push(t("summaryDeclined"));
      if (str(data.reason)) lines.push(t("summaryReason", { reason: clip(str(data.reason)) }));
      break;
    case "approval":
      lines.push(t("summaryDecision", { decision: str(data.decision) }));
      if (str(data.comment)) lines.push(t("summaryComment", { comment: clip(str(data.comment)) }));
      break;
    case "checklist":
      lines.push(t("summaryChecklist", { checked: f.number(Array.isArray(data.checked) ? data.checked.length : 0), total: f.number(Number(data.total) || 0) }));
      break;
    case "order": {
      const currency = str(data.currency);
      for (const item of (Array.isArray(data.items) ? data.items : []) as Json[]) {
        lines.push(`${Number(item.quantity) || 0} × ${clip(str(item.name))} (${f.money(Number(item.unitPrice) || 0, currency)})`);
      }
      lines.push(t("summaryTotal", { total: f.money(Number(data.total) || 0, currency) }));
      if (str(data.note)) lines.push(t("summaryNote", { note: clip(str(data.note)) }));
      break;
    }
    case "upload":
      for (const file of (Array.isArray(data.files) ? data.files : []) as Json[]) lines.push(t("summaryFile", { name: clip(str(file.name)), size: f.number(Number(file.sizeBytes) || 0) }));
      break;
  }
  if (lines.length > SUMMARY_LIMITS.lines) {
    const more = lines.length - (SUMMARY_LIMITS.lines - 1);
    return [...lines.slice(0, SUMMARY_LIMITS.lines - 1), t("summaryMore", { count: more })];
  }
  return lines;
}

const line = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** The owner's notification and the person's receipt of `submission`, as the Page asks (none when it asks for neither). */
export async function mailSubmissionNotices(tx: Tx, submission: Submission): Promise<void> {
  const page = await tx.page.findUnique({ where: { id: submission.pageId }, select: { label: true, content: true, branding: true, notifyEmail: true, receipt: true } });
  if (!page) return;
  const wantsReceipt = page.receipt && !RECEIPT_SKIPS.has(submission.kind);
  if (!page.notifyEmail && !wantsReceipt) return;
  const { organization, contact, locale: pageLocale } = brandingOf(page.branding);
  const locale = pageLocale ?? "en";
  const t = translator(locale, "signin");
  const what = t("quoted", { label: line(pageHeading(page.label, page.content as Json)) });
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
