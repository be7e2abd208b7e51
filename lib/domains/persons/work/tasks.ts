/**
 * A Person's task queue: bounded work the controller (or the Person itself,
 * through its create_task tool) assigns. States: queued → running →
 * succeeded | failed; cancelled is reserved for a controller's cancel.
 * Each task is a `person.task` job of the job engine (lib/domains/jobs), queued in
 * the same transaction as its row: the worker is lib/domains/persons/work/task-worker.ts.
 */
import type { z } from "zod";
import type { Prisma, Task } from "../../../core/db/generated/client";
import { db, type Tx } from "../../../core/db/client";
import { enqueue, newJobId } from "../../jobs/engine";
import { recordEvent } from "../../events/record";
import type { Actor } from "../../events/catalogue";
import type { TaskInputSchema, TaskSchema } from "../shapes/schemas";

export type TaskRecord = z.infer<typeof TaskSchema>;
export type TaskSource = NonNullable<TaskRecord["source"]>;

export function taskRecord(task: Task): TaskRecord {
  return {
    id: task.id,
    title: task.title,
    instructions: task.instructions,
    input: task.input ?? null,
    maxTurns: task.maxTurns,
    turnsUsed: task.turnsUsed,
    status: task.status,
    result: task.result ?? null,
    error: task.error,
    createdBy: task.createdBy as Actor,
    createdByEmail: task.createdByEmail,
    source: (task.source as TaskRecord["source"]) ?? null,
    createdAt: task.createdAt.toISOString(),
    startedAt: task.startedAt?.toISOString() ?? null,
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}

export async function createTask(
  tx: Tx,
  personId: string,
  input: z.output<typeof TaskInputSchema>,
  actor: Actor,
  actorEmail?: string | null,
  /** What started it when not a caller (a linked Page's submission): `key` is unique, so a repeat creates nothing (P2002). */
  origin?: { key: string; source: TaskSource },
): Promise<TaskRecord> {
  const jobId = newJobId();
  const task = await tx.task.create({
    data: {
      jobId,
      personId,
      title: input.title,
      instructions: input.instructions,
      input: input.input === undefined ? undefined : (input.input as Prisma.InputJsonValue),
      maxTurns: input.maxTurns,
      createdBy: actor,
      createdByEmail: actorEmail ?? null,
      ...(origin ? { sourceKey: origin.key, source: origin.source as Prisma.InputJsonValue } : {}),
    },
  });
  await enqueue(tx, "person.task", { taskId: task.id }, { id: jobId });
  await recordEvent(tx, {
    resourceType: "person",
    resourceId: personId,
    type: "person.task.created",
    actor,
    actorEmail,
    data: { taskId: task.id, title: task.title, maxTurns: task.maxTurns, ...(origin ? { source: origin.source } : {}) },
  });
  return taskRecord(task);
}

export async function listTasks(personId: string): Promise<TaskRecord[]> {
  const tasks = await db().task.findMany({ where: { personId }, orderBy: { createdAt: "desc" }, take: 500 });
  return tasks.map(taskRecord);
}
