/** An email the service sends (a confirmation, a receipt, a signed copy), with its attachments. */
import { z } from "zod";

/** The most an attachment may hold, decoded: 7 MiB (mail servers refuse messages much larger than 10 MB). */
export const MAX_ATTACHMENT_BYTES = 7 * 1024 * 1024;

export const MailAttachmentSchema = z.object({
  filename: z.string().min(1).max(200),
  contentType: z.string().min(1).max(100),
  /** The content, base64. */
  content: z
    .string()
    .max(Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "base64"),
});

export const MailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(300),
  /** The plain-text body (always sent: every client can read it). */
  text: z.string().min(1).max(100_000),
  /** An HTML body beside the text, optional. */
  html: z.string().max(300_000).optional(),
  replyTo: z.email().optional(),
  attachments: z.array(MailAttachmentSchema).max(5).default([]),
});

export type MailAttachment = z.infer<typeof MailAttachmentSchema>;
export type MailMessage = z.input<typeof MailMessageSchema>;
