/**
 * Buckets this instance has seen refuse, until they let a request through
 * again. A refused request moves nothing in its bucket (./bucket.ts), and no
 * other instance can make a bucket whole sooner (they only spend from it), so
 * until that moment every request of the bucket would be refused: the
 * instance refuses it from memory, without a round trip to the store. A
 * client that ignores Retry-After and asks again and again (the noisy
 * neighbour's hostile loops sent thousands of requests a minute) then costs
 * the store nothing and the server a map lookup. Bounded: the oldest entries
 * go first past MAX_ENTRIES.
 */

const MAX_ENTRIES = 10_000;
const until = new Map<string, number>();

/** Remembers that `key` refuses requests for `seconds` from now (a store's Retry-After). */
export function rememberRefusal(key: string, seconds: number, now = Date.now()): void {
  until.delete(key);
  until.set(key, now + seconds * 1000);
  if (until.size <= MAX_ENTRIES) return;
  for (const [known, moment] of until) if (moment <= now) until.delete(known);
  for (const known of until.keys()) {
    if (until.size <= MAX_ENTRIES) break;
    until.delete(known);
  }
}

/** The seconds (at least 1) until `key` lets a request through, when this instance knows it refuses now; else null. */
export function refusedFor(key: string, now = Date.now()): number | null {
  const moment = until.get(key);
  if (moment === undefined) return null;
  if (moment <= now) {
    until.delete(key);
    return null;
  }
  return Math.max(1, Math.ceil((moment - now) / 1000));
}
