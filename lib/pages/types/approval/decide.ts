/** A counterpart's decision on an approval Page. */
import { openForWriting, type SubmitMeta } from "../../open";
import { perPersonGuard } from "../../per-person";
import { approvalSnapshot } from "../../rendered";
import { assertSeen, type FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";

/** `seen`: the version of the approval snapshot the person's form was rendered with. */
export async function submitApproval(pageId: string, decision: string, comment: string, seen: string | undefined, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["approval"]);
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

