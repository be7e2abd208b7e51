import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, describe, expect, it, vi } from "vitest";

// Queues of this file's own: the service the suite starts works the default ones with its own model.
vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-counterpart-task-${process.pid}.`;
});

import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { newResourceId } from "@/lib/leases/ids";
import { drainTasks } from "@/lib/persons/task-worker";
import { createTask } from "@/lib/persons/tasks";
import { stopJobEngine } from "@/lib/jobs/engine";

afterAll(() => stopJobEngine());

// Issue 15, item 3, the task sibling: a task a counterpart's turn queued runs
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
