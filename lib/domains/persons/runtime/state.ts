/**
 * A Person's derived state: the facts its runtime recorded (per scope), task
 * counts, last activity and turns remaining. Facts are written together with
 * their timeline event, so the state is always what the timeline says.
 */
import type { z } from "zod";
import type { Prisma } from "../../../core/db/generated/client";
import { remaining } from "../../../core/allowance-units";
import { db, type Tx } from "../../../core/db/client";
import { recordEvent } from "../../events/record";
import type { Actor } from "../../events/catalogue";
import type { PersonStateSchema } from "../shapes/schemas";

export const DEFAULT_SCOPE = "default";

export async function recordFact(
  tx: Tx,
  input: { personId: string; scopeId?: string; key: string; value: unknown; actor: Actor; actorEmail?: string | null },
): Promise<{ scopeId: string; version: number }> {
  const scopeId = input.scopeId?.trim() || DEFAULT_SCOPE;
  // Lock (or create) the scope's row, so concurrent facts both land.
  await tx.$executeRaw`INSERT INTO "PersonState" ("personId", "scopeId", data, version, "updatedAt")
    VALUES (${input.personId}, ${scopeId}, '{}'::jsonb, 0, now()) ON CONFLICT DO NOTHING`;
  const [row] = await tx.$queryRaw<{ data: Record<string, unknown>; recordedBy: Record<string, unknown>; version: number }[]>`
    SELECT data, "recordedBy", version FROM "PersonState" WHERE "personId" = ${input.personId} AND "scopeId" = ${scopeId} FOR UPDATE`;
  const data = { ...(row?.data ?? {}), [input.key]: input.value };
  // Who caused the fact is kept with it (and on its timeline event).
  const recordedBy = { ...(row?.recordedBy ?? {}), [input.key]: { actor: input.actor, actorEmail: input.actorEmail ?? null } };
  const updated = await tx.personState.update({
    where: { personId_scopeId: { personId: input.personId, scopeId } },
    data: { data: data as Prisma.InputJsonValue, recordedBy: recordedBy as Prisma.InputJsonValue, version: { increment: 1 } },
  });
  await recordEvent(tx, {
    resourceType: "person",
    resourceId: input.personId,
    type: "person.state.recorded",
    actor: input.actor,
    actorEmail: input.actorEmail,
    data: { scopeId, key: input.key, value: input.value },
  });
  return { scopeId, version: updated.version };
}

export async function getState(personId: string, scopeId = DEFAULT_SCOPE): Promise<z.infer<typeof PersonStateSchema>> {
  const [state, counts, last, person] = await Promise.all([
    db().personState.findUnique({ where: { personId_scopeId: { personId, scopeId } } }),
    db().task.groupBy({ by: ["status"], where: { personId }, _count: { _all: true } }),
    db().timelineEvent.findFirst({ where: { resourceType: "person", resourceId: personId }, orderBy: { id: "desc" }, select: { createdAt: true } }),
    db().person.findUniqueOrThrow({ where: { id: personId }, include: { lease: true } }),
  ]);
  const tasks = { queued: 0, running: 0, awaiting_approval: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const group of counts) tasks[group.status] = group._count._all;
  return {
    personId,
    scopeId,
    facts: (state?.data as Record<string, unknown>) ?? {},
    recordedBy: (state?.recordedBy as z.infer<typeof PersonStateSchema>["recordedBy"]) ?? {},
    tasks,
    lastActivityAt: last?.createdAt.toISOString() ?? null,
    turnsRemaining: remaining(person.lease),
    version: state?.version ?? 0,
    updatedAt: state?.updatedAt.toISOString() ?? null,
  };
}
