/**
 * POST /api/v3/tokens/refresh: a valid or grace-period token of an active
 * lease is exchanged for a new one; the old one stops working at once, and
 * so does every OAuth grant approved with it (./oauth-grants.ts: a leaked
 * token's grants go with it). The same for MCP's refresh_token tool.
 */
import { db } from "../../core/db/client";
import { ApiError } from "../../core/http/errors";
import { effectiveStatus } from "../leases/lease";
import type { IssuedToken } from "./schemas";
import { recordEvent } from "../events/record";
import { findLiveToken, unauthorized } from "./authenticate";
import { issueToken } from "./issue";
import { revokeGrantsOfToken } from "./oauth-grants";

export async function refreshToken(token: string | null): Promise<IssuedToken> {
  const context = await findLiveToken(token, { allowGrace: true });
  if (!context) throw unauthorized();
  return db().$transaction(async (tx) => {
    const lease = await tx.lease.findUnique({ where: { id: context.leaseId } });
    if (!lease || effectiveStatus(lease) !== "active") {
      throw new ApiError(
        "unauthorized",
        `The lease of this token is ${lease ? effectiveStatus(lease) : "gone"}: only a token of an active lease can be refreshed. Renew the lease with x402 first.`,
        { headers: { "WWW-Authenticate": 'Bearer realm="leasehold"' } },
      );
    }
    const now = new Date();
    // Exactly one refresh wins when the same token is presented twice at once.
    const { count } = await tx.capabilityToken.updateMany({ where: { id: context.tokenId, revokedAt: null }, data: { revokedAt: now } });
    if (count !== 1) throw unauthorized();
    const issued = await issueToken(tx, lease, now);
    await tx.capabilityToken.update({ where: { id: context.tokenId }, data: { replacedById: issued.id } });
    await recordEvent(tx, { resourceType: lease.resourceType, resourceId: lease.resourceId, type: "lease.token_refreshed", actor: "controller" });
    await revokeGrantsOfToken(tx, context.tokenId, "token_refreshed", now);
    return issued.token;
  });
}
