/** The latest leases, for the console's front page (a searchable list comes with the Leases page). */
import { db } from "../../core/db/client";
import { leaseRow, RESOURCE_NAME, type LeaseRow } from "./lease-row";

export async function latestLeases(limit = 20): Promise<LeaseRow[]> {
  const rows = await db().lease.findMany({
    orderBy: { createdAt: "desc" },
    take: Math.min(limit, 100),
    include: RESOURCE_NAME,
  });
  return rows.map((lease) => leaseRow(lease));
}
