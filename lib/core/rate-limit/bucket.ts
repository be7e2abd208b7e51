/**
 * The shapes the rate limiter counts with, shared by its stores (PostgreSQL in
 * ./store.ts, Redis in ./redis.ts) so neither store imports the other's
 * module for them.
 *
 * A bucket is a rate with a burst, counted as a generic cell rate (GCRA):
 * `limit` requests every `windowSeconds`, one every `windowSeconds / limit`
 * seconds on average, of which `burst` may come at once. The store keeps one
 * moment per bucket, when its burst is whole again (the "theoretical arrival
 * time"); a request is allowed while that moment, moved on by one request, is
 * at most `burst` requests' time away, and then moves it on. A refused
 * request moves nothing: past the burst a client gets one request each
 * `windowSeconds / limit`, however often it asks.
 */
export interface Bucket {
  key: string;
  /** Requests a window, on average. */
  limit: number;
  windowSeconds: number;
  /** Requests allowed at once (1 to `limit`). */
  burst: number;
  /** For the message: what the bucket counts. */
  per: "address" | "token" | "email";
}

export interface BucketCount {
  key: string;
  /** The requests in the bucket's current burst, this one included: over `burst`, the request is refused. */
  count: number;
  /** Seconds until the bucket lets a request through again (at least 1). */
  retryAfter: number;
}

/** Seconds between two requests of a bucket at its steady rate. */
export const stepOf = (bucket: Pick<Bucket, "limit" | "windowSeconds">): number => bucket.windowSeconds / bucket.limit;

/** Where the counters live: PostgreSQL (`postgresStore`), or Redis when REDIS_URL is set (./redis.ts). */
export interface RateLimitStore {
  /** Counts one request in each bucket, atomically per bucket, and returns the counts. */
  hit(buckets: Bucket[]): Promise<BucketCount[]>;
  /** A store outside the database answers (for /api/health). */
  ping?(): Promise<void>;
}
