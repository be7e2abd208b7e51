import { cronRoute } from "@/lib/http/cron";
import { drainTasks } from "@/lib/persons/task-worker";

export const GET = cronRoute(async () => ({ ran: await drainTasks({ max: 20 }) }));
