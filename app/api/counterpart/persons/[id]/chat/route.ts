import { config } from "@/lib/core/config";
import { ApiError } from "@/lib/core/http/errors";
import { counterpartWrite } from "@/lib/adapters/http/counterpart";
import { baseUrlOf, otherMethods } from "@/lib/adapters/http/handler";
import { chatTurn } from "@/lib/domains/persons/chat/chat";
import { controllerBusinessReason, openPerson, unavailableReason, type UnavailableReason } from "@/lib/domains/persons/chat/counterpart";
import { CounterpartChatInputSchema } from "@/lib/domains/persons/shapes/chat-schemas";
import { drainAfterResponse } from "@/lib/domains/persons/work/task-worker";

/** Runs model steps (a streamed turn, or tasks pulled by after()): as long as a serverless function may. */
export const maxDuration = 300;

/**
 * The chat of signed-in counterparts (what the Person page's useChat calls).
 * Authorised by the NextAuth session and the Person's audience, never by a
 * capability token; answers the same UI message stream as the control chat,
 * without the controller's business: a Person that cannot answer (lease
 * expired, turns used up, destroyed) is "unavailable" to a counterpart
 * (`service_unavailable`, one neutral message), never its turn count, renewal
 * route or price; and the stream's metadata carries no turns left. Its
 * `reason` (unavailable, limit, removed) is what the chat page says beside its
 * disabled composer.
 */
const unavailable = (reason: UnavailableReason) =>
  new ApiError("service_unavailable", "This Person is unavailable right now. Please try again later.", { extra: { reason } });

export const POST = counterpartWrite<{ id: string }, typeof CounterpartChatInputSchema>("/api/counterpart/persons/{id}/chat", { signIn: "Sign in to chat.", json: CounterpartChatInputSchema }, async ({ request, params: { id }, email, body }) => {
  const access = await openPerson(id, email);
  if (access.state === "missing") throw new ApiError("not_found", "No such Person.");
  if (access.state === "denied" || access.state === "signed-out") throw new ApiError("forbidden", "You do not have access to this Person.");
  if (access.state === "destroyed") throw unavailable("removed");
  if (access.state === "unavailable") throw unavailable(unavailableReason(access.person.lease) ?? "unavailable");
  drainAfterResponse("counterpart chat");
  return chatTurn({
    personId: access.person.id,
    leaseId: access.person.leaseId,
    person: access.person,
    party: { origin: "counterpart", email },
    chat: { sessionId: body.sessionId, message: body.message },
    baseUrl: baseUrlOf(request, config().publicBaseUrl),
    abortSignal: request.signal,
  }).catch((error: unknown) => {
    // The lease ran out between the check above and the turn.
    const reason = error instanceof ApiError ? controllerBusinessReason(error.code) : undefined;
    if (reason) throw unavailable(reason);
    // Paused by its controller (lib/domains/persons/runtime/pause.ts): 409 person_paused, in the counterpart's terms (the chat page's reason `paused`).
    if (error instanceof ApiError && error.code === "person_paused") {
      throw new ApiError("person_paused", "This Person is paused and is not taking messages right now. Please try again later.", { extra: { reason: "paused" } });
    }
    throw error;
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods();
