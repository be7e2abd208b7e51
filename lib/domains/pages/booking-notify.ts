/**
 * The emails of a booking (scheduler), queued with enqueueMail in the
 * transaction of the change: the confirmation with a calendar invite
 * (iCalendar METHOD:REQUEST), the cancellation (METHOD:CANCEL, same UID), a
 * reschedule (METHOD:REQUEST, same UID, higher SEQUENCE: calendars move the
 * event), and the reminder. The invite's UID is stable per booking (and
 * kept across its reschedules), its times in UTC.
 */
import { createEvent, type EventAttributes } from "ics";
import { config } from "../../core/config";
import type { Tx } from "../../core/db/client";
import type { Page, Submission } from "../../core/db/generated/client";
import { translator, type Locale } from "../../core/i18n";
import { enqueueMail } from "../mail/queue";
import { brandingOf } from "./branding";

type Json = Record<string, unknown>;

/** What a booking's data holds (lib/domains/pages/behaviour/scheduler/book.ts). */
export interface BookingData {
  slot: string;
  durationMinutes: number;
  timezone: string;
  visitorTimezone?: string;
  answers?: Record<string, unknown>;
  /** The calendar invite's UID, kept across reschedules, and its revision. */
  icsUid?: string;
  icsSequence?: number;
  rescheduledFrom?: string;
}

const dataOf = (booking: Submission) => (booking.data ?? {}) as Json as unknown as BookingData;
export const icsUidOf = (booking: Submission) => dataOf(booking).icsUid ?? `${booking.id}@leasehold`;
const titleOf = (page: Page) => {
  const title = (page.content as Json | null)?.title;
  return typeof title === "string" && title.trim() ? title.trim() : page.label;
};
export const pageUrl = (pageId: string) => `${config().publicBaseUrl ?? ""}/pages/${encodeURIComponent(pageId)}`;
const organizerEmail = () => {
  const from = config().signIn.emailFrom ?? "";
  return /<([^>]+)>/.exec(from)?.[1] ?? (from.includes("@") ? from.trim() : "no-reply@leasehold.invalid");
};

/** The format each language's emails say a moment in (English: British, as "Monday, 7 January 2030"). */
const EMAIL_FORMAT: Record<Locale, string> = { en: "en-GB", es: "es", fr: "fr", de: "de" };

/** "Monday, 7 January 2030, 09:00 – 09:45 (Europe/Berlin)"; "Montag, 7. Januar 2030, 09:00 – 09:45 (Europe/Berlin)" in German. */
export function whenIn(timeZone: string, start: Date, minutes: number, locale: Locale = "en"): string {
  const format = EMAIL_FORMAT[locale];
  const day = new Intl.DateTimeFormat(format, { timeZone, dateStyle: "full" }).format(start);
  const time = (at: Date) => new Intl.DateTimeFormat(format, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return `${day}, ${time(start)} – ${time(new Date(start.getTime() + minutes * 60_000))} (${timeZone})`;
}

/** Who the emails speak for and in which language: the Page's branding (organisation, contact, locale), else its label in English. */
function voiceOf(page: Page) {
  const branding = brandingOf(page.branding);
  const locale: Locale = branding.locale ?? "en";
  const t = translator(locale, "scheduler");
  const who = branding.organization ?? page.label;
  const contact = branding.contact ? ["", t("mailContact", { who, contact: branding.contact })] : [];
  return { locale, t, who, contact };
}

function whenLines(booking: Submission, voice: ReturnType<typeof voiceOf>): string[] {
  const data = dataOf(booking);
  const start = new Date(data.slot);
  const lines = [voice.t("mailWhen", { when: whenIn(data.timezone, start, data.durationMinutes, voice.locale) })];
  if (data.visitorTimezone && data.visitorTimezone !== data.timezone) lines.push(voice.t("mailInYourZone", { when: whenIn(data.visitorTimezone, start, data.durationMinutes, voice.locale) }));
  return lines;
}

/** The iCalendar file of a booking: METHOD:REQUEST (booked, moved) or METHOD:CANCEL. */
export function bookingIcs(page: Page, booking: Submission, method: "REQUEST" | "CANCEL"): string {
  const data = dataOf(booking);
  const start = Date.parse(data.slot);
  const event: EventAttributes = {
    uid: icsUidOf(booking),
    method,
    sequence: (data.icsSequence ?? 0) + (method === "CANCEL" ? 1 : 0),
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    title: titleOf(page),
    description: voiceOf(page).t("mailIcsDescription", { url: pageUrl(page.id) }),
    url: pageUrl(page.id) || undefined,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: start + data.durationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
    productId: "leasehold/scheduler",
    organizer: { name: voiceOf(page).who.slice(0, 100), email: organizerEmail() },
    attendees: [{ name: booking.submitterEmail, email: booking.submitterEmail, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("The calendar invite could not be made.");
  return value;
}

const invite = (page: Page, booking: Submission, method: "REQUEST" | "CANCEL") => ({
  filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: Buffer.from(bookingIcs(page, booking, method), "utf8").toString("base64"),
});

const answerLines = (booking: Submission) =>
  Object.entries(dataOf(booking).answers ?? {}).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}`);

/** The confirmation of a new (or moved) booking, with its invite. */
export async function mailBookingConfirmed(tx: Tx, page: Page, booking: Submission, moved: boolean): Promise<void> {
  const title = titleOf(page);
  const voice = voiceOf(page);
  const { t } = voice;
  const answers = answerLines(booking);
  await enqueueMail(tx, {
    to: booking.submitterEmail,
    subject: (moved ? t("mailMoved", { title }) : t("mailBooked", { title })).slice(0, 300),
    text: [
      moved ? t("mailMovedIntro", { who: voice.who, title }) : t("mailConfirms", { who: voice.who, title }),
      "",
      ...whenLines(booking, voice),
      ...(answers.length ? ["", t("mailAnswers"), ...answers] : []),
      "",
      t("mailChange", { url: pageUrl(page.id) }),
      t("mailInvite"),
      ...voice.contact,
    ].join("\n"),
    attachments: [invite(page, booking, "REQUEST")],
  });
}

/** The cancellation, with the invite that removes it from the calendar. */
export async function mailBookingCancelled(tx: Tx, page: Page, booking: Submission, by: "counterpart" | "controller", reason?: string): Promise<void> {
  const title = titleOf(page);
  const voice = voiceOf(page);
  const { t } = voice;
  await enqueueMail(tx, {
    to: booking.submitterEmail,
    subject: t("mailCancelled", { title }).slice(0, 300),
    text: [
      by === "controller" ? t("mailCancelledByHost", { who: voice.who, title }) : t("mailCancelledByYou", { title }),
      "",
      ...whenLines(booking, voice),
      ...(reason ? ["", t("mailReason", { reason })] : []),
      "",
      t("mailBookAnother", { url: pageUrl(page.id) }),
      ...voice.contact,
    ].join("\n"),
    attachments: [invite(page, booking, "CANCEL")],
  });
}

/** The reminder before the time. */
export async function mailBookingReminder(tx: Tx, page: Page, booking: Submission): Promise<void> {
  const title = titleOf(page);
  const voice = voiceOf(page);
  const { t } = voice;
  await enqueueMail(tx, {
    to: booking.submitterEmail,
    subject: t("mailReminder", { title }).slice(0, 300),
    text: [t("mailReminderIntro", { who: voice.who, title }), "", ...whenLines(booking, voice), "", t("mailChange", { url: pageUrl(page.id) }), ...voice.contact].join("\n"),
  });
}
