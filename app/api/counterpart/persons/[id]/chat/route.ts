import { counterpartEmail } from "@/lib/auth/session";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http/errors";
import { baseUrlOf, parseJsonBody } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { chatTurn } from "@/lib/persons/chat";
import { openPerson } from "@/lib/persons/counterpart";
import { CounterpartChatInputSchema } from "@/lib/persons/schemas";
import { drainAfterResponse } from "@/lib/persons/task-worker";

/**
 * The chat of signed-in counterparts (what the Person page's useChat calls).
 * Authorised by the NextAuth session and the Person's audience, never by a
 * capability token; answers the same UI message stream as the control chat.
 */
export const POST = limitedRoute("counterpart", async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", "Sign in to chat.");
  const body = await parseJsonBody(request, CounterpartChatInputSchema);
  const access = await openPerson(id, email);
  if (access.state === "missing") throw new ApiError("not_found", "No such Person.");
  if (access.state === "denied") throw new ApiError("forbidden", "You do not have access to this Person.");
  drainAfterResponse("counterpart chat");
  return chatTurn({
    personId: access.person.id,
    leaseId: access.person.leaseId,
    person: access.person,
    party: { origin: "counterpart", email },
    chat: { sessionId: body.sessionId, message: body.message },
    baseUrl: baseUrlOf(request, config().publicBaseUrl),
    abortSignal: request.signal,
  });
});
