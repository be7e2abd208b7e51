/**
 * Pausing a Person. While `Person.pausedAt` is set:
 *
 * - chat (the controller's REST chat and MCP invoke_person, a counterpart's
 *   chat) answers 409 person_paused and takes no turn: the chat checks the
 *   Person it read, and its one statement that takes the turn takes none
 *   while the Person is paused (lib/domains/persons/chat/chat.ts);
 * - no task runs: the task worker's attempt locks the Person's row (shared)
 *   and, finding it paused, parks the task: still queued, without its job
 *   (`jobId` null) and without using an attempt. A task already running
 *   stops before its next model step the same way (the steps it finished
 *   stay counted). Resuming gives every parked task a new job in the
 *   transaction that clears `pausedAt`, so each runs once, after the resume.
 *
 * The two sides meet at the Person's row: pause and resume update it, the
 * worker reads it FOR SHARE in the transaction that parks or starts a task,
 * so a task is never parked by a worker that missed a resume (a resume waits
 * for the parking to commit, then finds the parked task). Both calls are
 * idempotent: pausing a paused Person (or resuming a running one) changes
 * nothing and records nothing.
 */
import type { z } from "zod";
import { db, type Tx } from "../../../core/db/client";
import { recordEvent } from "../../events/record";
import { ApiError } from "../../../core/http/errors";
import { enqueue, newJobId } from "../../jobs/engine";
import { now } from "../../../core/clock/clock";
import { Prisma } from "../../../core/db/generated/client";
import { assertNotSuspended, notSuspendedSql } from "../../leases/suspension";
import type { PauseInputSchema } from "../shapes/control-schemas";
import { personRecord, type PersonRecord } from "./record";

export type PauseInput = z.output<typeof PauseInputSchema>;

/**
 * "This Person runs nothing now" in SQL, for statements over `p` (the Person)
 * and `l` (its lease): paused by its controller, or its lease suspended by the
 * service's operators (lib/domains/leases/suspension.ts). Tasks park on either and
 * wait for both to clear.
 */
const HALTED = Prisma.raw(`(p."pausedAt" IS NOT NULL OR NOT (${notSuspendedSql("l")}))`);

/** The answer to a chat with a paused Person (the controller's words; the counterpart chat says it its own way). */
export function personPausedError(personId: string): ApiError {
  return new ApiError(
    "person_paused",
    `This Person is paused: it takes no chat turn and runs no task until its controller resumes it (POST /api/v3/control/persons/${personId}/resume). No turn was taken.`,
  );
}

/** Throws person_paused when the Person (as read) is paused. */
export function assertNotPaused(person: { id: string; pausedAt: Date | null }): void {
  if (person.pausedAt) throw personPausedError(person.id);
}

/**
 * A statement that takes a turn (the allowance's, lib/domains/allowance/allowance.ts),
 * made to take none while the Person whose id is the parameter `personParam`
 * is paused: the chat's one statement checks the pause where it takes the turn.
 */
export function unlessPaused(takeStatement: string, personParam: string): string {
  // Paused, or its lease suspended by the service's operators (lib/domains/leases/suspension.ts): no turn either way.
  const guarded = takeStatement.replace(
    "WHERE id = $1",
    `WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM "Person" p JOIN "Lease" l ON l.id = p."leaseId" WHERE p.id = ${personParam} AND (p."pausedAt" IS NOT NULL OR NOT (${notSuspendedSql("l")})))`,
  );
  if (guarded === takeStatement) throw new Error("unlessPaused: the statement has no `WHERE id = $1` to guard");
  return guarded;
}

/** After a take that took nothing: resource_suspended if its lease was suspended meanwhile, person_paused if the Person is paused now, else nothing (the allowance says why). */
export async function refuseIfPaused(personId: string): Promise<void> {
  const person = await db().person.findUnique({ where: { id: personId }, select: { id: true, pausedAt: true, lease: { select: { suspendedAt: true, suspendedReason: true } } } });
  if (!person) return;
  assertNotSuspended({ resourceType: "person", lease: person.lease });
  assertNotPaused(person);
}

async function personWithLease(tx: Tx, id: string) {
  const person = await tx.person.findUnique({ where: { id }, include: { lease: true } });
  if (!person) throw new ApiError("not_found", `No Person ${id}.`);
  return person;
}

/** POST …/pause: pauses the Person (once: a paused Person stays as it is), with person.paused on the timeline. */
export async function pausePerson(id: string, input: PauseInput, baseUrl: string): Promise<PersonRecord> {
  const person = await db().$transaction(async (tx) => {
    const paused = await tx.person.updateMany({ where: { id, pausedAt: null }, data: { pausedAt: now() } });
    if (paused.count === 1) {
      await recordEvent(tx, { resourceType: "person", resourceId: id, type: "person.paused", actor: "controller", data: input.reason ? { reason: input.reason } : {} });
    }
    return personWithLease(tx, id);
  });
  return personRecord(person, baseUrl);
}

/**
 * POST …/resume: clears the pause and gives each task parked meanwhile a new
 * job, in one transaction (once: resuming a running Person changes nothing).
 * The caller wakes the workers once it has answered.
 */
export async function resumePerson(id: string, input: PauseInput, baseUrl: string): Promise<PersonRecord> {
  const person = await db().$transaction(async (tx) => {
    // Locks the Person's row: a worker parking a task holds it shared, so this waits for it and then sees the task.
    await tx.$queryRaw`SELECT 1 FROM "Person" WHERE id = ${id} FOR UPDATE`;
    const was = await tx.person.findUnique({ where: { id }, select: { pausedAt: true } });
    if (was?.pausedAt) await tx.person.update({ where: { id }, data: { pausedAt: null } });
    let requeued = 0;
    if (was?.pausedAt) {
      requeued = await requeueParkedTasks(tx, id);
      await recordEvent(tx, {
        resourceType: "person",
        resourceId: id,
        type: "person.resumed",
        actor: "controller",
        data: { ...(input.reason ? { reason: input.reason } : {}), pausedAt: was.pausedAt.toISOString(), tasksRequeued: requeued },
      });
    }
    return personWithLease(tx, id);
  });
  return personRecord(person, baseUrl);
}

/**
 * When the service's operators unsuspend the Person's lease (lib/flows/operator), in
 * that transaction: locks the Person's row (as resume does) and, unless its
 * controller paused it meanwhile, gives every parked task a new job. Answers
 * how many were requeued.
 */
export async function requeueAfterUnsuspend(tx: Tx, personId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ pausedAt: Date | null }[]>`SELECT "pausedAt" FROM "Person" WHERE id = ${personId} FOR UPDATE`;
  if (!row || row.pausedAt) return 0;
  return requeueParkedTasks(tx, personId);
}

/** Gives every parked task of the Person (unfinished, without a job) a new job; locked, so none gets two. */
async function requeueParkedTasks(tx: Tx, personId: string): Promise<number> {
  const parked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Task" WHERE "personId" = ${personId} AND "jobId" IS NULL AND status IN ('queued', 'running')
    ORDER BY "createdAt" FOR UPDATE`;
  for (const { id } of parked) {
    const jobId = await enqueue(tx, "person.task", { taskId: id }, { id: newJobId() });
    await tx.task.update({ where: { id }, data: { jobId } });
  }
  return parked.length;
}

/**
 * In the transaction that would start an attempt of `taskId` (the task
 * worker's): when its Person is paused, parks the task (queued, without a
 * job, no attempt used) and answers true; the job then ends doing nothing.
 * Only the task's own job parks it (`jobId`): a stale copy of a job leaves it.
 */
export async function parkIfPaused(tx: Tx, taskId: string, jobId: string): Promise<boolean> {
  const [row] = await tx.$queryRaw<{ paused: boolean }[]>`
    SELECT ${HALTED} AS paused FROM "Task" t JOIN "Person" p ON p.id = t."personId" JOIN "Lease" l ON l.id = p."leaseId"
    WHERE t.id = ${taskId} FOR SHARE OF p`;
  if (!row?.paused) return false;
  await tx.$executeRaw`
    UPDATE "Task" SET "jobId" = NULL, status = 'queued', "updatedAt" = now()
    WHERE id = ${taskId} AND status IN ('queued', 'running') AND "jobId" = ${jobId}`;
  return true;
}

/** Thrown before a task's next model step when its Person was paused meanwhile (the worker then parks it). */
export class PausedTaskError extends Error {
  constructor() {
    super("The Person was paused: the task waits, queued, until it is resumed.");
  }
}

/** Before a task's model step, in the transaction that takes its turn: PausedTaskError when the Person is paused. */
export async function assertTaskMayStep(tx: Tx, personId: string): Promise<void> {
  const [row] = await tx.$queryRaw<{ paused: boolean }[]>`
    SELECT ${HALTED} AS paused FROM "Person" p JOIN "Lease" l ON l.id = p."leaseId" WHERE p.id = ${personId} FOR SHARE OF p`;
  if (row?.paused) throw new PausedTaskError();
}

export const isPausedTaskError = (error: unknown): boolean =>
  error instanceof PausedTaskError || (error as { cause?: unknown } | null)?.cause instanceof PausedTaskError;

/**
 * A task whose attempt stopped because its Person was paused: queued again,
 * without a job while the Person stays paused (resume gives it one), or
 * with a new job at once if it was resumed meanwhile. Only the attempt that
 * still owns the task does this.
 */
export async function parkStoppedTask(task: { id: string; personId: string; attempts: number }): Promise<void> {
  await db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ paused: boolean }[]>`
      SELECT ${HALTED} AS paused FROM "Person" p JOIN "Lease" l ON l.id = p."leaseId" WHERE p.id = ${task.personId} FOR SHARE OF p`;
    if (!row) return;
    const jobId = row.paused ? null : await enqueue(tx, "person.task", { taskId: task.id }, { id: newJobId() });
    await tx.task.updateMany({
      where: { id: task.id, attempts: task.attempts, status: { in: ["queued", "running"] } },
      data: { status: "queued", jobId },
    });
  });
}
