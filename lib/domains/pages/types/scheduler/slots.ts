/**
 * Scheduler slots: from the Page's weekdays, daily hours and timezone, the
 * slot start instants of the coming days, computed in the scheduler's own
 * timezone (so daylight-saving changes move the UTC instants, not the wall
 * clock) and shown to each visitor in theirs.
 */
import { WEEKDAYS } from "./index";

export interface SchedulerRules {
  available_days: (typeof WEEKDAYS)[number][];
  available_hours: { start: string; end: string };
  timezone: string;
  slot_duration_minutes: number;
  booking_window_days?: number;
  /** No slot starts sooner than now + this many minutes. */
  min_notice_minutes?: number;
  /** Minutes before and after each booked slot that are not offered. */
  buffer_minutes?: number;
}

/** What is already booked: start instants (UTC ms); each lasts the Page's slot duration. */
export type Booked = Iterable<number>;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string, instant: number) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "long",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: String(parts.weekday).toLowerCase(),
  };
}

/** Offset (ms) of a timezone from UTC at an instant. */
function offsetAt(timeZone: string, instant: number): number {
  const p = partsIn(timeZone, instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant a wall-clock time happens in a timezone; null when it does not exist (a spring-forward gap). */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): number | null {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Try the offsets around that wall time; the earliest instant that shows it wins (fall-back ambiguity).
  const candidates = [...new Set([offsetAt(timeZone, wall - 86_400_000), offsetAt(timeZone, wall), offsetAt(timeZone, wall + 86_400_000)])]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    const p = partsIn(timeZone, instant);
    if (p.year === year && p.month === month && p.day === day && p.hour === hour && p.minute === minute) return instant;
  }
  return null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Slot starts (UTC ms) from `now` + the minimum notice to the end of the
 * booking window, earliest first; without the ones that overlap a booked
 * slot widened by the buffer on each side (`booked`).
 */
export function computeSlots(rules: SchedulerRules, now = Date.now(), booked: Booked = []): number[] {
  const earliest = now + (rules.min_notice_minutes ?? 0) * 60_000;
  const length = rules.slot_duration_minutes * 60_000;
  const buffer = (rules.buffer_minutes ?? 0) * 60_000;
  const taken = [...booked];
  const free = (slot: number) => taken.every((start) => slot + length + buffer <= start || slot >= start + length + buffer);
  return scheduleSlots(rules, now).filter((slot) => slot >= earliest && free(slot));
}

function scheduleSlots(rules: SchedulerRules, now: number): number[] {
  const days = rules.booking_window_days ?? 30;
  const start = minutesOf(rules.available_hours.start);
  const end = minutesOf(rules.available_hours.end);
  const slots: number[] = [];
  const today = partsIn(rules.timezone, now);
  for (let offset = 0; offset < days; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7]!;
    if (!rules.available_days.includes(weekday)) continue;
    for (let minute = start; minute + rules.slot_duration_minutes <= end; minute += rules.slot_duration_minutes) {
      const instant = zonedTime(rules.timezone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), Math.floor(minute / 60), minute % 60);
      if (instant !== null && instant > now) slots.push(instant);
    }
  }
  return slots;
}
