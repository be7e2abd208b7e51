/**
 * Cron expressions and time zones of a Person's schedules, read by croner
 * (a maintained cron library with IANA time zones and daylight-saving rules)
 * rather than by hand. Only plain five-field expressions are taken: croner
 * reads more (seconds, years, L, W, #, nicknames), which we refuse so that an
 * expression means what every cron reader takes it to mean.
 *
 * Every instant is computed from a time the caller gives (the service's
 * clock, lib/core/clock), never from croner's own idea of now.
 */
import { Cron } from "croner";

const NAMES = {
  month: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"],
  weekday: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"],
} as const;
const FIELDS = ["minute", "hour", "day-of-month", "month", "day-of-week"] as const;

function reader(expression: string, timezone: string): Cron {
  // No function: croner keeps no timer; paused to be sure.
  return new Cron(expression, { timezone, mode: "5-part", paused: true });
}

/** Why `timezone` is not an IANA time zone we take; null when it is. */
export function checkTimezone(timezone: string): string | null {
  // Names only (Area/Location, UTC): offsets such as +01:00 are not time zones with daylight-saving rules.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(timezone)) return `"${timezone}" is not an IANA time zone name (such as Europe/Berlin or UTC).`;
  try {
    new Intl.DateTimeFormat("en", { timeZone: timezone });
    return null;
  } catch {
    return `Unknown time zone "${timezone}": use an IANA name such as Europe/Berlin, America/New_York or UTC.`;
  }
}

/** Why `expression` is not a cron expression we take; null when it is (it must also run at some time). */
export function checkCron(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (expression.trim().startsWith("@")) return "Nicknames such as @daily are not taken: write the five fields (for @daily: 0 0 * * *).";
  if (fields.length !== 5) {
    return `A cron expression has exactly five fields (minute hour day-of-month month day-of-week); this one has ${fields.length}.${fields.length === 6 ? " Seconds are not taken: schedules have minute resolution." : ""}`;
  }
  for (const [index, field] of fields.entries()) {
    const name = FIELDS[index]!;
    const names = index === 3 ? NAMES.month : index === 4 ? NAMES.weekday : [];
    const letters = field.toUpperCase().match(/[A-Z]+/g) ?? [];
    const odd = letters.find((word) => !(names as readonly string[]).includes(word));
    if (odd !== undefined || !/^[0-9A-Za-z*,/-]+$/.test(field)) {
      return `The ${name} field "${field}" is not taken: use numbers, *, ranges (a-b), steps (*/n, a-b/n) and lists${names.length ? ` (and the names ${names[0]}…${names.at(-1)})` : ""}; L, W, # and ? are not taken.`;
    }
  }
  try {
    if (reader(expression, "UTC").nextRun(new Date(0)) === null) return "This expression never runs (no such date).";
  } catch (error) {
    return `Not a valid cron expression: ${(error instanceof Error ? error.message : String(error)).replace(/^CronPattern: /, "")}.`;
  }
  return null;
}

/** The first instant of the expression strictly after `after`, or null (never again). */
export function nextInstant(expression: string, timezone: string, after: Date): Date | null {
  return reader(expression, timezone).nextRun(after);
}

/**
 * The instants in [from, to], oldest first: at most `max`, counted up to
 * `count` (the first `max` are returned, the count stops at `count`).
 */
export function instantsBetween(expression: string, timezone: string, from: Date, to: Date, max: number, count: number): { instants: Date[]; counted: number } {
  const cron = reader(expression, timezone);
  const instants: Date[] = [];
  let counted = 0;
  for (let at = cron.nextRun(new Date(from.getTime() - 1)); at && at <= to && counted < count; at = cron.nextRun(at)) {
    if (instants.length < max) instants.push(at);
    counted++;
  }
  return { instants, counted };
}

/** The latest `n` instants strictly before `before` and not before `from`, oldest first. */
export function latestInstants(expression: string, timezone: string, from: Date, before: Date, n: number): Date[] {
  return reader(expression, timezone)
    .previousRuns(n, before)
    .filter((at) => at >= from)
    .reverse();
}
