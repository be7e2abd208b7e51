import { checkHealth, isOperator } from "@/lib/health";
import { apiRoute } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async (request: Request) => {
  // Filesystem paths for operators only (lib/health.ts).
  const health = await checkHealth(isOperator(request));
  return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
