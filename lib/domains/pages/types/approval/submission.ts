/** An approval decision as a submission: approved or rejected, with a comment; the event page.approval.decided. */
import { defineSubmissionKind } from "../define";
import { ApprovalDataSchema } from "./data";
import { approvalStanding } from "./standing";

export const approvalKind = defineSubmissionKind({
  data: ApprovalDataSchema,
  event: "page.approval.decided",
  eventData: async (data, { tx, submission, ref }) => {
    // With named approvers, where the request stands after this decision (read in this transaction, so it counts).
    const page = await tx.page.findUnique({ where: { id: submission.pageId }, select: { id: true, content: true } });
    const standing = page ? await approvalStanding(page, tx) : null;
    const progress = standing ? { outcome: standing.outcome, approvers: { decided: standing.approvers.filter((a) => a.decision).length, of: standing.approvers.length } } : {};
    return { ...ref, decision: data.decision!, comment: data.comment, ...progress };
  },
  summary: (data, { t, clip }) => [t("summaryDecision", { decision: data.decision ?? "" }), ...(data.comment ? [t("summaryComment", { comment: clip(data.comment) })] : [])],
  receipt: true,
  shown: (data) => ({ ...(data.decision ? { decision: data.decision } : {}), ...(data.comment ? { comment: data.comment } : {}) }),
  alreadySubmitted: ({ when, latest }) => `You already ${latest.decision ?? "decided on"} this on ${when}. A decision cannot be changed on this Page; nothing was changed.`,
});
