/**
 * What signed-in counterparts do with a Page: open it (if the audience rules
 * let them, while its lease is active) and submit what its toolType takes.
 * Every answer is validated on the server against the Page's content.
 */
import { z } from "zod";
import { normalizeEmail } from "../auth/email";
import { db, type Tx } from "../db/client";
import type { Page, Submission } from "../db/generated/client";
import { ApiError } from "../http/errors";
import { formFieldsOf, FormFieldSchema, PAGE_TYPES, type ToolType } from "./content";
import type { PageTypeModule, PerPersonRule } from "./types/define";
import { approvalSnapshot, catalogSnapshot, documentSnapshot } from "./rendered";
import { compilePattern, matchesPattern } from "./patterns";
import { computeSlots, type SchedulerRules } from "./slots";
import { cancelBooking, recordSubmission, upcomingBookingsOf } from "./submissions";
import { formFiles } from "./uploads";

// Opening a Page and who submits: lib/pages/open.ts (uploads use them too).
export { openForWriting, openPage, submitMetaOf, type PageAccess, type SubmitMeta } from "./open";
import { openForWriting, type SubmitMeta } from "./open";

type FormField = z.infer<typeof FormFieldSchema>;

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

export type FieldErrors = Record<string, string>;

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

export const CHANGED_MESSAGES = {
  document: "This document changed after you opened it; review the new version.",
  request: "This request changed after you opened it; review the new version.",
  catalog: "The items or prices changed after you opened this page; review the new version.",
} as const;

/**
 * What a person signs, approves or orders must be what they were shown: the
 * form carries the version of the snapshot it was rendered from (`seen`), and
 * a Page changed since is refused (409 conflict) before anything is recorded.
 * The answer carries the snapshot as it is now (`current`, with its
 * `version`): what a JSON client shows and confirms by sending it back.
 */
function assertSeen(current: { version: string }, seen: string | undefined, what: keyof typeof CHANGED_MESSAGES) {
  if (seen !== current.version) throw new ApiError("conflict", CHANGED_MESSAGES[what], { extra: { current } });
}

/** What a Page takes from each person a limited number of times (its module's rule): one approval decision, signature or checklist completion unless its content allows more. */
export function perPersonRule(page: Pick<Page, "toolType" | "content">): PerPersonRule | null {
  const pageType = PAGE_TYPES[page.toolType as ToolType] as PageTypeModule | undefined;
  return pageType?.perPerson?.((page.content ?? {}) as Record<string, unknown>) ?? null;
}

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
/** A moment as the page and its messages say it: "24 November 2026 at 14:03 UTC". */
export const spokenTime = (at: Date) => `${WHEN.format(at)} UTC`;

/** One earlier submission of the person's, as the page shows it and the 409 describes it. */
export interface EarlierSubmission {
  id: string;
  kind: string;
  createdAt: string;
  /** createdAt as the page says it. */
  when: string;
  decision?: "approved" | "rejected";
  comment?: string;
  typedName?: string;
  /** A declined signature's reason. */
  reason?: string;
}

function earlierOf(submission: Submission): EarlierSubmission {
  const data = (submission.data ?? {}) as Record<string, unknown>;
  return {
    id: submission.id,
    kind: submission.kind,
    createdAt: submission.createdAt.toISOString(),
    when: spokenTime(submission.createdAt),
    ...(data.decision === "approved" || data.decision === "rejected" ? { decision: data.decision } : {}),
    ...(typeof data.comment === "string" && data.comment ? { comment: data.comment } : {}),
    ...(typeof data.typedName === "string" ? { typedName: data.typedName } : {}),
    ...(submission.kind === "decline" && typeof data.reason === "string" ? { reason: data.reason } : {}),
  };
}

/** 409 already_submitted: what the person already gave, said plainly; `existing` is their latest such submission. */
function alreadySubmitted(rule: { kind: string; max: number }, earlier: Submission[]): ApiError {
  const latest = earlierOf(earlier[0]!);
  let message: string;
  if (rule.kind === "approval") message = `You already ${latest.decision ?? "decided on"} this on ${latest.when}. A decision cannot be changed on this Page; nothing was changed.`;
  else if (rule.kind === "signature")
    message =
      rule.max === 1
        ? `You already signed this document on ${latest.when}${latest.typedName ? ` as ${latest.typedName}` : ""}. Nothing was changed.`
        : `You have already signed this document ${earlier.length} times, the most this Page allows (last on ${latest.when}). Nothing was changed.`;
  else message = `You already completed this checklist on ${latest.when}. Nothing was changed.`;
  const existing: Partial<EarlierSubmission> = { ...latest };
  delete existing.when;
  return new ApiError("already_submitted", message, { extra: { existing } });
}

async function earlierSubmissions(pageId: string, kind: string, email: string, take: number): Promise<Submission[]> {
  return db().submission.findMany({ where: { pageId, kind, submitterEmail: normalizeEmail(email) }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
}

/**
 * The per-person rule for a write, checked before anything else is (a
 * second decision is told so, whatever else is wrong with it) and again,
 * atomically, where the submission is recorded (lib/pages/submissions.ts).
 */
async function perPersonGuard(page: Page, email: string) {
  const rule = perPersonRule(page);
  if (!rule || !Number.isFinite(rule.max)) return undefined;
  const earlier = await earlierSubmissions(page.id, rule.kind, email, rule.max);
  if (earlier.length >= rule.max) throw alreadySubmitted(rule, earlier);
  return { max: rule.max, refusal: (found: Submission[]) => alreadySubmitted(rule, found) };
}

/** What the signed-in person already gave on a Page that takes it a limited number of times (newest first), and whether they may give more: the page shows it instead of, or above, its form. */
export async function myEarlierSubmissions(page: Page, email: string): Promise<{ earlier: EarlierSubmission[]; canSubmit: boolean }> {
  const rule = perPersonRule(page);
  if (!rule) return { earlier: [], canSubmit: true };
  if (page.toolType === "e_signature") {
    // A decline is final: shown instead of the form.
    const [declined] = await earlierSubmissions(page.id, "decline", email, 1);
    if (declined) return { earlier: [earlierOf(declined)], canSubmit: false };
  }
  const found = await earlierSubmissions(page.id, rule.kind, email, Number.isFinite(rule.max) ? rule.max : 20);
  return { earlier: found.map(earlierOf), canSubmit: found.length < rule.max };
}

/** `seen`: the version of the approval snapshot the person's form was rendered with. */
export async function submitApproval(pageId: string, decision: string, comment: string, seen: string | undefined, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["approval"]);
  const perPerson = await perPersonGuard(page, meta.email);
  const request = approvalSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(request, seen, "request");
  const errors: FieldErrors = {};
  if (decision !== "approved" && decision !== "rejected") errors.decision = "Choose approve or reject.";
  if (comment.length > 5_000) errors.comment = "At most 5,000 characters.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  await recordSubmission({ pageId, kind: "approval", submitterEmail: meta.email, data: { decision, comment: comment.trim(), request }, ip: meta.ip, userAgent: meta.userAgent, perPerson });
  return { ok: true as const };
}

/** `seen`: the version of the document snapshot the signer's form was rendered with. */
export async function signDocument(pageId: string, input: { typedName: string; initials?: string; agree: boolean; seen: string | undefined }, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["e_signature"]);
  const perPerson = await perPersonGuard(page, meta.email);
  const content = page.content as { document_markdown: string; document_title: string; signing_mode?: string };
  const document = documentSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(document, input.seen, "document");
  const errors: FieldErrors = {};
  const typedName = input.typedName.trim();
  if (typedName.length < 2 || typedName.length > 200) errors.typedName = "Type your full name to sign.";
  if (content.signing_mode === "typed_name_and_initials" && !/^[\p{L}.\- ]{1,10}$/u.test(input.initials?.trim() ?? "")) errors.initials = "Type your initials.";
  if (!input.agree) errors.agree = "Confirm that you agree to sign this document.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const signedAt = new Date().toISOString();
  const audit = {
    documentTitle: document.title,
    documentSha256: document.sha256,
    document,
    typedName,
    ...(input.initials ? { initials: input.initials.trim() } : {}),
    signerEmail: meta.email,
    signedAt,
    ip: meta.ip,
    userAgent: meta.userAgent,
  };
  await recordSubmission({ pageId, kind: "signature", submitterEmail: meta.email, data: audit, ip: meta.ip, userAgent: meta.userAgent, perPerson, guard: (tx) => assertNotDeclined(tx, pageId, meta.email) });
  return { ok: true as const, audit };
}

/** 409 already_submitted when the person declined to sign this document (a decline is final for them). */
async function assertNotDeclined(client: Pick<Tx, "submission">, pageId: string, email: string) {
  const declined = await client.submission.findFirst({ where: { pageId, kind: "decline", submitterEmail: normalizeEmail(email) }, orderBy: { createdAt: "desc" } });
  if (declined) {
    const existing = earlierOf(declined);
    throw new ApiError("already_submitted", `You declined to sign this document on ${existing.when}. Nothing was changed.`, { extra: { existing: { ...existing, when: undefined } } });
  }
}

/**
 * A signer declines to sign (e_signature), with an optional reason: recorded
 * as a `decline` submission (it takes one of the allowance, as any answer
 * does) and a page.signature.declined event. Once per person, and final: a
 * person who declined cannot sign, one who signed cannot decline (409
 * already_submitted). `seen`: the version of the document they were shown.
 */
export async function declineSignature(pageId: string, input: { reason?: string; seen: string | undefined }, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["e_signature"]);
  const email = normalizeEmail(meta.email);
  const signedOrDeclined = async (client: Pick<Tx, "submission">) => {
    await assertNotDeclined(client, pageId, email);
    const signed = await client.submission.findMany({ where: { pageId, kind: "signature", submitterEmail: email }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 });
    if (signed.length) throw alreadySubmitted({ kind: "signature", max: 1 }, signed);
  };
  await signedOrDeclined(db());
  const document = documentSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(document, input.seen, "document");
  const reason = (input.reason ?? "").trim();
  if (reason.length > 2_000) return { ok: false as const, errors: { reason: "At most 2,000 characters." } };
  const declinedAt = new Date().toISOString();
  await recordSubmission({
    pageId,
    kind: "decline",
    submitterEmail: email,
    data: { documentTitle: document.title, documentSha256: document.sha256, ...(reason ? { reason } : {}), signerEmail: email, declinedAt },
    ip: meta.ip,
    userAgent: meta.userAgent,
    guard: signedOrDeclined,
  });
  return { ok: true as const, declinedAt, ...(reason ? { reason } : {}) };
}

/**
 * Checklist progress is saved per counterpart for free; marking it complete
 * is the submission, once per person. A completed checklist is done: its
 * progress no longer changes either (409 already_submitted).
 */
export async function saveChecklist(pageId: string, checked: string[], complete: boolean, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["checklist"]);
  const perPerson = await perPersonGuard(page, meta.email);
  const tasks = ((page.content as { tasks?: { id: string; required?: boolean }[] }).tasks ?? []).filter((t) => typeof t.id === "string");
  const known = new Set(tasks.map((t) => t.id));
  const ticked = [...new Set(checked.filter((id) => known.has(id)))];
  if (complete) {
    const missing = tasks.filter((t) => t.required && !ticked.includes(t.id));
    if (missing.length) return { ok: false as const, errors: { checklist: `Tick the required items first (${missing.length} left).` } };
    await recordSubmission({
      pageId,
      kind: "checklist",
      submitterEmail: meta.email,
      data: { checked: ticked, total: tasks.length },
      ip: meta.ip,
      userAgent: meta.userAgent,
      perPerson,
      also: async (tx) => {
        await tx.checklistProgress.upsert({ where: { pageId_email: { pageId, email: meta.email } }, create: { pageId, email: meta.email, checked: ticked }, update: { checked: ticked } });
      },
    });
    return { ok: true as const, completed: true };
  }
  await db().checklistProgress.upsert({ where: { pageId_email: { pageId, email: meta.email } }, create: { pageId, email: meta.email, checked: ticked }, update: { checked: ticked } });
  return { ok: true as const, completed: false };
}

export async function checklistProgress(pageId: string, email: string): Promise<string[]> {
  return (await db().checklistProgress.findUnique({ where: { pageId_email: { pageId, email } } }))?.checked ?? [];
}

/** Slots still free for booking (computed from the rules, minus booked ones). */
export async function availableSlots(page: Page): Promise<string[]> {
  const rules = page.content as unknown as SchedulerRules;
  const booked = await db().submission.findMany({ where: { pageId: page.id, slotStart: { gte: new Date() } }, select: { slotStart: true } });
  const taken = new Set(booked.map((b) => b.slotStart!.getTime()));
  return computeSlots(rules)
    .filter((slot) => !taken.has(slot))
    .slice(0, 500)
    .map((slot) => new Date(slot).toISOString());
}

export async function bookSlot(pageId: string, slot: string, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["scheduler"]);
  const rules = page.content as unknown as SchedulerRules;
  const instant = Date.parse(slot);
  if (!Number.isFinite(instant) || !computeSlots(rules).includes(instant)) return { ok: false as const, errors: { slot: "Choose one of the offered times." } };
  await recordSubmission({
    pageId,
    kind: "booking",
    submitterEmail: meta.email,
    data: { slot: new Date(instant).toISOString(), durationMinutes: rules.slot_duration_minutes, timezone: rules.timezone },
    slotStart: new Date(instant),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { ok: true as const, slot: new Date(instant).toISOString() };
}

/** The signed-in person's upcoming bookings on a scheduler Page, which they may cancel. */
export async function myBookings(page: Page, email: string) {
  return page.toolType === "scheduler" ? upcomingBookingsOf(page.id, email) : [];
}

/** A counterpart cancels their own upcoming booking (the slot is free again); see cancelBooking. */
export async function cancelMyBooking(pageId: string, bookingId: string, reason: string, meta: SubmitMeta) {
  await openForWriting(pageId, meta.email, ["scheduler"]);
  if (reason.length > 1_000) return { ok: false as const, errors: { reason: "At most 1,000 characters." } };
  const cancelled = await cancelBooking(pageId, bookingId, { who: "counterpart", email: meta.email }, reason);
  return { ok: true as const, slot: String((cancelled.data as { slot?: string }).slot ?? "") };
}

/** `seen`: the version of the catalog snapshot (items, prices, currency) the person's form was rendered with; the order is priced from it. */
export async function placeOrder(pageId: string, quantities: (itemId: string) => string | null, note: string, seen: string | undefined, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["order_taker"]);
  const catalog = catalogSnapshot(page.content as Record<string, unknown>);
  assertSeen(catalog, seen, "catalog");
  const errors: FieldErrors = {};
  const lines: { id: string; name: string; quantity: number; unitPrice: number }[] = [];
  for (const item of catalog.items) {
    const raw = quantities(item.id)?.trim() ?? "";
    if (raw === "" || raw === "0") continue;
    const quantity = Number(raw);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > item.maxQuantity) {
      errors[item.id] = `Enter a whole number from 0 to ${item.maxQuantity}.`;
      continue;
    }
    lines.push({ id: item.id, name: item.name, quantity, unitPrice: item.price });
  }
  if (!lines.length && !Object.keys(errors).length) errors.order = "Choose at least one item.";
  if (note.length > 2_000) errors.note = "At most 2,000 characters.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  const total = Math.round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;
  await recordSubmission({
    pageId,
    kind: "order",
    submitterEmail: meta.email,
    data: { items: lines, total, currency: catalog.currency, ...(note.trim() ? { note: note.trim() } : {}), catalog },
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { ok: true as const, total };
}
