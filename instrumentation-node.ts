/**
 * What a Node.js server instance does once at start (instrumentation.ts
 * imports it only in the Node.js runtime, so the Edge build never sees
 * process.exit):
 * - an instance with a half-configured setup refuses to run, saying what is
 *   missing (lib/startup.ts), rather than failing at the first request;
 * - a long-running server works the task queue in the background
 *   (TASK_WORKER=on, the default; serverless deployments use the cron route).
 */
import { config } from "./lib/config";
import { log } from "./lib/log";
import { startTaskLoop } from "./lib/persons/task-worker";
import { startupProblems, startupRefusal } from "./lib/startup";

export function startInstance(): void {
  const { problems, warnings } = startupProblems();
  if (problems.length) {
    log.fatal({ problems }, startupRefusal(problems));
    process.exit(1);
  }
  for (const warning of warnings) log.warn(warning);
  if (config().tasks.worker && !config().vercel) startTaskLoop();
}
