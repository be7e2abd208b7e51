/**
 * A scheduler booking's reminder (handler: lib/domains/pages/behaviour/scheduler/remind.ts), queued with the booking to
 * start 24 hours before its time (enqueue's `startAfter`). It sends nothing if the booking was cancelled or
 * moved meanwhile, and at most one reminder per booking (it marks the booking in the email's transaction).
 */
import { z } from "zod";
import { defineJob } from "./define";

export default defineJob({
  name: "booking.remind",
  payload: z.object({ pageId: z.string().min(1), bookingId: z.string().min(1), slot: z.iso.datetime() }),
  policy: () => ({
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 1800,
    expireInSeconds: 60,
    heartbeatSeconds: 30,
    localConcurrency: 1,
    deadLetter: false,
  }),
  drain: { max: 200, budgetSeconds: 60 },
});
