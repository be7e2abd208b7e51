/**
 * The job engine (pg-boss on the test PostgreSQL) running Person tasks:
 * - a task that runs longer than its claim deadline (the heartbeat) runs once;
 * - a worker process killed with SIGKILL mid-step: the task is finished once
 *   after a restart, and the step's lease turn is charged once;
 * - two worker processes on one queue run each job once;
 * - a failing job is retried with backoff, then dead-lettered: the controller
 *   sees a failed task with its reason.
 *
 * These tests use a queue namespace of their own, so the service the
 * integration suite starts (with its own workers) never takes their jobs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

const NAMESPACE = vi.hoisted(() => {
  const namespace = `test-jobs-${process.pid}.`;
  process.env.LEASEHOLD_JOB_NAMESPACE = namespace;
  // A claim runs out 10 s after the last heartbeat (pg-boss's least), three attempts.
  process.env.TASK_DEADLINE_SECONDS = "10";
  process.env.TASK_MAX_ATTEMPTS = "3";
  return namespace;
});

import { db } from "@/lib/core/db/client";
import { jobEngine, queueName, stopJobEngine } from "@/lib/domains/jobs/engine";
import { drainTasks } from "@/lib/domains/persons/work/task-worker";
import { createTask, listTasks } from "@/lib/domains/persons/work/tasks";
import { personInDatabase } from "../support/persons";

const person = (includedUnits = 250) => personInDatabase(includedUnits);

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } };
const model = (text: string, delayMs = 0) =>
  new MockLanguageModelV3({
    doGenerate: async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
    },
  });

const assign = (personId: string, title: string) =>
  db().$transaction((tx) => createTask(tx, personId, { title, instructions: "Work on it.", maxTurns: 1 }, "controller"));

const taskEvents = async (personId: string) =>
  (await db().timelineEvent.findMany({ where: { resourceId: personId, type: { startsWith: "person.task." } }, orderBy: { id: "asc" } })).map((e) => e.type);

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const children: ChildProcess[] = [];

/** A worker process (test/jobs/worker-child.ts) on this file's queues, resolved once it works. */
async function worker(env: Record<string, string>): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, "../..");
  // Node itself with tsx's loader, so SIGKILL reaches the worker (tsx's CLI would leave its own child running).
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "test/jobs/worker-child.ts")], {
    cwd: root,
    env: { ...process.env, LEASEHOLD_JOB_NAMESPACE: NAMESPACE, TASK_WORKER: "on", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
  });
  return child;
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.on("exit", () => resolve())));

/** Each test's workers stop with it: a worker left running would take the next test's jobs. */
afterEach(async () => {
  for (const child of children) if (child.exitCode === null && !child.signalCode) child.kill("SIGKILL");
  await Promise.all(children.splice(0).map(killed));
});

afterAll(() => stopJobEngine());

describe("the job engine running Person tasks", () => {
  it("a task that runs longer than its claim deadline runs exactly once (the heartbeat extends the claim)", async () => {
    const p = await person();
    const task = await assign(p.id, "A long job");
    const slow = model("Finished the long job.", 25_000); // 2.5 × the 10 s heartbeat deadline
    const other = model("Ran it a second time.");
    const first = drainTasks({ model: slow, max: 1 });
    // Meanwhile another worker keeps expiring lost claims and asking for work.
    let stop = false;
    const second = (async () => {
      while (!stop) {
        await drainTasks({ model: other, max: 1 });
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    expect(await first).toBe(1);
    stop = true;
    await second;
    const done = await db().task.findUniqueOrThrow({ where: { id: task.id } });
    expect(done).toMatchObject({ status: "succeeded", attempts: 1, turnsUsed: 1, result: { text: "Finished the long job." } });
    expect(other.doGenerateCalls).toHaveLength(0);
    expect(await taskEvents(p.id)).toEqual(["person.task.created", "person.task.started", "person.task.completed"]);
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
    const [job] = await (await jobEngine()).findJobs(queueName("person.task"), { data: { taskId: task.id } });
    // The claim's deadline really was 10 s from the last heartbeat (and the attempt ran 25 s).
    expect(job).toMatchObject({ state: "completed", retryCount: 0, heartbeatSeconds: 10 });
  }, 90_000);

  it("a worker killed with SIGKILL mid-step: after a restart the task finishes once, its turn charged once", async () => {
    const p = await person();
    const a = await worker({ CHILD_MODEL_DELAY_MS: "120000", CHILD_MODEL_TEXT: "Never arrives." });
    const task = await assign(p.id, "Survive a crash");
    // A takes the lease turn and is inside the model step.
    await until("A to start the model step", async () => (await db().task.findUniqueOrThrow({ where: { id: task.id } })).turnHeld);
    a.kill("SIGKILL");
    await killed(a);
    expect(await db().task.findUniqueOrThrow({ where: { id: task.id } })).toMatchObject({ status: "running", attempts: 1, turnsUsed: 0 });

    await worker({ CHILD_MODEL_DELAY_MS: "0", CHILD_MODEL_TEXT: "Done after the restart." });
    const done = await until("the task to finish", async () => {
      const current = await db().task.findUniqueOrThrow({ where: { id: task.id } });
      return current.status === "succeeded" || current.status === "failed" ? current : null;
    });
    expect(done).toMatchObject({ status: "succeeded", attempts: 2, turnsUsed: 1, turnHeld: false, error: null, result: { text: "Done after the restart." } });
    expect(await taskEvents(p.id)).toEqual(["person.task.created", "person.task.started", "person.task.started", "person.task.completed"]);
    // The turn A took for the step it died in is the one B used: one lease turn in all.
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
  }, 120_000);

  it("two worker processes on one queue run each job once", async () => {
    const p = await person();
    await Promise.all([worker({ CHILD_MODEL_TEXT: "Done by one of two." }), worker({ CHILD_MODEL_TEXT: "Done by one of two." })]);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await assign(p.id, `Job ${i}`)).id);
    const tasks = await until("every task to finish", async () => {
      const all = await db().task.findMany({ where: { personId: p.id } });
      return all.every((t) => t.status === "succeeded" || t.status === "failed") ? all : null;
    });
    expect(tasks.map((t) => [t.status, t.attempts, t.turnsUsed])).toEqual(Array(8).fill(["succeeded", 1, 1]));
    expect((await taskEvents(p.id)).filter((type) => type === "person.task.started")).toHaveLength(8);
    expect((await taskEvents(p.id)).filter((type) => type === "person.task.completed")).toHaveLength(8);
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(8);
  }, 90_000);

  it("a failing job is retried with backoff, then dead-lettered: the controller sees a failed task with its reason", async () => {
    const p = await person();
    const task = await assign(p.id, "Doomed");
    const broken = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("The model provider is down.");
      },
    });
    const finished = await until(
      "the task to fail",
      async () => {
        await drainTasks({ model: broken, max: 5 });
        const current = await db().task.findUniqueOrThrow({ where: { id: task.id } });
        return current.status === "failed" ? current : null;
      },
      90_000,
    );
    expect(finished.attempts).toBe(3);
    expect(finished.error).toMatch(/The model provider is down/);
    // What the controller reads (GET …/tasks and MCP list_tasks answer listTasks).
    const [listed] = await listTasks(p.id);
    expect(listed).toMatchObject({ id: task.id, status: "failed", error: expect.stringMatching(/model provider is down/) });
    const events = await db().timelineEvent.findMany({ where: { resourceId: p.id, type: { startsWith: "person.task." } }, orderBy: { id: "asc" } });
    expect(events.map((e) => e.type)).toEqual(["person.task.created", "person.task.started", "person.task.started", "person.task.started", "person.task.failed"]);
    // Backoff: the retries waited (5 s, then about twice that, with jitter).
    const starts = events.filter((e) => e.type === "person.task.started").map((e) => e.createdAt.getTime());
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(4_000);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(starts[1]! - starts[0]! - 1_000);
    // Each failed step gave its lease turn back.
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(0);
    // The engine's side: the job failed after its retries.
    const [job] = await (await jobEngine()).findJobs(queueName("person.task"), { data: { taskId: task.id } });
    expect(job).toMatchObject({ state: "failed", retryCount: 2 });
  }, 120_000);
});
