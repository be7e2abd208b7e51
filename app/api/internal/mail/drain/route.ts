import { cronRoute } from "@/lib/http/cron";
import { drainMail } from "@/lib/mail/queue";

/** Serverless: queued emails (confirmations, receipts, signed copies) are sent from this cron, each minute. */
export const maxDuration = 300;

export const GET = cronRoute(async () => ({ ran: await drainMail({ max: 500, budgetMs: 240_000 }) }));
