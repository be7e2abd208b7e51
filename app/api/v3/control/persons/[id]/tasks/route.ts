import { after } from "next/server";
import { db } from "@/lib/db/client";
import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { TaskInputSchema } from "@/lib/persons/schemas";
import { drainTasks } from "@/lib/persons/task-worker";
import { createTask, listTasks } from "@/lib/persons/tasks";

export const GET = controlRoute("person", async (_request, { id }) => Response.json({ tasks: await listTasks(id) }));

export const POST = controlRoute("person", async (request, { id }) => {
  const input = await parseJsonBody(request, TaskInputSchema);
  const task = await db().$transaction((tx) => createTask(tx, id, input, "controller"));
  after(() => drainTasks({ max: 5 }).catch((error) => console.error("Task drain after POST /tasks:", error)));
  return Response.json(task, { status: 201 });
});
