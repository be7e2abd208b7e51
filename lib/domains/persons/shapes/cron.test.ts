import { describe, expect, it } from "vitest";
import { checkCron, checkTimezone, instantsBetween, latestInstants, nextInstant } from "./cron";

describe("schedule cron expressions (croner)", () => {
  it("takes plain five-field expressions, names included", () => {
    for (const ok of ["0 9 * * *", "*/15 8-18 * * MON-FRI", "0 0 1,15 * *", "30 6 * JAN,JUL sun", "0 12 * * 0-6/2"]) expect(checkCron(ok), ok).toBeNull();
  });

  it("refuses seconds, nicknames, L/W/#/?, out-of-range values and expressions that never run, saying why", () => {
    expect(checkCron("0 0 9 * * *")).toMatch(/exactly five fields.*Seconds are not taken/);
    expect(checkCron("@daily")).toMatch(/Nicknames/);
    expect(checkCron("0 9 L * *")).toMatch(/day-of-month field "L"/);
    expect(checkCron("0 9 * * 5#2")).toMatch(/day-of-week field/);
    expect(checkCron("0 9 ? * *")).toMatch(/day-of-month field/);
    expect(checkCron("0 9 * * MONDAY")).toMatch(/day-of-week field/);
    expect(checkCron("61 * * * *")).toMatch(/Not a valid cron expression/);
    expect(checkCron("*/0 * * * *")).toMatch(/Not a valid cron expression/);
    expect(checkCron("0 0 30 2 *")).toMatch(/never runs/);
    expect(checkCron("0 9 * *")).toMatch(/has 4/);
  });

  it("takes IANA zone names only", () => {
    for (const ok of ["UTC", "Europe/Berlin", "America/New_York", "America/Argentina/Buenos_Aires"]) expect(checkTimezone(ok), ok).toBeNull();
    expect(checkTimezone("Mars/Olympus_Mons")).toMatch(/Unknown time zone/);
    expect(checkTimezone("+01:00")).toMatch(/not an IANA time zone name/);
    expect(checkTimezone("Europe/../etc")).toMatch(/not an IANA time zone name/);
  });

  it("follows daylight-saving changes: 09:00 in New York is 14:00 UTC in winter, 13:00 UTC from 14 March 2027", () => {
    const { instants } = instantsBetween("0 9 * * *", "America/New_York", new Date("2027-03-12T00:00:00Z"), new Date("2027-03-16T00:00:00Z"), 10, 10);
    expect(instants.map((at) => at.toISOString())).toEqual(["2027-03-12T14:00:00.000Z", "2027-03-13T14:00:00.000Z", "2027-03-14T13:00:00.000Z", "2027-03-15T13:00:00.000Z"]);
    expect(nextInstant("0 9 * * *", "Europe/Berlin", new Date("2027-03-27T08:00:00Z"))!.toISOString()).toBe("2027-03-28T07:00:00.000Z");
    expect(latestInstants("0 9 * * *", "UTC", new Date("2027-01-08T09:00:00Z"), new Date("2027-01-10T09:00:00Z"), 5).map((at) => at.toISOString())).toEqual(["2027-01-08T09:00:00.000Z", "2027-01-09T09:00:00.000Z"]);
    // A fixed local time in the gap runs at its end; repeated, it runs once. Other expressions skip the gap and run twice.
    const berlin = (expression: string, from: string, to: string) => instantsBetween(expression, "Europe/Berlin", new Date(from), new Date(to), 10, 10).instants.map((at) => at.toISOString());
    expect(berlin("30 2 * * *", "2027-03-28T00:00:00Z", "2027-03-28T23:00:00Z")).toEqual(["2027-03-28T01:00:00.000Z"]);
    expect(berlin("30 2 * * *", "2027-10-31T00:00:00Z", "2027-10-31T22:00:00Z")).toEqual(["2027-10-31T00:30:00.000Z"]);
    expect(berlin("30 * * * *", "2027-10-31T00:00:00Z", "2027-10-31T02:00:00Z")).toEqual(["2027-10-31T00:30:00.000Z", "2027-10-31T01:30:00.000Z"]);
    expect(berlin("30 * * * *", "2027-03-28T00:00:00Z", "2027-03-28T02:00:00Z")).toEqual(["2027-03-28T00:30:00.000Z", "2027-03-28T01:30:00.000Z"]);
    expect(instantsBetween("* * * * *", "UTC", new Date("2027-01-01T00:00:00Z"), new Date("2027-02-01T00:00:00Z"), 0, 1000).counted).toBe(1000);
  });
});
