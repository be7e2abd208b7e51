import { describe, expect, it } from "vitest";
import { SUBMISSION_KINDS } from "../pages/types/names";
import { validate } from "../../core/http/parse";
import { generateToken } from "../../core/token-format";
import { boundedSubmission } from "./links";
import { LINK_LIMITS, LINK_SUBMISSION_KINDS, LinkInputSchema } from "./schemas";
import { triggersMatch } from "./triggers";

describe("link schemas", () => {
  it("names the same submission kinds as the Pages", () => {
    expect([...LINK_SUBMISSION_KINDS]).toEqual([...SUBMISSION_KINDS]);
  });

  it("takes a token in pageToken only: one anywhere else is still refused", () => {
    const token = generateToken();
    expect(validate(LinkInputSchema, { pageToken: token }, "The body")).toMatchObject({ pageToken: token, maxTurns: 1, approvals: false });
    expect(() => validate(LinkInputSchema, { pageToken: token, triggers: { on: ["submission"] }, instructions: `Use ${token}` }, "The body")).toThrow(/instructions: must not contain a capability token/);
    // The refusal names the field, never the token.
    try {
      validate(LinkInputSchema, { pageToken: token, triggers: { on: ["submission"] }, instructions: `Use ${token}` }, "The body");
    } catch (error) {
      expect(JSON.stringify(error)).not.toContain(token);
      expect((error as Error).message).not.toContain(token);
    }
  });

  it("triggers need instructions, and instructions need triggers", () => {
    expect(() => validate(LinkInputSchema, { pageToken: "x", triggers: { on: ["submission"] } }, "The body")).toThrow(/instructions: Triggers need the instructions/);
    expect(() => validate(LinkInputSchema, { pageToken: "x", instructions: "Do it." }, "The body")).toThrow(/triggers:/);
    expect(() => validate(LinkInputSchema, { pageToken: "x", triggers: { on: ["submission"], kinds: ["lead", "lead"] }, instructions: "Do it." }, "The body")).toThrow(/Each kind once/);
    expect(() => validate(LinkInputSchema, { pageToken: "x", triggers: { on: ["visit"] }, instructions: "Do it." }, "The body")).toThrow(/triggers.on/);
    expect(() => validate(LinkInputSchema, { pageToken: "x", triggers: { on: ["submission"] }, instructions: "Do it.", maxTurns: 21 }, "The body")).toThrow(/maxTurns/);
    expect(() => validate(LinkInputSchema, { pageToken: "x", colour: "red" }, "The body")).toThrow(/colour/);
  });

  it("a trigger matches every kind, or only the kinds it names", () => {
    expect(triggersMatch(null, "lead")).toBe(false);
    expect(triggersMatch({ on: ["submission"] }, "booking")).toBe(true);
    expect(triggersMatch({ on: ["submission"], kinds: ["lead"] }, "lead")).toBe(true);
    expect(triggersMatch({ on: ["submission"], kinds: ["lead"] }, "booking")).toBe(false);
  });

  it("a submission as data is bounded: the largest members go first, named in omitted", () => {
    const row = { id: "s1", kind: "signature", submitterEmail: "a@example.com", createdAt: new Date("2026-11-24T00:00:00Z"), data: { typedName: "Ann", document: "x".repeat(50_000), note: "y".repeat(100) } };
    const bounded = boundedSubmission(row);
    expect(bounded).toEqual({ id: "s1", kind: "signature", submitterEmail: "a@example.com", createdAt: "2026-11-24T00:00:00.000Z", data: { typedName: "Ann", note: "y".repeat(100) }, omitted: ["document"] });
    expect(JSON.stringify(bounded.data).length).toBeLessThanOrEqual(LINK_LIMITS.submissionChars);
    const small = boundedSubmission({ ...row, data: { name: "Ann" } });
    expect(small).not.toHaveProperty("omitted");
  });
});
