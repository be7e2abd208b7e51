import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { scheduleIdOf, SchedulePatchSchema } from "@/lib/domains/persons/shapes/schedule-schemas";
import { deleteSchedule, getSchedule, updateSchedule } from "@/lib/domains/persons/work/schedules";

type Params = { id: string; scheduleId: string };

export const GET = controlRoute<Params>("person", async (_request, { id, params }) => Response.json(await getSchedule(id, scheduleIdOf(params.scheduleId))));

export const PATCH = controlWrite<typeof SchedulePatchSchema, Params>("person", { schema: SchedulePatchSchema }, async (patch, { id, params }) =>
  Response.json(await updateSchedule(id, scheduleIdOf(params.scheduleId), patch)),
);

export const DELETE = controlRoute<Params>("person", async (_request, { id, params }) => Response.json(await deleteSchedule(id, scheduleIdOf(params.scheduleId))));

export const { POST, PUT } = otherMethods();
