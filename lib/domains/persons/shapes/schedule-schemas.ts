/**
 * A Person's schedules (docs/persons.md "Schedules"): the shapes of the REST
 * routes, the MCP tools and the OpenAPI document. A cron expression is read
 * by croner (lib/domains/persons/shapes/cron.ts), never by hand.
 */
import { z } from "zod";
import "zod-openapi";
import { ApiError } from "../../../core/http/errors";
import { checkCron, checkTimezone } from "./cron";
import { PERSON_LIMITS, TaskInputSchema, TaskStatusSchema } from "./schemas";

export const SCHEDULE_LIMITS = {
  /** Schedules one Person may have (finished one-time schedules count until deleted). */
  perPerson: 20,
  /** Characters of a cron expression. */
  cron: 100,
  /** Characters of a time zone name. */
  timezone: 64,
  /** How far ahead a one-time schedule may be set, in days. */
  runAtDays: 5 * 366,
  /** Runs kept per schedule (older ones are dropped as new ones are recorded). */
  runsKept: 200,
  /** Missed instants recorded one by one per catch-up (the latest ones; the event counts them all, up to missedCounted). */
  missedRecorded: 20,
  missedCounted: 1000,
} as const;

export const RUNS_LIMIT = { min: 1, max: 100, default: 20 } as const;

export const SCHEDULE_ID_PATTERN = /^sch_[0-9a-z]{24}$/;

export const MissedPolicySchema = z.enum(["skip", "run_once"]).meta({
  id: "ScheduleMissedPolicy",
  description:
    "What runs missed while the service was down do. An instant is missed when the sweep first sees it more than 10 minutes after it was due. skip (default): each missed instant is recorded as skipped (reason missed) and no task runs for it; run_once: the latest missed instant runs once (the earlier ones are recorded as skipped), unless an instant on time runs in the same sweep.",
});

const cronField = z
  .string()
  .trim()
  .max(SCHEDULE_LIMITS.cron)
  .superRefine((value, ctx) => {
    const problem = checkCron(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({
    description:
      'Five fields, minute resolution: minute hour day-of-month month day-of-week, each a number, *, a range a-b, a step */n or a-b/n, or a list of these; month and weekday names (JAN, MON) are taken. Seconds, years, nicknames (@daily) and L, W, #, ? are refused. Day-of-month and day-of-week together match either (as cron does). Example: "0 9 * * MON-FRI".',
    example: "0 9 * * MON-FRI",
  });

const timezoneField = z
  .string()
  .trim()
  .min(1)
  .max(SCHEDULE_LIMITS.timezone)
  .superRefine((value, ctx) => {
    const problem = checkTimezone(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .meta({ description: "An IANA time zone (Europe/Berlin, America/New_York, UTC) the cron expression is read in, daylight-saving changes included. Default UTC.", example: "Europe/Berlin" });

const runAtField = z.iso.datetime({ offset: true }).meta({
  description: "A one-time schedule: the instant it runs (ISO 8601 with Z or an offset), in the future and at most 5 years ahead.",
  example: "2027-01-15T09:00:00Z",
});

const { title, instructions, maxTurns } = TaskInputSchema.shape;

export const ScheduleInputSchema = z
  .strictObject({
    title: title.meta({ description: "The title of each run's task." }),
    instructions: instructions.meta({ description: "The instructions of each run's task." }),
    maxTurns: maxTurns.meta({ description: "Bound of each run's task: the most turns it may consume (1 to 20, default 1)." }),
    cron: cronField.optional(),
    timezone: timezoneField.optional(),
    runAt: runAtField.optional(),
    missedPolicy: MissedPolicySchema.default("skip"),
    paused: z.boolean().default(false).meta({ description: "Create it paused (default false)." }),
  })
  .superRefine((value, ctx) => {
    if ((value.cron === undefined) === (value.runAt === undefined)) {
      ctx.addIssue({ code: "custom", path: ["cron"], message: "Send either cron (a recurring schedule) or runAt (one time), not both and not neither." });
    }
    if (value.timezone !== undefined && value.cron === undefined) {
      ctx.addIssue({ code: "custom", path: ["timezone"], message: "timezone goes with cron (runAt is an instant: give it a Z or an offset)." });
    }
  })
  .meta({
    id: "ScheduleInput",
    description: "A schedule: cron (with timezone) or runAt, and the task each run queues (title, instructions, maxTurns).",
    example: { title: "Morning summary", instructions: "Summarise yesterday's recorded facts in your state under `daily_summary`.", maxTurns: 2, cron: "0 9 * * MON-FRI", timezone: "Europe/Berlin", missedPolicy: "skip" },
  });

export const SchedulePatchSchema = z
  .strictObject({
    title: title.optional(),
    instructions: instructions.optional(),
    maxTurns: z.number().int().min(1).max(PERSON_LIMITS.maxTaskTurns).optional().meta({ description: "The most turns each run's task may consume (1 to 20)." }),
    cron: cronField.optional().meta({ description: "A cron schedule's new expression (the next run is computed again from now)." }),
    timezone: timezoneField.optional().meta({ description: "A cron schedule's new time zone." }),
    runAt: runAtField.optional().meta({ description: "A one-time schedule's new instant (in the future)." }),
    missedPolicy: MissedPolicySchema.optional(),
    paused: z
      .boolean()
      .optional()
      .meta({ description: "true pauses it (no run until resumed); false resumes it from now: instants that passed while it was paused are not run, and a one-time schedule whose time passed cannot be resumed (409)." }),
  })
  .refine((value) => Object.values(value).some((member) => member !== undefined), { message: "Send at least one member." })
  .meta({ id: "SchedulePatch", description: "Change a schedule, pause it ({paused: true}) or resume it ({paused: false}); at least one member." });

export const ScheduleIdSchema = z.object({
  scheduleId: z.string().regex(SCHEDULE_ID_PATTERN, "a schedule id (sch_ and 24 letters or digits)").meta({ description: "The schedule's id." }),
});

/** The path's schedule id; one not of our form names no schedule (404, as an unknown one). */
export function scheduleIdOf(scheduleId: string): string {
  if (!SCHEDULE_ID_PATTERN.test(scheduleId)) throw new ApiError("not_found", "No schedule with that id on this Person.");
  return scheduleId;
}

export const ScheduleSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["cron", "once"]).meta({ description: "cron: recurring; once: runAt." }),
    title: z.string(),
    instructions: z.string(),
    maxTurns: z.int(),
    cron: z.string().nullable(),
    timezone: z.string().nullable(),
    runAt: z.iso.datetime().nullable(),
    missedPolicy: MissedPolicySchema,
    status: z.enum(["active", "paused", "finished"]).meta({ description: "finished: a one-time schedule that ran (or was skipped)." }),
    pausedAt: z.iso.datetime().nullable(),
    nextRunAt: z.iso.datetime().nullable().meta({ description: "The next instant it runs (UTC); null when paused or finished." }),
    finishedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Schedule" });

export const ScheduleListSchema = z.object({ schedules: z.array(ScheduleSchema), limit: z.int().meta({ description: "The most schedules this Person may have." }) }).meta({ id: "ScheduleList" });

export const ScheduleDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "ScheduleDeleted", description: "The schedule and its run history are gone; tasks it queued stay." });

export const RunReasonSchema = z.enum(["missed", "turns_exhausted", "lease_expired", "person_paused", "resource_suspended"]).meta({
  id: "ScheduleRunReason",
  description: "Why a run did not run: missed (the service was down, see missedPolicy), turns_exhausted (no turn left this term), lease_expired (the term ended), person_paused (its controller paused the Person), resource_suspended (the service's operators suspended it).",
});

export const ScheduleRunSchema = z
  .object({
    id: z.string(),
    scheduledFor: z.iso.datetime().meta({ description: "The instant it was due (UTC)." }),
    handledAt: z.iso.datetime().meta({ description: "When the sweep fired it or recorded it as skipped." }),
    status: z.enum(["fired", "skipped"]),
    reason: RunReasonSchema.nullable(),
    taskId: z.string().nullable(),
    task: z
      .object({
        status: TaskStatusSchema,
        turnsUsed: z.int(),
        result: z.unknown().nullable(),
        error: z.string().nullable(),
        finishedAt: z.iso.datetime().nullable(),
      })
      .nullable()
      .meta({ description: "The outcome of the task it queued, as the task is now (null when it did not run)." }),
  })
  .meta({ id: "ScheduleRun" });

export const RunsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(RUNS_LIMIT.min)
    .max(RUNS_LIMIT.max)
    .default(RUNS_LIMIT.default)
    .meta({ description: `Runs per page, ${RUNS_LIMIT.min} to ${RUNS_LIMIT.max} (default ${RUNS_LIMIT.default}).` }),
  cursor: z.iso.datetime().optional().meta({ description: "nextCursor of the previous page." }),
});

export const ScheduleRunListSchema = z
  .object({ runs: z.array(ScheduleRunSchema), nextCursor: z.string().nullable() })
  .meta({ id: "ScheduleRunList", description: `Newest first; the last ${SCHEDULE_LIMITS.runsKept} runs of the schedule are kept.` });
