/**
 * Counterpart writes come from this service's own pages, never from another
 * site: a signed-in counterpart's browser sends its session cookie with any
 * request (SameSite=Lax still lets a same-site page post), so each write
 * route checks where the request comes from before it reads the body.
 *
 * A browser sends Origin with every POST (and Sec-Fetch-Site with every
 * request); both are set by the browser, never by the page. Allowed: the
 * configured public URL's origin (PUBLIC_BASE_URL), or the host the request
 * itself was sent to (Host, or X-Forwarded-Host when TRUST_PROXY declares a
 * proxy that sets it), as Next.js checks its server actions. A request with
 * neither header is not from a browser (a script holds no one's cookie but
 * its own) and passes. Refused: 403 origin_not_allowed.
 */
import { config } from "../../core/config";
import { ApiError } from "../../core/http/errors";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts a same-origin request may come from. */
function ownHosts(headers: Pick<Headers, "get">): string[] {
  const hosts: string[] = [];
  const configured = config().publicBaseUrl;
  if (configured) hosts.push(hostOf(configured) ?? "");
  const host = headers.get("host");
  if (host) hosts.push(host.toLowerCase());
  if (config().rateLimits.trustProxy !== "none") {
    const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) hosts.push(forwarded.toLowerCase());
  }
  return hosts.filter(Boolean);
}

/** Why a request is not a same-origin one, or null when it is (or is not from a browser). */
export function crossOriginProblem(headers: Pick<Headers, "get">): string | null {
  const site = headers.get("sec-fetch-site")?.toLowerCase();
  if (site === "cross-site" || site === "same-site") return `it was sent from another site (Sec-Fetch-Site: ${site})`;
  const origin = headers.get("origin");
  if (origin === null) return null;
  const host = origin === "null" ? null : hostOf(origin);
  if (!host) return "its Origin is opaque or malformed";
  if (!ownHosts(headers).includes(host)) return `its Origin ${origin.slice(0, 200)} is not this service's`;
  return null;
}

/** Refuses a counterpart write sent from another site (403 origin_not_allowed). */
export function requireSameOrigin(request: Request): void {
  const problem = crossOriginProblem(request.headers);
  if (problem) throw new ApiError("origin_not_allowed", `This request is refused: ${problem}. Counterpart writes are accepted from this service's own pages only.`);
}

/** Refuses a JSON write whose body is not declared as application/json (a missing Content-Type included): 415. */
export function requireJsonRequest(request: Request): void {
  const contentType = request.headers.get("content-type");
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new ApiError("unsupported_media_type", "Send the body as application/json (with that Content-Type).");
  }
}
