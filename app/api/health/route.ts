import { checkHealth } from "@/lib/health";
import { apiRoute } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
