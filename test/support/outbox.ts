/**
 * The local outbox the suite's service writes its emails to (EMAIL_OUTBOX_DIR,
 * one JSON file per message): what a person would receive, read in the order
 * the files were written.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";

/** Every message in the outbox (the suite's, or `dir`), oldest first. */
export async function outboxMessages(dir = process.env.EMAIL_OUTBOX_DIR!): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), "utf8")) as OutboxMessage));
}

/** The messages `match` picks, once there is at least one (polling while the service's mail workers send), or throws `what` after `timeoutMs`. */
export async function waitForMail(match: (message: OutboxMessage) => boolean, what: string, timeoutMs = 20_000): Promise<OutboxMessage[]> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const found = (await outboxMessages()).filter(match);
    if (found.length) return found;
  }
  throw new Error(what);
}
