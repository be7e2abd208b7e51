/**
 * The API's routes, by resource, as the catalog and resource model publish
 * them ("METHOD /path"). All are entries of the route table,
 * lib/core/http/routes.ts, or derived from it.
 */
import { ROUTE_ENTRIES, ROUTES, type ControlGroup, type RouteKey, type RouteSpec } from "../../core/http/routes";

type Resource = "person" | "page";

export const PROVISION = {
  person: "POST /api/v3/resources/persons",
  page: "POST /api/v3/resources/pages",
} as const satisfies Record<Resource, RouteKey>;

/** As the catalog names them (spec 4.2); the OpenAPI form is /api/v3/resources/{type}/{id}/renew. */
export const RENEW = {
  person: "POST /api/v3/resources/persons/:id/renew",
  page: "POST /api/v3/resources/pages/:id/renew",
} as const;
export const RENEW_TYPED = "POST /api/v3/resources/{type}/{id}/renew" satisfies RouteKey;
export const TOKEN_REFRESH = "POST /api/v3/tokens/refresh" satisfies RouteKey;

const CONTROL_PREFIX: Record<Resource, string> = { person: "/api/v3/control/persons/", page: "/api/v3/control/pages/" };
const resourceOf = (path: string): Resource | undefined => (Object.keys(CONTROL_PREFIX) as Resource[]).find((r) => path.startsWith(CONTROL_PREFIX[r]));

/** A group's routes in the route table's order, deletes last. */
function controlGroup(resource: Resource, group: ControlGroup): RouteKey[] {
  const routes = ROUTE_ENTRIES.filter(({ path, spec }) => spec.control === group && resourceOf(path) === resource);
  return [...routes.filter((r) => r.method !== "DELETE"), ...routes.filter((r) => r.method === "DELETE")].map((r) => r.key);
}
const controlGroups = (resource: Resource) =>
  ({
    read: controlGroup(resource, "read"),
    write: controlGroup(resource, "write"),
    execute: controlGroup(resource, "execute"),
    destroy: controlGroup(resource, "destroy"),
  }) satisfies Record<ControlGroup, RouteKey[]>;

/** The control routes by resource and permission group: the `control` of each entry of the route table (lib/core/http/routes.ts). */
export const CONTROL = { person: controlGroups("person"), page: controlGroups("page") };

export const DISCOVERY = {
  catalog: "/api/v3/catalog",
  resourceModel: "/api/v3/resource-model",
  agentCard: "/api/v3/agent-card",
  wellKnownAgentCard: "/.well-known/agent-card.json",
  wellKnownX402: "/.well-known/x402",
  openapi: "/api/v3/openapi.json",
  mcp: "/mcp",
  /** The same MCP server, a token required: the URL to give OAuth-only connectors (a 401 starts their OAuth). */
  mcpConnect: "/mcp/connect",
  a2a: "/a2a",
  health: "/api/health",
  live: "/api/live",
} as const;

/** The MCP revisions /mcp speaks, newest first (test/mcp/versions.test.ts checks each against the running server; docs/agents.md "MCP protocol versions"). */
export const MCP_VERSIONS = ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"] as const;

/** The MCP tool of a route of the table ("METHOD /path"), if it has one. */
export const mcpToolOf = (route: string): string | undefined => (ROUTES as Record<string, RouteSpec>)[route]?.mcp;
const toolOf = (route: RouteKey): string => {
  const tool = mcpToolOf(route);
  if (!tool) throw new Error(`lib/core/http/routes.ts names no MCP tool for ${route}`);
  return tool;
};
const tokenless = new Set<string>([PROVISION.person, PROVISION.page, TOKEN_REFRESH]);

/**
 * The MCP tools at /mcp, by session: without a token, and with a token of
 * each resource type. Each is the `mcp` of its REST route in the route table
 * (lib/core/http/routes.ts): a control route's tool is its resource's, and every
 * other route's tool is a discovery tool.
 */
export const MCP_TOOLS = {
  discovery: ROUTE_ENTRIES.filter(({ key, path, spec }) => spec.mcp && !resourceOf(path) && !tokenless.has(key)).map(({ key }) => toolOf(key)),
  provision: { person: toolOf(PROVISION.person), page: toolOf(PROVISION.page) },
  control: {
    person: ROUTE_ENTRIES.filter(({ path, spec }) => spec.mcp && resourceOf(path) === "person").map(({ key }) => toolOf(key)),
    page: ROUTE_ENTRIES.filter(({ path, spec }) => spec.mcp && resourceOf(path) === "page").map(({ key }) => toolOf(key)),
  },
  refresh: toolOf(TOKEN_REFRESH),
};

/**
 * The routes each rate-limit policy guards, as the catalog publishes them
 * (lib/adapters/http/rate-limit.ts; limits in lib/core/config.ts). A summary of the route
 * table's `rateLimit` classes (lib/adapters/catalog/routes.test.ts checks they agree),
 * plus what is not in the table: the counterpart forms and NextAuth's sign-in.
 */
export const RATE_LIMITED_ROUTES = {
  control: ["/api/v3/control/*", TOKEN_REFRESH, "/api/v3/wallet/*", "/api/oauth/*"],
  provision: [PROVISION.person, PROVISION.page, RENEW_TYPED, RENEW.person, RENEW.page],
  counterpart: ["/api/counterpart/*", "the counterpart pages /pages/{id} and /persons/{id} (views and forms)"],
  signin: ["POST /api/auth/signin/email"],
  mcp: [DISCOVERY.mcp, DISCOVERY.mcpConnect],
  a2a: [`POST ${DISCOVERY.a2a}`],
} as const;

/**
 * The control writes that accept an Idempotency-Key (lib/adapters/http/idempotency.ts): those with a body (a DELETE is idempotent by itself),
 * but for the two that answer a webhook's signing secret once (create, rotate): their answer is never stored, so they take no key.
 */
export const IDEMPOTENT_WRITES = [...CONTROL.person.write, ...CONTROL.page.write].filter(
  (route) => !route.startsWith("DELETE ") && !/^POST \S+\/webhooks$/.test(route) && !route.endsWith("/rotate"),
);
