/**
 * Leases: terms, allowances, the principal limit and the lease record.
 * Expiry is derived from termEnd, so no job has to run for it.
 */
import type { z } from "zod";
import { config } from "../../core/config";
import type { Tx } from "../../core/db/client";
import type { Lease } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { remaining } from "../../core/allowance-units";
import type { LeaseSchema, ResourceType } from "./schemas";

const DAY_MS = 86_400_000;

export type LeaseStatus = z.infer<typeof LeaseSchema>["status"];

export function effectiveStatus(lease: Pick<Lease, "status" | "termEnd">, now = new Date()): LeaseStatus {
  if (lease.status === "destroyed") return "destroyed";
  if (lease.status === "pending") return "pending";
  return lease.termEnd <= now ? "expired" : "active";
}

export function includedUnits(resourceType: ResourceType): number {
  const cfg = config();
  return resourceType === "person" ? cfg.person.turnLimit : cfg.page.submissionLimit;
}

export function leaseRecord(lease: Lease, now = new Date()): z.infer<typeof LeaseSchema> {
  return {
    id: lease.id,
    status: effectiveStatus(lease, now),
    termStart: lease.termStart.toISOString(),
    termEnd: lease.termEnd.toISOString(),
    termDays: config().lease.termDays,
    unit: lease.resourceType === "person" ? "turns" : "submissions",
    included: lease.includedUnits,
    used: lease.usedUnits,
    remaining: remaining(lease),
    renewals: lease.renewals,
  };
}

/** A new lease, pending until its payment settles. */
export async function createPendingLease(
  tx: Tx,
  input: { resourceType: ResourceType; resourceId: string; principal: string },
  now = new Date(),
): Promise<Lease> {
  return tx.lease.create({
    data: {
      resourceType: input.resourceType,
      resourceId: input.resourceId,
      principal: input.principal,
      status: "pending",
      termStart: now,
      termEnd: new Date(now.getTime() + config().lease.termDays * DAY_MS),
      includedUnits: includedUnits(input.resourceType),
    },
  });
}

/** The payment settled: the lease's term starts now. */
export async function activateLease(tx: Tx, leaseId: string, now = new Date()): Promise<Lease> {
  return tx.lease.update({
    where: { id: leaseId },
    data: { status: "active", termStart: now, termEnd: new Date(now.getTime() + config().lease.termDays * DAY_MS) },
  });
}

/**
 * Renewal: the term is extended by one term from the later of now and the
 * current end, and a new allowance of turns or submissions starts now.
 */
export async function extendLease(tx: Tx, leaseId: string, now = new Date()): Promise<Lease> {
  // Lock the row so that two renewals settling at once both count.
  const [lease] = await tx.$queryRaw<Lease[]>`SELECT * FROM "Lease" WHERE id = ${leaseId} FOR UPDATE`;
  if (!lease) throw new ApiError("not_found", "No such lease.");
  const from = Math.max(now.getTime(), new Date(lease.termEnd).getTime());
  return tx.lease.update({
    where: { id: leaseId },
    data: {
      termStart: now,
      termEnd: new Date(from + config().lease.termDays * DAY_MS),
      usedUnits: 0,
      includedUnits: includedUnits(lease.resourceType),
      renewals: { increment: 1 },
    },
  });
}

/**
 * The principal limit, enforced inside the claiming transaction: a
 * transaction-scoped advisory lock per principal serialises concurrent
 * provisions by the same payer, so the count cannot be raced past.
 */
export async function assertPrincipalCapacity(tx: Tx, principal: string, now = new Date()): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`lease-principal:${principal}`}))`;
  const active = await tx.lease.count({
    where: { principal, status: { in: ["pending", "active"] }, termEnd: { gt: now } },
  });
  const limit = config().lease.maxActiveLeasesPerPrincipal;
  if (active >= limit) {
    throw new ApiError(
      "active_lease_limit",
      `This payer already holds ${active} active leases, the most one principal may hold (maxActiveLeasesPerPrincipal ${limit}). Destroy one or let one expire; nothing was charged.`,
    );
  }
}
