import { describe, expect, it } from "vitest";
import { refusedFor, rememberRefusal } from "./refused";

describe("refused buckets, remembered", () => {
  it("refuses until the moment the store said, then forgets", () => {
    const now = 1_000_000;
    rememberRefusal("k:a", 3, now);
    expect(refusedFor("k:a", now)).toBe(3);
    expect(refusedFor("k:a", now + 2_500)).toBe(1);
    expect(refusedFor("k:a", now + 3_000)).toBeNull();
    expect(refusedFor("k:a", now + 1_000)).toBeNull(); // forgotten once past
    expect(refusedFor("k:other", now)).toBeNull();
  });

  it("holds a bounded number of buckets, the oldest going first", () => {
    const now = 2_000_000;
    for (let i = 0; i < 10_005; i++) rememberRefusal(`k:${i}`, 60, now);
    expect(refusedFor("k:0", now)).toBeNull();
    expect(refusedFor("k:4", now)).toBeNull();
    expect(refusedFor("k:5", now)).toBe(60);
    expect(refusedFor("k:10004", now)).toBe(60);
  });
});
