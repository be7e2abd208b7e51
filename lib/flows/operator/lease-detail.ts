/**
 * One lease as the operator console shows it: the lease and its
 * resource's name, its payments with their transaction hashes, its tokens
 * (issued, refreshed, revoked: hints only, never a secret), its OAuth grants,
 * its latest events, its webhook endpoints and their latest delivery attempts,
 * and the audit rows that name it.
 */
import { db } from "../../core/db/client";
import { leaseIdentity, RESOURCE_NAME, type LeaseIdentity } from "./lease-row";
import { listOperatorActions } from "./audit";
import type { OperatorActionRecord } from "./types";

export interface LeaseDetail extends LeaseIdentity {
  suspendedAt: string | null;
  suspendedReason: string | null;
  termStart: string;
  termEnd: string;
  includedUnits: number;
  usedUnits: number;
  renewals: number;
  createdAt: string;
  payments: { id: string; purpose: string; amount: string; status: string; transaction: string | null; createdAt: string }[];
  tokens: { id: string; hint: string; createdAt: string; expiresAt: string; revokedAt: string | null; refreshed: boolean }[];
  grants: { id: string; clientName: string; scope: string; createdAt: string; revokedAt: string | null }[];
  events: { seq: number; type: string; actor: string; createdAt: string }[];
  webhooks: { id: string; url: string; enabled: boolean; lastOk: boolean | null }[];
  /** The latest delivery attempts to any of its endpoints, newest first (at most 20): what an operator checks when a controller says it hears nothing. */
  deliveries: { endpointId: string; eventId: string; eventType: string; attempt: number; status: number | null; ok: boolean; latencyMs: number; error: string | null; createdAt: string }[];
  audit: OperatorActionRecord[];
}

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

export async function leaseDetail(leaseId: string): Promise<LeaseDetail | null> {
  const lease = await db().lease.findUnique({
    where: { id: leaseId },
    include: {
      ...RESOURCE_NAME,
      payments: { orderBy: { createdAt: "desc" }, take: 50 },
      tokens: { orderBy: { createdAt: "desc" }, take: 50 },
      oauthGrants: { orderBy: { createdAt: "desc" }, take: 50 },
      webhooks: { include: { deliveries: { orderBy: { id: "desc" }, take: 1, select: { ok: true } } } },
    },
  });
  if (!lease) return null;
  const deliveries = await db().webhookDelivery.findMany({
    where: { endpoint: { leaseId: lease.id } },
    orderBy: { id: "desc" },
    take: 20,
    select: { endpointId: true, eventId: true, eventType: true, attempt: true, status: true, ok: true, latencyMs: true, error: true, createdAt: true },
  });
  const events = await db().timelineEvent.findMany({ where: { resourceId: lease.resourceId }, orderBy: { seq: "desc" }, take: 20, select: { seq: true, type: true, actor: true, createdAt: true } });
  return {
    ...leaseIdentity(lease),
    suspendedAt: iso(lease.suspendedAt),
    suspendedReason: lease.suspendedReason,
    termStart: lease.termStart.toISOString(),
    termEnd: lease.termEnd.toISOString(),
    includedUnits: lease.includedUnits,
    usedUnits: lease.usedUnits,
    renewals: lease.renewals,
    createdAt: lease.createdAt.toISOString(),
    payments: lease.payments.map((p) => ({ id: p.id, purpose: p.purpose, amount: p.amount.toString(), status: p.status, transaction: p.transaction, createdAt: p.createdAt.toISOString() })),
    tokens: lease.tokens.map((t) => ({ id: t.id, hint: t.hint, createdAt: t.createdAt.toISOString(), expiresAt: t.expiresAt.toISOString(), revokedAt: iso(t.revokedAt), refreshed: t.replacedById !== null })),
    grants: lease.oauthGrants.map((g) => ({ id: g.id, clientName: g.clientName, scope: g.scope, createdAt: g.createdAt.toISOString(), revokedAt: iso(g.revokedAt) })),
    events: events.map((e) => ({ seq: e.seq, type: e.type, actor: e.actor, createdAt: e.createdAt.toISOString() })),
    webhooks: lease.webhooks.map((w) => ({ id: w.id, url: w.url, enabled: w.enabled, lastOk: w.deliveries[0]?.ok ?? null })),
    deliveries: deliveries.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
    audit: await listOperatorActions({ leaseId: lease.id, limit: 50 }),
  };
}

/** The lease of a resource id (the console's search takes either). */
export async function leaseIdOfResource(resourceId: string): Promise<string | null> {
  return (await db().lease.findUnique({ where: { resourceId }, select: { id: true } }))?.id ?? null;
}
