/**
 * Works the task queue. Any number of workers, in any number of app
 * instances, share it through Postgres: a task is claimed with
 * FOR UPDATE SKIP LOCKED, held until a deadline, and a task still `running`
 * past its deadline (its worker died) is claimed again, up to
 * TASK_MAX_ATTEMPTS, then failed. Each model step of a task takes one of the
 * lease's turns, within the task's maxTurns.
 *
 * Driven by after() when a task is created, by the cron route
 * /api/internal/tasks/drain (serverless), and by a background loop in each
 * long-running server (TASK_WORKER=on).
 */
import { randomUUID } from "node:crypto";
import { generateText, stepCountIs, type LanguageModel } from "ai";
import { after } from "next/server";
import { config } from "../config";
import { db } from "../db/client";
import type { Prisma, Task } from "../db/generated/client";
import { recordEvent } from "../leases/timeline";
import { searchKnowledge } from "./knowledge";
import { personModel } from "./model";
import { buildSystemPrompt } from "./prompt";
import { toolsFor } from "./record";
import { getState } from "./state";
import { personTools } from "./tools";
import { takeTurn } from "./turns";
import { log } from "../log";
import { removeTokens } from "../tokens/format";

const excerpt = (text: string, length = 400) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Fails tasks whose worker died too often. */
async function failAbandoned(): Promise<void> {
  const { maxAttempts } = config().tasks;
  await db().$transaction(async (tx) => {
    const abandoned = await tx.$queryRaw<Task[]>`
      SELECT * FROM "Task" WHERE status = 'running' AND "lockedUntil" < now() AND attempts >= ${maxAttempts}
      FOR UPDATE SKIP LOCKED LIMIT 20`;
    for (const task of abandoned) {
      const error = `Abandoned: its worker stopped ${task.attempts} times before finishing.`;
      await tx.task.update({ where: { id: task.id }, data: { status: "failed", error, finishedAt: new Date(), lockedBy: null, lockedUntil: null } });
      await recordEvent(tx, { resourceType: "person", resourceId: task.personId, type: "task.failed", actor: "system", data: { taskId: task.id, title: task.title, error } });
    }
  });
}

/** Claims the oldest runnable task, or null. */
export async function claimTask(workerId: string): Promise<Task | null> {
  const { deadlineSeconds, maxAttempts } = config().tasks;
  const [task] = await db().$queryRaw<Task[]>`
    UPDATE "Task" SET status = 'running', "lockedBy" = ${workerId},
      "lockedUntil" = now() + make_interval(secs => ${deadlineSeconds}),
      attempts = attempts + 1, "startedAt" = COALESCE("startedAt", now()), "updatedAt" = now()
    WHERE id = (
      SELECT id FROM "Task"
      WHERE status = 'queued' OR (status = 'running' AND "lockedUntil" < now() AND attempts < ${maxAttempts})
      ORDER BY "createdAt"
      FOR UPDATE SKIP LOCKED
      LIMIT 1)
    RETURNING *`;
  return task ?? null;
}

/** Runs one claimed task to an end: succeeded or failed, on the timeline either way. */
export async function runTask(task: Task, workerId: string, options: { model?: LanguageModel } = {}): Promise<void> {
  const person = await db().person.findUnique({ where: { id: task.personId }, include: { lease: true } });
  if (!person) return; // destroyed meanwhile: the task went with it
  await db().$transaction((tx) =>
    recordEvent(tx, { resourceType: "person", resourceId: person.id, type: "task.started", actor: "person", data: { taskId: task.id, title: task.title, attempt: task.attempts } }),
  );
  const finish = async (data: Prisma.TaskUpdateManyMutationInput, event: { type: string; data: Record<string, unknown> }) => {
    await db().$transaction(async (tx) => {
      // Only the worker that holds the claim may finish it.
      const { count } = await tx.task.updateMany({
        where: { id: task.id, status: "running", lockedBy: workerId },
        data: { ...data, finishedAt: new Date(), lockedBy: null, lockedUntil: null },
      });
      if (count === 1) await recordEvent(tx, { resourceType: "person", resourceId: person.id, type: event.type, actor: "person", data: { taskId: task.id, title: task.title, ...event.data } });
    });
  };

  try {
    // A task written before tokens were refused in its text (or by a model) must not bring one to the model.
    const brief = removeTokens(`Your assignment: ${task.title}\n\n${task.instructions}${task.input != null ? `\n\nInput:\n${JSON.stringify(task.input)}` : ""}`);
    const [passages, state] = await Promise.all([searchKnowledge(person.id, `${task.title} ${task.instructions}`), getState(person.id)]);
    // A task may not queue further tasks: work stays bounded by what was assigned. A task a
    // counterpart's turn queued runs with what counterparts may use, and its writes are theirs.
    const byCounterpart = task.createdBy === "counterpart";
    const enabled = toolsFor(person.tools, byCounterpart ? "counterpart" : "controller").filter((name) => name !== "create_task");
    const budget = Math.max(0, task.maxTurns - task.turnsUsed);
    if (budget === 0) throw new Error(`The task used all ${task.maxTurns} of its turns.`);
    const baseUrl = config().publicBaseUrl ?? "";
    const model = options.model ?? personModel().model;
    const result = await generateText({
      model,
      system: buildSystemPrompt({ name: person.name, goal: person.goal, instructions: person.instructions, passages, facts: state.facts, tools: enabled }),
      messages: [{ role: "user", content: brief }],
      tools: personTools({ personId: person.id, enabled, actor: byCounterpart ? "counterpart" : "person", actorEmail: byCounterpart ? task.createdByEmail : null }),
      stopWhen: stepCountIs(budget),
      maxOutputTokens: config().llm.maxOutputTokens,
      // Every model step takes a turn of the lease before it runs. It counts toward the task's
      // maxTurns once it has finished: a step its worker died in did no work, so the task
      // claimed again after a restart still has the turn to do it (at most TASK_MAX_ATTEMPTS - 1
      // such lost steps, each a lease turn).
      prepareStep: async () => {
        await takeTurn(person.lease, baseUrl);
        return undefined;
      },
      onStepFinish: async () => {
        await db().task.update({ where: { id: task.id }, data: { turnsUsed: { increment: 1 } } });
      },
    });
    const toolCalls = result.steps.flatMap((step) => step.toolCalls.map((call) => call.toolName));
    await finish(
      { status: "succeeded", result: { text: result.text, toolCalls } as Prisma.InputJsonValue, error: null },
      { type: "task.succeeded", data: { result: excerpt(result.text), toolCalls, steps: result.steps.length } },
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finish({ status: "failed", error: excerpt(message, 1000) }, { type: "task.failed", data: { error: excerpt(message) } });
  }
}

/** Claims and runs tasks until none is runnable (or `max` ran). Returns how many ran. */
export async function drainTasks(options: { workerId?: string; max?: number; model?: LanguageModel } = {}): Promise<number> {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  await failAbandoned();
  let ran = 0;
  while (ran < (options.max ?? 25)) {
    const task = await claimTask(workerId);
    if (!task) break;
    await runTask(task, workerId, { model: options.model });
    ran++;
  }
  return ran;
}

/** Works the queue once the current response has been sent (tasks a request created start right away). */
export function drainAfterResponse(what: string): void {
  after(() => drainTasks({ max: 5 }).catch((error) => log.error({ err: error, after: what }, "Task drain after a response failed")));
}

let loop: NodeJS.Timeout | undefined;

/** The background loop of a long-running server. */
export function startTaskLoop(intervalMs = 3_000): void {
  if (loop) return;
  let busy = false;
  loop = setInterval(() => {
    if (busy) return;
    busy = true;
    drainTasks({ max: 10 })
      .catch((error) => log.error({ err: error }, "Task loop failed"))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  loop.unref();
}
