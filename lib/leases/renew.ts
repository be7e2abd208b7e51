/** Renewal: what a paid POST /api/v3/resources/{type}/{id}/renew buys. */
import { db } from "../db/client";
import type { Lease } from "../db/generated/client";
import { ApiError } from "../http/errors";
import type { Purchase } from "../payments/accept";
import { extendLease, leaseRecord } from "./lease";
import type { ResourceType } from "./schemas";
import { recordEvent } from "./timeline";

/** The lease a renewal is for: 404 unknown, 410 destroyed, 409 while its first payment settles. */
export async function leaseForRenewal(resourceType: ResourceType, resourceId: string): Promise<Lease> {
  const lease = await db().lease.findUnique({ where: { resourceId } });
  if (!lease || lease.resourceType !== resourceType) throw new ApiError("not_found", `No ${resourceType} ${resourceId}.`);
  if (lease.status === "destroyed") throw new ApiError("resource_destroyed", `The ${resourceType} ${resourceId} was destroyed and cannot be renewed.`);
  if (lease.status === "pending") throw new ApiError("lease_not_active", `The ${resourceType} ${resourceId} is still waiting for its first payment to settle.`);
  return lease;
}

export function renewPurchase(lease: Pick<Lease, "id" | "resourceType" | "resourceId">) {
  const purchase: Purchase<{ resourceType: ResourceType; resourceId: string; lease: ReturnType<typeof leaseRecord> }> = {
    purpose: "renew",
    resourceType: lease.resourceType,
    async prepare() {
      return { leaseId: lease.id, resourceId: lease.resourceId };
    },
    async complete(tx, claim) {
      const current = await tx.lease.findUniqueOrThrow({ where: { id: claim.leaseId } });
      if (current.status === "destroyed") return; // paid after destruction: recorded, nothing to extend
      const renewed = await extendLease(tx, claim.leaseId);
      await recordEvent(tx, {
        resourceType: lease.resourceType,
        resourceId: lease.resourceId,
        type: "lease.renewed",
        actor: "controller",
        data: { paymentId: claim.paymentId, termEnd: renewed.termEnd.toISOString() },
      });
    },
    async abandon() {},
    async deliver(tx, claim) {
      const current = await tx.lease.findUniqueOrThrow({ where: { id: claim.leaseId } });
      return { resourceType: lease.resourceType, resourceId: lease.resourceId, lease: leaseRecord(current) };
    },
  };
  return purchase;
}

/** The `{type}` of a renewal path: `person` or `page`, or the catalog's `persons` and `pages`. */
export function renewalTarget(type: string): ResourceType {
  if (type === "person" || type === "persons") return "person";
  if (type === "page" || type === "pages") return "page";
  throw new ApiError("not_found", `No renewal route for "${type}": use person or page.`);
}
