import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "../support/agent";

// The real MCP client, over Streamable HTTP, against the running service.
let client: Client;

beforeAll(async () => {
  client = new Client({ name: "leasehold-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`)));
});

afterAll(async () => {
  await client?.close();
});

describe("MCP discovery without a token", () => {
  it("lists the discovery tools with titles, schemas and annotations", async () => {
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(["list_catalog", "get_resource_model"]));
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.inputSchema).toMatchObject({ type: "object" });
      expect(tool.outputSchema).toMatchObject({ type: "object" });
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    }
  });

  it("list_catalog returns the catalog as structured content", async () => {
    const result = await client.callTool({ name: "list_catalog", arguments: {} });
    expect(result.isError).toBeFalsy();
    const catalog = result.structuredContent as { protocol: string; skus: { id: string; price: string }[] };
    expect(catalog.protocol).toBe("x402-v2");
    expect(catalog.skus.map((sku) => [sku.id, sku.price])).toEqual([
      ["person.provision", "$5.00"],
      ["page.provision", "$2.00"],
    ]);
    const rest = await (await fetch(`${baseUrl()}/api/v3/catalog`)).json();
    expect(catalog).toEqual(rest);
  });

  it("get_resource_model returns the resource model", async () => {
    const result = await client.callTool({ name: "get_resource_model", arguments: {} });
    expect((result.structuredContent as { version: string }).version).toBe("1.0");
  });
});
