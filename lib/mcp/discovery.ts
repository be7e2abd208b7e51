/**
 * The public (token-free) MCP tools: the same discovery documents as REST,
 * as structured content with the same zod schemas as output schemas.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { buildCatalog, CatalogSchema } from "../catalog/catalog";
import { buildResourceModel, ResourceModelSchema } from "../catalog/resource-model";

export function registerDiscoveryTools(server: McpServer): void {
  server.registerTool(
    "list_catalog",
    {
      title: "List the catalog",
      description: "The catalog: SKUs (Person $5.00, Page $2.00), network, limits and routes. Authoritative. No token needed.",
      inputSchema: z.object({}),
      outputSchema: CatalogSchema,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async () => {
      const catalog = buildCatalog();
      return { content: [{ type: "text", text: JSON.stringify(catalog) }], structuredContent: catalog };
    },
  );
  server.registerTool(
    "get_resource_model",
    {
      title: "Get the resource model",
      description: "What a Person and a Page are, how to choose between them, and each Page type's content contract. No token needed.",
      inputSchema: z.object({}),
      outputSchema: ResourceModelSchema,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async () => {
      const model = buildResourceModel();
      return { content: [{ type: "text", text: JSON.stringify(model) }], structuredContent: model };
    },
  );
}
