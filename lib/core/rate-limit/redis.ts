/**
 * The rate limiter's Redis store, used when REDIS_URL is set (any Redis 6+
 * or a compatible service such as Valkey or Upstash, over redis:// or
 * rediss://). Same contract as the PostgreSQL store (./bucket.ts): each bucket
 * is one key holding the moment, in milliseconds of Redis's clock, its burst
 * is whole again, counted atomically (one Lua script per request counts all
 * of its buckets); the key expires at that moment, so Redis forgets a whole
 * bucket by itself. The script is sent by its hash (EVALSHA), its text only when Redis does not hold it.
 */
import { createHash } from "node:crypto";
import { createClient } from "redis";
import { log } from "../log";
import { stepOf, type RateLimitStore } from "./bucket";

/** All keys share a hash tag, so one script may touch several of them on a Redis Cluster too. */
export const REDIS_KEY_PREFIX = "{leasehold-rl}:";

/**
 * KEYS: the buckets; ARGV: per bucket its step (ms between two requests) and its burst.
 * Returns [requests of the burst with this one, ms until a request is let through again] per bucket.
 * Redis's own clock (TIME), so instances agree; scripts replicate by their effects (Redis 5 and later).
 */
const HIT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local out = {}
for i, key in ipairs(KEYS) do
  local step = tonumber(ARGV[2 * i - 1])
  local burst = tonumber(ARGV[2 * i])
  local whole = math.max(tonumber(redis.call('GET', key) or now), now)
  local cells = math.ceil((whole - now) / step + 1 - 1e-6)
  if cells <= burst then
    redis.call('SET', key, whole + step, 'PX', math.max(1, math.ceil(whole + step - now)))
    out[i] = {cells, 0}
  else
    out[i] = {cells, math.ceil(whole - now - step * (burst - 1))}
  end
end
return out`;
/** Sent by its SHA-1 (EVALSHA): the script's text goes over the wire once per Redis server, when it does not know it yet. */
const HIT_SHA = createHash("sha1").update(HIT).digest("hex");

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
      const redis = await client();
      const options = {
        keys: buckets.map((bucket) => REDIS_KEY_PREFIX + bucket.key),
        arguments: buckets.flatMap((bucket) => [String(stepOf(bucket) * 1000), String(bucket.burst)]),
      };
      // A server that does not hold the script (first use, a restart, SCRIPT FLUSH, a failover) answers NOSCRIPT: then the text, once.
      const reply = (await redis.evalSha(HIT_SHA, options).catch((error: unknown) => {
        if (error instanceof Error && error.message.startsWith("NOSCRIPT")) return redis.eval(HIT, options);
        throw error;
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
