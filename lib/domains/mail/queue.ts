/**
 * Sending email from the job engine (`mail.send`, lib/domains/jobs/definitions/mail-send.ts):
 * `enqueueMail(tx, message)` in the transaction of the change the email
 * reports; long-running instances send from their workers, Vercel from the
 * drain route (both through lib/flows/workers, which lists this handler).
 */
import type { Tx } from "../../core/db/client";
import { drainJobs, enqueue, type JobHandler } from "../jobs/engine";
import { log } from "../../core/log";
import { MailMessageSchema, type MailMessage } from "../../core/mail-message";
import { sendMail } from "./send";

/** Queues an email; it is sent once `tx` commits (and not at all if it rolls back). */
export async function enqueueMail(tx: Tx, message: MailMessage): Promise<string> {
  return enqueue(tx, "mail.send", MailMessageSchema.parse(message));
}

/** The `mail.send` job's handler (lib/flows/workers/registry.ts). */
export const mailSendHandler: JobHandler<"mail.send"> = {
  run: async (message) => sendMail(message),
  // The address is the person's; the subject says what was lost. Never the body (it may hold a link).
  deadLetter: async (message, reason) => log.error({ to: message.to, subject: message.subject, reason }, "An email could not be sent and was given up"),
};

/** Sends queued emails until none is ready (tests). */
export async function drainMail(options: { max?: number; budgetMs?: number } = {}): Promise<number> {
  return drainJobs({ "mail.send": mailSendHandler }, options);
}
