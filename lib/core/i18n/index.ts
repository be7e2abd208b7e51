/**
 * The counterpart surfaces' text in English, Spanish, French and German
 * (ICU messages through use-intl), and the one place that says which
 * namespaces exist. A namespace is one file in lib/core/i18n/messages/, in every
 * language; components take a translator for the chosen locale (server) or
 * `useTranslations(namespace)` under <IntlRoot> (client).
 */
import { createTranslator } from "use-intl/core";
import type { Locale } from "../locales";
import { approval } from "./messages/approval";
import { chat } from "./messages/chat";
import { checklist } from "./messages/checklist";
import { common } from "./messages/common";
import { errors } from "./messages/errors";
import { esign } from "./messages/esign";
import { form } from "./messages/form";
import { oauth } from "./messages/oauth";
import { order } from "./messages/order";
import { scheduler } from "./messages/scheduler";
import { shown } from "./messages/shown";
import { signin } from "./messages/signin";
import { vault } from "./messages/vault";
import { verify } from "./messages/verify";

export { chooseLocale, isLocale, LOCALES, type ChosenLocale, type Locale } from "../locales";
export { formatters, type Formatters } from "./format";

/** Every namespace, by name. */
export const NAMESPACES = { common, signin, form, scheduler, order, checklist, esign, approval, vault, shown, chat, verify, oauth, errors } as const;
export type Namespace = keyof typeof NAMESPACES;

/** The messages' shape: English's. */
export type Messages = { [N in Namespace]: (typeof NAMESPACES)[N]["en"] };

declare module "use-intl/core" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

const cache = new Map<Locale, Messages>();

/** Every namespace's text in one language (the type guarantees every language has English's keys). */
export function messagesFor(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(NAMESPACES).map(([name, byLocale]) => [name, byLocale[locale]])) as unknown as Messages;
    cache.set(locale, messages);
  }
  return messages;
}

/** A translator of one namespace in one language, for server components, emails and server actions. */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: messagesFor(locale), namespace });
}
