import { limitedRoute } from "@/lib/adapters/http/rate-limit";
import { handleMcp } from "@/lib/adapters/mcp/server";

/** Runs model steps (a streamed turn, or tasks pulled by after()): as long as a serverless function may. */
export const maxDuration = 300;

// MCP over Streamable HTTP; see lib/adapters/mcp/server.ts for what each session shows.
// Rate limited (per token when one is sent, per address always) before any MCP handling.
const handler = limitedRoute("/mcp", (request: Request) => handleMcp(request));

export { handler as GET, handler as POST, handler as DELETE };
