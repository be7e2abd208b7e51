import { limitedRoute } from "@/lib/http/rate-limit";
import { handleMcp } from "@/lib/mcp/server";

// MCP over Streamable HTTP; see lib/mcp/server.ts for what each session shows.
// Rate limited (per token when one is sent, per address always) before any MCP handling.
const handler = limitedRoute("mcp", (request: Request) => handleMcp(request));

export { handler as GET, handler as POST, handler as DELETE };
