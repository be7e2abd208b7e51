/**
 * A linked Page's submission starts a Person's task (lib/domains/links/triggers.ts queues it in the submission's
 * transaction; handler: lib/domains/persons/work/link-trigger.ts). Idempotent: the task's unique source key (link and
 * submission) makes a second run create nothing.
 */
import { z } from "zod";
import { defineJob } from "./define";

export default defineJob({
  name: "link.trigger",
  payload: z.object({ linkId: z.string().min(1), submissionId: z.string().min(1) }),
  policy: () => ({
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 60,
    heartbeatSeconds: 30,
    localConcurrency: 2,
    deadLetter: false,
  }),
  drain: { max: 20, budgetSeconds: 150 },
});
