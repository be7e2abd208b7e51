import { describe, expect, it } from "vitest";
import { generateToken, REMOVED_TOKEN, removeTokens } from "../../core/token-format";

describe("removeTokens", () => {
  it("takes every token-shaped string out of a text, checksum or not", () => {
    const token = generateToken();
    const lookAlike = `at_live_${"a".repeat(36)}`;
    expect(removeTokens(`Here is my token ${token}, and ${lookAlike}.`)).toBe(`Here is my token ${REMOVED_TOKEN}, and ${REMOVED_TOKEN}.`);
  });

  it("leaves other text alone", () => {
    expect(removeTokens("at_live_ is the prefix; at_live_short is not a token.")).toBe("at_live_ is the prefix; at_live_short is not a token.");
  });
});
