/**
 * The one logger: structured JSON lines (pino) on stdout, one object a line,
 * with the request id (`reqId`) of the request being handled on every line
 * logged while handling it (carried by AsyncLocalStorage, see
 * lib/core/http/request-context.ts).
 *
 * Secrets are removed by the logger itself, in three layers, so that a
 * careless call cannot leak one:
 * 1. `redact` paths: authorization, cookie, set-cookie, payment-signature and
 *    payment-required headers, `token`, `capabilityToken.token`, … are
 *    replaced by "[REDACTED]";
 * 2. `formatters.log` walks the whole logged object (nested objects, arrays,
 *    errors with their causes, fetch Headers): members with a sensitive name
 *    (the same list, at any depth) are replaced, and every string is scrubbed
 *    of capability tokens (`at_live_…`) and long base64 or hex values (a
 *    PAYMENT-SIGNATURE, a signature); `hooks.logMethod` scrubs the message
 *    and its interpolated values the same way;
 * 3. `hooks.streamWrite` scrubs the finished line once more, whatever produced it.
 *
 * LOG_LEVEL (fatal, error, warn, info, debug, trace, silent) sets the level;
 * the default is info. At debug, each API request's headers are logged too
 * (redacted), which the tests use to prove the redaction.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

export const REDACTED = "[REDACTED]";

/** A capability token, whole or cut short: `at_live_` and what follows it. */
const TOKEN_RE = /at_live_[0-9A-Za-z]*/g;
/** A webhook signing secret (Standard Webhooks: `whsec_` and base64), whole or cut short. */
const WEBHOOK_SECRET_RE = /whsec_[A-Za-z0-9+/=]*/g;
/**
 * A long run of base64 or hex: a PAYMENT-SIGNATURE or PAYMENT-REQUIRED
 * header (base64 JSON of hundreds of characters), an EIP-712 signature
 * (0x + 130 hex). Ids, hashes (64 hex), addresses and nonces are shorter.
 */
const LONG_B64_RE = /[A-Za-z0-9+/]{120,}={0,2}/g;

/** Member names whose values are secrets, compared in lower case without "-", "_" and "/". */
const SENSITIVE_KEYS = new Set(
  [
    "authorization",
    "proxy-authorization",
    "cookie",
    "set-cookie",
    "payment-signature",
    "payment-required",
    "x-payment",
    "x402/payment",
    "token",
    "access_token",
    "refresh_token",
    "id_token",
    "session_token",
    "sessionToken",
    "password",
    "secret",
    "client_secret",
    "privateKey",
    "apiKey",
    "signature",
    // The payment settings' secrets as lib/core/config.ts and paymentSetup name them (a CDP key's secret is 88 characters of base64 or a PEM in 64-character lines: too short for the shape rule).
    "apiKeySecret",
    "cdpApiKeySecret",
    "facilitatorPrivateKey",
    "facilitatorHeaders",
  ].map(normalizeKey),
);

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_/]/g, "");
}

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(normalizeKey(key));
}

/** A string without capability tokens and long base64/hex values. */
export function scrubText(text: string): string {
  return text.replace(TOKEN_RE, REDACTED).replace(WEBHOOK_SECRET_RE, REDACTED).replace(LONG_B64_RE, REDACTED);
}

const MAX_DEPTH = 10;

/** A copy of any value fit to log: secrets replaced, errors serialized, cycles cut. */
export function scrubValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return typeof value === "bigint" ? value.toString() : value;
  if (seen.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[Object]";
  seen.add(value);
  try {
    if (value instanceof Error) return scrubValue(pino.stdSerializers.errWithCause(value), depth + 1, seen);
    if (typeof Headers !== "undefined" && value instanceof Headers) return scrubRecord(Object.fromEntries(value.entries()), depth, seen);
    if (value instanceof Map) return scrubRecord(Object.fromEntries(value.entries()), depth, seen);
    if (value instanceof Set) return [...value].map((item) => scrubValue(item, depth + 1, seen));
    if (value instanceof Date) return value;
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.constructor.name} ${value.byteLength} bytes]`;
    if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
    return scrubRecord(value as Record<string, unknown>, depth, seen);
  } finally {
    seen.delete(value);
  }
}

function scrubRecord(record: Record<string, unknown>, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined || typeof value === "function") continue;
    out[key] = isSensitiveKey(key) && value !== null ? REDACTED : scrubValue(value, depth + 1, seen);
  }
  return out;
}

/** Paths pino's own redaction removes (a second net under formatters.log). */
const HEADER_NAMES = ["authorization", "cookie", '["set-cookie"]', '["payment-signature"]', '["payment-required"]', '["x-payment"]'];
export const REDACT_PATHS = [
  "token",
  "capabilityToken.token",
  "*.capabilityToken.token",
  "*.token",
  "password",
  "secret",
  ...HEADER_NAMES.flatMap((name) => {
    const member = name.startsWith("[") ? name : `.${name}`;
    return [`headers${member}`, `req.headers${member}`, `request.headers${member}`, `res.headers${member}`, `*.headers${member}`];
  }),
];

/** The request being handled: its id, carried across every await of its handling. */
export interface RequestContext {
  reqId: string;
}

/**
 * One store and one logger per process, kept on globalThis: Next.js bundles
 * this module into several chunks (instrumentation, the proxy, each route),
 * and every copy must see the same request id.
 */
const shared = globalThis as unknown as { __leaseholdRequestContext?: AsyncLocalStorage<RequestContext>; __leaseholdLog?: Logger; __leaseholdScrubbedOutput?: boolean };

export const requestContext: AsyncLocalStorage<RequestContext> = (shared.__leaseholdRequestContext ??= new AsyncLocalStorage<RequestContext>());

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

function levelFromEnv(): string {
  const level = process.env.LOG_LEVEL?.trim().toLowerCase();
  return level && ["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(level) ? level : "info";
}

export function loggerOptions(level = levelFromEnv()): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    messageKey: "msg",
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // Errors are serialized (and scrubbed) by formatters.log; nothing more to do.
    serializers: { err: (value: unknown) => value },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => scrubValue(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        // log.error(error) and log.error(error, "message"): the error under `err`.
        const head = first instanceof Error ? { err: first } : typeof first === "string" ? scrubText(first) : first;
        const tail = rest.map((value) => (typeof value === "string" ? scrubText(value) : scrubValue(value)));
        return (method as (...a: unknown[]) => void).apply(this, [head, ...tail]);
      },
      streamWrite: (line) => scrubText(line),
    },
  };
}

/** Standard output, written synchronously (files and pipes on Linux), so a line is out before process.exit. */
const stdout: DestinationStream = { write: (line: string) => void process.stdout.write(line) };

/** A logger with the service's options, writing to `destination` (tests) or stdout. */
export function createLogger(destination: DestinationStream = stdout, level?: string): Logger {
  return pino(loggerOptions(level), destination);
}

/** The logger of this process. */
export const log: Logger = (shared.__leaseholdLog ??= createLogger());

/** Capability tokens and webhook secrets in any text this process writes. */
function scrubSecrets(text: string): string {
  return text.includes("at_live_") || text.includes("whsec_") ? text.replace(TOKEN_RE, REDACTED).replace(WEBHOOK_SECRET_RE, REDACTED) : text;
}

/**
 * Whatever else the process writes to stdout and stderr (Next.js's own
 * warnings, a library's console output) loses capability tokens and webhook
 * secrets too: Next.js prints a request's whole URL in some warnings
 * ("Request body exceeded 1 MB for /…?access_token=at_live_…"), so a client
 * that put its token in the URL would otherwise have it logged. Installed once
 * at start (instrumentation-node.ts). console and pino write whole lines, so
 * a token is never split between two writes.
 */
export function scrubProcessOutput(): void {
  if (shared.__leaseholdScrubbedOutput) return;
  shared.__leaseholdScrubbedOutput = true;
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk === "string") return write(scrubSecrets(chunk), ...rest);
      if (chunk instanceof Uint8Array) {
        const text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
        const scrubbed = scrubSecrets(text);
        if (scrubbed !== text) return write(Buffer.from(scrubbed, "latin1"), ...rest);
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
}

/** An error's message, scrubbed, for the rare place that needs text rather than a logged object. */
export function errorMessage(error: unknown): string {
  return scrubText(error instanceof Error ? error.message : String(error));
}
