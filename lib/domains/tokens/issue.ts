import { config } from "../../core/config";
import type { Tx } from "../../core/db/client";
import type { ResourceType } from "../leases/schemas";
import type { IssuedToken } from "./schemas";
import { generateToken, hashToken, tokenHint } from "../../core/token-format";

const DAY_MS = 86_400_000;

/**
 * Issues a capability token for one resource, inside the caller's
 * transaction. Returns the plaintext once; only its hash is stored.
 */
export async function issueToken(
  tx: Tx,
  lease: { id: string; resourceType: ResourceType; resourceId: string },
  now = new Date(),
): Promise<{ id: string; token: IssuedToken }> {
  const { ttlDays, graceDays } = config().tokens;
  const plaintext = generateToken();
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
  const graceEndsAt = new Date(expiresAt.getTime() + graceDays * DAY_MS);
  const row = await tx.capabilityToken.create({
    data: {
      leaseId: lease.id,
      resourceType: lease.resourceType,
      resourceId: lease.resourceId,
      tokenHash: hashToken(plaintext),
      hint: tokenHint(plaintext),
      createdAt: now,
      expiresAt,
      graceEndsAt,
    },
  });
  return {
    id: row.id,
    token: {
      token: plaintext,
      tokenType: "Bearer",
      resourceType: lease.resourceType,
      resourceId: lease.resourceId,
      expiresAt: expiresAt.toISOString(),
      graceEndsAt: graceEndsAt.toISOString(),
    },
  };
}

/** Revokes every live token of a lease (destroy). */
export async function revokeLeaseTokens(tx: Tx, leaseId: string, now = new Date()): Promise<number> {
  const { count } = await tx.capabilityToken.updateMany({ where: { leaseId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}
