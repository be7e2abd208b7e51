/** scheduler: a participant booking surface. Slots: ./slots.ts. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { bookingKind } from "./submission";
import { checkPatterns, FormFieldSchema } from "../custom_form/fields";
import { text, uniqueBy } from "../shared";
import { headingFrom } from "../heading";

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
    booking_window_days: z.number().int().min(1).max(365).default(30).meta({ description: "How far ahead slots are offered (the booking horizon), in days from today." }),
    min_notice_minutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30)
      .default(0)
      .meta({ description: "Minimum notice: no slot starts sooner than now plus this many minutes (0: any future slot)." }),
    buffer_minutes: z
      .number()
      .int()
      .min(0)
      .max(480)
      .default(0)
      .meta({ description: "Buffer: minutes before and after each booked slot that are not offered to anyone else (0: back to back)." }),
    cancellation_window_minutes: z
      .number()
      .int()
      .min(0)
      .max(60 * 24 * 30)
      .default(0)
      .meta({
        description:
          "From this many minutes before a booking's start, the person who booked can no longer cancel or reschedule it themselves (0: until it starts). The controller can always cancel.",
      }),
    questions: z
      .array(FormFieldSchema)
      .max(20)
      .default([])
      .superRefine(uniqueBy((f) => f.name, "question name"))
      .superRefine(checkPatterns) // the questions' patterns together, as a form's (compiled only within the totals)
      .refine((fields) => fields.every((f) => f.type !== "file"), "questions cannot be file fields")
      // The booking form shows every question: a condition would be accepted and not applied, so it is refused.
      .refine((fields) => fields.every((f) => f.showIf === undefined && f.requiredIf === undefined), "booking questions cannot be conditional (showIf, requiredIf): only forms apply conditions")
      .meta({
        description:
          "Booking questions, answered when booking: the form field contract of custom_form (any type but file, without showIf or requiredIf), checked on the server; the answers are stored in the booking's data.answers and sent in page.booking.created.",
      }),
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
    min_notice_minutes: 0,
    buffer_minutes: 0,
    cancellation_window_minutes: 0,
    questions: [],
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
        min_notice_minutes: 720,
        buffer_minutes: 15,
        cancellation_window_minutes: 1440,
        questions: [
          { name: "reason", label: "What would you like to work on?", type: "long_text", required: true, maxLength: 1000 },
          { name: "phone", label: "Phone number, in case we need to reach you", type: "phone" },
          { name: "first_visit", label: "This is my first visit", type: "checkbox" },
        ],
      },
    },
  ],
  heading: headingFrom("title"),
  submissions: { booking: bookingKind },
  events: ["page.booking.created", "page.booking.cancelled"],
});
