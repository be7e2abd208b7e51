/** The form field contract (custom_form and lead_collector). */
import { z } from "zod";
import "zod-openapi";
import { compilePattern, PATTERN_MAX_LENGTH } from "../../patterns";
import { acceptedTypes, key, MAX_UPLOAD_BYTES, text, uniqueBy } from "../shared";

export const FORM_FIELD_TYPES = ["text", "long_text", "email", "number", "date", "single_choice", "multiple_choice", "checkbox", "file", "phone", "url"] as const;

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

export const formFields = z.array(FormFieldSchema).min(1).max(100).superRefine(uniqueBy((f) => f.name, "field name"));

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
