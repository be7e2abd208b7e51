import { cronRoute } from "@/lib/http/cron";
import { sweepSchedules } from "@/lib/persons/schedules";

/** The schedule sweep on Vercel (vercel.json, every minute): due Person schedules run or are recorded as skipped. */
export const GET = cronRoute(async () => sweepSchedules());
