import { describe, expect, it } from "vitest";
import { newSecretsKey, open, seal, secretsKeyProblem } from "./secrets";

describe("secrets", () => {
  const key = newSecretsKey();

  it("seals and opens a value for its context; the sealed form shows nothing of it", () => {
    const sealed = seal("whsec_abc", "wh_1", key);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("whsec");
    expect(open(sealed, "wh_1", key)).toBe("whsec_abc");
    expect(seal("whsec_abc", "wh_1", key)).not.toBe(sealed); // a fresh IV each time
  });

  it("refuses another context, another key and a changed value", () => {
    const sealed = seal("whsec_abc", "wh_1", key);
    expect(() => open(sealed, "wh_2", key)).toThrow(/did not open/);
    expect(() => open(sealed, "wh_1", newSecretsKey())).toThrow(/did not open/);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("whsec_abd").toString("base64url");
    expect(() => open(parts.join("."), "wh_1", key)).toThrow(/did not open/);
    expect(() => open("plain", "wh_1", key)).toThrow(/Not a sealed secret/);
  });

  it("takes only a 32-byte base64 key", () => {
    expect(secretsKeyProblem(key)).toBeNull();
    expect(secretsKeyProblem(undefined)).toMatch(/not set/);
    expect(secretsKeyProblem(Buffer.alloc(16).toString("base64"))).toMatch(/32 random bytes/);
    expect(secretsKeyProblem("not base64!")).toMatch(/32 random bytes/);
    expect(() => seal("x", "c", "short")).toThrow(/32 random bytes/);
  });
});
