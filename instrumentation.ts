/**
 * Runs once when a server instance starts (never during next build):
 * - an instance with a half-configured payment or model setup refuses to run,
 *   saying what is missing, rather than failing at the first request;
 * - a long-running server works the task queue in the background
 *   (TASK_WORKER=on, the default; serverless deployments use the cron route).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { config, paymentSetup } = await import("./lib/config");
  const { modelProblems } = await import("./lib/persons/model");
  const payments = paymentSetup();
  const problems = [
    ...(payments.mode === "unconfigured" ? [`payments are not configured: set ${payments.problems.join("; ")}`] : []),
    ...(modelProblems().length ? [`the language model is half-configured: set ${modelProblems().join("; ")}`] : []),
    ...(!process.env.NEXTAUTH_SECRET ? ["counterpart sign-in has no session secret: set NEXTAUTH_SECRET (32 random bytes, e.g. openssl rand -base64 32)"] : []),
  ];
  if (problems.length) {
    console.error(
      `Leasehold cannot start: ${problems.join("; and ")}. (npm start runs a local chain with test USDC when none of the payment settings is set; with no model settings Persons use the offline model.)`,
    );
    process.exit(1);
  }
  if (config().tasks.worker && !process.env.VERCEL) {
    const { startTaskLoop } = await import("./lib/persons/task-worker");
    startTaskLoop();
  }
}
