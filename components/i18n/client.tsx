"use client";

/**
 * The chosen locale's text and formats for client components: under
 * <IntlRoot>, `useTranslations(namespace)` (use-intl) gives the text and
 * `useFormats()` the dates, times, numbers and money, in the browser's own
 * time zone once it runs (UTC, said so, in the server's first render).
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import { IntlProvider } from "use-intl/react";
import { formatters, type Formatters, type Locale, type Messages } from "@/lib/core/i18n";

const FormatLocale = createContext("en");
const subscribe = () => () => {};

export function IntlRoot({ locale, formatLocale, messages, children }: { locale: Locale; formatLocale: string; messages: Messages; children: React.ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="UTC" onError={() => {}}>
      <FormatLocale.Provider value={formatLocale}>{children}</FormatLocale.Provider>
    </IntlProvider>
  );
}

/** The browser's time zone, or null in the server's render. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(subscribe, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => null);
}

/** Formatters in the chosen locale and the given zone (else the browser's, else UTC). */
export function useFormats(timeZone?: string): Formatters & { timeZone: string } {
  const formatLocale = useContext(FormatLocale);
  const browser = useBrowserTimeZone();
  const zone = timeZone ?? browser ?? "UTC";
  return useMemo(() => ({ ...formatters(formatLocale, zone), timeZone: zone }), [formatLocale, zone]);
}

/** A moment in the reader's locale and time zone ("24 November 2026 at 14:02"); the zone is named when it is not the browser's. */
export function LocalTime({ at, preset = "dateTime", timeZone }: { at: string; preset?: "date" | "time" | "dayTime" | "day" | "dateTime"; timeZone?: string }) {
  const browser = useBrowserTimeZone();
  const formats = useFormats(timeZone);
  const text = formats[preset](at);
  return (
    <time dateTime={at} suppressHydrationWarning>
      {text}
      {formats.timeZone !== browser && preset !== "date" && preset !== "day" ? ` (${formats.timeZone})` : ""}
    </time>
  );
}
