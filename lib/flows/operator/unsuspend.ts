/**
 * Lifting a suspension: clears the lease's `suspendedAt`, gives a
 * Person's parked tasks their jobs again (unless its controller paused it),
 * records `lease.unsuspended` and the audit row, in one transaction.
 * Unsuspending a lease that is not suspended changes nothing (`changed: false`).
 */
import { recordEvent } from "../../domains/events/record";
import { requeueAfterUnsuspend } from "../../domains/persons/runtime/pause";
import { recordOperatorAction } from "./audit";
import { actOnLease, type ActedOn, type LeaseActionInput } from "./lease-target";
import type { Operator } from "./types";

export interface UnsuspendOutcome extends ActedOn {
  changed: boolean;
  tasksRequeued: number;
}

export async function unsuspendLease(operator: Operator, input: LeaseActionInput): Promise<UnsuspendOutcome> {
  return actOnLease(input, async (tx, lease, base, reason) => {
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
