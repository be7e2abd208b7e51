import { MockLanguageModelV4 } from "ai/test";
import { afterAll, describe, expect, it, vi } from "vitest";

// Queues of this file's own: the service the suite starts works the default ones with its own model.
vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-pause-worker-${process.pid}.`;
});

import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { db } from "@/lib/core/db/client";
import { jobEngine, queueName, stopJobEngine } from "@/lib/domains/jobs/engine";
import { acceptChatTurn } from "@/lib/domains/persons/chat/accept";
import { pausePerson, resumePerson } from "@/lib/domains/persons/runtime/pause";
import { adoptOrphanTasks, drainTasks } from "@/lib/domains/persons/work/task-worker";
import { createTask } from "@/lib/domains/persons/work/tasks";
import { personInDatabase } from "../support/persons";

const person = (includedUnits = 250) => personInDatabase(includedUnits);

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } };
const text = (value: string) => ({ content: [{ type: "text" as const, text: value }], finishReason: { unified: "stop" as const, raw: "stop" }, usage, warnings: [] });
const mockModel = (reply = "All done.") => new MockLanguageModelV4({ doGenerate: async () => text(reply) });

const BASE = "http://localhost";
const jobsOf = async (taskId: string) => (await jobEngine()).findJobs(queueName("person.task"), { data: { taskId } });
const usageOf = (personId: string) => db().personUsage.findMany({ where: { personId } });

afterAll(() => stopJobEngine());

describe("pause and the task worker", () => {
  it("a task queued while its Person is paused is parked without an attempt or a turn, and runs once after the resume", async () => {
    const p = await person();
    await pausePerson(p.id, {}, BASE);
    const task = await db().$transaction((tx) => createTask(tx, p.id, { title: "While paused", instructions: "Work on it.", maxTurns: 1 }, "controller"));
    const model = mockModel();
    await drainTasks({ model, max: 50 });
    expect(model.doGenerateCalls).toHaveLength(0);
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "queued", attempts: 0, turnsUsed: 0, jobId: null });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(0);
    // Parked: not an orphan to adopt while the Person stays paused, and nothing more to drain.
    expect(await adoptOrphanTasks()).toBe(0);
    await drainTasks({ model, max: 50 });
    expect(model.doGenerateCalls).toHaveLength(0);

    // Resumed (twice: the second changes nothing): one new job, and the task runs once.
    await Promise.all([resumePerson(p.id, {}, BASE), resumePerson(p.id, {}, BASE)]);
    const requeued = await db().task.findUniqueOrThrow({ where: { id: task.id } });
    expect(requeued.jobId).not.toBeNull();
    expect((await jobsOf(task.id)).filter((job) => job.id === requeued.jobId)).toHaveLength(1);
    expect((await jobsOf(task.id)).filter((job) => job.state === "created" || job.state === "retry")).toHaveLength(1);
    await drainTasks({ model, max: 50 });
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "succeeded", attempts: 1, turnsUsed: 1, result: { text: "All done." } });
    expect(model.doGenerateCalls).toHaveLength(1);
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
    const resumed = await db().timelineEvent.findMany({ where: { resourceId: p.id, type: "person.resumed" } });
    expect(resumed.map((e) => e.data)).toEqual([expect.objectContaining({ tasksRequeued: 1 })]);
    // The step is on the usage meter: one turn with the model's tokens.
    expect(await usageOf(p.id)).toEqual([expect.objectContaining({ turns: 1, inputTokens: 10, outputTokens: 3, toolCalls: 0 })]);
  });

  it("a Person paused while its task runs stops before the next step; its finished step stays counted, and the rest runs after the resume", async () => {
    const p = await person();
    const task = await db().$transaction((tx) => createTask(tx, p.id, { title: "Two steps", instructions: "Record the plan, then report.", maxTurns: 3 }, "controller"));
    let calls = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async (options: LanguageModelV4CallOptions) => {
        calls++;
        if (calls === 1) {
          // The controller pauses the Person while the first step is under way.
          await pausePerson(p.id, { reason: "Wait." }, BASE);
          return {
            content: [{ type: "tool-call" as const, toolCallId: "call-1", toolName: "record_state", input: JSON.stringify({ key: "plan", value: "gold" }) }],
            finishReason: { unified: "tool-calls" as const, raw: "tool-calls" },
            usage,
            warnings: [],
          };
        }
        void options;
        return text("Reported.");
      },
    });
    await drainTasks({ model, max: 50 });
    expect(calls).toBe(1);
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "queued", turnsUsed: 1, turnHeld: false, jobId: null });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
    expect(await usageOf(p.id)).toEqual([expect.objectContaining({ turns: 1, inputTokens: 10, outputTokens: 3, toolCalls: 1 })]);

    await resumePerson(p.id, {}, BASE);
    await drainTasks({ model, max: 50 });
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "succeeded", turnsUsed: 2, result: { text: "Reported." } });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(2);
    expect(await usageOf(p.id)).toEqual([expect.objectContaining({ turns: 2, inputTokens: 20, outputTokens: 6, toolCalls: 1 })]);
  });

  it("the chat's one statement takes no turn from a paused Person, even for a turn that read the Person before the pause", async () => {
    const p = await person();
    const before = await db().person.findUniqueOrThrow({ where: { id: p.id } });
    await pausePerson(p.id, {}, BASE);
    // Read before the pause: the statement that takes the turn sees the pause and takes nothing.
    const stale = acceptChatTurn({ personId: p.id, leaseId: p.leaseId, person: before, party: { origin: "controller" }, chat: { message: "Hello?" }, baseUrl: BASE });
    await expect(stale).rejects.toMatchObject({ code: "person_paused" });
    // Not read yet: the same.
    const unread = acceptChatTurn({ personId: p.id, leaseId: p.leaseId, party: { origin: "counterpart", email: "x@example.com" }, chat: { message: "Hello?" }, baseUrl: BASE });
    await expect(unread).rejects.toMatchObject({ code: "person_paused" });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(0);
    expect(await db().chatSession.count({ where: { personId: p.id } })).toBe(0);
    expect(await db().chatMessage.count({ where: { personId: p.id } })).toBe(0);
  });
});
