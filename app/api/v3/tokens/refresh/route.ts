import { apiRoute } from "@/lib/http/handler";
import { bearerToken } from "@/lib/tokens/authenticate";
import { refreshToken } from "@/lib/tokens/refresh";

export const POST = apiRoute(async (request: Request) =>
  Response.json({ capabilityToken: await refreshToken(bearerToken(request.headers)) }, { headers: { "Cache-Control": "no-store" } }),
);
