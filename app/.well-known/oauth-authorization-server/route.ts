import { corsPreflight } from "@/lib/adapters/http/handler";
import { authorizationServerRoute } from "@/lib/adapters/mcp/oauth-routes";

export const dynamic = "force-dynamic";

// RFC 8414 authorization-server metadata (lib/domains/oauth/metadata.ts).
export const GET = authorizationServerRoute;
export const OPTIONS = corsPreflight();
