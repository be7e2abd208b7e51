/**
 * The one way the service calls an address it was given (a webhook URL
 * today; a Person's HTTP tools later): `checkUrl(url, purpose)` says whether
 * the URL may be called, `guardedFetch(url, init)` calls it.
 *
 * - https only, no user:password@ in the URL;
 * - the host is resolved and refused if ANY of its addresses is not public:
 *   loopback, private (RFC 1918, fc00::/7), link-local (169.254/16,
 *   fe80::/10), carrier-grade NAT (100.64/10), multicast, unspecified,
 *   reserved or documentation ranges, a cloud metadata address
 *   (169.254.169.254, fd00:ec2::254), the IPv4-mapped IPv6 form of any of
 *   them, and the IPv6 transition prefixes that embed an IPv4 address (NAT64,
 *   6to4, Teredo);
 * - the connection goes to the address that was checked (the socket's DNS
 *   lookup answers the checked address), so a second resolution cannot point
 *   it elsewhere (no DNS rebinding);
 * - redirects are never followed (a 3xx is returned as it is: the caller
 *   counts it as a failure), each call has a timeout, and at most
 *   `maxResponseBytes` of the answer are read.
 *
 * EGRESS_ALLOW_LOCAL=on also allows http:// and loopback addresses (never
 * private, link-local or metadata ones): for local development and tests
 * only. lib/adapters/health/startup.ts refuses it on a production start that takes real
 * payments, and npm start says when it is on.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { config } from "../config";
import { ApiError } from "../http/errors";

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to all its addresses (tests inject one). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type EgressOptions = {
  /** http:// and loopback allowed (EGRESS_ALLOW_LOCAL); defaults to the configuration. */
  allowLocal?: boolean;
  resolve?: Resolver;
  /** "accept": a host that does not resolve passes (with no address): for a URL being saved, checked again when called. */
  unresolved?: "refuse" | "accept";
};

/** A URL the guard refused, with a reason fit to show the caller. */
export class EgressRefused extends Error {
  constructor(
    readonly purpose: string,
    readonly reason: string,
  ) {
    super(`The ${purpose} URL is not allowed: ${reason}.`);
    this.name = "EgressRefused";
  }
}

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

const NOT_PUBLIC: [string, number, "ipv4" | "ipv6", string][] = [
  ["0.0.0.0", 8, "ipv4", "an unspecified address"],
  ["10.0.0.0", 8, "ipv4", "a private address"],
  ["100.64.0.0", 10, "ipv4", "a carrier-grade NAT address"],
  ["127.0.0.0", 8, "ipv4", "a loopback address"],
  ["169.254.0.0", 16, "ipv4", "a link-local or cloud metadata address"],
  ["172.16.0.0", 12, "ipv4", "a private address"],
  ["192.0.0.0", 24, "ipv4", "a reserved address"],
  ["192.0.2.0", 24, "ipv4", "a documentation address"],
  ["192.88.99.0", 24, "ipv4", "a reserved address"],
  ["192.168.0.0", 16, "ipv4", "a private address"],
  ["198.18.0.0", 15, "ipv4", "a reserved address"],
  ["198.51.100.0", 24, "ipv4", "a documentation address"],
  ["203.0.113.0", 24, "ipv4", "a documentation address"],
  ["224.0.0.0", 4, "ipv4", "a multicast address"],
  ["240.0.0.0", 4, "ipv4", "a reserved address"],
  ["::", 128, "ipv6", "an unspecified address"],
  ["::1", 128, "ipv6", "a loopback address"],
  // ::a.b.c.d (deprecated IPv4-compatible, RFC 4291 2.5.5.1): some stacks route it to the IPv4 address itself.
  ["::", 96, "ipv6", "an IPv4-compatible address"],
  // ::ffff:0:a.b.c.d (IPv4-translated, SIIT, RFC 2765).
  ["::ffff:0:0:0", 96, "ipv6", "an IPv4-translated address"],
  ["64:ff9b::", 96, "ipv6", "a NAT64 address"],
  ["64:ff9b:1::", 48, "ipv6", "a NAT64 address"],
  ["100::", 64, "ipv6", "a discard address"],
  ["2001::", 32, "ipv6", "a Teredo address"],
  ["2001:2::", 48, "ipv6", "a benchmarking address"],
  ["2001:10::", 28, "ipv6", "an ORCHID address"],
  ["2001:20::", 28, "ipv6", "an ORCHID address"],
  ["2001:db8::", 32, "ipv6", "a documentation address"],
  ["2002::", 16, "ipv6", "a 6to4 address"],
  ["3fff::", 20, "ipv6", "a documentation address"],
  ["fc00::", 7, "ipv6", "a private (unique local) or cloud metadata address"],
  ["fe80::", 10, "ipv6", "a link-local address"],
  ["fec0::", 10, "ipv6", "a site-local address"],
  ["ff00::", 8, "ipv6", "a multicast address"],
];
/** IPv6 global unicast (RFC 4291): every public IPv6 address is in it; anything outside it is refused whatever it embeds. */
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet("2000::", 3, "ipv6");
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/**
 * Why an address may not be called, or null when it is public. IPv4-mapped
 * IPv6 addresses (::ffff:a.b.c.d) are judged as their IPv4 address; every
 * other IPv6 form that embeds an IPv4 address (IPv4-compatible ::a.b.c.d,
 * IPv4-translated, NAT64, 6to4, Teredo) is refused whatever it embeds, and so
 * is any IPv6 address outside global unicast (2000::/3).
 */
export function addressProblem(address: string, options: { allowLocal?: boolean } = {}): string | null {
  const family = net.isIP(address);
  if (!family) return "not an IP address";
  const type = family === 4 ? "ipv4" : "ipv6";
  if (options.allowLocal && LOOPBACK.check(address, type)) return null;
  const mapped = type === "ipv6" ? /^::ffff:(\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/i.exec(address)?.[1] : undefined;
  if (mapped) {
    // ::ffff:7f00:1 as well as ::ffff:127.0.0.1.
    const v4 = net.isIP(mapped) === 4 ? mapped : hexToIpv4(mapped);
    if (!v4) return "an IPv4-mapped address that does not parse";
    const problem = addressProblem(v4, options);
    return problem && `${problem} (IPv4-mapped)`;
  }
  for (const [prefix, bits, kind, reason] of NOT_PUBLIC) {
    if (kind !== type) continue;
    const list = new net.BlockList();
    list.addSubnet(prefix, bits, kind);
    if (list.check(address, type)) return reason;
  }
  if (type === "ipv6" && !GLOBAL_UNICAST.check(address, "ipv6")) return "not a global unicast address";
  return null;
}

function hexToIpv4(hex: string): string | null {
  const match = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(hex);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export type CheckedUrl = { url: URL; hostname: string; addresses: ResolvedAddress[] };

/**
 * Whether `url` may be called, with the addresses it resolved to (all of them
 * public, or loopback under EGRESS_ALLOW_LOCAL). Throws EgressRefused.
 */
export async function checkUrl(url: string, purpose: string, options: EgressOptions = {}): Promise<CheckedUrl> {
  const allowLocal = options.allowLocal ?? config().egress.allowLocal;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new EgressRefused(purpose, "it is not an absolute URL");
  }
  if (parsed.protocol !== "https:" && !(allowLocal && parsed.protocol === "http:")) {
    throw new EgressRefused(purpose, `it must use https (not ${parsed.protocol.replace(/:$/, "")})`);
  }
  if (parsed.username || parsed.password) throw new EgressRefused(purpose, "it must not carry a user name or password");
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!hostname) throw new EgressRefused(purpose, "it has no host");
  let addresses: ResolvedAddress[];
  if (net.isIP(hostname)) {
    addresses = [{ address: hostname, family: net.isIP(hostname) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(hostname);
    } catch {
      addresses = [];
    }
    if (!addresses.length && options.unresolved === "accept") return { url: parsed, hostname, addresses };
    if (!addresses.length) throw new EgressRefused(purpose, `its host ${hostname} does not resolve`);
  }
  for (const { address } of addresses) {
    const problem = addressProblem(address, { allowLocal });
    if (problem) {
      const shown = address === hostname ? "it is" : `its host ${hostname} resolves to ${address},`;
      throw new EgressRefused(purpose, `${shown} ${problem}`.replace(/, $/, ""));
    }
  }
  return { url: parsed, hostname, addresses };
}

/** How long a URL being saved waits for its host's addresses before it passes unresolved. */
const SAVE_RESOLVE_MS = 2000;

/**
 * A URL about to be stored for later calls (a Person's MCP server or HTTP
 * tool, a Page's logo): refused now, 400 `url_not_allowed` with the member's
 * `path`, when the call would be refused for what the URL is (its scheme,
 * credentials, a literal address that is not public, or a host that resolves
 * to one), as a webhook's URL is. A host that does not resolve (yet, or
 * within 2 seconds) is kept: every call checks it again (`guardedFetch`).
 */
export async function checkUrlToKeep(url: string, purpose: string, path: string, options: EgressOptions = {}): Promise<void> {
  const resolve = options.resolve ?? systemResolver;
  const bounded: Resolver = (hostname) =>
    Promise.race([resolve(hostname), new Promise<ResolvedAddress[]>((settle) => setTimeout(() => settle([]), SAVE_RESOLVE_MS).unref())]);
  try {
    await checkUrl(url, purpose, { ...options, resolve: bounded, unresolved: "accept" });
  } catch (error) {
    if (error instanceof EgressRefused) throw new ApiError("url_not_allowed", error.message, { details: [{ path, message: error.reason }] });
    throw error;
  }
}

export type GuardedInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The whole call (connect, send, read the answer), in milliseconds. */
  timeoutMs: number;
  /** At most this much of the answer is read; the rest is not waited for. */
  maxResponseBytes: number;
  signal?: AbortSignal;
};

export type GuardedResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first maxResponseBytes of the answer. */
  body: Buffer;
  truncated: boolean;
};

// Kept-alive connections: each was made to an address checked when it was opened.
const agents = { "http:": new http.Agent({ keepAlive: true, maxSockets: 256 }), "https:": new https.Agent({ keepAlive: true, maxSockets: 256 }) };

/**
 * Calls a URL the guard allows, connected to the address it checked.
 * Redirects are answered as they are (not followed). Throws EgressRefused
 * for a refused URL, and an Error for a timeout or a network failure.
 */
export async function guardedFetch(url: string, init: GuardedInit, purpose: string, options: EgressOptions = {}): Promise<GuardedResponse> {
  const checked = await checkUrl(url, purpose, { ...options, unresolved: "refuse" });
  const pinned = checked.addresses[0]!;
  // The socket resolves the host to the checked address only: no second DNS answer is used.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(init.timeoutMs)]) : AbortSignal.timeout(init.timeoutMs);
  const client = checked.url.protocol === "https:" ? https : http;
  return new Promise<GuardedResponse>((resolve, reject) => {
    const request = client.request(
      checked.url,
      {
        method: init.method ?? "GET",
        headers: { ...init.headers, ...(init.body !== undefined ? { "content-length": String(Buffer.byteLength(init.body)) } : {}) },
        agent: agents[checked.url.protocol as "http:" | "https:"],
        lookup,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        const done = () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).subarray(0, init.maxResponseBytes), truncated });
        response.on("data", (chunk: Buffer) => {
          if (truncated) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size > init.maxResponseBytes) {
            truncated = true;
            response.destroy();
            done();
          }
        });
        response.on("end", done);
        response.on("error", (error) => (truncated ? undefined : reject(error)));
      },
    );
    request.on("error", (error) => reject(signal.aborted ? new Error(`No answer within ${init.timeoutMs} ms`) : error));
    request.end(init.body);
  });
}
