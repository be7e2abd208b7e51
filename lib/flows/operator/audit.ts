/**
 * The audit log: every operator action writes one `OperatorAction` row in the
 * transaction of its change (a rolled-back action leaves none), and the
 * console reads them back newest first.
 */
import type { Prisma } from "../../core/db/generated/client";
import { db, type Tx } from "../../core/db/client";
import type { Operator, OperatorActionName, OperatorActionRecord } from "./types";

export interface AuditEntry {
  action: OperatorActionName;
  leaseId?: string | null;
  resourceType?: string | null;
  resourceId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function recordOperatorAction(tx: Tx, operator: Operator, entry: AuditEntry): Promise<string> {
  const row = await tx.operatorAction.create({
    data: {
      operatorEmail: operator.email,
      operatorUserId: operator.userId,
      action: entry.action,
      leaseId: entry.leaseId ?? null,
      resourceType: entry.resourceType ?? null,
      resourceId: entry.resourceId ?? null,
      reason: entry.reason ?? null,
      details: (entry.details ?? {}) as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  return row.id;
}

/** The latest audit rows, of one lease when `leaseId` is given (at most `limit`, 200 at most). */
export async function listOperatorActions(options: { leaseId?: string; limit?: number } = {}): Promise<OperatorActionRecord[]> {
  const rows = await db().operatorAction.findMany({
    where: options.leaseId ? { leaseId: options.leaseId } : {},
    orderBy: { createdAt: "desc" },
    take: Math.min(Math.max(options.limit ?? 50, 1), 200),
  });
  return rows.map((row) => ({
    id: row.id,
    operatorEmail: row.operatorEmail,
    action: row.action as OperatorActionName,
    leaseId: row.leaseId,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}
