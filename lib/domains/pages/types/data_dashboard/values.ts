/**
 * A chart's numbers as a person reads them in their locale, with the chart's
 * unit where that locale puts it: a currency (a code such as "EUR" or a
 * symbol such as "£") as money ("£23,840", "23.840 £"), "%" as a percentage
 * ("62%", "62 %"), any other unit after the number ("1,200 kg"). Pure.
 */
import { formatters } from "../../../../core/i18n/format";

const SYMBOLS: Record<string, string> = { "£": "GBP", "€": "EUR", $: "USD", US$: "USD", "¥": "JPY", "₹": "INR", "CHF": "CHF" };

/** The currency a chart's unit names, if it names one Intl knows. */
export function currencyOf(unit: string | undefined): string | null {
  const trimmed = unit?.trim() ?? "";
  const code = SYMBOLS[trimmed] ?? (/^[A-Z]{3}$/.test(trimmed) ? trimmed : null);
  if (!code) return null;
  try {
    new Intl.NumberFormat("en", { style: "currency", currency: code });
    return code;
  } catch {
    return null;
  }
}

export interface ValueFormat {
  /** A value with its unit: "£23,840", "62 %", "1.200 kg". */
  full(value: number): string;
  /** A value for an axis: compact where it is long ("24K", "24.840"), with its unit. */
  axis(value: number): string;
  /** A value on a drawing whose axis names the unit: money and percentages as `axis`, other units left out ("1,200.5" under "kg"). */
  tick(value: number): string;
  /** Whether the unit is said by each number (money, percentage) rather than by the axis. */
  unitInNumbers: boolean;
  /** A share of a whole: "62%" / "62 %". */
  share(fraction: number): string;
}

export function valueFormat(unit: string | undefined, formatLocale: string): ValueFormat {
  const format = formatters(formatLocale);
  const currency = currencyOf(unit);
  const percent = new Intl.NumberFormat(formatLocale, { style: "percent", maximumFractionDigits: 1 });
  const compact = new Intl.NumberFormat(formatLocale, { notation: "compact", maximumFractionDigits: 1 });
  const trimmed = unit?.trim() ?? "";
  const withUnit = (text: string) => (trimmed ? `${text} ${trimmed}` : text);
  // One currency formatter for every value of the chart (formatters' money makes one per call: costly over many points).
  let money: Intl.NumberFormat | null = null;
  if (currency) {
    try {
      money = new Intl.NumberFormat(formatLocale, { style: "currency", currency, trailingZeroDisplay: "stripIfInteger" });
    } catch {
      money = null;
    }
  }
  const full = (value: number) => {
    if (money) return money.format(value);
    if (currency) return format.money(value, currency);
    if (trimmed === "%") return percent.format(value / 100);
    return withUnit(format.number(value));
  };
  let compactMoney: Intl.NumberFormat | undefined;
  const axis = (value: number) => {
    if (Math.abs(value) < 10_000) return full(value);
    if (currency) {
      try {
        compactMoney ??= new Intl.NumberFormat(formatLocale, { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 });
        return compactMoney.format(value);
      } catch {
        return full(value);
      }
    }
    return trimmed === "%" ? percent.format(value / 100) : withUnit(compact.format(value));
  };
  const inNumbers = !!currency || trimmed === "%" || !trimmed;
  const tick = (value: number) => (inNumbers ? axis(value) : Math.abs(value) < 10_000 ? format.number(value) : compact.format(value));
  return { full, axis, tick, unitInNumbers: !!currency || trimmed === "%", share: (fraction) => percent.format(fraction) };
}
