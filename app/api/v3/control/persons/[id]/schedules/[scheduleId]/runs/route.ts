import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { RunsQuerySchema, scheduleIdOf } from "@/lib/domains/persons/shapes/schedule-schemas";
import { listScheduleRuns } from "@/lib/domains/persons/work/schedules";

export const GET = controlRoute<{ id: string; scheduleId: string }>("person", async (request, { id, params }) =>
  Response.json(await listScheduleRuns(id, scheduleIdOf(params.scheduleId), parseQuery(request, RunsQuerySchema))),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods();
