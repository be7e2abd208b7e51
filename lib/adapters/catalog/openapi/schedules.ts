/** A Person's schedules, with their examples. */
import { z } from "zod";
import type { PublishedRoute } from "../../../core/http/routes";
import { RunsQuerySchema, ScheduleDeletedSchema, ScheduleIdSchema, ScheduleInputSchema, ScheduleListSchema, SchedulePatchSchema, ScheduleRunListSchema, ScheduleSchema } from "../../../domains/persons/shapes/schedule-schemas";
import { requestExample, responseExample } from "./examples";
import { one, run, schedule, SCHEDULE_ID } from "./story";
import { controlWithoutBody, idempotentWrite, IdParam, type Spec } from "./spec";

/** A Person's schedules (lib/domains/persons/work/schedules.ts, docs/persons.md "Schedules"). */
type ScheduleRoute = Extract<PublishedRoute, `${string} /api/v3/control/persons/{id}/schedules${string}`>;
export function scheduleSpecs(): Record<ScheduleRoute, Spec> {
  const path = z.object({ id: IdParam.shape.id, scheduleId: ScheduleIdSchema.shape.scheduleId });
  return {
    "POST /api/v3/control/persons/{id}/schedules": idempotentWrite("person", "createSchedule", "Create a schedule: a cron expression in an IANA time zone, or one time (runAt); each run queues a task with its title and instructions", ScheduleInputSchema, { status: 201, description: "The schedule, with its next run (nextRunAt, UTC).", schema: ScheduleSchema }, { errors: ["schedule_limit"] }),
    "GET /api/v3/control/persons/{id}/schedules": controlWithoutBody("person", "listSchedules", "List the Person's schedules (at most 20), oldest first", { description: "The schedules.", schema: ScheduleListSchema }),
    "GET /api/v3/control/persons/{id}/schedules/{scheduleId}": controlWithoutBody("person", "getSchedule", "Read one schedule", { description: "The schedule.", schema: ScheduleSchema }, { path }),
    "PATCH /api/v3/control/persons/{id}/schedules/{scheduleId}": idempotentWrite("person", "updateSchedule", "Change a schedule, pause it ({paused: true}) or resume it ({paused: false})", SchedulePatchSchema, { status: 200, description: "The schedule.", schema: ScheduleSchema }, { path, errors: ["conflict"] }),
    "DELETE /api/v3/control/persons/{id}/schedules/{scheduleId}": controlWithoutBody("person", "deleteSchedule", "Delete a schedule and its run history (the tasks it queued stay)", { description: "It is gone.", schema: ScheduleDeletedSchema }, { path }),
    "GET /api/v3/control/persons/{id}/schedules/{scheduleId}/runs": controlWithoutBody("person", "listScheduleRuns", "A schedule's run history, newest first: each instant, when it was handled, its task and the task's outcome, or why it did not run", { description: "Runs, newest first (the last 200 are kept).", schema: ScheduleRunListSchema, query: RunsQuerySchema }, { path }),
  };
}

// ---- schedules
requestExample(SchedulePatchSchema, {
  pause: { summary: "Pause it", value: { paused: true } },
  retime: { summary: "Another time of day", value: { cron: "30 7 * * MON-FRI" } },
});
responseExample(ScheduleSchema, one("Weekdays at 9:00 in Berlin", schedule));
responseExample(ScheduleListSchema, one("One schedule", { schedules: [schedule], limit: 20 }));
responseExample(ScheduleDeletedSchema, one("Deleted", { id: SCHEDULE_ID, deleted: true }));
responseExample(ScheduleRunListSchema, one("Newest first: a run, and a day it did not run", {
  runs: [
    { ...run, task: { status: "succeeded", turnsUsed: 1, result: { summary: "3 new patients yesterday." }, error: null, finishedAt: "2026-11-24T08:00:21.000Z" } },
    { id: "p0o9i8u7y6t5r4e3w2q1a2s3", scheduledFor: "2026-11-23T08:00:00.000Z", handledAt: "2026-11-23T08:00:03.000Z", status: "skipped", reason: "person_paused", taskId: null, task: null },
  ],
  nextCursor: null,
}));
