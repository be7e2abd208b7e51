/**
 * An answered (or expired) approval request (handler: lib/domains/persons/work/approvals.ts, through
 * lib/domains/persons/work/task-worker.ts): an approved call runs (once: its outcome is kept on the request), then the
 * task that waited for it is queued again, or the chat session gets the outcome. Safe to run twice.
 */
import { z } from "zod";
import { defineJob } from "./define";

export default defineJob({
  name: "person.approval.resume",
  payload: z.object({ approvalId: z.string().min(1) }),
  policy: () => ({
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 300,
    heartbeatSeconds: 60,
    localConcurrency: 2,
    deadLetter: false,
  }),
  drain: { max: 20, budgetSeconds: 150 },
});
