/**
 * GET /api/internal/runtime: the operator's view of an instance's main thread
 * (the event-loop monitor), behind CRON_SECRET; and the stall measure the
 * security tests rely on, shown to see a stall that is there.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopFiguresOf, measuredInstance, STALL_BUDGET_MS, type MeasuredInstance } from "../support/stall";

let app: MeasuredInstance;

beforeAll(async () => {
  app = await measuredInstance("runtime");
});
afterAll(async () => {
  await app?.stop();
});

describe("the runtime figures", () => {
  it("are closed without the operator's key", async () => {
    expect((await fetch(`${app.url}/api/internal/runtime`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/internal/runtime`, { headers: { authorization: "Bearer not-the-secret-of-this-instance" } })).status).toBe(401);
    await expect(loopFiguresOf(app.url, "x".repeat(48), Date.now())).rejects.toThrow(/401/);
  });

  it("measure the thread's CPU time between ticks: harmless reads stay far under the budget", async () => {
    for (let i = 0; i < 3; i++) await fetch(`${app.url}/api/v3/catalog`); // warm the route up
    const { result, stall } = await app.measureStall(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fetch(`${app.url}/api/v3/catalog`)).status);
      return statuses;
    });
    expect(result.every((status) => status === 200)).toBe(true);
    expect(stall.ticks).toBeGreaterThan(0);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  });
});
