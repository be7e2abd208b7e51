/**
 * Sending an email now: through SMTP when EMAIL_SERVER is set, otherwise (a
 * local machine without one) into the local outbox folder beside the sign-in
 * links (lib/domains/auth/outbox.ts), attachments included, so everything works
 * offline and the tests read what a person would receive. Use `enqueueMail`
 * (./queue.ts) from a change: it sends from the job engine, retried, and only
 * if the change commits.
 */
import { smtpTransport } from "../../core/smtp";
import { writeOutbox } from "../auth/outbox";
import { config } from "../../core/config";
import { log } from "../../core/log";
import { MailMessageSchema, type MailMessage } from "../../core/mail-message";

/** Whether this instance can send email at all (SMTP or the local outbox). */
export function mailConfigured(cfg = config()): boolean {
  return Boolean(cfg.signIn.emailServer || cfg.signIn.outboxDir);
}

export async function sendMail(input: MailMessage): Promise<void> {
  const message = MailMessageSchema.parse(input);
  const { emailServer, emailFrom, outboxDir } = config().signIn;
  if (emailServer) {
    await smtpTransport(emailServer).sendMail({
      from: emailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, "base64") })),
    });
    return;
  }
  if (outboxDir) {
    const file = await writeOutbox(outboxDir, { ...message, createdAt: new Date().toISOString() });
    log.info({ file }, `An email was written to the local outbox (no SMTP configured): open ${file}`);
    return;
  }
  throw new Error("Email is not configured: set EMAIL_SERVER (an SMTP URL) and EMAIL_FROM.");
}
