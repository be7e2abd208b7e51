import { describe, expect, it } from "vitest";
import { canOpen } from "./access";

describe("canOpen", () => {
  const audience = { visibility: "private" as const, audienceEmails: ["ann@example.com"], ownerEmail: "owner@example.com" };
  it("needs a signed-in person, always", () => {
    expect(canOpen({ ...audience, visibility: "public" }, null)).toBe(false);
    expect(canOpen({ ...audience, visibility: "public" }, "anyone@example.com")).toBe(true);
  });
  it("private: the owner or the audience, case-insensitively", () => {
    expect(canOpen(audience, "Ann@Example.com")).toBe(true);
    expect(canOpen(audience, "owner@example.com")).toBe(true);
    expect(canOpen(audience, "eve@example.com")).toBe(false);
    expect(canOpen({ ...audience, ownerEmail: null }, "owner@example.com")).toBe(false);
  });
});
