/**
 * A Person's controls through the real HTTP API and MCP: pause and
 * resume (chat refused with 409 person_paused on every surface, no turn
 * taken, tasks held until the resume), the usage meter, the export bundle.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { recordFact } from "@/lib/domains/persons/runtime/state";
import { api, baseUrl, provision } from "../support/agent";
import { controlCall, waitFor } from "../support/control";
import { counterpartCookie } from "../support/counterpart";
import { toolError, v1McpClients } from "../support/mcp";
import { fundPayer } from "../support/security";
import { startReceiver, type Receiver } from "../support/webhook-receiver";

const PAYER = 187;
type P = { id: string; token: string };

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  await fundPayer(PAYER);
});

const call = (p: P, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => controlCall(p, method, path, body, { headers });

/** The v1 TypeScript SDK client: it checks every structuredContent against the tool's output schema. */
const { connect: mcp, close: closeClients } = v1McpClients("person-controls-test");
afterAll(async () => {
  await closeClients();
  await receiver?.close();
});

async function counterpartChat(personId: string, email: string, message: string) {
  return api(`/api/counterpart/persons/${personId}/chat`, {
    method: "POST",
    headers: { cookie: await counterpartCookie(email), "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ message }),
  });
}


const used = async (p: P) => (await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } })).usedUnits;
const eventsOf = async (p: P, type: string) => db().timelineEvent.findMany({ where: { resourceId: p.id, type }, orderBy: { seq: "asc" } });
const today = () => new Date().toISOString().slice(0, 10);

describe("pause and resume", () => {
  it("a paused Person answers 409 person_paused on REST chat, MCP invoke_person and the counterpart chat, and takes no turn; resume opens it again", async () => {
    const p = await provision(PAYER, "persons");
    const paused = await call(p, "POST", "/pause", { reason: "Closed for the holidays." });
    expect(paused.status).toBe(200);
    const record = await paused.json();
    expect(record).toMatchObject({ id: p.id, paused: true, pausedAt: expect.any(String) });
    // Idempotent: again changes nothing and records nothing more.
    const again = await call(p, "POST", "/pause", {});
    expect(again.status).toBe(200);
    expect((await again.json()).pausedAt).toBe(record.pausedAt);
    expect((await eventsOf(p, "person.paused")).map((e) => e.data)).toEqual([{ reason: "Closed for the holidays." }]);
    expect(await (await call(p, "GET", "")).json()).toMatchObject({ paused: true, pausedAt: record.pausedAt });

    // REST chat.
    const chat = await call(p, "POST", "/chat", { message: "Are you there?" });
    expect(chat.status).toBe(409);
    const refused = await chat.json();
    expect(refused).toMatchObject({ code: "person_paused", error: expect.stringMatching(/paused.*resume/) });
    // MCP, with the v1 client (an error result it can read, not an exception).
    const client = await mcp(p.token);
    expect(toolError(await client.callTool({ name: "invoke_person", arguments: { message: "Are you there?" } })).code).toBe("person_paused");
    // The counterpart chat: the same code, in the counterpart's terms, with the chat page's reason.
    const counterpart = await counterpartChat(p.id, "visitor@example.com", "Hello?");
    expect(counterpart.status).toBe(409);
    expect(await counterpart.json()).toMatchObject({ code: "person_paused", reason: "paused", error: expect.stringMatching(/paused/) });
    // No turn, no message, no session.
    expect(await used(p)).toBe(0);
    expect(await db().chatMessage.count({ where: { personId: p.id } })).toBe(0);
    expect(await db().chatSession.count({ where: { personId: p.id } })).toBe(0);

    // Resumed over MCP (the v1 client validates the Person it answers).
    const resumed = await client.callTool({ name: "resume_person", arguments: { reason: "Back at work." } });
    expect(resumed.isError).toBeFalsy();
    expect(resumed.structuredContent).toMatchObject({ id: p.id, paused: false, pausedAt: null });
    expect((await client.callTool({ name: "resume_person", arguments: {} })).isError).toBeFalsy();
    const [event] = await eventsOf(p, "person.resumed");
    expect(event!.data).toEqual({ reason: "Back at work.", pausedAt: record.pausedAt, tasksRequeued: 0 });
    expect(await eventsOf(p, "person.resumed")).toHaveLength(1);
    // pause_person over MCP too, then REST resume.
    const pausedByMcp = await client.callTool({ name: "pause_person", arguments: {} });
    expect(pausedByMcp.structuredContent).toMatchObject({ paused: true });
    expect((await eventsOf(p, "person.paused")).at(-1)!.data).toEqual({});
    expect((await call(p, "POST", "/resume", {})).status).toBe(200);

    const open = await call(p, "POST", "/chat", { message: "Are you there now?" });
    expect(open.status).toBe(200);
    await open.text();
    expect(await used(p)).toBe(1);
    const reply = await client.callTool({ name: "invoke_person", arguments: { message: "And now?" } });
    expect(reply.isError).toBeFalsy();
    expect(await used(p)).toBe(2);
  });

  it("refuses a reason that is empty, longer than 500 characters, or any other member; nothing changes", async () => {
    const p = await provision(PAYER, "persons");
    expect((await call(p, "POST", "/pause")).status).toBe(400);
    for (const bad of [{ reason: "" }, { reason: "x".repeat(501) }, { colour: "red" }, "{oops"]) {
      const response = await call(p, "POST", "/pause", bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(p, "POST", "/pause", "reason", { "content-type": "text/plain" })).status).toBe(415);
    expect((await (await call(p, "GET", "")).json()).paused).toBe(false);
    expect(await eventsOf(p, "person.paused")).toHaveLength(0);
    // An Idempotency-Key replays the first answer.
    const first = await call(p, "POST", "/pause", { reason: "Once." }, { "idempotency-key": "pause-1" });
    const second = await call(p, "POST", "/pause", { reason: "Once." }, { "idempotency-key": "pause-1" });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
  });

  it("a task assigned while paused waits, queued, without an attempt or a turn, and runs once after the resume", async () => {
    const p = await provision(PAYER, "persons");
    expect((await call(p, "POST", "/pause", {})).status).toBe(200);
    const created = await call(p, "POST", "/tasks", { title: "Tidy the notes", instructions: "Tidy the notes.", maxTurns: 1 });
    expect(created.status).toBe(201);
    const task = await created.json();
    // The service's worker takes the job, finds the Person paused and parks the task (no job, still queued).
    const parked = await waitFor(
      () => db().task.findUniqueOrThrow({ where: { id: task.id } }),
      (row) => row.jobId === null,
    );
    expect(parked).toMatchObject({ status: "queued", attempts: 0, turnsUsed: 0, jobId: null });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "queued", attempts: 0 });
    expect(await used(p)).toBe(0);

    expect((await call(p, "POST", "/resume", {})).status).toBe(200);
    const done = await waitFor(
      async () => ((await (await call(p, "GET", "/tasks")).json()).tasks as { id: string; status: string }[]).find((t) => t.id === task.id)!,
      (t) => t.status === "succeeded",
    );
    expect(done.status).toBe("succeeded");
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ attempts: 1, turnsUsed: 1 });
    expect(await used(p)).toBe(1);
    expect((await eventsOf(p, "person.resumed"))[0]!.data).toMatchObject({ tasksRequeued: 1 });
    expect(await eventsOf(p, "person.task.started")).toHaveLength(1);
  });
});

describe("the usage meter", () => {
  it("counts each charged turn by UTC day (chat turns with their tool calls, task steps), in step with the allowance", async () => {
    const p = await provision(PAYER, "persons");
    await (await call(p, "POST", "/chat", { message: "Hello there." })).text();
    // The offline model calls record_state for "remember … is …": one turn, one tool call.
    await (await call(p, "POST", "/chat", { message: "remember favourite_colour is teal" })).text();
    const task = await (await call(p, "POST", "/tasks", { title: "Summarise", instructions: "Summarise the day.", maxTurns: 1 })).json();
    await waitFor(
      () => db().task.findUniqueOrThrow({ where: { id: task.id } }),
      (row) => row.status === "succeeded",
    );
    // The chat's reply (and its meter) is written when the stream ends: wait for the three turns.
    const usage = await waitFor(
      async () => (await call(p, "GET", "/usage")).json(),
      (body) => body.totals?.turns === 3,
    );
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    expect(usage.term).toEqual({
      includedTurns: lease.includedUnits,
      turnsUsed: 3,
      turnsRemaining: lease.includedUnits - 3,
      termStart: lease.termStart.toISOString(),
      termEnd: lease.termEnd.toISOString(),
    });
    expect(usage.from).toBe(lease.termStart.toISOString().slice(0, 10));
    expect(usage.to).toBe(today());
    const day = usage.days.find((d: { day: string }) => d.day === today());
    expect(day).toMatchObject({ turns: 3, toolCalls: 1 });
    expect(day.inputTokens).toBeGreaterThan(0);
    expect(day.outputTokens).toBeGreaterThan(0);
    expect(usage.totals).toEqual({ turns: 3, inputTokens: day.inputTokens, outputTokens: day.outputTokens, toolCalls: 1 });
    expect(usage.totals.turns).toBe(lease.usedUnits);
    // The allowance's remaining, as the Person record shows it.
    expect((await (await call(p, "GET", "")).json()).lease.remaining).toBe(usage.term.turnsRemaining);

    // A range: every day listed, zeros included.
    const ranged = await (await call(p, "GET", "/usage?from=2026-01-01&to=2026-01-03")).json();
    expect(ranged.days).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"].map((d) => ({ day: d, turns: 0, inputTokens: 0, outputTokens: 0, toolCalls: 0 })));
    for (const bad of ["?from=2026-02-30", "?from=yesterday", "?from=2026-03-02&to=2026-03-01", "?from=2024-01-01&to=2026-01-01", "?days=3"]) {
      const response = await call(p, "GET", `/usage${bad}`);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    // MCP get_person_usage answers the same (and passes the v1 client's output check).
    const client = await mcp(p.token);
    const viaMcp = await client.callTool({ name: "get_person_usage", arguments: {} });
    expect(viaMcp.isError).toBeFalsy();
    expect(viaMcp.structuredContent).toEqual(await (await call(p, "GET", "/usage")).json());
  });
});

describe("the export bundle", () => {
  it("holds every part of the Person, never a token or a webhook secret, on an expired lease too, until it is destroyed", async () => {
    const p = await provision(PAYER, "persons");
    const headerSecret = "sk_export_5e1f0c9d7b3a";
    expect(
      (
        await call(p, "PATCH", "", {
          instructions: "Be brief.",
          tools: { create_task: false, mcpServers: [{ name: "crm", url: "https://mcp.example.com/mcp", headers: { Authorization: `Bearer ${headerSecret}` }, allow: ["find_lead"] }] },
          profile: { greeting: "Hi, I'm the test Person.", locale: "de" },
        })
      ).status,
    ).toBe(200);
    expect((await call(p, "POST", "/schedules", { title: "Weekly review", instructions: "Review the week.", cron: "0 9 * * 1", timezone: "Europe/Paris" })).status).toBe(201);
    await call(p, "POST", "/audience", { visibility: "private", audienceEmails: ["ann@example.com"] });
    expect((await call(p, "POST", "/files", { name: "hours.md", content: "We open at nine." })).status).toBe(201);
    const created = await call(p, "POST", "/webhooks", { url: receiver.url("/export-test") });
    expect(created.status).toBe(201);
    const webhook = await created.json();
    const secret = webhook.secret as string;
    expect(secret).toBeTruthy();
    // A capability token pasted into a chat is stored scrubbed; the export must not bring it back.
    await (await call(p, "POST", "/chat", { message: `My token is ${p.token}, what are your hours?` })).text();
    await db().$transaction((tx) => recordFact(tx, { personId: p.id, key: "plan", value: "gold", actor: "person" }));
    const task = await (await call(p, "POST", "/tasks", { title: "Check hours", instructions: "Check the hours.", maxTurns: 1 })).json();
    await waitFor(
      () => db().task.findUniqueOrThrow({ where: { id: task.id } }),
      (row) => row.status === "succeeded",
    );
    await waitFor(
      () => db().chatMessage.count({ where: { personId: p.id } }),
      (n) => n === 2,
    );

    const response = await call(p, "GET", "/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`${p.id}-export.json`);
    const text = await response.text();
    expect(text).not.toContain(p.token);
    expect(text).not.toContain(p.token.slice(0, 12));
    expect(text).not.toContain(secret);
    expect(text).not.toContain(headerSecret);
    const bundle = JSON.parse(text);
    expect(bundle.person.tools.mcpServers[0].headers).toEqual({ Authorization: { set: true } });
    expect(bundle.schedules).toMatchObject([{ title: "Weekly review", cron: "0 9 * * 1", timezone: "Europe/Paris", runs: [] }]);
    expect(bundle.approvals).toEqual([]);
    expect(bundle.links).toEqual([]);
    const record = await (await call(p, "GET", "")).json();
    expect(bundle).toMatchObject({
      format: "leasehold.person-export/1",
      exportedAt: expect.any(String),
      person: {
        id: p.id,
        name: "Test Person",
        goal: "Answer questions about the test suite.",
        instructions: "Be brief.",
        visibility: "private",
        audienceEmails: ["ann@example.com"],
        profile: { greeting: "Hi, I'm the test Person.", locale: "de" },
        tools: record.tools,
        paused: false,
      },
      lease: { id: record.lease.id, used: 2 },
      knowledgeFiles: [{ name: "hours.md", content: "We open at nine.", sizeBytes: 16 }],
      state: [{ scopeId: "default", facts: { plan: "gold" }, version: 1 }],
      tasks: [{ id: task.id, title: "Check hours", status: "succeeded" }],
      truncated: { tasks: false, approvals: false, chatSessions: false, messages: false, timeline: false, state: false, usage: false },
      limits: { tasks: 500, timeline: 10000 },
    });
    expect(bundle.chatSessions).toHaveLength(1);
    expect(bundle.chatSessions[0].messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(bundle.chatSessions[0].messages[0].content).toContain("[capability token removed]");
    const types = bundle.timeline.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(["lease.provisioned", "person.updated", "person.knowledge.added", "person.chat.message", "person.state.recorded", "person.task.completed"]));
    const seqs = bundle.timeline.map((e: { seq: number }) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a: number, b: number) => a - b));
    expect(bundle.timeline.length).toBe(await db().timelineEvent.count({ where: { resourceId: p.id } }));
    expect(bundle.usage).toEqual([expect.objectContaining({ day: today(), turns: 2 })]);
    expect(text).not.toContain("whsec_");

    // MCP export_person: the same bundle, and it passes the v1 client's output check.
    const client = await mcp(p.token);
    const viaMcp = await client.callTool({ name: "export_person", arguments: {} });
    expect(viaMcp.isError).toBeFalsy();
    expect({ ...(viaMcp.structuredContent as object), exportedAt: null }).toEqual({ ...bundle, exportedAt: null });

    // Expired: writes are refused (pause too), the export stays open.
    await db().lease.update({ where: { resourceId: p.id }, data: { termEnd: new Date(Date.now() - 60_000) } });
    expect((await call(p, "POST", "/pause", {})).status).toBe(402);
    const expired = await call(p, "GET", "/export");
    expect(expired.status).toBe(200);
    expect((await expired.json()).lease.status).toBe("expired");
    // Destroyed: gone.
    expect((await call(p, "DELETE", "")).status).toBe(200);
    expect((await call(p, "GET", "/export")).status).toBe(401);
  });
});
