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
    ],
    write: [
      "PATCH /api/v3/control/persons/{id}",
      "POST /api/v3/control/persons/{id}/audience",
      "POST /api/v3/control/persons/{id}/files",
      "POST /api/v3/control/persons/{id}/tasks",
    ],
    execute: ["POST /api/v3/control/persons/{id}/chat"],
    destroy: ["DELETE /api/v3/control/persons/{id}"],
  },
  page: {
    read: ["GET /api/v3/control/pages/{id}", "GET /api/v3/control/pages/{id}/submissions"],
    write: ["PATCH /api/v3/control/pages/{id}", "POST /api/v3/control/pages/{id}/audience"],
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
} as const;
