/**
 * The operator console over HTTP: who reaches it (signed-in
 * operators; signed out → sign-in, anyone else → 403, a capability token →
 * nothing), the CSV exports and their audit rows, and the overview figures
 * against the database after a known set of purchases, a renewal and chats.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db, pool } from "@/lib/core/db/client";
import { flushRefusals } from "@/lib/core/rate-limit/refusals";
import { overLimit } from "@/lib/adapters/http/rate-limit";
import { operatorOverview } from "@/lib/flows/operator/overview";
import { listLeases } from "@/lib/flows/operator/leases-list";
import { suspendLease } from "@/lib/flows/operator/suspend";
import { reconcilePaymentsNow } from "@/lib/flows/operator/reconcile";
import { decimalAmount } from "@/lib/flows/operator/export";
import { api, bearer, paidPost, provision } from "../support/agent";
import { controlCall } from "../support/control";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";
import { startReceiver } from "../support/webhook-receiver";

const PAYER = 236;

let operator: string;
let second: string;
let stranger: string;
beforeAll(async () => {
  await fundPayer(PAYER);
  operator = await counterpartCookie("operator@example.com");
  // OPERATOR_EMAILS lists "Second.Operator@Example.com": compared without case.
  second = await counterpartCookie("second.operator@example.com");
  stranger = await counterpartCookie("stranger-console@example.com");
});

const get = (path: string, headers: Record<string, string> = {}) => api(path, { headers, redirect: "manual" });

describe("who reaches the console", () => {
  it("sends a signed-out person to sign in, answers 403 to a signed-in non-operator, and opens for operators", async () => {
    const out = await get("/operator");
    expect(out.status).toBe(307);
    expect(out.headers.get("location")).toContain("/signin?callbackUrl=%2Foperator");
    const p = await provision(PAYER, "pages");
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    for (const path of ["/operator", `/operator/leases/${lease.id}`]) {
      const refused = await get(path, { cookie: stranger });
      expect(refused.status, path).toBe(403);
      const html = await refused.text();
      expect(html).toMatch(/Not allowed \(403\)/);
      expect(html).not.toContain(lease.principal);
    }
    const open = await get("/operator", { cookie: operator });
    expect(open.status).toBe(200);
    expect(await open.text()).toMatch(/<h1[^>]*>Overview<\/h1>/);
    expect((await get(`/operator/leases/${lease.id}`, { cookie: second })).status).toBe(200);
  });

  it("answers a signed-in non-operator's form post to the console (an action without script) with 403 before Next.js runs it", async () => {
    const p = await provision(PAYER, "pages");
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    const form = new FormData();
    form.set("$ACTION_ID_0000000000000000000000000000000000000000", "");
    form.set("reason", "Not an operator");
    for (const path of ["/operator", `/operator/leases/${lease.id}`]) {
      const refused = await api(path, { method: "POST", body: form, headers: { cookie: stranger }, redirect: "manual" });
      expect(refused.status, path).toBe(403);
      expect(refused.headers.get("content-type")).toContain("text/html");
      expect(await refused.text()).toContain("Not allowed (403)");
    }
    // Signed out: still the 401 of next.config.ts, the body unread.
    const signedOut = await api(`/operator/leases/${lease.id}`, { method: "POST", body: form, redirect: "manual" });
    expect(signedOut.status).toBe(401);
    expect((await db().lease.findUniqueOrThrow({ where: { id: lease.id } })).suspendedAt).toBeNull();
  });

  it("never lets a capability token in, on pages or routes", async () => {
    const p = await provision(PAYER, "pages");
    const page = await get("/operator", bearer(p.token));
    expect(page.status).toBe(307);
    const route = await get("/api/operator/export/leases", bearer(p.token));
    expect(route.status).toBe(401);
    expect((await route.json()).code).toBe("unauthorized");
  });

  it("answers a non-operator's export with 403 not_an_operator and writes no audit row", async () => {
    const before = await db().operatorAction.count();
    const refused = await get("/api/operator/export/payments", { cookie: stranger });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "not_an_operator", error: expect.stringContaining("OPERATOR_EMAILS") });
    expect(await db().operatorAction.count()).toBe(before);
  });
});

describe("CSV exports", () => {
  it("streams every lease and payment, with the audit row of each export", async () => {
    const p = await provision(PAYER, "pages");
    await controlCall(p, "PATCH", "", { label: '=HYPERLINK("http://evil.example"), "quoted"' });
    // Other test files write leases and payments at the same moment: the export holds at least those before it, at most those after.
    const leasesBefore = await db().lease.count();
    const leases = await get("/api/operator/export/leases", { cookie: operator });
    expect(leases.status).toBe(200);
    expect(leases.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(leases.headers.get("content-disposition")).toMatch(/^attachment; filename="leasehold-leases-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await leases.text();
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("leaseId,resourceType,resourceId,name,principal,status,suspendedAt,suspendedReason,termStart,termEnd,includedUnits,usedUnits,renewals,createdAt,destroyedAt");
    expect(lines.length - 1).toBeGreaterThanOrEqual(leasesBefore);
    expect(lines.length - 1).toBeLessThanOrEqual(await db().lease.count());
    const row = lines.find((line) => line.includes(p.id))!;
    // The label is defused (a leading apostrophe) and quoted, its quotes doubled.
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example""), ""quoted"""`);
    expect(text).not.toMatch(/at_live_/);

    const paymentsBefore = await db().payment.count();
    const payments = await get("/api/operator/export/payments", { cookie: operator });
    const paymentLines = (await payments.text()).split("\r\n").filter(Boolean);
    expect(paymentLines.length - 1).toBeGreaterThanOrEqual(paymentsBefore);
    expect(paymentLines.length - 1).toBeLessThanOrEqual(await db().payment.count());
    const mine = paymentLines.find((line) => line.includes(p.id))!;
    expect(mine, mine).toMatch(/,provision,[^,]+,page,/);
    expect(mine).toContain(",2.000000,settled,0x");

    const audit = await db().operatorAction.findMany({ where: { operatorEmail: "operator@example.com", action: { in: ["export_leases", "export_payments"] } }, orderBy: { createdAt: "desc" }, take: 2 });
    expect(audit.map((a) => a.action).sort()).toEqual(["export_leases", "export_payments"]);
  });
});

describe("overview figures", () => {
  it("match the database after a known set of purchases, a renewal and chats", async () => {
    const before = await operatorOverview();
    const person = await provision(PAYER, "persons");
    const page = await provision(PAYER, "pages");
    const renewed = await paidPost(PAYER, `/api/v3/resources/page/${page.id}/renew`);
    expect(renewed.status).toBe(201);
    for (const message of ["Hello", "And again"]) {
      const chat = await controlCall(person, "POST", "/chat", { message });
      expect(chat.status).toBe(200);
      await chat.text();
    }
    const after = await operatorOverview();
    // What this test did (other tests of the run may add to the same tables, never take away).
    expect(after.activeLeases.person - before.activeLeases.person).toBeGreaterThanOrEqual(1);
    expect(after.activeLeases.page - before.activeLeases.page).toBeGreaterThanOrEqual(1);
    expect(after.totals.newLeases - before.totals.newLeases).toBeGreaterThanOrEqual(2);
    expect(after.totals.renewals - before.totals.renewals).toBeGreaterThanOrEqual(1);
    expect(BigInt(after.totals.revenueAtomic) - BigInt(before.totals.revenueAtomic)).toBeGreaterThanOrEqual(9_000_000n);
    expect(after.usage.turnsUsed - before.usage.turnsUsed).toBeGreaterThanOrEqual(2);

    // And each figure is what the tables say, read independently. Other files write at the same moment: the tables
    // are read before and after the overview, and the figures compared when nothing changed in between.
    const q = pool();
    const one = async (sql: string, params: unknown[] = []) => Number((await q.query(sql, params)).rows[0].n);
    const nowUtc = `(now() AT TIME ZONE 'UTC')`;
    const today = new Date().toISOString().slice(0, 10);
    const tables = async () => ({
      person: await one(`SELECT count(*) AS n FROM "Lease" WHERE status = 'active' AND "termEnd" > ${nowUtc} AND "suspendedAt" IS NULL AND "resourceType" = 'person'`),
      page: await one(`SELECT count(*) AS n FROM "Lease" WHERE status = 'active' AND "termEnd" > ${nowUtc} AND "suspendedAt" IS NULL AND "resourceType" = 'page'`),
      newLeases: await one(`SELECT count(*) AS n FROM "Payment" WHERE status = 'settled' AND purpose = 'provision' AND "settledAt"::date = $1::date`, [today]),
      renewals: await one(`SELECT count(*) AS n FROM "Payment" WHERE status = 'settled' AND purpose = 'renew' AND "settledAt"::date = $1::date`, [today]),
      revenueAtomic: (await q.query(`SELECT COALESCE(sum(amount), 0)::text AS n FROM "Payment" WHERE status = 'settled' AND "settledAt"::date = $1::date`, [today])).rows[0].n as string,
      turnsUsed: await one(`SELECT COALESCE(sum("usedUnits"), 0) AS n FROM "Lease" WHERE status = 'active' AND "termEnd" > ${nowUtc} AND "resourceType" = 'person'`),
      failed: await one(`SELECT count(*) AS n FROM "Payment" WHERE status = 'failed'`),
      pending: await one(`SELECT count(*) AS n FROM "Payment" WHERE status = 'pending'`),
    });
    let figures = await operatorOverview();
    for (let attempt = 1; ; attempt++) {
      const first = await tables();
      figures = await operatorOverview();
      const second = await tables();
      if (JSON.stringify(first) !== JSON.stringify(second) && attempt < 50) continue;
      const day = figures.days.find((d) => d.day === today)!;
      expect({
        person: figures.activeLeases.person,
        page: figures.activeLeases.page,
        newLeases: day.newLeases,
        renewals: day.renewals,
        revenueAtomic: day.revenueAtomic,
        turnsUsed: figures.usage.turnsUsed,
        failed: figures.settlements.failed,
        pending: figures.settlements.pending,
      }).toEqual(second);
      break;
    }
    expect(figures.days).toHaveLength(30);
    expect(figures.setup).toMatchObject({ modelProvider: expect.any(String), facilitator: expect.stringMatching(/self-facilitated|hosted|not configured/) });
  });

  it("counts rate-limit refusals per day and policy", async () => {
    const before = (await operatorOverview()).rateLimitRefusals.today;
    const bucket = { key: "control:address:test", limit: 1, windowSeconds: 60, burst: 1, per: "address" as const };
    for (let i = 0; i < 3; i++) expect(overLimit("control", [bucket], [{ key: bucket.key, count: 2, retryAfter: 30 }])?.code).toBe("rate_limited");
    expect(overLimit("control", [bucket], [{ key: bucket.key, count: 1, retryAfter: 30 }])).toBeNull();
    await flushRefusals();
    // At least these three (other files' refusals count too, at the same moment).
    expect((await operatorOverview()).rateLimitRefusals.today - before).toBeGreaterThanOrEqual(3);
  });
});

describe("the leases list", () => {
  it("finds a lease by id, resource id, payer, label; filters by status; pages 25 at a time", async () => {
    const p = await provision(PAYER, "pages");
    const label = `Findable ${Date.now()}`;
    expect((await controlCall(p, "PATCH", "", { label })).status).toBe(200);
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    for (const q of [lease.id, p.id, label.toLowerCase().slice(0, 12) + label.slice(12)]) {
      const found = await listLeases({ q });
      expect(found.rows.map((row) => row.id), q).toContain(lease.id);
    }
    const byPayer = await listLeases({ q: `0x${lease.principal.slice(2, 12).toUpperCase()}` });
    expect(byPayer.total).toBe(await db().lease.count({ where: { principal: { startsWith: lease.principal.slice(0, 12) } } }));
    expect(byPayer.rows.length).toBe(Math.min(25, byPayer.total));
    expect((await listLeases({ q: p.id, status: "suspended" })).total).toBe(0);
    await suspendLease({ email: "operator@example.com", userId: null }, { leaseId: lease.id, reason: "List check" });
    expect((await listLeases({ q: p.id, status: "suspended" })).rows.map((row) => [row.id, row.suspended])).toEqual([[lease.id, true]]);
    expect((await listLeases({ q: p.id, status: "active" })).total).toBe(0);
    const before = await db().lease.count();
    const all = await listLeases({});
    expect(all.total).toBeGreaterThanOrEqual(before); // other files add leases meanwhile
    expect(all.total).toBeLessThanOrEqual(await db().lease.count());
    expect(all.pages).toBe(Math.max(1, Math.ceil(all.total / 25)));
    const last = await listLeases({ page: 10_000 });
    expect(last.page).toBe(all.pages);
  });
});

describe("a lease's page", () => {
  it("lists the latest delivery attempts to its webhooks, a failing receiver's answer included", async () => {
    const receiver = await startReceiver();
    receiver.respond = () => 500;
    try {
      const p = await provision(PAYER, "pages");
      const created = await controlCall(p, "POST", "/webhooks", { url: receiver.url("/operator-detail") });
      expect(created.status).toBe(201);
      expect((await controlCall(p, "PATCH", "", { label: `Delivered ${Date.now()}` })).status).toBe(200);
      await receiver.waitFor((deliveries) => deliveries.length > 0, 20_000, "a delivery");
      const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
      let row = null;
      for (let tries = 0; tries < 100 && !row; tries++) {
        row = await db().webhookDelivery.findFirst({ where: { endpoint: { leaseId: lease.id } }, orderBy: { id: "desc" } });
        if (!row) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(row).toMatchObject({ ok: false, status: 500 });
      const page = await get(`/operator/leases/${lease.id}`, { cookie: operator });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Latest deliveries");
      expect(html).toContain(row!.eventType);
      expect(html).toContain("failed (500)");
    } finally {
      await receiver.close();
    }
  });
});

describe("reconcile now", () => {
  it("runs the reconciliation of open payments and writes the audit row with its counts", async () => {
    const counts = await reconcilePaymentsNow({ email: "operator@example.com", userId: null });
    expect(counts).toMatchObject({ settled: expect.any(Number), failed: expect.any(Number), pending: expect.any(Number), errors: expect.any(Number) });
    const [row] = await db().operatorAction.findMany({ where: { action: "reconcile_payments" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(row).toMatchObject({ operatorEmail: "operator@example.com", details: { outcome: "ran", counts } });
  });

  it("writes amounts exactly", () => {
    expect(decimalAmount(5_000_000n, 6)).toBe("5.000000");
    expect(decimalAmount(1n, 6)).toBe("0.000001");
    expect(decimalAmount(123n, 0)).toBe("123");
  });
});
