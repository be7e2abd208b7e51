/**
 * One namespace of UI text in every language: English is the shape, and the
 * type makes the others carry exactly its keys (a missing or extra key does
 * not compile). Messages use ICU syntax ("{count, plural, one {# file} other
 * {# files}}"); lib/core/i18n/messages.test.ts checks each parses and uses the
 * same arguments as its English original.
 */
import type { Locale } from "../../locales";

export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The same keys as `T`, any strings. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export function defineMessages<const T extends MessageTree>(messages: { en: T } & { [L in Exclude<Locale, "en">]: SameKeys<T> }) {
  return messages;
}
