/**
 * One chat turn with a Person, for its controller (POST /chat) or a signed-in
 * counterpart: take a turn, keep the session's messages, build the prompt from
 * goal, instructions, the relevant knowledge and the state, and stream the
 * reply as the AI SDK's UI message stream (server-sent events). Taking the
 * turn and storing its messages is ./accept.ts; running it is here.
 */
import { createUIMessageStream, createUIMessageStreamResponse, isStepCount, streamText, toUIMessageStream } from "ai";
import { db } from "../../../core/db/client";
import { recordEvent } from "../../events/record";
import { config } from "../../../core/config";
import { searchKnowledge } from "../knowledge/knowledge";
import { personModel } from "../runtime/model";
import { buildSystemPrompt } from "../runtime/prompt";
import { toolsFor } from "../runtime/tool-config";
import { getState } from "../runtime/state";
import { openToolbox, type Toolbox } from "../work/tools";
import { withPageTools } from "../work/page-tools";
import { hasLinkedPages } from "../../links/links";
import { giveBackTurn } from "../runtime/turns";
import { recordUsage, usageOf, usageOfSteps } from "../runtime/usage";
import { log } from "../../../core/log";
import { acceptChatTurn, excerpt, type AcceptedTurn, type ChatTurnInput } from "./accept";

const MAX_STEPS = 5;

/** A turn under way: its session, the turns left after it, and the model's stream. */
export interface StartedTurn {
  sessionId: string;
  turnsRemaining: number;
  model: string;
  result: ReturnType<typeof streamText>;
}

export const MODEL_FAILED_MESSAGE = "The model could not answer this turn. If nothing was produced, the turn was not counted; try again.";

/**
 * Runs an accepted turn: reads the Person, the knowledge passages that match
 * and the state, builds the prompt and starts the model. The reply is
 * persisted (and the timeline written) when the stream ends, whether or not
 * anybody reads it. A failure before the model starts gives the turn back.
 */
export async function runChatTurn(accepted: AcceptedTurn): Promise<StartedTurn> {
  const { input, sessionId, replyId, turnsRemaining: remaining, lastUserText, history } = accepted;
  const { personId, leaseId, party } = input;
  let person, passages, state, linked;
  try {
    [person, passages, state, linked] = await Promise.all([accepted.person, searchKnowledge(personId, lastUserText), getState(personId), hasLinkedPages(personId)]);
  } catch (error) {
    await giveBackTurn(leaseId);
    throw error;
  }
  // A counterpart's turn uses only the tools the controller allowed counterparts (default: read-only).
  const enabled = withPageTools(toolsFor(person.tools, party.origin), linked);
  let toolbox: Toolbox;
  try {
    toolbox = await openToolbox({
      personId,
      enabled,
      config: person.tools,
      origin: party.origin,
      actor: party.origin === "counterpart" ? "counterpart" : "person",
      actorEmail: party.email,
      sessionId,
      signal: input.abortSignal,
      reason: excerpt(`Chat message: ${lastUserText}`, 1000),
    });
  } catch (error) {
    await giveBackTurn(leaseId);
    throw error;
  }
  const closeTools = () => toolbox.close().catch((error) => log.warn({ err: error, personId }, "Closing a turn's tool connections failed"));
  const { model, id: modelId } = personModel();
  const system = buildSystemPrompt({
    name: person.name,
    goal: person.goal,
    instructions: person.instructions,
    passages,
    facts: state.facts,
    tools: enabled,
    audience: party.origin === "counterpart" ? "counterpart" : "controller",
  });

  let produced = false;
  // The usage meter counts the turn once, unless it was given back (lib/domains/persons/runtime/usage.ts).
  let given = false;
  let metered = false;
  let failure: string | null = null;
  // What the model streamed so far, kept for a turn the client aborts before it ends.
  let partial = "";
  const partialCalls: { name: string; input: unknown }[] = [];
  const result = streamText({
    model,
    instructions: system,
    messages: history,
    // A controller may send system messages of its own (ChatMessageInputSchema); the AI SDK refuses them in
    // `messages` unless allowed. A counterpart's session holds only its own plain messages and the replies.
    allowSystemInMessages: party.origin === "controller",
    tools: toolbox.tools,
    // A call that waits for approval does not end the turn: the model is told it waits and says so (the outcome is
    // added to the session once answered); a second call needing approval in the turn is refused.
    stopWhen: isStepCount(MAX_STEPS),
    maxOutputTokens: config().llm.maxOutputTokens,
    abortSignal: input.abortSignal,
    onChunk: ({ chunk }) => {
      if (chunk.type === "text-delta" && chunk.text) {
        produced = true;
        partial += chunk.text;
      } else if (chunk.type === "tool-call") {
        produced = true;
        partialCalls.push({ name: chunk.toolName, input: chunk.input });
      }
    },
    // The client went away (or MCP cancelled the call) mid-turn: the model stops, and what
    // happened is recorded; a turn that produced nothing is given back, as a failed one is.
    onAbort: async ({ steps }) => {
      void closeTools();
      given ||= !produced;
      const meter = !given && !metered;
      metered = true;
      try {
        if (!produced) await giveBackTurn(leaseId);
        await db().$transaction(async (tx) => {
          if (meter) await recordUsage(tx, personId, usageOfSteps(steps, partialCalls.length));
          if (partial || partialCalls.length) {
            await tx.chatMessage.create({
              data: { id: replyId, sessionId, personId, role: "assistant", content: partial, parts: { toolCalls: partialCalls, aborted: true } as object },
            });
          }
          await recordEvent(tx, {
            resourceType: "person",
            resourceId: personId,
            type: "person.chat.aborted",
            actor: party.origin,
            actorEmail: party.email,
            data: {
              sessionId,
              message: excerpt(lastUserText),
              reply: excerpt(partial),
              toolCalls: partialCalls.map((call) => call.name),
              turnReturned: !produced,
              model: modelId,
            },
          });
        });
      } catch (error) {
        log.error({ err: error, personId }, "Recording an aborted chat turn failed");
      }
    },
    onError: async ({ error }) => {
      void closeTools();
      failure = error instanceof Error ? error.message : String(error);
      log.error({ err: error, personId }, "Chat turn failed");
      given ||= !produced;
      if (!produced) await giveBackTurn(leaseId);
      await db().$transaction((tx) =>
        recordEvent(tx, {
          resourceType: "person",
          resourceId: personId,
          type: "person.chat.failed",
          actor: party.origin,
          actorEmail: party.email,
          data: { sessionId, turnReturned: !produced, error: excerpt(failure ?? "", 200) },
        }),
      );
    },
    onEnd: async ({ text, steps, totalUsage }) => {
      void closeTools();
      const toolCalls = steps.flatMap((step) => step.toolCalls.map((call) => ({ name: call.toolName, input: call.input })));
      const meter = !given && !metered;
      metered = true;
      await db().$transaction(async (tx) => {
        if (meter) await recordUsage(tx, personId, usageOf(totalUsage, toolCalls.length));
        await tx.chatMessage.create({
          data: { id: replyId, sessionId, personId, role: "assistant", content: text, parts: { toolCalls } as object },
        });
        await recordEvent(tx, {
          resourceType: "person",
          resourceId: personId,
          type: "person.chat.message",
          actor: party.origin,
          actorEmail: party.email,
          data: {
            sessionId,
            message: excerpt(lastUserText),
            reply: excerpt(text),
            toolCalls: toolCalls.map((call) => call.name),
            turnsRemaining: remaining,
            model: modelId,
          },
        });
      });
    },
  });
  // Finish (and persist) the turn even when the client goes away mid-stream.
  // A turn that ended in none of the callbacks above (its stream broke off) is metered here, as the allowance counted it.
  void Promise.resolve(result.consumeStream({ onError: () => {} }))
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(async () => {
      if (given || metered) return;
      metered = true;
      await recordUsage(null, personId, usageOf(undefined, partialCalls.length));
    })
    .catch((error: unknown) => log.error({ err: error, personId }, "Metering a chat turn failed"));
  return { sessionId, turnsRemaining: remaining, model: modelId, result };
}

/** Takes and starts one turn (MCP's invoke_person reads the model's stream itself). */
export async function startChatTurn(input: ChatTurnInput): Promise<StartedTurn> {
  return runChatTurn(await acceptChatTurn(input));
}

/**
 * One turn answered as the AI SDK's UI message stream (REST chat and the
 * counterpart chat). The answer starts as soon as the turn is accepted: the
 * `start` event (session id, turns left, model) goes out while the prompt is
 * built and the model starts, and the model's events follow it.
 */
export async function chatTurn(input: ChatTurnInput): Promise<Response> {
  const accepted = await acceptChatTurn(input);
  const { sessionId, replyId, turnsRemaining, model } = accepted;
  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      // Turns left are the controller's business: a counterpart's stream does not carry them. The reply's
      // id is the one it is stored under, so a client sending the conversation back (useChat) is known to hold it.
      writer.write({
        type: "start",
        messageId: replyId,
        // (`at`: when the reply began, for the time the chat page shows under it.)
        messageMetadata: input.party.origin === "counterpart" ? { sessionId, model, at: new Date().toISOString() } : { sessionId, turnsRemaining, model },
      });
      // The answer goes out with the start event before the turn's reads and the model's call begin: they
      // start in a later turn of the event loop, once the response (and this first event) has been handed on.
      await new Promise((resolve) => setImmediate(resolve));
      const { result } = await runChatTurn(accepted);
      writer.merge(toUIMessageStream({ stream: result.stream, sendStart: false, onError: () => MODEL_FAILED_MESSAGE }));
    },
    onError: (error) => {
      log.error({ err: error, personId: input.personId }, "Chat turn failed before the model started");
      return MODEL_FAILED_MESSAGE;
    },
  });
  // no-transform: an event stream is passed on as it is written, never compressed on the way (Next.js's gzip would
  // hold each event back for zlib to flush it; docs/performance.md), and no proxy may buffer it to transform it.
  return createUIMessageStreamResponse({ stream, headers: { "X-Leasehold-Session-Id": sessionId, "Cache-Control": "no-store, no-transform" } });
}
