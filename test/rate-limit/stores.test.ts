/**
 * The stores behind the limits, against the real servers: rate-limit
 * buckets in PostgreSQL (one atomic upsert per request) and in Redis (one
 * Lua script per request), both rates with a burst, held to one contract; and
 * idempotency records (claimed before the work, completed or released after).
 */
import { randomUUID } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { ApiError } from "@/lib/core/http/errors";
import { idempotent, type IdempotentRequest } from "@/lib/adapters/http/idempotency";
import { enforceRateLimit, postgresStore, type RateLimitStore } from "@/lib/adapters/http/rate-limit";
import { REDIS_KEY_PREFIX, redisStore } from "@/lib/core/rate-limit/redis";
import { startRedis, withRedisClient, type RedisServer } from "../support/redis";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every store must do (the PostgreSQL one, and the Redis one when REDIS_URL is set).
 * Steps are long (a minute and more), so that no assertion depends on how fast this machine sends requests;
 * `rewind` makes a bucket whole as time would (the store's moment set into the past).
 */
function storeContract(name: string, store: () => RateLimitStore, rewind: (key: string) => Promise<void>) {
  describe(`rate-limit buckets in ${name}`, () => {
    it("lets a burst through at once, then refuses until the rate has made room; once whole, a bucket starts afresh", async () => {
      const key = `test:addr:${randomUUID()}`;
      // One a minute on average, three at once.
      const hit = async () => (await store().hit([{ key, limit: 60, windowSeconds: 3600, burst: 3, per: "address" }]))[0]!;
      expect((await hit()).count).toBe(1);
      expect((await hit()).count).toBe(2);
      expect((await hit()).count).toBe(3);
      const fourth = await hit();
      expect(fourth.count).toBe(4);
      // The next place opens a step (60 s) after the first request.
      expect(fourth.retryAfter).toBeGreaterThanOrEqual(1);
      expect(fourth.retryAfter).toBeLessThanOrEqual(60);
      await rewind(key);
      expect((await hit()).count).toBe(1);
    });

    it("never loses or repeats a place under parallel requests, and a refused request moves nothing", async () => {
      const key = `test:addr:${randomUUID()}`;
      // One request every 90 s on average, all 40 at once.
      const bucket = { key, limit: 40, windowSeconds: 3600, burst: 40, per: "address" as const };
      const counts = await Promise.all(Array.from({ length: 40 }, () => store().hit([bucket]).then((rows) => rows[0]!.count)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // The burst is spent: the next place opens one step after the first of the burst, whatever is asked meanwhile.
      const retries: number[] = [];
      for (let i = 0; i < 5; i++) {
        const next = (await store().hit([bucket]))[0]!;
        expect(next.count).toBe(41);
        retries.push(next.retryAfter);
      }
      expect(Math.max(...retries)).toBeLessThanOrEqual(90);
      expect(Math.min(...retries)).toBeGreaterThanOrEqual(1);
      // Not moved on by the refusals: never later than the first refusal said.
      expect(retries.every((retry, i) => i === 0 || retry <= retries[i - 1]!)).toBe(true);
    });

    it("counts several buckets of one request at once, in parallel without deadlocks", async () => {
      const a = `test:addr:${randomUUID()}`;
      const b = `test:token:${randomUUID()}`;
      const buckets = (keys: string[]) => keys.map((key) => ({ key, limit: 100, windowSeconds: 3600, burst: 100, per: "address" as const }));
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store().hit(buckets(i % 2 ? [a, b] : [b, a]))));
      expect(results.every((rows) => rows.length === 2)).toBe(true);
      const last = await store().hit(buckets([a, b]));
      expect(Object.fromEntries(last.map((row) => [row.key, row.count]))).toEqual({ [a]: 21, [b]: 21 });
    });
  });
}

storeContract("PostgreSQL", () => postgresStore, async (key) => {
  await db().$executeRaw`UPDATE "RateLimitBucket" SET "resetAt" = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE key = ${key}`;
});

let redis: RedisServer;
let redisBuckets: ReturnType<typeof redisStore>;
beforeAll(async () => {
  redis = await startRedis();
  redisBuckets = redisStore(redis.url);
}, 30_000);
afterAll(async () => {
  await redisBuckets?.close();
  await redis?.stop();
});

storeContract(
  "Redis",
  () => redisBuckets,
  async (key) => {
    await withRedisClient(redis.url, async (client) => {
      await client.set(`${REDIS_KEY_PREFIX}${key}`, String(Date.now() - 1000), { PX: 60_000 });
    });
  },
);

describe("the PostgreSQL store's rows", () => {
  it("are one row per bucket, holding the burst's count and the moment it is whole again", async () => {
    const key = `test:addr:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await postgresStore.hit([{ key, limit: 10, windowSeconds: 600, burst: 10, per: "address" }]);
    const row = await db().rateLimitBucket.findUniqueOrThrow({ where: { key } });
    expect(row.count).toBe(3);
    // Three steps of 60 s from the first request (the database's clock; leeway for this machine's and its speed).
    const ahead = (row.resetAt.getTime() - Date.now()) / 1000;
    expect(ahead).toBeGreaterThan(120);
    expect(ahead).toBeLessThanOrEqual(185);
  });
});

describe("the Redis store", () => {
  it("sends its script by hash (EVALSHA), and its text only to a server that does not hold it", async () => {
    const calls = async (command: string) =>
      withRedisClient(redis.url, async (client) => Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(await client.info("commandstats"))?.[1] ?? 0));
    await withRedisClient(redis.url, async (client) => {
      await client.scriptFlush();
      await client.configResetStat();
    });
    const key = `test:addr:${randomUUID()}`;
    for (let i = 1; i <= 5; i++) expect((await redisBuckets.hit([{ key, limit: 10, windowSeconds: 600, burst: 10, per: "address" }]))[0]!.count).toBe(i);
    expect(await calls("eval")).toBe(1); // the first, after NOSCRIPT
    expect(await calls("evalsha")).toBeGreaterThanOrEqual(4);
  });

  it("keeps each bucket as one key, the moment it is whole again, that expires at that moment", async () => {
    const key = `test:addr:${randomUUID()}`;
    await redisBuckets.hit([{ key, limit: 10, windowSeconds: 600, burst: 10, per: "address" }]);
    await withRedisClient(redis.url, async (client) => {
      // One step (60 s) after the request, in milliseconds of Redis's clock (this machine's: leeway for its speed).
      const ahead = Number(await client.get(`${REDIS_KEY_PREFIX}${key}`)) - Date.now();
      expect(ahead).toBeGreaterThan(30_000);
      expect(ahead).toBeLessThanOrEqual(61_000);
      const ttl = await client.pTTL(`${REDIS_KEY_PREFIX}${key}`);
      expect(ttl).toBeGreaterThan(30_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  });

  it("fails fast while Redis is unreachable (one attempt, no retry loop), and the limiter lets the request through (logged)", async () => {
    // A "Redis" that hangs up on every connection, counting them: the store must give up after one, not keep a request waiting on retries.
    let connections = 0;
    const hangUp = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => hangUp.listen(0, "127.0.0.1", resolve));
    const down = redisStore(`redis://127.0.0.1:${(hangUp.address() as net.AddressInfo).port}`);
    await expect(down.hit([{ key: "x", limit: 1, windowSeconds: 60, burst: 1, per: "address" }])).rejects.toThrow();
    expect(connections).toBe(1);
    await new Promise<void>((resolve) => hangUp.close(() => resolve()));
    await expect(enforceRateLimit("control", { address: "192.0.2.1" }, { store: down })).resolves.toBeUndefined();
    await down.close();
  });
});

describe("idempotency records in PostgreSQL", () => {
  const request = (overrides: Partial<IdempotentRequest> = {}): IdempotentRequest => ({
    resourceType: "person",
    resourceId: `psn_test_${randomUUID()}`,
    key: randomUUID(),
    method: "POST",
    path: "/api/v3/control/persons/x/tasks",
    body: '{"title":"t","instructions":"i"}',
    ...overrides,
  });
  const counting = (status = 201) => {
    let runs = 0;
    const work = async () => {
      runs++;
      return Response.json({ run: runs }, { status, headers: { Location: "/somewhere", "X-Other": "no" } });
    };
    return { work, runs: () => runs };
  };

  it("does the work once and answers the first answer to a repeat", async () => {
    const r = request();
    const { work, runs } = counting();
    const first = await idempotent(r, work);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstBody = await first.text();
    const again = await idempotent(r, work);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("location")).toBe("/somewhere");
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(again.headers.get("x-other")).toBeNull();
    expect(runs()).toBe(1);
  });

  it("refuses the same key with another body, method or path, and keeps keys apart per resource", async () => {
    const r = request();
    const { work, runs } = counting();
    await idempotent(r, work);
    for (const other of [{ body: '{"title":"u","instructions":"i"}' }, { method: "PATCH" }, { path: "/api/v3/control/persons/x/audience" }]) {
      const error = await idempotent({ ...r, ...other }, work).catch((e: unknown) => e);
      expect((error as ApiError).code).toBe("idempotency_key_reused");
      expect((error as ApiError).status).toBe(409);
    }
    // The same key on another resource is another key.
    expect((await idempotent({ ...r, resourceId: `${r.resourceId}_other` }, work)).status).toBe(201);
    expect(runs()).toBe(2);
  });

  it("answers 409 idempotency_key_in_progress while the first request runs", async () => {
    const r = request();
    let finish!: () => void;
    const slow = idempotent(r, () => new Promise<Response>((resolve) => (finish = () => resolve(Response.json({ ok: true }, { status: 201 })))));
    await sleep(200);
    const error = await idempotent(r, async () => Response.json({ second: true })).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("idempotency_key_in_progress");
    expect((error as ApiError).headers["Retry-After"]).toBe("1");
    finish();
    expect((await slow).status).toBe(201);
    expect(await (await idempotent(r, async () => Response.json({ third: true }))).json()).toEqual({ ok: true });
  });

  it("of parallel duplicates, exactly one does the work", async () => {
    const r = request();
    const { work, runs } = counting();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => idempotent(r, work).then((res) => res.status, (e: ApiError) => e.code)));
    expect(runs()).toBe(1);
    expect(outcomes.filter((o) => o === 201).length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o === 201 || o === "idempotency_key_in_progress")).toBe(true);
  });

  it("a 5xx answer or a thrown error releases the key; a 4xx answer is kept", async () => {
    const r = request();
    const failed = await idempotent(r, async () => Response.json({ error: "x", code: "internal_error" }, { status: 500 }));
    expect(failed.status).toBe(500);
    expect(await db().idempotencyRecord.count({ where: { resourceId: r.resourceId } })).toBe(0);
    const quiet = console.error;
    console.error = () => {};
    try {
      const thrown = await idempotent(r, async () => {
        throw new Error("boom");
      }).catch((e: unknown) => e);
      expect((thrown as ApiError).code).toBe("internal_error");
    } finally {
      console.error = quiet;
    }
    expect(await db().idempotencyRecord.count({ where: { resourceId: r.resourceId } })).toBe(0);

    const refused = await idempotent(r, async () => {
      throw new ApiError("conflict", "No.");
    });
    expect(refused.status).toBe(409);
    const again = await idempotent(r, async () => Response.json({ ok: true }));
    expect(again.status).toBe(409);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).code).toBe("conflict");
  });

  it("takes over a claim whose request died, and an expired key", async () => {
    const r = request();
    const { work, runs } = counting();
    await db().idempotencyRecord.create({
      data: {
        resourceType: r.resourceType,
        resourceId: r.resourceId,
        key: r.key,
        requestHash: "0".repeat(64),
        claimId: "dead",
        lockedUntil: new Date(Date.now() - 1000),
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    expect((await idempotent(r, work)).status).toBe(201);
    expect(runs()).toBe(1);

    await db().idempotencyRecord.updateMany({ where: { resourceId: r.resourceId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const changed = { ...r, body: '{"title":"new","instructions":"i"}' };
    expect((await idempotent(changed, work)).status).toBe(201);
    expect(runs()).toBe(2);
    const row = await db().idempotencyRecord.findFirstOrThrow({ where: { resourceId: r.resourceId } });
    expect(row.status).toBe("completed");
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
