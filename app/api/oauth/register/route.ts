import { corsPreflight } from "@/lib/http/handler";
import { limitedRoute } from "@/lib/http/rate-limit";
import { registerRoute } from "@/lib/mcp/oauth-routes";

// The OAuth front door of /mcp (lib/mcp/oauth-routes.ts, lib/oauth).
export const POST = limitedRoute("/api/oauth/register", registerRoute);
export const OPTIONS = corsPreflight();
