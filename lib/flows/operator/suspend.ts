/**
 * Suspending a resource: sets its lease's `suspendedAt` and reason,
 * records `lease.suspended` for the controller and the audit row, in one
 * transaction. From the next request on every surface refuses it
 * (lib/domains/leases/suspension.ts); a Person's running task stops before its next
 * model step and waits, parked, for the unsuspend. Suspending a suspended
 * lease changes nothing and writes nothing (`changed: false`).
 */
import { now } from "../../core/clock/clock";
import { recordEvent } from "../../domains/events/record";
import { recordOperatorAction } from "./audit";
import { actOnLease, type ActedOn, type LeaseActionInput } from "./lease-target";
import type { Operator } from "./types";

export interface SuspendOutcome extends ActedOn {
  suspendedAt: string;
  changed: boolean;
}

export async function suspendLease(operator: Operator, input: LeaseActionInput): Promise<SuspendOutcome> {
  return actOnLease(input, async (tx, lease, base, reason) => {
    if (lease.suspendedAt) return { ...base, suspendedAt: lease.suspendedAt.toISOString(), changed: false };
    // A Person's row too, as pause does: a task worker holding it (FOR SHARE) finishes its step first.
    if (lease.resourceType === "person") await tx.$queryRaw`SELECT 1 FROM "Person" WHERE id = ${lease.resourceId} FOR UPDATE`;
    const at = now();
    await tx.lease.update({ where: { id: lease.id }, data: { suspendedAt: at, suspendedReason: reason } });
    await recordEvent(tx, { resourceType: lease.resourceType, resourceId: lease.resourceId, type: "lease.suspended", actor: "system", data: { reason } });
    await recordOperatorAction(tx, operator, { action: "suspend", ...base, reason, details: { suspendedAt: at.toISOString() } });
    return { ...base, suspendedAt: at.toISOString(), changed: true };
  }, { destroyed: "This resource was destroyed: there is nothing to suspend." });
}
