import { buildResourceModel } from "@/lib/adapters/catalog/resource-model";
import { apiRoute } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(() => Response.json(buildResourceModel()));
