import { buildOpenApiDocument } from "@/lib/adapters/catalog/openapi";
import { apiRoute } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(() => Response.json(buildOpenApiDocument()));
