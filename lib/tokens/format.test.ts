import { describe, expect, it } from "vitest";
import { generateToken, hashToken, isWellFormedToken, REMOVED_SECRET, sameHash, scrubSecretEchoes, scrubSecretEchoesIn, tokenHint } from "./format";

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

describe("scrubSecretEchoes", () => {
  const secret = "sk-live-Abc123XyZ987";
  const secrets = [secret];
  const echoes = [
    secret,
    `Bearer ${secret}`,
    Buffer.from(secret).toString("base64"),
    Buffer.from(`Authorization: Bearer ${secret}`).toString("base64"),
    Buffer.from(`x${secret}`).toString("base64url"),
    Buffer.from(`xy${secret}!`).toString("base64"),
    [...secret].reverse().join(""),
    [...secret].join(" "),
    [...secret].join("\u200b"),
    [...secret].reverse().join("-"),
    secret.toUpperCase(),
    Buffer.from(secret).toString("hex"),
    encodeURIComponent(secret),
  ];

  it("removes the secret however it is echoed: base64 (alone or inside), reversed, spaced, hex, any case", () => {
    for (const echo of echoes) {
      const text = `the tool said: ${echo} (end)`;
      const scrubbed = scrubSecretEchoes(text, secrets);
      expect(scrubbed, echo).toContain(REMOVED_SECRET);
      expect(scrubbed.replace(/\s|\u200b|-/g, ""), echo).not.toContain(secret.slice(3, 12));
    }
  });

  it("over a JSON value's strings and keys; text without a secret is left as it is", () => {
    const value = { a: [`x ${Buffer.from(secret).toString("base64")}`], [secret]: 1, n: 2 };
    expect(JSON.stringify(scrubSecretEchoesIn(value, secrets))).not.toMatch(/Abc123|c2stbGl2/);
    expect(scrubSecretEchoes("nothing secret here at all", secrets)).toBe("nothing secret here at all");
    expect(scrubSecretEchoesIn({ a: "b" }, [])).toEqual({ a: "b" });
  });
});
