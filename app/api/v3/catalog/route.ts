import { buildCatalog } from "@/lib/adapters/catalog/catalog";
import { apiRoute } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(() => Response.json(buildCatalog()));
