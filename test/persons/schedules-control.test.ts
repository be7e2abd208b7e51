/**
 * A Person's schedules through the real HTTP API and MCP: create, list, read,
 * pause, resume, delete, the run history with each run's task outcome, the
 * limits, and validation errors as {error, code, details}. Runs are fired by
 * the sweep in this process with the clock moved to 2027 (ahead of the real
 * one, so the service's own sweep never takes these schedules), their tasks
 * worked here with a mock model; the history is read back over HTTP.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-person-schedules-${process.pid}.`;
});

import { setClock } from "@/lib/core/clock/clock";
import { db } from "@/lib/core/db/client";
import { sweepSchedules } from "@/lib/domains/persons/work/schedules";
import { drainTasks } from "@/lib/domains/persons/work/task-worker";
import { api, baseUrl, bearer } from "../support/agent";
import { toolError } from "../support/mcp";
import { eventsOf, leasePerson, type Leased } from "../events/support";

const YEARS = 5 * 365 * 86_400_000;
const clients: Client[] = [];
afterEach(() => {
  setClock(null);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
});

const call = (p: Leased, method: string, path: string, body?: unknown) =>
  api(`/api/v3/control/persons/${p.id}/schedules${path}`, {
    method,
    headers: { ...bearer(p.token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function expectError(response: Response, status: number, code: string, path?: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ code, error: expect.any(String) });
  if (path !== undefined) expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
  return body as { error: string; code: string };
}

/** The local wall-clock time of an instant in a zone, as "dd/mm/yyyy, hh:mm". */
const local = (iso: string, timeZone: string) => new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

const model = () =>
  new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text", text: "Happy new year, summary recorded." }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } },
      warnings: [],
    }),
  });

const DAILY = { title: "New year summary", instructions: "Summarise the year's recorded facts.", cron: "0 9 1 1 *", timezone: "Europe/Berlin", maxTurns: 2 };

describe("Person schedules over REST", () => {
  it("create, list, read, pause, resume, runs with their task's outcome, delete; events on the timeline", async () => {
    const p = await leasePerson({ termMs: YEARS });
    const created = await call(p, "POST", "", DAILY);
    expect(created.status, await created.clone().text()).toBe(201);
    const cron = await created.json();
    expect(cron).toMatchObject({ id: expect.stringMatching(/^sch_[0-9a-z]{24}$/), kind: "cron", status: "active", cron: "0 9 1 1 *", timezone: "Europe/Berlin", runAt: null, missedPolicy: "skip", maxTurns: 2, pausedAt: null });
    // The next 1 January, 09:00 in Berlin.
    expect(local(cron.nextRunAt, "Europe/Berlin")).toMatch(/^01\/01\/\d{4}, 09:00$/);
    expect(new Date(cron.nextRunAt).getTime()).toBeGreaterThan(Date.now());

    const runAt = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000).toISOString();
    const once = await (await call(p, "POST", "", { title: "Follow up", instructions: "Follow up on the lead.", runAt, missedPolicy: "run_once" })).json();
    expect(once).toMatchObject({ kind: "once", status: "active", runAt, nextRunAt: runAt, cron: null, timezone: null, missedPolicy: "run_once", maxTurns: 1 });

    const list = await (await call(p, "GET", "")).json();
    expect(list).toEqual({ schedules: [cron, once], limit: 20 });
    expect(await (await call(p, "GET", `/${cron.id}`)).json()).toEqual(cron);

    const paused = await call(p, "PATCH", `/${cron.id}`, { paused: true });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ status: "paused", pausedAt: expect.any(String), nextRunAt: null });
    const resumed = await (await call(p, "PATCH", `/${cron.id}`, { paused: false })).json();
    expect(resumed).toMatchObject({ status: "active", pausedAt: null, nextRunAt: cron.nextRunAt });
    expect(await (await call(p, "PATCH", `/${cron.id}`, { title: "Year summary", maxTurns: 1 })).json()).toMatchObject({ title: "Year summary", maxTurns: 1, nextRunAt: cron.nextRunAt });

    // The first of January comes (the clock of this process, which sweeps): the cron run fires; the one-time
    // schedule, due long before, was missed and runs once (run_once).
    setClock(new Date(cron.nextRunAt).getTime() + 60_000);
    expect(await sweepSchedules({ personId: p.id })).toEqual({ schedules: 2, fired: 2, skipped: 0 });
    setClock(null);
    await drainTasks({ model: model(), max: 10 });

    const runs = await call(p, "GET", `/${cron.id}/runs`);
    expect(runs.status).toBe(200);
    const [run] = (await runs.json()).runs;
    expect(run).toMatchObject({ scheduledFor: cron.nextRunAt, status: "fired", reason: null, taskId: expect.any(String), task: { status: "succeeded", turnsUsed: 1, result: { text: "Happy new year, summary recorded." }, error: null } });
    const tasks = (await (await api(`/api/v3/control/persons/${p.id}/tasks`, { headers: bearer(p.token) })).json()).tasks as { id: string; title: string; createdBy: string }[];
    expect(tasks.find((t) => t.id === run.taskId)).toMatchObject({ title: "Year summary", createdBy: "system" });
    expect((await (await call(p, "GET", `/${once.id}/runs`)).json()).runs).toEqual([expect.objectContaining({ scheduledFor: runAt, status: "fired", task: expect.objectContaining({ status: "succeeded" }) })]);
    expect(await (await call(p, "GET", `/${once.id}`)).json()).toMatchObject({ status: "finished", nextRunAt: null, finishedAt: expect.any(String) });
    // A finished one-time schedule is not resumed or changed.
    await expectError(await call(p, "PATCH", `/${once.id}`, { paused: false }), 409, "conflict");

    // The next year's run: paged runs, newest first.
    const next = (await (await call(p, "GET", `/${cron.id}`)).json()).nextRunAt as string;
    expect(local(next, "Europe/Berlin")).toMatch(/^01\/01\/\d{4}, 09:00$/);
    setClock(new Date(next).getTime() + 60_000);
    expect((await sweepSchedules({ personId: p.id })).fired).toBe(1);
    setClock(null);
    const first = await (await call(p, "GET", `/${cron.id}/runs?limit=1`)).json();
    expect(first.runs.map((r: { scheduledFor: string }) => r.scheduledFor)).toEqual([next]);
    expect(first.nextCursor).toBe(next);
    const second = await (await call(p, "GET", `/${cron.id}/runs?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    expect(second).toEqual({ runs: [run], nextCursor: null });
    await expectError(await call(p, "GET", `/${cron.id}/runs?limit=500`), 400, "validation_failed", "limit");

    expect(await (await call(p, "DELETE", `/${cron.id}`)).json()).toEqual({ id: cron.id, deleted: true });
    await expectError(await call(p, "GET", `/${cron.id}`), 404, "not_found");
    await expectError(await call(p, "GET", `/${cron.id}/runs`), 404, "not_found");
    expect(await db().personScheduleRun.count({ where: { scheduleId: cron.id } })).toBe(0);
    await drainTasks({ model: model(), max: 10 });

    const events = (await eventsOf(p)).filter((e) => e.type.startsWith("person.schedule."));
    expect(events.map((e) => [e.type, e.actor, e.data.scheduleId])).toEqual([
      ["person.schedule.created", "controller", cron.id],
      ["person.schedule.created", "controller", once.id],
      ["person.schedule.updated", "controller", cron.id],
      ["person.schedule.updated", "controller", cron.id],
      ["person.schedule.updated", "controller", cron.id],
      ["person.schedule.fired", "system", expect.any(String)],
      ["person.schedule.fired", "system", expect.any(String)],
      ["person.schedule.fired", "system", cron.id],
      ["person.schedule.deleted", "controller", cron.id],
    ]);
    expect(events[2]!.data).toMatchObject({ changed: ["paused"], status: "paused", nextRunAt: null });
    expect(events[3]!.data).toMatchObject({ changed: ["paused"], status: "active", nextRunAt: cron.nextRunAt });
    const timeline = (await (await api(`/api/v3/control/persons/${p.id}/timeline?limit=50`, { headers: bearer(p.token) })).json()).events as { type: string }[];
    expect(timeline.map((e) => e.type)).toEqual(expect.arrayContaining(["person.schedule.created", "person.schedule.fired", "person.schedule.deleted"]));
  });

  it("refuses what it cannot run with 400 {error, code, details}, unknown schedules with 404, a 21st schedule with 409", async () => {
    const p = await leasePerson({ termMs: YEARS });
    const base = { title: "T", instructions: "Do it." };
    await expectError(await call(p, "POST", "", { ...base, cron: "0 0 9 * * *" }), 400, "validation_failed", "cron");
    const seconds = await (await call(p, "POST", "", { ...base, cron: "*/30 * * * * *" })).json();
    expect(seconds.details[0].message).toMatch(/Seconds are not taken/);
    for (const bad of ["@daily", "0 9 L * *", "0 9 * * 5#2", "61 * * * *", "0 0 30 2 *", "every day"]) await expectError(await call(p, "POST", "", { ...base, cron: bad }), 400, "validation_failed", "cron");
    const zone = await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *", timezone: "Mars/Olympus_Mons" }), 400, "validation_failed", "timezone");
    expect(zone.error).toMatch(/Unknown time zone/);
    await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *", timezone: "+01:00" }), 400, "validation_failed", "timezone");
    await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *", runAt: "2030-01-01T00:00:00Z" }), 400, "validation_failed", "cron");
    await expectError(await call(p, "POST", "", base), 400, "validation_failed", "cron");
    await expectError(await call(p, "POST", "", { ...base, runAt: "2030-01-01T00:00:00Z", timezone: "UTC" }), 400, "validation_failed", "timezone");
    await expectError(await call(p, "POST", "", { ...base, runAt: "2020-01-01T00:00:00Z" }), 400, "validation_failed", "runAt");
    await expectError(await call(p, "POST", "", { ...base, runAt: "next tuesday" }), 400, "validation_failed", "runAt");
    await expectError(await call(p, "POST", "", { ...base, runAt: "2099-01-01T00:00:00Z" }), 400, "validation_failed", "runAt");
    await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *", maxTurns: 21 }), 400, "validation_failed", "maxTurns");
    await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *", missedPolicy: "catch_up" }), 400, "validation_failed", "missedPolicy");
    await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *", seconds: 5 }), 400, "validation_failed");
    expect((await (await call(p, "GET", "")).json()).schedules).toEqual([]);

    const made = await (await call(p, "POST", "", { ...base, cron: "0 9 * * *", timezone: "America/New_York", paused: true })).json();
    expect(made).toMatchObject({ status: "paused", nextRunAt: null });
    await expectError(await call(p, "PATCH", `/${made.id}`, {}), 400, "validation_failed");
    await expectError(await call(p, "PATCH", `/${made.id}`, { runAt: "2030-01-01T00:00:00Z" }), 400, "validation_failed", "runAt");
    await expectError(await call(p, "PATCH", `/${made.id}`, { cron: "0 9 * * * 2027" }), 400, "validation_failed", "cron");
    await expectError(await call(p, "GET", "/sch_nope"), 404, "not_found");
    await expectError(await call(p, "GET", `/sch_${"0".repeat(24)}`), 404, "not_found");
    await expectError(await call(p, "DELETE", `/sch_${"0".repeat(24)}`), 404, "not_found");
    expect((await call(p, "PUT", `/${made.id}`, base)).status).toBe(405);

    for (let i = 1; i < 20; i++) expect((await call(p, "POST", "", { ...base, title: `T${i}`, cron: "0 9 * * *" })).status).toBe(201);
    const over = await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *" }), 409, "schedule_limit");
    expect(over.error).toMatch(/20/);
    expect(await db().personSchedule.count({ where: { personId: p.id } })).toBe(20);

    // An ended lease takes no schedule writes (402 with the renew challenge); reads and deletes stay open.
    await db().lease.update({ where: { id: p.leaseId }, data: { termEnd: new Date(Date.now() - 1000) } });
    await expectError(await call(p, "POST", "", { ...base, cron: "0 9 * * *" }), 402, "lease_expired");
    await expectError(await call(p, "PATCH", `/${made.id}`, { paused: false }), 402, "lease_expired");
    expect((await call(p, "GET", `/${made.id}/runs`)).status).toBe(200);
    expect((await call(p, "DELETE", `/${made.id}`)).status).toBe(200);
    expect(await db().personSchedule.count({ where: { personId: p.id } })).toBe(19);

    // A destroyed Person's schedules go with it.
    expect((await api(`/api/v3/control/persons/${p.id}`, { method: "DELETE", headers: bearer(p.token) })).status).toBe(200);
    expect(await db().personSchedule.count({ where: { personId: p.id } })).toBe(0);
  });
});

describe("Person schedules over MCP", () => {
  it("create_schedule, list_schedules, get_schedule, update_schedule (pause, resume), list_schedule_runs, delete_schedule: as REST", async () => {
    const p = await leasePerson({ termMs: YEARS });
    const client = new Client({ name: "leasehold-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(p.token) } }));
    clients.push(client);
    const ok = async (name: string, args: Record<string, unknown>) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      return result.structuredContent as Record<string, unknown>;
    };
    const created = await ok("create_schedule", { ...DAILY, timezone: "America/New_York", missedPolicy: "run_once" });
    expect(created).toMatchObject({ kind: "cron", timezone: "America/New_York", missedPolicy: "run_once", status: "active" });
    expect(local(created.nextRunAt as string, "America/New_York")).toMatch(/^01\/01\/\d{4}, 09:00$/);
    expect(await ok("list_schedules", {})).toEqual(await (await call(p, "GET", "")).json());
    expect(await ok("get_schedule", { scheduleId: created.id })).toEqual(created);
    expect(await ok("update_schedule", { scheduleId: created.id, paused: true })).toMatchObject({ status: "paused", nextRunAt: null });
    expect(await ok("update_schedule", { scheduleId: created.id, paused: false })).toMatchObject({ status: "active", nextRunAt: created.nextRunAt });

    setClock(new Date(created.nextRunAt as string).getTime() + 60_000);
    expect((await sweepSchedules({ personId: p.id })).fired).toBe(1);
    setClock(null);
    const runs = await ok("list_schedule_runs", { scheduleId: created.id, limit: 5 });
    expect(runs).toEqual(await (await call(p, "GET", `/${created.id}/runs?limit=5`)).json());
    expect(runs.runs).toEqual([expect.objectContaining({ scheduledFor: created.nextRunAt, status: "fired", task: expect.objectContaining({ status: "queued" }) })]);

    expect(toolError(await client.callTool({ name: "create_schedule", arguments: { ...DAILY, timezone: "Nowhere/Town" } }))).toMatchObject({ code: "validation_failed", details: [{ path: "timezone" }] });
    expect(toolError(await client.callTool({ name: "create_schedule", arguments: { ...DAILY, cron: "0 0 9 * * *" } }))).toMatchObject({ code: "validation_failed", details: [{ path: "cron" }] });
    expect(toolError(await client.callTool({ name: "update_schedule", arguments: { scheduleId: created.id } }))).toMatchObject({ code: "validation_failed" });
    expect(await ok("delete_schedule", { scheduleId: created.id })).toEqual({ id: created.id, deleted: true });
    expect(toolError(await client.callTool({ name: "get_schedule", arguments: { scheduleId: created.id } }))).toMatchObject({ code: "not_found" });
    await drainTasks({ model: model(), max: 10 });
  });
});
