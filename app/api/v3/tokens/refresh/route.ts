import { limitedRoute } from "@/lib/http/rate-limit";
import { bearerToken } from "@/lib/tokens/authenticate";
import { refreshToken } from "@/lib/tokens/refresh";

export const POST = limitedRoute("/api/v3/tokens/refresh", async (request: Request) =>
  Response.json({ capabilityToken: await refreshToken(bearerToken(request.headers)) }, { headers: { "Cache-Control": "no-store" } }),
);
