/**
 * Running every job, from the one registry (lib/flows/workers/registry.ts):
 * - startWorkers(): a long-running server's one start call
 *   (instrumentation-node.ts): every job's workers, each recurring job on its
 *   cron (pg-boss's schedule), and a job for each task an earlier version
 *   left without one;
 * - drainAllJobs(): serverless's one cron route (/api/internal/jobs/drain,
 *   vercel.json, every minute): the same work pulled on demand.
 */
import { JOB_DEFINITIONS, PULL_MAX_DURATION_SECONDS } from "../../domains/jobs/catalogue";
import { drainJobs, enqueueDueOccurrence, scheduleJob, startJobWorkers } from "../../domains/jobs/engine";
import { log } from "../../core/log";
import { adoptOrphanTasks } from "../../domains/persons/work/task-worker";
import { loadJobHandlers } from "./registry";

/** Drained per run when a definition says nothing (`drain` in lib/domains/jobs/definitions/define.ts). */
const DEFAULT_DRAIN = { max: 25, budgetSeconds: PULL_MAX_DURATION_SECONDS / 2 };

export async function startWorkers(): Promise<void> {
  await adoptOrphanTasks().catch((error) => log.error({ err: error }, "Tasks without a job could not be given one"));
  await startJobWorkers(await loadJobHandlers());
  for (const definition of JOB_DEFINITIONS) if (definition.cron) await scheduleJob(definition.name, definition.cron, {});
}

/**
 * One run of the drain route: unfinished tasks without a job get one; each
 * recurring job's latest occurrence (if it fell in the last minutes) is
 * queued once; then every job's queue is pulled side by side, each up to its
 * definition's `drain` limits (a long model step holds up no email).
 */
export async function drainAllJobs(now = new Date()): Promise<{ ran: number; adopted?: number; scheduled?: string[] }> {
  const adopted = await adoptOrphanTasks();
  const scheduled: string[] = [];
  for (const definition of JOB_DEFINITIONS) if (definition.cron && (await enqueueDueOccurrence(definition.name, now))) scheduled.push(definition.name);
  const handlers = await loadJobHandlers();
  const ran = await Promise.all(
    JOB_DEFINITIONS.map((definition) => {
      const { max, budgetSeconds } = definition.drain ?? DEFAULT_DRAIN;
      return drainJobs({ [definition.name]: handlers[definition.name] }, { max, budgetMs: budgetSeconds * 1000 });
    }),
  );
  return { ran: ran.reduce((a, b) => a + b, 0), ...(adopted ? { adopted } : {}), ...(scheduled.length ? { scheduled } : {}) };
}
