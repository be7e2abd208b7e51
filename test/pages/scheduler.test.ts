/**
 * The scheduler's bookings end to end against PostgreSQL and the job engine
 * (in a job namespace of this file's own, drained here): booking with
 * answers sends a confirmation whose .ics invite parses (METHOD:REQUEST, the
 * booking's UID, DTSTART/DTEND in UTC); a reschedule moves it in one
 * transaction (same UID, higher SEQUENCE); a cancellation sends
 * METHOD:CANCEL; the cancellation window is refused with a 409; the reminder
 * job fires when due and skips a booking cancelled meanwhile.
 */
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-sched-${process.pid}.`;
});

import { db } from "@/lib/core/db/client";
import { ApiError } from "@/lib/core/http/errors";
import { queueName, stopJobEngine } from "@/lib/domains/jobs/engine";
import { drainMail } from "@/lib/domains/mail/queue";
import { cancelBooking } from "@/lib/domains/pages/submissions";
import { availableSlots, bookSlot, cancelMyBooking } from "@/lib/domains/pages/behaviour/scheduler/book";
import { drainBookingReminders, remindBooking } from "@/lib/domains/pages/behaviour/scheduler/remind";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";
import { eventsOf, leasePage } from "../events/support";
import { outboxMessages } from "../support/outbox";
import { everyDaySchedule } from "../support/scheduler";

afterAll(async () => {
  await stopJobEngine();
});

const SCHEDULE = everyDaySchedule({ title: "Book a session", available_hours: { start: "00:00", end: "23:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 60, booking_window_days: 5 });
const QUESTIONS = [
  { name: "topic", label: "What about?", type: "text", required: true, maxLength: 100 },
  { name: "size", label: "People", type: "number", min: 1, max: 5 },
];
const meta = (email: string) => ({ email, ip: null, userAgent: null });
const answersOf = (values: Record<string, string>) => (name: string) => (values[name] === undefined ? [] : [values[name]!]);

async function mailTo(to: string): Promise<OutboxMessage[]> {
  while ((await drainMail()) > 0);
  return (await outboxMessages()).filter((m) => m.to === to);
}

/** The properties of the VEVENT (and the METHOD) of an iCalendar file, lines unfolded (RFC 5545 §3.1). */
function parseIcs(text: string): Record<string, string> {
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  const props: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).split(";")[0]!;
    if (!(name in props)) props[name] = line.slice(colon + 1);
    else if (name === "ATTENDEE" || name === "ORGANIZER") props[name] += `|${line}`;
  }
  props.ORGANIZER_LINE = lines.find((l) => l.startsWith("ORGANIZER")) ?? "";
  props.ATTENDEE_LINE = lines.find((l) => l.startsWith("ATTENDEE")) ?? "";
  return props;
}
const icsOf = (message: OutboxMessage) => {
  const attachment = message.attachments?.find((a) => a.contentType.startsWith("text/calendar"));
  expect(attachment, `${message.subject} has an invite`).toBeDefined();
  return parseIcs(Buffer.from(attachment!.content, "base64").toString("utf8"));
};
const utc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

async function pageRow(id: string) {
  return db().page.findUniqueOrThrow({ where: { id } });
}

describe("scheduler bookings: emails, invites, reschedule, cancellation window, reminders", () => {
  it("books with answers: the confirmation's invite parses (REQUEST, the booking's UID, UTC times); bad answers or timezone write nothing", async () => {
    const page = await leasePage("scheduler", { ...SCHEDULE, questions: QUESTIONS });
    const to = `booker-${process.pid}@example.com`;
    const slots = await availableSlots(await pageRow(page.id));
    const slot = slots[30]!;

    const refused = await bookSlot(page.id, { slot, answers: answersOf({ size: "9" }), visitorTimezone: "Mars/Base" }, meta(to));
    expect(refused).toEqual({ ok: false, errors: { topic: "Required.", size: expect.any(String), visitorTimezone: "Not a timezone this service knows." } });
    expect(await db().submission.count({ where: { pageId: page.id } })).toBe(0);

    const booked = await bookSlot(page.id, { slot, answers: answersOf({ topic: "Knee", size: "2" }), visitorTimezone: "America/New_York" }, meta(to));
    expect(booked).toMatchObject({ ok: true, slot });
    const created = (await eventsOf(page)).find((e) => e.type === "page.booking.created")!;
    expect(created.data).toMatchObject({ slot, answers: { topic: "Knee", size: 2 }, visitorTimezone: "America/New_York", timezone: "Europe/Berlin" });

    const [mail, ...more] = await mailTo(to);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Booked: Book a session");
    const berlin = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(slot));
    const newYork = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(slot));
    expect(mail!.text).toContain(`${berlin} – `);
    expect(mail!.text).toContain("(Europe/Berlin)");
    expect(mail!.text).toContain(`In your timezone: `);
    expect(mail!.text).toContain(`${newYork} – `);
    expect(mail!.text).toContain("(America/New_York)");
    expect(mail!.text).toContain(`/pages/${page.id}`);
    expect(mail!.text).toContain("topic: Knee");
    const ics = icsOf(mail!);
    expect(ics).toMatchObject({
      METHOD: "REQUEST",
      UID: `${booked.ok && booked.bookingId}@leasehold`,
      DTSTART: utc(slot),
      DTEND: utc(new Date(Date.parse(slot) + 3600_000).toISOString()),
      SUMMARY: "Book a session",
      SEQUENCE: "0",
      STATUS: "CONFIRMED",
    });
    expect(ics.ATTENDEE_LINE).toMatch(new RegExp(`mailto:${to}$`, "i"));
    expect(ics.ORGANIZER_LINE).toMatch(/CN="Events: scheduler"/);
  });

  it("reschedules in one step (same UID, SEQUENCE 1, the old slot free again); a taken time is refused and the booking stays; cancelling sends METHOD:CANCEL", async () => {
    const page = await leasePage("scheduler", { ...SCHEDULE, buffer_minutes: 60 });
    const to = `mover-${process.pid}@example.com`;
    const other = `other-${process.pid}@example.com`;
    const slots = await availableSlots(await pageRow(page.id));
    const [a, b, taken] = [slots[10]!, slots[20]!, slots[40]!];
    const first = await bookSlot(page.id, { slot: a }, meta(to));
    expect(await bookSlot(page.id, { slot: taken }, meta(other))).toMatchObject({ ok: true });
    if (!first.ok) throw new Error("not booked");
    // The buffer: the hour after a booked hour is not offered.
    expect(await availableSlots(await pageRow(page.id))).not.toContain(slots[11]);

    // Moving onto a taken time: 409, and the booking to move stays where it was (one transaction).
    await expect(bookSlot(page.id, { slot: taken, reschedule: first.bookingId }, meta(to))).rejects.toMatchObject({ code: "conflict", status: 409 });
    expect((await db().submission.findUniqueOrThrow({ where: { id: first.bookingId } })).slotStart?.toISOString()).toBe(a);
    // Another's booking cannot be moved.
    await expect(bookSlot(page.id, { slot: b, reschedule: first.bookingId }, meta(other))).rejects.toMatchObject({ code: "not_found" });

    const moved = await bookSlot(page.id, { slot: b, reschedule: first.bookingId }, meta(to));
    if (!moved.ok) throw new Error("not moved");
    const rows = await db().submission.findMany({ where: { pageId: page.id, submitterEmail: to }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => r.slotStart?.toISOString() ?? null)).toEqual([null, b]);
    expect(rows[0]!.data).toMatchObject({ cancelReason: "rescheduled", cancelledBy: "counterpart" });
    const types = (await eventsOf(page)).map((e) => [e.type, e.data.reason ?? e.data.rescheduledFrom ?? null]);
    expect(types).toEqual([
      ["page.booking.created", null],
      ["page.booking.created", null],
      ["page.booking.cancelled", "rescheduled"],
      ["page.booking.created", first.bookingId],
    ]);
    expect(await availableSlots(await pageRow(page.id))).toContain(a);

    const mails = await mailTo(to);
    expect(mails.map((m) => m.subject)).toEqual(["Booked: Book a session", "Moved: Book a session"]);
    const [original, updated] = mails.map(icsOf);
    expect(updated).toMatchObject({ METHOD: "REQUEST", UID: original!.UID, SEQUENCE: "1", DTSTART: utc(b) });

    expect(await cancelMyBooking(page.id, moved.bookingId, "Cannot come.", meta(to))).toMatchObject({ ok: true, slot: b });
    const cancelMail = (await mailTo(to)).at(-1)!;
    expect(cancelMail.subject).toBe("Cancelled: Book a session");
    expect(cancelMail.text).toContain("Reason: Cannot come.");
    expect(icsOf(cancelMail)).toMatchObject({ METHOD: "CANCEL", UID: original!.UID, STATUS: "CANCELLED", DTSTART: utc(b) });
  });

  it("within the cancellation window the person can neither cancel nor move (409, said why); the controller still can", async () => {
    const page = await leasePage("scheduler", { ...SCHEDULE, cancellation_window_minutes: 10 * 1440 });
    const to = `late-${process.pid}@example.com`;
    const slots = await availableSlots(await pageRow(page.id));
    const booked = await bookSlot(page.id, { slot: slots[5]! }, meta(to));
    if (!booked.ok) throw new Error("not booked");
    const refusal = await cancelMyBooking(page.id, booked.bookingId, "", meta(to)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: "conflict", status: 409, message: expect.stringContaining("less than 10 days") });
    await expect(bookSlot(page.id, { slot: slots[9]!, reschedule: booked.bookingId }, meta(to))).rejects.toMatchObject({ code: "conflict", status: 409 });
    // Nothing half-written: the booking stands, no second one.
    expect((await db().submission.findMany({ where: { pageId: page.id } })).map((r) => r.slotStart?.toISOString())).toEqual([slots[5]]);
    await cancelBooking(page.id, booked.bookingId, { who: "controller" }, "Closed that day.");
    const cancelMail = (await mailTo(to)).at(-1)!;
    expect(cancelMail.text).toContain("cancelled your booking");
    expect(icsOf(cancelMail).METHOD).toBe("CANCEL");
  });

  it("the reminder fires 24 hours before (start time in the job), once; none for a booking cancelled meanwhile or too close", async () => {
    const page = await leasePage("scheduler", { ...SCHEDULE, timezone: "UTC" });
    const kept = `kept-${process.pid}@example.com`;
    const gone = `gone-${process.pid}@example.com`;
    const soon = `soon-${process.pid}@example.com`;
    const slots = await availableSlots(await pageRow(page.id));
    const far = slots.filter((s) => Date.parse(s) > Date.now() + 30 * 3600_000);
    const near = slots.find((s) => Date.parse(s) < Date.now() + 20 * 3600_000)!;
    const one = await bookSlot(page.id, { slot: far[0]! }, meta(kept));
    const two = await bookSlot(page.id, { slot: far[2]! }, meta(gone));
    await bookSlot(page.id, { slot: near }, meta(soon));
    if (!one.ok || !two.ok) throw new Error("not booked");
    const queue = queueName("booking.remind");
    const jobs = await db().$queryRawUnsafe<{ data: { bookingId: string }; start_after: Date }[]>(`SELECT data, start_after FROM pgboss.job WHERE name = $1 AND data->>'pageId' = $2 ORDER BY start_after`, queue, page.id);
    expect(jobs.map((j) => j.data.bookingId)).toEqual([one.bookingId, two.bookingId]); // none for the booking less than 24 h ahead
    expect(jobs[0]!.start_after.getTime()).toBe(Date.parse(far[0]!) - 24 * 3600_000);
    expect(await drainBookingReminders()).toBe(0); // not due yet

    await cancelMyBooking(page.id, two.bookingId, "", meta(gone));
    // Time passes: the jobs are due.
    await db().$executeRawUnsafe(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>'pageId' = $2`, queue, page.id);
    expect(await drainBookingReminders()).toBe(2);
    const reminders = async (to: string) => (await mailTo(to)).filter((m) => m.subject.startsWith("Reminder:"));
    expect((await reminders(kept)).map((m) => m.subject)).toEqual(["Reminder: Book a session"]);
    expect((await reminders(kept))[0]!.text).toContain(`/pages/${page.id}`);
    expect(await reminders(gone)).toEqual([]);
    // Run again (a retry after a crash): nothing more.
    expect(await remindBooking({ pageId: page.id, bookingId: one.bookingId, slot: far[0]! })).toBe(false);
    expect(await reminders(kept)).toHaveLength(1);
  });
});
