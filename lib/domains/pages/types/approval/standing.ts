/**
 * Named approvers and how they stand: who may decide, each one's latest
 * decision, and the request's outcome. Read by the view and, inside the
 * decision's transaction, by its event (lib/domains/pages/submissions.ts).
 */
import type { Tx } from "../../../../core/db/client";
import { approversOf } from "../../../links/approvers";
import { decisionOf } from "./data";

/** The approvers the content names (normal form, in its order), or null when anyone who can open the Page decides (its own request; a Person's requests need named approvers). */
export { approversOf };

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
export async function approvalStanding(page: { id: string; content: unknown }, client: Pick<Tx, "submission">): Promise<{ approvers: ApproverStanding[]; outcome: "approved" | "rejected" | "pending" } | null> {
  const approvers = approversOf(page.content);
  if (!approvers) return null;
  const decisions = await client.submission.findMany({
    where: { pageId: page.id, kind: "approval", submitterEmail: { in: approvers } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 1_000,
  });
  const standing = approvers.map((email): ApproverStanding => {
    const latest = decisions.find((submission) => submission.submitterEmail === email);
    const decision = latest ? decisionOf(latest.data) : undefined;
    return latest && decision ? { email, decision, decidedAt: latest.createdAt.toISOString() } : { email };
  });
  const outcome = standing.some((s) => s.decision === "rejected") ? "rejected" : standing.every((s) => s.decision === "approved") ? "approved" : "pending";
  return { approvers: standing, outcome };
}
