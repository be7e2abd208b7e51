import { describe, expect, it } from "vitest";
import { refusal, TAKE_ONE_BY_LEASE_ID } from "./allowance";

const now = new Date("2026-06-01T12:00:00Z");
const later = new Date("2026-06-02T12:00:00Z");
const earlier = new Date("2026-05-31T12:00:00Z");
const page = { resourceType: "page", resourceId: "pag_1" } as const;
const person = { resourceType: "person", resourceId: "per_1", baseUrl: "http://127.0.0.1:3000" } as const;

describe("why the allowance refuses", () => {
  it("a Page's counterpart: gone, not available, no submissions left", () => {
    expect(refusal(null, page, now)).toMatchObject({ code: "resource_destroyed", message: "This Page no longer exists." });
    expect(refusal({ status: "destroyed", termEnd: later, includedUnits: 5 }, page, now)).toMatchObject({ code: "resource_destroyed" });
    expect(refusal({ status: "active", termEnd: earlier, includedUnits: 5 }, page, now)).toMatchObject({ code: "lease_expired", status: 402, message: "This Page is not available: its lease has expired." });
    expect(refusal({ status: "pending", termEnd: later, includedUnits: 5 }, page, now)).toMatchObject({ code: "lease_expired" });
    const exhausted = refusal({ status: "active", termEnd: later, includedUnits: 5 }, page, now);
    expect(exhausted).toMatchObject({ code: "submissions_exhausted", status: 429 });
    // A counterpart cannot renew: no challenge goes to them.
    expect(exhausted.headers["PAYMENT-REQUIRED"]).toBeUndefined();
  });

  it("a Person's caller: destroyed, or every included turn used (with where to renew)", () => {
    expect(refusal(null, person, now)).toMatchObject({ code: "resource_destroyed", message: "This Person was destroyed." });
    const exhausted = refusal({ status: "active", termEnd: later, includedUnits: 7 }, person, now);
    expect(exhausted).toMatchObject({ code: "turns_exhausted", status: 429 });
    expect(exhausted.message).toContain("used all 7 included turns");
    expect(exhausted.message).toContain("/api/v3/resources/person/per_1/renew");
  });

  it("takes a unit only from an active lease inside its term with a unit left", () => {
    expect(TAKE_ONE_BY_LEASE_ID).toMatch(/status = 'active' AND "termEnd" > now\(\) AND "usedUnits" < "includedUnits"/);
  });
});
