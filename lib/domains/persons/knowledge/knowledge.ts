/**
 * A Person's knowledge files: private to the controller, split into passages
 * with a full-text vector each, and searched with Postgres full-text search so
 * that only the passages relevant to a message reach the model.
 */
import { createHash } from "node:crypto";
import type { z } from "zod";
import { config } from "../../../core/config";
import { db, type Tx } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import { recordEvent } from "../../events/record";
import { spendWork, type WorkPayer } from "../../../core/runtime/work-budget";
import { splitPassagesPaced } from "./passages";
import type { KnowledgeFileInputSchema, KnowledgeFileSchema } from "../shapes/schemas";

export type KnowledgeFileRecord = z.infer<typeof KnowledgeFileSchema>;

/**
 * Work units of adding a knowledge file (lib/core/runtime/work-budget.ts): splitting it into passages, their
 * full-text vectors and the GIN index, measured in CPU of the server and the database per KiB of content
 * (docs/performance.md, the work budget).
 */
export const KNOWLEDGE_WORK_UNITS_PER_KIB = 0.4;

export function knowledgeWorkUnits(sizeBytes: number): number {
  return Math.ceil((sizeBytes / 1024) * KNOWLEDGE_WORK_UNITS_PER_KIB);
}

/** Largest request body that adds a knowledge file: the content with JSON escaping, name and mimeType. */
export function knowledgeBodyLimit(): number {
  return config().knowledge.maxBytes * 2 + 16 * 1024;
}

/**
 * The Person's knowledge quota (number of files, total bytes), checked at the
 * end of the transaction that adds a file (the file included), under a
 * transaction-scoped advisory lock per Person: concurrent additions take
 * turns here, and each counts what the ones before it committed (read
 * committed: a fresh snapshot per statement), so together they cannot pass
 * the quota. (A row lock on the Person would deadlock with the foreign-key
 * locks the inserts already hold.)
 */
async function assertKnowledgeQuota(tx: Tx, personId: string): Promise<void> {
  const { maxFiles, maxTotalBytes } = config().knowledge;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`knowledge-quota:${personId}`}))`;
  const [held] = await tx.$queryRaw<{ files: number; bytes: bigint | null }[]>`
    SELECT count(*)::int AS files, sum("sizeBytes")::bigint AS bytes FROM "KnowledgeFile" WHERE "personId" = ${personId}`;
  const files = held?.files ?? 0;
  const bytes = Number(held?.bytes ?? 0);
  if (files > maxFiles) {
    throw new ApiError("storage_quota_exceeded", `This Person already holds ${files - 1} knowledge files, the most it may hold (${maxFiles}). Nothing was stored.`);
  }
  if (bytes > maxTotalBytes) {
    throw new ApiError(
      "storage_quota_exceeded",
      `This file would take the Person's knowledge to ${bytes} bytes, over its quota of ${maxTotalBytes}. Nothing was stored.`,
    );
  }
}

/** Adds a knowledge file; its work is spent from `payer`'s work budget first (null: the service's own work). */
export async function addKnowledgeFile(personId: string, input: z.output<typeof KnowledgeFileInputSchema>, payer: WorkPayer | null): Promise<KnowledgeFileRecord> {
  const sizeBytes = Buffer.byteLength(input.content, "utf8");
  const { maxBytes } = config().knowledge;
  if (sizeBytes > maxBytes) {
    throw new ApiError("payload_too_large", `A knowledge file may hold at most ${maxBytes} bytes of content; this one has ${sizeBytes}.`);
  }
  await spendWork(payer, knowledgeWorkUnits(sizeBytes), "indexing knowledge files");
  // Split in steps that give the thread back to the loop: a maximal file of tiny paragraphs is tens of ms of work.
  const passages = await splitPassagesPaced(input.content);
  if (passages.length === 0) throw new ApiError("validation_failed", "The knowledge file has no text.", { details: [{ path: "content", message: "empty" }] });
  return db().$transaction(async (tx) => {
    const file = await tx.knowledgeFile.create({
      data: {
        personId,
        name: input.name ?? null,
        mimeType: input.mimeType ?? "text/plain",
        content: input.content,
        sizeBytes,
        sha256: createHash("sha256").update(input.content, "utf8").digest("hex"),
      },
      // Not the content back: it was just sent.
      select: { id: true, name: true, mimeType: true, sha256: true, createdAt: true },
    });
    // All passages in one statement (a 512 KiB file has hundreds).
    await tx.$executeRaw`
      INSERT INTO "KnowledgePassage" (id, "fileId", "personId", ordinal, content, search)
      SELECT ${file.id} || '_' || (p.o - 1), ${file.id}, ${personId}, (p.o - 1)::int, p.c, to_tsvector('english', p.c)
        FROM unnest(${passages}::text[]) WITH ORDINALITY AS p(c, o)`;
    // Last, so that concurrent additions wait for each other only at the end.
    await assertKnowledgeQuota(tx, personId);
    await recordEvent(tx, {
      resourceType: "person",
      resourceId: personId,
      type: "person.knowledge.added",
      actor: "controller",
      data: { fileId: file.id, name: file.name, sizeBytes, passages: passages.length },
    });
    return { id: file.id, name: file.name, mimeType: file.mimeType, sizeBytes, sha256: file.sha256, passages: passages.length, createdAt: file.createdAt.toISOString() };
  });
}

/** Removes one knowledge file and its passages (freeing its share of the quota); 404 when the Person has no such file. */
export async function removeKnowledgeFile(personId: string, fileId: string): Promise<{ id: string; removed: true }> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.knowledgeFile.deleteMany({ where: { id: fileId, personId } });
    if (count === 0) throw new ApiError("not_found", `This Person has no knowledge file ${fileId}.`);
    await recordEvent(tx, { resourceType: "person", resourceId: personId, type: "person.knowledge.removed", actor: "controller", data: { fileId } });
    return { id: fileId, removed: true as const };
  });
}

export async function listKnowledgeFiles(personId: string): Promise<KnowledgeFileRecord[]> {
  const files = await db().knowledgeFile.findMany({
    where: { personId },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, mimeType: true, sizeBytes: true, sha256: true, createdAt: true, _count: { select: { passages: true } } },
  });
  return files.map((f) => ({ id: f.id, name: f.name, mimeType: f.mimeType, sizeBytes: f.sizeBytes, sha256: f.sha256, passages: f._count.passages, createdAt: f.createdAt.toISOString() }));
}

export interface Passage {
  fileId: string;
  fileName: string | null;
  ordinal: number;
  content: string;
  rank: number;
}

/**
 * The passages that best match a text: any of its words (OR, stemmed), ranked
 * by cover density. Uses the GIN index on the passage vectors.
 */
export async function searchKnowledge(personId: string, text: string, limit = config().knowledge.passagesPerPrompt): Promise<Passage[]> {
  if (!text.trim()) return [];
  return db().$queryRaw<Passage[]>`
    WITH q AS (
      SELECT NULLIF(replace(plainto_tsquery('english', ${text.slice(0, 2000)})::text, ' & ', ' | '), '')::tsquery AS query
    )
    SELECT p."fileId" AS "fileId", f.name AS "fileName", p.ordinal, p.content, ts_rank_cd(p.search, q.query)::float8 AS rank
    FROM "KnowledgePassage" p
    JOIN "KnowledgeFile" f ON f.id = p."fileId", q
    WHERE p."personId" = ${personId} AND q.query IS NOT NULL AND p.search @@ q.query
    ORDER BY rank DESC, p."fileId", p.ordinal
    LIMIT ${limit}`;
}
