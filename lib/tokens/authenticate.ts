/**
 * The control auth core: every control route and the MCP interface call
 * `authenticate` with the request's bearer token and the resource it names.
 * Any failure is the same 401, so a caller without the right token learns
 * nothing about whether the resource exists.
 */
import { db, pool } from "../db/client";
import { ApiError } from "../http/errors";
import type { ResourceType } from "../leases/schemas";
import { hashToken, isWellFormedToken, sameHash } from "./format";

export const UNAUTHORIZED_MESSAGE =
  "A valid capability token for this resource is required: Authorization: Bearer at_live_… (missing, malformed, expired, revoked or issued for another resource).";

export function unauthorized(): ApiError {
  return new ApiError("unauthorized", UNAUTHORIZED_MESSAGE, { headers: { "WWW-Authenticate": 'Bearer realm="leasehold"' } });
}

/** The bearer token of the Authorization header; never a query parameter, cookie or session. */
export function bearerToken(headers: Headers): string | null {
  const header = headers.get("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export interface TokenContext {
  tokenId: string;
  leaseId: string;
  resourceType: ResourceType;
  resourceId: string;
  expiresAt: Date;
  graceEndsAt: Date;
  /** The token's lease as it stood when the token was looked up (one statement with the token). */
  lease: { status: "pending" | "active" | "destroyed"; termEnd: Date };
}

interface TokenRow {
  id: string;
  leaseId: string;
  resourceType: ResourceType;
  resourceId: string;
  tokenHash: string;
  expiresAt: Date;
  graceEndsAt: Date;
  revokedAt: Date | null;
  leaseStatus: "pending" | "active" | "destroyed";
  leaseTermEnd: Date;
}

/**
 * The token row of a hash: one indexed lookup on every control request and
 * MCP call, so it runs on the pool itself, without Prisma's per-query
 * overhead. Prisma's DateTime columns hold UTC without a zone: read as UTC.
 */
async function tokenRow(hash: string): Promise<TokenRow | null> {
  const { rows } = await pool().query<TokenRow>(
    `SELECT t.id, t."leaseId", t."resourceType"::text AS "resourceType", t."resourceId", t."tokenHash",
            t."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt", t."graceEndsAt" AT TIME ZONE 'UTC' AS "graceEndsAt", t."revokedAt" AT TIME ZONE 'UTC' AS "revokedAt",
            l.status::text AS "leaseStatus", l."termEnd" AT TIME ZONE 'UTC' AS "leaseTermEnd"
       FROM "CapabilityToken" t JOIN "Lease" l ON l.id = t."leaseId" WHERE t."tokenHash" = $1`,
    [hash],
  );
  return rows[0] ?? null;
}

/**
 * Finds the live token row for a plaintext token. `allowGrace` accepts a token
 * past its expiry but inside its grace period (token refresh only).
 */
export async function findLiveToken(token: string | null, options: { allowGrace?: boolean; now?: Date } = {}): Promise<TokenContext | null> {
  if (!token || !isWellFormedToken(token)) return null;
  const hash = hashToken(token);
  const row = await tokenRow(hash);
  if (!row || !sameHash(row.tokenHash, hash) || row.revokedAt) return null;
  const now = options.now ?? new Date();
  const deadline = options.allowGrace ? row.graceEndsAt : row.expiresAt;
  if (now >= deadline) return null;
  return {
    tokenId: row.id,
    leaseId: row.leaseId,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    expiresAt: row.expiresAt,
    graceEndsAt: row.graceEndsAt,
    lease: { status: row.leaseStatus, termEnd: row.leaseTermEnd },
  };
}

/** Authorizes a plaintext token for one resource, or throws the 401. */
export async function authorize(token: string | null, resource: { type: ResourceType; id: string }): Promise<TokenContext> {
  const context = await findLiveToken(token);
  if (!context || context.resourceType !== resource.type || context.resourceId !== resource.id) throw unauthorized();
  return context;
}

/** Authenticates a control request for one resource, or throws the 401. */
export function authenticate(request: Request, resource: { type: ResourceType; id: string }): Promise<TokenContext> {
  return authorize(bearerToken(request.headers), resource);
}

/**
 * The resource a token was issued for, whatever its state now (live, expired,
 * revoked): an MCP session shows the tools of that resource's type, each of
 * which then authorizes the token like REST. Null for a token never issued.
 */
export async function tokenSubject(token: string): Promise<{ resourceType: ResourceType; resourceId: string } | null> {
  if (!isWellFormedToken(token)) return null;
  const hash = hashToken(token);
  const row = await db().capabilityToken.findUnique({ where: { tokenHash: hash }, select: { tokenHash: true, resourceType: true, resourceId: true } });
  if (!row || !sameHash(row.tokenHash, hash)) return null;
  return { resourceType: row.resourceType, resourceId: row.resourceId };
}
