/**
 * A resource's OAuth grants as its controller sees them (client, scope,
 * dates; never a token), and their revocation, which ends the grant's codes
 * and tokens at once.
 */
import { z } from "zod";
import { now } from "../../core/clock/clock";
import { db, type Tx } from "../../core/db/client";
import { recordEvent } from "../events/record";
import { ApiError } from "../../core/http/errors";
import type { ResourceType } from "../leases/schemas";
import { revokeGrantIn } from "../tokens/oauth-grants";

export const OAuthGrantSchema = z
  .object({
    id: z.string(),
    clientId: z.string().meta({ description: "The client_id: a client ID metadata document URL, or an `oc_…` dynamic registration." }),
    clientName: z.string(),
    redirectHost: z.string().meta({ description: "The host the client's redirect URI points to." }),
    scope: z.string().meta({ description: "`mcp:read` (read-only) or `mcp:read mcp:write`." }),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "OAuthGrant" });
export const OAuthGrantListSchema = z.object({ grants: z.array(OAuthGrantSchema) }).meta({ id: "OAuthGrantList" });

type GrantRow = { id: string; clientId: string; clientName: string; redirectUri: string; scope: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };
const view = (row: GrantRow): z.output<typeof OAuthGrantSchema> => ({
  id: row.id,
  clientId: row.clientId,
  clientName: row.clientName,
  redirectHost: new URL(row.redirectUri).host,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The resource's grants, newest first (at most 100: revoked ones of the last 30 days and every live one). */
export async function listGrants(resourceType: ResourceType, resourceId: string) {
  const since = new Date(now().getTime() - 30 * 86_400_000);
  const rows = await db().oAuthGrant.findMany({
    where: { resourceType, resourceId, OR: [{ revokedAt: null }, { revokedAt: { gte: since } }] },
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return { grants: rows.map(view) };
}

export { revokeGrantIn, type RevokeReason } from "../tokens/oauth-grants";

/** Revokes one grant of the resource (404 when it has no such grant); revoking a revoked grant answers it as it is. */
export async function revokeGrantOf(resourceType: ResourceType, resourceId: string, grantId: string) {
  return db().$transaction(async (tx) => {
    const row = await tx.oAuthGrant.findFirst({ where: { id: grantId, resourceType, resourceId } });
    if (!row) throw new ApiError("not_found", "No such OAuth grant for this resource.");
    if (row.revokedAt) return view(row);
    await revokeGrantIn(tx, grantId, "controller");
    return view(await tx.oAuthGrant.findUniqueOrThrow({ where: { id: grantId } }));
  });
}

/**
 * Revokes every grant of a lease, in the caller's transaction: for whoever
 * reissues a lease's capability token after it was lost (the wallet
 * recovery), since a thief of the old token could have made grants.
 * Returns how many it revoked.
 */
export async function revokeGrantsOfLease(tx: Tx, leaseId: string): Promise<number> {
  const at = now();
  const grants = await tx.oAuthGrant.findMany({ where: { leaseId, revokedAt: null }, select: { id: true } });
  let revoked = 0;
  for (const grant of grants) if (await revokeGrantIn(tx, grant.id, "token_reissued", at)) revoked++;
  return revoked;
}

/** Records `lease.oauth_grant.created` for a grant just made, in its transaction. */
export async function recordGrantCreated(tx: Tx, grant: GrantRow & { resourceType: ResourceType; resourceId: string }, wallet: string | null): Promise<void> {
  await recordEvent(tx, {
    resourceType: grant.resourceType,
    resourceId: grant.resourceId,
    type: "lease.oauth_grant.created",
    actor: "controller",
    data: { grantId: grant.id, clientId: grant.clientId, clientName: grant.clientName, redirectHost: new URL(grant.redirectUri).host, scope: grant.scope, via: wallet ? "wallet" : "capability_token", wallet },
  });
}

const GRANT_ID_PATTERN = /^[a-z0-9]{20,32}$/;
export const GrantIdSchema = z.object({ grantId: z.string().regex(GRANT_ID_PATTERN, "an OAuth grant id").meta({ description: "The grant's id." }) });

/** The path's grant id; one not of our form names no grant (404, as an unknown one). */
export function grantIdOf(grantId: string): string {
  if (!GRANT_ID_PATTERN.test(grantId)) throw new ApiError("not_found", "No such OAuth grant for this resource.");
  return grantId;
}
