import { describe, expect, it } from "vitest";
import { containsToken, generateToken, hashToken, isWellFormedToken, REMOVED_SECRET, REMOVED_TOKEN, removeTokens, sameHash, scrubSecretEchoes, scrubSecretEchoesIn, tokenHint } from "./token-format";

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

describe("tokens hidden in text", () => {
  const token = generateToken();
  const hidden = [
    token,
    `${token.slice(0, 3)}\u200b${token.slice(3)}`,
    [...token].join("\u200b"),
    `${token.slice(0, 10)}\u2060\u00ad${token.slice(10)}`,
    token.replace(/[A-Za-z0-9_]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)), // full-width
    Buffer.from(token).toString("base64"),
    Buffer.from(`key=${token};`).toString("base64"),
    Buffer.from(`xy${token}`).toString("base64url"),
    `see ${Buffer.from(`{"t":"${token}"}`).toString("base64")} there`,
  ];

  it("are found: zero-width and format characters, full-width forms, base64 alone or inside a longer value", () => {
    for (const text of hidden) expect(containsToken(`note: ${text} end`), JSON.stringify(text)).toBe(true);
  });

  it("are removed, and nothing of the token is left", () => {
    for (const text of hidden) {
      const out = removeTokens(`note: ${text} end`);
      expect(out, JSON.stringify(text)).toContain(REMOVED_TOKEN);
      expect(containsToken(out)).toBe(false);
      expect(out).not.toContain(token.slice(8, 20));
    }
  });

  it("leaves ordinary text, base64 and non-ASCII text alone", () => {
    for (const text of ["Grüße aus Köln — ﬁne", Buffer.from("hello world, nothing here at all").toString("base64"), "at_live_ is the prefix", "ＡＢＣ"]) {
      expect(containsToken(text), text).toBe(false);
      expect(removeTokens(text)).toBe(text);
    }
  });
});

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
