/**
 * Routes for schedulers (Vercel Cron and the like): they must present
 * Authorization: Bearer <CRON_SECRET>; without CRON_SECRET configured they
 * are closed.
 */
import { timingSafeEqual } from "node:crypto";
import { config } from "../../core/config";
import { ApiError } from "../../core/http/errors";
import { apiRoute } from "./handler";

export function cronRoute(handler: (request: Request) => Promise<Record<string, unknown>>) {
  return apiRoute(async (request: Request) => {
    const secret = config().cronSecret;
    const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
    const ok = !!secret && presented.length === secret.length && timingSafeEqual(Buffer.from(presented), Buffer.from(secret));
    if (!ok) throw new ApiError("unauthorized", "This route is for the scheduler: send Authorization: Bearer <CRON_SECRET> (and configure CRON_SECRET).");
    return Response.json(await handler(request), { headers: { "Cache-Control": "no-store" } });
  });
}
