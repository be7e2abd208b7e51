import { checkHealth, isOperator } from "@/lib/adapters/health/health";
import { apiRoute } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: Request) => {
  // Filesystem paths for operators only (lib/adapters/health/health.ts).
  const health = await checkHealth(isOperator(request));
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
