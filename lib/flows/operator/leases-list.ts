/**
 * The console's leases list: searched by lease id, resource id,
 * payer address (or its start) or the Page's label / Person's name (a part of
 * it, without case), filtered by status, newest first, 25 a page.
 */
import { z } from "zod";
import { now } from "../../core/clock/clock";
import { db } from "../../core/db/client";
import type { Prisma } from "../../core/db/generated/client";
import { leaseRow, RESOURCE_NAME, type LeaseRow } from "./lease-row";

export const LEASE_STATUSES = ["active", "expired", "pending", "destroyed", "suspended"] as const;
export const PAGE_SIZE = 25;

export const LeaseListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(LEASE_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type LeaseListQuery = z.output<typeof LeaseListQuerySchema>;

export interface LeaseList {
  rows: LeaseRow[];
  total: number;
  page: number;
  pages: number;
}

function whereOf(query: LeaseListQuery, at: Date): Prisma.LeaseWhereInput {
  const and: Prisma.LeaseWhereInput[] = [];
  const q = query.q?.trim();
  if (q) {
    const or: Prisma.LeaseWhereInput[] = [{ id: q }, { resourceId: q }, { page: { label: { contains: q, mode: "insensitive" } } }, { person: { name: { contains: q, mode: "insensitive" } } }];
    if (/^0x[0-9a-fA-F]{1,40}$/.test(q)) or.push({ principal: { startsWith: q.toLowerCase() } });
    and.push({ OR: or });
  }
  switch (query.status) {
    case "active":
      and.push({ status: "active", termEnd: { gt: at }, suspendedAt: null });
      break;
    case "expired":
      and.push({ status: "active", termEnd: { lte: at } });
      break;
    case "pending":
      and.push({ status: "pending" });
      break;
    case "destroyed":
      and.push({ status: "destroyed" });
      break;
    case "suspended":
      and.push({ suspendedAt: { not: null }, status: { not: "destroyed" } });
      break;
  }
  return and.length ? { AND: and } : {};
}

export async function listLeases(query: LeaseListQuery): Promise<LeaseList> {
  const at = now();
  const where = whereOf(query, at);
  const total = await db().lease.count({ where });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pages);
  const rows = await db().lease.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
    include: RESOURCE_NAME,
  });
  return { total, page, pages, rows: rows.map((lease) => leaseRow(lease, at)) };
}
