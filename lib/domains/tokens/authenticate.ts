/**
 * The control auth core: every control route and the MCP interface call
 * `authenticate` with the request's bearer token and the resource it names.
 * Any failure is the same 401, so a caller without the right token learns
 * nothing about whether the resource exists.
 */
import { db, pool } from "../../core/db/client";
import { ApiError } from "../../core/http/errors";
import type { ResourceType } from "../leases/schemas";
import { hashToken, isWellFormedToken, sameHash } from "../../core/token-format";

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
  /** The token's lease as it stood when the token was looked up (one statement with the token), its suspension too (lib/domains/leases/suspension.ts). */
  lease: { status: "pending" | "active" | "destroyed"; termEnd: Date; suspendedAt: Date | null; suspendedReason: string | null };
}

/** The token row as `tokenLookup` selects it. */
export interface TokenRow {
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
  leaseSuspendedAt: Date | null;
  leaseSuspendedReason: string | null;
}

/**
 * What a caller reads of the token's resource in the statement that looks the
 * token up (`tokenLookup`'s `t`, the token, and `l`, its lease): columns, the
 * joins they need, and what to make of the row. Supplied by the resource's
 * domain (a Person: lib/domains/persons/runtime/record.ts PERSON_PRELOAD) to the
 * control wrapper, which reads it before the token is judged and uses it only
 * once the token is authorized for the resource.
 */
export interface Preload<T> {
  columns: string;
  joins: string;
  of(row: Record<string, unknown>): T;
}

/**
 * The SELECT of the token row of a hash (`hashParam`, a placeholder such as
 * $1), joined with its lease (`t` and `l`): one indexed lookup. Prisma's
 * DateTime columns hold UTC without a zone: read as UTC. `also` adds columns
 * and joins for a caller that reads the token's resource in the same
 * statement (a `Preload`, read by lib/adapters/http/control.ts); the token's own columns come first and
 * its id is never null.
 */
export function tokenLookup(hashParam: string, also: { columns?: string; joins?: string } = {}): string {
  return `SELECT t.id, t."leaseId", t."resourceType"::text AS "resourceType", t."resourceId", t."tokenHash",
            t."expiresAt" AT TIME ZONE 'UTC' AS "expiresAt", t."graceEndsAt" AT TIME ZONE 'UTC' AS "graceEndsAt", t."revokedAt" AT TIME ZONE 'UTC' AS "revokedAt",
            l.status::text AS "leaseStatus", l."termEnd" AT TIME ZONE 'UTC' AS "leaseTermEnd",
            l."suspendedAt" AT TIME ZONE 'UTC' AS "leaseSuspendedAt", l."suspendedReason" AS "leaseSuspendedReason"${also.columns ? `, ${also.columns}` : ""}
       FROM "CapabilityToken" t JOIN "Lease" l ON l.id = t."leaseId"${also.joins ? ` ${also.joins}` : ""} WHERE t."tokenHash" = ${hashParam}`;
}

/**
 * The token row of a hash: one indexed lookup on every control request and
 * MCP call, so it runs on the pool itself, without Prisma's per-query
 * overhead.
 */
async function tokenRow(hash: string): Promise<TokenRow | null> {
  const { rows } = await pool().query<TokenRow>(tokenLookup("$1"), [hash]);
  return rows[0] ?? null;
}

/** The SHA-256 of a plaintext token that could be live (well formed), else null: nothing is looked up for it. */
export function lookupHash(token: string | null): string | null {
  return token && isWellFormedToken(token) ? hashToken(token) : null;
}

/**
 * What a token row decides for the hash it was looked up by: the live token,
 * or null (none, another hash, revoked, expired). `allowGrace` accepts a
 * token past its expiry but inside its grace period (token refresh only).
 */
export function liveToken(row: TokenRow | null, hash: string, options: { allowGrace?: boolean; now?: Date } = {}): TokenContext | null {
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
    lease: { status: row.leaseStatus, termEnd: row.leaseTermEnd, suspendedAt: row.leaseSuspendedAt, suspendedReason: row.leaseSuspendedReason },
  };
}

/**
 * Finds the live token row for a plaintext token. `allowGrace` accepts a token
 * past its expiry but inside its grace period (token refresh only).
 */
export async function findLiveToken(token: string | null, options: { allowGrace?: boolean; now?: Date } = {}): Promise<TokenContext | null> {
  const hash = lookupHash(token);
  if (!hash) return null;
  return liveToken(await tokenRow(hash), hash, options);
}

/** The token for one resource, or the 401 (any mismatch is the same answer). */
export function authorizedFor(context: TokenContext | null, resource: { type: ResourceType; id: string }): TokenContext {
  if (!context || context.resourceType !== resource.type || context.resourceId !== resource.id) throw unauthorized();
  return context;
}

/** Authorizes a plaintext token for one resource, or throws the 401. */
export async function authorize(token: string | null, resource: { type: ResourceType; id: string }): Promise<TokenContext> {
  return authorizedFor(await findLiveToken(token), resource);
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
