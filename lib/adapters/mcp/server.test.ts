/**
 * The weight of each session's tools/list, measured in process through the
 * SDK's own server and client (test/mcp/surface-size.test.ts measures it over
 * HTTP with the v1 and v2 clients): under SURFACE_LIMITS, with every tool
 * still listed, and every tool refusing an argument it does not know.
 */
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { MCP_TOOLS } from "../catalog/routes";
import { SURFACE_LIMITS, surfaceOf, surfaceTable } from "./compact";
import { PAGE_TOOLS, PERSON_TOOLS, REFRESH_TOOL, registerControlTools } from "./control-tools";
import { DISCOVERY_TOOLS } from "./discovery";
import { provisionTools } from "./provision-tools";
import { OUTPUT_SCHEMA, registerTools } from "./tool";

async function listed(register: (server: McpServer) => void) {
  const server = new McpServer({ name: "leasehold", version: "test" }, { capabilities: { tools: { listChanged: false } } });
  register(server);
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "surface-test", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    return (await client.listTools()).tools as unknown as Record<string, unknown>[];
  } finally {
    await client.close();
  }
}

const SESSIONS = {
  none: { register: (server: McpServer) => (registerTools(server, DISCOVERY_TOOLS), registerTools(server, provisionTools())), names: [...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page] },
  person: { register: (server: McpServer) => (registerTools(server, DISCOVERY_TOOLS), registerControlTools(server, "person")), names: [...MCP_TOOLS.discovery, ...MCP_TOOLS.control.person, MCP_TOOLS.refresh] },
  page: { register: (server: McpServer) => (registerTools(server, DISCOVERY_TOOLS), registerControlTools(server, "page")), names: [...MCP_TOOLS.discovery, ...MCP_TOOLS.control.page, MCP_TOOLS.refresh] },
} as const;

describe("the MCP surface", () => {
  for (const [session, { register, names }] of Object.entries(SESSIONS) as [keyof typeof SESSIONS, (typeof SESSIONS)[keyof typeof SESSIONS]][]) {
    it(`${session === "none" ? "without a token" : `with a ${session} token`}: every tool, within ${SURFACE_LIMITS[session]} bytes`, async () => {
      const tools = await listed(register);
      expect(tools.map((tool) => tool.name).sort()).toEqual([...names].sort());
      const surface = surfaceOf(tools);
      console.log(surfaceTable(session, surface));
      expect(surface.bytes, surfaceTable(session, surface)).toBeLessThanOrEqual(SURFACE_LIMITS[session]);
      for (const tool of tools) {
        expect(tool.outputSchema, String(tool.name)).toEqual(OUTPUT_SCHEMA);
        expect(tool.inputSchema, String(tool.name)).toMatchObject({ type: "object" });
        expect(JSON.stringify(tool.inputSchema), String(tool.name)).not.toMatch(/"\$schema"|"examples?"|"propertyNames"/);
      }
    });
  }

  it("describes a Page's content by reference to get_resource_model, in provision_page and update_page", async () => {
    const tools = [...(await listed(SESSIONS.none.register)), ...(await listed(SESSIONS.page.register))];
    for (const name of ["provision_page", "update_page"]) {
      const content = (tools.find((tool) => tool.name === name)!.inputSchema as { properties: Record<string, { type: string; description: string }> }).properties.content!;
      expect(content.type, name).toBe("object");
      expect(content.description, name).toContain("get_resource_model");
      expect(Object.keys(content).sort(), name).toEqual(["description", "type"]);
    }
  });

  it("every tool refuses an argument it does not know", () => {
    for (const tool of [...DISCOVERY_TOOLS, ...provisionTools(), ...PERSON_TOOLS, ...PAGE_TOOLS, REFRESH_TOOL]) {
      const result = tool.input.safeParse({ "unexpected-argument": true });
      expect(result.success, tool.name).toBe(false);
      expect(result.error?.issues.map((issue) => issue.code), tool.name).toContain("unrecognized_keys");
    }
  });
});
