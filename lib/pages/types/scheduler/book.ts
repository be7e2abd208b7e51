/** Booking a time on a scheduler Page, the person's bookings, and cancelling one. */
import { db } from "../../../db/client";
import type { Page } from "../../../db/generated/client";
import { openForWriting, type SubmitMeta } from "../../open";
import { cancelBooking, recordSubmission, upcomingBookingsOf } from "../../submissions";
import { computeSlots, type SchedulerRules } from "./slots";

/** Slots still free for booking (computed from the rules, minus booked ones). */
export async function availableSlots(page: Page): Promise<string[]> {
  const rules = page.content as unknown as SchedulerRules;
  const booked = await db().submission.findMany({ where: { pageId: page.id, slotStart: { gte: new Date() } }, select: { slotStart: true } });
  const taken = new Set(booked.map((b) => b.slotStart!.getTime()));
  return computeSlots(rules)
    .filter((slot) => !taken.has(slot))
    .slice(0, 500)
    .map((slot) => new Date(slot).toISOString());
}

export async function bookSlot(pageId: string, slot: string, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["scheduler"]);
  const rules = page.content as unknown as SchedulerRules;
  const instant = Date.parse(slot);
  if (!Number.isFinite(instant) || !computeSlots(rules).includes(instant)) return { ok: false as const, errors: { slot: "Choose one of the offered times." } };
  await recordSubmission({
    pageId,
    kind: "booking",
    submitterEmail: meta.email,
    data: { slot: new Date(instant).toISOString(), durationMinutes: rules.slot_duration_minutes, timezone: rules.timezone },
    slotStart: new Date(instant),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { ok: true as const, slot: new Date(instant).toISOString() };
}

/** The signed-in person's upcoming bookings on a scheduler Page, which they may cancel. */
export async function myBookings(page: Page, email: string) {
  return page.toolType === "scheduler" ? upcomingBookingsOf(page.id, email) : [];
}

/** A counterpart cancels their own upcoming booking (the slot is free again); see cancelBooking. */
export async function cancelMyBooking(pageId: string, bookingId: string, reason: string, meta: SubmitMeta) {
  await openForWriting(pageId, meta.email, ["scheduler"]);
  if (reason.length > 1_000) return { ok: false as const, errors: { reason: "At most 1,000 characters." } };
  const cancelled = await cancelBooking(pageId, bookingId, { who: "counterpart", email: meta.email }, reason);
  return { ok: true as const, slot: String((cancelled.data as { slot?: string }).slot ?? "") };
}

