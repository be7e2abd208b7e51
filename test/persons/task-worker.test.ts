import { MockLanguageModelV4 } from "ai/test";
import { afterAll, describe, expect, it, vi } from "vitest";

// Queues of this file's own: the service the suite starts works the default ones with its own model.
vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-task-worker-${process.pid}.`;
});

import { db } from "@/lib/core/db/client";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { addKnowledgeFile, searchKnowledge } from "@/lib/domains/persons/knowledge/knowledge";
import { drainTasks } from "@/lib/domains/persons/work/task-worker";
import { createTask } from "@/lib/domains/persons/work/tasks";
import { personInDatabase } from "../support/persons";

const person = (includedUnits = 250) => personInDatabase(includedUnits, "77");

const mockModel = (text = "All done.") =>
  new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } },
      warnings: [],
    }),
  });

const tasksOf = (personId: string) => db().task.findMany({ where: { personId }, orderBy: { createdAt: "asc" } });

/**
 * The service under test runs its own worker loop on the same database, so it
 * may hold one of these tasks when the test's workers find the queue empty:
 * wait (bounded) until none is queued or running.
 */
async function settledTasksOf(personId: string) {
  for (const deadline = Date.now() + 20_000; ; ) {
    const tasks = await tasksOf(personId);
    if (tasks.every((t) => t.status !== "queued" && t.status !== "running") || Date.now() > deadline) return tasks;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterAll(() => stopJobEngine());

describe("the task worker", () => {
  it("builds the model's prompt from goal and the knowledge relevant to the task (mock model)", async () => {
    const p = await person();
    // Two passages: each paragraph is too long to share one.
    const filler = " The canteen serves soup and bread every day.".repeat(16);
    await addKnowledgeFile(p.id, { content: `The quarterly report is due on the fifth working day.${filler}\n\nLunch is at noon.${filler}`, name: "calendar.md" }, null);
    expect((await searchKnowledge(p.id, "when is the quarterly report due?")).map((r) => r.content)[0]).toContain("quarterly report");
    expect(await searchKnowledge(p.id, "zebra giraffe")).toEqual([]);

    await db().$transaction((tx) => createTask(tx, p.id, { title: "Prepare the quarterly report", instructions: "Draft the quarterly report outline.", maxTurns: 1 }, "controller"));
    const model = mockModel();
    await drainTasks({ model, max: 50 });
    const call = model.doGenerateCalls.find((c) => JSON.stringify(c.prompt).includes("Prepare the quarterly report"));
    expect(call).toBeDefined();
    const system = call!.prompt.find((m) => m.role === "system")!.content as string;
    expect(system).toContain("## Goal\nDo assigned work well.");
    expect(system).toContain("[K1] calendar.md: The quarterly report is due on the fifth working day.");
    expect(system).not.toContain("Lunch is at noon");
    const [task] = await tasksOf(p.id);
    expect(task).toMatchObject({ status: "succeeded", turnsUsed: 1, attempts: 1, result: { text: "All done." } });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
  });

  it("two workers on one queue run each task once", async () => {
    const p = await person();
    await db().$transaction(async (tx) => {
      for (let i = 0; i < 6; i++) await createTask(tx, p.id, { title: `Job ${i}`, instructions: "Work on it.", maxTurns: 1 }, "controller");
    });
    const model = mockModel();
    await Promise.all([drainTasks({ model, max: 50 }), drainTasks({ model, max: 50 })]);
    const tasks = await settledTasksOf(p.id);
    expect(tasks.map((t) => [t.status, t.attempts])).toEqual(Array(6).fill(["succeeded", 1]));
    const succeeded = await db().timelineEvent.count({ where: { resourceId: p.id, type: "person.task.completed" } });
    expect(succeeded).toBe(6);
  });

  it("a job run again for a task already finished does nothing (the handler is idempotent)", async () => {
    const p = await person();
    const task = await db().$transaction((tx) => createTask(tx, p.id, { title: "Once", instructions: "Work on it.", maxTurns: 1 }, "controller"));
    await drainTasks({ model: mockModel(), max: 50 });
    // The job comes back (as after a crash between the task's end and the job's completion).
    const { runTask } = await import("@/lib/domains/persons/work/task-worker");
    const again = mockModel("Twice.");
    await runTask(task.id, { jobId: "repeat", attempt: 2, lastAttempt: false, signal: new AbortController().signal }, { model: again });
    expect(again.doGenerateCalls).toHaveLength(0);
    const [done] = await settledTasksOf(p.id);
    expect(done).toMatchObject({ status: "succeeded", attempts: 1, turnsUsed: 1, result: { text: "All done." } });
    expect(await db().timelineEvent.count({ where: { resourceId: p.id, type: { startsWith: "person.task." } } })).toBe(3);
  });

  it("a task whose step finished before its worker died is finished from its progress, not charged again", async () => {
    const p = await person();
    const task = await db().$transaction((tx) => createTask(tx, p.id, { title: "Half done", instructions: "Work on it.", maxTurns: 1 }, "controller"));
    // What a worker leaves when it dies right after its only step: the turn counted, the text kept, still running.
    await db().task.update({ where: { id: task.id }, data: { status: "running", attempts: 1, turnsUsed: 1, result: { text: "Kept.", toolCalls: [] } } });
    await db().lease.update({ where: { id: p.leaseId }, data: { usedUnits: 1 } });
    const { runTask } = await import("@/lib/domains/persons/work/task-worker");
    const again = mockModel("Twice.");
    await runTask(task.id, { jobId: "retry", attempt: 2, lastAttempt: false, signal: new AbortController().signal }, { model: again });
    expect(again.doGenerateCalls).toHaveLength(0);
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "succeeded", attempts: 2, turnsUsed: 1, result: { text: "Kept." } });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
  });

  it("a step's turn and the task's note that it holds it commit together: when the note fails, no turn is taken", async () => {
    const p = await person();
    const task = await db().$transaction((tx) => createTask(tx, p.id, { title: "Atomic turn", instructions: "Work on it.", maxTurns: 1 }, "controller"));
    await db().task.update({ where: { id: task.id }, data: { status: "running", attempts: 1 } });
    // Stands for the worker dying between the two writes: the note that the task holds a turn is slow
    // and then cannot be written, and meanwhile the attempt is given up (as when its heartbeat stops).
    const fn = `refuse_held_${task.id.replace(/[^a-z0-9]/gi, "")}`;
    await db().$executeRawUnsafe(
      `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW.id = '${task.id}' AND NEW."turnHeld" AND NOT OLD."turnHeld" THEN PERFORM pg_sleep(0.5); RAISE EXCEPTION 'no note'; END IF; RETURN NEW; END $$`,
    );
    await db().$executeRawUnsafe(`CREATE TRIGGER ${fn} BEFORE UPDATE ON "Task" FOR EACH ROW EXECUTE FUNCTION ${fn}()`);
    try {
      const { runTask } = await import("@/lib/domains/persons/work/task-worker");
      const model = mockModel();
      const died = new AbortController();
      setTimeout(() => died.abort(), 150);
      await expect(runTask(task.id, { jobId: "atomic", attempt: 2, lastAttempt: false, signal: died.signal }, { model })).rejects.toThrow(/no note/);
      expect(model.doGenerateCalls).toHaveLength(0);
    } finally {
      await db().$executeRawUnsafe(`DROP TRIGGER ${fn} ON "Task"`);
      await db().$executeRawUnsafe(`DROP FUNCTION ${fn}()`);
    }
    // Taken and rolled back with the note: the lease lost nothing, and the task holds nothing.
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(0);
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "queued", turnHeld: false, turnsUsed: 0 });
  });

  it("an unfinished task the earlier queue left without a job is given one, once, and runs", async () => {
    const p = await person();
    const task = await db().$transaction((tx) => createTask(tx, p.id, { title: "Left over", instructions: "Work on it.", maxTurns: 1 }, "controller"));
    // As the hand-written queue left it: no job, no jobId (this test's job is taken away first).
    const { jobEngine, queueName } = await import("@/lib/domains/jobs/engine");
    const boss = await jobEngine();
    const stored = await db().task.findUniqueOrThrow({ where: { id: task.id } });
    await boss.deleteJob(queueName("person.task"), stored.jobId!);
    await db().task.update({ where: { id: task.id }, data: { jobId: null } });
    const { adoptOrphanTasks } = await import("@/lib/domains/persons/work/task-worker");
    expect(await Promise.all([adoptOrphanTasks(), adoptOrphanTasks()]).then((counts) => counts.reduce((a, b) => a + b))).toBe(1);
    const adopted = await db().task.findUniqueOrThrow({ where: { id: task.id } });
    expect(adopted.jobId).not.toBeNull();
    expect(await boss.findJobs(queueName("person.task"), { data: { taskId: task.id } })).toHaveLength(1);
    expect(await adoptOrphanTasks()).toBe(0);
    await drainTasks({ model: mockModel(), max: 50 });
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("a task out of turns fails with the reason, on the timeline", async () => {
    const p = await person(1);
    await db().lease.update({ where: { id: p.leaseId }, data: { usedUnits: 1 } });
    await db().$transaction((tx) => createTask(tx, p.id, { title: "No budget", instructions: "Work on it.", maxTurns: 2 }, "controller"));
    await drainTasks({ model: mockModel(), max: 50 });
    const [task] = await settledTasksOf(p.id);
    expect(task!.status).toBe("failed");
    expect(task!.error).toMatch(/turns/);
    expect(await db().timelineEvent.count({ where: { resourceId: p.id, type: "person.task.failed" } })).toBe(1);
  });
});
