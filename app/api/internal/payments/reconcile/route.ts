import { cronRoute } from "@/lib/adapters/http/cron";
import { reconcileOpenPayments } from "@/lib/flows/purchase/reconcile";

export const GET = cronRoute(async () => reconcileOpenPayments());
