/**
 * The schedule sweep (lib/domains/persons/work/schedules.ts) as a job: `person.schedule.sweep`
 * (lib/domains/jobs/definitions/person-schedule-sweep.ts), every minute on its cron,
 * from the job engine's schedule in long-running servers and from the jobs'
 * drain route on Vercel (lib/flows/workers). The tasks a sweep queues are
 * `person.task` jobs, worked like any task.
 */
import personScheduleSweep from "../../jobs/definitions/person-schedule-sweep";
import type { JobHandler } from "../../jobs/engine";
import { log } from "../../../core/log";
import { sweepSchedules } from "./schedules";

/** How often the sweep runs (its job's cron): a run starts at most about this late (a minute, and the sweep's own time). */
export const SCHEDULE_SWEEP_CRON = personScheduleSweep.cron!;

/** The `person.schedule.sweep` job's handler (lib/flows/workers/registry.ts). */
export const scheduleSweepHandler: JobHandler<"person.schedule.sweep"> = {
  run: async () => {
    const totals = await sweepSchedules();
    if (totals.schedules) log.info(totals, "Schedule sweep: runs handled");
  },
};
