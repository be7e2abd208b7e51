import { config } from "@/lib/core/config";
import { llmsText } from "@/lib/adapters/catalog/llms";
import { apiRoute, baseUrlOf } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute((request: Request) =>
  new Response(llmsText(baseUrlOf(request, config().publicBaseUrl)), { headers: { "content-type": "text/markdown; charset=utf-8", "cache-control": "public, max-age=300" } }),
);
