/** approval: the request, the named approvers and how each decided, then the decision buttons (or the person's decision). */
import { Markdown } from "@/components/markdown";
import { textFor } from "@/components/i18n/server";
import { ApproverDecision } from "@/components/pages/decided-at";
import { ApprovalForm } from "@/components/pages/interactive";
import { Description } from "@/components/pages/views";
import { normalizeEmail } from "@/lib/auth/email";
import { myEarlierSubmissions } from "@/lib/pages/per-person";
import { approvalSnapshot } from "@/lib/pages/rendered";
import { approvalStanding } from "@/lib/pages/types/approval/decide";
import type { ViewProps } from "./view";

export async function ApprovalView({ page, actions, content, email, chosen }: ViewProps<"approval">) {
  const t = textFor(chosen, "approval");
  const standing = await approvalStanding(page);
  const me = normalizeEmail(email);
  const mayDecide = !standing || standing.approvers.some((approver) => approver.email === me);
  const decided = standing?.approvers.filter((approver) => approver.decision).length ?? 0;
  return (
    <>
      <Description text={content.request_description} />
      {content.request_details_markdown?.trim() ? <Markdown>{content.request_details_markdown}</Markdown> : null}
      {standing ? (
        <section aria-labelledby="approvers-title" className="flex flex-col gap-2 rounded-md border border-stone-300 bg-white p-4">
          <h2 id="approvers-title" className="text-lg font-semibold">
            {t("approvers")}
          </h2>
          <p className="text-sm text-stone-700">{t("approversHint", { count: standing.approvers.length })}</p>
          <ul className="flex flex-col gap-1">
            {standing.approvers.map((approver) => (
              <li key={approver.email} className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium [overflow-wrap:anywhere]">
                  {approver.email} {approver.email === me ? <span className="font-normal text-stone-600">{t("you")}</span> : null}
                </span>
                <ApproverDecision decision={approver.decision} at={approver.decidedAt} />
              </li>
            ))}
          </ul>
          <p className="font-medium">
            {standing.outcome === "approved" ? t("outcomeApproved") : standing.outcome === "rejected" ? t("outcomeRejected") : t("outcomePending", { decided, total: String(standing.approvers.length) })}
          </p>
        </section>
      ) : null}
      {mayDecide ? null : (
        <p className="rounded-md border border-stone-300 bg-stone-50 p-4 text-stone-800">{t("notApprover", { email: me })}</p>
      )}
      <ApprovalForm action={actions.approve} seen={approvalSnapshot(page.label, content).version} earlier={await myEarlierSubmissions(page, email)} mayDecide={mayDecide} />
    </>
  );
}
