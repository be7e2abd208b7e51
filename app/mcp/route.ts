import { createMcpHandler } from "mcp-handler";
import { registerDiscoveryTools } from "@/lib/mcp/discovery";

// MCP over Streamable HTTP. This first step serves the public discovery tools;
// the token-scoped control tools follow (issue 7).
const handler = createMcpHandler((server) => registerDiscoveryTools(server), { serverInfo: { name: "leasehold", version: "0.1.0" } });

export { handler as GET, handler as POST, handler as DELETE };
