/**
 * What a Node.js server instance does once at start (instrumentation.ts
 * imports it only in the Node.js runtime, so the Edge build never sees
 * process.exit):
 * - nothing the process writes carries a capability token or webhook secret,
 *   whoever prints it (lib/log.ts scrubProcessOutput);
 * - an instance with a half-configured setup refuses to run, saying what is
 *   missing (lib/startup.ts), rather than failing at the first request;
 * - a long-running server runs the job engine's workers (lib/jobs; person
 *   tasks first) and supervises its queues: attempts whose heartbeat stopped
 *   are retried; webhook deliveries too (TASK_WORKER=on, the default; serverless
 *   deployments pull jobs from after() and the cron routes instead), and schedules
 *   the lease timer (lease.expiring, lease.expired); emails are sent from them too;
 * - the event-loop monitor measures how long the shared thread is held (lib/runtime/loop-monitor.ts).
 */
import { config } from "./lib/config";
import { log, scrubProcessOutput } from "./lib/log";
import { configureJobEngine } from "./lib/jobs/engine";
import { startTaskWorkers } from "./lib/persons/task-worker";
import { startLeaseTimer } from "./lib/leases/notices";
import { startWebhookWorkers } from "./lib/webhooks/delivery";
import { startMailWorkers } from "./lib/mail/queue";
import { startBookingReminderWorkers } from "./lib/pages/types/scheduler/remind";
import { startScheduleSweep } from "./lib/persons/schedule-worker";
import { startupProblems, startupRefusal } from "./lib/startup";
import { startLoopMonitor } from "./lib/runtime/loop-monitor";

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
    startTaskWorkers().catch((error) => log.error({ err: error }, "The job workers did not start"));
    // lease.expiring / lease.expired, every 5 minutes (lib/leases/notices.ts).
    startLeaseTimer().catch((error) => log.error({ err: error }, "The lease timer did not start"));
    startWebhookWorkers().catch((error) => log.error({ err: error }, "The webhook delivery workers did not start"));
    startMailWorkers().catch((error) => log.error({ err: error }, "The email workers did not start"));
    startBookingReminderWorkers().catch((error) => log.error({ err: error }, "The booking reminder workers did not start"));
    // Person schedules, swept every minute (lib/persons/schedule-worker.ts).
    startScheduleSweep().catch((error) => log.error({ err: error }, "The schedule sweep did not start"));
  }
}
