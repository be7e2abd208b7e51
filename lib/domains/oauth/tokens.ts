/**
 * The token endpoint (authorization_code with PKCE, refresh_token with
 * rotation), revocation (RFC 7009), and what /mcp reads of an access token.
 * A code is used once: a second use revokes its grant (RFC 6749 4.1.2). A
 * refresh token is used once: a replayed one revokes its grant too.
 */
import { now } from "../../core/clock/clock";
import { db, pool, type Tx } from "../../core/db/client";
import type { ResourceType } from "../leases/schemas";
import type { TokenContext } from "../tokens/authenticate";
import { OAuthError } from "./errors";
import { revokeGrantIn } from "./grants";
import { ACCESS_TOKEN_SECONDS, isMcpResource, oauthUrls, parseScope, REFRESH_TOKEN_SECONDS, scopeString } from "./metadata";
import { hashSecret, isSecret, newSecret, pkceMatches } from "./secrets";

const invalidGrant = (description: string) => new OAuthError("invalid_grant", description);

/** A code or a rotated refresh token presented again: someone else may hold it, so the whole grant goes. */
const revokeGrant = (tx: Tx, grantId: string, at: Date) => revokeGrantIn(tx, grantId, "reuse_detected", at);

async function issuePair(tx: Tx, grant: { id: string; scope: string }, at: Date) {
  const access = newSecret("access");
  const refresh = newSecret("refresh");
  await tx.oAuthToken.createMany({
    data: [
      { grantId: grant.id, kind: "access", tokenHash: hashSecret(access), expiresAt: new Date(at.getTime() + ACCESS_TOKEN_SECONDS * 1000) },
      { grantId: grant.id, kind: "refresh", tokenHash: hashSecret(refresh), expiresAt: new Date(at.getTime() + REFRESH_TOKEN_SECONDS * 1000) },
    ],
  });
  await tx.oAuthGrant.update({ where: { id: grant.id }, data: { lastUsedAt: at } });
  return { access_token: access, token_type: "Bearer", expires_in: ACCESS_TOKEN_SECONDS, refresh_token: refresh, scope: grant.scope };
}

function checkResource(form: URLSearchParams): void {
  const resource = form.get("resource");
  if (resource !== null && !isMcpResource(resource)) throw new OAuthError("invalid_target", `resource must be ${oauthUrls().resource} or ${oauthUrls().connectorResource}.`);
}

/** POST /api/oauth/token, its form already read. */
export async function exchangeToken(form: URLSearchParams) {
  const grantType = form.get("grant_type");
  const clientId = form.get("client_id");
  if (!clientId) throw new OAuthError("invalid_client", "client_id is required (public clients send it in the body).", 401);
  checkResource(form);
  if (grantType === "authorization_code") return exchangeCode(form, clientId);
  if (grantType === "refresh_token") return refreshGrant(form, clientId);
  throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
}

type Outcome<T> = { ok: T } | { fail: OAuthError };

async function exchangeCode(form: URLSearchParams, clientId: string) {
  const code = form.get("code");
  const verifier = form.get("code_verifier");
  const redirectUri = form.get("redirect_uri");
  if (!isSecret("code", code)) throw invalidGrant("The code is invalid, expired or used.");
  if (!verifier) throw new OAuthError("invalid_request", "code_verifier is required (PKCE).");
  const at = now();
  // A failure that revokes the grant still commits: the outcome is returned, not thrown, from the transaction.
  const outcome = await db().$transaction(async (tx): Promise<Outcome<Awaited<ReturnType<typeof issuePair>>>> => {
    const row = await tx.oAuthCode.findUnique({ where: { codeHash: hashSecret(code) }, include: { grant: { include: { lease: { select: { status: true } } } } } });
    if (!row) return { fail: invalidGrant("The code is invalid, expired or used.") };
    // Used at most once, whatever the outcome of this attempt.
    const { count } = await tx.oAuthCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: at } });
    if (count === 0) {
      await revokeGrant(tx, row.grantId, at);
      return { fail: invalidGrant("The code was used already: the grant it belongs to is revoked.") };
    }
    if (row.expiresAt <= at) return { fail: invalidGrant("The code is invalid, expired or used.") };
    if (row.grant.clientId !== clientId) return { fail: invalidGrant("The code was issued to another client.") };
    if (redirectUri !== row.redirectUri) return { fail: invalidGrant("redirect_uri does not match the authorization request's.") };
    if (!pkceMatches(verifier, row.codeChallenge)) return { fail: invalidGrant("The code_verifier does not match the code_challenge (PKCE S256).") };
    if (row.grant.revokedAt || row.grant.lease.status === "destroyed") return { fail: invalidGrant("The grant was revoked or its resource destroyed.") };
    return { ok: await issuePair(tx, row.grant, at) };
  });
  if ("fail" in outcome) throw outcome.fail;
  return outcome.ok;
}

async function refreshGrant(form: URLSearchParams, clientId: string) {
  const refresh = form.get("refresh_token");
  if (!isSecret("refresh", refresh)) throw invalidGrant("The refresh token is invalid, expired or revoked.");
  const requested = form.get("scope");
  const scope = requested === null ? null : parseScope(requested);
  if (requested !== null && !scope) throw new OAuthError("invalid_scope", "scope may name mcp:read and mcp:write only.");
  const at = now();
  const outcome = await db().$transaction(async (tx): Promise<Outcome<Awaited<ReturnType<typeof issuePair>>>> => {
    const row = await tx.oAuthToken.findUnique({ where: { tokenHash: hashSecret(refresh) }, include: { grant: { include: { lease: { select: { status: true } } } } } });
    if (!row || row.kind !== "refresh") return { fail: invalidGrant("The refresh token is invalid, expired or revoked.") };
    if (row.grant.clientId !== clientId) return { fail: invalidGrant("The refresh token was issued to another client.") };
    const { count } = await tx.oAuthToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: at } });
    if (count === 0) {
      // A used (rotated) refresh token presented again: someone else may hold it.
      await revokeGrant(tx, row.grantId, at);
      return { fail: invalidGrant("The refresh token was used already or revoked: the grant is revoked.") };
    }
    if (row.expiresAt <= at || row.grant.revokedAt || row.grant.lease.status === "destroyed") return { fail: invalidGrant("The refresh token is invalid, expired or revoked.") };
    let grant = row.grant;
    if (scope && !scope.write && grant.scope !== scopeString(false)) {
      grant = await tx.oAuthGrant.update({ where: { id: grant.id }, data: { scope: scopeString(false) }, include: { lease: { select: { status: true } } } });
    } else if (scope?.write && grant.scope === scopeString(false)) {
      return { fail: new OAuthError("invalid_scope", "The grant is read-only: mcp:write needs a new authorization.") };
    }
    return { ok: await issuePair(tx, grant, at) };
  });
  if ("fail" in outcome) throw outcome.fail;
  return outcome.ok;
}

/**
 * POST /api/oauth/revoke (RFC 7009): an access token alone, or a refresh
 * token with its whole grant. Always 200, known token or not.
 */
export async function revokeToken(form: URLSearchParams): Promise<void> {
  const token = form.get("token");
  const clientId = form.get("client_id");
  if (!token || !(isSecret("access", token) || isSecret("refresh", token))) return;
  const at = now();
  await db().$transaction(async (tx) => {
    const row = await tx.oAuthToken.findUnique({ where: { tokenHash: hashSecret(token) }, include: { grant: { select: { clientId: true } } } });
    if (!row || (clientId && row.grant.clientId !== clientId)) return;
    if (row.kind === "refresh") await revokeGrantIn(tx, row.grantId, "client", at);
    else await tx.oAuthToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: at } });
  });
}

export function isAccessToken(token: string | null): token is string {
  return isSecret("access", token);
}

/** A live access token: what a capability token's context would say, its grant and whether it may write. */
export interface OAuthAccess {
  context: TokenContext;
  grantId: string;
  write: boolean;
}

interface AccessRow {
  id: string;
  grantId: string;
  expiresAt: Date;
  leaseId: string;
  resourceType: ResourceType;
  resourceId: string;
  scope: string;
  leaseStatus: "pending" | "active" | "destroyed";
  leaseTermEnd: Date;
  leaseSuspendedAt: Date | null;
  leaseSuspendedReason: string | null;
}

/** The live access token of a plaintext `oat_…` token (one indexed lookup), or null: unknown, expired, revoked, grant revoked, resource destroyed. */
export async function findOAuthAccess(token: string | null): Promise<OAuthAccess | null> {
  if (!isAccessToken(token)) return null;
  const { rows } = await pool().query<AccessRow>(
    `SELECT t.id, t."grantId", t."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt", g."leaseId", g."resourceType"::text AS "resourceType", g."resourceId", g.scope,
            l.status::text AS "leaseStatus", l."termEnd" AT TIME ZONE 'UTC' AS "leaseTermEnd",
            l."suspendedAt" AT TIME ZONE 'UTC' AS "leaseSuspendedAt", l."suspendedReason" AS "leaseSuspendedReason"
       FROM "OAuthToken" t JOIN "OAuthGrant" g ON g.id = t."grantId" JOIN "Lease" l ON l.id = g."leaseId"
      WHERE t."tokenHash" = $1 AND t.kind = 'access' AND t."revokedAt" IS NULL AND g."revokedAt" IS NULL`,
    [hashSecret(token)],
  );
  const row = rows[0];
  if (!row || row.expiresAt <= now() || row.leaseStatus === "destroyed") return null;
  return {
    grantId: row.grantId,
    write: row.scope.split(" ").includes("mcp:write"),
    context: {
      tokenId: row.id,
      leaseId: row.leaseId,
      resourceType: row.resourceType,
      resourceId: row.resourceId,
      expiresAt: row.expiresAt,
      graceEndsAt: row.expiresAt,
      lease: { status: row.leaseStatus, termEnd: row.leaseTermEnd, suspendedAt: row.leaseSuspendedAt, suspendedReason: row.leaseSuspendedReason },
    },
  };
}
