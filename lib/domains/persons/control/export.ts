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
 * sequence of pieces (`bundlePieces`, ./export-pieces.ts): each part is read from the database a
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
import { spendWork, type WorkPayer } from "../../../core/runtime/work-budget";
import type { PersonExportSchema } from "../shapes/control-schemas";
import { bundlePieces, readPerson, type PersonWithLease } from "./export-pieces";

export type PersonExport = z.infer<typeof PersonExportSchema>;

/** The largest bundle MCP export_person answers in full (bytes of JSON); a larger one is downloaded from the REST route. */
export const MCP_EXPORT_MAX_BYTES = 256 * 1024;

/** The stream hands out the text in chunks of about this many characters. */
const CHUNK_CHARS = 64 * 1024;
/** Longest run of work between two turns of the event loop, in ms (a piece started within it is finished). */
const SLICE_MS = 4;
/** An export still marked as running after this long is taken to be gone (a leak must not close the export for good). */
const CLAIM_STALE_MS = 15 * 60_000;

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

/** Claims the export and reads the Person: 404 when there is none (the claim released), 409 when an export of it runs. */
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
