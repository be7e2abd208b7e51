/**
 * What a counterpart is told when something they did is refused, written
 * once: the error's code and, where one code has several causes, its
 * `reason` (a member of the error's body, `extra.reason` of an ApiError)
 * give the message in the person's language. The Page's server actions
 * (app/pages/[id]/actions.ts), its file uploads (components/pages/upload-client.ts)
 * and the Person's chat (components/person-chat.tsx, whose refusals the chat
 * route words as service_unavailable with a reason) all read this table;
 * none of them looks at the error's English text.
 *
 * A message is `namespace.key` of lib/core/i18n/messages; `null` means the
 * rule's own sentence, as the service sent it. `en` gives English its own
 * message where English keeps an older wording (or the rule's sentence,
 * `"sent"`, when that names what only the rule knows).
 */
import { createTranslator } from "use-intl/core";
import { messagesFor, type Messages } from "./index";
import type { Locale } from "../locales";

/** A message of any namespace, as `namespace.key`. */
export type MessageKey = { [N in keyof Messages]: `${N}.${Extract<keyof Messages[N], string>}` }[keyof Messages];

type Said = MessageKey | { key: MessageKey; en: MessageKey | "sent" } | null;
/** One code's message, or its messages by reason ("" for an error of that code without a reason). */
type Entry = Said | { byReason: Record<string, Said> };

/**
 * Who refused: a Page's form (its server actions), a Page's file upload (a
 * refusal the table does not know is about that file, in the rule's words),
 * or a Person's chat.
 */
export type Surface = "page" | "upload" | "person";

/** What concerns the whole Page, whether the person sent a form or a file. */
const PAGE_WIDE: Record<string, Entry> = {
  submissions_exhausted: "errors.pageFull",
  storage_quota_exceeded: "errors.pageNoRoom",
  lease_expired: "errors.pageUnavailable",
  resource_destroyed: "errors.pageGone",
  forbidden: "errors.pageForbidden",
  unauthorized: "errors.sessionEnded",
  origin_not_allowed: "errors.uploadRefused",
  rate_limited: "errors.rateLimited",
  not_found: {
    byReason: {
      "": "errors.pageMissing",
      booking: "errors.bookingMissing",
      request: "approval.requestGone",
      // A file field or requested upload the Page does not have, or an upload gone: about that file, in the rule's words.
      upload: null,
    },
  },
};

export const COUNTERPART_ERRORS: Record<Surface, Record<string, Entry>> = {
  upload: PAGE_WIDE,
  page: {
    ...PAGE_WIDE,
    internal_error: "errors.failed",
    conflict: {
      byReason: {
        "": "errors.taken",
        slot_taken: { key: "scheduler.errorTaken", en: "errors.taken" },
        document: "errors.changedDocument",
        request: "errors.changedRequest",
        catalog: "errors.changedCatalog",
        booking_cancelled: "errors.bookingCancelled",
        booking_past: "errors.bookingPast",
        booking_window: "errors.bookingWindow",
      },
    },
    not_an_approver: "approval.notApproverAction",
    approval_closed: "approval.requestClosed",
    not_a_signer: "esign.notSignerAction",
    // English names whom the signer waits for.
    not_your_turn: { key: "esign.notYourTurnAction", en: "sent" },
  },
  person: {
    service_unavailable: { byReason: { "": "chat.unavailable", unavailable: "chat.unavailable", limit: "chat.limit", removed: "chat.removed" } },
    person_paused: "chat.paused",
  },
};

/** An error as a counterpart's surface has it: an ApiError, or an error body read from JSON. */
export type RefusedWith = { code?: unknown; reason?: unknown; extra?: Record<string, unknown> };

/** The error's reason: `extra.reason` of an ApiError, or `reason` of a body. */
export function reasonOf(error: RefusedWith): string {
  const reason = error.extra?.reason ?? error.reason;
  return typeof reason === "string" ? reason : "";
}

/** The message key for the error on this surface: a key, "sent" (the rule's own sentence), or undefined when the table does not know the code. */
export function counterpartErrorKey(surface: Surface, error: RefusedWith, locale: Locale): MessageKey | "sent" | undefined {
  const entry = typeof error.code === "string" ? COUNTERPART_ERRORS[surface][error.code] : undefined;
  if (entry === undefined) return undefined;
  let said: Said | undefined = entry !== null && typeof entry === "object" && "byReason" in entry ? entry.byReason[reasonOf(error)] : entry;
  // A reason the table does not list is said as the code without one.
  if (said === undefined && entry !== null && typeof entry === "object" && "byReason" in entry) said = entry.byReason[""];
  if (said === undefined) return undefined;
  if (said === null) return "sent";
  if (typeof said === "object") return locale === "en" ? said.en : said.key;
  return said;
}

/**
 * What the counterpart reads for `error` in `locale`: the table's message
 * (with `values`), the rule's own sentence (`sent`) where the table says so,
 * or undefined when the table does not know the code (the caller decides).
 */
export function counterpartErrorMessage(
  surface: Surface,
  error: RefusedWith,
  locale: Locale,
  options: { sent?: string; values?: Record<string, string | number> } = {},
): string | undefined {
  const key = counterpartErrorKey(surface, error, locale);
  if (key === undefined) return undefined;
  if (key === "sent") return options.sent;
  const t = createTranslator<Messages>({ locale, messages: messagesFor(locale) });
  return (t as unknown as (key: string, values?: Record<string, string | number>) => string)(key, { ...valuesOf(error), ...options.values });
}

/** The arguments a refusal's message takes from the error itself (its `extra`, or the body's members). */
function valuesOf(error: RefusedWith): Record<string, string | number> {
  const from = { ...(error as Record<string, unknown>), ...error.extra };
  const values: Record<string, string | number> = {};
  if (typeof from.bookingId === "string") values.bookingId = from.bookingId;
  // A cancellation window, as whole days, whole hours, or minutes.
  const minutes = from.windowMinutes;
  if (typeof minutes === "number") {
    const [unit, count] = minutes % 1440 === 0 ? ["day", minutes / 1440] : minutes % 60 === 0 ? ["hour", minutes / 60] : ["minute", minutes];
    Object.assign(values, { unit, count });
  }
  return values;
}
