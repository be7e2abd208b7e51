import { cronRoute } from "@/lib/adapters/http/cron";
import { drainAllJobs } from "@/lib/flows/workers/start";

/**
 * Serverless's one job route (vercel.json, every minute): every job's queue pulled side by side (Person tasks,
 * webhook deliveries, emails, reminders...), each recurring job's occurrence queued once (the lease timer, the
 * schedule sweep), tasks left without a job given one. As long as a serverless function may (PULL_MAX_DURATION_SECONDS
 * in lib/domains/jobs/definitions/define.ts).
 */
export const maxDuration = 300;

export const GET = cronRoute(async () => drainAllJobs());
