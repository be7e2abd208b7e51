import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, describe, expect, it, vi } from "vitest";

// Queues of this file's own: the service the suite starts works the default ones with its own model.
vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-counterpart-task-${process.pid}.`;
  // The tool server below listens on loopback, as the test service allows.
  process.env.EGRESS_ALLOW_LOCAL = "on";
});

import { db } from "@/lib/core/db/client";
import type { Prisma } from "@/lib/core/db/generated/client";
import { newResourceId } from "@/lib/core/ids";
import { drainTasks } from "@/lib/domains/persons/work/task-worker";
import { createTask } from "@/lib/domains/persons/work/tasks";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { decideApproval } from "@/lib/domains/links/approvals";
import { startToolServer, type ToolServer } from "../support/mcp-tool-server";

let server: ToolServer | undefined;
afterAll(async () => {
  await server?.close();
  await stopJobEngine();
});

// The task sibling of the counterpart chat's tool limit: a task a counterpart's turn queued runs
// with what counterparts may use, and what it writes is the counterpart's.

async function person(tools: Prisma.InputJsonValue) {
  const id = newResourceId("person");
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType: "person", resourceId: id, principal: `0x${"78".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 250 },
  });
  await db().person.create({ data: { id, leaseId: lease.id, name: "Worker", goal: "Do assigned work well.", tools } });
  return { id };
}

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } };

/** Calls `tool` with `input` on its first step when it is offered, then answers; keeps the tools each call offered. */
function callingModel(offered: string[][], tool: string, input: Record<string, unknown>) {
  return new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      const names = (options.tools ?? []).map((t) => t.name);
      offered.push(names);
      const first = !options.prompt.some((m) => m.role === "tool");
      if (first && names.includes(tool)) {
        return {
          content: [{ type: "tool-call", toolCallId: "call_1", toolName: tool, input: JSON.stringify(input) }],
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage,
          warnings: [],
        };
      }
      return { content: [{ type: "text", text: "Done." }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });
}

/** Calls record_state on its first step when it is offered, then answers; keeps the tools each call offered. */
function recordingModel(offered: string[][]) {
  return new MockLanguageModelV4({
    doGenerate: async (options: LanguageModelV4CallOptions) => {
      const names = (options.tools ?? []).map((t) => t.name);
      offered.push(names);
      const first = !options.prompt.some((m) => m.role === "tool");
      if (first && names.includes("record_state")) {
        return {
          content: [{ type: "tool-call", toolCallId: "call_1", toolName: "record_state", input: JSON.stringify({ key: "source", value: "task" }) }],
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage,
          warnings: [],
        };
      }
      return { content: [{ type: "text", text: "Done." }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });
}

describe("a task a counterpart's turn queued", () => {
  it("runs with the counterpart's tools only (default: read-only)", async () => {
    const p = await person({});
    await db().$transaction((tx) => createTask(tx, p.id, { title: "From a visitor", instructions: "Remember something.", maxTurns: 2 }, "counterpart", "visitor@example.com"));
    const offered: string[][] = [];
    await drainTasks({ model: recordingModel(offered), max: 50 });
    const task = await db().task.findFirstOrThrow({ where: { personId: p.id } });
    expect(task).toMatchObject({ status: "succeeded", createdBy: "counterpart", createdByEmail: "visitor@example.com" });
    expect(offered.length).toBeGreaterThan(0);
    for (const names of offered) expect(names).toEqual(["search_knowledge"]);
    expect(await db().personState.count({ where: { personId: p.id } })).toBe(0);
  });

  it("when counterparts may record state, its writes are attributed to the counterpart", async () => {
    const p = await person({ counterpartTools: ["record_state", "create_task"] });
    await db().$transaction((tx) => createTask(tx, p.id, { title: "From a visitor", instructions: "Remember something.", maxTurns: 2 }, "counterpart", "visitor@example.com"));
    const offered: string[][] = [];
    await drainTasks({ model: recordingModel(offered), max: 50 });
    // A task never queues tasks, whoever caused it.
    expect(offered[0]).toEqual(["record_state"]);
    const state = await db().personState.findFirstOrThrow({ where: { personId: p.id } });
    expect(state.data).toEqual({ source: "task" });
    expect(state.recordedBy).toEqual({ source: { actor: "counterpart", actorEmail: "visitor@example.com" } });
    const event = await db().timelineEvent.findFirstOrThrow({ where: { resourceId: p.id, type: "person.state.recorded" } });
    expect(event).toMatchObject({ actor: "counterpart", actorEmail: "visitor@example.com" });
  });

  it("a controller's task keeps every enabled tool but create_task", async () => {
    const p = await person({});
    await db().$transaction((tx) => createTask(tx, p.id, { title: "From the controller", instructions: "Remember something.", maxTurns: 2 }, "controller"));
    const offered: string[][] = [];
    await drainTasks({ model: recordingModel(offered), max: 50 });
    expect(offered[0]).toEqual(["record_state", "search_knowledge"]);
    const event = await db().timelineEvent.findFirstOrThrow({ where: { resourceId: p.id, type: "person.state.recorded" } });
    expect(event).toMatchObject({ actor: "person", actorEmail: null });
  });
});

describe("a task a counterpart caused, and remote tools", () => {
  it("is offered only the remote tools counterparts may use; a controller's task gets them all", async () => {
    server ??= await startToolServer();
    const p = await person({ mcpServers: [{ name: "crm", url: server.url, allow: ["find_lead", "whoami"] }], counterpartTools: ["crm__find_lead"] });
    await db().$transaction((tx) => createTask(tx, p.id, { title: "From a lead", instructions: "Qualify it.", maxTurns: 2 }, "counterpart", "lead@example.com"));
    const offered: string[][] = [];
    await drainTasks({ model: callingModel(offered, "crm__whoami", {}), max: 50 });
    expect(offered.length).toBeGreaterThan(0);
    for (const names of offered) expect(names).toEqual(["crm__find_lead"]);
    expect(server.calls.filter((c) => c.name === "whoami")).toEqual([]);

    await db().$transaction((tx) => createTask(tx, p.id, { title: "From the controller", instructions: "Qualify it.", maxTurns: 2 }, "controller"));
    const all: string[][] = [];
    await drainTasks({ model: callingModel(all, "crm__find_lead", { email: "ada@example.com" }), max: 50 });
    expect(all[0]).toEqual(expect.arrayContaining(["record_state", "search_knowledge", "crm__find_lead", "crm__whoami"]));
    const called = await db().timelineEvent.findFirstOrThrow({ where: { resourceId: p.id, type: "person.tool.called" } });
    expect(called).toMatchObject({ actor: "person", actorEmail: null });
  });

  it("its approved call runs with the counterpart's tools, as theirs: not at all once counterparts may no longer use the tool", async () => {
    server ??= await startToolServer();
    const crm = { name: "crm", url: server.url, allow: ["delete_lead"], requiresApproval: ["delete_lead"] };
    const p = await person({ mcpServers: [crm], counterpartTools: ["crm__delete_lead"] });
    await db().$transaction((tx) => createTask(tx, p.id, { title: "From a lead", instructions: "Remove me.", maxTurns: 2 }, "counterpart", "leaver@example.com"));
    await drainTasks({ model: callingModel([], "crm__delete_lead", { email: "leaver@example.com" }), max: 50 });
    const approval = await db().personApproval.findFirstOrThrow({ where: { personId: p.id } });
    expect(await db().timelineEvent.findFirstOrThrow({ where: { resourceId: p.id, type: "person.approval.requested" } })).toMatchObject({ actor: "counterpart", actorEmail: "leaver@example.com" });

    // The controller takes the tool away from counterparts, then approves (as an approver on a Page might).
    await db().person.update({ where: { id: p.id }, data: { tools: { mcpServers: [crm], counterpartTools: [] } } });
    await decideApproval({ personId: p.id, approvalId: approval.id, approve: true, by: { via: "rest" } });
    await drainTasks({ model: callingModel([], "none", {}), max: 50 });
    const done = await db().personApproval.findUniqueOrThrow({ where: { id: approval.id } });
    expect(done.outcome).toMatchObject({ ok: false, error: expect.stringContaining("counterparts may use") });
    expect(server.calls.filter((c) => c.name === "delete_lead" && (c.arguments as { email: string }).email === "leaver@example.com")).toEqual([]);
    expect(await db().timelineEvent.findFirstOrThrow({ where: { resourceId: p.id, type: "person.approval.completed" } })).toMatchObject({ actor: "counterpart", actorEmail: "leaver@example.com" });
  });
});
