/**
 * REDIS_URL: two more instances of the service count their rate limits in
 * one real Redis server (Debian's redis-server, test/support/redis.ts)
 * instead of PostgreSQL, and still share one budget exactly.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { REDIS_KEY_PREFIX } from "@/lib/core/rate-limit/redis";
import { generateToken, hashToken } from "@/lib/core/token-format";
import { PAGE_BODY } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { startRedis, withRedisClient, type RedisServer } from "../support/redis";

const LIMITS = { TRUST_PROXY: "1", RATE_LIMIT_WINDOW_SECONDS: "60", RATE_LIMIT_BURST_SECONDS: "60", RATE_LIMIT_PROVISION_PER_ADDRESS: "3", RATE_LIMIT_CONTROL_PER_TOKEN: "4" };

let redis: RedisServer;
let one: Instance;
let two: Instance;
const instance = (i: number) => (i % 2 ? two : one);

beforeAll(async () => {
  redis = await startRedis();
  const env = { ...LIMITS, REDIS_URL: redis.url };
  [one, two] = await Promise.all([startInstance({ name: "rate-limits-redis-1", env }), startInstance({ name: "rate-limits-redis-2", env })]);
}, 180_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
});

const address = () => `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;

describe("rate limits in Redis (REDIS_URL), shared by two instances", () => {
  it("/api/health pings Redis as the rate limits' store", async () => {
    const health = await (await fetch(`${one.url}/api/health`)).json();
    expect(health.checks.rateLimits).toMatchObject({ status: "ok", store: "redis", latencyMs: expect.any(Number) });
  });

  it("provisioning: parallel requests spread over both instances get exactly the address's budget", async () => {
    const from = address();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${instance(i).url}/api/v3/resources/pages`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": from }, body: JSON.stringify(PAGE_BODY) }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 402)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = responses.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
  });

  it("control: a token's budget is counted in Redis by the token's hash, not in PostgreSQL", async () => {
    const token = generateToken();
    const read = (i: number) => fetch(`${instance(i).url}/api/v3/control/pages/pg_missing`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": address() } });
    for (let i = 0; i < 4; i++) expect((await read(i)).status).toBe(401);
    expect((await read(4)).status).toBe(429);

    const key = `control:token:${hashToken(token)}`;
    expect(await db().rateLimitBucket.findUnique({ where: { key } })).toBeNull();
    await withRedisClient(redis.url, async (client) => {
      // The moment the token's burst is whole again: four steps of 15 s after the first read (Redis's clock, this machine's).
      const ahead = Number(await client.get(`${REDIS_KEY_PREFIX}${key}`)) - Date.now();
      expect(ahead).toBeGreaterThan(30_000);
      expect(ahead).toBeLessThanOrEqual(60_000);
      const keys = await client.keys(`${REDIS_KEY_PREFIX}*`);
      expect(keys.some((k) => k.includes(token))).toBe(false);
    });
  });
});
