import { describe, expect, it } from "vitest";
import { computeSlots, zonedTime } from "./slots";

const iso = (ms: number) => new Date(ms).toISOString();

describe("scheduler slots", () => {
  it("converts wall-clock times in a timezone to instants, across daylight saving", () => {
    expect(iso(zonedTime("Europe/Berlin", 2030, 1, 7, 9, 0)!)).toBe("2030-01-07T08:00:00.000Z"); // CET, UTC+1
    expect(iso(zonedTime("Europe/Berlin", 2030, 7, 8, 9, 0)!)).toBe("2030-07-08T07:00:00.000Z"); // CEST, UTC+2
    expect(iso(zonedTime("America/New_York", 2030, 11, 4, 9, 0)!)).toBe("2030-11-04T14:00:00.000Z"); // EST after the change
    expect(zonedTime("Europe/Berlin", 2030, 3, 31, 2, 30)).toBeNull(); // 02:30 does not exist that night
    expect(iso(zonedTime("Europe/Berlin", 2030, 10, 27, 2, 30)!)).toBe("2030-10-27T00:30:00.000Z"); // ambiguous: the first one
    expect(iso(zonedTime("UTC", 2030, 1, 1, 0, 0)!)).toBe("2030-01-01T00:00:00.000Z");
  });

  it("offers the weekdays' hours in slots of the given length, from now on, within the window", () => {
    const now = Date.parse("2030-01-07T07:45:00Z"); // Monday 08:45 in Berlin
    const slots = computeSlots(
      { available_days: ["monday", "wednesday"], available_hours: { start: "09:00", end: "11:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 45, booking_window_days: 7 },
      now,
    ).map(iso);
    expect(slots.slice(0, 2)).toEqual(["2030-01-07T08:00:00.000Z", "2030-01-07T08:45:00.000Z"]); // 09:00 and 09:45; 10:30 would end after 11:00
    expect(slots).toContain("2030-01-09T08:00:00.000Z"); // Wednesday
    expect(slots.filter((s) => s.startsWith("2030-01-08"))).toEqual([]); // Tuesday is not offered
    expect(slots.at(-1)).toBe("2030-01-09T08:45:00.000Z"); // next Monday (14th) is outside 7 days
  });

  it("keeps the wall clock when daylight saving starts within the window", () => {
    const now = Date.parse("2030-03-29T12:00:00Z");
    const slots = computeSlots(
      { available_days: ["friday", "monday"], available_hours: { start: "09:00", end: "10:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 60, booking_window_days: 4 },
      now,
    ).map(iso);
    expect(slots).toEqual(["2030-04-01T07:00:00.000Z"]); // Friday 09:00 (08:00Z) is past; Monday 09:00 is now UTC+2
  });
});

describe("scheduler slot rules", () => {
  const rules = { available_days: ["monday"] as const, available_hours: { start: "09:00", end: "12:00" }, timezone: "UTC", slot_duration_minutes: 30, booking_window_days: 7 };
  const now = Date.parse("2030-01-07T08:00:00Z"); // Monday 08:00 UTC

  it("offers no slot sooner than now + the minimum notice", () => {
    const slots = computeSlots({ ...rules, available_days: ["monday"], min_notice_minutes: 90 }, now).map(iso);
    expect(slots[0]).toBe("2030-01-07T09:30:00.000Z"); // 09:00 is only 60 minutes ahead
    expect(computeSlots({ ...rules, available_days: ["monday"], min_notice_minutes: 60 }, now).map(iso)[0]).toBe("2030-01-07T09:00:00.000Z"); // exactly the notice: offered
  });

  it("keeps the buffer free before and after a booked slot (and the booked slot itself)", () => {
    const booked = [Date.parse("2030-01-07T10:00:00Z")];
    const day = (buffer: number) => computeSlots({ ...rules, available_days: ["monday"], buffer_minutes: buffer }, now, booked).map(iso).map((s) => s.slice(11, 16));
    expect(day(0)).toEqual(["09:00", "09:30", "10:30", "11:00", "11:30"]);
    expect(day(15)).toEqual(["09:00", "11:00", "11:30"]); // 09:30 ends 10:00, less than 15 minutes before; 10:30 starts right after
    expect(day(30)).toEqual(["09:00", "11:00", "11:30"]); // exactly 30 minutes apart: offered
    expect(day(31)).toEqual(["11:30"]);
  });

  it("offers nothing beyond the booking horizon", () => {
    const slots = computeSlots({ ...rules, available_days: ["monday"], booking_window_days: 8 }, now).map(iso);
    expect(slots.at(-1)).toBe("2030-01-14T11:30:00.000Z"); // the next Monday is day 8
    expect(computeSlots({ ...rules, available_days: ["monday"], booking_window_days: 7 }, now).map(iso).at(-1)).toBe("2030-01-07T11:30:00.000Z");
  });

  it("measures notice and buffers in real time across a daylight-saving change", () => {
    // Sunday 31 March 2030, Berlin springs forward at 02:00; Monday 09:00 is 07:00Z.
    const sunday = Date.parse("2030-03-31T05:00:00Z");
    const slots = computeSlots({ available_days: ["monday"], available_hours: { start: "09:00", end: "11:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 60, booking_window_days: 3, min_notice_minutes: 26 * 60 + 30 }, sunday).map(iso);
    expect(slots).toEqual(["2030-04-01T08:00:00.000Z"]); // 09:00 (07:00Z) is 26 h ahead, less than the notice; 10:00 is 27 h
  });
});
