/** A counterpart's decision on an approval Page; with named approvers, only theirs. */
import { normalizeEmail } from "../../../auth/email";
import { db } from "../../../db/client";
import { ApiError } from "../../../http/errors";
import { openForWriting, type SubmitMeta } from "../../open";
import { perPersonGuard } from "../../per-person";
import { approvalSnapshot } from "../../rendered";
import { assertSeen, type FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";

/** The approvers the content names (normal form, in its order), or null when anyone who can open the Page decides. */
export function approversOf(content: unknown): string[] | null {
  const list = (content as { approvers?: unknown } | null)?.approvers;
  return Array.isArray(list) && list.length ? list.filter((email): email is string => typeof email === "string").map(normalizeEmail) : null;
}

/** 403 not_an_approver, said plainly: who may decide is the Page's content, not the person's access. */
export function assertApprover(content: unknown, email: string): void {
  const approvers = approversOf(content);
  if (approvers && !approvers.includes(normalizeEmail(email))) {
    throw new ApiError("not_an_approver", `Only the approvers this request names may decide on it, and ${normalizeEmail(email)} is not one of them. Nothing was recorded.`);
  }
}

/** `seen`: the version of the approval snapshot the person's form was rendered with. */
export async function submitApproval(pageId: string, decision: string, comment: string, seen: string | undefined, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["approval"]);
  assertApprover(page.content, meta.email);
  const perPerson = await perPersonGuard(page, meta.email);
  const request = approvalSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(request, seen, "request");
  const errors: FieldErrors = {};
  if (decision !== "approved" && decision !== "rejected") errors.decision = "Choose approve or reject.";
  if (comment.length > 5_000) errors.comment = "At most 5,000 characters.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  await recordSubmission({ pageId, kind: "approval", submitterEmail: meta.email, data: { decision, comment: comment.trim(), request }, ip: meta.ip, userAgent: meta.userAgent, perPerson });
  return { ok: true as const };
}

/** One approver's standing on a Page with named approvers: their latest decision, if any. */
export interface ApproverStanding {
  email: string;
  decision?: "approved" | "rejected";
  decidedAt?: string;
}

/**
 * How the named approvers stand (null without named approvers): each one's
 * latest decision, in the content's order, and the request's outcome:
 * rejected as soon as one approver rejects, approved once every approver
 * approved, pending otherwise.
 */
export async function approvalStanding(page: { id: string; content: unknown }): Promise<{ approvers: ApproverStanding[]; outcome: "approved" | "rejected" | "pending" } | null> {
  const approvers = approversOf(page.content);
  if (!approvers) return null;
  const decisions = await db().submission.findMany({
    where: { pageId: page.id, kind: "approval", submitterEmail: { in: approvers } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1_000,
  });
  const standing = approvers.map((email): ApproverStanding => {
    const latest = decisions.find((submission) => submission.submitterEmail === email);
    const decision = (latest?.data as { decision?: unknown } | undefined)?.decision;
    return latest && (decision === "approved" || decision === "rejected") ? { email, decision, decidedAt: latest.createdAt.toISOString() } : { email };
  });
  const outcome = standing.some((s) => s.decision === "rejected") ? "rejected" : standing.every((s) => s.decision === "approved") ? "approved" : "pending";
  return { approvers: standing, outcome };
}
