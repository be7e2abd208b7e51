/**
 * The capability token format: `at_live_` + 30 random base62 characters
 * (about 178 bits) + a 6-character base62 CRC-32 checksum of them, so that a
 * secret scanner can tell a real token from a look-alike offline (as GitHub's
 * token format does). Only the SHA-256 of a token is ever stored.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** The prefix of every capability token (its shape is published in the CapabilityToken schema). */
export const TOKEN_PREFIX = "at_live_";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
export const TOKEN_PATTERN = new RegExp(`^${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A new random token (rejection sampling keeps every character uniform). */
export function generateToken(): string {
  let random = "";
  while (random.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && random.length < RANDOM_LENGTH) random += ALPHABET[byte % 62];
    }
  }
  return `${TOKEN_PREFIX}${random}${base62(crc32(random), CHECKSUM_LENGTH)}`;
}

/** Shape and checksum: true for anything this service could have issued. */
export function isWellFormedToken(token: string): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const body = token.slice(TOKEN_PREFIX.length);
  const random = body.slice(0, RANDOM_LENGTH);
  const checksum = body.slice(RANDOM_LENGTH);
  return base62(crc32(random), CHECKSUM_LENGTH) === checksum;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What may be shown of a token: the prefix and its last four characters. */
export function tokenHint(token: string): string {
  return `${TOKEN_PREFIX}…${token.slice(-4)}`;
}

/** What a capability token pasted into text is replaced with before the text is stored or shown to a model. */
export const REMOVED_TOKEN = "[capability token removed]";

/** Anything shaped like a capability token, anywhere in a text (a mistyped token is still a secret). */
const TOKEN_IN_TEXT = new RegExp(`${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}`);

/** Invisible format characters (zero-width space and joiners, word joiner, BOM, soft hyphen, bidi marks: Unicode's Cf). */
const FORMAT_CHARS = /\p{Cf}/gu;
const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * The text as a token check reads it: NFKC (full-width and other compatibility
 * forms become ASCII) without format characters, so "at_live_" split by a
 * zero-width space or typed in full-width letters is still a token. ASCII
 * text is its own normal form (no work).
 */
export function normalizeForTokens(text: string): string {
  return NOT_ASCII.test(text) ? text.normalize("NFKC").replace(FORMAT_CHARS, "") : text;
}

/** The base64 characters that "at_live_" becomes at each of the three byte alignments (standard and URL-safe): a cheap test before anything is decoded. */
const PREFIX_IN_BASE64 = (() => {
  const prefix = Buffer.from(TOKEN_PREFIX, "utf8");
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), prefix]).toString("base64");
    const core = encoded.slice(offset === 0 ? 0 : 4, (offset + prefix.length) % 3 === 0 ? encoded.length : encoded.length - 4);
    cores.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return [...new Set(cores)];
})();
const BASE64_RUN = /[A-Za-z0-9+/_-]{16,}={0,2}/g;

/** The base64 (or base64url) runs of a text that decode to something holding a token. */
function base64TokenRuns(text: string): string[] {
  if (!PREFIX_IN_BASE64.some((core) => text.includes(core))) return [];
  const runs: string[] = [];
  for (const [run] of text.matchAll(BASE64_RUN)) {
    if (!PREFIX_IN_BASE64.some((core) => run.includes(core))) continue;
    // The run may start with letters glued to the encoded value: each of the four character alignments.
    for (let offset = 0; offset < 4; offset++) {
      if (TOKEN_IN_TEXT.test(Buffer.from(run.slice(offset), "base64").toString("latin1"))) {
        runs.push(run);
        break;
      }
    }
  }
  return runs;
}

/**
 * Whether a text holds something shaped like a capability token: as is,
 * hidden with zero-width or other format characters or compatibility forms
 * (normalizeForTokens), or base64-encoded (alone or inside a longer value).
 */
export function containsToken(text: string): boolean {
  if (text.includes(TOKEN_PREFIX) && TOKEN_IN_TEXT.test(text)) return true;
  const normalized = normalizeForTokens(text);
  if (normalized !== text && normalized.includes(TOKEN_PREFIX) && TOKEN_IN_TEXT.test(normalized)) return true;
  return base64TokenRuns(normalized).length > 0;
}

/**
 * Schemas of inputs that may carry a token in their text because the service
 * removes it itself before storing or prompting (chat messages: a person may
 * paste anything into a chat). Every other body, query and MCP argument with a
 * token-shaped string is refused (lib/adapters/http/handler.ts `validate`).
 */
const SCRUBBING_SCHEMAS = new WeakSet<object>();

/** Marks a schema whose input is scrubbed of tokens (see SCRUBBING_SCHEMAS) instead of refused. */
export function scrubsTokens<S extends object>(schema: S): S {
  SCRUBBING_SCHEMAS.add(schema);
  return schema;
}

export function isTokenScrubbing(schema: object): boolean {
  return SCRUBBING_SCHEMAS.has(schema);
}

/**
 * Schemas with top-level members that ARE a capability token (a link's
 * `pageToken`, lib/domains/links/schemas.ts: a second token proving control of a
 * second resource). Those members are exempt from the refusal of tokens in
 * text; the domain checks them and never stores, logs or echoes them. Every
 * other member of the input is still refused when it holds one.
 */
const TOKEN_FIELDS = new WeakMap<object, readonly string[]>();

/** Marks `fields` of a schema as carrying a capability token (see TOKEN_FIELDS). */
export function carriesTokenIn<S extends object>(schema: S, fields: readonly string[]): S {
  TOKEN_FIELDS.set(schema, fields);
  return schema;
}

/** The top-level members of a schema's input that carry a capability token (none for most). */
export function tokenFieldsOf(schema: object): readonly string[] {
  return TOKEN_FIELDS.get(schema) ?? [];
}

/**
 * Removes anything shaped like a capability token from a text (spec 5: a
 * token never goes into prompts or long-term model memory). Shape, not
 * checksum: a mistyped token is still a secret. A token hidden with format
 * characters or compatibility forms, or base64-encoded, goes too (the text is
 * then kept in its normal form).
 */
export function removeTokens(text: string): string {
  const all = new RegExp(`${TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}`, "g");
  let out = text.replace(all, REMOVED_TOKEN);
  if (!containsToken(out)) return out;
  // Hidden (format characters, compatibility forms) or encoded: the text is read in its normal form, and each encoded run goes whole.
  out = normalizeForTokens(out).replace(all, REMOVED_TOKEN);
  for (const run of base64TokenRuns(out)) out = out.split(run).join(REMOVED_TOKEN);
  return out;
}

/** What a header secret echoed in a text is replaced with. */
export const REMOVED_SECRET = "[secret]";

/** What may stand between two characters of a spaced-out echo: whitespace, punctuation used as separators, or invisible format characters (zero-width…). */
const SEPARATORS = [" ", "\t", "\n", "\r", "\u00a0", "\u2002", "\u2003", "\u3000", ".", "_", "-", ",", "|", "/", "\\", "*", "+", ":", ";", "'", '"', "`"];

/**
 * The gap allowed between two characters of `secret` spaced out: the
 * separators the secret does not itself contain (a gap that could also be
 * the next character would let the expression backtrack exponentially).
 */
function separatorOf(secret: string): string {
  const allowed = SEPARATORS.filter((separator) => !secret.includes(separator));
  const set = allowed.map((separator) => `\\u${separator.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
  return `(?:${set ? `[${set}]|` : ""}\\p{Cf}){0,3}`;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The base64 text that encodes `secret` wherever it sits in a longer encoded value: for each of the three alignments, the characters that depend on the secret alone. */
function base64Echoes(secret: Buffer): string[] {
  const echoes: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), secret]).toString("base64");
    const start = offset === 0 ? 0 : 4;
    const end = (offset + secret.length) % 3 === 0 ? encoded.length : encoded.length - 4;
    const core = encoded.slice(start, end);
    if (core.length >= 8) echoes.push(core);
  }
  // The whole value, padded or not, standard or URL-safe.
  const whole = secret.toString("base64");
  echoes.push(whole, whole.replace(/=+$/, ""));
  return echoes.flatMap((echo) => [echo, echo.replace(/\+/g, "-").replace(/\//g, "_")]);
}

interface Scrubber {
  /** Every echo the expression can find and replace in place. */
  echoes: RegExp | null;
  /** Each secret (and its reverse) lower-cased without separators: a text that still holds one once squeezed the same way is dropped whole. */
  squeezed: string[];
}

/** The compiled scrubbers of lists of secrets (lists are built once per turn or export; compiled once each). */
const SCRUBBERS = new WeakMap<readonly string[], Scrubber>();

const SQUEEZE = new RegExp(`[${SEPARATORS.map((separator) => `\\u${separator.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}]|\\p{Cf}`, "gu");
const squeeze = (text: string) => text.toLowerCase().replace(SQUEEZE, "");

function scrubberOf(secrets: readonly string[]): Scrubber {
  const known = SCRUBBERS.get(secrets);
  if (known) return known;
  const alternatives = new Set<string>();
  const squeezed = new Set<string>();
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    alternatives.add(escapeRegExp(secret));
    alternatives.add(escapeRegExp(JSON.stringify(secret).slice(1, -1)));
    if (secret.length < 6) continue;
    const chars = [...secret];
    const gap = separatorOf(secret);
    // Spaced out, forwards or backwards, in any case: "s e c r e t", "t-e-r-c-e-s".
    alternatives.add(chars.map(escapeRegExp).join(gap));
    alternatives.add([...chars].reverse().map(escapeRegExp).join(gap));
    const flat = squeeze(secret);
    if (flat.length >= 6) squeezed.add(flat).add([...flat].reverse().join(""));
    const bytes = Buffer.from(secret, "utf8");
    for (const echo of base64Echoes(bytes)) alternatives.add(escapeRegExp(echo));
    alternatives.add(bytes.toString("hex"));
    alternatives.add(escapeRegExp(encodeURIComponent(secret)));
    alternatives.add(escapeRegExp(Buffer.from([...bytes].reverse()).toString("base64").replace(/=+$/, "")));
  }
  // Longest first, so a longer echo is removed whole.
  const scrubber = { echoes: alternatives.size ? new RegExp([...alternatives].sort((a, b) => b.length - a.length).join("|"), "giu") : null, squeezed: [...squeezed] };
  SCRUBBERS.set(secrets, scrubber);
  return scrubber;
}

/**
 * Removes every echo of the given secrets (a Person's tool header values)
 * from a text: as written, JSON-escaped, URL-encoded, in hex, in base64
 * (standard or URL-safe, alone or inside a longer encoded value), reversed,
 * or spaced out with separators or invisible characters, in any case. A
 * remote tool can send back what it was sent in any of these forms; none
 * of them may reach the model, the timeline or the export. A text that
 * still holds a secret once separators are squeezed out (spaced with the
 * secret's own punctuation, say) is replaced whole.
 */
export function scrubSecretEchoes(text: string, secrets: readonly string[]): string {
  const { echoes, squeezed } = scrubberOf(secrets);
  const out = echoes ? text.replace(echoes, REMOVED_SECRET) : text;
  if (squeezed.length) {
    const flat = squeeze(out);
    if (squeezed.some((secret) => flat.includes(secret))) return REMOVED_SECRET;
  }
  return out;
}

/** `scrubSecretEchoes` over every string (and key) of a JSON value. */
export function scrubSecretEchoesIn<T>(value: T, secrets: readonly string[]): T {
  if (!scrubberOf(secrets).echoes) return value;
  const walk = (inner: unknown): unknown => {
    if (typeof inner === "string") return scrubSecretEchoes(inner, secrets);
    if (Array.isArray(inner)) return inner.map(walk);
    if (inner && typeof inner === "object" && !(inner instanceof Date)) return Object.fromEntries(Object.entries(inner).map(([key, item]) => [scrubSecretEchoes(key, secrets), walk(item)]));
    return inner;
  };
  return walk(value) as T;
}
