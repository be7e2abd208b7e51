"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { counterpartEmail } from "@/lib/domains/auth/session";
import { ApiError } from "@/lib/core/http/errors";
import { clientAddress, enforceRateLimit } from "@/lib/adapters/http/rate-limit";
import { submitMetaOf, type SubmitMeta } from "@/lib/domains/pages/open";
import { submitApproval } from "@/lib/domains/pages/behaviour/approval/decide";
import { decidePersonRequest } from "@/lib/domains/pages/behaviour/approval/person-requests";
import { saveChecklist } from "@/lib/domains/pages/behaviour/checklist/progress";
import { problemText, submitForm } from "@/lib/domains/pages/behaviour/custom_form/answers";
import { declineSignature, signDocument } from "@/lib/domains/pages/behaviour/e_signature/sign";
import { placeOrder } from "@/lib/domains/pages/behaviour/order_taker/order";
import { bookSlot, cancelMyBooking } from "@/lib/domains/pages/behaviour/scheduler/book";
import { requestIdFrom, runWithRequestId } from "@/lib/core/http/request-context";
import { log } from "@/lib/core/log";
import type { ActionState } from "@/components/pages/action-state";
import { requestLocale } from "@/components/i18n/server";
import { formatters, translator, type Locale } from "@/lib/core/i18n";
import { counterpartErrorMessage, reasonOf } from "@/lib/core/i18n/errors";
import { pageLocale } from "@/lib/domains/pages/page-locale";

/** Field errors as the person reads them: each field's message by its key in the namespace (English from the rule otherwise). */
function translatedErrors(errors: Record<string, string>, byField: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, byField[field] ?? message]));
}

/** A refusal as the person reads it, in the Page's language (lib/core/i18n/errors.ts); the rule's own sentence where the table has none. */
async function refusalText(pageId: string, error: ApiError): Promise<string> {
  const { locale } = await chosenFor(pageId);
  return counterpartErrorMessage("page", error, locale, { sent: error.message }) ?? error.message;
}

async function meta(): Promise<SubmitMeta | null> {
  const email = await counterpartEmail();
  if (!email) return null;
  return submitMetaOf(email, await headers());
}

/** Runs an action as its own request: the request id the proxy set on every log line. */
async function run(pageId: string, work: (m: SubmitMeta) => Promise<ActionState>): Promise<ActionState> {
  const h = await headers();
  return runWithRequestId(requestIdFrom(h), async () => {
    try {
      // Counted per client address, with the counterpart chat (lib/adapters/http/rate-limit.ts), before anything else.
      await enforceRateLimit("counterpart", { address: clientAddress(h) });
      const m = await meta();
      if (!m) return { message: await refusalText(pageId, new ApiError("unauthorized", "Your session has ended: sign in again.")) };
      return await work(m);
    } catch (error) {
      // Said by its code and reason (a Page changed since the person opened it is a conflict of its own, not "taken").
      if (error instanceof ApiError) return { message: await refusalText(pageId, error) };
      log.error({ err: error }, "Page action failed");
      return { message: await refusalText(pageId, new ApiError("internal_error", "Internal error.")) };
    }
  });
}

/** The version of what the form was rendered with (lib/domains/pages/rendered.ts). */
const seenIn = (formData: FormData) => (typeof formData.get("seen") === "string" ? String(formData.get("seen")) : undefined);

function valuesOf(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$")) continue;
    const all = formData.getAll(key).map(String);
    values[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return values;
}

/** The language and formats of the Page's page (its locale, else the browser's), for what an action answers. */
async function chosenFor(pageId: string) {
  return requestLocale(await pageLocale(pageId));
}

/** A second response or order where only one is taken (409 already_submitted): said in the Page's language; the page then shows what the person sent, under it. */
async function alreadyAnswered(pageId: string, error: unknown, key: "alreadySent" | "alreadyOrdered"): Promise<ActionState | null> {
  if (!(error instanceof ApiError) || error.code !== "already_submitted") return null;
  const chosen = await chosenFor(pageId);
  const createdAt = (error.extra?.existing as { createdAt?: string } | undefined)?.createdAt;
  const when = createdAt ? `${formatters(chosen.formatLocale).dateTime(createdAt)} UTC` : "";
  revalidatePath(`/pages/${pageId}`);
  return { message: key === "alreadySent" ? translator(chosen.locale, "form")(key, { when }) : translator(chosen.locale, "order")(key, { when }) };
}

/**
 * A form's answers: its problems by field in the Page's language (the
 * values kept); once recorded the page is rendered again and shows what the
 * person sent.
 */
export async function submitFormAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    let result;
    try {
      result = await submitForm(pageId, (name) => formData.getAll(name).map(String), m);
    } catch (error) {
      const answered = await alreadyAnswered(pageId, error, "alreadySent");
      if (answered) return answered;
      throw error;
    }
    if (result.ok) {
      revalidatePath(`/pages/${pageId}`);
      return { ok: true, message: result.id };
    }
    const chosen = await chosenFor(pageId);
    return { errors: problemText(result.problems, chosen.locale), values: valuesOf(formData), message: translator(chosen.locale, "form")("checkAnswers") };
  });
}

export async function approvalAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    const { locale } = await chosenFor(pageId);
    const t = translator(locale, "approval");
    let result;
    try {
      result = await submitApproval(pageId, String(formData.get("decision") ?? ""), String(formData.get("comment") ?? ""), seenIn(formData), m);
    } catch (error) {
      // English keeps the rule's own sentence (with the time of the earlier decision).
      if (error instanceof ApiError && error.code === "already_submitted" && locale !== "en") return { message: t("already") };
      throw error;
    }
    if (result.ok) revalidatePath(`/pages/${pageId}`);
    return result.ok
      ? { ok: true, message: formData.get("decision") === "approved" ? t("approved") : t("rejected") }
      : { errors: translatedErrors(result.errors, { decision: t("chooseDecision"), comment: t("commentTooLong") }), values: valuesOf(formData) };
  });
}

/** An answer to a request a linked Person waits on (an approval Page linked for approvals). */
export async function personRequestAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    const { locale } = await chosenFor(pageId);
    const t = translator(locale, "approval");
    const decision = String(formData.get("decision") ?? "");
    // Not an approver, answered already, or no longer shown: refused, and said by run (lib/core/i18n/errors.ts).
    const result = await decidePersonRequest(pageId, String(formData.get("approvalId") ?? ""), decision, String(formData.get("comment") ?? ""), m);
    // Not revalidated: the answered request keeps its card with this message until the page is loaded again
    // (revalidating would take the card, and the message with it, away at once).
    return result.ok
      ? { ok: true, message: decision === "approve" ? t("requestApproved") : t("requestDenied") }
      : { errors: translatedErrors(result.errors, { decision: t("chooseDecision"), comment: t("commentTooLong") }), values: valuesOf(formData) };
  });
}

/** A signing refusal said in the Page's language (English keeps the rule's own sentence, which names whom a signer waits for). */
function signingRefusal(error: unknown, locale: Locale, t: ReturnType<typeof translator<"esign">>): ActionState | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "not_a_signer" || error.code === "not_your_turn") return { message: counterpartErrorMessage("page", error, locale, { sent: error.message }) ?? error.message };
  if (error.code === "already_submitted" && locale !== "en") return { message: t("alreadySigned") };
  return null;
}

export async function signAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    const { locale } = await chosenFor(pageId);
    const t = translator(locale, "esign");
    let result;
    try {
      result = await signDocument(
        pageId,
        { typedName: String(formData.get("typedName") ?? ""), initials: formData.get("initials") ? String(formData.get("initials")) : undefined, agree: formData.get("agree") === "on", seen: seenIn(formData) },
        m,
      );
    } catch (error) {
      const refusal = signingRefusal(error, locale, t);
      if (refusal) {
        revalidatePath(`/pages/${pageId}`);
        return refusal;
      }
      throw error;
    }
    if (!result.ok) return { errors: translatedErrors(result.errors, { typedName: t("errorTypedName"), initials: t("errorInitials"), agree: t("errorAgree") }), values: valuesOf(formData) };
    // The page again, with the person's signature and the link to their signed copy.
    revalidatePath(`/pages/${pageId}`);
    return { ok: true, message: t("signed", { name: result.audit.typedName }) };
  });
}

export async function checklistAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    const result = await saveChecklist(pageId, formData.getAll("task").map(String), formData.get("intent") === "complete", m);
    if (!result.ok) return { errors: result.errors, values: valuesOf(formData) };
    return { ok: true, message: result.completed ? "Checklist complete. Thank you." : "Progress saved." };
  });
}

export async function declineAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    const { locale } = await chosenFor(pageId);
    const t = translator(locale, "esign");
    let result;
    try {
      result = await declineSignature(pageId, { reason: String(formData.get("reason") ?? ""), seen: seenIn(formData) }, m);
    } catch (error) {
      const refusal = signingRefusal(error, locale, t);
      if (refusal) return refusal;
      throw error;
    }
    // The page then shows the decline in place of the form.
    if (result.ok) revalidatePath(`/pages/${pageId}`);
    return result.ok ? { ok: true, message: t("declined") } : { errors: translatedErrors(result.errors, { reason: t("errorReason") }), values: valuesOf(formData) };
  });
}

/**
 * Books the chosen time, or (with `reschedule`, the person's booking id)
 * moves a booking to it in one step; the answers to the Page's questions
 * come as `q.<name>`, the browser's timezone as `visitorTimezone`.
 */
export async function bookAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    let result;
    try {
      result = await bookSlot(
        pageId,
        {
          slot: String(formData.get("slot") ?? ""),
          answers: (name) => formData.getAll(`q.${name}`).map(String),
          visitorTimezone: String(formData.get("visitorTimezone") ?? "") || undefined,
          reschedule: String(formData.get("reschedule") ?? "") || undefined,
        },
        m,
      );
    } catch (error) {
      // The booking to move is cancelled, past, within the cancellation window, or not this person's: said as it is.
      const reason = error instanceof ApiError ? reasonOf(error) : "";
      if (error instanceof ApiError && ((error.code === "conflict" && reason !== "slot_taken") || (error.code === "not_found" && reason === "booking"))) {
        revalidatePath(`/pages/${pageId}`);
        return { message: reason ? await refusalText(pageId, error) : error.message };
      }
      // Taken by someone else in the meantime: said in the Page's language (English keeps the shared sentence).
      if (error instanceof ApiError && error.code === "conflict") {
        const { locale } = await chosenFor(pageId);
        if (locale !== "en") return { message: await refusalText(pageId, error), values: valuesOf(formData) };
      }
      throw error;
    }
    // The page lists the person's bookings (with a way to cancel or move them): it shows the new one.
    if (result.ok) revalidatePath(`/pages/${pageId}`);
    if (result.ok) return { ok: true, message: result.slot };
    const t = translator((await chosenFor(pageId)).locale, "scheduler");
    return { errors: translatedErrors(result.errors, { slot: t("errorSlot"), visitorTimezone: t("errorZone") }), values: valuesOf(formData) };
  });
}

export async function cancelBookingAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    let result;
    try {
      result = await cancelMyBooking(pageId, String(formData.get("booking") ?? ""), String(formData.get("reason") ?? ""), m);
    } catch (error) {
      // Already cancelled, past, or not this person's: said as it is (not the generic "taken" or "no Page").
      const reason = error instanceof ApiError ? reasonOf(error) : "";
      if (error instanceof ApiError && (error.code === "conflict" || (error.code === "not_found" && reason === "booking"))) {
        revalidatePath(`/pages/${pageId}`);
        return { message: reason ? await refusalText(pageId, error) : error.message };
      }
      throw error;
    }
    if (!result.ok) return { errors: result.errors, values: valuesOf(formData) };
    revalidatePath(`/pages/${pageId}`);
    return { ok: true, message: result.slot };
  });
}

/** An order: its problems in the Page's language; once placed the page is rendered again and shows the order. */
export async function orderAction(pageId: string, _previous: ActionState, formData: FormData): Promise<ActionState> {
  return run(pageId, async (m) => {
    const chosen = await chosenFor(pageId);
    let result;
    try {
      result = await placeOrder(pageId, (id) => (formData.get(`qty-${id}`) as string | null) ?? null, String(formData.get("note") ?? ""), seenIn(formData), m, chosen.locale);
    } catch (error) {
      const answered = await alreadyAnswered(pageId, error, "alreadyOrdered");
      if (answered) return answered;
      throw error;
    }
    if (!result.ok) return { errors: result.errors, values: valuesOf(formData) };
    revalidatePath(`/pages/${pageId}`);
    return { ok: true, message: translator(chosen.locale, "order")("placed", { total: formatters(chosen.formatLocale).money(result.total, result.currency) }) };
  });
}
