/**
 * Revoking every token of a resource: its capability tokens and
 * its OAuth grants (with their codes and tokens, lib/domains/oauth/grants.ts), with
 * `lease.tokens_revoked` for the controller (its webhooks still deliver) and
 * the audit row, in one transaction. The paying wallet gets control back with
 * sign-in-with-x (lib/flows/wallet: a token reissued).
 */
import { now } from "../../core/clock/clock";
import { recordEvent } from "../../domains/events/record";
import { revokeGrantsOfLease } from "../../domains/oauth/grants";
import { revokeLeaseTokens } from "../../domains/tokens/issue";
import { recordOperatorAction } from "./audit";
import { actOnLease, type ActedOn, type LeaseActionInput } from "./lease-target";
import type { Operator } from "./types";

export interface RevokeTokensOutcome extends ActedOn {
  capabilityTokens: number;
  oauthGrants: number;
}

export async function revokeAllTokens(operator: Operator, input: LeaseActionInput): Promise<RevokeTokensOutcome> {
  return actOnLease(input, async (tx, lease, base, reason) => {
    const capabilityTokens = await revokeLeaseTokens(tx, lease.id, now());
    const oauthGrants = await tx.oAuthGrant.count({ where: { leaseId: lease.id, revokedAt: null } });
    await revokeGrantsOfLease(tx, lease.id);
    await recordEvent(tx, { resourceType: lease.resourceType, resourceId: lease.resourceId, type: "lease.tokens_revoked", actor: "system", data: { reason, capabilityTokens, oauthGrants } });
    await recordOperatorAction(tx, operator, { action: "revoke_tokens", ...base, reason, details: { capabilityTokens, oauthGrants } });
    return { ...base, capabilityTokens, oauthGrants };
  }, { destroyed: "This resource was destroyed: its tokens were revoked then." });
}
