/** npm run payments:reconcile: resolve payments whose settlement outcome is open (a cron in deployments). */
import { loadDotEnv } from "../lib/core/db/server";

async function main() {
  loadDotEnv();
  if (!process.env.DATABASE_URL) {
    console.error("payments:reconcile needs DATABASE_URL (and the payment settings of the running service).");
    process.exit(2);
  }
  const { reconcileOpenPayments } = await import("../lib/flows/purchase/reconcile");
  console.log(JSON.stringify(await reconcileOpenPayments()));
  process.exit(0);
}

void main();
