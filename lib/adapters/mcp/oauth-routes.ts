/**
 * The HTTP side of the OAuth front door (lib/domains/oauth): the discovery documents,
 * registration, token, revocation and the consent page's decision. OAuth
 * endpoints answer errors in OAuth's shape (`{error, error_description}`),
 * which OAuth clients read; rate limited like control routes.
 */
import { config } from "../../core/config";
import { ApiError } from "../../core/http/errors";
import { clientAddress } from "../http/rate-limit";
import { activeStore } from "../../core/rate-limit/store";
import { log } from "../../core/log";
import { apiRoute, baseUrlOf, readBodyText } from "../http/handler";
import { assertLeaseWritable } from "../../domains/payments/expiry";
import { authorizationParamsOf, decideAuthorization, prepareAuthorization, ProofRefused, RedirectableError, redirectWith, type ResourceProof } from "../../domains/oauth/authorize";
import { MAX_REGISTRATION_BYTES, registerClient } from "../../domains/oauth/clients";
import { OAuthError, oauthErrorResponse } from "../../domains/oauth/errors";
import { authorizationServerMetadata, oauthUrls, protectedResourceMetadata } from "../../domains/oauth/metadata";
import { exchangeToken, revokeToken } from "../../domains/oauth/tokens";
import { walletConsent, walletProof } from "../../flows/wallet/oauth-consent";

const FORM_LIMIT = 16 * 1024;

/**
 * GET of a discovery document (public, cacheable for a few minutes). Readable
 * from a browser on any origin: the route table marks the discovery
 * documents, registration, token and revocation `cors` (apiRoute adds the
 * headers, each route file answers the preflight), not the consent's posts.
 */
export function documentRoute(document: () => unknown) {
  return apiRoute(() => Response.json(document(), { headers: { "Cache-Control": "public, max-age=300" } }));
}
export const protectedResourceRoute = documentRoute(() => protectedResourceMetadata("mcp"));
export const connectorResourceRoute = documentRoute(() => protectedResourceMetadata("connect"));
export const authorizationServerRoute = documentRoute(authorizationServerMetadata);

/**
 * An OAuth endpoint's handler: its errors in OAuth's shape; other failures as
 * the service's own. Its route file wraps it in limitedRoute (the table's class).
 */
function oauthRoute(_path: string, handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof OAuthError) return oauthErrorResponse(error);
      if (error instanceof ApiError && error.code === "payload_too_large") return oauthErrorResponse(new OAuthError("invalid_request", error.message, 413));
      throw error;
    }
  };
}

/** A form body (application/x-www-form-urlencoded, as OAuth sends it), within 16 KB. */
async function formOf(request: Request): Promise<URLSearchParams> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new OAuthError("invalid_request", "The body must be application/x-www-form-urlencoded.");
  return new URLSearchParams(await readBodyText(request, FORM_LIMIT));
}

const noStore = { "Cache-Control": "no-store", Pragma: "no-cache" };

/**
 * Registrations per client address per hour (RATE_LIMIT_REGISTRATION_PER_ADDRESS),
 * counted in the rate limiter's store on top of the route's control limit:
 * each one is a stored row, made without any credential.
 */
async function limitRegistrations(request: Request): Promise<void> {
  const limit = config().oauthRegistrationsPerHour;
  // A count of stored rows, not load: the whole hour's count may come at once.
  const bucket = { key: `oauth-register:addr:${clientAddress(request.headers)}`, limit, windowSeconds: 3600, burst: limit, per: "address" as const };
  let count;
  try {
    [count] = await activeStore().hit([bucket]);
  } catch (error) {
    log.error({ err: error }, "Counting OAuth registrations failed; the registration goes through");
    return;
  }
  if (count && count.count > limit) {
    throw new ApiError("rate_limited", `Too many OAuth client registrations from this client address: at most ${limit} per hour. Retry after ${count.retryAfter} seconds, or reuse the client_id you registered.`, {
      headers: { "Retry-After": String(count.retryAfter) },
    });
  }
}

export const registerRoute = oauthRoute("/api/oauth/register", async (request) => {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) throw new OAuthError("invalid_client_metadata", "The body must be application/json.");
  await limitRegistrations(request);
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_REGISTRATION_BYTES));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new OAuthError("invalid_client_metadata", "The body is not valid JSON.");
  }
  return Response.json(await registerClient(body), { status: 201, headers: noStore });
});

export const tokenRoute = oauthRoute("/api/oauth/token", async (request) => Response.json(await exchangeToken(await formOf(request)), { headers: noStore }));

export const revokeRoute = oauthRoute("/api/oauth/revoke", async (request) => {
  await revokeToken(await formOf(request));
  return new Response(null, { status: 200, headers: noStore });
});

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends the browser on to the client. Not a redirect: the consent page's
 * Content-Security-Policy (form-action 'self') would stop a form's redirect
 * to another origin, so the answer is a page that goes on by itself (meta
 * refresh) and has a link for a browser that does not.
 */
function continueTo(location: string): Response {
  const host = new URL(location).host;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${escape(location)}"><title>Returning to ${escape(host)}</title></head><body><main><p><a href="${escape(location)}">Continue to ${escape(host)}</a></p></main></body></html>`;
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", ...noStore, "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" } });
}

/** POST /api/oauth/authorize: the consent page's form (Approve or Deny). */
export const decisionRoute = oauthRoute("/api/oauth/authorize", async (request) => {
  const form = await formOf(request);
  const params = authorizationParamsOf(form);
  const back = (problem: string) => {
    const url = new URL(oauthUrls().authorizationEndpoint);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set("problem", problem);
    if (form.get("read_only") === "on") url.searchParams.set("read_only", "on");
    return new Response(null, { status: 303, headers: { Location: url.toString(), ...noStore } });
  };
  let prepared;
  try {
    prepared = await prepareAuthorization(params);
  } catch (error) {
    if (error instanceof RedirectableError) return continueTo(redirectWith(error.redirectUri, { error: error.oauth.error, error_description: error.oauth.description, state: error.state }));
    throw error;
  }
  const decision = form.get("decision");
  if (decision === "deny") return continueTo(await decideAuthorization(prepared, { approve: false }));
  if (decision !== "approve") throw new OAuthError("invalid_request", "decision must be approve or deny.");
  const readOnly = form.get("read_only") === "on";
  const ticket = form.get("wallet_ticket");
  let proof: ResourceProof;
  if (ticket) {
    // Signed in with the paying wallet: the lease picked from its list.
    const lease = form.get("lease") ?? "";
    if (!lease) return back("lease_missing");
    proof = walletProof(ticket, lease);
  } else {
    const capabilityToken = form.get("capability_token") ?? "";
    if (!capabilityToken.trim()) return back("token_missing");
    proof = { capabilityToken };
  }
  try {
    const base = baseUrlOf(request);
    return continueTo(await decideAuthorization(prepared, { approve: true, proof, readOnly, assertWritable: (subject) => assertLeaseWritable(subject, base) }));
  } catch (error) {
    if (error instanceof ProofRefused) return back(error.problem);
    throw error;
  }
});

/**
 * POST /api/oauth/wallet: the consent page's wallet sign-in (form body: the
 * authorization request's parameters and `sign_in`, the signed
 * sign-in-with-x payload in base64). Answers the wallet's leases and the
 * consent ticket the page sends back with Approve (lib/flows/wallet/oauth-consent.ts).
 * A refused proof answers the wallet routes' `{error, code}`.
 */
export const walletConsentRoute = oauthRoute("/api/oauth/wallet", async (request) => {
  const form = await formOf(request);
  let prepared;
  try {
    prepared = await prepareAuthorization(authorizationParamsOf(form));
  } catch (error) {
    if (error instanceof RedirectableError) throw error.oauth;
    throw error;
  }
  return Response.json(await walletConsent(form.get("sign_in"), prepared), { headers: noStore });
});
