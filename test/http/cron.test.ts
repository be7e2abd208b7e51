/**
 * The cron routes (vercel.json's crons) answer only the scheduler: without
 * CRON_SECRET configured they are closed; with it, only
 * `Authorization: Bearer <CRON_SECRET>` opens them. The work itself is mocked
 * here (it would touch other test files' tasks and payments).
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/flows/workers/start", () => ({ drainAllJobs: vi.fn(async () => ({ ran: 14 })) }));
vi.mock("@/lib/flows/purchase/reconcile", () => ({ reconcileOpenPayments: vi.fn(async () => ({ settled: 1, failed: 0, pending: 0, errors: 0 })) }));

const SECRET = "cron-secret-for-the-test-suite-0123456789";

async function routes() {
  vi.resetModules();
  const drain = await import("@/app/api/internal/jobs/drain/route");
  const reconcile = await import("@/app/api/internal/payments/reconcile/route");
  return { drain: drain.GET, reconcile: reconcile.GET };
}

const call = (handler: (request: Request, context: unknown) => Promise<Response> | Response, path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${path}`, { headers }), undefined);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("cron routes", () => {
  it("are the ones vercel.json schedules", () => {
    const crons = JSON.parse(readFileSync("vercel.json", "utf8")).crons as { path: string }[];
    expect(crons.map((cron) => cron.path).sort()).toEqual(["/api/internal/jobs/drain", "/api/internal/payments/reconcile"]);
  });

  it("are closed when CRON_SECRET is not configured, whatever is sent", async () => {
    vi.stubEnv("CRON_SECRET", "");
    const { drain, reconcile } = await routes();
    for (const [handler, path] of [[drain, "/api/internal/jobs/drain"], [reconcile, "/api/internal/payments/reconcile"]] as const) {
      for (const headers of <Record<string, string>[]>[{}, { authorization: "Bearer " }, { authorization: "Bearer undefined" }, { authorization: `Bearer ${SECRET}` }]) {
        const response = await call(handler, path, headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: "unauthorized", error: expect.stringContaining("CRON_SECRET") });
      }
    }
  });

  it("open only with Authorization: Bearer <CRON_SECRET>", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { drain, reconcile } = await routes();
    for (const [handler, path] of [[drain, "/api/internal/jobs/drain"], [reconcile, "/api/internal/payments/reconcile"]] as const) {
      for (const headers of <Record<string, string>[]>[{}, { authorization: SECRET }, { authorization: `Basic ${SECRET}` }, { authorization: `Bearer ${SECRET}x` }, { authorization: `Bearer ${SECRET.slice(1)}` }, { cookie: `token=${SECRET}` }]) {
        expect((await call(handler, path, headers)).status, JSON.stringify(headers)).toBe(401);
      }
      const ok = await call(handler, path, { authorization: `Bearer ${SECRET}` });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("cache-control")).toBe("no-store");
    }
    expect(await (await call(drain, "/api/internal/jobs/drain", { authorization: `Bearer ${SECRET}` })).json()).toEqual({ ran: 14 });
    expect(await (await call(reconcile, "/api/internal/payments/reconcile", { authorization: `Bearer ${SECRET}` })).json()).toMatchObject({ settled: 1 });
  });
});
