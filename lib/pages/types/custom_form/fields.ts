/** The form field contract (custom_form and lead_collector). */
import { z } from "zod";
import "zod-openapi";
import { compilePattern, PATTERN_MAX_LENGTH } from "../../patterns";
import { acceptedTypes, key, MAX_UPLOAD_BYTES, text, uniqueBy } from "../shared";
import { conditionProblems } from "./conditions";

export const FORM_FIELD_TYPES = ["text", "long_text", "email", "number", "date", "single_choice", "multiple_choice", "checkbox", "file", "phone", "url"] as const;

/** The most values a condition's `in` may list. */
export const CONDITION_MAX_VALUES = 100;

/** A condition on an earlier field's answer (./conditions.ts has the rule). */
export const FieldConditionSchema = z
  .strictObject({
    field: key.meta({ description: "The name of an earlier field of the form." }),
    equals: z.union([z.string().max(200), z.number(), z.boolean()]).optional().meta({
      description: "Matches when the answer equals this: text or a choice (a multiple_choice answer that includes it), a number for a number field, true or false for a checkbox.",
    }),
    in: z
      .array(z.union([z.string().max(200), z.number()]))
      .min(1)
      .max(CONDITION_MAX_VALUES)
      .optional()
      .meta({ description: "Matches when the answer (or one option of a multiple_choice answer) is one of these." }),
    notEmpty: z.literal(true).optional().meta({ description: "Matches when the field has an answer (a checkbox: ticked; a file: attached)." }),
  })
  .meta({
    id: "FieldCondition",
    description: "A test of an earlier field's answer: exactly one of equals, in or notEmpty. A hidden field has no answer, so a condition on it does not match.",
  });

export const FormFieldSchema = z
  .looseObject({
    name: key.meta({ description: "Key of the answer in the submission." }),
    label: text(200),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean().default(false),
    placeholder: z.string().max(200).optional(),
    helpText: z.string().max(500).optional(),
    options: z.array(text(200)).min(1).max(100).optional().meta({ description: "Choices of single_choice and multiple_choice." }),
    min: z.number().optional().meta({ description: "number: smallest value; date: not used." }),
    max: z.number().optional(),
    minLength: z.number().int().min(0).optional(),
    maxLength: z.number().int().min(1).max(20_000).optional(),
    pattern: z
      .string()
      .max(PATTERN_MAX_LENGTH)
      .optional()
      .meta({
        description:
          "A regular expression (RE2 syntax: no backreferences or lookaround) that text answers must match somewhere (an unanchored search; use ^…$ for the whole answer). Checked on the server in linear time.",
      }),
    accept: acceptedTypes.optional().meta({ description: "file: accepted media types, e.g. application/pdf or image/*; any when absent." }),
    maxSizeBytes: z
      .number()
      .int()
      .positive()
      .max(MAX_UPLOAD_BYTES)
      .optional()
      .meta({ description: "file: largest accepted upload in bytes (10 MiB when absent, at most 50 MiB)." }),
    showIf: FieldConditionSchema.optional().meta({
      description:
        "Show (and take) this field only when the condition on an earlier field matches. A hidden field is not asked: an answer to it is refused (400 on the JSON route), and it is never required.",
    }),
    requiredIf: FieldConditionSchema.optional().meta({ description: "Require an answer only when the condition on an earlier field matches (with required false)." }),
  })
  .superRefine((field, ctx) => {
    const choice = field.type === "single_choice" || field.type === "multiple_choice";
    if (choice && !field.options) ctx.addIssue({ code: "custom", path: ["options"], message: `${field.type} needs options` });
    if (field.pattern !== undefined) {
      const compiled = compilePattern(field.pattern);
      if (!compiled.ok) ctx.addIssue({ code: "custom", path: ["pattern"], message: compiled.message });
    }
  })
  .meta({ id: "FormField" });

export type FormField = z.infer<typeof FormFieldSchema>;

/** A list of fields' own rules across fields: unique names, and conditions that name an earlier field with a test that fits it. */
export function checkFieldList(fields: FormField[], ctx: z.RefinementCtx) {
  uniqueBy((f: FormField) => f.name, "field name")(fields, ctx);
  for (const problem of conditionProblems(fields)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
}

export const formFields = z.array(FormFieldSchema).min(1).max(100).superRefine(checkFieldList);

/**
 * The form fields of a form Page's content (custom_form, lead_collector), or
 * null when it has none that can be used (a lead_collector without `fields`,
 * or content stored before it was validated).
 */
export function formFieldsOf(content: unknown): FormField[] | null {
  const fields = (content as { fields?: unknown } | null)?.fields;
  if (fields === undefined) return null;
  const parsed = formFields.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/** The most responses a form may take from one person (`responsesPerPerson`). */
export const MAX_RESPONSES_PER_PERSON = 100;

export const responsesPerPerson = z
  .number()
  .int()
  .min(1)
  .max(MAX_RESPONSES_PER_PERSON)
  .optional()
  .meta({
    description: `Extension: how many responses one signed-in person (one email address) may send; 1 when absent. A further one is refused (409 already_submitted) and the page shows what the person sent instead of a blank form (with "Send another response" while more are allowed). At most ${MAX_RESPONSES_PER_PERSON}.`,
  });

/** A form's per-person limit from its content (1 unless `responsesPerPerson` allows more). */
export function responsesAllowed(content: Record<string, unknown>): number {
  const max = content.responsesPerPerson;
  return typeof max === "number" && Number.isInteger(max) && max >= 1 ? Math.min(max, MAX_RESPONSES_PER_PERSON) : 1;
}
