/** The form field contract (custom_form and lead_collector). */
import { z } from "zod";
import "zod-openapi";
import {
  compilePattern,
  estimatePattern,
  FORM_PATTERNS_MAX_PROGRAM,
  FORM_PATTERNS_MAX_WORK,
  PATTERN_MAX_LENGTH,
  PATTERN_MAX_PROGRAM,
  PATTERN_MAX_REPEAT,
} from "../patterns";
import { acceptedTypes, key, MAX_UPLOAD_BYTES, text, uniqueBy } from "../shared";
import { conditionProblems } from "./conditions";

export const FORM_FIELD_TYPES = ["text", "long_text", "email", "number", "date", "single_choice", "multiple_choice", "checkbox", "file", "phone", "url"] as const;

/** The longest answer of a text field without maxLength. */
export const TEXT_MAX_LENGTH = 1_000;
/** The longest answer of a long_text field without maxLength. */
export const LONG_TEXT_MAX_LENGTH = 10_000;

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
    maxLength: z
      .number()
      .int()
      .min(1)
      .max(20_000)
      .optional()
      .meta({ description: `text, long_text: longest answer in characters (${TEXT_MAX_LENGTH} for text and ${LONG_TEXT_MAX_LENGTH} for long_text when absent).` }),
    pattern: z
      .string()
      .max(PATTERN_MAX_LENGTH)
      .optional()
      .meta({
        description:
          "A regular expression (RE2 syntax: no backreferences or lookaround) that text answers must match somewhere (an unanchored search; use ^…$ for the whole answer). Checked on the server in linear time. " +
          `Limits (each refused with 400 validation_failed at the field's pattern): at most ${PATTERN_MAX_LENGTH} characters; repeat counts up to ${PATTERN_MAX_REPEAT} (use maxLength for lengths); ` +
          `at most about ${PATTERN_MAX_PROGRAM} compiled instructions (a literal, class or escape is one, a capturing group adds 2, a repeat {n,m} copies what it repeats m times, so nested repeats multiply); ` +
          `the form's patterns together at most ${FORM_PATTERNS_MAX_PROGRAM} instructions; and Σ over the form's fields of instructions × longest answer (maxLength, or its default) at most ${FORM_PATTERNS_MAX_WORK}: a long pattern needs a small maxLength.`,
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
      // Measured, not compiled: the form's patterns are compiled together once their total is known (patternProblems).
      const estimate = estimatePattern(field.pattern);
      if (!estimate.ok) ctx.addIssue({ code: "custom", path: ["pattern"], message: estimate.message });
    }
  })
  .meta({ id: "FormField" });

export type FormField = z.infer<typeof FormFieldSchema>;

/** The longest text answer a field takes (its maxLength, or the type's default): what a pattern is matched against at most. */
export function answerMaxLength(field: Pick<FormField, "type" | "maxLength">): number {
  return field.maxLength ?? (field.type === "long_text" ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH);
}

/**
 * The problems of a list of fields' patterns, as (path, message) pairs, in
 * an order that keeps validation cheap whatever the list holds: each
 * pattern is measured (lib/domains/pages/types/patterns.ts, linear in its length; one
 * over its own limits is reported by FormFieldSchema), the totals are
 * checked (all programs, and program × longest answer summed: what one
 * submission's matching costs), and only a list within both is compiled.
 * The field reported for a total is the one that takes it over.
 */
export function patternProblems(fields: readonly { type?: unknown; maxLength?: unknown; pattern?: unknown }[]): { path: (string | number)[]; message: string }[] {
  const measured: { index: number; pattern: string; program: number }[] = [];
  let program = 0;
  let work = 0;
  for (const [index, field] of fields.entries()) {
    if (typeof field.pattern !== "string") continue;
    const estimate = estimatePattern(field.pattern);
    if (!estimate.ok) continue;
    const longest = answerMaxLength({ type: field.type as FormField["type"], maxLength: typeof field.maxLength === "number" ? field.maxLength : undefined });
    program += estimate.program;
    work += estimate.program * longest;
    if (program > FORM_PATTERNS_MAX_PROGRAM)
      return [
        {
          path: [index, "pattern"],
          message: `the form's patterns compile to about ${program} instructions together, more than ${FORM_PATTERNS_MAX_PROGRAM}: use fewer or shorter patterns`,
        },
      ];
    if (work > FORM_PATTERNS_MAX_WORK)
      return [
        {
          path: [index, "pattern"],
          message:
            `matching costs instructions × longest answer, summed over the form's fields: this pattern (about ${estimate.program} instructions) on answers up to ${longest} characters takes the form to ${work}, ` +
            `more than ${FORM_PATTERNS_MAX_WORK}: use a shorter pattern or a smaller maxLength (at most ${Math.max(1, Math.floor((FORM_PATTERNS_MAX_WORK - (work - estimate.program * longest)) / estimate.program))} here)`,
        },
      ];
    measured.push({ index, pattern: field.pattern, program: estimate.program });
  }
  const problems: { path: (string | number)[]; message: string }[] = [];
  for (const { index, pattern } of measured) {
    const compiled = compilePattern(pattern);
    if (!compiled.ok) problems.push({ path: [index, "pattern"], message: compiled.message });
  }
  return problems;
}

/** patternProblems as a zod refinement of a list of fields (a form's fields, a scheduler's questions). */
export function checkPatterns(fields: readonly { type?: unknown; maxLength?: unknown; pattern?: unknown }[], ctx: z.RefinementCtx) {
  for (const problem of patternProblems(fields)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
}

/** A list of fields' own rules across fields: unique names, conditions that name an earlier field with a test that fits it, and the patterns' totals. */
export function checkFieldList(fields: FormField[], ctx: z.RefinementCtx) {
  uniqueBy((f: FormField) => f.name, "field name")(fields, ctx);
  for (const problem of conditionProblems(fields)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  checkPatterns(fields, ctx);
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
