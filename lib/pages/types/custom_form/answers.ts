/**
 * A counterpart's answers to a form Page (custom_form, lead_collector): read
 * and validated on the server against the Page's fields, the same way for the
 * browser form and the JSON route, then recorded as one submission.
 */
import { z } from "zod";
import type { Page } from "../../../db/generated/client";
import { ApiError } from "../../../http/errors";
import { openForWriting, type SubmitMeta } from "../../open";
import { compilePattern, matchesPattern } from "../../patterns";
import type { FieldErrors } from "../../seen";
export type { FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";
import { formFiles } from "../../uploads";
import { formFieldsOf, type FormField } from "./fields";

/** An answer with nothing in it: no value, or only blanks. */
const isBlank = (value: string) => value.trim() === "";

/** A decimal number as people and `<input type="number">` write it (no hex, no `Infinity`, no blanks read as 0). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** What a checkbox sends when ticked (`on`, the browser's default value; `true` from JSON) and when not. */
const TICKED = new Set(["on", "true"]);
const UNTICKED = new Set(["", "off", "false"]);

/**
 * The zod schema of one field's answer that is not blank (blank answers are
 * decided before, the same way for every type: see validateAnswers). Text
 * arrives as strings.
 */
function answerSchema(field: FormField): z.ZodType {
  let text = z.string().trim();
  if (field.minLength !== undefined) text = text.min(field.minLength, `At least ${field.minLength} characters.`);
  const longest = field.maxLength ?? (field.type === "long_text" ? 10_000 : 1_000);
  text = text.max(longest, "Too long.");
  if (field.pattern) {
    // RE2 semantics: linear in the answer whatever the pattern (lib/pages/patterns.ts).
    const compiled = compilePattern(field.pattern);
    text = compiled.ok
      ? text.refine((answer) => answer.length > longest || matchesPattern(compiled.regex, answer), "Not in the expected format.") // too long: refused by max, never searched
      : text.refine(() => false, "This answer cannot be checked right now; the Page's owner must correct its format rule.");
  }
  switch (field.type) {
    case "email":
      return z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address."));
    case "url":
      return z.string().trim().pipe(z.url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://." }));
    case "number": {
      let number = z.number({ error: "Enter a number." }); // not Infinity ("1e999")
      if (field.min !== undefined) number = number.min(field.min, `At least ${field.min}.`);
      if (field.max !== undefined) number = number.max(field.max, `At most ${field.max}.`);
      return z.string().trim().regex(DECIMAL, "Enter a number.").transform(Number).pipe(number);
    }
    case "date":
      return z.string().trim().pipe(z.iso.date({ error: "Enter a date." }));
    case "phone":
      return z.string().trim().regex(/^\+?[0-9 ()./-]{5,30}$/, "Enter a phone number.");
    case "single_choice":
      return z.enum(field.options as [string, ...string[]], { error: "Choose one of the options." });
    case "multiple_choice":
      return z.array(z.enum(field.options as [string, ...string[]], { error: "Choose among the options." }));
    case "file":
      // The id of a file uploaded to this field (lib/pages/uploads.ts); submitForm resolves it to the file's reference.
      return z.string().trim().regex(/^upl_[0-9a-f]{24}$/, "Upload the file again.");
    default:
      return text;
  }
}

/**
 * Validates raw form values (`getAll` per field name) against the fields;
 * the one reading of answers for the browser form and the JSON route.
 *
 * Blank is decided first and alike for every type: no value, or only blank
 * values (an empty `<input type="number">` sends ""), is "Required." for a
 * required field and no answer at all for an optional one (the key is
 * absent from the submission: never 0, "" or an empty list). A checkbox is
 * blank when unticked: "Required." when required, `false` otherwise (a box
 * has no unanswered state). Then the answer is checked against its type;
 * one value per field except multiple_choice. `supplied`: the names the
 * client sent (JSON), each of which must be a field of the form.
 */
export function validateAnswers(
  fields: FormField[],
  values: (name: string) => string[],
  supplied: Iterable<string> = [],
): { ok: true; answers: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const answers: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const known = new Set(fields.map((field) => field.name));
  for (const name of supplied) if (!known.has(name)) errors[name] = "This form has no such field.";
  for (const field of fields) {
    const raw = values(field.name);
    if (field.type === "checkbox") {
      const unknown = raw.find((value) => !TICKED.has(value.trim().toLowerCase()) && !UNTICKED.has(value.trim().toLowerCase()));
      const ticked = raw.some((value) => TICKED.has(value.trim().toLowerCase()));
      if (unknown !== undefined || raw.length > 1) errors[field.name] = "Tick the box or leave it unticked.";
      else if (ticked) answers[field.name] = true;
      else if (field.required) errors[field.name] = "Required.";
      else answers[field.name] = false;
      continue;
    }
    const given = raw.filter((value) => !isBlank(value));
    if (!given.length) {
      if (field.required) errors[field.name] = "Required.";
      continue;
    }
    if (field.type !== "multiple_choice" && given.length > 1) {
      errors[field.name] = "Give one answer.";
      continue;
    }
    const parsed = answerSchema(field).safeParse(field.type === "multiple_choice" ? [...new Set(given)] : given[0]);
    if (parsed.success) answers[field.name] = parsed.data;
    else errors[field.name] = parsed.error.issues[0]?.message ?? "Invalid.";
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}

/** The form's fields; a Page without usable fields takes no answers (never an empty submission). */
function fieldsOf(page: Page): FormField[] {
  const fields = formFieldsOf(page.content);
  if (!fields) throw new ApiError("conflict", "This Page has no form to answer.");
  return fields;
}

/** One answer as JSON sends it: text, a number, a boolean (checkbox), null (no answer) or a list (multiple_choice). */
export type JsonAnswer = string | number | boolean | null | string[];

/**
 * The same submission from JSON answers (the counterpart HTTP route), read
 * by the same rules as the browser form (numbers and booleans as their text,
 * null as no answer); invalid answers, and answers to fields the form does
 * not have, are a 400 with one detail per field.
 */
export async function submitFormAnswers(pageId: string, answers: Record<string, JsonAnswer>, meta: SubmitMeta) {
  const result = await submitForm(
    pageId,
    (name) => {
      const value = Object.hasOwn(answers, name) ? answers[name] : undefined;
      return value === undefined || value === null ? [] : Array.isArray(value) ? value : [String(value)];
    },
    meta,
    Object.keys(answers),
  );
  if (!result.ok) {
    throw new ApiError("validation_failed", "Some answers are not accepted.", {
      details: Object.entries(result.errors).map(([path, message]) => ({ path: `answers.${path}`, message })),
    });
  }
  return result.answers;
}

/** `supplied`: the answer names the client sent, when it names them (JSON); see validateAnswers. */
export async function submitForm(pageId: string, values: (name: string) => string[], meta: SubmitMeta, supplied: Iterable<string> = []) {
  const page = await openForWriting(pageId, meta.email, ["custom_form", "lead_collector"]);
  const fields = fieldsOf(page);
  const result = validateAnswers(fields, values, supplied);
  if (!result.ok) return result;
  // File fields: the ids of files the sender uploaded become their references, attached to this submission in its transaction.
  const files = await formFiles(pageId, fields, result.answers, meta.email);
  if (!files.ok) return files;
  await recordSubmission({
    pageId,
    kind: page.toolType === "lead_collector" ? "lead" : "form",
    submitterEmail: meta.email,
    data: files.answers,
    ip: meta.ip,
    userAgent: meta.userAgent,
    also: files.attach,
  });
  return { ok: true as const, answers: files.answers };
}

