import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { bearerToken } from "@/lib/domains/tokens/authenticate";
import { refreshToken } from "@/lib/domains/tokens/refresh";

export const POST = limitedRoute("/api/v3/tokens/refresh", async (request: Request) =>
  Response.json({ capabilityToken: await refreshToken(bearerToken(request.headers)) }, { headers: { "Cache-Control": "no-store" } }),
);
