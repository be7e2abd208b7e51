/** approval: a participant's review or approval; one decision per person unless the content allows changes. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { requestHeading } from "./heading";
import { approvalKind } from "./submission";
import { emailList, text } from "../shared";

/** The most approvers an approval Page may name. */
export const MAX_APPROVERS = 50;

export const ApprovalContentSchema = z
  .looseObject({
    request_title: text(200),
    request_description: z.string().max(5_000).optional(),
    request_details_markdown: z.string().max(100_000).optional(),
    approvers: emailList(MAX_APPROVERS, "approver")
      .optional()
      .meta({
        description: `Extension: the people who decide (email addresses, each once, at most ${MAX_APPROVERS}). When set, only they may approve or reject (anyone else who can open the Page sees the request read-only; a decision from them is 403 not_an_approver); each approver decides once (unless allow_decision_change), and the Page shows each approver's decision. The request is approved when every approver has approved, rejected as soon as one rejects. Absent: anyone who can open the Page decides, once each.`,
      }),
    allow_decision_change: z
      .boolean()
      .default(false)
      .meta({
        description:
          "Extension: false (the default): one decision per signed-in person (one email address); a second one is refused (409 already_submitted) and the page shows the person's decision instead of the buttons. true: a person may decide again; each decision is a submission and their latest one counts.",
      }),
  })
  .meta({ id: "ApprovalContent" });

export const approval = definePageType({
  purpose: "Participant review or approval",
  contentKeys: ["request_title", "request_description", "request_details_markdown"],
  content: ApprovalContentSchema,
  examples: [
    {
      summary: "A purchase that needs a manager's approval",
      label: "Laptop purchase",
      content: {
        request_title: "Approve a laptop purchase for the design team",
        request_description: "Two laptops for the new designers starting in January.",
        request_details_markdown: "| Item | Qty | Price |\n|---|---|---|\n| MacBook Pro 14\" | 2 | $2,399 |\n\n**Total: $4,798**, within the Q1 equipment budget.",
      },
    },
    {
      summary: "A contract two named people must both approve",
      label: "Supplier contract",
      content: {
        request_title: "Approve the 2027 cleaning contract with Brightway",
        request_description: "Finance and Facilities both sign off before we renew.",
        approvers: ["finance@northwind.example", "facilities@northwind.example"],
      },
    },
  ],
  heading: requestHeading,
  submissions: { approval: approvalKind },
  events: ["page.approval.decided"],
  perPerson: (content) => ({ kind: "approval", max: content.allow_decision_change === true ? Infinity : 1 }),
});
