import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { handleMcp } from "@/lib/adapters/mcp/server";

/** Runs model steps (a streamed turn, or tasks pulled by after()): as long as a serverless function may. */
export const maxDuration = 300;

// The same MCP server as /mcp for OAuth connectors (claude.ai, ChatGPT): no public session, a token is
// required; without one, 401 naming this resource's protected-resource metadata (lib/adapters/mcp/server.ts).
const handler = limitedRoute("/mcp/connect", (request: Request) => handleMcp(request, "connect"));

export { handler as GET, handler as POST, handler as DELETE };
