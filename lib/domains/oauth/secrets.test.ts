import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret, isSecret, newSecret, pkceMatches } from "./secrets";

const challengeOf = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

describe("OAuth secrets and PKCE", () => {
  it("makes prefixed random secrets, stored as SHA-256 only", () => {
    const access = newSecret("access");
    expect(access).toMatch(/^oat_[A-Za-z0-9_-]{43}$/);
    expect(isSecret("access", access)).toBe(true);
    expect(isSecret("refresh", access)).toBe(false);
    expect(hashSecret(access)).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Array.from({ length: 100 }, () => newSecret("code"))).size).toBe(100);
  });

  it("accepts the S256 verifier of a challenge and nothing else", () => {
    const verifier = "a".repeat(20) + "-._~" + "B".repeat(30);
    expect(pkceMatches(verifier, challengeOf(verifier))).toBe(true);
    expect(pkceMatches(verifier + "x", challengeOf(verifier))).toBe(false);
    expect(pkceMatches("short", challengeOf("short"))).toBe(false);
    // A plain challenge (the verifier itself) is not S256.
    expect(pkceMatches("v".repeat(43), "v".repeat(43))).toBe(false);
  });
});
