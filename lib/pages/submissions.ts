/**
 * Submissions of a Page: recorded against the lease's allowance of included
 * submissions in one transaction (a conditional UPDATE of the lease, then the
 * insert), listed newest first for the controller as JSON or CSV.
 */
import type { z } from "zod";
import type { Prisma, Submission } from "../db/generated/client";
import { db, type Tx } from "../db/client";
import { normalizeEmail } from "../auth/email";
import { ApiError } from "../http/errors";
import { takeOneOrRefuse } from "../allowance/allowance";
import type { SubmissionSchema, SubmissionListSchema } from "./schemas";

export type SubmissionRecord = z.infer<typeof SubmissionSchema>;
export type SubmissionKind = SubmissionRecord["kind"];

/**
 * Takes one submission of the allowance and records it, or throws:
 * 429 submissions_exhausted, 402 lease_expired, 410 for a destroyed Page.
 * `slotStart` (scheduler) is unique per Page: a second booking of it fails
 * with 409 and takes nothing. `perPerson`: at most `max` submissions of this
 * kind by this submitter on the Page; one more throws `refusal(earlier)`
 * (newest first) and takes nothing.
 *
 * The limits hold under concurrency: the first statement, the conditional
 * UPDATE of the Page's lease row, locks that row until the transaction ends,
 * so the submissions of one Page are recorded one at a time, and the count
 * of the submitter's earlier ones, read after it (a statement of its own
 * under READ COMMITTED), sees every one committed before.
 */
export async function recordSubmission(input: {
  pageId: string;
  kind: SubmissionKind;
  submitterEmail: string;
  data: Record<string, unknown>;
  slotStart?: Date;
  ip?: string | null;
  userAgent?: string | null;
  /** At most `max` submissions of this kind per submitter on the Page (approval decisions, signatures, checklist completions). */
  perPerson?: { max: number; refusal: (earlier: Submission[]) => ApiError };
  /** More writes in the same transaction (uploads, checklist progress). */
  also?: (tx: Tx, submission: Submission) => Promise<void>;
}): Promise<Submission> {
  const submitterEmail = normalizeEmail(input.submitterEmail);
  try {
    return await db().$transaction(async (tx) => {
      // One submission of the allowance (lib/allowance/allowance.ts), or why not.
      await takeOneOrRefuse({ resourceId: input.pageId }, { resourceType: "page", resourceId: input.pageId }, tx);
      // After the lease row's lock (above): no other submission of this Page is being recorded now.
      if (input.perPerson && Number.isFinite(input.perPerson.max)) {
        const earlier = await tx.submission.findMany({
          where: { pageId: input.pageId, kind: input.kind, submitterEmail },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: input.perPerson.max,
        });
        if (earlier.length >= input.perPerson.max) throw input.perPerson.refusal(earlier);
      }
      const submission = await tx.submission.create({
        data: {
          pageId: input.pageId,
          kind: input.kind,
          submitterEmail,
          data: input.data as Prisma.InputJsonValue,
          slotStart: input.slotStart ?? null,
          ip: input.ip ?? null,
          userAgent: input.userAgent ?? null,
        },
      });
      await input.also?.(tx, submission);
      return submission;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002" && input.slotStart) {
      throw new ApiError("conflict", "That slot was just booked by someone else; choose another.");
    }
    throw error;
  }
}

export function submissionRecord(submission: Submission): SubmissionRecord {
  return {
    id: submission.id,
    kind: submission.kind as SubmissionKind,
    submitterEmail: submission.submitterEmail,
    data: submission.data as Record<string, unknown>,
    createdAt: submission.createdAt.toISOString(),
  };
}

/** Newest first; the cursor is the last submission's id of the previous page. */
export async function listSubmissions(pageId: string, limit: number, cursor?: string): Promise<z.infer<typeof SubmissionListSchema>> {
  let after: { createdAt: Date; id: string } | null = null;
  if (cursor) {
    after = await db().submission.findFirst({ where: { id: cursor, pageId }, select: { createdAt: true, id: true } });
    if (!after) throw new ApiError("validation_failed", "The cursor is not one this API gave out.", { details: [{ path: "cursor", message: "invalid cursor" }] });
  }
  const rows = await db().submission.findMany({
    where: {
      pageId,
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { submissions: page.map(submissionRecord), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  // Quote always; neutralise spreadsheet formulas (=, +, -, @ at the start).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One row per submission: id, kind, submitter, time, then one column per data key (sorted). */
export function submissionsCsv(submissions: SubmissionRecord[]): string {
  const keys = [...new Set(submissions.flatMap((s) => Object.keys(s.data)))].sort();
  const header = ["id", "kind", "submitterEmail", "createdAt", ...keys.map((k) => `data.${k}`)];
  const lines = [header.map(csvCell).join(",")];
  for (const s of submissions) lines.push([s.id, s.kind, s.submitterEmail, s.createdAt, ...keys.map((k) => (s.data as Record<string, unknown>)[k])].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
