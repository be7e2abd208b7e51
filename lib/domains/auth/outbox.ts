/**
 * The local outbox: with no SMTP server configured on a local machine, sign-in
 * links (and the service's other emails, lib/domains/mail) are written here (one JSON file per message; the server log says which
 * file, never the link), so the embedded default works offline. The links are
 * sign-in tokens: the folder is the service user's alone (0700, files 0600),
 * tightened when it already exists.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { normalizeEmail } from "./email";

export interface OutboxMessage {
  to: string;
  subject: string;
  /** A sign-in link's address (sign-in emails). */
  url?: string;
  /** Other emails (lib/domains/mail): their bodies and attachments (base64). */
  text?: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  createdAt: string;
}

export async function writeOutbox(dir: string, message: OutboxMessage): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = path.join(dir, `${Date.now()}-${randomBytes(3).toString("hex")}-${message.to.replace(/[^a-z0-9@.+-]/gi, "_")}.json`);
  await writeFile(file, JSON.stringify(message, null, 2), { mode: 0o600, flag: "wx" });
  return file;
}

/** The newest message to an address (tests and people reading the outbox). */
export async function latestOutboxMessage(dir: string, to: string): Promise<OutboxMessage | null> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  for (const file of files.reverse()) {
    const message = JSON.parse(await readFile(path.join(dir, file), "utf8")) as OutboxMessage;
    if (message.to === normalizeEmail(to)) return message;
  }
  return null;
}
