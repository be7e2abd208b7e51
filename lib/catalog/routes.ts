/**
 * The API's routes, by resource, as the catalog and resource model publish
 * them ("METHOD /path"). The OpenAPI document describes the same paths.
 */
export const PROVISION = {
  person: "POST /api/v3/resources/persons",
  page: "POST /api/v3/resources/pages",
} as const;

/** As the catalog names them (spec 4.2); the OpenAPI form is /api/v3/resources/{type}/{id}/renew. */
export const RENEW = {
  person: "POST /api/v3/resources/persons/:id/renew",
  page: "POST /api/v3/resources/pages/:id/renew",
} as const;
export const RENEW_TYPED = "POST /api/v3/resources/{type}/{id}/renew";
export const TOKEN_REFRESH = "POST /api/v3/tokens/refresh";

export const CONTROL = {
  person: {
    read: [
      "GET /api/v3/control/persons/{id}",
      "GET /api/v3/control/persons/{id}/files",
      "GET /api/v3/control/persons/{id}/tasks",
      "GET /api/v3/control/persons/{id}/timeline",
      "GET /api/v3/control/persons/{id}/state",
      "GET /api/v3/control/persons/{id}/webhooks",
      "GET /api/v3/control/persons/{id}/webhooks/{webhookId}",
      "GET /api/v3/control/persons/{id}/webhooks/{webhookId}/deliveries",
    ],
    write: [
      "PATCH /api/v3/control/persons/{id}",
      "POST /api/v3/control/persons/{id}/audience",
      "POST /api/v3/control/persons/{id}/files",
      "POST /api/v3/control/persons/{id}/tasks",
      "DELETE /api/v3/control/persons/{id}/files/{fileId}",
      "POST /api/v3/control/persons/{id}/webhooks",
      "PATCH /api/v3/control/persons/{id}/webhooks/{webhookId}",
      "DELETE /api/v3/control/persons/{id}/webhooks/{webhookId}",
      "POST /api/v3/control/persons/{id}/webhooks/{webhookId}/rotate",
      "POST /api/v3/control/persons/{id}/webhooks/{webhookId}/redeliver",
    ],
    execute: ["POST /api/v3/control/persons/{id}/chat"],
    destroy: ["DELETE /api/v3/control/persons/{id}"],
  },
  page: {
    read: [
      "GET /api/v3/control/pages/{id}",
      "GET /api/v3/control/pages/{id}/submissions",
      "GET /api/v3/control/pages/{id}/webhooks",
      "GET /api/v3/control/pages/{id}/webhooks/{webhookId}",
      "GET /api/v3/control/pages/{id}/webhooks/{webhookId}/deliveries",
    ],
    write: [
      "PATCH /api/v3/control/pages/{id}",
      "POST /api/v3/control/pages/{id}/audience",
      "POST /api/v3/control/pages/{id}/webhooks",
      "PATCH /api/v3/control/pages/{id}/webhooks/{webhookId}",
      "DELETE /api/v3/control/pages/{id}/webhooks/{webhookId}",
      "POST /api/v3/control/pages/{id}/webhooks/{webhookId}/rotate",
      "POST /api/v3/control/pages/{id}/webhooks/{webhookId}/redeliver",
    ],
    execute: [],
    destroy: ["DELETE /api/v3/control/pages/{id}"],
  },
} as const;

export const DISCOVERY = {
  catalog: "/api/v3/catalog",
  resourceModel: "/api/v3/resource-model",
  agentCard: "/api/v3/agent-card",
  wellKnownAgentCard: "/.well-known/agent-card.json",
  openapi: "/api/v3/openapi.json",
  mcp: "/mcp",
  a2a: "/a2a",
  health: "/api/health",
  live: "/api/live",
} as const;

/** The MCP tools at /mcp, by session: without a token, and with a token of each resource type. */
export const MCP_TOOLS = {
  discovery: ["list_catalog", "get_resource_model"],
  provision: { person: "provision_person", page: "provision_page" },
  control: {
    person: [
      "invoke_person",
      "get_person",
      "update_person",
      "set_person_audience",
      "add_knowledge",
      "list_knowledge",
      "remove_knowledge",
      "create_task",
      "list_tasks",
      "get_timeline",
      "get_state",
      "destroy_person",
      "create_person_webhook", "list_person_webhooks", "get_person_webhook", "update_person_webhook", "delete_person_webhook", "rotate_person_webhook_secret", "list_person_webhook_deliveries", "redeliver_person_webhook",
    ],
    page: ["get_page", "update_page", "set_page_audience", "list_submissions", "destroy_page", "create_page_webhook", "list_page_webhooks", "get_page_webhook", "update_page_webhook", "delete_page_webhook", "rotate_page_webhook_secret", "list_page_webhook_deliveries", "redeliver_page_webhook"],
  },
  refresh: "refresh_token",
} as const;

/** The routes each rate-limit policy guards (lib/http/rate-limit.ts; limits in lib/config.ts). */
export const RATE_LIMITED_ROUTES = {
  control: ["/api/v3/control/*", TOKEN_REFRESH],
  provision: [PROVISION.person, PROVISION.page, RENEW_TYPED, RENEW.person, RENEW.page],
  counterpart: ["/api/counterpart/*", "the counterpart forms of /pages/{id}"],
  signin: ["POST /api/auth/signin/email"],
  mcp: [DISCOVERY.mcp],
  a2a: [`POST ${DISCOVERY.a2a}`],
} as const;

/**
 * The control writes that accept an Idempotency-Key (lib/http/idempotency.ts): those with a body (a DELETE is idempotent by itself),
 * but for the two that answer a webhook's signing secret once (create, rotate): their answer is never stored, so they take no key.
 */
export const IDEMPOTENT_WRITES = [...CONTROL.person.write, ...CONTROL.page.write].filter(
  (route) => !route.startsWith("DELETE ") && !/^POST \S+\/webhooks$/.test(route) && !route.endsWith("/rotate"),
);
