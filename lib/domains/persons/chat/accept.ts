/**
 * Accepting one chat turn with a Person (for its controller or a signed-in counterpart): the session it continues,
 * its new messages ({role, content}, or the AI SDK UI messages useChat sends, of which the session does not hold
 * yet), and the one statement that takes the lease's turn and stores them. Everything that can refuse a turn is here;
 * ./chat.ts runs what is accepted.
 */
import type { ModelMessage } from "ai";
import type { z } from "zod";
import type { Person } from "../../../core/db/generated/client";
import { db, pool } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import { personModel } from "../runtime/model";
import { PERSON_LIMITS } from "../shapes/schemas";
import { isUiMessage, type ChatInputSchema, type ChatMessageInput } from "../shapes/chat-schemas";
import { noteAllowanceAfter, TAKE_ONE_BY_LEASE_ID, type Taken } from "../../allowance/allowance";
import { giveBackTurn, refuseTurn } from "../runtime/turns";
import { assertNotPaused, refuseIfPaused, unlessPaused } from "../runtime/pause";
import { newRowId } from "../../../core/ids";
import { removeTokens } from "../../../core/token-format";

/** How many earlier messages of a session the model sees. */
const HISTORY = 40;

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

export const excerpt = (text: string, length = 280) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

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
