/**
 * An approval request's expiry (handler: lib/domains/links/approvals.ts, through lib/domains/persons/work/task-worker.ts),
 * queued to start at its expiresAt: still pending then, it is denied as expired.
 */
import { z } from "zod";
import { defineJob } from "./define";

export default defineJob({
  name: "person.approval.expire",
  payload: z.object({ approvalId: z.string().min(1) }),
  policy: () => ({
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 60,
    heartbeatSeconds: 30,
    localConcurrency: 1,
    deadLetter: false,
  }),
  drain: { max: 20, budgetSeconds: 150 },
});
