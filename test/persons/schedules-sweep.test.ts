/**
 * Person schedules, swept in this process with the service's clock moved
 * (lib/core/clock setClock): the instants of a cron schedule in a non-UTC zone
 * across daylight-saving changes, the missed-run policies after a "restart"
 * (the clock jumps far ahead while no sweep ran), and runs stopping at
 * exhausted turns and at an expired lease (recorded as not run, one event,
 * no task). The clock is set in 2027, ahead of the real one, so the service
 * under test (whose own sweep reads the real clock) never takes these
 * schedules; each sweep here takes only its own Person's.
 */
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

// Queues of this file's own: the service the suite starts works the default ones with its own model.
vi.hoisted(() => {
  process.env.LEASEHOLD_JOB_NAMESPACE = `test-schedules-${process.pid}.`;
});

import { setClock } from "@/lib/core/clock/clock";
import { db } from "@/lib/core/db/client";
import { queueName, scheduleJob, stopJobEngine } from "@/lib/domains/jobs/engine";
import { newResourceId } from "@/lib/core/ids";
import { createSchedule, listScheduleRuns, sweepSchedules } from "@/lib/domains/persons/work/schedules";
import { SCHEDULE_SWEEP_CRON } from "@/lib/domains/persons/work/schedule-worker";
import { drainTasks } from "@/lib/domains/persons/work/task-worker";

afterEach(() => {
  setClock(null);
});
afterAll(() => stopJobEngine());

const MINUTE = 60_000;

/** A Person straight in the database, its term ending in 2030 (the clock here is moved to 2027). */
async function person(includedUnits = 50) {
  const id = newResourceId("person");
  const lease = await db().lease.create({
    data: { resourceType: "person", resourceId: id, principal: `0x${"5c".repeat(20)}`, status: "active", termStart: new Date("2026-01-01T00:00:00Z"), termEnd: new Date("2030-01-01T00:00:00Z"), includedUnits },
  });
  await db().person.create({ data: { id, leaseId: lease.id, name: "Scheduled", goal: "Work on a schedule." } });
  return { id, leaseId: lease.id };
}

const runsOf = async (scheduleId: string) =>
  (await db().personScheduleRun.findMany({ where: { scheduleId }, orderBy: { scheduledFor: "asc" } })).map((run) => ({
    at: run.scheduledFor.toISOString(),
    status: run.status,
    reason: run.reason,
    task: run.taskId !== null,
  }));
const nextRunAt = async (scheduleId: string) => (await db().personSchedule.findUniqueOrThrow({ where: { id: scheduleId } })).nextRunAt?.toISOString() ?? null;
const eventsOf = async (personId: string, prefix = "person.schedule.") =>
  (await db().timelineEvent.findMany({ where: { resourceId: personId, type: { startsWith: prefix } }, orderBy: { seq: "asc" } })).map((event) => ({ type: event.type, actor: event.actor, data: event.data as Record<string, unknown> }));
const task = { instructions: "Write the morning summary.", maxTurns: 1, missedPolicy: "skip" as const, paused: false };

describe("person schedules (the sweep, with the clock moved)", () => {
  it("a cron schedule in New York and one in Berlin run at 09:00 local time on both sides of a daylight-saving change", async () => {
    const p = await person();
    // New York: winter time (UTC−5) until 14 March 2027, then summer time (UTC−4).
    setClock(new Date("2027-03-12T12:00:00Z"));
    const ny = await createSchedule(p.id, { ...task, title: "New York morning", cron: "0 9 * * *", timezone: "America/New_York" });
    expect(ny.nextRunAt).toBe("2027-03-12T14:00:00.000Z");

    const fired: string[] = [];
    for (let day = 0; day < 4; day++) {
      const due = new Date((await nextRunAt(ny.id))!);
      // A minute early: nothing is due.
      setClock(due.getTime() - MINUTE);
      expect(await sweepSchedules({ personId: p.id })).toEqual({ schedules: 0, fired: 0, skipped: 0 });
      // A minute late: it fires once, even with two sweeps at once.
      setClock(due.getTime() + MINUTE);
      const [a, b] = await Promise.all([sweepSchedules({ personId: p.id }), sweepSchedules({ personId: p.id })]);
      expect(a.fired + b.fired).toBe(1);
      fired.push(due.toISOString());
    }
    expect(fired).toEqual(["2027-03-12T14:00:00.000Z", "2027-03-13T14:00:00.000Z", "2027-03-14T13:00:00.000Z", "2027-03-15T13:00:00.000Z"]);
    expect(await runsOf(ny.id)).toEqual(fired.map((at) => ({ at, status: "fired", reason: null, task: true })));
    expect(await nextRunAt(ny.id)).toBe("2027-03-16T13:00:00.000Z");

    // Each run queued a task with the schedule's title and instructions, created by the service.
    const tasks = await db().task.findMany({ where: { personId: p.id }, orderBy: { createdAt: "asc" } });
    expect(tasks.map((t) => [t.title, t.instructions, t.createdBy, (t.input as { scheduledFor: string }).scheduledFor])).toEqual(fired.map((at) => ["New York morning", task.instructions, "system", at]));
    const firedEvents = (await eventsOf(p.id)).filter((e) => e.type === "person.schedule.fired");
    expect(firedEvents.map((e) => [e.actor, e.data.scheduledFor, e.data.taskId])).toEqual(fired.map((at, i) => ["system", at, tasks[i]!.id]));

    // Berlin: summer time (UTC+2) until 31 October 2027, then winter time (UTC+1).
    setClock(new Date("2027-10-29T12:00:00Z"));
    const berlin = await createSchedule(p.id, { ...task, title: "Berlin morning", cron: "0 9 * * *", timezone: "Europe/Berlin" });
    for (let day = 0; day < 3; day++) {
      setClock(new Date((await nextRunAt(berlin.id))!).getTime() + MINUTE);
      expect((await sweepSchedules({ personId: p.id })).fired).toBe(1);
    }
    expect((await runsOf(berlin.id)).map((run) => run.at)).toEqual(["2027-10-30T07:00:00.000Z", "2027-10-31T08:00:00.000Z", "2027-11-01T08:00:00.000Z"]);
  });

  it("after a restart, missed runs follow their policy: skip records them without tasks, run_once runs once", async () => {
    const p = await person();
    setClock(new Date("2027-01-04T12:00:00Z"));
    const skip = await createSchedule(p.id, { ...task, title: "Skips", cron: "0 9 * * *", timezone: "UTC", missedPolicy: "skip" });
    const once = await createSchedule(p.id, { ...task, title: "Catches up", cron: "0 9 * * *", timezone: "UTC", missedPolicy: "run_once" });
    const oneShotSkip = await createSchedule(p.id, { ...task, title: "One time, skip", runAt: "2027-01-06T10:00:00Z", missedPolicy: "skip" });
    const oneShotOnce = await createSchedule(p.id, { ...task, title: "One time, run once", runAt: "2027-01-06T10:00:00+00:00", missedPolicy: "run_once" });
    const hourly = await createSchedule(p.id, { ...task, title: "Hourly", cron: "0 * * * *", timezone: "UTC", missedPolicy: "skip" });
    expect(skip.nextRunAt).toBe("2027-01-05T09:00:00.000Z");

    // The service was down from the 4th to the 10th, 12:00: 09:00 of the 5th to the 10th were missed (more than 10 minutes ago).
    setClock(new Date("2027-01-10T12:00:00Z"));
    expect(await sweepSchedules({ personId: p.id })).toEqual({ schedules: 5, fired: 3, skipped: 6 + 5 + 1 + 20 });
    const days = ["05", "06", "07", "08", "09", "10"].map((d) => `2027-01-${d}T09:00:00.000Z`);
    expect(await runsOf(skip.id)).toEqual(days.map((at) => ({ at, status: "skipped", reason: "missed", task: false })));
    expect(await runsOf(once.id)).toEqual(days.map((at, i) => (i < 5 ? { at, status: "skipped", reason: "missed", task: false } : { at, status: "fired", reason: null, task: true })));
    expect(await nextRunAt(skip.id)).toBe("2027-01-11T09:00:00.000Z");
    expect(await nextRunAt(once.id)).toBe("2027-01-11T09:00:00.000Z");
    expect(await runsOf(oneShotSkip.id)).toEqual([{ at: "2027-01-06T10:00:00.000Z", status: "skipped", reason: "missed", task: false }]);
    expect(await runsOf(oneShotOnce.id)).toEqual([{ at: "2027-01-06T10:00:00.000Z", status: "fired", reason: null, task: true }]);
    for (const id of [oneShotSkip.id, oneShotOnce.id]) expect(await db().personSchedule.findUniqueOrThrow({ where: { id } })).toMatchObject({ nextRunAt: null, finishedAt: expect.any(Date) });
    // Hourly: 143 instants missed (4 Jan 13:00 to 10 Jan 11:00), the latest 20 recorded; 12:00 is on time (now) and runs.
    const hours = await runsOf(hourly.id);
    expect(hours).toHaveLength(21);
    expect(hours.slice(0, 20).every((run) => run.status === "skipped" && run.reason === "missed" && !run.task)).toBe(true);
    expect([hours[0]!.at, hours[19]!.at]).toEqual(["2027-01-09T16:00:00.000Z", "2027-01-10T11:00:00.000Z"]);
    expect(hours[20]).toEqual({ at: "2027-01-10T12:00:00.000Z", status: "fired", reason: null, task: true });
    expect((await db().task.findMany({ where: { personId: p.id } })).map((t) => t.title).sort()).toEqual(["Catches up", "Hourly", "One time, run once"]);

    // One skipped event per catch-up, with the count.
    const skipped = (await eventsOf(p.id)).filter((e) => e.type === "person.schedule.skipped");
    expect(skipped.map((e) => [e.data.title, e.data.reason, e.data.count, e.data.scheduledFor, e.data.lastScheduledFor]).sort()).toEqual([
      ["Catches up", "missed", 5, days[0], days[4]],
      ["Hourly", "missed", 143, "2027-01-04T13:00:00.000Z", "2027-01-10T11:00:00.000Z"],
      ["One time, skip", "missed", 1, "2027-01-06T10:00:00.000Z", "2027-01-06T10:00:00.000Z"],
      ["Skips", "missed", 6, days[0], days[5]],
    ]);

    // A sweep again changes nothing; one a few minutes late (within the 10-minute grace) is on time, whatever the policy.
    expect(await sweepSchedules({ personId: p.id })).toEqual({ schedules: 0, fired: 0, skipped: 0 });
    await db().personSchedule.delete({ where: { id: hourly.id } });
    setClock(new Date("2027-01-11T09:07:00Z"));
    expect(await sweepSchedules({ personId: p.id })).toEqual({ schedules: 2, fired: 2, skipped: 0 });
    expect((await runsOf(skip.id)).at(-1)).toEqual({ at: "2027-01-11T09:00:00.000Z", status: "fired", reason: null, task: true });
  });

  it("runs stop at exhausted turns and at an expired lease: recorded as not run, one event per stretch, no task; runs use turns like any task", async () => {
    const p = await person(2);
    await db().lease.update({ where: { id: p.leaseId }, data: { usedUnits: 2 } });
    setClock(new Date("2027-02-01T10:30:00Z"));
    const hourly = await createSchedule(p.id, { ...task, title: "Hourly check", cron: "0 * * * *", timezone: "Europe/Berlin" });
    const sweepAt = async (iso: string) => {
      setClock(new Date(iso));
      return sweepSchedules({ personId: p.id });
    };
    expect(await sweepAt("2027-02-01T11:01:00Z")).toEqual({ schedules: 1, fired: 0, skipped: 1 });
    expect(await sweepAt("2027-02-01T12:01:00Z")).toEqual({ schedules: 1, fired: 0, skipped: 1 });
    // The lease's term ends before the next run.
    await db().lease.update({ where: { id: p.leaseId }, data: { termEnd: new Date("2027-02-01T12:30:00Z") } });
    expect(await sweepAt("2027-02-01T13:01:00Z")).toEqual({ schedules: 1, fired: 0, skipped: 1 });
    expect(await sweepAt("2027-02-01T14:01:00Z")).toEqual({ schedules: 1, fired: 0, skipped: 1 });
    expect(await runsOf(hourly.id)).toEqual([
      { at: "2027-02-01T11:00:00.000Z", status: "skipped", reason: "turns_exhausted", task: false },
      { at: "2027-02-01T12:00:00.000Z", status: "skipped", reason: "turns_exhausted", task: false },
      { at: "2027-02-01T13:00:00.000Z", status: "skipped", reason: "lease_expired", task: false },
      { at: "2027-02-01T14:00:00.000Z", status: "skipped", reason: "lease_expired", task: false },
    ]);
    expect(await db().task.count({ where: { personId: p.id } })).toBe(0);
    // One event when the schedule starts being skipped for a reason, not one per run.
    expect((await eventsOf(p.id)).filter((e) => e.type === "person.schedule.skipped").map((e) => [e.actor, e.data.reason, e.data.scheduledFor])).toEqual([
      ["system", "turns_exhausted", "2027-02-01T11:00:00.000Z"],
      ["system", "lease_expired", "2027-02-01T13:00:00.000Z"],
    ]);

    // Renewed (a new term, turns reset): the next run fires, and its task takes a turn when it runs.
    await db().lease.update({ where: { id: p.leaseId }, data: { usedUnits: 0, termEnd: new Date("2030-01-01T00:00:00Z") } });
    expect(await sweepAt("2027-02-01T15:01:00Z")).toEqual({ schedules: 1, fired: 1, skipped: 0 });
    setClock(null);
    const model = new MockLanguageModelV4({
      doGenerate: async () => ({
        content: [{ type: "text", text: "Checked." }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 3, text: 3, reasoning: 0 } },
        warnings: [],
      }),
    });
    await drainTasks({ model, max: 20 });
    expect((await db().lease.findUniqueOrThrow({ where: { id: p.leaseId } })).usedUnits).toBe(1);
    const { runs } = await listScheduleRuns(p.id, hourly.id, { limit: 2 });
    expect(runs[0]).toMatchObject({ scheduledFor: "2027-02-01T15:00:00.000Z", status: "fired", reason: null, task: { status: "succeeded", turnsUsed: 1, result: { text: "Checked." }, error: null } });
    expect(runs[1]).toMatchObject({ scheduledFor: "2027-02-01T14:00:00.000Z", status: "skipped", reason: "lease_expired", taskId: null, task: null });
  });

  it("a paused Person's schedules run nothing: skipped as person_paused (one event), and the next instant after the resume runs", async () => {
    const p = await person(10);
    setClock(new Date("2027-03-01T10:30:00Z"));
    const hourly = await createSchedule(p.id, { ...task, title: "Paused check", cron: "0 * * * *", timezone: "Europe/Berlin" });
    const sweepAt = async (iso: string) => {
      setClock(new Date(iso));
      return sweepSchedules({ personId: p.id });
    };
    await db().person.update({ where: { id: p.id }, data: { pausedAt: new Date("2027-03-01T10:45:00Z") } });
    expect(await sweepAt("2027-03-01T11:01:00Z")).toEqual({ schedules: 1, fired: 0, skipped: 1 });
    expect(await sweepAt("2027-03-01T12:01:00Z")).toEqual({ schedules: 1, fired: 0, skipped: 1 });
    expect(await db().task.count({ where: { personId: p.id } })).toBe(0);
    await db().person.update({ where: { id: p.id }, data: { pausedAt: null } });
    expect(await sweepAt("2027-03-01T13:01:00Z")).toEqual({ schedules: 1, fired: 1, skipped: 0 });
    expect((await runsOf(hourly.id)).map((run) => [run.at, run.status, run.reason])).toEqual([
      ["2027-03-01T11:00:00.000Z", "skipped", "person_paused"],
      ["2027-03-01T12:00:00.000Z", "skipped", "person_paused"],
      ["2027-03-01T13:00:00.000Z", "fired", null],
    ]);
    expect((await eventsOf(p.id)).filter((e) => e.type === "person.schedule.skipped").map((e) => e.data.reason)).toEqual(["person_paused"]);
  });

  it("the sweep is scheduled on the job engine every minute (pg-boss cron, UTC), once however many workers schedule it", async () => {
    await Promise.all([scheduleJob("person.schedule.sweep", SCHEDULE_SWEEP_CRON, {}), scheduleJob("person.schedule.sweep", SCHEDULE_SWEEP_CRON, {})]);
    const rows = await db().$queryRaw<{ name: string; cron: string; timezone: string }[]>`
      SELECT name, cron, timezone FROM pgboss.schedule WHERE name = ${queueName("person.schedule.sweep")}`;
    expect(rows).toEqual([{ name: queueName("person.schedule.sweep"), cron: "* * * * *", timezone: "UTC" }]);
  });
});
