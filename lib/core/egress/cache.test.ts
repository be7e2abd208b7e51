import { describe, expect, it } from "vitest";
import { BoundedCache } from "./cache";

describe("BoundedCache", () => {
  it("keeps a value for its time, then forgets it", () => {
    let at = 0;
    const cache = new BoundedCache<string>({ maxEntries: 10, maxBytes: 100 }, () => at);
    cache.set("a", "A", 1, 1000);
    expect(cache.get("a")).toBe("A");
    at = 999;
    expect(cache.get("a")).toBe("A");
    at = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("is bounded in entries and in bytes, the oldest going first; a value larger than the cache is not kept", () => {
    const cache = new BoundedCache<number>({ maxEntries: 3, maxBytes: 100 });
    for (let n = 0; n < 5; n++) cache.set(`k${n}`, n, 10, 60_000);
    expect(cache.size).toEqual({ entries: 3, bytes: 30 });
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k4")).toBe(4);
    cache.set("big", 1, 90, 60_000);
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    expect(cache.get("big")).toBe(1);
    cache.set("huge", 2, 101, 60_000);
    expect(cache.get("huge")).toBeUndefined();
  });

  it("loads once for concurrent callers, and keeps failures as values when told to", async () => {
    const cache = new BoundedCache<{ ok: boolean }>({ maxEntries: 10, maxBytes: 1000 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ok: false };
    };
    const keep = () => ({ bytes: 10, ttlMs: 60_000 });
    await Promise.all([cache.through("x", load, keep), cache.through("x", load, keep), cache.through("x", load, keep)]);
    await cache.through("x", load, keep);
    expect(loads).toBe(1);
  });
});
