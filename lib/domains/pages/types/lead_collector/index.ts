/** lead_collector: legacy lead capture (custom_form's members, all optional; custom_form is preferred). */
import { z } from "zod";
import "zod-openapi";
import { formFields, responsesAllowed, responsesPerPerson } from "../custom_form/fields";
import { definePageType } from "../define";
import { formAnswersKind, formUploadTarget } from "../custom_form/submission";
import { text } from "../shared";
import { headingFrom } from "../heading";

export const LeadCollectorContentSchema = z
  .looseObject({
    title: text(200).optional(),
    description: z.string().max(5_000).optional(),
    fields: formFields.optional().meta({ description: "When present, the form (the same field contract as custom_form); without it the content is shown as an artifact." }),
    submitButtonText: text(60).optional(),
    successMessage: text(1_000).optional(),
    responsesPerPerson,
  })
  .meta({
    id: "LeadCollectorContent",
    description: "Legacy lead capture: custom_form's members, all optional; other members are kept and shown as text. custom_form is preferred.",
  });

export const leadCollector = definePageType({
  purpose: "Legacy compatibility type for simple lead capture; custom_form is preferred for a stable content shape",
  contentKeys: ["title", "description", "fields[]", "submitButtonText", "successMessage"],
  content: LeadCollectorContentSchema,
  defaultContent: {
    title: "Stay in touch",
    fields: [
      { name: "name", label: "Name", type: "text", required: true },
      { name: "email", label: "Email", type: "email", required: true },
    ],
  },
  examples: [
    {
      summary: "A webinar's sign-up for the recording",
      label: "Get the recording",
      content: {
        title: "Get the webinar recording",
        description: "Leave your email and we will send you the recording and the slides.",
        fields: [
          { name: "name", label: "Name", type: "text", required: true },
          { name: "email", label: "Work email", type: "email", required: true },
          { name: "company", label: "Company", type: "text" },
        ],
        submitButtonText: "Send me the recording",
      },
    },
  ],
  heading: headingFrom("title", "document_title", "invoice_title", "request_title", "vault_title", "dashboard_title"),
  submissions: { lead: formAnswersKind("lead") },
  uploadTarget: formUploadTarget,
  // Without fields the page shows the content as written (an artifact): no member of it is a stray.
  showsEveryMember: (content) => content.fields === undefined,
  events: ["page.submission.created"],
  // One lead per person, as custom_form: signing up twice adds nothing; the content may allow more.
  perPerson: (content) => ({ kind: "lead", max: responsesAllowed(content) }),
});
