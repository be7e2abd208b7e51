/** approval: the request, then the decision buttons (or the person's decision). */
import { Markdown } from "@/components/markdown";
import { ApprovalForm } from "@/components/pages/interactive";
import { Description } from "@/components/pages/views";
import { myEarlierSubmissions } from "@/lib/pages/per-person";
import { approvalSnapshot } from "@/lib/pages/rendered";
import type { ViewProps } from "./view";

export async function ApprovalView({ page, actions, content, email }: ViewProps<"approval">) {
  return (
    <>
      <Description text={content.request_description} />
      {content.request_details_markdown?.trim() ? <Markdown>{content.request_details_markdown}</Markdown> : null}
      <ApprovalForm action={actions.approve} seen={approvalSnapshot(page.label, content).version} earlier={await myEarlierSubmissions(page, email)} />
    </>
  );
}
