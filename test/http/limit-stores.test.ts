/**
 * The two PostgreSQL stores behind the limits, against the real database:
 * rate-limit buckets (one atomic upsert per request, fixed windows) and
 * idempotency records (claimed before the work, completed or released after).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { idempotent, type IdempotentRequest } from "@/lib/http/idempotency";
import { postgresStore } from "@/lib/http/rate-limit";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("rate-limit buckets in PostgreSQL", () => {
  it("counts in a fixed window that starts at the first request, then starts again", async () => {
    const key = `test:addr:${randomUUID()}`;
    const hit = async () => (await postgresStore.hit([{ key, limit: 10, windowSeconds: 1, per: "address" }]))[0]!;
    expect((await hit()).count).toBe(1);
    expect((await hit()).count).toBe(2);
    const third = await hit();
    expect(third.count).toBe(3);
    expect(third.retryAfter).toBe(1);
    await sleep(1_200);
    expect((await hit()).count).toBe(1);
  });

  it("never loses or repeats a count under parallel requests", async () => {
    const key = `test:addr:${randomUUID()}`;
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => postgresStore.hit([{ key, limit: 10, windowSeconds: 60, per: "address" }]).then((rows) => rows[0]!.count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const row = await db().rateLimitBucket.findUnique({ where: { key } });
    expect(row?.count).toBe(40);
    const retryAfter = (await postgresStore.hit([{ key, limit: 10, windowSeconds: 60, per: "address" }]))[0]!.retryAfter;
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it("counts several buckets of one request in one statement, in parallel without deadlocks", async () => {
    const a = `test:addr:${randomUUID()}`;
    const b = `test:token:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postgresStore.hit(
          (i % 2 ? [a, b] : [b, a]).map((key) => ({ key, limit: 100, windowSeconds: 60, per: "address" as const })),
        ),
      ),
    );
    expect(results.every((rows) => rows.length === 2)).toBe(true);
    expect((await db().rateLimitBucket.findMany({ where: { key: { in: [a, b] } } })).map((r) => r.count)).toEqual([20, 20]);
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
