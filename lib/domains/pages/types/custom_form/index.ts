/** custom_form: structured intake, questionnaires, response collection. */
import { z } from "zod";
import "zod-openapi";
import { definePageType } from "../define";
import { headingFrom } from "../heading";
import { formAnswersKind, formUploadTarget } from "./submission";
import { text } from "../shared";
import { formFields, responsesAllowed, responsesPerPerson } from "./fields";

export const CustomFormContentSchema = z
  .looseObject({
    title: text(200),
    description: z.string().max(5_000).optional(),
    fields: formFields,
    submitButtonText: text(60).default("Submit"),
    successMessage: text(1_000).default("Thank you. Your response has been recorded."),
    responsesPerPerson,
  })
  .meta({ id: "CustomFormContent" });

export const customForm = definePageType({
  purpose: "Structured intake, lead capture, questionnaires, response collection",
  contentKeys: ["title", "description", "fields[]", "submitButtonText", "successMessage"],
  content: CustomFormContentSchema,
  defaultContent: {
    title: "Contact us",
    description: "Send us a message and we will get back to you.",
    fields: [
      { name: "name", label: "Your name", type: "text", required: true },
      { name: "email", label: "Email", type: "email", required: true },
      { name: "message", label: "Message", type: "long_text", required: true, maxLength: 5000 },
    ],
    submitButtonText: "Submit",
    successMessage: "Thank you. Your response has been recorded.",
  },
  examples: [
    {
      summary: "A dental clinic's new-patient intake",
      label: "New patient form",
      content: {
        title: "New patient form",
        description: "Tell us a little about yourself before your first visit.",
        fields: [
          { name: "full_name", label: "Full name", type: "text", required: true },
          { name: "email", label: "Email", type: "email", required: true },
          { name: "phone", label: "Phone", type: "phone" },
          { name: "date_of_birth", label: "Date of birth", type: "date", required: true },
          { name: "reason", label: "Reason for your visit", type: "single_choice", options: ["Check-up", "Pain", "Cleaning", "Other"], required: true },
          { name: "insured", label: "I have dental insurance", type: "checkbox" },
          { name: "insurer", label: "Insurance company", type: "text", showIf: { field: "insured", equals: true }, requiredIf: { field: "insured", equals: true } },
          { name: "pain_level", label: "How bad is the pain (1 to 10)?", type: "number", min: 1, max: 10, showIf: { field: "reason", equals: "Pain" }, requiredIf: { field: "reason", equals: "Pain" } },
          { name: "notes", label: "Anything we should know?", type: "long_text", maxLength: 2000 },
        ],
        submitButtonText: "Send",
        successMessage: "Thank you. We will confirm your appointment by email.",
      },
    },
  ],
  heading: headingFrom("title"),
  submissions: { form: formAnswersKind("form") },
  uploadTarget: formUploadTarget,
  events: ["page.submission.created"],
  perPerson: (content) => ({ kind: "form", max: responsesAllowed(content) }),
});
