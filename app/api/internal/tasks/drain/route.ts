import { cronRoute } from "@/lib/http/cron";
import { adoptOrphanTasks, drainTasks } from "@/lib/persons/task-worker";

/** Runs model steps: as long as a serverless function may (PULL_MAX_DURATION_SECONDS in lib/jobs/catalogue.ts). */
export const maxDuration = 300;

export const GET = cronRoute(async () => {
  const adopted = await adoptOrphanTasks();
  return { ran: await drainTasks({ max: 20 }), ...(adopted ? { adopted } : {}) };
});
