/**
 * Reading input (core: no route, no domain): request bodies and queries within
 * a size limit, text no schema can be trusted to see, validation with a zod
 * schema into `validation_failed`, and the service's public base URL. The
 * route wrapper (lib/adapters/http/handler.ts) re-exports all of it.
 */
import type { z } from "zod";
import { config } from "../config";
import { ApiError, zodDetails, type ErrorDetail } from "./errors";
import { containsToken, isTokenScrubbing, tokenFieldsOf } from "../token-format";

/** Default limit of a JSON request body; routes with larger inputs pass their own. */
export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;

/** Deepest nesting of objects and arrays accepted in a body, query or tool arguments. */
export const MAX_JSON_DEPTH = 64;

/**
 * Reads the body's bytes, refusing more than `limit` before reading them all
 * (the declared length first, then as they stream). `tooLarge` says what was
 * too large in the route's words.
 */
export async function readBodyBytes(request: Request, limit: number, tooLarge = `The request body is larger than ${limit} bytes.`): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new ApiError("payload_too_large", tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError("payload_too_large", tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads the body as UTF-8 text, refusing more than `limit` bytes before reading it all. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const bytes = await readBodyBytes(request, limit);
  try {
    // Fatal: bytes that are not UTF-8 are refused, never silently replaced with U+FFFD.
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid UTF-8; send JSON encoded as UTF-8.");
  }
}

/** Refuses a body declared as anything but JSON (application/json or application/…+json). */
export function requireJsonContentType(request: Request, message = "Send the body as application/json."): void {
  const contentType = request.headers.get("content-type");
  if (contentType && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) throw new ApiError("unsupported_media_type", message);
}

/** Parses and validates a JSON body. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { limit?: number } = {},
): Promise<z.output<S>> {
  requireJsonContentType(request);
  return parseJsonText(await readBodyText(request, options.limit ?? DEFAULT_BODY_LIMIT_BYTES), schema);
}

/** Parses and validates a JSON body already read (within its limit). */
export function parseJsonText<S extends z.ZodType>(text: string, schema: S): z.output<S> {
  if (text.trim() === "") throw new ApiError("invalid_json", "The request body is empty; send a JSON object.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ApiError("invalid_json", `The request body is not valid JSON: ${(error as Error).message}`);
  }
  return validate(schema, json, "The request body");
}

/** Validates the URL's query parameters. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return validate(schema, params, "The query");
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What no schema can be trusted to see: text PostgreSQL cannot store (U+0000)
 * or that is not Unicode (a lone surrogate, which would be stored as U+FFFD),
 * in any string or member name, and nesting deeper than MAX_JSON_DEPTH (which
 * would exhaust the stack of whatever serialises it later). Iterative, so a
 * hostile depth cannot exhaust the stack here either.
 *
 * With `tokens: "refuse"` (every input but chat messages, which are scrubbed),
 * also a capability token pasted into text: it would be stored in plain text
 * and could reach a prompt or another person (spec 5). The field is named, the
 * token is not repeated.
 */
export function textProblems(value: unknown, options: { tokens?: "refuse" | "allow" } = {}): ErrorDetail[] {
  const refuseTokens = options.tokens === "refuse";
  const problems: ErrorDetail[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const checkText = (text: string, path: string[]) => {
    if (text.includes("\u0000")) problems.push({ path: path.join("."), message: "must not contain the NUL character (U+0000)" });
    else if (LONE_SURROGATE.test(text)) problems.push({ path: path.join("."), message: "must be well-formed Unicode (no lone surrogate)" });
    else if (refuseTokens && containsToken(text)) {
      problems.push({ path: path.join("."), message: "must not contain a capability token (at_live_…): keep tokens in secret storage, never in text the service stores" });
    }
  };
  while (stack.length && problems.length < 20) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") checkText(current, path);
    else if (current !== null && typeof current === "object") {
      if (path.length >= MAX_JSON_DEPTH) {
        problems.push({ path: path.join("."), message: `is nested more than ${MAX_JSON_DEPTH} levels deep` });
        continue;
      }
      for (const [key, member] of Object.entries(current)) {
        const at = [...path, key];
        if (!Array.isArray(current)) checkText(key, at);
        stack.push({ value: member, path: at });
      }
    }
  }
  return problems;
}

export function validate<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  // A member that is a token by design (lib/core/token-format.ts carriesTokenIn) is checked for NUL and surrogates alone.
  const tokenFields = tokenFieldsOf(schema);
  const rest = tokenFields.length && value !== null && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !tokenFields.includes(key))) : value;
  const problems = textProblems(rest, { tokens: isTokenScrubbing(schema) ? "allow" : "refuse" });
  if (rest !== value) problems.push(...textProblems(Object.fromEntries(Object.entries(value as object).filter(([key]) => tokenFields.includes(key))), { tokens: "allow" }));
  if (problems.length) {
    const first = problems[0]!;
    throw new ApiError("validation_failed", `${what} is invalid (${first.path ? `${first.path}: ` : ""}${first.message}).`, { details: problems });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const details = zodDetails(parsed.error);
    const first = details[0];
    const summary = first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "invalid";
    throw new ApiError("validation_failed", `${what} is invalid (${summary}).`, { details });
  }
  return parsed.data;
}

/**
 * The service's public base URL, the one source of every absolute URL it
 * produces (counterpart and renewal URLs, x402 resource URLs, the agent card,
 * MCP and A2A answers; NextAuth's sign-in links use the same setting,
 * lib/domains/auth/options.ts): PUBLIC_BASE_URL, else NEXTAUTH_URL (`publicBaseUrl`
 * in lib/core/config.ts). npm start and npm run dev set both to
 * http://localhost:PORT, the address the server listens on.
 *
 * Never the Host or X-Forwarded-Host of a request, which the client chooses
 * (a reverse proxy passes the client's Host on as X-Forwarded-Host), so
 * TRUST_PROXY does not make them count. The one exception is Vercel without
 * either setting (a preview deployment): only the deployment's own domains
 * reach it, and Vercel sets X-Forwarded-Host itself. Anywhere else an
 * instance without a configured URL refuses to start (lib/adapters/health/startup.ts); should
 * one run anyway, this throws (500) rather than guess.
 */
export function baseUrlOf(request: Request, configured: string | undefined = config().publicBaseUrl): string {
  if (configured) return configured;
  if (config().vercel) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    if (host) return `${request.headers.get("x-forwarded-proto") === "http" ? "http" : "https"}://${host}`;
  }
  throw new Error("No public base URL is configured: set PUBLIC_BASE_URL (or NEXTAUTH_URL).");
}
