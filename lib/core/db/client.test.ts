/**
 * The connection pool as each platform needs it: on Vercel (Fluid compute) idle connections close after 5 s and
 * the pool is attached to the instance's lifecycle (so it is not suspended with connections open); everywhere, a
 * connection that breaks while idle is reported, never left to end the process.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const attached = vi.hoisted(() => [] as unknown[]);
vi.mock("@vercel/functions", () => ({ attachDatabasePool: (pool: unknown) => attached.push(pool) }));

async function freshPool(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  delete (globalThis as { leaseholdPool?: unknown }).leaseholdPool;
  const { pool } = await import("./client");
  return pool();
}

afterEach(async () => {
  const pool = (globalThis as { leaseholdPool?: { end(): Promise<void> } }).leaseholdPool;
  delete (globalThis as { leaseholdPool?: unknown }).leaseholdPool;
  await pool?.end();
  vi.unstubAllEnvs();
  attached.length = 0;
});

describe("the database pool", () => {
  it("on Vercel: idle connections close after 5 s and the pool is attached to the instance", async () => {
    const pool = await freshPool({ DATABASE_URL: "postgresql://user:pass@127.0.0.1:1/db", VERCEL: "1", VERCEL_ENV: "preview" });
    expect(pool.options.idleTimeoutMillis).toBe(5_000);
    expect(attached).toEqual([pool]);
  });

  it("elsewhere: node-postgres's idle timeout, not attached; an idle connection's error is handled", async () => {
    const pool = await freshPool({ DATABASE_URL: "postgresql://user:pass@127.0.0.1:1/db", VERCEL: undefined });
    expect(pool.options.idleTimeoutMillis).toBe(10_000);
    expect(attached).toEqual([]);
    expect(pool.listenerCount("error")).toBe(1);
    // Emitting it does not throw (an 'error' event without a listener would).
    expect(() => pool.emit("error", new Error("Connection terminated unexpectedly"))).not.toThrow();
  });
});
