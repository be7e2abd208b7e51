/**
 * Email from the job engine (lib/domains/mail): queued in a transaction, sent only if
 * it commits, into the local outbox here (the suite has no SMTP server), with
 * its attachments; a message that is not one is refused when queued.
 */
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-mail-${process.pid}.`;
});

import { db } from "@/lib/core/db/client";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { drainMail, enqueueMail } from "@/lib/domains/mail/queue";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";
import { outboxMessages } from "../support/outbox";

afterAll(async () => {
  await stopJobEngine();
});

async function messagesTo(to: string): Promise<OutboxMessage[]> {
  return (await outboxMessages()).filter((message) => message.to === to);
}

describe("email from the job engine", () => {
  it("sends what a committed change queued, attachments included, once", async () => {
    const to = `mail-${process.pid}@example.com`;
    const pdf = Buffer.from("%PDF-1.7 a signed copy");
    await db().$transaction((tx) =>
      enqueueMail(tx, { to, subject: "Your signed copy", text: "Attached: the document you signed.", attachments: [{ filename: "signed.pdf", contentType: "application/pdf", content: pdf.toString("base64") }] }),
    );
    expect(await messagesTo(to)).toEqual([]); // queued, not sent yet
    expect(await drainMail()).toBe(1);
    const [message, ...more] = await messagesTo(to);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ to, subject: "Your signed copy", text: "Attached: the document you signed." });
    expect(Buffer.from(message!.attachments![0]!.content, "base64").equals(pdf)).toBe(true);
    expect(await drainMail()).toBe(0);
  });

  it("sends nothing for a change that rolled back", async () => {
    const to = `rolled-back-${process.pid}@example.com`;
    await expect(
      db().$transaction(async (tx) => {
        await enqueueMail(tx, { to, subject: "Booked", text: "You booked a time." });
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    await drainMail();
    expect(await messagesTo(to)).toEqual([]);
  });

  it("refuses a message that is not one when it is queued, not when it is sent", async () => {
    await expect(db().$transaction((tx) => enqueueMail(tx, { to: "not an address", subject: "x", text: "y" }))).rejects.toThrow();
    await expect(db().$transaction((tx) => enqueueMail(tx, { to: "a@example.com", subject: "x", text: "y", attachments: [{ filename: "a", contentType: "text/plain", content: "not base64!" }] }))).rejects.toThrow();
  });
});
