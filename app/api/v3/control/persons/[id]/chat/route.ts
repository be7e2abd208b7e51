import { controlRoute } from "@/lib/http/control";
import { parseJsonBody } from "@/lib/http/handler";
import { controllerChat } from "@/lib/persons/control";
import { ChatInputSchema, PERSON_LIMITS } from "@/lib/persons/schemas";

export const POST = controlRoute("person", async (request, { id, baseUrl }) => {
  const chat = await parseJsonBody(request, ChatInputSchema, { limit: PERSON_LIMITS.message * 4 * PERSON_LIMITS.messages });
  return controllerChat(id, chat, baseUrl, request.signal);
});
