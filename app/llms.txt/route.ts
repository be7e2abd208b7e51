import { config } from "@/lib/config";
import { llmsText } from "@/lib/catalog/llms";
import { apiRoute, baseUrlOf } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute((request: Request) =>
  new Response(llmsText(baseUrlOf(request, config().publicBaseUrl)), { headers: { "content-type": "text/markdown; charset=utf-8", "cache-control": "public, max-age=300" } }),
);
