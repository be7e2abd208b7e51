import { cronRoute } from "@/lib/http/cron";
import { drainWebhooks } from "@/lib/webhooks/delivery";

/** Serverless: webhook deliveries (and the ones to give up) run from this cron, each minute, for as long as a function may. */
export const maxDuration = 300;

export const GET = cronRoute(async () => ({ ran: await drainWebhooks({ max: 2000, budgetMs: 240_000 }) }));
