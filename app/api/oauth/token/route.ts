import { corsPreflight } from "@/lib/adapters/http/handler";
import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { tokenRoute } from "@/lib/adapters/mcp/oauth-routes";

// The OAuth front door of /mcp (lib/adapters/mcp/oauth-routes.ts, lib/domains/oauth).
export const POST = limitedRoute("/api/oauth/token", tokenRoute);
export const OPTIONS = corsPreflight();
