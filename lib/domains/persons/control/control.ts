/** Reading and changing a controlled Person (its token already checked by the caller). */
import type { z } from "zod";
import type { Prisma } from "../../../core/db/generated/client";
import { db } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import { recordEvent } from "../../events/record";
import { personRecord, type PersonRecord, type PersonWithLease } from "../runtime/record";
import { checkToolUrls, sealTools } from "../runtime/tool-config";
import { chatTurn, MODEL_FAILED_MESSAGE, startChatTurn } from "../chat/chat";
import { type ChatInput } from "../chat/accept";
import type { PersonPatchInputSchema, TaskInputSchema } from "../shapes/schemas";
import type { PersonReplySchema } from "../shapes/chat-schemas";
import { drainAfterResponse } from "../work/task-worker";
import { createTask, type TaskRecord } from "../work/tasks";
import { listLinks } from "../../links/links";

/** The Person with its lease, or 404. */
async function personWithLease(id: string) {
  const person = await db().person.findUnique({ where: { id }, include: { lease: true } });
  if (!person) throw new ApiError("not_found", `No Person ${id}.`);
  return person;
}

/**
 * The Person's record, or 404. `preloaded` is the Person as already read with
 * the token (lib/adapters/http/control.ts; null: there was none); undefined reads it.
 */
export async function getPerson(id: string, baseUrl: string, preloaded?: PersonWithLease | null): Promise<PersonRecord> {
  if (preloaded === null) throw new ApiError("not_found", `No Person ${id}.`);
  const [person, links] = await Promise.all([preloaded ?? personWithLease(id), listLinks("person", id)]);
  return personRecord(person, baseUrl, new Date(), links);
}

/** POST …/tasks: queue bounded work; a worker starts it once the answer is sent. */
export async function assignTask(personId: string, input: z.output<typeof TaskInputSchema>): Promise<TaskRecord> {
  const task = await db().$transaction((tx) => createTask(tx, personId, input, "controller"));
  drainAfterResponse("POST /tasks");
  return task;
}

/** POST …/chat: one controller turn, streamed (the Person comes read with the token, or is read while the turn is taken). */
export async function controllerChat(
  personId: string,
  leaseId: string,
  chat: ChatInput,
  baseUrl: string,
  abortSignal?: AbortSignal,
  /** The Person as read with the token (lib/adapters/http/control.ts), if it was; else it is read while the turn is taken. */
  person?: PersonWithLease | null,
): Promise<Response> {
  // Tasks the Person queued during the turn start once the reply has streamed.
  drainAfterResponse("chat");
  return chatTurn({ personId, leaseId, ...(person ? { person } : {}), party: { origin: "controller" }, chat, baseUrl, abortSignal });
}

/**
 * One controller turn taken as a whole (MCP's invoke_person): the same turn as
 * POST …/chat, with each piece of text passed to `onText` as it streams.
 */
export async function invokePerson(
  personId: string,
  chat: ChatInput,
  baseUrl: string,
  options: { abortSignal?: AbortSignal; onText?: (delta: string, textSoFar: string) => Promise<void> | void } = {},
): Promise<z.infer<typeof PersonReplySchema>> {
  const person = await personWithLease(personId);
  drainAfterResponse("invoke_person");
  const turn = await startChatTurn({ personId, leaseId: person.leaseId, person, party: { origin: "controller" }, chat, baseUrl, abortSignal: options.abortSignal });
  let reply = "";
  const toolCalls: { name: string; input: unknown }[] = [];
  for await (const part of turn.result.stream) {
    if (part.type === "text-delta") {
      reply += part.text;
      await options.onText?.(part.text, reply);
    } else if (part.type === "tool-call") {
      toolCalls.push({ name: part.toolName, input: part.input });
    } else if (part.type === "error" || part.type === "abort") {
      throw new ApiError("service_unavailable", MODEL_FAILED_MESSAGE, { headers: { "Retry-After": "5" } });
    }
  }
  return { sessionId: turn.sessionId, reply, turnsRemaining: turn.turnsRemaining, model: turn.model, toolCalls };
}

export async function updatePerson(id: string, patch: z.output<typeof PersonPatchInputSchema>, baseUrl: string): Promise<PersonRecord> {
  await checkToolUrls(patch.tools);
  const person = await db().$transaction(async (tx) => {
    // A new tools configuration is sealed for this Person; {"set": true} keeps a header stored before (read under the row's lock).
    const tools =
      patch.tools !== undefined
        ? sealTools(patch.tools, id, (await tx.$queryRaw<{ tools: unknown }[]>`SELECT tools FROM "Person" WHERE id = ${id} FOR UPDATE`)[0]?.tools)
        : undefined;
    const updated = await tx.person.update({
      where: { id },
      data: {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.goal !== undefined ? { goal: patch.goal } : {}),
        ...(patch.instructions !== undefined ? { instructions: patch.instructions } : {}),
        ...(tools !== undefined ? { tools: tools as Prisma.InputJsonValue } : {}),
        ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
        ...(patch.profile !== undefined ? { profile: patch.profile as Prisma.InputJsonValue } : {}),
      },
      include: { lease: true },
    });
    await recordEvent(tx, { resourceType: "person", resourceId: id, type: "person.updated", actor: "controller", data: { changed: Object.keys(patch) } });
    return updated;
  });
  return personRecord(person, baseUrl, new Date(), await listLinks("person", id));
}
