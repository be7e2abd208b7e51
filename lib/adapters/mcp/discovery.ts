/**
 * The public (token-free) MCP tools: the same discovery documents as REST,
 * as structured content with the same zod schemas as output schemas, and
 * the paying wallet's tools (lib/adapters/mcp/wallet-tools.ts).
 */
import { buildCatalog, CatalogSchema } from "../catalog/catalog";
import { buildResourceModel, ResourceModelSchema } from "../catalog/resource-model";
import { NoInputSchema } from "./control-tools";
import { defineTool, READ, type ToolDefinition } from "./tool";
import { WALLET_TOOLS } from "./wallet-tools";


export const DISCOVERY_TOOLS: ToolDefinition[] = [
  defineTool({
    name: "list_catalog",
    title: "List the catalog",
    description: "The catalog: SKUs with prices, network, limits and routes. No token needed.",
    input: NoInputSchema,
    output: CatalogSchema,
    annotations: READ,
    run: async () => ({ value: buildCatalog() }),
  }),
  defineTool({
    name: "get_resource_model",
    title: "Get the resource model",
    description: "What Persons and Pages are, how to choose, and each Page toolType's content contract with examples. No token needed.",
    input: NoInputSchema,
    output: ResourceModelSchema,
    annotations: READ,
    run: async () => ({ value: buildResourceModel() }),
  }),
  // The paying wallet's sign-in (sign-in-with-x): no token either; the signed challenge is an argument.
  ...WALLET_TOOLS,
];
