/**
 * Runs Person tasks: the handler of the `person.task` job (lib/domains/jobs). The job
 * engine (pg-boss on our PostgreSQL) holds the claim, extends it with a
 * heartbeat while a task runs, retries a failed or abandoned attempt with
 * backoff, and dead-letters a job that used up its attempts; the Task row
 * keeps what the controller sees (status, turnsUsed, result, error).
 *
 * The handler is idempotent: a job may run again after its worker died.
 * - A task already finished is left alone.
 * - Each attempt is numbered on the row (`attempts`); only the latest attempt
 *   may finish it, so an attempt that lost its claim records nothing.
 * - Each model step takes one lease turn first (`turnHeld` marks it) and
 *   counts toward maxTurns once finished, with its text kept as progress. A
 *   later attempt reuses a turn held by a step that died, and a task whose
 *   turns were all used by finished steps is finished from its progress, not
 *   run again: a crash never charges a turn twice.
 *
 * Driven by each long-running server's workers (TASK_WORKER=on), and on
 * Vercel by after() when a task is created and by the jobs' drain route
 * /api/internal/jobs/drain (both through lib/flows/workers, which lists these handlers).
 */
import { generateText, isStepCount, type LanguageModel } from "ai";
import { after } from "next/server";
import { config } from "../../../core/config";
import { db } from "../../../core/db/client";
import type { Prisma, Task } from "../../../core/db/generated/client";
import { ApiError } from "../../../core/http/errors";
import { drainJobs, enqueue, newJobId, startJobWorkers, wakeOrDrain, type JobContext, type JobHandler } from "../../jobs/engine";
import { recordEvent } from "../../events/record";
import { log } from "../../../core/log";
import { searchKnowledge } from "../knowledge/knowledge";
import { personModel } from "../runtime/model";
import { buildSystemPrompt, buildTaskBrief } from "../runtime/prompt";
import { toolsFor } from "../runtime/tool-config";
import { getState } from "../runtime/state";
import { openToolbox, runApprovedCall, type Toolbox } from "./tools";
import { approvalHistory, resumeApproval } from "./approvals";
import { expireApproval } from "../../links/approvals";
import { withPageTools } from "./page-tools";
import { runLinkTrigger } from "./link-trigger";
import { hasLinkedPages } from "../../links/links";
import { giveBackTurn, takeTurn } from "../runtime/turns";
import { assertTaskMayStep, isPausedTaskError, parkIfPaused, parkStoppedTask } from "../runtime/pause";
import { recordUsage, usageOfStep } from "../runtime/usage";

const excerpt = (text: string, length = 400) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

type Progress = { text: string; toolCalls: string[] };

/**
 * Who a task's events name: the counterpart (with their email) for a task a
 * counterpart caused (their chat turn queued it, or their submission on a
 * linked Page triggered it), the Person otherwise.
 */
const causedBy = (task: Pick<Task, "createdBy" | "createdByEmail">) =>
  task.createdBy === "counterpart" ? { actor: "counterpart" as const, actorEmail: task.createdByEmail } : { actor: "person" as const, actorEmail: null };

/** A failure no retry can mend (no turns left, lease expired, Person destroyed): the task fails at once. */
class FinalTaskError extends Error {}

/** Starts the next attempt of a task, or null when it has nothing left to run (finished, or gone). */
async function startAttempt(taskId: string, context: JobContext): Promise<Task | null> {
  return db().$transaction(async (tx) => {
    // A paused Person's task waits, queued and without using an attempt, until it is resumed (lib/domains/persons/runtime/pause.ts).
    if (await parkIfPaused(tx, taskId, context.jobId)) return null;
    const [task] = await tx.$queryRaw<Task[]>`
      UPDATE "Task" SET status = 'running', attempts = attempts + 1, "startedAt" = COALESCE("startedAt", now()), "updatedAt" = now()
      WHERE id = ${taskId} AND status IN ('queued', 'running')
      RETURNING *`;
    if (!task) return null;
    await recordEvent(tx, {
      resourceType: "person",
      resourceId: task.personId,
      type: "person.task.started",
      ...causedBy(task),
      data: { taskId: task.id, title: task.title, attempt: task.attempts, ...(context.attempt > 1 ? { retry: context.attempt - 1 } : {}) },
    });
    return task;
  });
}

/** Finishes a task if this attempt is still its latest one (and it is not finished): one record, at most. */
async function finish(task: Task, data: Prisma.TaskUpdateManyMutationInput, event: { type: "person.task.completed"; data: { result: string; toolCalls: string[]; steps: number } } | { type: "person.task.failed"; data: { error: string } }): Promise<void> {
  await db().$transaction(async (tx) => {
    const { count } = await tx.task.updateMany({
      where: { id: task.id, status: { in: ["queued", "running"] }, attempts: task.attempts },
      data: { ...data, finishedAt: new Date() },
    });
    if (count === 1) {
      await recordEvent(tx, { resourceType: "person", resourceId: task.personId, type: event.type, ...causedBy(task), data: { taskId: task.id, title: task.title, ...event.data } });
    }
  });
}

const succeed = (task: Task, progress: Progress, steps: number) =>
  finish(
    task,
    { status: "succeeded", result: progress as Prisma.InputJsonValue, error: null },
    { type: "person.task.completed", data: { result: excerpt(progress.text), toolCalls: progress.toolCalls, steps } },
  );

const fail = (task: Task, message: string) => finish(task, { status: "failed", error: excerpt(message, 1000) }, { type: "person.task.failed", data: { error: excerpt(message) } });

/** The attempt ends with a call waiting for approval: the task waits, its progress kept (resumeApproval queues it again). */
async function pauseForApproval(task: Task, progress: Progress, approvalId: string): Promise<void> {
  const { count } = await db().task.updateMany({
    where: { id: task.id, status: "running", attempts: task.attempts },
    data: { status: "awaiting_approval", result: progress as Prisma.InputJsonValue, error: null },
  });
  // Answered before this attempt could pause (a quick controller): resume now, as the answer's job found nothing waiting.
  if (count === 1) {
    const answered = await db().personApproval.findUnique({ where: { id: approvalId }, select: { status: true } });
    if (answered && answered.status !== "pending") await resumeApproval(approvalId, runApprovedCall);
  }
}

/** One attempt of one task: the `person.task` job's handler. */
export async function runTask(taskId: string, context: JobContext, options: { model?: LanguageModel } = {}): Promise<void> {
  const task = await startAttempt(taskId, context);
  if (!task) return; // finished already (this is a repeat), or destroyed with its Person
  const person = await db().person.findUnique({ where: { id: task.personId }, include: { lease: true } });
  if (!person) return;

  // Every step this task's earlier attempts finished is counted; its text is the progress so far.
  const progress = (task.result as Progress | null) ?? { text: "", toolCalls: [] };
  const budget = Math.max(0, task.maxTurns - task.turnsUsed);
  if (budget === 0) {
    if (task.turnsUsed > 0 && task.result != null) return succeed(task, progress, task.turnsUsed);
    return fail(task, `The task used all ${task.maxTurns} of its turns.`);
  }

  // A turn is held when a step of an earlier attempt took it and died before finishing.
  let turnHeld = task.turnHeld;
  let toolbox: Toolbox | undefined;
  try {
    // The assignment, then its input in a delimited data section (lib/domains/persons/runtime/prompt.ts): a
    // counterpart's submission reaches the model as data, never as instructions.
    const brief = buildTaskBrief(task);
    // Calls it asked approval for and that were answered since: each call with its outcome, after the brief.
    const answered = await approvalHistory(task.id);
    const [passages, state, linked] = await Promise.all([searchKnowledge(person.id, `${task.title} ${task.instructions}`), getState(person.id), hasLinkedPages(person.id)]);
    // A task may not queue further tasks: work stays bounded by what was assigned. A task a
    // counterpart caused (their chat turn queued it, or their submission on a linked Page
    // triggered it) runs with only what counterparts may use, remote tools included (a remote
    // tool they may not use is not even offered), and its writes and calls are theirs.
    const byCounterpart = task.createdBy === "counterpart";
    const enabled = withPageTools(toolsFor(person.tools, byCounterpart ? "counterpart" : "controller"), linked).filter((name) => name !== "create_task");
    const baseUrl = config().publicBaseUrl ?? "";
    const model = options.model ?? personModel().model;
    const toolCalls = [...progress.toolCalls];
    let steps = task.turnsUsed;
    toolbox = await openToolbox({
      personId: person.id,
      enabled,
      config: person.tools,
      origin: byCounterpart ? "counterpart" : "controller",
      ...causedBy(task),
      taskId: task.id,
      signal: context.signal,
      reason: excerpt(`Task "${task.title}": ${task.instructions}`, 1000),
    });
    const tools = toolbox;
    const result = await generateText({
      model,
      instructions: buildSystemPrompt({ name: person.name, goal: person.goal, instructions: person.instructions, passages, facts: state.facts, tools: enabled }),
      messages: [{ role: "user", content: brief }, ...answered],
      tools: tools.tools,
      // A call that waits for approval ends the attempt after its step: the task resumes with the outcome.
      stopWhen: [isStepCount(budget), () => tools.awaiting() !== undefined],
      maxOutputTokens: config().llm.maxOutputTokens,
      abortSignal: context.signal,
      // Every model step takes a turn of the lease before it runs (or uses the one a step that
      // died left held), and counts toward the task's maxTurns once it has finished.
      prepareStep: async () => {
        // Each model step is a turn: its tool calls are counted afresh.
        tools.newTurn();
        if (turnHeld) return undefined;
        // The turn and the task's note that it holds one commit together: a crash between
        // them can neither lose the turn nor make the next attempt take a second one.
        try {
          await db().$transaction(async (tx) => {
            await assertTaskMayStep(tx, person.id);
            await takeTurn(person.lease, baseUrl, tx);
            const { count } = await tx.task.updateMany({ where: { id: task.id, attempts: task.attempts }, data: { turnHeld: true } });
            // A later attempt took the task over (this one outlived its claim): take nothing.
            if (count === 0) throw new FinalTaskError("This attempt was superseded by a later one.");
          });
        } catch (error) {
          throw error instanceof ApiError ? new FinalTaskError(error.message) : error;
        }
        turnHeld = true;
        return undefined;
      },
      onStepEnd: async (step) => {
        toolCalls.push(...step.toolCalls.map((call) => call.toolName));
        steps++;
        turnHeld = false;
        const kept: Progress = { text: step.text, toolCalls };
        await db().$transaction(async (tx) => {
          const { count } = await tx.task.updateMany({
            where: { id: task.id, attempts: task.attempts },
            data: { turnsUsed: { increment: 1 }, turnHeld: false, result: kept as Prisma.InputJsonValue },
          });
          // The step's turn is charged: on the usage meter with its tokens and tool calls (lib/domains/persons/runtime/usage.ts).
          if (count === 1) await recordUsage(tx, person.id, usageOfStep(step));
        });
      },
    });
    const awaiting = tools.awaiting();
    if (awaiting) return await pauseForApproval(task, { text: result.text, toolCalls }, awaiting);
    await succeed(task, { text: result.text, toolCalls }, steps);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A step that failed (not died) gave back nothing: its turn goes back to the lease.
    if (turnHeld && !context.signal.aborted) {
      await db().$transaction(async (tx) => {
        await giveBackTurn(person.lease.id, tx);
        await tx.task.updateMany({ where: { id: task.id, attempts: task.attempts }, data: { turnHeld: false } });
      });
    }
    // Paused before this step: the task waits, queued, for the resume (its finished steps stay counted).
    if (isPausedTaskError(error)) return parkStoppedTask(task);
    const final = error instanceof FinalTaskError || (error as { cause?: unknown })?.cause instanceof FinalTaskError;
    if (final) return fail(task, message);
    if (context.lastAttempt) {
      // No retry follows: the task fails now, and the job fails into its dead-letter queue
      // (whose handler then finds the task finished already).
      await fail(task, `${message} (after ${context.attempt} attempt${context.attempt === 1 ? "" : "s"}).`);
      throw error;
    }
    // Retried with backoff by the engine: meanwhile the task waits, queued, with the reason.
    await db().task.updateMany({
      where: { id: task.id, status: "running", attempts: task.attempts },
      data: { status: "queued", error: excerpt(`Attempt ${context.attempt} failed, to be retried: ${message}`, 1000) },
    });
    throw error;
  } finally {
    await toolbox?.close().catch((error) => log.warn({ err: error, taskId }, "Closing a task's tool connections failed"));
  }
}

/** A task whose job failed for good (its last attempt died, or the engine gave up): failed, with the reason. */
export async function failDeadTask(taskId: string, reason: string): Promise<void> {
  const task = await db().task.findUnique({ where: { id: taskId } });
  if (!task) return;
  await finish(task, { status: "failed", error: excerpt(reason, 1000) }, { type: "person.task.failed", data: { error: excerpt(reason) } });
}

/** The jobs that run a Person's work, whose handlers are here. */
type TaskJob = "person.task" | "person.approval.resume" | "person.approval.expire" | "link.trigger";

/** The handlers of the jobs that run a Person's work (lib/flows/workers/registry.ts); a test gives its own model. */
export const taskJobHandlers = (options: { model?: LanguageModel } = {}): { [N in TaskJob]: JobHandler<N> } => ({
  "person.task": {
    run: ({ taskId }, context) => runTask(taskId, context, options),
    deadLetter: ({ taskId }, reason) => failDeadTask(taskId, reason),
  },
  "person.approval.resume": { run: ({ approvalId }) => resumeApproval(approvalId, runApprovedCall) },
  "person.approval.expire": {
    run: async ({ approvalId }) => {
      await expireApproval(approvalId);
    },
  },
  // A linked Page's submission starts a task (lib/domains/persons/work/link-trigger.ts).
  "link.trigger": { run: async (payload) => void (await runLinkTrigger(payload)) },
});

/**
 * Gives a job to each unfinished task that has none (`jobId` null): the tasks
 * the hand-written queue of earlier versions left queued or running when this
 * version was deployed. Run when a server's workers start and by the jobs' drain route.
 */
export async function adoptOrphanTasks(limit = 50): Promise<number> {
  return db().$transaction(async (tx) => {
    // Locked so that two adopters never give one task two jobs.
    const orphans = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "Task" WHERE "jobId" IS NULL AND status IN ('queued', 'running')
        AND NOT EXISTS (SELECT 1 FROM "Person" p JOIN "Lease" l ON l.id = p."leaseId" WHERE p.id = "Task"."personId" AND (p."pausedAt" IS NOT NULL OR l."suspendedAt" IS NOT NULL))
      ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    for (const { id } of orphans) {
      const jobId = await enqueue(tx, "person.task", { taskId: id }, { id: newJobId() });
      await tx.task.update({ where: { id }, data: { jobId } });
    }
    if (orphans.length) log.warn({ adopted: orphans.length }, "Unfinished tasks without a job were given one");
    return orphans.length;
  });
}

/** Pulls and runs tasks until none is ready (or `max` ran). Returns how many attempts ran. */
export async function drainTasks(options: { max?: number; model?: LanguageModel } = {}): Promise<number> {
  return drainJobs(taskJobHandlers(options), { max: options.max });
}

/**
 * Once the current response has been sent, tasks a request created start right
 * away: this instance's workers are woken, or (serverless) the tasks are pulled.
 */
export function drainAfterResponse(what: string): void {
  after(() => wakeOrDrain(taskJobHandlers(), { max: 5 }).catch((error) => log.error({ err: error, after: what }, "Task drain after a response failed")));
}

/**
 * These jobs' workers alone, with a model of their own: a test's worker
 * process (test/jobs/worker-child.ts). A server starts every job's workers
 * at once (startWorkers, lib/flows/workers/start.ts).
 */
export async function startTaskWorkers(options: { model?: LanguageModel; pollingIntervalSeconds?: number } = {}): Promise<void> {
  await adoptOrphanTasks();
  await startJobWorkers(taskJobHandlers(options), { pollingIntervalSeconds: options.pollingIntervalSeconds });
}
