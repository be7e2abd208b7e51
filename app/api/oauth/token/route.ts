import { tokenRoute } from "@/lib/mcp/oauth-routes";

// The OAuth front door of /mcp (lib/mcp/oauth-routes.ts, lib/oauth).
export const POST = tokenRoute;
