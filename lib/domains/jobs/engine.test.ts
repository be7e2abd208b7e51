import { describe, expect, it } from "vitest";
import { orderedJobId } from "./engine";

describe("orderedJobId", () => {
  it("is a UUIDv7 that sorts in the order it was made, within a millisecond too", () => {
    const ids = Array.from({ length: 20_000 }, orderedJobId);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
