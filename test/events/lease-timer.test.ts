/**
 * The lease timer (lib/domains/leases/notices.ts): lease.expiring 7 days and 1 day
 * before termEnd and lease.expired, once per term each, also when two
 * workers sweep at once (two in this process, one in another process, the
 * service's cron route when the test service has a CRON_SECRET, and a job
 * through the job engine), and again in a new
 * term after a renewal.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { vi, describe, expect, it } from "vitest";

vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-lease-timer-${process.pid}.`;
});

import { db } from "@/lib/core/db/client";
import { drainJobs, enqueue, queueName, scheduleJob, stopJobEngine } from "@/lib/domains/jobs/engine";
import { extendLease } from "@/lib/domains/leases/lease";
import { LEASE_TIMER_CRON, leaseTimerHandlers, sweepLeaseTimers } from "@/lib/domains/leases/notices";
import { api } from "../support/agent";
import { eventsOf, leasePage, leasePerson } from "./support";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A sweep in another process (another instance of the service). */
const otherProcessSweep = () =>
  new Promise<{ expiring: number; expired: number }>((resolve, reject) => {
    const root = path.resolve(import.meta.dirname, "../..");
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "test/events/sweep-child.ts")], { cwd: root, env: { ...process.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1)!)) : reject(new Error(`sweep child exited ${code}`))));
  });

/** The service's drain route (Vercel Cron's way: it queues the lease timer's due occurrence once and runs it), when the test service has a CRON_SECRET. */
const cronSweep = async () => {
  const secret = process.env.CRON_SECRET;
  if (!secret) return null;
  const response = await api("/api/internal/jobs/drain", { headers: { authorization: `Bearer ${secret}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

const notices = async (resource: Awaited<ReturnType<typeof leasePerson>>) =>
  (await eventsOf(resource)).filter((e) => e.type.startsWith("lease.")).map((e) => [e.type, e.actor, e.data]);

describe("the lease timer", () => {
  it("records lease.expiring (7 days, 1 day) and lease.expired once each, with concurrent sweeps", async () => {
    const in6Days = await leasePerson({ termMs: 6 * DAY });
    const in12Hours = await leasePage("custom_form", { title: "T", fields: [{ name: "a", label: "A", type: "text" }] }, { termMs: 12 * HOUR });
    const ended = await leasePerson({ termMs: 10 * DAY });
    await db().lease.update({ where: { id: ended.leaseId }, data: { termEnd: new Date(Date.now() - 60_000) } });
    const longAgo = await leasePerson({ termMs: DAY });
    await db().lease.update({ where: { id: longAgo.leaseId }, data: { termEnd: new Date(Date.now() - 10 * DAY) } });
    const far = await leasePerson({ termMs: 20 * DAY });

    // Two workers here, the service's own (its cron route), and a job on the engine, all at once.
    await db().$transaction((tx) => enqueue(tx, "lease.timer", {}));
    await Promise.all([sweepLeaseTimers(), sweepLeaseTimers(), otherProcessSweep(), cronSweep(), drainJobs(leaseTimerHandlers, { max: 5 })]);
    await Promise.all([sweepLeaseTimers(), cronSweep()]);

    const termEnd = async (leaseId: string) => (await db().lease.findUniqueOrThrow({ where: { id: leaseId } })).termEnd.toISOString();
    expect(await notices(in6Days)).toEqual([["lease.expiring", "system", { termEnd: await termEnd(in6Days.leaseId), daysLeft: 7 }]]);
    expect(await notices(in12Hours)).toEqual([["lease.expiring", "system", { termEnd: await termEnd(in12Hours.leaseId), daysLeft: 1 }]]);
    expect(await notices(ended)).toEqual([["lease.expired", "system", { termEnd: await termEnd(ended.leaseId) }]]);
    expect(await db().timelineEvent.count({ where: { resourceId: longAgo.id } })).toBe(0); // ended before the lookback
    expect(await eventsOf(far)).toEqual([]);

    // Time passes (the terms are moved, not the clock: the sweep must not touch other tests' leases). The 6-day
    // lease is in its last day: told once; the 12-hour one ended: told once.
    await db().lease.update({ where: { id: in6Days.leaseId }, data: { termEnd: new Date(Date.now() + 12 * HOUR) } });
    await db().lease.update({ where: { id: in12Hours.leaseId }, data: { termEnd: new Date(Date.now() - 60_000) } });
    await Promise.all([sweepLeaseTimers(), otherProcessSweep(), cronSweep()]);
    await sweepLeaseTimers();
    expect((await notices(in6Days)).map((n) => [n[0], (n[2] as { daysLeft?: number }).daysLeft])).toEqual([
      ["lease.expiring", 7],
      ["lease.expiring", 1],
    ]);
    expect((await notices(in12Hours)).map((n) => n[0])).toEqual(["lease.expiring", "lease.expired"]);

    // A renewal starts a new term (termEnd moves, 30 days on): nothing is due now; when that term ends, lease.expired again.
    await db().$transaction((tx) => extendLease(tx, ended.leaseId));
    await sweepLeaseTimers();
    expect((await notices(ended)).map((n) => n[0])).toEqual(["lease.expired"]);
    await db().lease.update({ where: { id: ended.leaseId }, data: { termEnd: new Date(Date.now() - 1_000) } });
    await Promise.all([sweepLeaseTimers(), sweepLeaseTimers()]);
    expect((await notices(ended)).map((n) => n[0])).toEqual(["lease.expired", "lease.expired"]);
    await stopJobEngine();
  });

  it("is scheduled on the job engine every 5 minutes (pg-boss cron, UTC), once however many workers schedule it", async () => {
    await Promise.all([scheduleJob("lease.timer", LEASE_TIMER_CRON, {}), scheduleJob("lease.timer", LEASE_TIMER_CRON, {})]);
    const rows = await db().$queryRaw<{ name: string; cron: string; timezone: string }[]>`
      SELECT name, cron, timezone FROM pgboss.schedule WHERE name = ${queueName("lease.timer")}`;
    expect(rows).toEqual([{ name: queueName("lease.timer"), cron: "*/5 * * * *", timezone: "UTC" }]);
    await stopJobEngine();
  });
});
