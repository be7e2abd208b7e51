/** The lease an operator action names, locked for the action's transaction (404 when there is none). */
import { db, type Tx } from "../../core/db/client";
import type { Lease } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { reasonOf } from "./types";

/** What an action on one lease is given (suspend, unsuspend, revoke): the lease and the operator's reason. */
export interface LeaseActionInput {
  leaseId: string;
  reason: string;
}

/** The lease an action was on, as its outcome names it. */
export interface ActedOn {
  leaseId: string;
  resourceType: "person" | "page";
  resourceId: string;
}

export async function lockLease(tx: Tx, leaseId: string): Promise<Lease> {
  const [lease] = await tx.$queryRaw<Lease[]>`SELECT * FROM "Lease" WHERE id = ${leaseId} FOR UPDATE`;
  if (!lease) throw new ApiError("not_found", `No lease ${leaseId}.`);
  return lease;
}

/**
 * An operator action on one lease: the reason checked, then `act` in one
 * transaction with the lease locked. With `destroyed`, a destroyed lease is
 * refused with that message (410 resource_destroyed).
 */
export function actOnLease<T>(
  input: LeaseActionInput,
  act: (tx: Tx, lease: Lease, actedOn: ActedOn, reason: string) => Promise<T>,
  refuse: { destroyed?: string } = {},
): Promise<T> {
  const reason = reasonOf(input.reason);
  return db().$transaction(async (tx) => {
    const lease = await lockLease(tx, input.leaseId);
    if (refuse.destroyed && lease.status === "destroyed") throw new ApiError("resource_destroyed", refuse.destroyed);
    return act(tx, lease, { leaseId: lease.id, resourceType: lease.resourceType, resourceId: lease.resourceId }, reason);
  });
}
