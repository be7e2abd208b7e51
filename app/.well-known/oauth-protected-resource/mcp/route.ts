import { corsPreflight } from "@/lib/http/handler";
import { protectedResourceRoute } from "@/lib/mcp/oauth-routes";

export const dynamic = "force-dynamic";

// RFC 9728 protected-resource metadata of /mcp (lib/oauth/metadata.ts).
export const GET = protectedResourceRoute;
export const OPTIONS = corsPreflight();
