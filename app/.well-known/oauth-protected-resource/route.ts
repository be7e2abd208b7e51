import { corsPreflight } from "@/lib/adapters/http/handler";
import { protectedResourceRoute } from "@/lib/adapters/mcp/oauth-routes";

export const dynamic = "force-dynamic";

// RFC 9728 protected-resource metadata of /mcp (lib/domains/oauth/metadata.ts).
export const GET = protectedResourceRoute;
export const OPTIONS = corsPreflight();
