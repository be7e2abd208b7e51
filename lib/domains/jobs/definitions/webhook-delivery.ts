/**
 * One event to one webhook endpoint (handler: lib/domains/webhooks/delivery.ts; queued by recordEvent,
 * lib/domains/events/outbox.ts). The event travels in the payload, so it is delivered even after the resource
 * (and its timeline) was destroyed. A 2xx ends it; any other answer, a redirect, a timeout or a refused
 * address is a failed attempt, retried with exponential backoff for at least WEBHOOK_RETRY_WINDOW_SECONDS
 * (3 days).
 */
import { z } from "zod";
import { config } from "../../../core/config";
import { defineJob, retriesCovering } from "./define";

export default defineJob({
  name: "webhook.delivery",
  payload: z.object({
    endpointId: z.string().min(1),
    /** The event as the receiver gets it (EventSchema, lib/domains/events/catalogue.ts). */
    event: z.looseObject({ id: z.string(), type: z.string(), resourceId: z.string() }),
  }),
  policy: () => {
    const { retryWindowSeconds, retryDelaySeconds, retryDelayMaxSeconds, timeoutSeconds } = config().webhooks;
    return {
      retryLimit: retriesCovering(retryWindowSeconds, retryDelaySeconds, retryDelayMaxSeconds),
      retryDelaySeconds,
      retryDelayMaxSeconds,
      expireInSeconds: timeoutSeconds + 30,
      heartbeatSeconds: Math.max(10, timeoutSeconds + 10),
      localConcurrency: 4,
      deadLetter: true,
      batchSize: 50,
      pollingIntervalSeconds: 0.5,
      // Jobs are grouped by endpoint: at most 10 of an endpoint's jobs are out at once (across instances), and a batch delivers
      // an endpoint's jobs one after another in the order they were queued. Order is best effort: two batches may overlap.
      groupConcurrency: 10,
    };
  },
  drain: { max: 2000, budgetSeconds: 240 },
});
