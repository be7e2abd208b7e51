import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { ScheduleInputSchema } from "@/lib/domains/persons/shapes/schedule-schemas";
import { createSchedule, listSchedules } from "@/lib/domains/persons/work/schedules";

export const GET = controlRoute("person", async (_request, { id }) => Response.json(await listSchedules(id)));

export const POST = controlWrite("person", { schema: ScheduleInputSchema }, async (input, { id }) => Response.json(await createSchedule(id, input), { status: 201 }));

export const { PUT, PATCH, DELETE } = otherMethods();
