/**
 * Secrets the service must keep usable (a webhook's signing secret signs
 * every delivery, so it cannot be stored as a hash): AES-256-GCM with the key
 * from SECRETS_KEY (32 random bytes, base64). npm start keeps a generated key
 * in .data/secrets-key; a production start refuses to run without one
 * (lib/adapters/health/startup.ts).
 *
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url). Each is bound to
 * a context (for example the webhook endpoint's id) as additional
 * authenticated data: a value copied to another row does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { config } from "../config";

const VERSION = "v1";
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** Why a key is unusable, or null when it is a base64 (or base64url) encoding of exactly 32 bytes. */
export function secretsKeyProblem(value: string | undefined): string | null {
  if (!value) return "SECRETS_KEY is not set (32 random bytes, base64: openssl rand -base64 32)";
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || Buffer.from(value, "base64").length !== KEY_BYTES) {
    return "SECRETS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)";
  }
  return null;
}

function keyOf(value: string | undefined = config().secretsKey): Buffer {
  const problem = secretsKeyProblem(value);
  if (problem) throw new Error(`Secrets cannot be kept: ${problem}.`);
  return Buffer.from(value!, "base64");
}

/** Encrypts `plaintext` for `context`. */
export function seal(plaintext: string, context: string, key?: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(key), iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

/** Decrypts what `seal` made for the same context; throws if the value, the context or the key differ. */
export function open(sealed: string, context: string, key?: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Not a sealed secret.");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(key), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("A sealed secret did not open: it was changed, belongs to another record, or SECRETS_KEY changed.");
  }
}

/** A new key, as SECRETS_KEY takes it. */
export const newSecretsKey = () => randomBytes(KEY_BYTES).toString("base64");
