/**
 * Runs once when a server instance starts (never during next build):
 * - an instance with a half-configured setup refuses to run, saying what is
 *   missing (lib/startup.ts), rather than failing at the first request;
 * - a long-running server works the task queue in the background
 *   (TASK_WORKER=on, the default; serverless deployments use the cron route).
 * Errors Next.js catches while rendering or routing are logged as JSON too.
 */
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { log } = await import("./lib/log");
  const { startupProblems, startupRefusal } = await import("./lib/startup");
  const { problems, warnings } = startupProblems();
  if (problems.length) {
    log.fatal({ problems }, startupRefusal(problems));
    process.exit(1);
  }
  for (const warning of warnings) log.warn(warning);
  const { config } = await import("./lib/config");
  if (config().tasks.worker && !config().vercel) {
    const { startTaskLoop } = await import("./lib/persons/task-worker");
    startTaskLoop();
  }
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("./lib/log");
  const { REQUEST_ID_HEADER, isSaneRequestId } = await import("./lib/http/request-context");
  const header = [request.headers[REQUEST_ID_HEADER]].flat()[0];
  log.error(
    {
      err: error,
      reqId: isSaneRequestId(header) ? header : undefined,
      method: request.method,
      path: request.path.split("?")[0],
      routePath: context.routePath,
      routeType: context.routeType,
    },
    "Request error",
  );
};
