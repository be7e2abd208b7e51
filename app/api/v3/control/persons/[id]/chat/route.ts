import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseJsonBody } from "@/lib/adapters/http/handler";
import { controllerChat } from "@/lib/domains/persons/control/control";
import { PERSON_PRELOAD } from "@/lib/domains/persons/runtime/record";
import { CHAT_BODY_LIMIT, ChatInputSchema } from "@/lib/domains/persons/shapes/chat-schemas";

/** Runs model steps (a streamed turn, or tasks pulled by after()): as long as a serverless function may. */
export const maxDuration = 300;

// The Person for the prompt is read in the statement that counts the request and checks its token (lib/adapters/http/control.ts, with the persons domain's PERSON_PRELOAD).
export const POST = controlRoute(
  "person",
  async (request, { id, baseUrl, token, preloaded }) => {
    const chat = await parseJsonBody(request, ChatInputSchema, { limit: CHAT_BODY_LIMIT });
    return controllerChat(id, token.leaseId, chat, baseUrl, request.signal, preloaded);
  },
  { preload: PERSON_PRELOAD },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods();
