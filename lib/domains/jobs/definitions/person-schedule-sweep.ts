/**
 * The schedule sweep (handler: lib/domains/persons/work/schedule-worker.ts): every minute, each due Person schedule
 * runs (a task) or is recorded as skipped, and moves to its next instant. Safe to run twice, or on two
 * instances at once: schedules are claimed with SKIP LOCKED and each instant is a unique run row.
 */
import { z } from "zod";
import { defineJob } from "./define";

export default defineJob({
  name: "person.schedule.sweep",
  payload: z.object({}),
  policy: () => ({
    retryLimit: 1,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 30,
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 60,
    localConcurrency: 1,
    deadLetter: false,
  }),
  // A run starts at most about this late (a minute, and the sweep's own time).
  cron: "* * * * *",
});
