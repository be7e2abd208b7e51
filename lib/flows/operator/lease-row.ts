/**
 * What the operator console shows of any lease, written once: which lease,
 * its resource and that resource's name, its principal and status (the
 * front page's latest leases, the Leases page's rows and one lease's page).
 */
import type { Lease } from "../../core/db/generated/client";
import { effectiveStatus } from "../../domains/leases/lease";

export interface LeaseIdentity {
  id: string;
  resourceType: "person" | "page";
  resourceId: string;
  /** The Page's label or the Person's name; null once the resource is gone. */
  name: string | null;
  principal: string;
  status: string;
}

/** A lease in a list: its identity, whether it is suspended, and when it was made. */
export interface LeaseRow extends LeaseIdentity {
  suspended: boolean;
  createdAt: string;
}

/** What a lease query includes to name the lease's resource. */
export const RESOURCE_NAME = { person: { select: { name: true } }, page: { select: { label: true } } } as const;

type NamedLease = Lease & { person: { name: string } | null; page: { label: string } | null };

export function leaseIdentity(lease: NamedLease, at = new Date()): LeaseIdentity {
  return {
    id: lease.id,
    resourceType: lease.resourceType,
    resourceId: lease.resourceId,
    name: lease.page?.label ?? lease.person?.name ?? null,
    principal: lease.principal,
    status: effectiveStatus(lease, at),
  };
}

export function leaseRow(lease: NamedLease, at = new Date()): LeaseRow {
  return { ...leaseIdentity(lease, at), suspended: lease.suspendedAt !== null, createdAt: lease.createdAt.toISOString() };
}
