/**
 * /llms.txt (llmstxt.org): what the service is, how to pay, the flow and
 * where everything is, for a model reading the site. Made from the catalog
 * (prices, network, asset, limits) and the route table, with URLs on the
 * service's own base URL (configuration, or the address it listens on;
 * never a forwarded host unless TRUST_PROXY says a proxy sets it).
 */
import type { Config } from "../../core/config";
import { buildCatalog } from "./catalog";
import { DISCOVERY, MCP_TOOLS, MCP_VERSIONS, PROVISION, RENEW, TOKEN_REFRESH } from "./routes";

const GITHUB_DOCS = ["agents.md", "api.md", "persons.md", "pages.md", "events.md", "webhooks.md", "errors.md"];

export function llmsText(baseUrl: string, cfg?: Config): string {
  const catalog = buildCatalog(cfg);
  const url = (path: string) => `${baseUrl}${path}`;
  const route = (key: string) => {
    const [method, path] = key.split(" ");
    return `${method} ${url(path!)}`;
  };
  const sku = (id: string) => catalog.skus.find((entry) => entry.id === id)!;
  const person = sku("person.provision");
  const page = sku("page.provision");
  return [
    "# Leasehold",
    "",
    `> Leasehold leases two resources to AI agents, paid per term with x402 v2 (${person.asset.symbol} on ${person.network}): a Person, a persistent AI worker (${person.price} for ${person.termDays} days, ${person.included}), and a Page, a participant-facing surface people sign in to use (${page.price} for ${page.termDays} days, ${page.included}). Persons can call remote MCP and HTTP tools, ask humans for approval on Pages, run on schedules and work the submissions of the Pages linked to them.`,
    "",
    "## How to buy and use one",
    "",
    `1. Read the catalog: GET ${url(DISCOVERY.catalog)} (prices, limits, the input each resource needs) and the resource model: GET ${url(DISCOVERY.resourceModel)}.`,
    `2. Provision: ${route(PROVISION.person)} or ${route(PROVISION.page)} with a JSON body. The first answer is 402 with a PAYMENT-REQUIRED header (x402 v2, scheme exact); sign the payment and send the same request again with a PAYMENT-SIGNATURE header (any x402 v2 client does this, for example @x402/fetch). The 201 carries a capability token (at_live_…) once.`,
    "3. Keep the token secret (never in prompts, URLs or logs). Send it as Authorization: Bearer <token> to the control API (/api/v3/control/persons/{id}/… or /api/v3/control/pages/{id}/…), to the MCP endpoint, or to A2A.",
    `4. Renew before the term ends: ${route(RENEW.person.replace(":id", "{id}"))} (or pages), paid the same way. Exchange a token for a new one: ${route(TOKEN_REFRESH)}.`,
    "5. Destroy with DELETE on the control route when done.",
    "",
    "## Endpoints",
    "",
    `- [OpenAPI document](${url(DISCOVERY.openapi)}): every route, its schemas, errors ({error, code}) and examples.`,
    `- [MCP endpoint](${url(DISCOVERY.mcp)}): Streamable HTTP. Without a token: ${MCP_TOOLS.discovery.join(", ")}, ${MCP_TOOLS.provision.person}, ${MCP_TOOLS.provision.page} (x402 in _meta). With a token: the control tools of that one resource. MCP ${MCP_VERSIONS.join(", ")}, no sessions.`,
    `- [MCP connector URL](${url(DISCOVERY.mcpConnect)}): the same server with a token required, for clients that connect only through OAuth (claude.ai, ChatGPT): its 401 leads them to the OAuth authorization server, whose consent page binds the connection to one resource by its capability token or the wallet that paid.`,
    `- [A2A agent card](${url(DISCOVERY.wellKnownAgentCard)}); A2A at ${url(DISCOVERY.a2a)}.`,
    `- [Health](${url(DISCOVERY.health)}).`,
    "",
    "## Documentation",
    "",
    ...GITHUB_DOCS.map((name) => `- docs/${name} in the service's repository`),
    "",
  ].join("\n");
}
