import { config } from "@/lib/core/config";
import { buildX402Discovery } from "@/lib/adapters/catalog/x402-discovery";
import { apiRoute, baseUrlOf, corsPreflight, otherMethods } from "@/lib/adapters/http/handler";

export const dynamic = "force-dynamic";

// Absolute URLs from PUBLIC_BASE_URL (baseUrlOf reads the request's host only on Vercel without one), as the agent card.
export const GET = apiRoute((request: Request) => Response.json(buildX402Discovery(baseUrlOf(request, config().publicBaseUrl))));

export const OPTIONS = corsPreflight();

export const { POST, PUT, PATCH, DELETE } = otherMethods();
