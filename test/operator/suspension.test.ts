/**
 * Suspension, the one rule, through the real surfaces: the
 * operator's suspend (lib/flows/operator/suspend.ts) closes a Page's counterpart
 * page and routes (neutral 503, never "suspended"), its control writes over
 * REST and MCP (423 resource_suspended; reads stay open), a Person's chat on
 * every surface and its tasks; unsuspend restores each at once. Every action
 * writes its audit row and the controller's event.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { suspendLease } from "@/lib/flows/operator/suspend";
import { unsuspendLease } from "@/lib/flows/operator/unsuspend";
import { revokeAllTokens } from "@/lib/flows/operator/revoke-tokens";
import { parkIfPaused } from "@/lib/domains/persons/runtime/pause";
import { acceptChatTurn } from "@/lib/domains/persons/chat/accept";
import { setClock } from "@/lib/core/clock/clock";
import { findOAuthAccess } from "@/lib/domains/oauth/tokens";
import { hashSecret, newSecret } from "@/lib/domains/oauth/secrets";
import { newResourceId } from "@/lib/core/ids";
import { createSchedule, sweepSchedules } from "@/lib/domains/persons/work/schedules";
import type { Operator } from "@/lib/flows/operator/types";
import { api, baseUrl, bearer, provision } from "../support/agent";
import { controlCall } from "../support/control";
import { counterpartCookie } from "../support/counterpart";
import { toolError, v1McpClients } from "../support/mcp";
import { fundPayer } from "../support/security";

const PAYER = 235;
const OPERATOR: Operator = { email: "operator@example.com", userId: null };

beforeAll(async () => {
  await fundPayer(PAYER);
});

const { connect: mcp, close: closeClients } = v1McpClients("operator-suspension-test");
afterAll(async () => {
  await closeClients();
});

const leaseOf = (resourceId: string) => db().lease.findUniqueOrThrow({ where: { resourceId } });
const eventsOf = (resourceId: string, type: string) => db().timelineEvent.findMany({ where: { resourceId, type }, orderBy: { seq: "asc" } });
const auditOf = (leaseId: string) => db().operatorAction.findMany({ where: { leaseId }, orderBy: { createdAt: "asc" } });
const openPage = (path: string, cookie: string) => fetch(`${baseUrl()}${path}`, { headers: { cookie }, redirect: "manual" });

describe("a suspended Page", () => {
  it("shows counterparts the neutral unavailable page, refuses control writes over REST and MCP with 423, keeps reads; unsuspend restores it", async () => {
    const p = await provision(PAYER, "pages");
    const lease = await leaseOf(p.id);
    const ann = await counterpartCookie("ann-suspension@example.com");
    expect((await openPage(`/pages/${p.id}`, ann)).status).toBe(200);
    const client = await mcp(p.token);

    const done = await suspendLease(OPERATOR, { leaseId: lease.id, reason: "Phishing reported by a visitor" });
    expect(done).toMatchObject({ changed: true, resourceType: "page", resourceId: p.id });

    // The counterpart page: 503, the same neutral words as an expired lease, never "suspended".
    const page = await openPage(`/pages/${p.id}`, ann);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toMatch(/Not available right now/);
    expect(html.toLowerCase()).not.toContain("suspend");
    expect(html).not.toContain("Phishing");
    // Its counterpart route refuses an answer, also without the word.
    const submit = await api(`/api/counterpart/pages/${p.id}/submissions`, {
      method: "POST",
      headers: { cookie: ann, "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ answers: {} }),
    });
    expect(submit.status).toBeGreaterThanOrEqual(400);
    expect((await submit.text()).toLowerCase()).not.toContain("suspend");

    // REST: a write is 423 resource_suspended with the reason; a read still answers.
    const patch = await controlCall(p, "PATCH", "", { label: "Renamed" });
    expect(patch.status).toBe(423);
    expect(await patch.json()).toMatchObject({ code: "resource_suspended", error: expect.stringContaining("Phishing reported by a visitor") });
    expect((await controlCall(p, "GET", "")).status).toBe(200);
    // MCP: the same rule (the tool's REST method decides).
    expect(toolError(await client.callTool({ name: "update_page", arguments: { label: "Renamed" } })).code).toBe("resource_suspended");
    const read = await client.callTool({ name: "get_page", arguments: {} });
    expect(read.isError).toBeFalsy();
    // The controller's event (REST events stay readable) and the audit row.
    const events = await (await controlCall(p, "GET", "/events")).json();
    expect(events.events.map((e: { type: string }) => e.type)).toContain("lease.suspended");
    expect((await eventsOf(p.id, "lease.suspended")).map((e) => [e.actor, e.data])).toEqual([["system", { reason: "Phishing reported by a visitor" }]]);
    // Suspending again changes nothing and writes nothing.
    expect((await suspendLease(OPERATOR, { leaseId: lease.id, reason: "Again" })).changed).toBe(false);
    expect(await eventsOf(p.id, "lease.suspended")).toHaveLength(1);

    const lifted = await unsuspendLease(OPERATOR, { leaseId: lease.id, reason: "Reviewed: a false report" });
    expect(lifted.changed).toBe(true);
    expect((await openPage(`/pages/${p.id}`, ann)).status).toBe(200);
    expect((await controlCall(p, "PATCH", "", { label: "Renamed" })).status).toBe(200);
    expect((await client.callTool({ name: "update_page", arguments: { label: "Renamed again" } })).isError).toBeFalsy();
    expect((await eventsOf(p.id, "lease.unsuspended")).map((e) => e.data)).toEqual([{ reason: "Reviewed: a false report", suspendedAt: done.suspendedAt }]);

    const audit = await auditOf(lease.id);
    expect(audit.map((a) => [a.action, a.operatorEmail, a.reason, a.resourceId])).toEqual([
      ["suspend", "operator@example.com", "Phishing reported by a visitor", p.id],
      ["unsuspend", "operator@example.com", "Reviewed: a false report", p.id],
    ]);
  });

  it("refuses a reason that is missing or not one line, and writes nothing", async () => {
    const p = await provision(PAYER, "pages");
    const lease = await leaseOf(p.id);
    await expect(suspendLease(OPERATOR, { leaseId: lease.id, reason: " " })).rejects.toMatchObject({ code: "validation_failed" });
    await expect(suspendLease(OPERATOR, { leaseId: lease.id, reason: "two\nlines" })).rejects.toMatchObject({ code: "validation_failed" });
    expect((await leaseOf(p.id)).suspendedAt).toBeNull();
    expect(await auditOf(lease.id)).toEqual([]);
  });
});

describe("a suspended Person", () => {
  it("answers no chat on REST, MCP or the counterpart chat, parks its tasks, and answers again once unsuspended", async () => {
    const p = await provision(PAYER, "persons");
    const lease = await leaseOf(p.id);
    const client = await mcp(p.token);
    const cookie = await counterpartCookie("visitor-suspension@example.com");
    const counterpartChat = () =>
      api(`/api/counterpart/persons/${p.id}/chat`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: baseUrl() },
        body: JSON.stringify({ message: "Hello?" }),
      });
    // A task waiting for its worker when the suspension lands (its job id as the worker holds it).
    const task = await db().task.create({ data: { personId: p.id, title: "Waiting", instructions: "Wait.", jobId: "job-before-suspension" } });

    await suspendLease(OPERATOR, { leaseId: lease.id, reason: "Spam complaints" });
    const used = (await leaseOf(p.id)).usedUnits;

    const chat = await controlCall(p, "POST", "/chat", { message: "Are you there?" });
    expect(chat.status).toBe(423);
    expect((await chat.json()).code).toBe("resource_suspended");
    expect(toolError(await client.callTool({ name: "invoke_person", arguments: { message: "Are you there?" } })).code).toBe("resource_suspended");
    expect((await controlCall(p, "POST", "/tasks", { title: "New", instructions: "Do it." })).status).toBe(423);
    const counterpart = await counterpartChat();
    expect(counterpart.status).toBe(503);
    const refused = await counterpart.json();
    expect(refused).toMatchObject({ code: "service_unavailable", reason: "unavailable" });
    expect(JSON.stringify(refused).toLowerCase()).not.toContain("suspend");
    expect((await openPage(`/persons/${p.id}`, cookie)).status).toBe(503);
    expect((await leaseOf(p.id)).usedUnits).toBe(used);

    // The task worker's check parks the waiting task: no job, still queued, no attempt used.
    expect(await db().$transaction((tx) => parkIfPaused(tx, task.id, "job-before-suspension"))).toBe(true);
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "queued", jobId: null, attempts: 0 });

    const lifted = await unsuspendLease(OPERATOR, { leaseId: lease.id, reason: "Complaints resolved" });
    expect(lifted.tasksRequeued).toBe(1);
    expect((await db().task.findUniqueOrThrow({ where: { id: task.id } })).jobId).not.toBeNull();
    const again = await controlCall(p, "POST", "/chat", { message: "Are you there?" });
    expect(again.status).toBe(200);
    await again.text();
    const answered = await counterpartChat();
    expect(answered.status).toBe(200);
    await answered.text();
    expect((await openPage(`/persons/${p.id}`, cookie)).status).toBe(200);
  });
});

describe("a chat read before the suspension", () => {
  it("takes no turn: the statement that takes it checks the suspension too (resource_suspended)", async () => {
    const p = await provision(PAYER, "persons");
    const stale = await db().person.findUniqueOrThrow({ where: { id: p.id } });
    const lease = await leaseOf(p.id);
    await suspendLease(OPERATOR, { leaseId: lease.id, reason: "Race check" });
    await expect(
      acceptChatTurn({ personId: p.id, leaseId: lease.id, person: stale, party: { origin: "controller" }, chat: { message: "Hello" }, baseUrl: baseUrl() }),
    ).rejects.toMatchObject({ code: "resource_suspended" });
    expect((await leaseOf(p.id)).usedUnits).toBe(lease.usedUnits);
    expect(await db().chatMessage.count({ where: { personId: p.id } })).toBe(0);
  });
});

describe("a suspended Person's schedules", () => {
  it("skip their runs as resource_suspended (one event) and fire again after the unsuspend", async () => {
    const id = newResourceId("person");
    const lease = await db().lease.create({
      data: { resourceType: "person", resourceId: id, principal: `0x${"5d".repeat(20)}`, status: "active", termStart: new Date("2026-01-01T00:00:00Z"), termEnd: new Date("2030-01-01T00:00:00Z"), includedUnits: 10 },
    });
    await db().person.create({ data: { id, leaseId: lease.id, name: "Scheduled", goal: "Work on a schedule." } });
    try {
      setClock(new Date("2027-04-01T10:30:00Z"));
      const hourly = await createSchedule(id, { title: "Hourly", instructions: "Check.", maxTurns: 1, missedPolicy: "skip", paused: false, cron: "0 * * * *", timezone: "UTC" });
      await suspendLease(OPERATOR, { leaseId: lease.id, reason: "Abuse report" });
      setClock(new Date("2027-04-01T11:01:00Z"));
      expect(await sweepSchedules({ personId: id })).toEqual({ schedules: 1, fired: 0, skipped: 1 });
      setClock(new Date("2027-04-01T12:01:00Z"));
      expect(await sweepSchedules({ personId: id })).toEqual({ schedules: 1, fired: 0, skipped: 1 });
      expect(await db().task.count({ where: { personId: id } })).toBe(0);
      await unsuspendLease(OPERATOR, { leaseId: lease.id, reason: "Resolved" });
      setClock(new Date("2027-04-01T13:01:00Z"));
      expect(await sweepSchedules({ personId: id })).toEqual({ schedules: 1, fired: 1, skipped: 0 });
      const runs = await db().personScheduleRun.findMany({ where: { scheduleId: hourly.id }, orderBy: { scheduledFor: "asc" } });
      expect(runs.map((run) => [run.status, run.reason])).toEqual([["skipped", "resource_suspended"], ["skipped", "resource_suspended"], ["fired", null]]);
      expect((await eventsOf(id, "person.schedule.skipped")).map((e) => (e.data as { reason: string }).reason)).toEqual(["resource_suspended"]);
    } finally {
      setClock(null);
    }
  });
});

describe("revoking every token", () => {
  it("revokes the OAuth grants too: their access tokens stop working and /mcp refuses them", async () => {
    const p = await provision(PAYER, "pages");
    const lease = await leaseOf(p.id);
    const grant = await db().oAuthGrant.create({
      data: { leaseId: lease.id, resourceType: "page", resourceId: p.id, clientId: "oc_operatortest", clientName: "Test client", redirectUri: "https://client.example/cb", scope: "mcp:read mcp:write" },
    });
    const access = newSecret("access");
    await db().oAuthToken.create({ data: { grantId: grant.id, kind: "access", tokenHash: hashSecret(access), expiresAt: new Date(Date.now() + 3_600_000) } });
    expect(await findOAuthAccess(access)).not.toBeNull();
    // The suspension is enforced for an OAuth access token as for a capability token.
    await suspendLease(OPERATOR, { leaseId: lease.id, reason: "OAuth check" });
    expect((await findOAuthAccess(access))?.context.lease.suspendedAt).toBeInstanceOf(Date);
    const done = await revokeAllTokens(OPERATOR, { leaseId: lease.id, reason: "Client compromised" });
    expect(done).toMatchObject({ capabilityTokens: 1, oauthGrants: 1 });
    expect(await findOAuthAccess(access)).toBeNull();
    expect((await db().oAuthGrant.findUniqueOrThrow({ where: { id: grant.id } })).revokedAt).not.toBeNull();
    const refused = await api("/mcp", {
      method: "POST",
      headers: { ...bearer(access), "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(refused.status).toBe(401);
  });

  it("revokes the capability tokens, records lease.tokens_revoked and the audit row", async () => {
    const p = await provision(PAYER, "pages");
    const lease = await leaseOf(p.id);
    expect((await controlCall(p, "GET", "")).status).toBe(200);
    const done = await revokeAllTokens(OPERATOR, { leaseId: lease.id, reason: "Token leaked in a public repository" });
    expect(done).toMatchObject({ capabilityTokens: 1, oauthGrants: 0 });
    expect((await controlCall(p, "GET", "")).status).toBe(401);
    expect((await eventsOf(p.id, "lease.tokens_revoked")).map((e) => e.data)).toEqual([{ reason: "Token leaked in a public repository", capabilityTokens: 1, oauthGrants: 0 }]);
    expect((await auditOf(lease.id)).map((a) => [a.action, a.details])).toEqual([["revoke_tokens", { capabilityTokens: 1, oauthGrants: 0 }]]);
  });
});
