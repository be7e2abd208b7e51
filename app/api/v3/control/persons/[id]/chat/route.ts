import { after } from "next/server";
import { db } from "@/lib/db/client";
import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { chatTurn } from "@/lib/persons/chat";
import { ChatInputSchema, PERSON_LIMITS } from "@/lib/persons/schemas";
import { drainTasks } from "@/lib/persons/task-worker";

export const POST = controlRoute("person", async (request, { id, baseUrl }) => {
  const chat = await parseJsonBody(request, ChatInputSchema, { limit: PERSON_LIMITS.message * 4 * PERSON_LIMITS.messages });
  const person = await db().person.findUniqueOrThrow({ where: { id }, include: { lease: true } });
  // Tasks the Person queued during the turn start once the reply has streamed.
  after(() => drainTasks({ max: 5 }).catch((error) => console.error("Task drain after chat:", error)));
  return chatTurn({ person, party: { origin: "controller" }, chat, baseUrl, abortSignal: request.signal });
});
