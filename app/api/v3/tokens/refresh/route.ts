import { apiRoute } from "@/lib/http/handler";
import { refreshToken } from "@/lib/tokens/refresh";

export const POST = apiRoute(async (request: Request) =>
  Response.json({ capabilityToken: await refreshToken(request) }, { headers: { "Cache-Control": "no-store" } }),
);
