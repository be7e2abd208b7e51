/**
 * The rate limiter's Redis store, used when REDIS_URL is set (any Redis 6+
 * or a compatible service such as Valkey or Upstash, over redis:// or
 * rediss://). Same contract as the PostgreSQL store: each bucket is one key,
 * counted atomically (one Lua script per request counts all of its buckets),
 * in a fixed window that starts at the bucket's first request: the key
 * expires when its window ends, so Redis forgets it by itself.
 */
import { createClient } from "redis";
import { log } from "../log";
import type { RateLimitStore } from "./bucket";

/** All keys share a hash tag, so one script may touch several of them on a Redis Cluster too. */
export const REDIS_KEY_PREFIX = "{leasehold-rl}:";

/** KEYS: the buckets; ARGV: their windows in ms. Returns [count, ms left] per bucket. */
const HIT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local left = redis.call('PTTL', key)
  if count == 1 or left < 0 then
    redis.call('PEXPIRE', key, ARGV[i])
    left = tonumber(ARGV[i])
  end
  out[i] = {count, left}
end
return out`;

const connect = async (url: string) => {
  let ready = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // The first connection fails at once (the next request tries afresh); a lost one is retried in the background.
      reconnectStrategy: (retries, cause) => (ready ? Math.min(100 * 2 ** retries, 2_000) : cause),
    },
  });
  client.on("ready", () => (ready = true));
  client.on("error", (error: unknown) => log.error({ err: error }, "Redis (rate limits) connection error"));
  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    throw error;
  }
  return client;
};
type Client = Awaited<ReturnType<typeof connect>>;

/** A store on its own connection to `url`; commands fail at once while it is down (no queue), so a request never waits for Redis. */
export function redisStore(url: string): RateLimitStore & { ping(): Promise<void>; close(): Promise<void> } {
  let connecting: Promise<Client> | undefined;
  const client = (): Promise<Client> => {
    connecting ??= connect(url).catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
  return {
    async hit(buckets) {
      if (!buckets.length) return [];
      const reply = (await (await client()).eval(HIT, {
        keys: buckets.map((bucket) => REDIS_KEY_PREFIX + bucket.key),
        arguments: buckets.map((bucket) => String(bucket.windowSeconds * 1000)),
      })) as [number, number][];
      return buckets.map((bucket, index) => {
        const [count, left] = reply[index]!;
        return { key: bucket.key, count, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
      });
    },
    async ping() {
      await (await client()).ping();
    },
    async close() {
      const pending = connecting;
      connecting = undefined;
      if (pending) await (await pending.catch(() => null))?.close();
    },
  };
}
