/**
 * The schedule tools of a Person's control session, one per schedule route
 * (app/api/v3/control/persons/[id]/schedules/…): the same domain functions
 * (lib/domains/persons/work/schedules.ts), schemas and errors.
 */
import { z } from "zod";
import { validate } from "../../core/http/parse";
import type { TokenContext } from "../../domains/tokens/authenticate";
import { RunsQuerySchema, ScheduleDeletedSchema, ScheduleIdSchema, ScheduleInputSchema, ScheduleListSchema, SchedulePatchSchema, ScheduleRunListSchema, ScheduleSchema } from "../../domains/persons/shapes/schedule-schemas";
import { createSchedule, deleteSchedule, getSchedule, listScheduleRuns, listSchedules, updateSchedule } from "../../domains/persons/work/schedules";
import { defineTool, DESTROY, READ, REPLACE, type ToolCall, type ToolDefinition, WRITE } from "./tool";


const scheduleId = ScheduleIdSchema.shape.scheduleId;

export function scheduleTools(subjectOf: (call: ToolCall) => TokenContext): ToolDefinition[] {
  const person = (call: ToolCall) => subjectOf(call).resourceId;
  return [
    defineTool({
      name: "create_schedule",
      title: "Create a schedule",
      description: "Queue a task on a schedule: cron with a timezone, or once at runAt (at most 20 schedules).",
      input: ScheduleInputSchema,
      output: ScheduleSchema,
      annotations: WRITE,
      run: async (input, call) => ({ value: await createSchedule(person(call), input) }),
    }),
    defineTool({
      name: "list_schedules",
      title: "List schedules",
      description: "The Person's schedules with their status and next run.",
      input: z.strictObject({}),
      output: ScheduleListSchema,
      annotations: READ,
      run: async (_args, call) => ({ value: await listSchedules(person(call)) }),
    }),
    defineTool({
      name: "get_schedule",
      title: "Read a schedule",
      description: "One schedule: its timing, task, status and next run.",
      input: z.strictObject({ scheduleId }),
      output: ScheduleSchema,
      annotations: READ,
      run: async (args, call) => ({ value: await getSchedule(person(call), args.scheduleId) }),
    }),
    defineTool({
      name: "update_schedule",
      title: "Change, pause or resume a schedule",
      description: "Change a schedule's task, timing or missedPolicy; paused: true pauses it, false resumes it.",
      input: z.strictObject({ scheduleId, ...SchedulePatchSchema.shape }),
      output: ScheduleSchema,
      annotations: REPLACE,
      run: async ({ scheduleId: id, ...patch }, call) => ({ value: await updateSchedule(person(call), id, validate(SchedulePatchSchema, patch, "The arguments")) }),
    }),
    defineTool({
      name: "delete_schedule",
      title: "Delete a schedule",
      description: "Delete a schedule and its run history; tasks it queued stay.",
      input: z.strictObject({ scheduleId }),
      output: ScheduleDeletedSchema,
      annotations: DESTROY,
      run: async (args, call) => ({ value: await deleteSchedule(person(call), args.scheduleId) }),
    }),
    defineTool({
      name: "list_schedule_runs",
      title: "Read a schedule's run history",
      description: "A schedule's runs, newest first: fired (with its task) or skipped and why; pass nextCursor as cursor for more.",
      input: z.strictObject({ scheduleId, ...RunsQuerySchema.shape }),
      output: ScheduleRunListSchema,
      annotations: READ,
      run: async ({ scheduleId: id, ...page }, call) => ({ value: await listScheduleRuns(person(call), id, validate(RunsQuerySchema, page, "The arguments")) }),
    }),
  ];
}
