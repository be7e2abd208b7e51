/**
 * The export bundle's pieces (./export.ts): its JSON text in the order of the format (docs/persons.md), each part
 * read a page at a time (a knowledge file at a time), each value scrubbed whole and serialised on its own, so that
 * joined they are exactly the text JSON.stringify gives of the whole bundle.
 */
import type { z } from "zod";
import { db } from "../../../core/db/client";
import { now } from "../../../core/clock/clock";
import { leaseRecord } from "../../leases/lease";
import { removeTokens, scrubSecretEchoesIn } from "../../../core/token-format";
import type { Actor } from "../../events/catalogue";
import { EXPORT_FORMAT, EXPORT_LIMITS, type PersonExportSchema } from "../shapes/control-schemas";
import { definedFields, personRecord } from "../runtime/record";
import { profileOf } from "../shapes/schemas";
import { allSecrets, storedTools } from "../runtime/tool-config";
import { taskRecord } from "../work/tasks";
import { usageRows } from "../runtime/usage";
import { scheduleRecord, scheduleRunRecord } from "../work/schedules";
import { approvalRecord } from "../../links/approvals";
import { listLinks } from "../../links/links";

/** Rows read per query, per part (sized so that one page is a few milliseconds of work at most). */
const PAGE = { state: 20, tasks: 50, approvals: 100, messages: 20, timeline: 200 } as const;

/** Every string of a JSON value with capability tokens removed (a second line of defence: stored text is scrubbed when written). */
function scrubbed<T>(value: T): T {
  if (typeof value === "string") return removeTokens(value) as T;
  if (Array.isArray(value)) return value.map(scrubbed) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [removeTokens(key), scrubbed(inner)])) as T;
  }
  return value;
}

/** What one export scrubs each value of: capability tokens, and every echo of the Person's tool header secrets. */
type Clean = (value: unknown) => unknown;

/** One piece: a whole value, scrubbed, as JSON. */
const pieceOf = (clean: Clean, value: unknown): string => JSON.stringify(clean(value));

/**
 * The first `limit` rows in a part's order, a page at a time: `read` answers
 * the `take` rows after the row of key `after` (keyset, so rows written
 * meanwhile neither repeat nor hide others). `cut()` when there are more
 * than `limit`.
 */
async function* rowsOf<T>(read: (after: string | undefined, take: number) => Promise<T[]>, keyOf: (row: T) => string, limit: number, page: number, cut: () => void): AsyncGenerator<T> {
  let seen = 0;
  let last: string | undefined;
  for (;;) {
    const take = Math.min(page, limit + 1 - seen);
    const rows = await read(last, take);
    for (const row of rows) {
      if (seen === limit) {
        cut();
        return;
      }
      seen++;
      yield row;
    }
    if (rows.length < take) return;
    last = keyOf(rows.at(-1)!);
  }
}

/** `items` as the members of a JSON array (commas between), one piece each. */
async function* members<T>(clean: Clean, items: AsyncIterable<T> | Iterable<T>, render: (item: T) => unknown): AsyncGenerator<string> {
  let first = true;
  for await (const item of items) {
    yield `${first ? "" : ","}${pieceOf(clean, render(item))}`;
    first = false;
  }
}

type Truncated = z.infer<typeof PersonExportSchema>["truncated"];
export type PersonWithLease = NonNullable<Awaited<ReturnType<typeof readPerson>>>;

export const readPerson = (personId: string) => db().person.findUnique({ where: { id: personId }, include: { lease: true } });

/** Knowledge files, oldest first, each read (with its content) on its own. */
async function* knowledgePieces(personId: string, clean: Clean): AsyncGenerator<string> {
  const ids = await db().knowledgeFile.findMany({ where: { personId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  async function* files() {
    for (const { id } of ids) {
      const file = await db().knowledgeFile.findUnique({ where: { id } });
      if (file) yield file;
    }
  }
  yield* members(clean, files(), (file) => ({
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    createdAt: file.createdAt.toISOString(),
    content: file.content,
  }));
}

/**
 * The chat sessions (most recently active first) with their newest messages,
 * within the caps: for each session, first the sizes of its newest messages
 * (to choose what fits), then only those messages' content, a page at a time.
 */
async function* chatPieces(personId: string, truncated: Truncated, clean: Clean): AsyncGenerator<string> {
  const sessions = await db().chatSession.findMany({
    where: { personId },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: EXPORT_LIMITS.sessions + 1,
    select: { id: true, origin: true, counterpartEmail: true, title: true, createdAt: true, updatedAt: true },
  });
  truncated.chatSessions = sessions.length > EXPORT_LIMITS.sessions;
  let chars = 0;
  for (const [index, session] of sessions.slice(0, EXPORT_LIMITS.sessions).entries()) {
    const sizes = await db().$queryRaw<{ id: string; length: number }[]>`
      SELECT id, length(content) AS length FROM "ChatMessage" WHERE "sessionId" = ${session.id}
      ORDER BY "createdAt" DESC, id DESC LIMIT ${EXPORT_LIMITS.messagesPerSession + 1}`;
    const chosen: string[] = [];
    let cut = false;
    for (const row of sizes) {
      if (chosen.length === EXPORT_LIMITS.messagesPerSession || chars + Number(row.length) > EXPORT_LIMITS.messageChars) {
        cut = true;
        break;
      }
      chars += Number(row.length);
      chosen.push(row.id);
    }
    if (cut) truncated.messages = true;
    chosen.reverse(); // oldest first
    const head = pieceOf(clean, {
      id: session.id,
      origin: session.origin,
      counterpartEmail: session.counterpartEmail,
      title: session.title,
      createdAt: session.createdAt.toISOString(),
      updatedAt: session.updatedAt.toISOString(),
    });
    yield `${index ? "," : ""}${head.slice(0, -1)},"messages":[`;
    async function* messages() {
      for (let at = 0; at < chosen.length; at += PAGE.messages) {
        yield* await db().chatMessage.findMany({
          where: { id: { in: chosen.slice(at, at + PAGE.messages) } },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { id: true, role: true, content: true, createdAt: true },
        });
      }
    }
    yield* members(clean, messages(), (m) => ({ id: m.id, role: m.role, content: m.content, createdAt: m.createdAt.toISOString() }));
    yield `],"messagesTruncated":${cut}}`;
  }
}

/** The newest EXPORT_LIMITS.timeline events, oldest first, a page at a time; those recorded once the export began are left out. */
async function* timelinePieces(personId: string, truncated: Truncated, clean: Clean): AsyncGenerator<string> {
  const where = { resourceType: "person" as const, resourceId: personId };
  const [newest] = await db().timelineEvent.findMany({ where, orderBy: { seq: "desc" }, take: 1, select: { seq: true } });
  if (!newest) return;
  const [beyond] = await db().timelineEvent.findMany({ where, orderBy: { seq: "desc" }, skip: EXPORT_LIMITS.timeline, take: 1, select: { seq: true } });
  truncated.timeline = beyond !== undefined;
  async function* events() {
    let after = beyond?.seq;
    for (;;) {
      const page = await db().timelineEvent.findMany({
        where: { ...where, seq: { ...(after !== undefined ? { gt: after } : {}), lte: newest!.seq } },
        orderBy: { seq: "asc" },
        take: PAGE.timeline,
      });
      yield* page;
      if (page.length < PAGE.timeline) return;
      after = page.at(-1)!.seq;
    }
  }
  yield* members(clean, events(), (event) => ({
    seq: event.seq,
    type: event.type,
    actor: event.actor as Actor,
    actorEmail: event.actorEmail,
    data: (event.data ?? {}) as Record<string, unknown>,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** The bundle's JSON text, piece by piece, in the order of the format (docs/persons.md). */
export async function* bundlePieces(person: PersonWithLease, baseUrl: string): AsyncGenerator<string> {
  const personId = person.id;
  // The header secrets opened once for the whole export; every value is scrubbed of their echoes (base64, hex, reversed, spaced…).
  const secrets = allSecrets(personId, storedTools(person.tools));
  const clean: Clean = (value) => scrubSecretEchoesIn(scrubbed(value), secrets);
  const at = now();
  const record = personRecord(person, baseUrl);
  const truncated: Truncated = { tasks: false, approvals: false, chatSessions: false, messages: false, timeline: false, state: false, usage: false };
  const definition = {
    id: person.id,
    ...definedFields(person),
    profile: profileOf(person.profile),
    // As the Person record shows it (secrets never: only whether one is set).
    tools: record.tools,
    paused: record.paused,
    pausedAt: record.pausedAt,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
  yield `{"format":${pieceOf(clean, EXPORT_FORMAT)},"exportedAt":${pieceOf(clean, at.toISOString())},"person":${pieceOf(clean, definition)},"lease":${pieceOf(clean, leaseRecord(person.lease, at))}`;

  yield `,"knowledgeFiles":[`;
  yield* knowledgePieces(personId, clean);

  yield `],"state":[`;
  const states = rowsOf(
    (after, take) =>
      db().personState.findMany({
        where: { personId },
        orderBy: [{ updatedAt: "desc" }, { scopeId: "asc" }],
        take,
        ...(after !== undefined ? { cursor: { personId_scopeId: { personId, scopeId: after } }, skip: 1 } : {}),
      }),
    (state) => state.scopeId,
    EXPORT_LIMITS.stateScopes,
    PAGE.state,
    () => (truncated.state = true),
  );
  yield* members(clean, states, (state) => ({
    scopeId: state.scopeId,
    facts: (state.data ?? {}) as Record<string, unknown>,
    recordedBy: (state.recordedBy ?? {}) as Record<string, unknown>,
    version: state.version,
    updatedAt: state.updatedAt.toISOString(),
  }));

  yield `],"tasks":[`;
  const tasks = rowsOf(
    (after, take) => db().task.findMany({ where: { personId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take, ...(after !== undefined ? { cursor: { id: after }, skip: 1 } : {}) }),
    (task) => task.id,
    EXPORT_LIMITS.tasks,
    PAGE.tasks,
    () => (truncated.tasks = true),
  );
  yield* members(clean, tasks, taskRecord);

  yield `],"schedules":[`;
  const scheduleIds = await db().personSchedule.findMany({ where: { personId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
  async function* schedules() {
    for (const { id } of scheduleIds) {
      const schedule = await db().personSchedule.findUnique({ where: { id }, include: { runs: { orderBy: { scheduledFor: "desc" }, take: 200 } } });
      if (schedule) yield schedule;
    }
  }
  yield* members(clean, schedules(), ({ runs, ...schedule }) => ({ ...scheduleRecord(schedule), runs: runs.map(scheduleRunRecord) }));

  yield `],"approvals":[`;
  const approvals = rowsOf(
    (after, take) =>
      db().personApproval.findMany({ where: { personId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take, ...(after !== undefined ? { cursor: { id: after }, skip: 1 } : {}) }),
    (approval) => approval.id,
    EXPORT_LIMITS.approvals,
    PAGE.approvals,
    () => (truncated.approvals = true),
  );
  yield* members(clean, approvals, approvalRecord);

  yield `],"links":[`;
  yield* members(clean, await listLinks("person", personId), (link) => link);

  yield `],"chatSessions":[`;
  yield* chatPieces(personId, truncated, clean);

  yield `],"timeline":[`;
  yield* timelinePieces(personId, truncated, clean);

  yield `],"usage":[`;
  const usage = await usageRows(personId, undefined, EXPORT_LIMITS.usageDays + 1);
  truncated.usage = usage.length > EXPORT_LIMITS.usageDays;
  yield* members(clean, usage.slice(-EXPORT_LIMITS.usageDays), (day) => day);

  yield `],"limits":${pieceOf(clean, { ...EXPORT_LIMITS })},"truncated":${pieceOf(clean, truncated)}}`;
}
