import { NextResponse, type NextRequest } from "next/server";
import { COUNTERPART_STATE_HEADER, COUNTERPART_STATUS, counterpartPath, readCounterpartDecision, sessionTokenOf } from "@/lib/domains/auth/counterpart-state";
import { contentSecurityPolicy, framingHeaders, newNonce } from "@/lib/core/http/csp";
import { errorResponse } from "@/lib/core/http/errors";
import { gateApiRequest } from "@/lib/core/http/gate";
import { logAccess, REQUEST_ID_HEADER, requestIdFrom, runWithRequestId, withRequestIdHeader } from "@/lib/core/http/request-context";
import { isOperatorEmail, sessionEmail } from "@/lib/flows/operator/operators";
import { clientAddress, enforceRateLimit } from "@/lib/adapters/http/rate-limit";
import { PAGE_VIEW_RATE_LIMIT } from "@/lib/core/http/routes";
import { tooManyViewsHtml } from "@/lib/core/http/too-many";
import { ApiError } from "@/lib/core/http/errors";

// Settles the request id once (a sane incoming X-Request-Id, else a new one),
// passes it on to the route as a request header, and returns it in
// X-Request-Id; answers the requests no /api route should see (lib/core/http/gate.ts);
// gives every page its Content-Security-Policy and framing headers (lib/core/http/csp.ts);
// answers a counterpart page (/pages/{id}, /persons/{id}) with the status of
// what it shows (404, 410, 403, 503; lib/domains/auth/counterpart-state.ts), decided
// here because a page cannot set a status once it renders (Next.js's own
// notFound/forbidden cover only 404/403/401), with one read that also gives a
// Page's framing origins; the page renders the matching notice.
export async function proxy(request: NextRequest) {
  const startedAt = performance.now();
  const reqId = requestIdFrom(request.headers);
  const { pathname } = request.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname === "/a2a") {
    const refusal = gateApiRequest(request.method, pathname);
    if (refusal) {
      return runWithRequestId(reqId, () => {
        logAccess(request, refusal.status, startedAt);
        return withRequestIdHeader(errorResponse(refusal), reqId);
      });
    }
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, reqId);
  if (isApi(pathname)) {
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(REQUEST_ID_HEADER, reqId);
    return response;
  }
  // A signed-in non-operator's post to the operator console (a server action
  // posted without script): 403 here, as the console's pages and scripted
  // actions answer it (forbidden()); Next.js would turn the action's
  // interruption into a 404. Signed out: left to the page and next.config.ts.
  if (request.method === "POST" && (pathname === "/operator" || pathname.startsWith("/operator/"))) {
    const email = await sessionEmail(sessionTokenOf(request.cookies)).catch(() => null);
    if (email && !isOperatorEmail(email)) {
      return runWithRequestId(reqId, () => {
        logAccess(request, 403, startedAt);
        return withRequestIdHeader(notAnOperatorPage(), reqId);
      });
    }
  }
  const counterpart = counterpartPath(pathname);
  // A person-facing page view (each renders the Page's content): counted per client address, a 429 page beyond the limit.
  if (counterpart && (request.method === "GET" || request.method === "HEAD")) {
    const refused = await enforceRateLimit(PAGE_VIEW_RATE_LIMIT, { address: clientAddress(request.headers) }).then(
      () => null,
      (error: unknown) => (error instanceof ApiError && error.code === "rate_limited" ? error : Promise.reject(error)),
    );
    if (refused) {
      return runWithRequestId(reqId, () => {
        logAccess(request, 429, startedAt);
        return withRequestIdHeader(tooManyViewsPage(refused.headers["Retry-After"] ?? "60", request.headers.get("accept-language")), reqId);
      });
    }
  }
  // A page: its Content-Security-Policy with this request's nonce, which Next.js reads from the request header (lib/core/http/csp.ts).
  const nonce = newNonce();
  const decision = counterpart ? await readCounterpartDecision(counterpart.kind, counterpart.id, sessionTokenOf(request.cookies)) : null;
  const frameAncestors = decision?.embedOrigins ?? [];
  const policy = contentSecurityPolicy(nonce, { frameAncestors, dev: process.env.NODE_ENV === "development" });
  headers.set("content-security-policy", policy);
  headers.set("x-nonce", nonce);
  // Always set on these paths, so a client's own value never reaches the page (which decides itself without it).
  if (counterpart) headers.set(COUNTERPART_STATE_HEADER, decision?.state ?? "");
  else headers.delete(COUNTERPART_STATE_HEADER);
  // Signed out: the page redirects to sign-in (307), as it always did.
  const status = decision && decision.state !== "signed-out" ? COUNTERPART_STATUS[decision.state] : undefined;
  const response = NextResponse.next({ request: { headers }, ...(status && status !== 200 ? { status } : {}) });
  response.headers.set(REQUEST_ID_HEADER, reqId);
  response.headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(framingHeaders(frameAncestors))) response.headers.set(name, value);
  return response;
}

/** The console's 403 for a script-less post, in the words of app/forbidden.tsx (no script, no style needed). */
function notAnOperatorPage(): NextResponse {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not allowed</title></head>' +
    "<body><main><h1>Not allowed (403)</h1><p>The operator console is only for this service&#39;s operators: people signed in with an email listed in <code>OPERATOR_EMAILS</code>. You are signed in with another email.</p>" +
    '<p><a href="/signin?callbackUrl=%2Foperator">Sign in with another email</a></p><p>Nothing was done.</p></main></body></html>';
  return new NextResponse(html, {
    status: 403,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-security-policy": "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'", "x-content-type-options": "nosniff" },
  });
}

/** Too many page views from one client address: a page for people (no script, no style needed), with Retry-After. */
/** A person's 429 page (lib/core/http/too-many.ts), in their browser's language. */
function tooManyViewsPage(retryAfter: string, acceptLanguage: string | null): NextResponse {
  const page = tooManyViewsHtml(Number(retryAfter) || 60, acceptLanguage);
  return new NextResponse(page.html, { status: 429, headers: page.headers });
}

const isApi = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/") || pathname === "/a2a" || pathname === "/mcp";

// Every route but Next's static files, except:
// - those that take large or streamed bodies: Next.js reads the whole body of
//   a request its proxy runs for (keeping at most 10 MB) before the route
//   sees it, so sign-in, the counterpart routes, /mcp and server actions
//   (Next-Action header; vault uploads go up to 50 MiB) are left out and
//   refuse an oversized body unread;
// - the control and provisioning routes, the hot paths of every controller:
//   the proxy's hop costs about a third of the framework's throughput
//   (docs/performance.md), so apiRoute and otherMethods (lib/adapters/http/handler.ts)
//   answer the gate's refusals there. Paths with percent-escapes still come
//   here (the counterpart routes' too): Next.js cannot route an undecodable
//   one, the gate answers it 400.
// Their route wrappers settle the request id themselves (lib/core/http/request-context.ts).
// - form posts (multipart or urlencoded: a server action posted without
//   script) without a session cookie: next.config.ts rewrites them to a 401
//   that never reads the body, which only happens if the proxy has not
//   already waited for all of it (the proxy runs before the rewrites).
// (Next.js reads this object from the source: literals only.)
export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|api/auth|api/counterpart/[^%]*$|api/v3/control/[^%]*$|api/v3/resources/[^%]*$|api/live$|mcp).*)",
      missing: [{ type: "header", key: "next-action" }, { type: "header", key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }],
    },
    // A form post to an API path (never an action): the gate still answers it (an undecodable path is a 400, not a 500).
    {
      source: "/((?=api|a2a)(?!_next/static|_next/image|favicon.ico|api/auth|api/counterpart/[^%]*$|api/v3/control/[^%]*$|api/v3/resources/[^%]*$|api/live$|mcp).*)",
      has: [{ type: "header", key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    // A signed-in counterpart's form post, for each session cookie name (a matcher needs all of its `has`).
    {
      source: "/((?!_next/static|_next/image|favicon.ico|api/auth|api/counterpart/[^%]*$|api/v3/control/[^%]*$|api/v3/resources/[^%]*$|api/live$|mcp).*)",
      has: [{ type: "header", key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }, { type: "cookie", key: "next-auth.session-token" }],
      missing: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/((?!_next/static|_next/image|favicon.ico|api/auth|api/counterpart/[^%]*$|api/v3/control/[^%]*$|api/v3/resources/[^%]*$|api/live$|mcp).*)",
      has: [{ type: "header", key: "content-type", value: "(?:multipart/form-data|application/x-www-form-urlencoded).*" }, { type: "cookie", key: "__Secure-next-auth.session-token" }],
      missing: [{ type: "header", key: "next-action" }],
    },
  ],
};
