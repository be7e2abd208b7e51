/**
 * Runs the schedule sweep (lib/persons/schedules.ts) every minute: the
 * `person.schedule.sweep` job on the job engine's schedule in long-running
 * servers, and GET /api/internal/schedules/sweep from Vercel Cron. The tasks
 * a sweep queues are `person.task` jobs, worked like any task.
 */
import { scheduleJob, startJobWorkers, type JobHandlers } from "../jobs/engine";
import { log } from "../log";
import { sweepSchedules } from "./schedules";

/** How often the sweep runs: a run starts at most about this late (a minute, and the sweep's own time). */
export const SCHEDULE_SWEEP_CRON = "* * * * *";

export const scheduleSweepHandlers: JobHandlers = {
  "person.schedule.sweep": {
    run: async () => {
      const totals = await sweepSchedules();
      if (totals.schedules) log.info(totals, "Schedule sweep: runs handled");
    },
  },
};

/** A long-running server: runs the sweep's jobs and schedules it every minute (Vercel: app/api/internal/schedules/sweep). */
export async function startScheduleSweep(options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  await startJobWorkers(scheduleSweepHandlers, options);
  await scheduleJob("person.schedule.sweep", SCHEDULE_SWEEP_CRON, {});
}
