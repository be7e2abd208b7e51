/**
 * Submissions of a Page: recorded against the lease's allowance of included
 * submissions in one transaction (a conditional UPDATE of the lease, then the
 * insert), listed newest first for the controller as JSON or CSV.
 */
import type { z } from "zod";
import type { Prisma, Submission } from "../../core/db/generated/client";
import { config } from "../../core/config";
import { db, type Tx } from "../../core/db/client";
import type { EventType } from "../events/catalogue";
import { recordEvent, type EventInput } from "../events/record";
import { normalizeEmail } from "../auth/email";
import { ApiError } from "../../core/http/errors";
import { noteAllowance, takeOneOrRefuse } from "../allowance/allowance";
import { remainingSql } from "../../core/allowance-units";
import type { SubmissionSchema, SubmissionListSchema } from "./schemas";
import { mailBookingCancelled } from "./booking-notify";
import { mailSubmissionNotices } from "./notify";
import { queueLinkTriggers } from "../links/triggers";
import { submissionData, submissionKindOf } from "./registry";

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
  /** The submission's id when it must be known before it is recorded (a signature's sealed copy names it); made by the database otherwise. */
  id?: string;
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
  /** A check that must hold under the Page's lock (a signer who declined cannot sign): throws to refuse, taking nothing. */
  guard?: (tx: Tx) => Promise<void>;
}): Promise<Submission> {
  const submitterEmail = normalizeEmail(input.submitterEmail);
  try {
    return await db().$transaction(async (tx) => {
      // One submission of the allowance (lib/domains/allowance/allowance.ts), or why not.
      const taken = await takeOneOrRefuse({ resourceId: input.pageId }, { resourceType: "page", resourceId: input.pageId }, tx, { notice: "later" });
      // After the lease row's lock (above): no other submission of this Page is being recorded now.
      if (input.perPerson && Number.isFinite(input.perPerson.max)) {
        const earlier = await tx.submission.findMany({
          where: { pageId: input.pageId, kind: input.kind, submitterEmail },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: input.perPerson.max,
        });
        if (earlier.length >= input.perPerson.max) throw input.perPerson.refusal(earlier);
      }
      if (input.guard) await input.guard(tx);
      const submission = await tx.submission.create({
        data: {
          ...(input.id ? { id: input.id } : {}),
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
      // The event of what the counterpart did, then the allowance's notice if this submission reached it: with the submission, or neither.
      await recordSubmissionEvent(tx, submission, taken.remaining);
      await noteAllowance(tx, taken);
      // The owner's notification and the person's receipt, when the Page asks for them (lib/domains/pages/notify.ts).
      await mailSubmissionNotices(tx, submission);
      // Each linked Person whose link's triggers match gets a task (lib/domains/links/triggers.ts): queued with the submission, or not at all.
      await queueLinkTriggers(tx, submission);
      return submission;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002" && input.slotStart) {
      throw new ApiError("conflict", "That slot was just booked by someone else; choose another.", { extra: { reason: "slot_taken" } });
    }
    throw error;
  }
}

/**
 * Cancels a booking (scheduler): by the counterpart who made it (`by.email`)
 * or by the controller. The slot is free again at once (its slotStart is
 * cleared, so another person may book it); the record stays, marked
 * cancelled (`cancelledAt`, `cancelledBy`, `reason`), and the submission it
 * took is not given back. Only an upcoming booking can be cancelled: a past
 * or already cancelled one is 409, another person's or an unknown one 404.
 * The page.booking.cancelled event is recorded in the same transaction.
 */
export async function cancelBooking(
  pageId: string,
  bookingId: string,
  by: { who: "counterpart"; email: string } | { who: "controller" },
  reason?: string,
): Promise<Submission> {
  return db().$transaction((tx) => cancelBookingIn(tx, pageId, bookingId, by, reason));
}

/**
 * cancelBooking in the caller's transaction (a reschedule cancels and books
 * in one). A counterpart cannot cancel within the Page's
 * cancellation_window_minutes before the start (409). The person is told by
 * email with a METHOD:CANCEL invite (lib/domains/pages/booking-notify.ts),
 * except when the booking is being moved (`rescheduled`: the new booking's
 * invite replaces it).
 */
export async function cancelBookingIn(
  tx: Tx,
  pageId: string,
  bookingId: string,
  by: { who: "counterpart"; email: string } | { who: "controller" },
  reason?: string,
  options: { rescheduled?: boolean } = {},
): Promise<Submission> {
  // The Page's lease row first: a cancellation and a booking of the same Page are recorded one at a time.
  const [lease] = await tx.$queryRawUnsafe<{ remaining: number }[]>(`SELECT ${remainingSql()} AS remaining FROM "Lease" WHERE "resourceId" = $1 FOR UPDATE`, pageId);
  const booking = await tx.submission.findFirst({ where: { id: bookingId, pageId, kind: "booking" } });
  const email = by.who === "counterpart" ? normalizeEmail(by.email) : null;
  if (!lease || !booking || (email && booking.submitterEmail !== email)) throw new ApiError("not_found", `No booking ${bookingId} on this Page.`, { extra: { reason: "booking", bookingId } });
  const data = (booking.data ?? {}) as Json;
  if (data.cancelledAt || !booking.slotStart) throw new ApiError("conflict", "This booking is already cancelled.", { extra: { reason: "booking_cancelled" } });
  if (booking.slotStart.getTime() <= Date.now()) throw new ApiError("conflict", "This booking's time has passed; it can no longer be cancelled.", { extra: { reason: "booking_past" } });
  const page = await tx.page.findUnique({ where: { id: pageId } });
  const windowMinutes = Number((page?.content as Json | null)?.cancellation_window_minutes ?? 0) || 0;
  if (by.who === "counterpart" && windowMinutes > 0 && booking.slotStart.getTime() - windowMinutes * 60_000 < Date.now()) {
    throw new ApiError("conflict", cancellationWindowMessage(windowMinutes), { extra: { reason: "booking_window", windowMinutes } });
  }
  const trimmed = options.rescheduled ? "rescheduled" : reason?.trim() ? reason.trim() : undefined;
  const cancelled = await tx.submission.update({
    where: { id: booking.id },
    data: { slotStart: null, data: { ...data, cancelledAt: new Date().toISOString(), cancelledBy: by.who, ...(trimmed ? { cancelReason: trimmed } : {}) } as Prisma.InputJsonValue },
  });
  await recordEvent(tx, {
    resourceType: "page",
    resourceId: pageId,
    type: "page.booking.cancelled",
    actor: by.who,
    actorEmail: email,
    data: {
      submissionId: booking.id,
      submitterEmail: booking.submitterEmail,
      submissionsRemaining: lease.remaining,
      url: submissionsUrl(pageId),
      slot: booking.slotStart.toISOString(),
      cancelledBy: by.who,
      ...(trimmed ? { reason: trimmed } : {}),
    },
  });
  if (page && !options.rescheduled) await mailBookingCancelled(tx, page, booking, by.who, trimmed);
  return cancelled;
}

/** Why a counterpart can no longer cancel or move a booking themselves. */
export function cancellationWindowMessage(windowMinutes: number): string {
  const span = windowMinutes % 1440 === 0 ? `${windowMinutes / 1440} day${windowMinutes === 1440 ? "" : "s"}` : windowMinutes % 60 === 0 ? `${windowMinutes / 60} hour${windowMinutes === 60 ? "" : "s"}` : `${windowMinutes} minutes`;
  return `This booking starts in less than ${span}: it can no longer be cancelled or moved here. Contact whoever asked you to book.`;
}

/** The signed-in person's upcoming bookings on a scheduler Page (soonest first). */
export async function upcomingBookingsOf(pageId: string, email: string): Promise<{ id: string; slot: string }[]> {
  const rows = await db().submission.findMany({
    where: { pageId, kind: "booking", submitterEmail: normalizeEmail(email), slotStart: { gt: new Date() } },
    orderBy: { slotStart: "asc" },
    take: 50,
  });
  return rows.map((row) => ({ id: row.id, slot: row.slotStart!.toISOString() }));
}

/** Where the controller fetches a Page's submissions (absolute when the service knows its public address). */
export const submissionsUrl = (pageId: string) => `${config().publicBaseUrl ?? ""}/api/v3/control/pages/${encodeURIComponent(pageId)}/submissions`;

type Json = Record<string, unknown>;

/**
 * The event of a submission (lib/domains/events/catalogue.ts), as its kind's module
 * (lib/domains/pages/types) writes it: thin but complete (the answers, the booking's
 * time, the signer's name and the document's hash, the decision, the file,
 * the order), with where to fetch the full record. Recorded in the
 * submission's transaction.
 */
export async function recordSubmissionEvent(tx: Tx, submission: Submission, submissionsRemaining: number) {
  const kind = submissionKindOf(submission.kind);
  if (!kind) throw new Error(`No toolType takes submissions of kind ${submission.kind}.`);
  const ref = { submissionId: submission.id, submitterEmail: submission.submitterEmail, submissionsRemaining, url: submissionsUrl(submission.pageId) };
  const data = await kind.eventData(submissionData(kind, submission.data), { tx, submission, ref });
  return recordEvent(tx, { resourceType: "page", resourceId: submission.pageId, actor: "counterpart", actorEmail: submission.submitterEmail, type: kind.event, data } as EventInput<EventType>);
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

/**
 * The most submission data one page of the listing carries (bytes of its JSON
 * as stored). A submission may hold up to a request body's worth, so 200 of
 * them could make a 50 MB answer, parsed and serialised on the shared thread;
 * a page ends before it would pass this (it always holds at least one), and
 * nextCursor goes on from there.
 */
export const SUBMISSIONS_PAGE_MAX_BYTES = 1024 * 1024;

/** Newest first; the cursor is the last submission's id of the previous page. At most `limit` submissions and about SUBMISSIONS_PAGE_MAX_BYTES of data. */
export async function listSubmissions(pageId: string, limit: number, cursor?: string): Promise<z.infer<typeof SubmissionListSchema>> {
  let after: { createdAt: Date; id: string } | null = null;
  if (cursor) {
    after = await db().submission.findFirst({ where: { id: cursor, pageId }, select: { createdAt: true, id: true } });
    if (!after) throw new ApiError("validation_failed", "The cursor is not one this API gave out.", { details: [{ path: "cursor", message: "invalid cursor" }] });
  }
  // First the sizes (PostgreSQL measures them; nothing is parsed here), then only the rows that fit.
  const sized = after
    ? await db().$queryRaw<{ id: string; bytes: number }[]>`
        SELECT id, octet_length(data::text)::int AS bytes FROM "Submission"
         WHERE "pageId" = ${pageId} AND ("createdAt", id) < (SELECT "createdAt", id FROM "Submission" WHERE id = ${after.id})
         ORDER BY "createdAt" DESC, id DESC LIMIT ${limit + 1}`
    : await db().$queryRaw<{ id: string; bytes: number }[]>`
        SELECT id, octet_length(data::text)::int AS bytes FROM "Submission"
         WHERE "pageId" = ${pageId}
         ORDER BY "createdAt" DESC, id DESC LIMIT ${limit + 1}`;
  const chosen: string[] = [];
  let bytes = 0;
  for (const row of sized.slice(0, limit)) {
    if (chosen.length && bytes + row.bytes > SUBMISSIONS_PAGE_MAX_BYTES) break;
    chosen.push(row.id);
    bytes += row.bytes;
  }
  const rows = await db().submission.findMany({ where: { id: { in: chosen } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return { submissions: rows.map(submissionRecord), nextCursor: sized.length > chosen.length ? chosen.at(-1) ?? null : null };
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
