import { corsPreflight } from "@/lib/adapters/http/handler";
import { connectorResourceRoute } from "@/lib/adapters/mcp/oauth-routes";

export const dynamic = "force-dynamic";

// RFC 9728 protected-resource metadata of /mcp/connect, the connector URL (lib/domains/oauth/metadata.ts).
export const GET = connectorResourceRoute;
export const OPTIONS = corsPreflight();
