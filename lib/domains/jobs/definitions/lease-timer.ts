/**
 * The lease timer (handler: lib/domains/leases/notices.ts): one sweep for lease.expiring (7 days and 1 day before
 * termEnd) and lease.expired, every 5 minutes. Safe to run twice, or on two instances at once: each notice
 * is a unique row with its event.
 */
import { z } from "zod";
import { defineJob } from "./define";

export default defineJob({
  name: "lease.timer",
  payload: z.object({}),
  policy: () => ({
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 120,
    expireInSeconds: 10 * 60,
    heartbeatSeconds: 60,
    localConcurrency: 1,
    deadLetter: false,
  }),
  // A notice comes at most this late.
  cron: "*/5 * * * *",
});
