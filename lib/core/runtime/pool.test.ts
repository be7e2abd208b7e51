import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { defaultPoolSize, MAX_POOL_SIZE, WorkerPool, type PoolOptions } from "./pool";

const pools: WorkerPool[] = [];
function pool(options: Partial<PoolOptions> = {}) {
  const made = new WorkerPool({ name: "test", spawn: (spawn) => new Worker(new URL("./pool-test-worker.ts", import.meta.url), spawn), size: 1, ...options });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("WorkerPool", () => {
  it("runs jobs on a worker thread and answers their results (bytes too); a job's error comes back as an error", async () => {
    const p = pool({ size: 2 });
    await expect(p.run("echo", { value: { a: [1, "two"] } })).resolves.toMatchObject({ value: { a: [1, "two"] } });
    const bytes = await p.run<Uint8Array>("bytes", { size: 1000 });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.byteLength).toBe(1000);
    expect(bytes[999]).toBe(7);
    await expect(p.run("fail", {})).rejects.toThrow("it failed");
    // Several at once, on at most two workers.
    const results = await Promise.all([10, 20, 30, 40].map((ms) => p.run<number>("sleep", { ms })));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(p.workers).toBeLessThanOrEqual(2);
  });

  it("stops a job past its deadline: the worker is terminated and replaced, the caller gets a 503 busy, the next job runs", async () => {
    const p = pool({ deadlineMs: 500 });
    const error = await p.run("spin", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("busy");
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).message).toMatch(/longer than 500 ms/);
    expect(p.replaced).toBe(1);
    await expect(p.run("echo", { value: 1 })).resolves.toMatchObject({ value: 1 });
  });

  it("a job's deadline runs from when its worker has loaded its code, not while it loads", async () => {
    const p = new WorkerPool({ name: "slow-loading", size: 1, deadlineMs: 300, spawn: (spawn) => new Worker(new URL("./pool-test-worker.ts", import.meta.url), { ...spawn, workerData: { loadMs: 1500 } }) });
    pools.push(p);
    await expect(p.run("echo", { value: "loaded" })).resolves.toMatchObject({ value: "loaded" });
    expect(p.replaced).toBe(0);
  });

  it("a job waiting behind one past its deadline runs on the replacement", async () => {
    const p = pool({ deadlineMs: 500, maxQueue: 2 });
    const spinning = p.run("spin", {}).catch((e: unknown) => e);
    const waiting = p.run("echo", { value: "after" });
    expect(await spinning).toBeInstanceOf(ApiError);
    await expect(waiting).resolves.toMatchObject({ value: "after" });
  });

  it("refuses beyond its queue at once, with 503 busy and Retry-After; nothing is queued without bound", async () => {
    const p = pool({ maxQueue: 1, retryAfterSeconds: 7 });
    const running = p.run("sleep", { ms: 300 });
    const queued = p.run("sleep", { ms: 1 });
    const refused = await p.run("sleep", { ms: 1 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe("busy");
    expect((refused as ApiError).headers["Retry-After"]).toBe("7");
    await expect(running).resolves.toBe(300);
    await expect(queued).resolves.toBe(1);
  });

  it("a worker that dies (its heap cap) fails its job and is replaced", async () => {
    const p = pool({ heapMb: 16 });
    // Holding 64 MB of strings in a 16 MB heap: the worker runs out of memory.
    const error = await p.run("echo", { value: Array.from({ length: 2_000_000 }, (_, i) => `x${i}`) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(p.replaced).toBe(1);
    await expect(p.run("echo", { value: 2 })).resolves.toMatchObject({ value: 2 });
  });

  it("its default size keeps a core for the main thread, at least one worker, at most MAX_POOL_SIZE", () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(1);
    expect(defaultPoolSize()).toBeLessThanOrEqual(MAX_POOL_SIZE);
  });
});
