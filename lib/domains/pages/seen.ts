/**
 * What a person signs, approves or orders is what they were shown (the
 * snapshot's version the form carries), and the errors of a counterpart's
 * answer, by field.
 */
import { ApiError } from "../../core/http/errors";

/** A counterpart's answer's problems, by field name (the page shows each beside its field). */
export type FieldErrors = Record<string, string>;

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
export function assertSeen(current: { version: string }, seen: string | undefined, what: keyof typeof CHANGED_MESSAGES) {
  if (seen !== current.version) throw new ApiError("conflict", CHANGED_MESSAGES[what], { extra: { current, reason: what } });
}

