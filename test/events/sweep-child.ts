/**
 * A second worker for test/events/lease-timer.test.ts: one lease-timer sweep
 * (lib/domains/leases/notices.ts) in a process of its own, printing its counts.
 */
import { sweepLeaseTimers } from "@/lib/domains/leases/notices";

sweepLeaseTimers().then(
  (counts) => {
    console.log(JSON.stringify(counts));
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
