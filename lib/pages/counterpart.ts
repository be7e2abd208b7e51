/**
 * What signed-in counterparts do with a Page: open it (if the audience rules
 * let them, while its lease is active) and submit what its toolType takes.
 * Every answer is validated on the server against the Page's content.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { counterpartState } from "../auth/counterpart-state";
import { config } from "../config";
import { db } from "../db/client";
import type { Page } from "../db/generated/client";
import { ApiError } from "../http/errors";
import { clientIp } from "../http/client-ip";
import { effectiveStatus } from "../leases/lease";
import { formFieldsOf, FormFieldSchema, type ToolType } from "./content";
import { approvalSnapshot, catalogSnapshot, documentSnapshot } from "./rendered";
import { compilePattern, matchesPattern } from "./patterns";
import { computeSlots, type SchedulerRules } from "./slots";
import { removeStoredFiles, storeStream } from "./storage";
import { recordSubmission } from "./submissions";

export type PageAccess =
  | { state: "missing" }
  | { state: "destroyed" }
  | { state: "signed-out"; page: Page }
  | { state: "denied"; page: Page }
  | { state: "unavailable"; page: Page }
  | { state: "open"; page: Page };

/** What a counterpart (`email`, null when signed out) meets at a Page: lib/auth/counterpart-state.ts, the proxy's rule too. */
export async function openPage(id: string, email: string | null): Promise<PageAccess> {
  const page = await db().page.findUnique({ where: { id }, include: { lease: true } });
  if (!page) {
    // Destroyed or never made: the lease outlives a destroyed Page.
    const lease = await db().lease.findUnique({ where: { resourceId: id }, select: { status: true, resourceType: true } });
    return lease?.resourceType === "page" && lease.status === "destroyed" ? { state: "destroyed" } : { state: "missing" };
  }
  const state = counterpartState({ resource: page, lease: { destroyed: false, serving: effectiveStatus(page.lease) === "active" } }, email);
  // (missing and destroyed are for an id without a row; this one has it.)
  return state === "missing" || state === "destroyed" ? { state } : { state, page };
}

type FormField = z.infer<typeof FormFieldSchema>;

/** The zod schema of one field's answer, from its definition (text arrives as strings). */
function answerSchema(field: FormField): z.ZodType {
  const optional = (schema: z.ZodType) => (field.required ? schema : z.union([z.literal("").transform(() => undefined), schema]).optional());
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
  const requiredText = field.required ? text.min(1, "Required.") : text;
  switch (field.type) {
    case "email":
      return optional(z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address.")));
    case "url":
      return optional(z.string().trim().pipe(z.url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://." })));
    case "number": {
      let number = z.coerce.number({ error: "Enter a number." });
      if (field.min !== undefined) number = number.min(field.min, `At least ${field.min}.`);
      if (field.max !== undefined) number = number.max(field.max, `At most ${field.max}.`);
      return optional(number);
    }
    case "date":
      return optional(z.iso.date({ error: "Enter a date." }));
    case "phone":
      return optional(z.string().trim().regex(/^\+?[0-9 ()./-]{5,30}$/, "Enter a phone number."));
    case "single_choice":
      return optional(z.enum(field.options as [string, ...string[]], { error: "Choose one of the options." }));
    case "multiple_choice": {
      const list = z.array(z.enum(field.options as [string, ...string[]]));
      return field.required ? list.min(1, "Choose at least one.") : list;
    }
    case "checkbox":
      return field.required ? z.literal(true, { error: "Required." }) : z.boolean();
    case "file":
      return z.any().transform(() => undefined); // uploads go through the file vault
    default:
      return field.required ? requiredText : optional(text);
  }
}

export type FieldErrors = Record<string, string>;

/** Validates raw form values (`getAll` per field name) against the fields. */
export function validateAnswers(fields: FormField[], values: (name: string) => string[]): { ok: true; answers: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const answers: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = values(field.name);
    const input = field.type === "multiple_choice" ? raw : field.type === "checkbox" ? raw.includes("on") || raw.includes("true") : (raw[0] ?? "");
    const parsed = answerSchema(field).safeParse(input);
    if (parsed.success) {
      if (parsed.data !== undefined) answers[field.name] = parsed.data;
    } else {
      errors[field.name] = parsed.error.issues[0]?.message ?? "Invalid.";
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}

export interface SubmitMeta {
  email: string;
  ip: string | null;
  userAgent: string | null;
}

/** Who submits: the signed-in email, and the audit trail's address (as the rate limits know it: lib/http/rate-limit.ts clientIp, never a header the client chose) and browser. */
export function submitMetaOf(email: string, headers: Pick<Headers, "get">): SubmitMeta {
  return { email, ip: clientIp(headers), userAgent: headers.get("user-agent") };
}

/** The form's fields; a Page without usable fields takes no answers (never an empty submission). */
function fieldsOf(page: Page): FormField[] {
  const fields = formFieldsOf(page.content);
  if (!fields) throw new ApiError("conflict", "This Page has no form to answer.");
  return fields;
}

async function openForWriting(pageId: string, email: string, toolTypes: ToolType[]): Promise<Page> {
  const access = await openPage(pageId, email);
  if (access.state === "missing") throw new ApiError("not_found", "This Page does not exist.");
  if (access.state === "destroyed") throw new ApiError("resource_destroyed", "This Page was removed by its owner.");
  if (access.state === "denied" || access.state === "signed-out") throw new ApiError("forbidden", "You do not have access to this Page.");
  if (access.state === "unavailable") throw new ApiError("lease_expired", "This Page is not available right now.");
  if (!toolTypes.includes(access.page.toolType as ToolType)) throw new ApiError("conflict", "This Page does not take that kind of answer.");
  return access.page;
}

/** The same submission from JSON answers (the counterpart HTTP route); invalid answers are a 400 with one detail per field. */
export async function submitFormAnswers(pageId: string, answers: Record<string, string | string[]>, meta: SubmitMeta) {
  const result = await submitForm(pageId, (name) => {
    const value = answers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }, meta);
  if (!result.ok) {
    throw new ApiError("validation_failed", "Some answers are not accepted.", {
      details: Object.entries(result.errors).map(([path, message]) => ({ path: `answers.${path}`, message })),
    });
  }
  return result.answers;
}

export async function submitForm(pageId: string, values: (name: string) => string[], meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["custom_form", "lead_collector"]);
  const result = validateAnswers(fieldsOf(page), values);
  if (!result.ok) return result;
  await recordSubmission({ pageId, kind: page.toolType === "lead_collector" ? "lead" : "form", submitterEmail: meta.email, data: result.answers, ip: meta.ip, userAgent: meta.userAgent });
  return { ok: true as const, answers: result.answers };
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
 */
function assertSeen(current: { version: string }, seen: string | undefined, what: keyof typeof CHANGED_MESSAGES) {
  if (seen !== current.version) throw new ApiError("conflict", CHANGED_MESSAGES[what]);
}

/** `seen`: the version of the approval snapshot the person's form was rendered with. */
export async function submitApproval(pageId: string, decision: string, comment: string, seen: string | undefined, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["approval"]);
  const request = approvalSnapshot(page.label, page.content as Record<string, unknown>);
  assertSeen(request, seen, "request");
  const errors: FieldErrors = {};
  if (decision !== "approved" && decision !== "rejected") errors.decision = "Choose approve or reject.";
  if (comment.length > 5_000) errors.comment = "At most 5,000 characters.";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  await recordSubmission({ pageId, kind: "approval", submitterEmail: meta.email, data: { decision, comment: comment.trim(), request }, ip: meta.ip, userAgent: meta.userAgent });
  return { ok: true as const };
}

/** `seen`: the version of the document snapshot the signer's form was rendered with. */
export async function signDocument(pageId: string, input: { typedName: string; initials?: string; agree: boolean; seen: string | undefined }, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["e_signature"]);
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
  await recordSubmission({ pageId, kind: "signature", submitterEmail: meta.email, data: audit, ip: meta.ip, userAgent: meta.userAgent });
  return { ok: true as const, audit };
}

/** Checklist progress is saved per counterpart for free; marking it complete is the submission. */
export async function saveChecklist(pageId: string, checked: string[], complete: boolean, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["checklist"]);
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

function typeAllowed(mimeType: string, accept: string[] | undefined): boolean {
  if (!accept?.length) return true;
  const type = mimeType.toLowerCase();
  return accept.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    return p.endsWith("/*") ? type.startsWith(p.slice(0, -1)) : type === p;
  });
}

/** One file for a file vault Page, as the upload route receives it: read from the request headers, the body still unread. */
export interface VaultUpload {
  /** The requested upload's key. */
  key: string;
  /** The file's name, as the counterpart's device calls it (shown to the controller; never a storage path). */
  name: string;
  mimeType: string;
  /** The declared length (Content-Length); null when the client did not declare one. */
  sizeBytes: number | null;
  body: ReadableStream<Uint8Array> | null;
}

type RequestedUpload = { key: string; label: string; required?: boolean; accept?: string[]; max_size_bytes?: number };

/** A requested upload's size limit (its max_size_bytes, 10 MB by default; at most 50 MiB by the content contract). */
export const uploadLimitOf = (request: RequestedUpload) => request.max_size_bytes ?? 10 * 1024 * 1024;

const megabytes = (bytes: number) => Math.floor(bytes / 1024 / 1024) || 1;

/** A byte-counting, hashing pass-through that errors as soon as more than `limit` bytes have come. */
function meteredStream(body: ReadableStream<Uint8Array>, limit: number) {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > limit) {
          controller.error(new ApiError("payload_too_large", `The file is larger than its declared ${limit} bytes.`));
          return;
        }
        hash.update(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, done: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * File vault: one requested upload, streamed to storage. Everything that can
 * refuse it is checked before a byte of the body is read: the Page's
 * audience and lease, the requested key, the declared size against the
 * key's limit, the media type, the submission allowance, and the Page's
 * upload quota (PAGE_UPLOAD_QUOTA_BYTES), whose share is reserved atomically
 * in the database first, so concurrent uploads cannot pass it together, and
 * released if the upload fails. The body streams through a counter that
 * stops it at the declared size; a file that arrives short or long is
 * refused, and whatever fails leaves no file, no record and no reservation.
 */
export async function uploadToVault(pageId: string, upload: VaultUpload, meta: SubmitMeta) {
  const page = await openForWriting(pageId, meta.email, ["file_vault"]);
  const requested = ((page.content as { requested_uploads?: RequestedUpload[] }).requested_uploads ?? []).find((r) => r.key === upload.key);
  if (!requested) throw new ApiError("not_found", `This Page requests no upload "${upload.key}".`);
  const limit = uploadLimitOf(requested);
  const fileProblem = (message: string) => new ApiError("validation_failed", message, { details: [{ path: upload.key, message }] });
  if (upload.sizeBytes === null) throw new ApiError("length_required", "Send the file with a Content-Length header.");
  if (upload.sizeBytes > limit) throw new ApiError("payload_too_large", `The file is larger than ${megabytes(limit)} MB.`);
  if (upload.sizeBytes === 0 || !upload.body) throw fileProblem("The file is empty; choose another.");
  if (!typeAllowed(upload.mimeType, requested.accept)) throw fileProblem(`Allowed types: ${requested.accept!.join(", ")}.`);
  const size = upload.sizeBytes;

  const lease = await db().lease.findUnique({ where: { resourceId: pageId }, select: { usedUnits: true, includedUnits: true } });
  if (lease && lease.usedUnits >= lease.includedUnits) throw new ApiError("submissions_exhausted", "This Page is not accepting more submissions in its current term.");
  const quota = config().uploads.pageQuotaBytes;
  const reserved = await db().$executeRaw`
    UPDATE "Page" SET "uploadBytes" = "uploadBytes" + ${size} WHERE id = ${pageId} AND "uploadBytes" + ${size} <= ${quota}`;
  if (reserved !== 1) throw new ApiError("storage_quota_exceeded", `This Page has no room for a file of ${megabytes(size)} MB: its uploads may total ${megabytes(quota)} MB.`);

  const uploadId = `upl_${randomBytes(12).toString("hex")}`;
  let stored: { storage: string; storageKey: string } | null = null;
  try {
    const metered = meteredStream(upload.body, size);
    stored = await storeStream(`${pageId}/${uploadId}`, metered.stream, upload.mimeType);
    const { bytes, sha256 } = metered.done();
    if (bytes !== size) throw fileProblem("The file arrived incomplete; try again.");
    const file = { key: upload.key, uploadId, name: upload.name, mimeType: upload.mimeType, sizeBytes: size, sha256 };
    const location = stored;
    await recordSubmission({
      pageId,
      kind: "upload",
      submitterEmail: meta.email,
      data: { files: [file] },
      ip: meta.ip,
      userAgent: meta.userAgent,
      also: async (tx, submission) => {
        await tx.pageUpload.create({
          data: { id: uploadId, pageId, submissionId: submission.id, uploaderEmail: meta.email, requestKey: upload.key, name: file.name, mimeType: file.mimeType, sizeBytes: size, sha256, ...location },
        });
      },
    });
    return { id: uploadId, key: upload.key, name: file.name, mimeType: file.mimeType, sizeBytes: size, sha256 };
  } catch (error) {
    // Nothing half-written: no file, no submission, no reservation.
    if (stored) await removeStoredFiles([stored]);
    await db().$executeRaw`UPDATE "Page" SET "uploadBytes" = GREATEST("uploadBytes" - ${size}, 0) WHERE id = ${pageId}`.catch(() => {});
    throw error;
  }
}
