/**
 * What a Page takes from each person a limited number of times (one
 * decision, one signature, one completed checklist unless its content allows
 * more), what the person already gave, and the 409 that says so.
 */
import { normalizeEmail } from "../auth/email";
import { db } from "../../core/db/client";
import type { Page, Submission } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { pageTypeOf, submissionData, submissionKindOf } from "./registry";
import type { EarlierShown, PerPersonRule } from "./types/define";

/** What a Page takes from each person a limited number of times (its module's rule): one approval decision, signature or checklist completion unless its content allows more. */
export function perPersonRule(page: Pick<Page, "toolType" | "content">): PerPersonRule | null {
  return pageTypeOf(page.toolType)?.perPerson?.((page.content ?? {}) as Record<string, unknown>) ?? null;
}

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
/** A moment as the page and its messages say it: "24 November 2026 at 14:03 UTC". */
export const spokenTime = (at: Date) => `${WHEN.format(at)} UTC`;

/** One earlier submission of the person's, as the page shows it and the 409 describes it. */
export interface EarlierSubmission extends EarlierShown {
  id: string;
  kind: string;
  createdAt: string;
  /** createdAt as the page says it. */
  when: string;
}

export function earlierOf(submission: Submission): EarlierSubmission {
  // What it shows is its kind's (lib/domains/pages/types): a decision and comment, a typed name, a decline's reason.
  const kind = submissionKindOf(submission.kind);
  return {
    id: submission.id,
    kind: submission.kind,
    createdAt: submission.createdAt.toISOString(),
    when: spokenTime(submission.createdAt),
    ...(kind?.shown?.(submissionData(kind, submission.data)) ?? {}),
  };
}

/** 409 already_submitted: what the person already gave, said plainly (by its kind's module); `existing` is their latest such submission. */
export function alreadySubmitted(rule: { kind: string; max: number }, earlier: Submission[]): ApiError {
  const latest = earlierOf(earlier[0]!);
  const say = submissionKindOf(rule.kind)?.alreadySubmitted;
  if (!say) throw new Error(`The ${rule.kind} submission kind limits each person but says nothing when one is refused.`);
  const message = say({ when: latest.when, latest, count: earlier.length, max: rule.max });
  const existing: Partial<EarlierSubmission> = { ...latest };
  delete existing.when;
  return new ApiError("already_submitted", message, { extra: { existing } });
}

export async function earlierSubmissions(pageId: string, kind: string, email: string, take: number): Promise<Submission[]> {
  return db().submission.findMany({ where: { pageId, kind, submitterEmail: normalizeEmail(email) }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
}

/**
 * The per-person rule for a write, checked before anything else is (a
 * second decision is told so, whatever else is wrong with it) and again,
 * atomically, where the submission is recorded (lib/domains/pages/submissions.ts).
 */
export async function perPersonGuard(page: Page, email: string) {
  const rule = perPersonRule(page);
  if (!rule || !Number.isFinite(rule.max)) return undefined;
  const earlier = await earlierSubmissions(page.id, rule.kind, email, rule.max);
  if (earlier.length >= rule.max) throw alreadySubmitted(rule, earlier);
  return { max: rule.max, refusal: (found: Submission[]) => alreadySubmitted(rule, found) };
}

/** What the signed-in person already gave on a Page that takes it a limited number of times (newest first), and whether they may give more: the page shows it instead of, or above, its form. */
export async function myEarlierSubmissions(page: Page, email: string): Promise<{ earlier: EarlierSubmission[]; canSubmit: boolean }> {
  const rule = perPersonRule(page);
  if (!rule) return { earlier: [], canSubmit: true };
  if (rule.closedBy) {
    // A final answer (a declined signature): shown instead of the form.
    const [closed] = await earlierSubmissions(page.id, rule.closedBy, email, 1);
    if (closed) return { earlier: [earlierOf(closed)], canSubmit: false };
  }
  const found = await earlierSubmissions(page.id, rule.kind, email, Number.isFinite(rule.max) ? rule.max : 20);
  return { earlier: found.map(earlierOf), canSubmit: found.length < rule.max };
}

