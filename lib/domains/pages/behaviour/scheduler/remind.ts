/**
 * The reminder before a booking (`booking.remind`, lib/domains/jobs/definitions/booking-remind.ts):
 * queued in the booking's transaction to start REMINDER_LEAD_MS before its
 * time (not at all when that moment has passed: the confirmation has just
 * gone out). Idempotent: it sends nothing for a booking cancelled or moved
 * since (its slotStart no longer the job's), nor twice (the booking is marked
 * `remindedAt` in the email's transaction, under the row's lock).
 */
import { db, type Tx } from "../../../../core/db/client";
import type { Prisma, Submission } from "../../../../core/db/generated/client";
import { drainJobs, enqueue, type JobHandler } from "../../../jobs/engine";
import { mailBookingReminder } from "../../booking-notify";

export const REMINDER_LEAD_MS = 24 * 3600_000;

/** Queues the booking's reminder, unless its time is too close for one to matter. */
export async function queueReminder(tx: Tx, booking: Submission, now = Date.now()): Promise<boolean> {
  if (!booking.slotStart) return false;
  const at = booking.slotStart.getTime() - REMINDER_LEAD_MS;
  if (at <= now) return false;
  await enqueue(tx, "booking.remind", { pageId: booking.pageId, bookingId: booking.id, slot: booking.slotStart.toISOString() }, { startAfter: new Date(at) });
  return true;
}

/** Sends the reminder if the booking still stands at the job's time and none was sent; says whether it did. */
export async function remindBooking(payload: { pageId: string; bookingId: string; slot: string }): Promise<boolean> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Submission" WHERE "id" = ${payload.bookingId} FOR UPDATE`;
    const booking = await tx.submission.findFirst({ where: { id: payload.bookingId, pageId: payload.pageId, kind: "booking" } });
    const data = (booking?.data ?? {}) as Record<string, unknown>;
    if (!booking?.slotStart || booking.slotStart.toISOString() !== payload.slot || data.cancelledAt || data.remindedAt) return false;
    if (booking.slotStart.getTime() <= Date.now()) return false;
    const page = await tx.page.findUnique({ where: { id: payload.pageId } });
    if (!page) return false;
    await tx.submission.update({ where: { id: booking.id }, data: { data: { ...data, remindedAt: new Date().toISOString() } as Prisma.InputJsonValue } });
    await mailBookingReminder(tx, page, booking);
    return true;
  });
}

/** The `booking.remind` job's handler (lib/flows/workers/registry.ts). */
export const bookingRemindHandler: JobHandler<"booking.remind"> = { run: async (payload) => void (await remindBooking(payload)) };

/** Runs the reminders that are due (tests). */
export async function drainBookingReminders(options: { max?: number; budgetMs?: number } = {}): Promise<number> {
  return drainJobs({ "booking.remind": bookingRemindHandler }, options);
}
