/** The latest leases, for the console's front page (a searchable list comes with the Leases page). */
import { db } from "../db/client";
import { effectiveStatus } from "../leases/lease";

export interface LeaseRow {
  id: string;
  resourceType: "person" | "page";
  resourceId: string;
  name: string | null;
  principal: string;
  status: string;
  suspended: boolean;
  createdAt: string;
}

export async function latestLeases(limit = 20): Promise<LeaseRow[]> {
  const rows = await db().lease.findMany({
    orderBy: { createdAt: "desc" },
    take: Math.min(limit, 100),
    include: { person: { select: { name: true } }, page: { select: { label: true } } },
  });
  return rows.map((lease) => ({
    id: lease.id,
    resourceType: lease.resourceType,
    resourceId: lease.resourceId,
    name: lease.page?.label ?? lease.person?.name ?? null,
    principal: lease.principal,
    status: effectiveStatus(lease),
    suspended: lease.suspendedAt !== null,
    createdAt: lease.createdAt.toISOString(),
  }));
}
