/**
 * The end of an OAuth grant (lib/domains/oauth), here below it because a capability
 * token's own life ends grants too: a grant approved by pasting a capability
 * token is bound to that token (`OAuthGrant.capabilityTokenId`), and goes
 * when the token is refreshed (lib/domains/tokens/refresh.ts) or revoked: whoever
 * held the token could have approved it, and refreshing is how a controller
 * cuts off a leaked token. Grants approved with the paying wallet are bound
 * to no token.
 */
import { now } from "../../core/clock/clock";
import type { Tx } from "../../core/db/client";
import { recordEvent } from "../events/record";

export type RevokeReason = "controller" | "client" | "token_reissued" | "token_refreshed" | "reuse_detected";

/**
 * Revokes a grant and every token of it, in the caller's transaction, and
 * records `lease.oauth_grant.revoked` there (once: a grant already revoked
 * changes nothing and records nothing). Returns whether this call revoked it.
 */
export async function revokeGrantIn(tx: Tx, grantId: string, reason: RevokeReason, at: Date = now()): Promise<boolean> {
  const { count } = await tx.oAuthGrant.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: at } });
  await tx.oAuthToken.updateMany({ where: { grantId, revokedAt: null }, data: { revokedAt: at } });
  if (count === 0) return false;
  const grant = await tx.oAuthGrant.findUniqueOrThrow({ where: { id: grantId } });
  await recordEvent(tx, {
    resourceType: grant.resourceType,
    resourceId: grant.resourceId,
    type: "lease.oauth_grant.revoked",
    actor: reason === "reuse_detected" ? "system" : "controller",
    data: { grantId, clientId: grant.clientId, clientName: grant.clientName, reason },
  });
  return true;
}

/** Revokes every live grant approved with one capability token, in the caller's transaction. Returns how many it revoked. */
export async function revokeGrantsOfToken(tx: Tx, capabilityTokenId: string, reason: RevokeReason, at: Date = now()): Promise<number> {
  const grants = await tx.oAuthGrant.findMany({ where: { capabilityTokenId, revokedAt: null }, select: { id: true } });
  let revoked = 0;
  for (const grant of grants) if (await revokeGrantIn(tx, grant.id, reason, at)) revoked++;
  return revoked;
}
