import { buildCatalog } from "@/lib/catalog/catalog";
import { apiRoute } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(() => Response.json(buildCatalog()));
