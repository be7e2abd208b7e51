/**
 * The connection's own address, as scripts/client-address.mjs hands it to
 * route handlers and server actions: that preload (npm start, npm run dev,
 * npm run start:prod) removes any client-sent copy of CLIENT_ADDRESS_HEADER
 * and sets it from the socket, and marks the process. Without the mark (plain
 * `next start`), the header is the client's to choose and counts for nothing.
 *
 * Kept apart from rate-limit.ts (which brings the route table along) so that
 * health, audit trails and startup checks can use it without an import cycle.
 */
import { config, type Config } from "../config";

type TrustProxy = Config["rateLimits"]["trustProxy"];
const firstOf = (header: string | null) => header?.split(",")[0]?.trim() || null;

export const CLIENT_ADDRESS_HEADER = "x-leasehold-client-address";
const CLIENT_ADDRESS_MARKER = Symbol.for("leasehold.clientAddressHeader");

/** Whether this process runs with scripts/client-address.mjs preloaded, so CLIENT_ADDRESS_HEADER is the socket's. */
export function socketAddressHeaderTrusted(): boolean {
  return (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARKER] === CLIENT_ADDRESS_HEADER;
}

/**
 * The client's address as seen by the service, from headers only the server
 * or a trusted proxy can have set, or null when it cannot be known:
 *
 * - `vercel`: `x-vercel-forwarded-for`, else `x-real-ip` (Vercel sets both and
 *   drops what the client sent);
 * - a number N of trusted proxies in front: the Nth X-Forwarded-For entry
 *   from the right, the address the outermost trusted proxy saw (entries
 *   further left were written by the client and prove nothing);
 * - `none`: the connection's own address, which scripts/client-address.mjs
 *   (preloaded by npm start and npm run start:prod) puts in
 *   CLIENT_ADDRESS_HEADER. Next.js does not give route handlers the socket,
 *   and `next start` writes the socket's address into X-Forwarded-For only
 *   when the client did not send one, so without the preload (plain
 *   `next start`) no header can be believed: null.
 */
export function clientIp(headers: Pick<Headers, "get">, trust: TrustProxy = config().rateLimits.trustProxy): string | null {
  if (trust === "vercel") return firstOf(headers.get("x-vercel-forwarded-for")) ?? firstOf(headers.get("x-real-ip"));
  if (typeof trust === "number" && trust > 0) {
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    return hops[hops.length - trust] ?? null;
  }
  return socketAddressHeaderTrusted() ? headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null : null;
}
