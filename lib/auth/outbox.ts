/**
 * The local outbox: with no SMTP server configured on a local machine, sign-in
 * links are written here (one JSON file per message) and to the server log, so
 * the embedded default works offline.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export interface OutboxMessage {
  to: string;
  subject: string;
  url: string;
  createdAt: string;
}

export async function writeOutbox(dir: string, message: OutboxMessage): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${message.to.replace(/[^a-z0-9@.+-]/gi, "_")}.json`);
  await writeFile(file, JSON.stringify(message, null, 2));
  return file;
}

/** The newest message to an address (tests and people reading the outbox). */
export async function latestOutboxMessage(dir: string, to: string): Promise<OutboxMessage | null> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort();
  for (const file of files.reverse()) {
    const message = JSON.parse(await readFile(path.join(dir, file), "utf8")) as OutboxMessage;
    if (message.to === to.toLowerCase()) return message;
  }
  return null;
}
