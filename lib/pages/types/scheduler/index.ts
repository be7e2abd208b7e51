/** scheduler: a participant booking surface. Slots: ./slots.ts. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { text } from "../shared";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time such as 09:00");

/** An IANA timezone this runtime knows. */
export const TimezoneSchema = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "an IANA timezone such as Europe/Berlin");

export const SchedulerContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    available_days: z.array(z.enum(WEEKDAYS)).min(1).max(7),
    available_hours: z
      .object({ start: hhmm, end: hhmm })
      .refine((h) => h.start < h.end, { message: "start must be before end" })
      .meta({ description: "Daily window in the scheduler's timezone." }),
    timezone: TimezoneSchema,
    slot_duration_minutes: z.number().int().min(5).max(480),
    booking_window_days: z.number().int().min(1).max(365).default(30).meta({ description: "How far ahead slots are offered." }),
  })
  .meta({ id: "SchedulerContent" });

export const scheduler = definePageType({
  purpose: "Participant booking surface",
  contentKeys: ["title", "description", "available_days", "available_hours", "timezone", "slot_duration_minutes"],
  content: SchedulerContentSchema,
  defaultContent: {
    title: "Book a time",
    available_days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
    available_hours: { start: "09:00", end: "17:00" },
    timezone: "UTC",
    slot_duration_minutes: 30,
    booking_window_days: 30,
  },
  examples: [
    {
      summary: "A physiotherapist's appointment slots in Berlin",
      label: "Physio appointments",
      content: {
        title: "Book a physiotherapy session",
        description: "45-minute sessions at Praxis Weber, Kastanienallee 12, Berlin.",
        available_days: ["monday", "tuesday", "wednesday", "thursday"],
        available_hours: { start: "08:00", end: "18:00" },
        timezone: "Europe/Berlin",
        slot_duration_minutes: 45,
        booking_window_days: 21,
      },
    },
  ],
  submissionKinds: ["booking"],
  events: ["page.booking.created", "page.booking.cancelled"],
});
