import { controlRoute, controlWrite } from "@/lib/http/control";
import { otherMethods } from "@/lib/http/handler";
import { assignTask } from "@/lib/persons/control";
import { TaskInputSchema } from "@/lib/persons/schemas";
import { listTasks } from "@/lib/persons/tasks";

/** Runs model steps (a streamed turn, or tasks pulled by after()): as long as a serverless function may. */
export const maxDuration = 300;

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ tasks: await listTasks(id) }));

export const POST = controlWrite("person", { schema: TaskInputSchema }, async (input, { id }) =>
  Response.json(await assignTask(id, input), { status: 201 }),
);

export const { PUT, PATCH, DELETE } = otherMethods();
