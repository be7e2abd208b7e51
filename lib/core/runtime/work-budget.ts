/**
 * The work budget: how much heavy work one tenant may make the server do.
 *
 * Request counts (lib/adapters/http/rate-limit.ts) treat every request alike, but a
 * few requests cost far more than others: indexing a knowledge file of half a
 * megabyte takes the database a few hundred milliseconds of CPU, exporting a
 * Person at its knowledge quota streams ten megabytes through the one
 * JavaScript thread. Within the count limits one capability token could keep
 * a core busy with them, and every other tenant of the instance would wait
 * its turn. So each heavy operation says what it costs, in **work units**
 * (about a millisecond of the server's CPU, the database's included, as
 * measured for that kind of work: docs/performance.md), and spends them from
 * the budget of whoever asked: the capability token, and the client address
 * (which holds several tokens' worth). A budget refills at a steady rate
 * (RATE_LIMIT_WORK_PER_TOKEN / _PER_ADDRESS units a second) and holds at most
 * RATE_LIMIT_WORK_BURST_SECONDS of it, so occasional large work passes at
 * once and sustained heavy work is held to its rate; past it, the answer is
 * `429 rate_limited` with Retry-After, before the work starts.
 *
 * Counted as a generic cell rate (GCRA): each bucket keeps the moment its
 * budget is whole again (the "theoretical arrival time"); work is allowed
 * while that moment is at most the burst away, and then moves it on by the
 * work's cost. One statement, in the rate limiter's table, whatever store
 * counts requests: heavy work is rare next to requests, and its budget must
 * hold across instances.
 */
import { config } from "../config";
import { pool } from "../db/client";
import { ApiError } from "../http/errors";
import { log } from "../log";
import { hashToken, isWellFormedToken } from "../token-format";

/** Whose budget a piece of work is spent from: the caller's client address, and its capability token when it sent one. */
export interface WorkPayer {
  /** The normalized client address (lib/adapters/http/rate-limit.ts clientAddress). */
  address: string;
  /** The plaintext bearer token, when the request sent a well-formed one; only its hash is used. */
  token?: string | null;
}

/**
 * One statement: reads each bucket's moment of a whole budget, decides for
 * all of them (work is spent from every bucket or from none), and moves the
 * moments on when allowed. The update adds the cost to the row as it is when
 * locked, so concurrent spenders never lose each other's cost; the decision
 * reads the statement's snapshot (concurrent work can overshoot a budget by
 * what was in flight, never more).
 */
const SPEND = `
  WITH input AS (
    SELECT t.key, t.cost, t.burst, (now() AT TIME ZONE 'UTC') AS at
    FROM unnest($1::text[], $2::float8[], $3::float8[]) AS t(key, cost, burst)
  ), current AS (
    SELECT i.key, i.cost, i.burst, i.at, GREATEST(b."resetAt", i.at) AS whole
    FROM input i LEFT JOIN "RateLimitBucket" b ON b.key = i.key
  ), verdict AS (
    SELECT bool_and(EXTRACT(EPOCH FROM (whole - at)) <= burst) AS allowed,
           GREATEST(1, CEIL(MAX(EXTRACT(EPOCH FROM (whole - at)) - burst)))::int AS "retryAfter",
           (array_agg(key ORDER BY EXTRACT(EPOCH FROM (whole - at)) - burst DESC))[1] AS "overKey"
    FROM current
  ), spent AS (
    INSERT INTO "RateLimitBucket" AS b (key, count, "resetAt")
    SELECT c.key, 0, c.at + make_interval(secs => c.cost) FROM current c, verdict v WHERE v.allowed ORDER BY c.key
    ON CONFLICT (key) DO UPDATE SET
      "resetAt" = GREATEST(b."resetAt", (now() AT TIME ZONE 'UTC')) + (EXCLUDED."resetAt" - (now() AT TIME ZONE 'UTC'))
    RETURNING b.key
  )
  SELECT v.allowed, v."retryAfter", v."overKey", (SELECT count(*) FROM spent)::int AS spent FROM verdict v`;

/** A budget: its row's key, whose it is, and its refill in units a second. */
interface WorkBucket {
  key: string;
  per: "capability token" | "client address";
  perSecond: number;
}

function bucketsOf(payer: WorkPayer): WorkBucket[] {
  const { work } = config().rateLimits;
  const buckets: WorkBucket[] = [{ key: `work:addr:${payer.address}`, per: "client address", perSecond: work.perAddress }];
  if (payer.token && isWellFormedToken(payer.token)) buckets.push({ key: `work:token:${hashToken(payer.token)}`, per: "capability token", perSecond: work.perToken });
  return buckets;
}

/**
 * Spends `units` of work from the payer's budgets, or throws `429
 * rate_limited` (Retry-After: when the budget allows work again) when any of
 * them is spent past its burst. `what` names the work in the refusal. A
 * payer of null is the service's own work (jobs, tests): no budget. A
 * failure of the database refuses nothing: the work then goes on, as the
 * request limiter lets a request through when its store fails.
 */
export async function spendWork(payer: WorkPayer | null, units: number, what: string): Promise<void> {
  if (!payer || !(units > 0)) return;
  const { burstSeconds } = config().rateLimits.work;
  const buckets = bucketsOf(payer).sort((a, b) => (a.key < b.key ? -1 : 1));
  let verdict: { allowed: boolean; retryAfter: number; overKey: string } | undefined;
  try {
    const { rows } = await pool().query<{ allowed: boolean; retryAfter: number; overKey: string }>({
      text: SPEND,
      values: [buckets.map((b) => b.key), buckets.map((b) => units / b.perSecond), buckets.map(() => burstSeconds)],
    });
    verdict = rows[0];
  } catch (error) {
    log.error({ err: error }, "Spending from the work budget failed; the work goes on");
    return;
  }
  if (!verdict || verdict.allowed) return;
  const tightest = buckets.find((b) => b.key === verdict.overKey) ?? buckets[0]!;
  throw new ApiError(
    "rate_limited",
    `Too much heavy work (${what}) for this ${tightest.per}: its budget refills at ${tightest.perSecond} work units a second (about a millisecond of the server's work each) and holds ${burstSeconds} seconds of it. Retry after ${verdict.retryAfter} seconds.`,
    { headers: { "Retry-After": String(verdict.retryAfter) } },
  );
}
