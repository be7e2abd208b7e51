/**
 * The export bundle (controls): everything a Person is, in one JSON document
 * of format `leasehold.person-export/1` (docs/persons.md): its definition,
 * knowledge files with their content, state, tasks, chat sessions with their
 * messages, the whole timeline and the usage meter.
 *
 * - The tools configuration is the Person record's (`personRecord`), the one
 *   GET …/persons/{id} shows: without secrets.
 * - No capability token (stored text is scrubbed when written; every string
 *   of the bundle is scrubbed again) and no webhook (nor its secret).
 * - Bounded (EXPORT_LIMITS): beyond a cap the oldest entries are left out,
 *   and `truncated` says which part was cut.
 * - A read: open while the lease is active or expired, until it is destroyed.
 *
 * Never built whole: at its knowledge quota a Person's bundle is over 10 MB,
 * and building, scrubbing and serialising it in one go held the shared thread
 * for tens of milliseconds and the memory for all of it. It is produced as a
 * sequence of pieces (`bundlePieces`): each part is read from the database a
 * page at a time (a knowledge file at a time), each value is scrubbed whole
 * (a token cannot straddle two pieces: a piece is a whole JSON value, never a
 * cut through one) and serialised on its own, and the thread goes back to the
 * event loop between pieces. Joined, the pieces are exactly the text
 * JSON.stringify gives of the whole bundle.
 *
 * - REST (`openPersonExport`) streams the pieces as the response body.
 * - MCP (`exportPersonDocument`) cannot stream: the same text, parsed, when it
 *   fits MCP_EXPORT_MAX_BYTES; beyond, 413 export_too_large naming the REST
 *   route, having read no more than that.
 * - One export of a Person at a time in a process: another one meanwhile is
 *   refused with 409 export_in_progress, so the rate limit (120 a minute a
 *   token) cannot multiply the work.
 */
import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { z } from "zod";
import { db } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import { log } from "../../../core/log";
import { now } from "../../../core/clock/clock";
import { spendWork, type WorkPayer } from "../../../core/runtime/work-budget";
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

export type PersonExport = z.infer<typeof PersonExportSchema>;

/** The largest bundle MCP export_person answers in full (bytes of JSON); a larger one is downloaded from the REST route. */
export const MCP_EXPORT_MAX_BYTES = 256 * 1024;

/** Rows read per query, per part (sized so that one page is a few milliseconds of work at most). */
const PAGE = { state: 20, tasks: 50, approvals: 100, messages: 20, timeline: 200 } as const;
/** The stream hands out the text in chunks of about this many characters. */
const CHUNK_CHARS = 64 * 1024;
/** Longest run of work between two turns of the event loop, in ms (a piece started within it is finished). */
const SLICE_MS = 4;
/** An export still marked as running after this long is taken to be gone (a leak must not close the export for good). */
const CLAIM_STALE_MS = 15 * 60_000;

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

// ---------------------------------------------------------------- one export of a Person at a time

// One table per process, whichever bundle of the app (route handlers, MCP) loads this module.
const RUNNING = Symbol.for("leasehold.personExports");
type Holder = { [RUNNING]?: Map<string, { at: number }> };
const running = (): Map<string, { at: number }> => ((globalThis as Holder)[RUNNING] ??= new Map());

/** Marks an export of the Person as running (409 export_in_progress when one is); the answer releases it, once. */
function claimExport(personId: string): () => void {
  const table = running();
  const held = table.get(personId);
  if (held && Date.now() - held.at < CLAIM_STALE_MS) {
    throw new ApiError("export_in_progress", "An export of this Person is being produced already: one runs at a time. Retry when it has finished.");
  }
  const mine = { at: Date.now() };
  table.set(personId, mine);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (table.get(personId) === mine) table.delete(personId);
  };
}

// ---------------------------------------------------------------- the pieces

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

type Truncated = PersonExport["truncated"];
type PersonWithLease = NonNullable<Awaited<ReturnType<typeof readPerson>>>;

const readPerson = (personId: string) => db().person.findUnique({ where: { id: personId }, include: { lease: true } });

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
async function* bundlePieces(person: PersonWithLease, baseUrl: string): AsyncGenerator<string> {
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

/**
 * The pieces with the thread given back to the event loop whenever SLICE_MS
 * of work has passed since it last was (every database read gives it back
 * too), so no turn of the loop runs more than that and one piece.
 */
async function* paced(pieces: AsyncGenerator<string>): AsyncGenerator<string> {
  let since = performance.now();
  try {
    for await (const text of pieces) {
      yield text;
      if (performance.now() - since >= SLICE_MS) {
        await nextTurn();
        since = performance.now();
      }
    }
  } finally {
    await pieces.return(undefined);
  }
}

/** Claims the export and reads the Person: 404 when there is none (the claim released), 409 when an export of it runs. */
/**
 * Work units of an export (lib/core/runtime/work-budget.ts): reading, scrubbing and sending its bytes, measured in
 * CPU of the server and the database per KiB (docs/performance.md, the work budget); the knowledge files are
 * most of an export's bytes, the capped rest is the base.
 */
export const EXPORT_WORK_UNITS_PER_KIB = 0.005;
export const EXPORT_WORK_UNITS_BASE = 20;

async function exportWorkUnits(personId: string, maxBytes: number): Promise<number> {
  const [row] = await db().$queryRaw<{ bytes: bigint | null }[]>`SELECT SUM("sizeBytes") AS bytes FROM "KnowledgeFile" WHERE "personId" = ${personId}`;
  const bytes = Math.min(Number(row?.bytes ?? 0), maxBytes);
  return EXPORT_WORK_UNITS_BASE + Math.ceil((bytes / 1024) * EXPORT_WORK_UNITS_PER_KIB);
}

async function begin(personId: string, payer: WorkPayer | null, maxBytes = Number.POSITIVE_INFINITY): Promise<{ person: PersonWithLease; release: () => void }> {
  const release = claimExport(personId);
  try {
    const person = await readPerson(personId);
    if (!person) throw new ApiError("not_found", `No Person ${personId}.`);
    await spendWork(payer, await exportWorkUnits(personId, maxBytes), "exports");
    return { person, release };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * GET …/export: the bundle as a stream of UTF-8 JSON, produced as it is read
 * (a chunk of about CHUNK_CHARS at a time, when the client is ready for it).
 * Refusals (404, 409) come before the stream; the export is released when the
 * stream ends, fails or the client goes away.
 */
export async function openPersonExport(personId: string, baseUrl: string, payer: WorkPayer | null): Promise<ReadableStream<Uint8Array>> {
  const { person, release } = await begin(personId, payer);
  const pieces = paced(bundlePieces(person, baseUrl));
  const encoder = new TextEncoder();
  // Set when the client goes away: a read under way then ends without touching the closed stream.
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          let chunk = "";
          while (chunk.length < CHUNK_CHARS) {
            const next = await pieces.next();
            if (cancelled) return;
            if (next.done) {
              release();
              if (chunk) controller.enqueue(encoder.encode(chunk));
              controller.close();
              return;
            }
            chunk += next.value;
          }
          controller.enqueue(encoder.encode(chunk));
        } catch (error) {
          release();
          if (cancelled) return;
          log.error({ err: error, personId }, "A Person's export failed midway");
          controller.error(error);
        }
      },
      async cancel() {
        cancelled = true;
        release();
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * MCP export_person: the bundle as one value (and its JSON text) when it
 * fits MCP_EXPORT_MAX_BYTES; 413 export_too_large naming the REST route
 * otherwise, without reading further.
 */
export async function exportPersonDocument(personId: string, baseUrl: string, payer: WorkPayer | null): Promise<{ value: PersonExport; text: string }> {
  const { person, release } = await begin(personId, payer, MCP_EXPORT_MAX_BYTES);
  const pieces = paced(bundlePieces(person, baseUrl));
  try {
    let text = "";
    let bytes = 0;
    for await (const next of pieces) {
      bytes += Buffer.byteLength(next, "utf8");
      if (bytes > MCP_EXPORT_MAX_BYTES) {
        throw new ApiError(
          "export_too_large",
          `This Person's export is larger than ${MCP_EXPORT_MAX_BYTES} bytes, the most one MCP tool result carries: download it with the same token from GET ${baseUrl}/api/v3/control/persons/${personId}/export, which streams it.`,
        );
      }
      text += next;
    }
    return { value: JSON.parse(text) as PersonExport, text };
  } finally {
    release();
    await pieces.return(undefined);
  }
}
