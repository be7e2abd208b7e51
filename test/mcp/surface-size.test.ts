/**
 * What a tools/list costs a model, over HTTP against the running service: the
 * bytes of the JSON of the `tools` array as sent, with a Person's token, a
 * Page's token and none, read raw and through the v1 and v2 SDK clients. It
 * fails above SURFACE_LIMITS (40, 30 and 15 KB; docs/decisions.md, "MCP
 * surface"), and prints each tool's weight by part (description, input
 * schema, output schema, the rest) so a failure shows where the bytes went.
 * Every tool is still listed: the surface is smaller, not thinner.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOLS } from "@/lib/adapters/catalog/routes";
import { SURFACE_LIMITS, surfaceOf, surfaceTable } from "@/lib/adapters/mcp/compact";
import { baseUrl, bearer, provision } from "../support/agent";
import { mcpClients, v1McpClients } from "../support/mcp";

const PAYER = 18; // REST provisions only (shared with mcp.test.ts and v1-client.test.ts; nobody counts its leases)

const v2 = mcpClients("leasehold-surface-v2");
const v1 = v1McpClients("leasehold-surface-v1");
afterAll(async () => {
  await Promise.all([v2.close(), v1.close()]);
});

type Session = keyof typeof SURFACE_LIMITS;
const tokens: Partial<Record<Session, string>> = {};
const expected: Record<Session, string[]> = {
  none: [...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page],
  person: [...MCP_TOOLS.discovery, ...MCP_TOOLS.control.person, MCP_TOOLS.refresh],
  page: [...MCP_TOOLS.discovery, ...MCP_TOOLS.control.page, MCP_TOOLS.refresh],
};

beforeAll(async () => {
  const [person, page] = await Promise.all([provision(PAYER, "persons"), provision(PAYER, "pages")]);
  tokens.person = person.token;
  tokens.page = page.token;
});

/** tools/list over plain HTTP (a stateless 2025-11-25 request): the `tools` array exactly as the server wrote it. */
async function rawTools(token?: string): Promise<{ text: string; tools: Record<string, unknown>[] }> {
  const response = await fetch(`${baseUrl()}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25", ...(token ? bearer(token) : {}) },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
  });
  expect(response.status).toBe(200);
  const body = await response.text();
  const json = response.headers.get("content-type")?.includes("text/event-stream") ? /^data: (.*)$/m.exec(body)![1]! : body;
  const tools = (JSON.parse(json) as { result: { tools: Record<string, unknown>[] } }).result.tools;
  return { text: JSON.stringify(tools), tools };
}

describe("the weight of tools/list", () => {
  for (const session of ["person", "page", "none"] as const) {
    const limit = SURFACE_LIMITS[session];
    it(`${session === "none" ? "without a token" : `with a ${session === "person" ? "Person" : "Page"}'s token`}: every tool, at most ${limit / 1024} KB, as sent and as the v1 and v2 clients list it`, async () => {
      const token = tokens[session];
      const raw = await rawTools(token);
      const surface = surfaceOf(raw.tools);
      const table = surfaceTable(session, surface);
      console.log(table);
      expect(raw.tools.map((tool) => tool.name).sort()).toEqual([...expected[session]].sort());
      expect(Buffer.byteLength(raw.text, "utf8"), table).toBeLessThanOrEqual(limit);
      expect(surface.bytes).toBe(Buffer.byteLength(raw.text, "utf8"));

      for (const [flavour, connect] of [
        ["v2", v2.connect],
        ["v1", v1.connect],
      ] as const) {
        const client = await connect(token);
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name).sort(), flavour).toEqual([...expected[session]].sort());
        // What the client hands its model weighs no more than what was sent.
        expect(Buffer.byteLength(JSON.stringify(tools), "utf8"), flavour).toBeLessThanOrEqual(limit);
        for (const tool of tools) {
          expect(tool.inputSchema, `${flavour} ${tool.name}`).toMatchObject({ type: "object" });
          expect(tool.outputSchema, `${flavour} ${tool.name}`).toEqual({ type: "object" });
        }
      }
    });
  }
});
