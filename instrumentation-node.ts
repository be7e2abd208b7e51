/**
 * What a Node.js server instance does once at start (instrumentation.ts
 * imports it only in the Node.js runtime, so the Edge build never sees
 * process.exit):
 * - nothing the process writes carries a capability token or webhook secret,
 *   whoever prints it (lib/core/log.ts scrubProcessOutput);
 * - an instance with a half-configured setup refuses to run, saying what is
 *   missing (lib/adapters/health/startup.ts), rather than failing at the first request;
 * - a long-running server runs every job's workers (lib/flows/workers: the jobs of
 *   lib/domains/jobs/definitions with their handlers) and supervises their queues:
 *   attempts whose heartbeat stopped are retried; recurring jobs (the lease
 *   timer, the schedule sweep) are sent on their cron (TASK_WORKER=on, the
 *   default; serverless deployments pull jobs from after() and the jobs'
 *   drain route instead);
 * - the event-loop monitor measures how long the shared thread is held (lib/core/runtime/loop-monitor.ts).
 */
import { config } from "./lib/core/config";
import { log, scrubProcessOutput } from "./lib/core/log";
import { configureJobEngine } from "./lib/domains/jobs/engine";
import { startWorkers } from "./lib/flows/workers/start";
import { startupProblems, startupRefusal } from "./lib/adapters/health/startup";
import { startLoopMonitor } from "./lib/core/runtime/loop-monitor";

export function startInstance(): void {
  scrubProcessOutput();
  // How long the shared thread is held, from the first request on (GET /api/internal/runtime).
  startLoopMonitor();
  const { problems, warnings } = startupProblems();
  if (problems.length) {
    log.fatal({ problems }, startupRefusal(problems));
    process.exit(1);
  }
  for (const warning of warnings) log.warn(warning);
  if (config().tasks.worker && !config().vercel) {
    configureJobEngine({ supervise: true });
    startWorkers().catch((error) => log.error({ err: error }, "The job workers did not start"));
  }
}
