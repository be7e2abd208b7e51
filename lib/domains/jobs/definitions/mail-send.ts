/**
 * One email (handler: lib/domains/mail/queue.ts): a booking's confirmation, a receipt, a signed copy. Queued in the
 * transaction of the change it reports, so it goes out only if that commits; retried with backoff for about
 * a day (an SMTP server that is down), then given up and logged. Sending twice after a crash in the middle is
 * possible (at least once), never losing one.
 */
import { MailMessageSchema } from "../../../core/mail-message";
import { defineJob } from "./define";

export default defineJob({
  name: "mail.send",
  payload: MailMessageSchema,
  policy: () => ({
    retryLimit: 12,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 3 * 3600,
    expireInSeconds: 120,
    heartbeatSeconds: 60,
    localConcurrency: 2,
    deadLetter: true,
  }),
  drain: { max: 500, budgetSeconds: 180 },
});
