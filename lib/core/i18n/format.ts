/**
 * Dates, times, numbers and money as a person reads them in their locale
 * (`£23,840`, "Tuesday 24 November at 09:15" in en-GB; "23.840 £",
 * "Dienstag, 24. November um 09:15" in de). One set of presets, so every
 * surface says a moment the same way.
 */
export interface Formatters {
  /** "£23,840", "£19.50": whole amounts without decimals. */
  money(amount: number, currency: string): string;
  /** "23,840", "1.5". */
  number(value: number): string;
  /** "24 November 2026". */
  date(at: Date | string): string;
  /** "09:15" (or "9:15 AM"). */
  time(at: Date | string): string;
  /** "Tuesday 24 November at 09:15". */
  dayTime(at: Date | string): string;
  /** "Tuesday 24 November". */
  day(at: Date | string): string;
  /** "24 November 2026 at 14:02". */
  dateTime(at: Date | string): string;
}

const toDate = (at: Date | string) => (typeof at === "string" ? new Date(at) : at);

/** Formatters for one locale tag and time zone (UTC when the person's is not known). */
export function formatters(formatLocale: string, timeZone = "UTC"): Formatters {
  const dt = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(formatLocale, { timeZone, ...options });
    return (at: Date | string) => format.format(toDate(at));
  };
  const numberFormat = new Intl.NumberFormat(formatLocale);
  // "09:15" where the clock runs to 23, "9:15 AM" where it has AM and PM.
  const twelveHours = new Intl.DateTimeFormat(formatLocale, { hour: "numeric" }).resolvedOptions().hour12 === true;
  const hour = twelveHours ? "numeric" : "2-digit";
  return {
    money: (amount, currency) => {
      try {
        return new Intl.NumberFormat(formatLocale, { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" }).format(amount);
      } catch {
        // Not an ISO 4217 code Intl knows: the number and the code as given.
        return `${numberFormat.format(amount)} ${currency}`;
      }
    },
    number: (value) => numberFormat.format(value),
    date: dt({ dateStyle: "long" }),
    time: dt({ hour, minute: "2-digit" }),
    dayTime: dt({ weekday: "long", day: "numeric", month: "long", hour, minute: "2-digit" }),
    day: dt({ weekday: "long", day: "numeric", month: "long" }),
    dateTime: dt({ dateStyle: "long", timeStyle: "short" }),
  };
}
