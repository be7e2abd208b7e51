/**
 * The cron routes (vercel.json's crons) answer only the scheduler: without
 * CRON_SECRET configured they are closed; with it, only
 * `Authorization: Bearer <CRON_SECRET>` opens them. The work itself is mocked
 * here (it would touch other test files' tasks and payments).
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/persons/task-worker", () => ({ drainTasks: vi.fn(async () => 3), adoptOrphanTasks: vi.fn(async () => 0) }));
vi.mock("@/lib/webhooks/delivery", () => ({ drainWebhooks: vi.fn(async () => 7) }));
vi.mock("@/lib/mail/queue", () => ({ drainMail: vi.fn(async () => 4) }));
vi.mock("@/lib/leases/notices", () => ({ sweepLeaseTimers: vi.fn(async () => ({ expiring: 2, expired: 1 })) }));
vi.mock("@/lib/persons/schedules", () => ({ sweepSchedules: vi.fn(async () => ({ schedules: 2, fired: 1, skipped: 1 })) }));
vi.mock("@/lib/purchase/reconcile", () => ({ reconcileOpenPayments: vi.fn(async () => ({ settled: 1, failed: 0, pending: 0, errors: 0 })) }));

const SECRET = "cron-secret-for-the-test-suite-0123456789";

async function routes() {
  vi.resetModules();
  const drain = await import("@/app/api/internal/tasks/drain/route");
  const reconcile = await import("@/app/api/internal/payments/reconcile/route");
  const webhooks = await import("@/app/api/internal/webhooks/drain/route");
  const timer = await import("@/app/api/internal/leases/timer/route");
  const mail = await import("@/app/api/internal/mail/drain/route");
  const schedules = await import("@/app/api/internal/schedules/sweep/route");
  return { drain: drain.GET, reconcile: reconcile.GET, webhooks: webhooks.GET, timer: timer.GET, mail: mail.GET, schedules: schedules.GET };
}

const call = (handler: (request: Request, context: unknown) => Promise<Response> | Response, path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${path}`, { headers }), undefined);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("cron routes", () => {
  it("are the ones vercel.json schedules", () => {
    const crons = JSON.parse(readFileSync("vercel.json", "utf8")).crons as { path: string }[];
    expect(crons.map((cron) => cron.path).sort()).toEqual(["/api/internal/leases/timer", "/api/internal/mail/drain", "/api/internal/payments/reconcile", "/api/internal/schedules/sweep", "/api/internal/tasks/drain", "/api/internal/webhooks/drain"]);
  });

  it("are closed when CRON_SECRET is not configured, whatever is sent", async () => {
    vi.stubEnv("CRON_SECRET", "");
    const { drain, reconcile, webhooks, timer, mail, schedules } = await routes();
    for (const [handler, path] of [[drain, "/api/internal/tasks/drain"], [reconcile, "/api/internal/payments/reconcile"], [webhooks, "/api/internal/webhooks/drain"], [timer, "/api/internal/leases/timer"], [mail, "/api/internal/mail/drain"], [schedules, "/api/internal/schedules/sweep"]] as const) {
      for (const headers of <Record<string, string>[]>[{}, { authorization: "Bearer " }, { authorization: "Bearer undefined" }, { authorization: `Bearer ${SECRET}` }]) {
        const response = await call(handler, path, headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: "unauthorized", error: expect.stringContaining("CRON_SECRET") });
      }
    }
  });

  it("open only with Authorization: Bearer <CRON_SECRET>", async () => {
    vi.stubEnv("CRON_SECRET", SECRET);
    const { drain, reconcile, webhooks, timer, mail, schedules } = await routes();
    for (const [handler, path] of [[drain, "/api/internal/tasks/drain"], [reconcile, "/api/internal/payments/reconcile"], [webhooks, "/api/internal/webhooks/drain"], [timer, "/api/internal/leases/timer"], [mail, "/api/internal/mail/drain"], [schedules, "/api/internal/schedules/sweep"]] as const) {
      for (const headers of <Record<string, string>[]>[{}, { authorization: SECRET }, { authorization: `Basic ${SECRET}` }, { authorization: `Bearer ${SECRET}x` }, { authorization: `Bearer ${SECRET.slice(1)}` }, { cookie: `token=${SECRET}` }]) {
        expect((await call(handler, path, headers)).status, JSON.stringify(headers)).toBe(401);
      }
      const ok = await call(handler, path, { authorization: `Bearer ${SECRET}` });
      expect(ok.status).toBe(200);
      expect(ok.headers.get("cache-control")).toBe("no-store");
    }
    expect(await (await call(drain, "/api/internal/tasks/drain", { authorization: `Bearer ${SECRET}` })).json()).toEqual({ ran: 3 });
    expect(await (await call(reconcile, "/api/internal/payments/reconcile", { authorization: `Bearer ${SECRET}` })).json()).toMatchObject({ settled: 1 });
    expect(await (await call(webhooks, "/api/internal/webhooks/drain", { authorization: `Bearer ${SECRET}` })).json()).toEqual({ ran: 7 });
    expect(await (await call(timer, "/api/internal/leases/timer", { authorization: `Bearer ${SECRET}` })).json()).toEqual({ expiring: 2, expired: 1 });
    expect(await (await call(mail, "/api/internal/mail/drain", { authorization: `Bearer ${SECRET}` })).json()).toEqual({ ran: 4 });
    expect(await (await call(schedules, "/api/internal/schedules/sweep", { authorization: `Bearer ${SECRET}` })).json()).toEqual({ schedules: 2, fired: 1, skipped: 1 });
  });
});
