/**
 * The shapes the rate limiter counts with, shared by its stores (PostgreSQL in
 * rate-limit-store.ts, Redis in rate-limit-redis.ts) so neither store imports
 * the other's module for them.
 */
export interface Bucket {
  key: string;
  limit: number;
  windowSeconds: number;
  /** For the message: what the bucket counts. */
  per: "address" | "token" | "email";
}

export interface BucketCount {
  key: string;
  count: number;
  /** Seconds until the bucket's window ends (at least 1). */
  retryAfter: number;
}

/** Where the counters live: PostgreSQL (`postgresStore`), or Redis when REDIS_URL is set (rate-limit-redis.ts). */
export interface RateLimitStore {
  /** Counts one request in each bucket, atomically per bucket, and returns the counts. */
  hit(buckets: Bucket[]): Promise<BucketCount[]>;
  /** A store outside the database answers (for /api/health). */
  ping?(): Promise<void>;
}
