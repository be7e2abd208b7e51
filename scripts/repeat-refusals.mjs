/**
 * Preloaded into the `next start` process with scripts/client-address.mjs (scripts/next.ts): a request that
 * repeats, before its Retry-After, one the service has just refused for its request rate is refused here, before
 * Next.js routes it: a client that ignores Retry-After (the noisy neighbour's hostile loops sent thousands a minute)
 * then costs the server a hash and a short answer instead of a trip through the framework.
 *
 * Exact, not a guess: the service marks the refusals this may repeat with a `RateLimit-Policy` header (request
 * rates counted per client address or per capability token, lib/adapters/http/rate-limit.ts; never the work budget,
 * which depends on the body, nor a per-email bucket, which reads the body). Such a bucket lets no request through
 * before its Retry-After (no instance makes a bucket whole sooner), and a repeat, the same method, URL, client
 * address, forwarded headers, Authorization and Cookie, falls in the same buckets. Anything else goes to Next.js.
 * The refusal is counted for the operator console through the hook lib/core/rate-limit/refusals.ts registers.
 * Bounded: at most MAX_ENTRIES fingerprints, the oldest first out.
 */
import { createHash } from "node:crypto";
import http from "node:http";

const MARKER = Symbol.for("leasehold.repeatRefusals");
const COUNT_HOOK = Symbol.for("leasehold.countRefusal");
const MAX_ENTRIES = 10_000;
const IDENTITY_HEADERS = ["x-leasehold-client-address", "x-forwarded-for", "x-real-ip", "x-vercel-forwarded-for", "authorization", "cookie"];

/** The request's fingerprint: what decides which rate-limit buckets it falls in. */
export function fingerprint(request) {
  const hash = createHash("sha256").update(`${request.method} ${request.url}`);
  for (const name of IDENTITY_HEADERS) {
    const value = request.headers[name];
    hash.update(`\n${name}:${Array.isArray(value) ? value.join(",") : (value ?? "")}`);
  }
  return hash.digest("base64url");
}

const until = new Map();

function remember(key, moment, policy, now) {
  until.delete(key);
  until.set(key, { moment, policy });
  if (until.size <= MAX_ENTRIES) return;
  for (const [known, entry] of until) if (entry.moment <= now) until.delete(known);
  for (const known of until.keys()) {
    if (until.size <= MAX_ENTRIES) break;
    until.delete(known);
  }
}

/** The policy a marked refusal names (`"control";q=120;w=60`), or null for an unmarked answer. */
function markedPolicy(response) {
  const header = response.getHeader("ratelimit-policy");
  const match = typeof header === "string" ? /^"([a-z][a-zA-Z]*)"/.exec(header) : null;
  return match ? match[1] : null;
}

function refuse(response, entry, now) {
  const retryAfter = Math.max(1, Math.ceil((entry.moment - now) / 1000));
  const body = JSON.stringify({ error: `Too many requests: this exact request was refused a moment ago. Retry after ${retryAfter} seconds.`, code: "rate_limited" });
  // A request with a body is not read: its connection closes after the answer. One without keeps its connection.
  const request = response.req;
  const hasBody = request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
  response.writeHead(429, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "retry-after": String(retryAfter),
    "cache-control": "no-store",
    ...(hasBody ? { connection: "close" } : {}),
  });
  response.end(body);
  globalThis[COUNT_HOOK]?.(entry.policy);
}

if (!globalThis[MARKER]) {
  globalThis[MARKER] = { size: () => until.size };
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, response) {
    if (event !== "request") return emit.apply(this, arguments);
    const key = fingerprint(request);
    const now = Date.now();
    const known = until.get(key);
    if (known) {
      if (known.moment > now) {
        refuse(response, known, now);
        return true;
      }
      until.delete(key);
    }
    response.once("finish", () => {
      if (response.statusCode !== 429) return;
      const policy = markedPolicy(response);
      const seconds = Number(response.getHeader("retry-after"));
      // Retry-After is rounded up to whole seconds: the bucket lets a request through more than seconds - 1 after
      // the store decided, which was after this request arrived (`now`). So until now + (seconds - 1) s, never later.
      if (policy && Number.isInteger(seconds) && seconds > 1) remember(key, now + (seconds - 1) * 1000, policy, now);
    });
    return emit.apply(this, arguments);
  };
}
