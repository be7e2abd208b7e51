/**
 * The public (token-free) MCP tools: the same discovery documents as REST,
 * as structured content with the same zod schemas as output schemas.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { buildCatalog, CatalogSchema } from "../catalog/catalog";
import { buildResourceModel, ResourceModelSchema } from "../catalog/resource-model";

const DOCUMENTS = [
  {
    name: "list_catalog",
    title: "List the catalog",
    description: "The catalog: SKUs (Person $5.00, Page $2.00), network, limits and routes. Authoritative. No token needed.",
    schema: CatalogSchema,
    build: buildCatalog,
  },
  {
    name: "get_resource_model",
    title: "Get the resource model",
    description: "What a Person and a Page are, how to choose between them, and each Page type's content contract. No token needed.",
    schema: ResourceModelSchema,
    build: buildResourceModel,
  },
] as const;

export function registerDiscoveryTools(server: McpServer): void {
  for (const document of DOCUMENTS) {
    server.registerTool(
      document.name,
      {
        title: document.title,
        description: document.description,
        inputSchema: z.object({}),
        outputSchema: document.schema,
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      async () => {
        const body = document.build() as Record<string, unknown>;
        return { content: [{ type: "text", text: JSON.stringify(body) }], structuredContent: body };
      },
    );
  }
}
