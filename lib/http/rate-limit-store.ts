/**
 * Where the rate limiter's counters live: PostgreSQL (`postgresStore`), or
 * Redis when REDIS_URL is set (rate-limit-redis.ts). lib/http/rate-limit.ts
 * decides what to count and what to answer; this module only counts.
 */
import { config, type Config } from "../config";
import { db, pool } from "../db/client";
import { log } from "../log";
import type { BucketCount, RateLimitStore } from "./rate-limit-bucket";
import { redisStore } from "./rate-limit-redis";

export type { Bucket, BucketCount, RateLimitStore } from "./rate-limit-bucket";

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
 * no WAL flush; after a crash of PostgreSQL every window starts afresh).
 */
const HIT = `
  INSERT INTO "RateLimitBucket" AS b (key, count, "resetAt")
  SELECT t.key, 1, (now() AT TIME ZONE 'UTC') + make_interval(secs => t.secs)
  FROM unnest($1::text[], $2::int[]) AS t(key, secs)
  ORDER BY t.key
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN b."resetAt" > (now() AT TIME ZONE 'UTC') THEN b.count + 1 ELSE 1 END,
    "resetAt" = CASE WHEN b."resetAt" > (now() AT TIME ZONE 'UTC') THEN b."resetAt" ELSE EXCLUDED."resetAt" END
  RETURNING key, count,
    GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("resetAt" - (now() AT TIME ZONE 'UTC')))))::int AS "retryAfter"`;

export const postgresStore: RateLimitStore = {
  async hit(buckets) {
    if (!buckets.length) return [];
    // Sorted keys: two requests lock shared rows in the same order. Times are
    // the database's (UTC, as Prisma stores them), so instances agree.
    const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : 1));
    // Unnamed (never a named prepared statement), so it runs through transaction poolers such as PgBouncer.
    const { rows } = await pool().query<BucketCount>({
      text: HIT,
      values: [sorted.map((b) => b.key), sorted.map((b) => b.windowSeconds)],
    });
    sweepNowAndThen();
    return rows;
  },
};

const globalForStore = globalThis as unknown as { leaseholdRedisStore?: { url: string; store: RateLimitStore } };

/** The store of this instance: Redis when REDIS_URL is set, else PostgreSQL. */
export function activeStore(cfg: Config = config()): RateLimitStore {
  const url = cfg.rateLimits.redisUrl;
  if (!url) return postgresStore;
  if (globalForStore.leaseholdRedisStore?.url !== url) globalForStore.leaseholdRedisStore = { url, store: redisStore(url) };
  return globalForStore.leaseholdRedisStore.store;
}

