import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { assignTask } from "@/lib/persons/control";
import { TaskInputSchema } from "@/lib/persons/schemas";
import { listTasks } from "@/lib/persons/tasks";

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ tasks: await listTasks(id) }));

export const POST = controlRoute("person", async (request, { id }) =>
  Response.json(await assignTask(id, await parseJsonBody(request, TaskInputSchema)), { status: 201 }),
);
