import { cronRoute } from "@/lib/http/cron";
import { drainMail } from "@/lib/mail/queue";
import { drainBookingReminders } from "@/lib/pages/types/scheduler/remind";

/** Serverless: queued emails (confirmations, receipts, signed copies) are sent from this cron, each minute; due booking reminders are queued first. */
export const maxDuration = 300;

export const GET = cronRoute(async () => {
  const reminders = await drainBookingReminders({ max: 200, budgetMs: 60_000 });
  return { ran: reminders + (await drainMail({ max: 500, budgetMs: 180_000 })) };
});
