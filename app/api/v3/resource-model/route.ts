import { buildResourceModel } from "@/lib/catalog/resource-model";
import { apiRoute } from "@/lib/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiRoute(() => Response.json(buildResourceModel()));
