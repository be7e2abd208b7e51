import { cronRoute } from "@/lib/adapters/http/cron";
import { loopFigures } from "@/lib/core/runtime/loop-monitor";

/**
 * This instance's main thread, for operators (Authorization: Bearer <CRON_SECRET>):
 * the event loop's longest stall in CPU time and in delay since the last reset
 * (`?reset=1` starts new figures after answering), or over the ticks after a
 * moment (`?since=<epoch ms>`, up to two minutes back, which disturbs no other
 * reader), and the process's memory.
 * Not scheduled in vercel.json: it reads, it does no work.
 */
export const GET = cronRoute(async (request) => {
  const query = new URL(request.url).searchParams;
  const since = Number(query.get("since"));
  const { rss, heapUsed } = process.memoryUsage();
  const eventLoop = query.has("since") && Number.isFinite(since) ? loopFigures({ since }) : loopFigures({ reset: query.get("reset") === "1" });
  return { eventLoop, memory: { rssBytes: rss, heapUsedBytes: heapUsed } };
});
