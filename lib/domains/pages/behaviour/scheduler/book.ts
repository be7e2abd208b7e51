/** Booking a time on a scheduler Page, moving it, the person's bookings, and cancelling one. */
import { db, type Tx } from "../../../../core/db/client";
import type { Page, Submission } from "../../../../core/db/generated/client";
import { normalizeEmail } from "../../../auth/email";
import { ApiError } from "../../../../core/http/errors";
import { openForWriting, type SubmitMeta } from "../../open";
import { cancelBookingIn, recordSubmission, upcomingBookingsOf } from "../../submissions";
import { validateAnswers } from "../custom_form/answers";
import { SchedulerContentSchema, TimezoneSchema } from "../../types/scheduler/index";
import { icsUidOf, mailBookingConfirmed, type BookingData } from "../../booking-notify";
import { queueReminder } from "./remind";
import { computeSlots } from "../../types/scheduler/slots";

/** The Page's rules, with the defaults of what older content does not say. */
export function schedulerRules(page: Page) {
  const parsed = SchedulerContentSchema.safeParse(page.content);
  if (!parsed.success) throw new ApiError("conflict", "This Page's schedule cannot be used.");
  return parsed.data;
}

/** Upcoming booked slot starts of the Page (ms), but `except` (a booking being moved). */
async function bookedStarts(client: Tx | ReturnType<typeof db>, pageId: string, except?: string): Promise<number[]> {
  const rows = await client.submission.findMany({
    where: { pageId, kind: "booking", slotStart: { gte: new Date(Date.now() - 24 * 3600_000) }, ...(except ? { id: { not: except } } : {}) },
    select: { slotStart: true },
  });
  return rows.map((row) => row.slotStart!.getTime());
}

/** Slots still free for booking: the rules' slots, minus booked ones and their buffers. `except`: a booking being moved does not block. */
export async function availableSlots(page: Page, except?: string): Promise<string[]> {
  const rules = schedulerRules(page);
  return computeSlots(rules, Date.now(), await bookedStarts(db(), page.id, except))
    .slice(0, 500)
    .map((slot) => new Date(slot).toISOString());
}

export interface BookingRequest {
  slot: string;
  /** The answers to the Page's questions, by question name (as many values as given). */
  answers?: (name: string) => string[];
  /** The question names the client sent, when it names them (JSON): each must be a question. */
  supplied?: Iterable<string>;
  /** The visitor's IANA timezone, if their browser said (shown in the emails). */
  visitorTimezone?: string;
  /** Reschedule: the id of the person's booking this one replaces (cancelled in the same transaction). */
  reschedule?: string;
}

/**
 * Books a slot (or moves the person's booking `reschedule` to it, in one
 * transaction): the slot must be one the rules offer (minimum notice,
 * horizon), free with its buffers when recorded (under the Page's lock), and
 * the answers valid. The confirmation email (with its invite) and the
 * reminder job are queued in the same transaction.
 */
export async function bookSlot(pageId: string, request: BookingRequest, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["scheduler"]);
  const rules = schedulerRules(page);
  const errors: Record<string, string> = {};
  const instant = Date.parse(request.slot);
  if (!Number.isFinite(instant) || !computeSlots(rules).includes(instant)) errors.slot = "Choose one of the offered times.";
  const zone = request.visitorTimezone?.trim();
  if (zone && (zone.length > 64 || !TimezoneSchema.safeParse(zone).success)) errors.visitorTimezone = "Not a timezone this service knows.";
  const answered = validateAnswers(rules.questions, request.answers ?? (() => []), request.supplied);
  if (!answered.ok) Object.assign(errors, answered.errors);
  if (Object.keys(errors).length) return { ok: false as const, errors };

  let previous: Submission | null = null;
  if (request.reschedule) {
    previous = await db().submission.findFirst({ where: { id: request.reschedule, pageId, kind: "booking", submitterEmail: normalizeEmail(meta.email) } });
    if (!previous) throw new ApiError("not_found", `No booking ${request.reschedule} on this Page.`, { extra: { reason: "booking", bookingId: request.reschedule } });
  }
  const previousData = (previous?.data ?? {}) as Partial<BookingData>;
  const slotStart = new Date(instant);
  const length = rules.slot_duration_minutes * 60_000;
  const buffer = rules.buffer_minutes * 60_000;
  const data: BookingData = {
    slot: slotStart.toISOString(),
    durationMinutes: rules.slot_duration_minutes,
    timezone: rules.timezone,
    ...(zone ? { visitorTimezone: zone } : {}),
    ...(rules.questions.length ? { answers: answered.ok ? answered.answers : {} } : {}),
    ...(previous ? { rescheduledFrom: previous.id, icsUid: icsUidOf(previous), icsSequence: (previousData.icsSequence ?? 0) + 1 } : {}),
  };
  const booking = await recordSubmission({
    pageId,
    kind: "booking",
    submitterEmail: meta.email,
    data: data as unknown as Record<string, unknown>,
    slotStart,
    ip: meta.ip,
    userAgent: meta.userAgent,
    // Under the Page's lock: the booking being moved is cancelled first (its window checked), then no booking may sit within the buffer.
    guard: async (tx) => {
      if (previous) await cancelBookingIn(tx, pageId, previous.id, { who: "counterpart", email: meta.email }, undefined, { rescheduled: true });
      const near = await tx.submission.count({
        where: { pageId, kind: "booking", slotStart: { gt: new Date(instant - length - buffer), lt: new Date(instant + length + buffer) } },
      });
      if (near) throw new ApiError("conflict", "That slot was just booked by someone else; choose another.", { extra: { reason: "slot_taken" } });
    },
    also: async (tx, submission) => {
      await mailBookingConfirmed(tx, page, submission, Boolean(previous));
      await queueReminder(tx, submission);
    },
  });
  return { ok: true as const, slot: slotStart.toISOString(), bookingId: booking.id };
}

/** The signed-in person's upcoming bookings on a scheduler Page, which they may cancel or move (`locked`: within the cancellation window). */
export async function myBookings(page: Page, email: string): Promise<{ id: string; slot: string; locked: boolean }[]> {
  if (page.toolType !== "scheduler") return [];
  const window = schedulerRules(page).cancellation_window_minutes * 60_000;
  return (await upcomingBookingsOf(page.id, email)).map((b) => ({ ...b, locked: window > 0 && Date.parse(b.slot) - window < Date.now() }));
}

/** A counterpart cancels their own upcoming booking (the slot is free again); see cancelBooking. */
export async function cancelMyBooking(pageId: string, bookingId: string, reason: string, meta: SubmitMeta) {
  await openForWriting(pageId, meta.email, ["scheduler"]);
  if (reason.length > 1_000) return { ok: false as const, errors: { reason: "At most 1,000 characters." } };
  const cancelled = await db().$transaction((tx) => cancelBookingIn(tx, pageId, bookingId, { who: "counterpart", email: meta.email }, reason));
  return { ok: true as const, slot: String((cancelled.data as { slot?: string }).slot ?? "") };
}
