import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods } from "@/lib/adapters/http/handler";
import { assignTask } from "@/lib/domains/persons/control/control";
import { TaskInputSchema } from "@/lib/domains/persons/shapes/schemas";
import { listTasks } from "@/lib/domains/persons/work/tasks";

/** Runs model steps (a streamed turn, or tasks pulled by after()): as long as a serverless function may. */
export const maxDuration = 300;

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ tasks: await listTasks(id) }));

export const POST = controlWrite("person", { schema: TaskInputSchema }, async (input, { id }) =>
  Response.json(await assignTask(id, input), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods();
