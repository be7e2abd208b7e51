/**
 * Where the rate limiter's counters live: PostgreSQL (`postgresStore`), or
 * Redis when REDIS_URL is set (rate-limit-redis.ts). lib/adapters/http/rate-limit.ts
 * decides what to count and what to answer; this module only counts.
 */
import { config, type Config } from "../config";
import { db, pool } from "../db/client";
import { log } from "../log";
import { stepOf, type Bucket, type BucketCount, type RateLimitStore } from "./bucket";
import { redisStore } from "./redis";

export type { Bucket, BucketCount, RateLimitStore } from "./bucket";

/** Expired buckets go now and then (about one request in 200), so the table stays small without a job. */
function sweepNowAndThen(): void {
  if (Math.random() >= 1 / 200) return;
  db()
    .rateLimitBucket.deleteMany({ where: { resetAt: { lt: new Date(Date.now() - 60_000) } } })
    .catch((error: unknown) => log.error({ err: error }, "Sweeping expired rate-limit buckets failed"));
}

/**
 * One statement per request, sent on the pool directly (no Prisma query
 * overhead on every request's path), into an unlogged table (a counter needs
 * no WAL flush; after a crash of PostgreSQL every bucket starts whole).
 * Each bucket's row holds the moment its burst is whole again (`resetAt`,
 * ./bucket.ts) and, in `count`, the requests of its current burst as of its
 * last request. The update runs on the locked row, so concurrent requests
 * never both take the last place of a burst. $1 the keys, $2 their steps (seconds
 * between two requests), $3 their bursts.
 */
const NOW = `(now() AT TIME ZONE 'UTC')`;
/** A bucket's step and burst by its key, from the statement's parameters. */
const RULE_OF = (column: string, key: string) => `(SELECT u.${column} FROM unnest($1::text[], $2::float8[], $3::int[]) AS u(key, step, burst) WHERE u.key = ${key})`;
/** The requests of the burst, this one included, were it let through: the backlog (seconds until whole) in steps, plus one. */
const CELLS = `CEIL(EXTRACT(EPOCH FROM (GREATEST(b."resetAt", ${NOW}) - ${NOW})) / ${RULE_OF("step", "b.key")} + 1 - 1e-6)::int`;
const HIT = `
  INSERT INTO "RateLimitBucket" AS b (key, count, "resetAt")
  SELECT t.key, 1, ${NOW} + make_interval(secs => t.step)
  FROM unnest($1::text[], $2::float8[], $3::int[]) AS t(key, step, burst)
  ORDER BY t.key
  ON CONFLICT (key) DO UPDATE SET
    count = ${CELLS},
    "resetAt" = CASE WHEN ${CELLS} <= ${RULE_OF("burst", "b.key")}
      THEN GREATEST(b."resetAt", ${NOW}) + (EXCLUDED."resetAt" - ${NOW}) ELSE b."resetAt" END
  RETURNING key, count,
    GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("resetAt" - ${NOW})) - ${RULE_OF("step * (burst - 1)", "b.key")}))::int AS "retryAfter"`;

/** The statement's parameters ($1 the keys, $2 their steps, $3 their bursts): sorted keys, so two requests lock shared rows in the same order. */
function hitValues(buckets: Bucket[]): [string[], number[], number[]] {
  const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : 1));
  return [sorted.map((b) => b.key), sorted.map(stepOf), sorted.map((b) => b.burst)];
}

export const postgresStore: RateLimitStore = {
  async hit(buckets) {
    if (!buckets.length) return [];
    // Times are the database's (UTC, as Prisma stores them), so instances agree.
    // Unnamed (never a named prepared statement), so it runs through transaction poolers such as PgBouncer.
    const { rows } = await pool().query<BucketCount>({ text: HIT, values: hitValues(buckets) });
    sweepNowAndThen();
    return rows;
  },
};

/**
 * A read that one statement runs beside the upsert: the function builds its SELECT,
 * calling `param(value)` for each value it needs (it returns the placeholder).
 * The SELECT sees the database as it was when the statement began.
 */
export type PiggybackRead = (param: (value: unknown) => string) => string;

/**
 * `postgresStore.hit` and one read in a single statement: one round trip and
 * one statement instead of two on a hot path (the control routes count the
 * request and look its token up; docs/performance.md). The upsert is the same
 * statement as `hit`, so it counts exactly as `hit` does, across instances;
 * it runs whether or not the read finds anything. Returns the counts and the
 * read's first row (null when it found none; the read's first column must
 * never be null in a row it finds).
 */
export async function hitAndRead<R extends object>(buckets: Bucket[], read: PiggybackRead): Promise<{ counts: BucketCount[]; row: R | null }> {
  if (!buckets.length) throw new Error("hitAndRead needs at least one bucket");
  const values: unknown[] = hitValues(buckets);
  const select = read((value) => {
    values.push(value);
    return `$${values.length}`;
  });
  const { rows } = await pool().query<{ __hits: BucketCount[] | null } & Record<string, unknown>>({
    text: `WITH hit AS (${HIT}), "read" AS (${select})
      SELECT (SELECT json_agg(json_build_object('key', key, 'count', count, 'retryAfter', "retryAfter")) FROM hit) AS __hits, "read".*
        FROM (SELECT 1) AS one LEFT JOIN "read" ON true`,
    values,
  });
  sweepNowAndThen();
  const { __hits, ...row } = rows[0]!;
  // Without a match the LEFT JOIN gives one row of nulls: the read's first column is never null in a row it found.
  const first = Object.keys(row)[0];
  return { counts: __hits ?? [], row: first !== undefined && row[first] !== null ? (row as R) : null };
}

const globalForStore = globalThis as unknown as { leaseholdRedisStore?: { url: string; store: RateLimitStore } };

/** The store of this instance: Redis when REDIS_URL is set, else PostgreSQL. */
export function activeStore(cfg: Config = config()): RateLimitStore {
  const url = cfg.rateLimits.redisUrl;
  if (!url) return postgresStore;
  if (globalForStore.leaseholdRedisStore?.url !== url) globalForStore.leaseholdRedisStore = { url, store: redisStore(url) };
  return globalForStore.leaseholdRedisStore.store;
}

