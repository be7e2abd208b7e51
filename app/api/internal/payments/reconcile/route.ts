import { cronRoute } from "@/lib/http/cron";
import { reconcileOpenPayments } from "@/lib/purchase/reconcile";

export const GET = cronRoute(async () => reconcileOpenPayments());
