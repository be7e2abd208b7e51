"use client";

import { useBrowserTimeZone, useFormats } from "./client";

/**
 * A moment said inside a sentence ("You signed this on {when}."): the date
 * and time in the reader's locale and time zone, the zone named when it is
 * not the browser's (the server's first render says UTC). The element that
 * holds the sentence takes suppressHydrationWarning.
 */
export function useWhen(timeZone?: string): (at: string | Date) => string {
  const browser = useBrowserTimeZone();
  const formats = useFormats(timeZone);
  return (at) => `${formats.dateTime(at)}${formats.timeZone !== browser ? ` (${formats.timeZone})` : ""}`;
}
