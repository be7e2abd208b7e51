/** A counterpart's decision on an approval Page; with named approvers, only theirs. */
import { normalizeEmail } from "../../../auth/email";
import { ApiError } from "../../../../core/http/errors";
import { openForWriting, type SubmitMeta } from "../../open";
import { perPersonGuard } from "../../per-person";
import { approvalSnapshot } from "../../rendered";
import { prepareMarkdownText } from "../../render";
import { assertSeen, type FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";
import { approversOf } from "../../types/approval/standing";

export { approvalStanding, approversOf, type ApproverStanding } from "../../types/approval/standing";

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
  // A long request's visible text is worked out in a render worker first (the snapshot then costs a hash).
  const details = (page.content as { request_details_markdown?: unknown }).request_details_markdown;
  if (typeof details === "string" && details.trim()) await prepareMarkdownText(details);
  const request = approvalSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(request, seen, "request");
  const errors: FieldErrors = {};
  if (decision !== "approved" && decision !== "rejected") errors.decision = "Choose approve or reject.";
  if (comment.length > 5_000) errors.comment = "At most 5,000 characters.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  await recordSubmission({ pageId, kind: "approval", submitterEmail: meta.email, data: { decision, comment: comment.trim(), request }, ip: meta.ip, userAgent: meta.userAgent, perPerson });
  return { ok: true as const };
}
