/**
 * What a Page takes from each person a limited number of times (one
 * decision, one signature, one completed checklist unless its content allows
 * more), what the person already gave, and the 409 that says so.
 */
import { normalizeEmail } from "../auth/email";
import { db } from "../db/client";
import type { Page, Submission } from "../db/generated/client";
import { ApiError } from "../http/errors";
import { PAGE_TYPES } from "./types/registry";
import type { PageTypeModule, PerPersonRule } from "./types/define";
import type { ToolType } from "./types/names";

/** What a Page takes from each person a limited number of times (its module's rule): one approval decision, signature or checklist completion unless its content allows more. */
export function perPersonRule(page: Pick<Page, "toolType" | "content">): PerPersonRule | null {
  const pageType = PAGE_TYPES[page.toolType as ToolType] as PageTypeModule | undefined;
  return pageType?.perPerson?.((page.content ?? {}) as Record<string, unknown>) ?? null;
}

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
/** A moment as the page and its messages say it: "24 November 2026 at 14:03 UTC". */
export const spokenTime = (at: Date) => `${WHEN.format(at)} UTC`;

/** One earlier submission of the person's, as the page shows it and the 409 describes it. */
export interface EarlierSubmission {
  id: string;
  kind: string;
  createdAt: string;
  /** createdAt as the page says it. */
  when: string;
  decision?: "approved" | "rejected";
  comment?: string;
  typedName?: string;
  /** A declined signature's reason. */
  reason?: string;
}

export function earlierOf(submission: Submission): EarlierSubmission {
  const data = (submission.data ?? {}) as Record<string, unknown>;
  return {
    id: submission.id,
    kind: submission.kind,
    createdAt: submission.createdAt.toISOString(),
    when: spokenTime(submission.createdAt),
    ...(data.decision === "approved" || data.decision === "rejected" ? { decision: data.decision } : {}),
    ...(typeof data.comment === "string" && data.comment ? { comment: data.comment } : {}),
    ...(typeof data.typedName === "string" ? { typedName: data.typedName } : {}),
    ...(submission.kind === "decline" && typeof data.reason === "string" ? { reason: data.reason } : {}),
  };
}

/** 409 already_submitted: what the person already gave, said plainly; `existing` is their latest such submission. */
export function alreadySubmitted(rule: { kind: string; max: number }, earlier: Submission[]): ApiError {
  const latest = earlierOf(earlier[0]!);
  let message: string;
  if (rule.kind === "approval") message = `You already ${latest.decision ?? "decided on"} this on ${latest.when}. A decision cannot be changed on this Page; nothing was changed.`;
  else if (rule.kind === "signature")
    message =
      rule.max === 1
        ? `You already signed this document on ${latest.when}${latest.typedName ? ` as ${latest.typedName}` : ""}. Nothing was changed.`
        : `You have already signed this document ${earlier.length} times, the most this Page allows (last on ${latest.when}). Nothing was changed.`;
  else if (rule.kind === "checklist") message = `You already completed this checklist on ${latest.when}. Nothing was changed.`;
  else if (rule.kind === "order")
    message = rule.max === 1 ? `You already placed an order here on ${latest.when}. Nothing was changed.` : `You have already placed ${earlier.length} orders here, the most this Page allows (last on ${latest.when}). Nothing was changed.`;
  else
    message =
      rule.max === 1
        ? `You already sent your answers on ${latest.when}. Nothing was changed.`
        : `You have already sent ${earlier.length} responses, the most this form allows (last on ${latest.when}). Nothing was changed.`;
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
 * atomically, where the submission is recorded (lib/pages/submissions.ts).
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
  if (page.toolType === "e_signature") {
    // A decline is final: shown instead of the form.
    const [declined] = await earlierSubmissions(page.id, "decline", email, 1);
    if (declined) return { earlier: [earlierOf(declined)], canSubmit: false };
  }
  const found = await earlierSubmissions(page.id, rule.kind, email, Number.isFinite(rule.max) ? rule.max : 20);
  return { earlier: found.map(earlierOf), canSubmit: found.length < rule.max };
}

