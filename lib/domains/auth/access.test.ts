import { describe, expect, it } from "vitest";
import { AudienceEmailsSchema, OwnerEmailSchema } from "../leases/schemas";
import { canOpen } from "./access";
import { normalizeEmail } from "./email";

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

describe("normalised emails (NFKC, case, spaces)", () => {
  const audience = { visibility: "private" as const, audienceEmails: ["ann@example.com"], ownerEmail: "owner@example.com" };
  it("a full-width or otherwise compatible spelling of an audience address opens it", () => {
    expect(normalizeEmail(" ＡＮＮ@ｅｘａｍｐｌｅ.ｃｏｍ ")).toBe("ann@example.com");
    expect(canOpen(audience, "ＡＮＮ@ｅｘａｍｐｌｅ.ｃｏｍ")).toBe(true);
    expect(canOpen(audience, "ｏｗｎｅｒ@example.com")).toBe(true);
  });
  it("stored addresses are normalised before comparing too", () => {
    expect(canOpen({ ...audience, audienceEmails: ["ａｎｎ@example.com"] }, "ann@example.com")).toBe(true);
  });
  it("the audience schemas store the normal form", () => {
    expect(AudienceEmailsSchema.parse(["Ａｎｎ@Example.com", "ann@example.com"])).toEqual(["ann@example.com"]);
    expect(OwnerEmailSchema.parse(" ＯＷＮＥＲ@example.com")).toBe("owner@example.com");
  });
});
