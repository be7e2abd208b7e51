import { describe, expect, it } from "vitest";
import { generateToken, hashToken, isWellFormedToken, sameHash, tokenHint } from "./format";

describe("token format", () => {
  it("round-trips its checksum and never repeats", () => {
    const tokens = Array.from({ length: 500 }, generateToken);
    expect(new Set(tokens).size).toBe(500);
    for (const token of tokens) expect(isWellFormedToken(token)).toBe(true);
  });

  it("rejects a changed character, a wrong prefix or length", () => {
    const token = generateToken();
    const changed = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    expect(isWellFormedToken(changed)).toBe(false);
    expect(isWellFormedToken(token.replace("at_live_", "at_test_"))).toBe(false);
    expect(isWellFormedToken(token + "x")).toBe(false);
  });

  it("hashes with SHA-256 and hints with the last four characters only", () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hashToken(token), hashToken(token))).toBe(true);
    expect(sameHash(hashToken(token), hashToken(generateToken()))).toBe(false);
    expect(tokenHint(token)).toBe(`at_live_…${token.slice(-4)}`);
  });
});
