/**
 * Renewal: what a paid POST /api/v3/resources/{type}/{id}/renew buys.
 *
 * Anyone may pay for anyone's renewal, so before a payment the route answers
 * every well-formed id alike (402 with the challenge, bound to that id): it
 * does not tell an unauthenticated caller whether the resource exists. Only
 * a payment that passes verification learns it (404 unknown, 410 destroyed,
 * nothing charged), and only the holder of the resource's capability token
 * sees the lease's usage in the answer.
 */
import type { Tx } from "../../core/db/client";
import type { Lease } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import type { Purchase } from "../../domains/payments/accept";
import { extendLease, leaseRecord } from "../../domains/leases/lease";
import { isResourceIdOf } from "../../core/ids";
import type { ResourceType } from "../../domains/leases/schemas";
import type { RenewalSchema } from "../../domains/payments/schemas";
import { recordEvent } from "../../domains/events/record";
import type { z } from "zod";

/** The lease a renewal is for, read in the claim's transaction: 404 unknown, 410 destroyed, 409 while its first payment settles. */
async function leaseForRenewal(tx: Tx, resourceType: ResourceType, resourceId: string): Promise<Lease> {
  const lease = await tx.lease.findUnique({ where: { resourceId } });
  if (!lease || lease.resourceType !== resourceType) throw new ApiError("not_found", `No ${resourceType} ${resourceId}.`);
  if (lease.status === "destroyed") throw new ApiError("resource_destroyed", `The ${resourceType} ${resourceId} was destroyed and cannot be renewed.`);
  if (lease.status === "pending") throw new ApiError("lease_not_active", `The ${resourceType} ${resourceId} is still waiting for its first payment to settle.`);
  return lease;
}

type Renewal = z.infer<typeof RenewalSchema>;

/**
 * The renewal of one resource. `tokenHolder`: the request carries this
 * resource's live capability token, so the answer may show the lease's usage.
 */
export function renewPurchase(resourceType: ResourceType, resourceId: string, tokenHolder: boolean) {
  const purchase: Purchase<Omit<Renewal, "payment">> = {
    purpose: "renew",
    resourceType,
    async prepare(tx) {
      const lease = await leaseForRenewal(tx, resourceType, resourceId);
      return { leaseId: lease.id, resourceId: lease.resourceId };
    },
    async complete(tx, claim) {
      const current = await tx.lease.findUniqueOrThrow({ where: { id: claim.leaseId } });
      if (current.status === "destroyed") return; // paid after destruction: recorded, nothing to extend
      const renewed = await extendLease(tx, claim.leaseId);
      await recordEvent(tx, {
        resourceType,
        resourceId,
        type: "lease.renewed",
        actor: "controller",
        data: { paymentId: claim.paymentId, termEnd: renewed.termEnd.toISOString() },
      });
    },
    async abandon() {},
    async deliver(tx, claim) {
      const current = await tx.lease.findUniqueOrThrow({ where: { id: claim.leaseId } });
      const { included, used, remaining, ...term } = leaseRecord(current);
      return { resourceType, resourceId, lease: tokenHolder ? { ...term, included, used, remaining } : term };
    },
  };
  return purchase;
}

/**
 * The `{type}` and `{id}` of a renewal path: `person` or `page` (or the
 * catalog's `persons` and `pages`) and an id of that type's shape. Decided
 * from the path alone, so it says nothing about which resources exist.
 */
export function renewalTarget(type: string, id: string): { resourceType: ResourceType; resourceId: string } {
  const resourceType = type === "person" || type === "persons" ? "person" : type === "page" || type === "pages" ? "page" : null;
  if (!resourceType) throw new ApiError("not_found", `No renewal route for "${type}": use person or page.`);
  if (!isResourceIdOf(resourceType, id)) throw new ApiError("not_found", `"${id}" is not a ${resourceType} id.`);
  return { resourceType, resourceId: id };
}
