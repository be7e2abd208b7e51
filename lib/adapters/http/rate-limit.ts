/**
 * Rate limits, shared by every instance of the service through PostgreSQL.
 *
 * A request counts against buckets of its route's policy: the client address
 * (always) and the capability token (control routes, token refresh and MCP,
 * when a well-formed token is sent; keyed by its SHA-256, never the
 * plaintext) or the email address a sign-in link is asked for. Each bucket is
 * a rate with a burst (lib/core/rate-limit/bucket.ts): `limit` requests every
 * `windowSeconds` on average, `RATE_LIMIT_BURST_SECONDS` of them at once
 * (sign-in: its whole window), counted in one row with one atomic upsert per
 * request (never read, then written). Past a bucket's burst the answer is
 * `429 rate_limited` with `Retry-After` (seconds until that bucket lets a
 * request through again). A rate with a small burst, not a fixed window: a
 * window's whole count spent in its first seconds (and the next window's
 * right after) let one client take a minute's share of the server in a
 * moment, and every other tenant waited (docs/performance.md, the noisy
 * neighbour). Limits come from lib/core/config.ts; the catalog publishes
 * them. The counters are in PostgreSQL, or in Redis when REDIS_URL is set
 * (`activeStore`).
 *
 * The client address: see `clientAddress`.
 */
import { countRefusal } from "../../core/rate-limit/refusals";
import { refusedFor, rememberRefusal } from "../../core/rate-limit/refused";
import { normalizeEmail } from "../../domains/auth/email";
import { log } from "../../core/log";
import { createHash } from "node:crypto";
import net from "node:net";
import { burstOf, config, type Config, type RateLimitRule } from "../../core/config";
import { bearerToken } from "../../domains/tokens/authenticate";
import { hashToken, isWellFormedToken } from "../../core/token-format";
import { ApiError } from "../../core/http/errors";
import { CLIENT_ADDRESS_HEADER, clientIp, socketAddressHeaderTrusted } from "../../core/http/client-ip";
import { apiRoute } from "./handler";
import { activeStore, postgresStore, type Bucket, type BucketCount, type RateLimitStore } from "../../core/rate-limit/store";
import { rateLimitOf, routeAt, type RoutePath } from "../../core/http/routes";

export { CLIENT_ADDRESS_HEADER, clientIp, socketAddressHeaderTrusted };
export { activeStore, postgresStore, type Bucket, type BucketCount, type RateLimitStore };

export type RateLimitPolicy = keyof Config["rateLimits"]["policies"];
type TrustProxy = Config["rateLimits"]["trustProxy"];

/** The one bucket of every request whose address cannot be trusted. */
export const UNKNOWN_ADDRESS = "unknown";

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d+)?$/;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four groups of an IPv6 address, as "2001:db8:0:1::/64". */
function ipv6Prefix64(address: string): string {
  let text = address.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? (text.split("::") as [string, string]) : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * One bucket name per client: an IPv4 address as is, an IPv6 address by its
 * /64 (one host usually holds a whole /64), anything else the unknown bucket.
 */
export function normalizeAddress(raw: string | null | undefined): string {
  let text = (raw ?? "").trim();
  text = BRACKETED_IPV6.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  text = text.split("%")[0]!; // an IPv6 zone id
  text = MAPPED_IPV4.exec(text)?.[1] ?? text;
  if (net.isIPv4(text)) return text;
  if (net.isIPv6(text)) return ipv6Prefix64(text);
  return UNKNOWN_ADDRESS;
}

/** The client's rate-limit bucket (`normalizeAddress` of `clientIp`): every request whose address cannot be known shares the unknown bucket. */
export function clientAddress(headers: Pick<Headers, "get">, trust: TrustProxy = config().rateLimits.trustProxy): string {
  return normalizeAddress(clientIp(headers, trust));
}

/** What a request is counted by. */
export interface RateLimitSubject {
  address: string;
  /** The plaintext bearer token, if the request sent one; only its hash is used. */
  token?: string | null;
  /** Sign-in: the email address a link is asked for. */
  email?: string | null;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The buckets of one request under a policy. */
export function bucketsFor(policy: RateLimitPolicy, subject: RateLimitSubject, cfg: Config = config()): Bucket[] {
  const rule: RateLimitRule = cfg.rateLimits.policies[policy];
  const bucket = (key: string, limit: number, per: Bucket["per"]): Bucket => ({ key, limit, windowSeconds: rule.windowSeconds, burst: burstOf(rule, limit), per });
  const buckets: Bucket[] = [bucket(`${policy}:addr:${subject.address}`, rule.perAddress, "address")];
  if (rule.perToken && subject.token && isWellFormedToken(subject.token)) buckets.push(bucket(`${policy}:token:${hashToken(subject.token)}`, rule.perToken, "token"));
  const email = subject.email ? normalizeEmail(subject.email) : null;
  if (rule.perEmail && email) buckets.push(bucket(`${policy}:email:${sha256(email)}`, rule.perEmail, "email"));
  return buckets;
}

const POLICY_NAMES: Record<RateLimitPolicy, string> = {
  control: "control requests",
  provision: "provisioning and renewal requests",
  counterpart: "counterpart requests",
  signin: "sign-in emails",
  mcp: "MCP requests",
  a2a: "A2A requests",
};

/**
 * Counts a request under a policy and throws `429 rate_limited` (with
 * Retry-After) when any of its buckets is over its limit. A failure of the
 * store lets the request through (logged): the limiter never takes the
 * service down with it.
 */
export async function enforceRateLimit(
  policy: RateLimitPolicy,
  subject: RateLimitSubject,
  options: { store?: RateLimitStore; cfg?: Config; extra?: Record<string, unknown> } = {},
): Promise<void> {
  const buckets = bucketsFor(policy, subject, options.cfg);
  const known = knownRefusal(policy, buckets, options.extra);
  if (known) throw known;
  let counts: BucketCount[];
  try {
    counts = await (options.store ?? activeStore(options.cfg)).hit(buckets);
  } catch (error) {
    log.error({ err: error }, `Rate limiting (${policy}) failed; the request goes through`);
    return;
  }
  const refusal = overLimit(policy, buckets, counts, options.extra);
  if (refusal) throw refusal;
}

/**
 * The answer to counted buckets: `429 rate_limited` for the bucket past its burst that lets a request through last,
 * or null when none is. Each refusing bucket is remembered until then (lib/core/rate-limit/refused.ts).
 */
export function overLimit(policy: RateLimitPolicy, buckets: Bucket[], counts: BucketCount[], extra?: Record<string, unknown>): ApiError | null {
  const refusing = buckets
    .map((bucket) => ({ bucket, count: counts.find((c) => c.key === bucket.key) }))
    .filter(({ bucket, count }) => count && count.count > bucket.burst)
    .map(({ bucket, count }) => ({ bucket, retryAfter: count!.retryAfter }));
  for (const { bucket, retryAfter } of refusing) rememberRefusal(bucket.key, retryAfter);
  return refusal(policy, refusing, extra);
}

/** `429 rate_limited` without asking the store, when this instance knows one of the buckets refuses until later (lib/core/rate-limit/refused.ts); else null. */
export function knownRefusal(policy: RateLimitPolicy, buckets: Bucket[], extra?: Record<string, unknown>): ApiError | null {
  const refusing = buckets.flatMap((bucket) => {
    const retryAfter = refusedFor(bucket.key);
    return retryAfter === null ? [] : [{ bucket, retryAfter }];
  });
  return refusal(policy, refusing, extra);
}

function refusal(policy: RateLimitPolicy, refusing: { bucket: Bucket; retryAfter: number }[], extra?: Record<string, unknown>): ApiError | null {
  const over = [...refusing].sort((a, b) => b.retryAfter - a.retryAfter)[0];
  if (!over) return null;
  // Counted for the operator console (lib/core/rate-limit/refusals.ts): the buckets themselves expire.
  countRefusal(policy);
  const { bucket, retryAfter } = over;
  // The bucket's policy (the IETF RateLimit-Policy field). Where the bucket is the client address's or the token's,
  // an exact repeat falls in it too: scripts/repeat-refusals.mjs refuses repeats before Next.js until Retry-After.
  // A bucket per email address reads the body, so a repeat is not known to be refused: no header.
  const policyHeader: Record<string, string> = bucket.per === "email" ? {} : { "RateLimit-Policy": `"${policy}";q=${bucket.limit};w=${bucket.windowSeconds}` };
  return new ApiError(
    "rate_limited",
    `Too many ${POLICY_NAMES[policy]} for this ${bucket.per === "address" ? "client address" : bucket.per === "token" ? "capability token" : "email address"}: at most ${bucket.limit} per ${bucket.windowSeconds} seconds, ${bucket.burst} of them at once. Retry after ${retryAfter} seconds.`,
    { headers: { "Retry-After": String(retryAfter), ...policyHeader }, extra },
  );
}

/** Counts an HTTP request under a policy: its client address and, where the policy counts tokens, its bearer token. */
export function limitRequest(policy: RateLimitPolicy, request: Request, subject: Partial<RateLimitSubject> = {}): Promise<void> {
  return enforceRateLimit(policy, { address: clientAddress(request.headers), token: bearerToken(request.headers), ...subject });
}

/**
 * Counts a request under the rate-limit class of its path in the route table
 * (for wrappers shared by many routes, like the control routes', which are
 * never the target of a rewrite).
 */
export async function limitRoutedRequest(request: Request): Promise<void> {
  const { pathname } = new URL(request.url);
  const policy = routeAt(pathname)?.rateLimit;
  if (!policy) throw new Error(`${pathname} has no rate-limit class in the route table (lib/core/http/routes.ts)`);
  return limitRequest(policy, request);
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * `apiRoute` with the rate limit of the route at `path` (its class in the
 * route table, lib/core/http/routes.ts) checked first, before the body is read or
 * anything is looked up. `path` is the route file's own path in the table
 * (lib/core/http/route-files.test.ts checks it): the request's URL is not enough,
 * since next.config.ts rewrites other paths to the unauthenticated-action route.
 */
export function limitedRoute<C>(path: RoutePath, handler: Handler<C>): Handler<C> {
  // A class of the table that is no policy of lib/core/config.ts does not compile here.
  const policy: RateLimitPolicy = rateLimitOf(path);
  return apiRoute<C>(async (request, context) => {
    await limitRequest(policy, request);
    return handler(request, context);
  });
}
