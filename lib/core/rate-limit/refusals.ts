/**
 * Rate-limit refusals, counted for the operator console: the
 * limiter's stores keep per-window buckets that expire, nothing countable
 * afterwards, so each 429 adds one to a per-day, per-policy counter
 * (`RateLimitRefusal`). Refusals come in floods: they are summed in memory
 * and written at most once a second per instance, one upsert per policy, off
 * the request's path; a write that fails is logged and dropped (a figure, not
 * a ledger; an instance that stops within the second loses its last sum).
 */
import { pool } from "../db/client";
import { log } from "../log";

const FLUSH_MS = 1000;
const pending = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Counts one refusal under `policy`; written within a second. */
export function countRefusal(policy: string): void {
  pending.set(policy, (pending.get(policy) ?? 0) + 1);
  if (timer) return;
  timer = setTimeout(() => void flushRefusals(), FLUSH_MS);
  timer.unref?.();
}

// Refusals answered before Next.js (scripts/repeat-refusals.mjs, preloaded into the same process) count here too.
(globalThis as Record<symbol, unknown>)[Symbol.for("leasehold.countRefusal")] = countRefusal;

/** Writes the refusals summed so far (tests call it to read the figure at once). */
export async function flushRefusals(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!pending.size) return;
  const entries = [...pending];
  pending.clear();
  try {
    await pool().query(
      `INSERT INTO "RateLimitRefusal" (day, policy, count)
       SELECT (now() AT TIME ZONE 'UTC')::date, policy, n FROM unnest($1::text[], $2::int[]) AS r(policy, n)
       ON CONFLICT (day, policy) DO UPDATE SET count = "RateLimitRefusal".count + EXCLUDED.count`,
      [entries.map(([policy]) => policy), entries.map(([, n]) => n)],
    );
  } catch (error) {
    log.warn({ err: error }, "Could not count rate-limit refusals");
  }
}
