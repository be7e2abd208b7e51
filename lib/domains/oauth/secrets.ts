/**
 * The secrets of the OAuth front door: authorization codes (`oac_`), access
 * tokens (`oat_`) and refresh tokens (`ort_`), 256 random bits each in
 * base64url. Only their SHA-256 is stored, as for capability tokens
 * (lib/core/token-format.ts). PKCE: S256 only (RFC 7636).
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export type SecretKind = "code" | "access" | "refresh";
const PREFIX: Record<SecretKind, string> = { code: "oac_", access: "oat_", refresh: "ort_" };
const PATTERN: Record<SecretKind, RegExp> = {
  code: /^oac_[A-Za-z0-9_-]{43}$/,
  access: /^oat_[A-Za-z0-9_-]{43}$/,
  refresh: /^ort_[A-Za-z0-9_-]{43}$/,
};

export function newSecret(kind: SecretKind): string {
  return PREFIX[kind] + randomBytes(32).toString("base64url");
}

/** Whether a string has the shape of a secret of this kind (nothing is looked up otherwise). */
export function isSecret(kind: SecretKind, value: string | null | undefined): value is string {
  return typeof value === "string" && PATTERN[kind].test(value);
}

export function hashSecret(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** RFC 7636: a verifier is 43–128 characters of [A-Za-z0-9-._~]. */
export const VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;
/** An S256 challenge: the base64url SHA-256 of a verifier (43 characters). */
export const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `verifier` answers the S256 `challenge` (compared in constant time). */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER_PATTERN.test(verifier) || !CHALLENGE_PATTERN.test(challenge)) return false;
  const computed = Buffer.from(createHash("sha256").update(verifier, "ascii").digest("base64url"));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
