/**
 * Which event types the test files saw delivered to a real receiver and
 * verified (test/events/support.ts, test/webhooks/webhooks.test.ts), for the
 * suite's teardown (test/setup/service.ts): together they must cover the
 * types in TYPES_TO_DELIVER. No vitest import: the global setup reads it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The event types a test must see delivered. */
export const TYPES_TO_DELIVER = [
  "page.submission.created",
  "page.booking.created",
  "page.booking.cancelled",
  "page.signature.completed",
  "page.signature.declined",
  "page.approval.decided",
  "page.upload.created",
  "page.checklist.completed",
  "page.order.created",
  "page.invitation.sent",
  "page.invitation.opened",
  "person.chat.message",
  "person.task.completed",
  "person.task.failed",
  "lease.expiring",
  "lease.expired",
  "lease.renewed",
  "lease.destroyed",
  "person.turns.low",
  "page.submissions.low",
  "person.turns.exhausted",
  "page.submissions.exhausted",
];

/** The files whose deliveries together cover TYPES_TO_DELIVER: checked when all of them ran. */
export const COVERING_FILES = ["page-events", "person-events", "lease-timer", "webhooks", "invitations"];

const TYPES_DIR = path.join("test-results", "webhook-types");

/** Records which event types a test file (its path) saw delivered and verified. */
export function recordDeliveredTypes(testPath: string | undefined, types: Iterable<string>): void {
  mkdirSync(TYPES_DIR, { recursive: true });
  const file = path.basename(testPath ?? `unknown-${process.pid}`).replace(/\.test\.ts$/, "");
  writeFileSync(path.join(TYPES_DIR, `${file}.json`), JSON.stringify([...types].sort()));
}

/** The files that recorded, and the types they saw delivered (test/setup/service.ts). */
export function deliveredTypes(): { files: string[]; types: Set<string> } {
  let entries: string[] = [];
  try {
    entries = readdirSync(TYPES_DIR).filter((name) => name.endsWith(".json"));
  } catch {
    return { files: [], types: new Set() };
  }
  const types = new Set(entries.flatMap((name) => JSON.parse(readFileSync(path.join(TYPES_DIR, name), "utf8")) as string[]));
  return { files: entries.map((name) => name.replace(/\.json$/, "")), types };
}

export function forgetDeliveredTypes(): void {
  rmSync(TYPES_DIR, { recursive: true, force: true });
}
