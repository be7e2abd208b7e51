/**
 * The authorization endpoint: an authorization request is checked
 * (`prepareAuthorization`), shown on the consent page (/oauth/authorize),
 * and decided (`decideAuthorization`): the person binds the connection to
 * one resource by pasting that resource's capability token (checked, never
 * stored, never put in a URL), or by signing in with the paying wallet
 * (lib/flows/wallet/oauth-consent.ts, through `ResourceProof`).
 */
import { db, type Tx } from "../../core/db/client";
import { now } from "../../core/clock/clock";
import type { ResourceType } from "../leases/schemas";
import { findLiveToken } from "../tokens/authenticate";
import { resolveClient, type OAuthClientInfo } from "./clients";
import { OAuthError } from "./errors";
import { recordGrantCreated } from "./grants";
import { CODE_SECONDS, isMcpResource, oauthUrls, parseScope, scopeString } from "./metadata";
import { CHALLENGE_PATTERN, hashSecret, newSecret } from "./secrets";

/** The parameters of an authorization request, as the consent page carries them (query, then hidden form fields). */
export const AUTHORIZATION_PARAMS = ["response_type", "client_id", "redirect_uri", "code_challenge", "code_challenge_method", "state", "scope", "resource"] as const;
export type AuthorizationParams = Partial<Record<(typeof AUTHORIZATION_PARAMS)[number], string>>;

export function authorizationParamsOf(source: URLSearchParams | FormData): AuthorizationParams {
  const params: AuthorizationParams = {};
  for (const name of AUTHORIZATION_PARAMS) {
    const value = source.get(name);
    if (typeof value === "string") params[name] = value;
  }
  return params;
}

export interface PreparedAuthorization {
  client: OAuthClientInfo;
  redirectUri: string;
  state?: string;
  codeChallenge: string;
  /** The scope the client asked for: write as well as read, or read only. */
  write: boolean;
}

/**
 * An error the client should hear of at its redirect URI (once that URI is
 * known to be the client's); before that, the consent page shows it.
 */
export class RedirectableError extends Error {
  constructor(
    readonly oauth: OAuthError,
    readonly redirectUri: string,
    readonly state?: string,
  ) {
    super(oauth.description);
  }
}

/** Where the client is sent back to, with the answer (RFC 6749 4.1.2, and RFC 9207 `iss`). */
export function redirectWith(redirectUri: string, values: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, value);
  url.searchParams.set("iss", oauthUrls().issuer);
  return url.toString();
}

/**
 * Checks an authorization request. Throws OAuthError (show it on the page:
 * the client or its redirect URI are not established) or RedirectableError.
 */
export async function prepareAuthorization(params: AuthorizationParams): Promise<PreparedAuthorization> {
  for (const [name, value] of Object.entries(params)) if (value.length > 2048) throw new OAuthError("invalid_request", `${name} is longer than 2048 characters.`);
  if (!params.client_id) throw new OAuthError("invalid_request", "client_id is required.");
  const client = await resolveClient(params.client_id);
  const redirectUri = params.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) throw new OAuthError("invalid_request", "redirect_uri is not one of the client's registered redirect URIs.");
  const fail = (error: OAuthError["error"], description: string) => new RedirectableError(new OAuthError(error, description), redirectUri, params.state);
  if (params.response_type !== "code") throw fail("unsupported_response_type", "response_type must be code.");
  if (!params.code_challenge || !CHALLENGE_PATTERN.test(params.code_challenge)) throw fail("invalid_request", "code_challenge (PKCE, S256) is required.");
  if (params.code_challenge_method !== "S256") throw fail("invalid_request", "code_challenge_method must be S256.");
  if (params.resource !== undefined && !isMcpResource(params.resource)) throw fail("invalid_target", `resource must be ${oauthUrls().resource} or ${oauthUrls().connectorResource}.`);
  const scope = parseScope(params.scope);
  if (!scope) throw fail("invalid_scope", "scope may name mcp:read and mcp:write only.");
  return { client, redirectUri, codeChallenge: params.code_challenge, write: scope.write, ...(params.state !== undefined ? { state: params.state } : {}) };
}

/** The resource a proof names: its lease as it stands, the wallet that signed in (null for a pasted capability token) and the token pasted (null for the wallet). */
export interface ProvenResource {
  leaseId: string;
  resourceType: ResourceType;
  resourceId: string;
  wallet: string | null;
  capabilityTokenId: string | null;
  lease: LeaseState;
}

/** What the grant's checks read of the lease. */
export interface LeaseState {
  status: "pending" | "active" | "destroyed";
  termEnd: Date;
  suspendedAt: Date | null;
  suspendedReason: string | null;
}

/**
 * How the person proved control of the resource: its capability token, or a
 * proof checked inside the grant's transaction against the authorization
 * request (the paying wallet's consent ticket, lib/flows/wallet/oauth-consent.ts,
 * used up in that same transaction).
 */
export type ResourceProof = { capabilityToken: string } | { inTransaction: (tx: Tx, prepared: PreparedAuthorization) => Promise<ProvenResource> };

/** Why a proof did not hold, as the consent page's `problem`. */
export type ProofProblem = "token_refused" | "wallet_refused";

/** A resource proof that does not hold: the page asks again. */
export class ProofRefused extends Error {
  constructor(readonly problem: ProofProblem = "token_refused") {
    super(problem === "token_refused" ? "The capability token is not a live token of a Person or a Page." : "The wallet sign-in is expired or used, or the lease was not paid for by this wallet.");
  }
}

async function provenByToken(capabilityToken: string): Promise<ProvenResource> {
  const context = await findLiveToken(capabilityToken.trim(), { now: now() });
  if (!context || context.lease.status === "destroyed") throw new ProofRefused();
  return { leaseId: context.leaseId, resourceType: context.resourceType, resourceId: context.resourceId, wallet: null, capabilityTokenId: context.tokenId, lease: context.lease };
}

/**
 * Checks that a lease may take a new grant, as a control write must
 * (lib/domains/payments/expiry.ts `assertLeaseWritable`, passed in by the route: a
 * layer above): not suspended (423 resource_suspended), live (402
 * lease_expired with the renew challenge). Throws the ApiError.
 */
export type LeaseWriteCheck = (subject: { resourceType: ResourceType; resourceId: string; lease: LeaseState }) => void;

/**
 * The person's answer: deny sends access_denied back; approve binds a grant
 * to the proven resource (read-only if the person chose it, or if the client
 * asked for read only), records `lease.oauth_grant.created` in the same
 * transaction, and sends a code back. Returns the client's redirect. A grant
 * approved with a capability token is bound to it: refreshing or revoking
 * the token revokes the grant (lib/domains/tokens/oauth-grants.ts). A suspended or
 * expired lease takes no grant (`assertWritable`: 423 or 402, nothing written).
 */
export async function decideAuthorization(
  prepared: PreparedAuthorization,
  decision: { approve: false } | { approve: true; proof: ResourceProof; readOnly: boolean; assertWritable: LeaseWriteCheck },
): Promise<string> {
  if (!decision.approve) return redirectWith(prepared.redirectUri, { error: "access_denied", error_description: "The person denied the request.", state: prepared.state });
  const { proof } = decision;
  const byToken = "capabilityToken" in proof ? await provenByToken(proof.capabilityToken) : null;
  const code = newSecret("code");
  const write = prepared.write && !decision.readOnly;
  await db().$transaction(async (tx) => {
    const { wallet, lease, ...resource } = byToken ?? (await (proof as Extract<ResourceProof, { inTransaction: unknown }>).inTransaction(tx, prepared));
    // A suspended or expired lease takes no new grant, as it takes no control write.
    decision.assertWritable({ resourceType: resource.resourceType, resourceId: resource.resourceId, lease });
    const grant = await tx.oAuthGrant.create({
      data: {
        ...resource,
        clientId: prepared.client.clientId,
        clientName: prepared.client.name,
        redirectUri: prepared.redirectUri,
        scope: scopeString(write),
        codes: { create: { codeHash: hashSecret(code), codeChallenge: prepared.codeChallenge, redirectUri: prepared.redirectUri, expiresAt: new Date(now().getTime() + CODE_SECONDS * 1000) } },
      },
    });
    await recordGrantCreated(tx, grant, wallet);
  });
  return redirectWith(prepared.redirectUri, { code, state: prepared.state });
}
