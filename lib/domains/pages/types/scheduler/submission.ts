/** A booking as a submission (scheduler): its slot, length and timezone, the answers to its questions; the event page.booking.created. */
import { z } from "zod";
import { formatters } from "../../../../core/i18n";
import { defineSubmissionKind } from "../define";
import { storedNumber, storedText } from "../shared";

export const BookingDataSchema = z.object({
  slot: storedText,
  durationMinutes: storedNumber,
  timezone: storedText,
  answers: z.record(z.string(), z.unknown()).optional().catch(undefined),
  visitorTimezone: storedText,
  rescheduledFrom: storedText,
});

export const bookingKind = defineSubmissionKind({
  data: BookingDataSchema,
  event: "page.booking.created",
  eventData: (data, { ref }) => ({
    ...ref,
    slot: data.slot,
    durationMinutes: data.durationMinutes,
    timezone: data.timezone,
    ...(data.answers && Object.keys(data.answers).length ? { answers: data.answers } : {}),
    ...(data.visitorTimezone ? { visitorTimezone: data.visitorTimezone } : {}),
    ...(data.rescheduledFrom ? { rescheduledFrom: data.rescheduledFrom } : {}),
  }),
  summary: (data, { t, formatLocale, clip, valueText }) => {
    const timezone = data.timezone || "UTC";
    const lines = data.slot ? [t("summaryBooked", { when: `${formatters(formatLocale, timezone).dayTime(data.slot)} (${timezone})` })] : [];
    for (const [name, value] of Object.entries(data.answers ?? {})) lines.push(`${clip(name)}: ${clip(valueText(value))}`);
    return lines;
  },
  // A booking emails its own confirmation, with the calendar invite.
  receipt: false,
});
