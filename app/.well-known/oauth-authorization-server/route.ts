import { corsPreflight } from "@/lib/http/handler";
import { authorizationServerRoute } from "@/lib/mcp/oauth-routes";

export const dynamic = "force-dynamic";

// RFC 8414 authorization-server metadata (lib/oauth/metadata.ts).
export const GET = authorizationServerRoute;
export const OPTIONS = corsPreflight();
