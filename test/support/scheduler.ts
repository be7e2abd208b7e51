/**
 * A scheduler Page's content open every day of the week, the setup the
 * scheduler's tests (Vitest and Playwright) share: only the title, the hours,
 * the timezone, the slot length and the window (and any other field) differ.
 * No database and no Vitest here, so the browser tests import it too.
 */
export const EVERY_DAY = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export type EveryDaySchedule = {
  title: string;
  available_hours: { start: string; end: string };
  timezone: string;
  slot_duration_minutes: number;
  booking_window_days: number;
} & Record<string, unknown>;

/** The content of a scheduler open every day, with `schedule`'s fields. */
export function everyDaySchedule({ title, ...rest }: EveryDaySchedule) {
  return { title, available_days: EVERY_DAY, ...rest };
}
