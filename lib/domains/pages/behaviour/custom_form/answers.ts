/**
 * A counterpart's answers to a form Page (custom_form, lead_collector): read
 * and validated on the server against the Page's fields, the same way for the
 * browser form and the JSON route, then recorded as one submission.
 */
import { z } from "zod";
import type { Page } from "../../../../core/db/generated/client";
import { ApiError } from "../../../../core/http/errors";
import { openForWriting, type SubmitMeta } from "../../open";
import { compilePattern, matchesPattern } from "../../types/patterns";
import { translator, type Locale } from "../../../../core/i18n";
import { perPersonGuard } from "../../per-person";
import type { FieldErrors } from "../../seen";
export type { FieldErrors } from "../../seen";
import { recordSubmission } from "../../submissions";
import { answerKindOf } from "../../registry";
import { formFiles } from "../../uploads";
import { fieldStates } from "../../types/custom_form/conditions";
import { answerMaxLength, formFieldsOf, type FormField } from "../../types/custom_form/fields";

/** An answer with nothing in it: no value, or only blanks. */
const isBlank = (value: string) => value.trim() === "";

/** A decimal number as people and `<input type="number">` write it (no hex, no `Infinity`, no blanks read as 0). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** What a checkbox sends when ticked (`on`, the browser's default value; `true` from JSON) and when not. */
const TICKED = new Set(["on", "true"]);
const UNTICKED = new Set(["", "off", "false"]);

/**
 * Why an answer is not accepted, as a code (the form namespace's
 * `errors.<code>`, lib/core/i18n/messages/form.ts): the page says it in the Page's
 * language, the JSON route in English (`problemText`). Parameters come from
 * the field (`min`, `max`, `minLength`).
 */
export const ANSWER_PROBLEMS = [
  "required",
  "tooShort",
  "tooLong",
  "format",
  "formatBroken",
  "email",
  "url",
  "number",
  "atLeast",
  "atMost",
  "date",
  "phone",
  "choose",
  "chooseAmong",
  "uploadAgain",
  "fileGone",
  "oneAnswer",
  "checkbox",
  "noSuchField",
  "notAsked",
  "invalid",
] as const;
export type AnswerProblemCode = (typeof ANSWER_PROBLEMS)[number];
export interface AnswerProblem {
  code: AnswerProblemCode;
  params?: Record<string, number>;
}
export type AnswerProblems = Record<string, AnswerProblem>;

const isCode = (value: string): value is AnswerProblemCode => (ANSWER_PROBLEMS as readonly string[]).includes(value);

/** A zod issue's code (the schemas below use codes as messages), with the field's numbers it speaks of. */
function problemOf(field: FormField, message: string | undefined): AnswerProblem {
  const code = message && isCode(message) ? message : "invalid";
  if (code === "tooShort") return { code, params: { min: field.minLength ?? 0 } };
  if (code === "atLeast") return { code, params: { min: field.min ?? 0 } };
  if (code === "atMost") return { code, params: { max: field.max ?? 0 } };
  return { code };
}

/** Problems as text in one language (English for the JSON route, the Page's for its page). */
export function problemText(problems: AnswerProblems, locale: Locale = "en"): FieldErrors {
  const t = translator(locale, "form");
  return Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, t(`errors.${problem.code}`, (problem.params ?? {}) as { min: number; max: number })]));
}

/**
 * The zod schema of one field's answer that is not blank (blank answers are
 * decided before, the same way for every type: see validateAnswers). Text
 * arrives as strings. Messages are problem codes.
 */
function answerSchema(field: FormField): z.ZodType {
  let text = z.string().trim();
  if (field.minLength !== undefined) text = text.min(field.minLength, "tooShort");
  const longest = answerMaxLength(field);
  text = text.max(longest, "tooLong");
  if (field.pattern) {
    // RE2 semantics: linear in the answer whatever the pattern, and the contract bounds program × longest answer (lib/domains/pages/types/patterns.ts).
    const compiled = compilePattern(field.pattern);
    text = compiled.ok
      ? text.refine((answer) => answer.length > longest || matchesPattern(compiled.regex, answer), "format") // too long: refused by max, never searched
      : text.refine(() => false, "formatBroken");
  }
  switch (field.type) {
    case "email":
      return z.string().trim().toLowerCase().pipe(z.email("email"));
    case "url":
      return z.string().trim().pipe(z.url({ protocol: /^https?$/, error: "url" }));
    case "number": {
      let number = z.number({ error: "number" }); // not Infinity ("1e999")
      if (field.min !== undefined) number = number.min(field.min, "atLeast");
      if (field.max !== undefined) number = number.max(field.max, "atMost");
      return z.string().trim().regex(DECIMAL, "number").transform(Number).pipe(number);
    }
    case "date":
      return z.string().trim().pipe(z.iso.date({ error: "date" }));
    case "phone":
      return z.string().trim().regex(/^\+?[0-9 ()./-]{5,30}$/, "phone");
    case "single_choice":
      return z.enum(field.options as [string, ...string[]], { error: "choose" });
    case "multiple_choice":
      return z.array(z.enum(field.options as [string, ...string[]], { error: "chooseAmong" }));
    case "file":
      // The id of a file uploaded to this field (lib/domains/pages/uploads.ts); submitForm resolves it to the file's reference.
      return z.string().trim().regex(/^upl_[0-9a-f]{24}$/, "uploadAgain");
    default:
      return text;
  }
}

/**
 * Checks raw form values (`getAll` per field name) against the fields; the
 * one reading of answers for the browser form and the JSON route.
 *
 * Conditions first (./conditions.ts, the rule the browser applies live): a
 * field whose `showIf` does not match is not asked, and an answer to it is
 * refused ("notAsked": never stored, nor silently dropped); one whose
 * `requiredIf` matches is required. Blank is decided next and alike for
 * every type: no value, or only blank values (an empty `<input
 * type="number">` sends ""), is "required" for a required field and no
 * answer at all for an optional one (the key is absent from the submission:
 * never 0, "" or an empty list). A checkbox is blank when unticked:
 * "required" when required, `false` otherwise (a box has no unanswered
 * state). Then the answer is checked against its type; one value per field
 * except multiple_choice. `supplied`: the names the client sent (JSON), each
 * of which must be a field of the form.
 */
export function checkAnswers(
  fields: FormField[],
  values: (name: string) => string[],
  supplied: Iterable<string> = [],
): { ok: true; answers: Record<string, unknown> } | { ok: false; problems: AnswerProblems } {
  const answers: Record<string, unknown> = {};
  const problems: AnswerProblems = {};
  const known = new Set(fields.map((field) => field.name));
  for (const name of supplied) if (!known.has(name)) problems[name] = { code: "noSuchField" };
  const states = fieldStates(fields, values);
  for (const field of fields) {
    const raw = values(field.name);
    const state = states.get(field.name)!;
    if (!state.visible) {
      // Not asked: nothing may be answered (an unticked box or a blank is no answer).
      const meant = field.type === "checkbox" ? raw.some((value) => !UNTICKED.has(value.trim().toLowerCase())) : raw.some((value) => !isBlank(value));
      if (meant) problems[field.name] = { code: "notAsked" };
      continue;
    }
    if (field.type === "checkbox") {
      const unknown = raw.find((value) => !TICKED.has(value.trim().toLowerCase()) && !UNTICKED.has(value.trim().toLowerCase()));
      const ticked = raw.some((value) => TICKED.has(value.trim().toLowerCase()));
      if (unknown !== undefined || raw.length > 1) problems[field.name] = { code: "checkbox" };
      else if (ticked) answers[field.name] = true;
      else if (state.required) problems[field.name] = { code: "required" };
      else answers[field.name] = false;
      continue;
    }
    const given = raw.filter((value) => !isBlank(value));
    if (!given.length) {
      if (state.required) problems[field.name] = { code: "required" };
      continue;
    }
    if (field.type !== "multiple_choice" && given.length > 1) {
      problems[field.name] = { code: "oneAnswer" };
      continue;
    }
    const parsed = answerSchema(field).safeParse(field.type === "multiple_choice" ? [...new Set(given)] : given[0]);
    if (parsed.success) answers[field.name] = parsed.data;
    else problems[field.name] = problemOf(field, parsed.error.issues[0]?.message);
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, answers };
}

/** checkAnswers with the problems in English (the JSON routes, a scheduler's questions). */
export function validateAnswers(
  fields: FormField[],
  values: (name: string) => string[],
  supplied: Iterable<string> = [],
): { ok: true; answers: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const result = checkAnswers(fields, values, supplied);
  return result.ok ? result : { ok: false, errors: problemText(result.problems) };
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
 * null as no answer); invalid answers, answers to fields the form does not
 * have or does not ask (a hidden field), are a 400 with one detail per field
 * (in English).
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
      details: Object.entries(problemText(result.problems)).map(([path, message]) => ({ path: `answers.${path}`, message })),
    });
  }
  return result.answers;
}

/**
 * Records a person's answers to a form Page as one submission, or says what
 * is wrong with them (by field, as codes). One response per person unless
 * the content allows more (`responsesPerPerson`): a further one is 409
 * already_submitted, checked first and again atomically where it is
 * recorded. `supplied`: the answer names the client sent, when it names them
 * (JSON); see checkAnswers.
 */
export async function submitForm(pageId: string, values: (name: string) => string[], meta: SubmitMeta, supplied: Iterable<string> = []) {
  const page = await openForWriting(pageId, meta.email, ["custom_form", "lead_collector"]);
  const fields = fieldsOf(page);
  const perPerson = await perPersonGuard(page, meta.email);
  const result = checkAnswers(fields, values, supplied);
  if (!result.ok) return result;
  // File fields: the ids of files the sender uploaded become their references, attached to this submission in its transaction.
  const files = await formFiles(pageId, fields, result.answers, meta.email);
  if (!files.ok) return { ok: false as const, problems: Object.fromEntries(Object.keys(files.errors).map((name) => [name, { code: "fileGone" as const }])) as AnswerProblems };
  const submission = await recordSubmission({
    pageId,
    kind: answerKindOf(page.toolType),
    submitterEmail: meta.email,
    data: files.answers,
    ip: meta.ip,
    userAgent: meta.userAgent,
    also: files.attach,
    perPerson,
  });
  return { ok: true as const, answers: files.answers, id: submission.id, createdAt: submission.createdAt.toISOString() };
}
