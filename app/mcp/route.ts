import { apiRoute } from "@/lib/http/handler";
import { handleMcp } from "@/lib/mcp/server";

// MCP over Streamable HTTP; see lib/mcp/server.ts for what each session shows.
const handler = apiRoute((request: Request) => handleMcp(request));

export { handler as GET, handler as POST, handler as DELETE };
