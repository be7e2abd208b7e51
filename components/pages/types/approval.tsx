/** approval: the request, the named approvers and how each decided, then the decision buttons (or the person's decision). */
import { Markdown } from "@/components/markdown";
import { textFor } from "@/components/i18n/server";
import { ApproverDecision } from "@/components/pages/decided-at";
import { ApprovalForm } from "@/components/pages/interactive";
import { Description } from "@/components/pages/views";
import { db } from "@/lib/core/db/client";
import { normalizeEmail } from "@/lib/domains/auth/email";
import { myEarlierSubmissions } from "@/lib/domains/pages/per-person";
import { approvalSnapshot } from "@/lib/domains/pages/rendered";
import { documentHtml } from "@/lib/domains/pages/render";
import { approvalStanding } from "@/lib/domains/pages/behaviour/approval/decide";
import { personRequestsOf, type PersonRequestView } from "@/lib/domains/pages/behaviour/approval/person-requests";
import { LocalTime } from "@/components/i18n/client";
import { PersonRequestForm } from "@/components/pages/person-request";
import type { ViewProps } from "./view";

export async function ApprovalView({ page, actions, content, email, chosen }: ViewProps<"approval">) {
  const t = textFor(chosen, "approval");
  // A long request (up to 100,000 characters) is rendered in a render worker and kept per version, its visible text too
  // (the snapshot below then costs a hash): a page view does not hold the shared thread.
  const details = content.request_details_markdown?.trim() ? content.request_details_markdown : null;
  const detailsHtml = details ? await documentHtml(details) : undefined;
  const standing = await approvalStanding(page, db());
  const me = normalizeEmail(email);
  const mayDecide = !standing || standing.approvers.some((approver) => approver.email === me);
  const decided = standing?.approvers.filter((approver) => approver.decision).length ?? 0;
  const requests = await personRequestsOf(page.id);
  // Linked to Persons for approvals, the Page is their approvals inbox: its text, then what they wait on (its own
  // request's buttons and approvers' standing would only confuse; the approvers still decide who may answer).
  if (requests.linked) {
    // A Person's requests are answered by named approvers only: a Page whose approvers were removed answers none.
    const mayAnswer = standing != null && mayDecide;
    return (
      <>
        <Description text={content.request_description} />
        {details ? <Markdown html={detailsHtml}>{details}</Markdown> : null}
        {mayAnswer ? null : <p className="rounded-md border border-stone-300 bg-stone-50 p-4 text-stone-800">{t("notApprover", { email: me })}</p>}
        <PersonRequests requests={requests} mayDecide={mayAnswer} action={actions.answerPersonRequest} t={t} />
      </>
    );
  }
  return (
    <>
      <Description text={content.request_description} />
      {details ? <Markdown html={detailsHtml}>{details}</Markdown> : null}
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

type Text = ReturnType<typeof textFor<"approval">>;

/** The tool calls linked Persons wait on (an approval Page linked for approvals), each with its answer form; then the last few answered. */
function PersonRequests({
  requests,
  mayDecide,
  action,
  t,
}: {
  requests: { pending: PersonRequestView[]; decided: PersonRequestView[] };
  mayDecide: boolean;
  action: ViewProps<"approval">["actions"]["answerPersonRequest"];
  t: Text;
}) {
  const who = (request: PersonRequestView) => (request.decidedBy === "controller" ? t("whoController") : (request.decidedBy ?? ""));
  return (
    <section aria-labelledby="person-requests-title" className="flex flex-col gap-3">
      <h2 id="person-requests-title" className="text-lg font-semibold">
        {t("personRequests")}
      </h2>
      <p className="text-sm text-stone-700">{requests.pending.length ? t("personRequestsHint") : t("noPersonRequests")}</p>
      {requests.pending.map((request) => (
        <article key={request.id} aria-labelledby={`request-${request.id}`} className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-stone-900">
          <h3 id={`request-${request.id}`} className="font-semibold [overflow-wrap:anywhere]">
            {t("requestFrom", { name: request.personName, tool: request.tool })}
          </h3>
          {request.reason ? (
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
              <span className="font-medium">{t("requestWhy")}: </span>
              {request.reason}
            </p>
          ) : null}
          <div>
            <p className="font-medium">{t("requestDetails")}</p>
            <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap rounded border border-stone-300 bg-white p-2 text-sm [overflow-wrap:anywhere]">{request.argumentsText}</pre>
          </div>
          <p className="text-sm text-stone-700">
            {t("requestExpires")} <LocalTime at={request.expiresAt} />
          </p>
          {mayDecide ? <PersonRequestForm action={action} approvalId={request.id} /> : null}
        </article>
      ))}
      {requests.decided.length ? (
        <div>
          <h3 className="font-semibold">{t("recentRequests")}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-stone-700">
            {requests.decided.map((request) => (
              <li key={request.id} className="[overflow-wrap:anywhere]">
                {request.status === "approved"
                  ? t("recentApproved", { tool: request.tool, who: who(request) })
                  : request.status === "denied"
                    ? t("recentDenied", { tool: request.tool, who: who(request) })
                    : t("recentExpired", { tool: request.tool })}
                {request.decidedAt ? (
                  <>
                    {" · "}
                    <LocalTime at={request.decidedAt} />
                  </>
                ) : null}
                {request.comment ? <span className="block text-stone-600">“{request.comment}”</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
