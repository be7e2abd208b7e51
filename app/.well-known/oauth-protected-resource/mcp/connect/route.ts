import { corsPreflight } from "@/lib/http/handler";
import { connectorResourceRoute } from "@/lib/mcp/oauth-routes";

export const dynamic = "force-dynamic";

// RFC 9728 protected-resource metadata of /mcp/connect, the connector URL (lib/oauth/metadata.ts).
export const GET = connectorResourceRoute;
export const OPTIONS = corsPreflight();
