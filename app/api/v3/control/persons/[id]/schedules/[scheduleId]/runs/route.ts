import { controlRoute } from "@/lib/http/control";
import { otherMethods, parseQuery } from "@/lib/http/handler";
import { RunsQuerySchema, scheduleIdOf } from "@/lib/persons/schedule-schemas";
import { listScheduleRuns } from "@/lib/persons/schedules";

export const GET = controlRoute<{ id: string; scheduleId: string }>("person", async (request, { id, params }) =>
  Response.json(await listScheduleRuns(id, scheduleIdOf(params.scheduleId), parseQuery(request, RunsQuerySchema))),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods();
