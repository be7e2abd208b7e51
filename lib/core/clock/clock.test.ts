import { afterEach, describe, expect, it } from "vitest";
import { now, nowMs, setClock } from "./clock";

afterEach(() => void setClock(null));

describe("clock", () => {
  it("is the system clock unless a test sets it", () => {
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
    expect(nowMs()).toBeLessThanOrEqual(Date.now());
  });

  it("reads a fixed instant a test can move forward", () => {
    const advance = setClock(new Date("2026-03-08T06:00:00Z"));
    expect(now().toISOString()).toBe("2026-03-08T06:00:00.000Z");
    advance(3_600_000);
    expect(nowMs()).toBe(Date.parse("2026-03-08T07:00:00Z"));
    setClock(null);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
  });
});
