/**
 * A Person's schedules (docs/persons.md "Schedules"): a cron expression in an
 * IANA time zone, or one time (runAt); each run queues a Person task with the
 * schedule's title, instructions and maxTurns.
 *
 * Firing: each schedule row holds `nextRunAt`. The sweep (`sweepSchedules`,
 * the `person.schedule.sweep` job every minute, or the cron route on Vercel)
 * claims due schedules one at a time with FOR UPDATE SKIP LOCKED and, in one
 * transaction, records each due instant as a run (unique per schedule and
 * instant: no instant fires twice, whoever sweeps), queues its task and
 * advances nextRunAt. Every time is the service's clock (lib/core/clock), so tests
 * move it.
 *
 * Missed: an instant is missed when the sweep first sees it more than
 * GRACE_MS (10 minutes) after it was due (the service was down, or no sweep
 * ran). `skip` records missed instants as skipped; `run_once` runs the latest
 * of them once, unless an instant on time runs in the same sweep.
 *
 * Turns: a run takes no turn itself; its task does, like any task. A run
 * whose lease has ended (lease_expired) or has no turn left this term
 * (turns_exhausted) is recorded as skipped without a task, and one
 * `person.schedule.skipped` event goes out when a schedule starts being
 * skipped for that reason (not one per run: the runs of a stretch are in its
 * history).
 */
import { isSuspended } from "../../leases/suspension";
import { hasUnitLeft } from "../../../core/allowance-units";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { nowMs } from "../../../core/clock/clock";
import { db, type Tx } from "../../../core/db/client";
import type { PersonSchedule, PersonScheduleRun, Prisma } from "../../../core/db/generated/client";
import { recordEvent, type EventInput } from "../../events/record";
import type { EventData } from "../../events/catalogue";
import { ApiError } from "../../../core/http/errors";
import { log } from "../../../core/log";
import { instantsBetween, latestInstants, nextInstant } from "../shapes/cron";
import {
  SCHEDULE_LIMITS,
  type RunsQuerySchema,
  type ScheduleDeletedSchema,
  type ScheduleInputSchema,
  type ScheduleListSchema,
  type SchedulePatchSchema,
  type ScheduleRunListSchema,
  type ScheduleSchema,
} from "../shapes/schedule-schemas";
import { createTask } from "./tasks";

export type ScheduleRecord = z.infer<typeof ScheduleSchema>;
type RunReason = "missed" | "turns_exhausted" | "lease_expired" | "person_paused" | "resource_suspended";

/** An instant is missed when the sweep first sees it more than this long after it was due. */
export const GRACE_MS = 10 * 60_000;

const DAY_MS = 86_400_000;
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

function newScheduleId(): string {
  let id = "";
  while (id.length < 24) for (const byte of randomBytes(32)) if (byte < 252 && id.length < 24) id += ALPHABET[byte % 36];
  return `sch_${id}`;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
const nowDate = () => new Date(nowMs());

export function scheduleRecord(row: PersonSchedule): ScheduleRecord {
  return {
    id: row.id,
    kind: row.cron ? "cron" : "once",
    title: row.title,
    instructions: row.instructions,
    maxTurns: row.maxTurns,
    cron: row.cron,
    timezone: row.timezone,
    runAt: iso(row.runAt),
    missedPolicy: row.missedPolicy as ScheduleRecord["missedPolicy"],
    status: row.finishedAt ? "finished" : row.pausedAt ? "paused" : "active",
    pausedAt: iso(row.pausedAt),
    nextRunAt: row.finishedAt || row.pausedAt ? null : iso(row.nextRunAt),
    finishedAt: iso(row.finishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const invalid = (path: string, message: string) => new ApiError("validation_failed", message, { details: [{ path, message }] });

/** A one-time instant a schedule may take now: in the future, at most SCHEDULE_LIMITS.runAtDays ahead. */
function checkRunAt(runAt: Date, now: Date): void {
  if (runAt.getTime() <= now.getTime()) throw invalid("runAt", `runAt must be in the future (it is ${now.toISOString()} now).`);
  if (runAt.getTime() > now.getTime() + SCHEDULE_LIMITS.runAtDays * DAY_MS) throw invalid("runAt", "runAt may be at most 5 years ahead.");
}

/** The next instant of a cron schedule after `now` (checked to exist when the expression was taken). */
function nextCron(cron: string, timezone: string, now: Date): Date {
  const next = nextInstant(cron, timezone, now);
  if (!next) throw invalid("cron", "This expression never runs again.");
  return next;
}

async function lockPerson(tx: Tx, personId: string): Promise<void> {
  const [person] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Person" WHERE id = ${personId} FOR UPDATE`;
  if (!person) throw new ApiError("not_found", `No Person ${personId}.`);
}

async function lockSchedule(tx: Tx, personId: string, scheduleId: string): Promise<PersonSchedule> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "PersonSchedule" WHERE id = ${scheduleId} AND "personId" = ${personId} FOR UPDATE`;
  if (!locked) throw new ApiError("not_found", "No schedule with that id on this Person.");
  return tx.personSchedule.findUniqueOrThrow({ where: { id: scheduleId } });
}

/** POST …/schedules: at most SCHEDULE_LIMITS.perPerson per Person (counted with the Person's row locked). */
export async function createSchedule(personId: string, input: z.output<typeof ScheduleInputSchema>): Promise<ScheduleRecord> {
  return db().$transaction(async (tx) => {
    await lockPerson(tx, personId);
    const count = await tx.personSchedule.count({ where: { personId } });
    if (count >= SCHEDULE_LIMITS.perPerson) {
      throw new ApiError("schedule_limit", `This Person has ${count} schedules, the most it may have (${SCHEDULE_LIMITS.perPerson}); delete one first (finished one-time schedules count until deleted).`);
    }
    const now = nowDate();
    const timezone = input.cron !== undefined ? (input.timezone ?? "UTC") : null;
    const runAt = input.runAt !== undefined ? new Date(input.runAt) : null;
    if (runAt) checkRunAt(runAt, now);
    const nextRunAt = input.cron !== undefined ? nextCron(input.cron, timezone!, now) : runAt!;
    const row = await tx.personSchedule.create({
      data: {
        id: newScheduleId(),
        personId,
        title: input.title,
        instructions: input.instructions,
        maxTurns: input.maxTurns,
        cron: input.cron ?? null,
        timezone,
        runAt,
        missedPolicy: input.missedPolicy,
        pausedAt: input.paused ? now : null,
        nextRunAt,
      },
    });
    const record = scheduleRecord(row);
    const data = { scheduleId: row.id, title: row.title, kind: record.kind, cron: row.cron, timezone: row.timezone, runAt: record.runAt, status: record.status, nextRunAt: record.nextRunAt };
    await controllerEvent(tx, personId, "person.schedule.created", data);
    return record;
  });
}

/** A change the controller made to a schedule, on the Person's timeline. */
const controllerEvent = <T extends "person.schedule.created" | "person.schedule.updated" | "person.schedule.deleted">(tx: Tx, personId: string, type: T, data: EventData<T>) =>
  recordEvent(tx, { resourceType: "person", resourceId: personId, type, actor: "controller", data } as EventInput<T>);

export async function listSchedules(personId: string): Promise<z.infer<typeof ScheduleListSchema>> {
  const rows = await db().personSchedule.findMany({ where: { personId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: SCHEDULE_LIMITS.perPerson });
  return { schedules: rows.map(scheduleRecord), limit: SCHEDULE_LIMITS.perPerson };
}

export async function getSchedule(personId: string, scheduleId: string): Promise<ScheduleRecord> {
  const row = await db().personSchedule.findFirst({ where: { id: scheduleId, personId } });
  if (!row) throw new ApiError("not_found", "No schedule with that id on this Person.");
  return scheduleRecord(row);
}

/** PATCH …/schedules/{scheduleId}: change it, pause it ({paused: true}) or resume it ({paused: false}). */
export async function updateSchedule(personId: string, scheduleId: string, patch: z.output<typeof SchedulePatchSchema>): Promise<ScheduleRecord> {
  return db().$transaction(async (tx) => {
    const row = await lockSchedule(tx, personId, scheduleId);
    const isCron = row.cron !== null;
    if (!isCron && (patch.cron !== undefined || patch.timezone !== undefined)) throw invalid(patch.cron !== undefined ? "cron" : "timezone", "This is a one-time schedule: change runAt (or create a cron schedule).");
    if (isCron && patch.runAt !== undefined) throw invalid("runAt", "This is a cron schedule: change cron or timezone (or create a one-time schedule).");
    if (row.finishedAt) throw new ApiError("conflict", "This one-time schedule has finished: create a new one (or delete it).");

    const now = nowDate();
    const data: Prisma.PersonScheduleUpdateInput = {};
    const changed: string[] = [];
    for (const key of ["title", "instructions", "maxTurns", "missedPolicy", "cron", "timezone"] as const) {
      if (patch[key] !== undefined && patch[key] !== row[key]) {
        (data as Record<string, unknown>)[key] = patch[key];
        changed.push(key);
      }
    }
    const runAt = patch.runAt !== undefined ? new Date(patch.runAt) : row.runAt;
    if (patch.runAt !== undefined) {
      checkRunAt(runAt!, now);
      if (runAt!.getTime() !== row.runAt?.getTime()) {
        data.runAt = runAt;
        changed.push("runAt");
      }
    }
    const wasPaused = row.pausedAt !== null;
    const paused = patch.paused ?? wasPaused;
    if (paused !== wasPaused) changed.push("paused");
    const timing = changed.some((key) => key === "cron" || key === "timezone" || key === "runAt");
    if (paused) {
      if (!wasPaused) data.pausedAt = now;
    } else if (wasPaused || timing) {
      // Resumed or re-timed: from now on; instants that passed meanwhile do not run.
      if (wasPaused) data.pausedAt = null;
      if (isCron) data.nextRunAt = nextCron(patch.cron ?? row.cron!, patch.timezone ?? row.timezone ?? "UTC", now);
      else {
        if (runAt!.getTime() <= now.getTime()) throw new ApiError("conflict", `This one-time schedule's time (${runAt!.toISOString()}) passed while it was paused: give it a new runAt with {paused: false}, or delete it.`);
        data.nextRunAt = runAt;
      }
    }
    if (!changed.length) return scheduleRecord(row);
    const updated = await tx.personSchedule.update({ where: { id: row.id }, data });
    const record = scheduleRecord(updated);
    await controllerEvent(tx, personId, "person.schedule.updated", { scheduleId: row.id, title: updated.title, changed, status: record.status, nextRunAt: record.nextRunAt });
    return record;
  });
}

export async function deleteSchedule(personId: string, scheduleId: string): Promise<z.infer<typeof ScheduleDeletedSchema>> {
  return db().$transaction(async (tx) => {
    const row = await lockSchedule(tx, personId, scheduleId);
    await tx.personSchedule.delete({ where: { id: row.id } });
    await controllerEvent(tx, personId, "person.schedule.deleted", { scheduleId: row.id, title: row.title });
    return { id: row.id, deleted: true as const };
  });
}

/** A run as the export keeps it (without its task's outcome: the export's tasks have them). */
export function scheduleRunRecord(run: PersonScheduleRun) {
  return {
    id: run.id,
    scheduledFor: run.scheduledFor.toISOString(),
    handledAt: run.handledAt.toISOString(),
    status: run.status as "fired" | "skipped",
    reason: (run.reason as RunReason | null) ?? null,
    taskId: run.taskId,
  };
}

/** GET …/schedules/{scheduleId}/runs: newest first, each with its task's outcome as the task is now. */
export async function listScheduleRuns(personId: string, scheduleId: string, page: z.output<typeof RunsQuerySchema>): Promise<z.infer<typeof ScheduleRunListSchema>> {
  await getSchedule(personId, scheduleId);
  const rows = await db().personScheduleRun.findMany({
    where: { scheduleId, ...(page.cursor ? { scheduledFor: { lt: new Date(page.cursor) } } : {}) },
    orderBy: { scheduledFor: "desc" },
    take: page.limit + 1,
  });
  const shown = rows.slice(0, page.limit);
  const taskIds = shown.flatMap((run) => (run.taskId ? [run.taskId] : []));
  const tasks = new Map((taskIds.length ? await db().task.findMany({ where: { id: { in: taskIds }, personId } }) : []).map((task) => [task.id, task]));
  return {
    runs: shown.map((run) => {
      const task = run.taskId ? tasks.get(run.taskId) : undefined;
      return {
        ...scheduleRunRecord(run),
        task: task ? { status: task.status, turnsUsed: task.turnsUsed, result: task.result ?? null, error: task.error, finishedAt: iso(task.finishedAt) } : null,
      };
    }),
    nextCursor: rows.length > page.limit ? shown.at(-1)!.scheduledFor.toISOString() : null,
  };
}

// ── the sweep ────────────────────────────────────────────────────────────

/** Records one instant as handled; false when it was already (the unique (scheduleId, scheduledFor) row). */
async function recordRun(tx: Tx, scheduleId: string, scheduledFor: Date, handledAt: Date, status: "fired" | "skipped", reason: RunReason | null): Promise<string | null> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "PersonScheduleRun" (id, "scheduleId", "scheduledFor", "handledAt", status, reason)
    VALUES (${newScheduleId().slice(4)}, ${scheduleId}, ${scheduledFor}, ${handledAt}, ${status}, ${reason})
    ON CONFLICT ("scheduleId", "scheduledFor") DO NOTHING
    RETURNING id`;
  return row?.id ?? null;
}

type Handled = { fired: number; skipped: number };

/** Handles every due instant of one locked schedule, and moves it on: all in the caller's transaction. */
async function handleSchedule(tx: Tx, schedule: PersonSchedule, now: Date): Promise<Handled> {
  const handled: Handled = { fired: 0, skipped: 0 };
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const due = schedule.nextRunAt!;
  let onTime: Date[] = [];
  let missed: Date[] = [];
  let missedCount = 0;
  let next: Date | null = null;
  if (schedule.cron) {
    const tz = schedule.timezone ?? "UTC";
    // On time: due within the grace period (at most one per minute of it).
    onTime = instantsBetween(schedule.cron, tz, due > cutoff ? due : cutoff, now, 60, 60).instants;
    if (due < cutoff) {
      missed = latestInstants(schedule.cron, tz, due, cutoff, SCHEDULE_LIMITS.missedRecorded);
      missedCount = instantsBetween(schedule.cron, tz, due, new Date(cutoff.getTime() - 1), 0, SCHEDULE_LIMITS.missedCounted).counted;
    }
    next = nextInstant(schedule.cron, tz, now);
  } else if (due < cutoff) {
    missed = [due];
    missedCount = 1;
  } else onTime = [due];

  // run_once: the latest missed instant runs, unless one on time runs anyway.
  const fire = [...onTime];
  if (schedule.missedPolicy === "run_once" && missed.length && !onTime.length) fire.push(missed.pop()!);
  const base = { resourceType: "person" as const, resourceId: schedule.personId, actor: "system" as const };

  let skippedMissed = 0;
  for (const at of missed) if (await recordRun(tx, schedule.id, at, now, "skipped", "missed")) skippedMissed++;
  if (skippedMissed) {
    handled.skipped += skippedMissed;
    const counted = schedule.missedPolicy === "run_once" && fire.length > onTime.length ? missedCount - 1 : missedCount;
    await recordEvent(tx, {
      ...base,
      type: "person.schedule.skipped",
      // The first missed instant is the one nextRunAt held (only the latest ones are recorded one by one).
      data: { scheduleId: schedule.id, title: schedule.title, reason: "missed", scheduledFor: due.toISOString(), lastScheduledFor: missed.at(-1)!.toISOString(), count: Math.max(counted, skippedMissed) },
    });
  }

  if (fire.length) {
    const person = await tx.person.findUnique({ where: { id: schedule.personId }, include: { lease: true } });
    const lease = person?.lease;
    for (const at of fire) {
      // A paused Person runs nothing (POST …/pause): its instants are skipped, not made up after resume. (A pause
      // that lands after this read leaves a queued task, which the task worker parks until the resume.)
      const reason: RunReason | null =
        !lease || lease.status !== "active" || lease.termEnd.getTime() <= now.getTime()
          ? "lease_expired"
          : isSuspended(lease)
            ? "resource_suspended"
          : person?.pausedAt
            ? "person_paused"
            : !hasUnitLeft(lease)
              ? "turns_exhausted"
              : null;
      if (reason) {
        const [previous] = await tx.personScheduleRun.findMany({ where: { scheduleId: schedule.id, scheduledFor: { lt: at } }, orderBy: { scheduledFor: "desc" }, take: 1 });
        if (!(await recordRun(tx, schedule.id, at, now, "skipped", reason))) continue;
        handled.skipped++;
        // One event when a schedule starts being skipped for this reason; the stretch's runs are in its history.
        if (previous?.status !== "skipped" || previous.reason !== reason) {
          await recordEvent(tx, { ...base, type: "person.schedule.skipped", data: { scheduleId: schedule.id, title: schedule.title, reason, scheduledFor: at.toISOString(), lastScheduledFor: at.toISOString(), count: 1 } });
        }
        continue;
      }
      const runId = await recordRun(tx, schedule.id, at, now, "fired", null);
      if (!runId) continue;
      const task = await createTask(
        tx,
        schedule.personId,
        { title: schedule.title, instructions: schedule.instructions, maxTurns: schedule.maxTurns, input: { scheduleId: schedule.id, scheduledFor: at.toISOString() } },
        "system",
      );
      await tx.personScheduleRun.update({ where: { id: runId }, data: { taskId: task.id } });
      await recordEvent(tx, { ...base, type: "person.schedule.fired", data: { scheduleId: schedule.id, title: schedule.title, scheduledFor: at.toISOString(), taskId: task.id } });
      handled.fired++;
    }
  }

  await tx.personSchedule.update({
    where: { id: schedule.id },
    data: schedule.cron ? { nextRunAt: next, ...(next ? {} : { finishedAt: now }) } : { nextRunAt: null, finishedAt: now },
  });
  // The history is bounded: the newest runsKept runs stay.
  await tx.$executeRaw`
    DELETE FROM "PersonScheduleRun" WHERE id IN (
      SELECT id FROM "PersonScheduleRun" WHERE "scheduleId" = ${schedule.id} ORDER BY "scheduledFor" DESC OFFSET ${SCHEDULE_LIMITS.runsKept})`;
  return handled;
}

/** At most this many schedules per sweep; the next sweep takes the rest. */
const SWEEP_MAX = 500;

/**
 * One pass: every due schedule (nextRunAt at or before the clock, not paused
 * or finished) is claimed with FOR UPDATE SKIP LOCKED (two sweeps at once
 * take different schedules) and handled in its own transaction. `personId`
 * sweeps one Person's schedules only (tests).
 */
export async function sweepSchedules(options: { personId?: string } = {}): Promise<{ schedules: number; fired: number; skipped: number }> {
  const totals = { schedules: 0, fired: 0, skipped: 0 };
  const failed: string[] = [];
  for (let i = 0; i < SWEEP_MAX; i++) {
    const now = nowDate();
    let found = false;
    let claimed: string | null = null;
    let handled: Handled | null = null;
    try {
      await db().$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM "PersonSchedule"
          WHERE "nextRunAt" <= ${now} AND "pausedAt" IS NULL AND "finishedAt" IS NULL
            AND (${options.personId ?? null}::text IS NULL OR "personId" = ${options.personId ?? null})
            AND NOT (id = ANY(${failed}::text[]))
          ORDER BY "nextRunAt" LIMIT 1 FOR UPDATE SKIP LOCKED`;
        if (!row) return;
        found = true;
        claimed = row.id;
        const schedule = await tx.personSchedule.findUniqueOrThrow({ where: { id: row.id } });
        handled = await handleSchedule(tx, schedule, now);
      });
    } catch (error) {
      if (!claimed) throw error;
      failed.push(claimed);
      log.error({ err: error, scheduleId: claimed }, "A schedule could not be handled; the next sweep tries again");
      continue;
    }
    if (!found) break;
    if (handled) {
      totals.schedules++;
      totals.fired += (handled as Handled).fired;
      totals.skipped += (handled as Handled).skipped;
    }
  }
  return totals;
}
