/**
 * A recurring job on serverless (no worker runs pg-boss's cron pass): the
 * drain route queues its latest due occurrence, once however many drains
 * ask at once (the job's id is derived from the occurrence), and pulls it
 * like any job. In a queue namespace of its own, so the suite's service
 * never takes the job.
 */
import { afterAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-recurring-${process.pid}.`;
});

import { db } from "@/lib/core/db/client";
import { drainJobs, enqueueDueOccurrence, queueName, stopJobEngine } from "@/lib/domains/jobs/engine";
import { leaseTimerHandler } from "@/lib/domains/leases/notices";

afterAll(() => stopJobEngine());

describe("a recurring job on serverless", () => {
  it("queues its due occurrence once however many drains ask, and the drain runs it", async () => {
    const now = new Date();
    const queued = await Promise.all([enqueueDueOccurrence("lease.timer", now), enqueueDueOccurrence("lease.timer", now), enqueueDueOccurrence("lease.timer", now)]);
    expect(queued.filter(Boolean)).toHaveLength(1);
    // The occurrence is the last 5-minute mark (the job's cron, UTC): its job waits, once.
    const jobs = await db().$queryRawUnsafe<{ id: string; state: string }[]>(`SELECT id, state FROM pgboss.job WHERE name = $1`, queueName("lease.timer"));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe("created");

    expect(await drainJobs({ "lease.timer": leaseTimerHandler }, { max: 5 })).toBe(1);
    // Done, it is not queued again by a later drain of the same occurrence.
    expect(await enqueueDueOccurrence("lease.timer", now)).toBe(false);
    const after = await db().$queryRawUnsafe<{ id: string; state: string }[]>(`SELECT id, state FROM pgboss.job WHERE name = $1`, queueName("lease.timer"));
    expect(after).toEqual([{ id: jobs[0]!.id, state: "completed" }]);
  });
});
