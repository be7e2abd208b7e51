import { cronRoute } from "@/lib/http/cron";
import { sweepLeaseTimers } from "@/lib/leases/notices";

/** The lease timer on Vercel (vercel.json, every 5 minutes): lease.expiring and lease.expired, once per term each. */
export const GET = cronRoute(async () => sweepLeaseTimers());
