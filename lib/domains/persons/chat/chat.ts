/**
 * One chat turn with a Person, for its controller (POST /chat) or a signed-in
 * counterpart: take a turn, keep the session's messages, build the prompt from
 * goal, instructions, the relevant knowledge and the state, and stream the
 * reply as the AI SDK's UI message stream (server-sent events).
 */
import { createUIMessageStream, createUIMessageStreamResponse, isStepCount, streamText, toUIMessageStream, type ModelMessage } from "ai";
import type { z } from "zod";
import type { Person } from "../../../core/db/generated/client";
import { db, pool } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import { recordEvent } from "../../events/record";
import { config } from "../../../core/config";
import { searchKnowledge } from "../knowledge/knowledge";
import { personModel } from "../runtime/model";
import { buildSystemPrompt } from "../runtime/prompt";
import { toolsFor } from "../runtime/tool-config";
import { PERSON_LIMITS } from "../shapes/schemas";
import { isUiMessage, type ChatInputSchema, type ChatMessageInput } from "../shapes/chat-schemas";
import { getState } from "../runtime/state";
import { openToolbox, type Toolbox } from "../work/tools";
import { withPageTools } from "../work/page-tools";
import { hasLinkedPages } from "../../links/links";
import { noteAllowanceAfter, TAKE_ONE_BY_LEASE_ID, type Taken } from "../../allowance/allowance";
import { giveBackTurn, refuseTurn } from "../runtime/turns";
import { assertNotPaused, refuseIfPaused, unlessPaused } from "../runtime/pause";
import { recordUsage, usageOf, usageOfSteps } from "../runtime/usage";
import { newRowId } from "../../../core/ids";
import { removeTokens } from "../../../core/token-format";
import { log } from "../../../core/log";

/** How many earlier messages of a session the model sees. */
const HISTORY = 40;
const MAX_STEPS = 5;

export type ChatInput = z.output<typeof ChatInputSchema>;

export interface ChatParty {
  origin: "controller" | "counterpart";
  /** The signed-in counterpart's email (counterpart chats only). */
  email?: string | null;
}

/** A message to store: its role and text, and (sent as a UI message) the id the client knows it by. */
type NewMessage = ChatMessageInput & { uiMessageId?: string };

/** The turn's new messages ({role, content} shape), with any capability token removed before they are stored or prompted. */
function newMessagesOf(input: ChatInput): NewMessage[] {
  const messages = (input.messages ?? []).filter((message): message is ChatMessageInput => !isUiMessage(message));
  return [...messages, ...(input.message !== undefined ? [{ role: "user" as const, content: input.message }] : [])].map((message) => ({
    ...message,
    content: removeTokens(message.content),
  }));
}

/** Whether the turn came as AI SDK UI messages (useChat's body). */
const isUiTurn = (input: ChatInput) => (input.messages ?? []).some(isUiMessage);

/**
 * The new messages of a turn sent as AI SDK UI messages. useChat sends the
 * whole conversation every time; the service keeps the session itself, so
 * the new messages are those the session does not hold yet: a message is
 * held when its id is a stored message's (the service's replies are stored
 * under the id their stream's `start` announced) or the UI id a stored
 * message came with. A new message's text parts, joined, are its content;
 * an assistant message without text (a reply that failed before its first
 * word) carries nothing to store. Reasoning, step and tool parts are the
 * Person's own earlier output: read, never stored again (the schema refuses
 * any other part). Every new message's size is checked as the other shape's.
 */
async function newUiMessagesOf(input: ChatInput, sessionId: string | null): Promise<NewMessage[]> {
  const messages = (input.messages ?? []).filter(isUiMessage);
  const ids = messages.map((message) => message.id);
  const held = new Set<string>();
  if (sessionId) {
    // Unnamed, as every statement here: it runs through transaction poolers.
    const { rows } = await pool().query<{ id: string; ui: string | null }>({
      text: `SELECT id, parts->>'uiMessageId' AS ui FROM "ChatMessage" WHERE "sessionId" = $1 AND (id = ANY($2::text[]) OR parts->>'uiMessageId' = ANY($2::text[]))`,
      values: [sessionId, ids],
    });
    for (const row of rows) held.add(row.ui ?? row.id).add(row.id);
  }
  const fresh: NewMessage[] = [];
  const problems: { path: string; message: string }[] = [];
  messages.forEach((message, index) => {
    if (held.has(message.id)) return;
    const text = message.parts
      .filter((part) => part.type === "text")
      .map((part) => String(part.text))
      .join("\n\n");
    if (!text.trim()) {
      if (message.role !== "assistant") problems.push({ path: `messages.${index}.parts`, message: "A new message needs text." });
      return;
    }
    if (text.length > PERSON_LIMITS.message) problems.push({ path: `messages.${index}.parts`, message: `At most ${PERSON_LIMITS.message} characters per message; this one has ${text.length}.` });
    fresh.push({ role: message.role, content: removeTokens(text), uiMessageId: message.id });
  });
  if (!problems.length && !fresh.length) {
    problems.push({ path: "messages", message: `The session already holds every message sent: nothing new to answer. Add the new message at the end of messages.` });
  }
  if (fresh.length > PERSON_LIMITS.messages) problems.push({ path: "messages", message: `At most ${PERSON_LIMITS.messages} new messages in one turn; this one has ${fresh.length}.` });
  const chars = fresh.reduce((sum, message) => sum + message.content.length, 0);
  if (chars > PERSON_LIMITS.turn) {
    problems.push({ path: "messages", message: `One chat turn may hold at most ${PERSON_LIMITS.turn} characters of new messages in all; this one has ${chars}.` });
  }
  if (problems.length) {
    throw new ApiError("validation_failed", `The body is invalid (${problems[0]!.path}: ${problems[0]!.message}).`, { details: problems });
  }
  return fresh;
}

const excerpt = (text: string, length = 280) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const notThisPersons = (sessionId: string) => new ApiError("not_found", `No chat session ${sessionId} for this Person.`);

/**
 * The session a turn continues: it must belong to this Person and this party.
 * `mayStart`: an id no session has yet names a new one (useChat's chat id);
 * otherwise an unknown id is a 404.
 */
async function sessionFor(personId: string, party: ChatParty, sessionId: string | undefined, mayStart = false) {
  if (!sessionId) return null;
  const session = await db().chatSession.findUnique({ where: { id: sessionId } });
  if (!session && mayStart) return null;
  if (!session || session.personId !== personId || session.origin !== party.origin || (party.origin === "counterpart" && session.counterpartEmail !== party.email)) {
    throw notThisPersons(sessionId);
  }
  return session;
}

export interface ChatTurnInput {
  personId: string;
  /** The Person's lease, whose turns the chat takes. */
  leaseId: string;
  /** The Person, when the caller has it already; else it is read while the turn is accepted. */
  person?: Person;
  party: ChatParty;
  chat: ChatInput;
  baseUrl: string;
  abortSignal?: AbortSignal;
}

/** A turn under way: its session, the turns left after it, and the model's stream. */
export interface StartedTurn {
  sessionId: string;
  turnsRemaining: number;
  model: string;
  result: ReturnType<typeof streamText>;
}

export const MODEL_FAILED_MESSAGE = "The model could not answer this turn. If nothing was produced, the turn was not counted; try again.";

/** A turn taken and its messages stored: what the reply needs next. */
export interface AcceptedTurn {
  input: ChatTurnInput;
  /** The Person (name, goal, instructions, tools) for the prompt. */
  person: Promise<Person>;
  sessionId: string;
  /** The id the reply is stored under, announced in the stream's `start` event (so useChat's copy of it is known as held). */
  replyId: string;
  turnsRemaining: number;
  model: string;
  lastUserText: string;
  history: ModelMessage[];
}

/**
 * Accepts one turn: checks the session, takes the turn (429 or 402 when none
 * is left) and stores the new messages. Everything that can refuse the turn
 * happens here, before any answer is sent; once this returns, the messages
 * are stored and the turn counted.
 */
export async function acceptChatTurn(input: ChatTurnInput): Promise<AcceptedTurn> {
  const { personId, leaseId, party } = input;
  // A paused Person takes no turn (409 person_paused, lib/domains/persons/runtime/pause.ts); its statement below checks it again.
  if (input.person) assertNotPaused(input.person);
  // UI messages (useChat): `id` names the session unless sessionId does; a new id starts one under it.
  const ui = isUiTurn(input.chat);
  const requested = input.chat.sessionId ?? (ui ? input.chat.id : undefined);
  const existing = await sessionFor(personId, party, requested, ui && input.chat.sessionId === undefined);
  const incoming = ui ? await newUiMessagesOf(input.chat, existing?.id ?? null) : newMessagesOf(input.chat);
  const lastUserText = [...incoming].reverse().find((m) => m.role === "user")?.content ?? incoming.at(-1)?.content ?? "";
  // The prompt's Person is read while the turn is taken: nothing before the answer waits for it.
  const person = input.person
    ? Promise.resolve(input.person)
    : db()
        .person.findUnique({ where: { id: personId } })
        .then((found) => found ?? Promise.reject(new ApiError("not_found", `No Person ${personId}.`)));
  person.catch(() => {}); // awaited by runChatTurn; a failure before then is reported there
  const sessionId = existing?.id ?? requested ?? newRowId();
  const now = Date.now();
  // One statement: the turn is taken and the messages stored together, or neither. Unnamed
  // (never a named prepared statement), so it runs through transaction poolers such as PgBouncer.
  const { rows } = await pool().query<Taken & { stored: boolean }>({
    text: TAKE_TURN_AND_STORE,
    values: [
      leaseId,
      personId,
      sessionId,
      party.origin,
      party.email ?? null,
      excerpt(incoming.at(-1)?.content ?? "", 80),
      incoming.map(() => newRowId()),
      incoming.map((message) => message.role),
      incoming.map((message) => message.content),
      incoming.map((_, index) => utcTimestamp(now + index)),
      incoming.map((message) => (message.uiMessageId ? JSON.stringify({ uiMessageId: message.uiMessageId }) : null)),
    ],
  });
  if (!rows[0]) await refuseIfPaused(personId);
  if (!rows[0]) await refuseTurn({ id: leaseId, resourceId: personId }, input.baseUrl);
  if (!rows[0]!.stored) {
    // A session started under a client's id that another Person's or party's session took meanwhile: nothing was stored.
    await giveBackTurn(leaseId);
    throw notThisPersons(sessionId);
  }
  const remaining = rows[0]!.remaining;
  // The turn is taken: person.turns.low or .exhausted, once per term, if this take reached it (lib/domains/allowance).
  await noteAllowanceAfter(rows[0]!);
  try {
    // A new session's history is the messages just sent: no need to read them back.
    const stored = existing
      ? (await db().chatMessage.findMany({ where: { sessionId }, orderBy: { createdAt: "desc" }, take: HISTORY })).reverse()
      : incoming.slice(-HISTORY);
    // Stored messages were scrubbed when written; scrubbed again, so no older row brings a token to the model.
    const history = stored.map((row) => ({ role: row.role as "user" | "assistant" | "system", content: removeTokens(row.content) }) as ModelMessage);
    return { input, person, sessionId, replyId: newRowId(), turnsRemaining: remaining, model: personModel().id, lastUserText, history };
  } catch (error) {
    await giveBackTurn(leaseId);
    throw error;
  }
}

/**
 * Takes a turn from the lease ($1: the allowance's statement, lib/domains/allowance) and, only if one was left, creates the
 * session ($3, or touches it when it exists and is this Person's and party's:
 * it then sorts first; `stored` is false when it is not) and stores the new
 * messages in it (with the UI id each came with, $11). Sent on the pool as one statement (one round trip,
 * one commit) rather than a Prisma transaction of four: it sits before the
 * first byte of every chat answer. Timestamps are UTC, as Prisma stores them.
 */
const TAKE_TURN_AND_STORE = `
  WITH turn AS (${unlessPaused(TAKE_ONE_BY_LEASE_ID, "$2")}
  ), session AS (
    INSERT INTO "ChatSession" (id, "personId", origin, "counterpartEmail", title, "createdAt", "updatedAt")
    SELECT $3, $2, $4::"ChatOrigin", $5, $6, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM turn
    ON CONFLICT (id) DO UPDATE SET "updatedAt" = EXCLUDED."updatedAt"
      WHERE "ChatSession"."personId" = $2 AND "ChatSession".origin = $4::"ChatOrigin" AND "ChatSession"."counterpartEmail" IS NOT DISTINCT FROM $5
    RETURNING id
  ), stored AS (
    INSERT INTO "ChatMessage" (id, "sessionId", "personId", role, content, "createdAt", parts)
    SELECT m.id, session.id, $2, m.role, m.content, m.at, m.parts
      FROM session, unnest($7::text[], $8::text[], $9::text[], $10::timestamp[], $11::jsonb[]) AS m(id, role, content, at, parts)
  )
  SELECT remaining, included, "leaseId", "resourceType", "resourceId", "termEndMs", EXISTS (SELECT 1 FROM session) AS stored FROM turn`;

/** A UTC timestamp as PostgreSQL reads a `timestamp` (Prisma's DateTime columns hold UTC). */
const utcTimestamp = (ms: number) => new Date(ms).toISOString().replace("T", " ").replace("Z", "");

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
