/**
 * The notices a lease gives once per term: lease.expiring (7 days and 1 day
 * before termEnd), lease.expired, and the allowance's low and exhausted
 * events (lib/domains/allowance/allowance.ts). A term is named by its termEnd: a
 * renewal moves termEnd, so every notice can be given again in the new term.
 *
 * "Once" is a row of LeaseNotice, unique per (lease, termEnd, kind), inserted
 * in the same transaction as the event it stands for: of two instances (or a
 * retried job) that give the same notice at once, the second waits for the
 * first's row and then inserts nothing, so it records nothing.
 *
 * The lease timer (`sweepLeaseTimers`) is the periodic job that finds the
 * leases whose term crosses 7 days left, 1 day left or its end: on the job
 * engine's schedule on Node hosts, from the jobs' drain route on Vercel.
 */
import type { Tx } from "../../core/db/client";
import { db } from "../../core/db/client";
import { recordEvent } from "../events/record";
import leaseTimer from "../jobs/definitions/lease-timer";
import type { JobHandler } from "../jobs/engine";
import { log } from "../../core/log";

export type NoticeKind = "expiring_7" | "expiring_1" | "expired" | "units_low" | "units_exhausted";

/**
 * Claims the notice for the lease's term: true when this transaction is the
 * first to give it (record its event then). False too when `termEnd` is no
 * longer the lease's (renewed meanwhile) or the lease is not active.
 */
export async function claimNotice(tx: Tx, notice: { leaseId: string; termEnd: Date; kind: NoticeKind }): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO "LeaseNotice" ("leaseId", "termEnd", kind)
    SELECT id, "termEnd", ${notice.kind} FROM "Lease" WHERE id = ${notice.leaseId} AND "termEnd" = ${notice.termEnd} AND status = 'active'
    ON CONFLICT ("leaseId", "termEnd", kind) DO NOTHING`;
  return inserted === 1;
}

const DAY_MS = 86_400_000;

/**
 * lease.expired is given for terms that ended within this many days: a term
 * that ended longer ago (before the timer first ran, say) is not announced
 * late.
 */
export const EXPIRED_LOOKBACK_DAYS = 7;

/** At most this many leases per kind and query; a later batch or sweep takes the rest. */
const SWEEP_BATCH = 500;

type Due = { id: string; resourceType: "person" | "page"; resourceId: string; termEnd: Date };

/**
 * The leases that are due a notice of `kind` and have not had it this term.
 * expiring_7: active, ending in (1 day, 7 days]; expiring_1: ending in
 * (now, 1 day]; expired: ended within EXPIRED_LOOKBACK_DAYS. A lease already inside the 1-day window is
 * not told "7 days" late: only the notice of the window it is in is due.
 */
async function due(kind: "expiring_7" | "expiring_1" | "expired", now: Date): Promise<Due[]> {
  const [from, to] =
    kind === "expiring_7"
      ? [new Date(now.getTime() + DAY_MS), new Date(now.getTime() + 7 * DAY_MS)]
      : kind === "expiring_1"
        ? [now, new Date(now.getTime() + DAY_MS)]
        : [new Date(now.getTime() - EXPIRED_LOOKBACK_DAYS * DAY_MS), now];
  return db().$queryRaw<Due[]>`
    SELECT l.id, l."resourceType"::text AS "resourceType", l."resourceId", l."termEnd"
    FROM "Lease" l
    WHERE l.status = 'active' AND l."termEnd" > ${from} AND l."termEnd" <= ${to}
      AND NOT EXISTS (SELECT 1 FROM "LeaseNotice" n WHERE n."leaseId" = l.id AND n."termEnd" = l."termEnd" AND n.kind = ${kind})
    ORDER BY l."termEnd"
    LIMIT ${SWEEP_BATCH}`;
}

/** Gives one lease its notice of `kind`, once: the claim and the event commit together, or neither. */
async function give(lease: Due, kind: "expiring_7" | "expiring_1" | "expired"): Promise<boolean> {
  return db().$transaction(async (tx) => {
    // The lease as it is now: renewed or destroyed since it was found, it is due nothing.
    const [current] = await tx.$queryRaw<{ termEnd: Date; status: string }[]>`
      SELECT "termEnd", status::text FROM "Lease" WHERE id = ${lease.id} FOR UPDATE`;
    if (!current || current.status !== "active" || current.termEnd.getTime() !== lease.termEnd.getTime()) return false;
    if (!(await claimNotice(tx, { leaseId: lease.id, termEnd: lease.termEnd, kind }))) return false;
    const termEnd = lease.termEnd.toISOString();
    if (kind === "expired") {
      await recordEvent(tx, { resourceType: lease.resourceType, resourceId: lease.resourceId, type: "lease.expired", actor: "system", data: { termEnd } });
    } else {
      await recordEvent(tx, {
        resourceType: lease.resourceType,
        resourceId: lease.resourceId,
        type: "lease.expiring",
        actor: "system",
        data: { termEnd, daysLeft: kind === "expiring_7" ? 7 : 1 },
      });
    }
    return true;
  });
}

/**
 * One pass of the lease timer: every lease that crossed 7 days left, 1 day
 * left or its end since the last pass gets its event, once per term, even
 * when two instances sweep at the same time. Returns how many were recorded.
 */
export async function sweepLeaseTimers(now = new Date()): Promise<{ expiring: number; expired: number }> {
  const counts = { expiring: 0, expired: 0 };
  for (const kind of ["expired", "expiring_1", "expiring_7"] as const) {
    // Batch after batch (a given notice leaves the next batch), up to a bound per pass; the next pass takes the rest.
    for (let batch = 0; batch < 20; batch++) {
      const found = await due(kind, now);
      let failed = 0;
      for (const lease of found) {
        try {
          if (await give(lease, kind)) counts[kind === "expired" ? "expired" : "expiring"]++;
        } catch (error) {
          failed++;
          log.error({ err: error, leaseId: lease.id, kind }, "A lease notice could not be recorded");
        }
      }
      if (found.length < SWEEP_BATCH || failed === found.length) break;
    }
  }
  return counts;
}

/** How often the timer runs (its job's cron, lib/domains/jobs/definitions/lease-timer.ts): a notice comes at most this late. */
export const LEASE_TIMER_CRON = leaseTimer.cron!;

/** The `lease.timer` job's handler (lib/flows/workers/registry.ts; the workers schedule it on its cron). */
export const leaseTimerHandler: JobHandler<"lease.timer"> = {
  run: async () => {
    const counts = await sweepLeaseTimers();
    if (counts.expiring || counts.expired) log.info(counts, "Lease timer: notices recorded");
  },
};

/** The handler as the engine's drainJobs takes it (tests). */
export const leaseTimerHandlers = { "lease.timer": leaseTimerHandler };
