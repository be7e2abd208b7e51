import { cronRoute } from "@/lib/http/cron";
import { reconcileOpenPayments } from "@/lib/payments/reconcile";

export const GET = cronRoute(async () => reconcileOpenPayments());
