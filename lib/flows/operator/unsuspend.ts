/**
 * Lifting a suspension: clears the lease's `suspendedAt`, gives a
 * Person's parked tasks their jobs again (unless its controller paused it),
 * records `lease.unsuspended` and the audit row, in one transaction.
 * Unsuspending a lease that is not suspended changes nothing (`changed: false`).
 */
import { db } from "../../core/db/client";
import { recordEvent } from "../../domains/events/record";
import { requeueAfterUnsuspend } from "../../domains/persons/runtime/pause";
import { recordOperatorAction } from "./audit";
import { lockLease } from "./lease-target";
import { reasonOf, type Operator } from "./types";

export interface UnsuspendInput {
  leaseId: string;
  reason: string;
}

export interface UnsuspendOutcome {
  leaseId: string;
  resourceType: "person" | "page";
  resourceId: string;
  changed: boolean;
  tasksRequeued: number;
}

export async function unsuspendLease(operator: Operator, input: UnsuspendInput): Promise<UnsuspendOutcome> {
  const reason = reasonOf(input.reason);
  return db().$transaction(async (tx) => {
    const lease = await lockLease(tx, input.leaseId);
    const base = { leaseId: lease.id, resourceType: lease.resourceType, resourceId: lease.resourceId };
    if (!lease.suspendedAt) return { ...base, changed: false, tasksRequeued: 0 };
    await tx.lease.update({ where: { id: lease.id }, data: { suspendedAt: null, suspendedReason: null } });
    const tasksRequeued = lease.resourceType === "person" && lease.status !== "destroyed" ? await requeueAfterUnsuspend(tx, lease.resourceId) : 0;
    if (lease.status !== "destroyed") {
      await recordEvent(tx, {
        resourceType: lease.resourceType,
        resourceId: lease.resourceId,
        type: "lease.unsuspended",
        actor: "system",
        data: { reason, suspendedAt: lease.suspendedAt.toISOString() },
      });
    }
    await recordOperatorAction(tx, operator, { action: "unsuspend", ...base, reason, details: { suspendedAt: lease.suspendedAt.toISOString(), tasksRequeued } });
    return { ...base, changed: true, tasksRequeued };
  });
}
