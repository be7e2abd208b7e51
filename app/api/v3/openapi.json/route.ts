import { buildOpenApiDocument } from "@/lib/catalog/openapi";
import { apiRoute } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(() => Response.json(buildOpenApiDocument()));
