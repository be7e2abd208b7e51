/**
 * The scheduler's emails speak for the Page: the confirmation,
 * the cancellation and the reminder come from its organisation, in its
 * language (branding.locale), with its contact line, and the calendar
 * invite stays a valid iCalendar file. Against PostgreSQL and the job engine
 * (a job namespace of this file's own, drained here).
 */
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-sched-locale-${process.pid}.`;
});

import { db } from "@/lib/core/db/client";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { drainMail } from "@/lib/domains/mail/queue";
import { availableSlots, bookSlot, cancelMyBooking } from "@/lib/domains/pages/behaviour/scheduler/book";
import { remindBooking } from "@/lib/domains/pages/behaviour/scheduler/remind";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";
import { leasePage } from "../events/support";
import { outboxMessages } from "../support/outbox";
import { everyDaySchedule } from "../support/scheduler";

afterAll(async () => {
  await stopJobEngine();
});

const SCHEDULE = everyDaySchedule({ title: "Physiotherapie", available_hours: { start: "08:00", end: "18:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 45, booking_window_days: 10 });
const meta = (email: string) => ({ email, ip: null, userAgent: null });

async function mailTo(to: string): Promise<OutboxMessage[]> {
  while ((await drainMail()) > 0);
  return (await outboxMessages()).filter((m) => m.to === to);
}

/** The iCalendar file's lines, unfolded (RFC 5545 §3.1), after checking its frame. */
function icsLines(message: OutboxMessage): string[] {
  const attachment = message.attachments?.find((a) => a.contentType.startsWith("text/calendar"));
  expect(attachment, `${message.subject} has an invite`).toBeDefined();
  const text = Buffer.from(attachment!.content, "base64").toString("utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  for (const line of lines) expect(line, "every line is NAME[;PARAMS]:VALUE").toMatch(/^[A-Z-]+(;[^:]+)?:/);
  return lines;
}

async function brand(pageId: string, branding: Record<string, string>) {
  await db().page.update({ where: { id: pageId }, data: { branding } });
}

describe("scheduler emails in the Page's language, from its organisation", () => {
  for (const [locale, expected] of [
    ["de", { booked: "Gebucht: Physiotherapie", confirms: "Praxis Weber bestätigt Ihren Termin: Physiotherapie.", when: "Wann: ", cancelled: "Abgesagt: Physiotherapie", reminder: "Erinnerung: Physiotherapie", contact: "Fragen? Wenden Sie sich an Praxis Weber: termine@praxis-weber.example" }],
    ["fr", { booked: "Réservé : Physiotherapie", confirms: "Praxis Weber confirme votre réservation : Physiotherapie.", when: "Quand : ", cancelled: "Annulé : Physiotherapie", reminder: "Rappel : Physiotherapie", contact: "Des questions ? Contactez Praxis Weber : termine@praxis-weber.example" }],
  ] as const) {
    it(`${locale}: confirmation, reminder and cancellation, with a valid invite`, async () => {
      const page = await leasePage("scheduler", SCHEDULE);
      await brand(page.id, { organization: "Praxis Weber", contact: "termine@praxis-weber.example", locale });
      const to = `locale-${locale}-${process.pid}@example.com`;
      const row = await db().page.findUniqueOrThrow({ where: { id: page.id } });
      const slot = (await availableSlots(row)).find((s) => Date.parse(s) > Date.now() + 30 * 3600_000)!;
      const booked = await bookSlot(page.id, { slot, answers: () => [], visitorTimezone: "America/New_York" }, meta(to));
      expect(booked).toMatchObject({ ok: true });

      const [confirmation] = await mailTo(to);
      expect(confirmation!.subject).toBe(expected.booked);
      expect(confirmation!.text).toContain(expected.confirms);
      expect(confirmation!.text).toContain(expected.when);
      expect(confirmation!.text).toContain(expected.contact);
      // The day and month in the Page's language, as Intl says them.
      const day = new Intl.DateTimeFormat(locale, { timeZone: "Europe/Berlin", dateStyle: "full" }).format(new Date(slot));
      expect(confirmation!.text).toContain(`${day}, `);
      expect(confirmation!.text).not.toMatch(/Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/);
      const invite = icsLines(confirmation!);
      expect(invite).toContain("METHOD:REQUEST");
      expect(invite.find((l) => l.startsWith("ORGANIZER"))).toContain("Praxis Weber");
      expect(invite).toContain(`DTSTART:${slot.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);

      const booking = await db().submission.findFirstOrThrow({ where: { pageId: page.id, kind: "booking" } });
      expect(await remindBooking({ pageId: page.id, bookingId: booking.id, slot })).toBe(true);
      const reminder = (await mailTo(to)).find((m) => m.subject === expected.reminder);
      expect(reminder?.text).toContain(expected.contact);

      await cancelMyBooking(page.id, booking.id, "", meta(to));
      const cancelled = (await mailTo(to)).find((m) => m.subject === expected.cancelled);
      expect(cancelled, "the cancellation").toBeDefined();
      expect(icsLines(cancelled!)).toContain("METHOD:CANCEL");
    });
  }

  it("without branding: English, from the Page's label, as before", async () => {
    const page = await leasePage("scheduler", SCHEDULE);
    const to = `locale-en-${process.pid}@example.com`;
    const row = await db().page.findUniqueOrThrow({ where: { id: page.id } });
    const [slot] = await availableSlots(row);
    expect(await bookSlot(page.id, { slot: slot!, answers: () => [] }, meta(to))).toMatchObject({ ok: true });
    const [confirmation] = await mailTo(to);
    expect(confirmation!.subject).toBe("Booked: Physiotherapie");
    expect(confirmation!.text).toContain("Events: scheduler confirms your booking: Physiotherapie.");
    expect(confirmation!.text).not.toContain("Questions?");
  });
});
