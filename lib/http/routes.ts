/**
 * The API's routes and the methods each accepts: the table the request gate
 * (lib/http/gate.ts, in proxy.ts and apiRoute) answers 405 from, small on
 * purpose so that every route, /api/live too, loads only this and not the
 * OpenAPI document. lib/catalog/openapi.ts checks when it loads that its
 * operations are exactly these (an operation without a route here, or a route
 * without its operation, throws), so the two cannot drift apart.
 */
export type RouteMethod = "GET" | "POST" | "PATCH" | "DELETE";

export const API_ROUTES: Readonly<Record<string, readonly RouteMethod[]>> = {
  // discovery
  "/api/v3/catalog": ["GET"],
  "/api/v3/resource-model": ["GET"],
  "/api/v3/agent-card": ["GET"],
  "/a2a": ["POST"],
  "/api/v3/openapi.json": ["GET"],
  "/api/health": ["GET"],
  "/api/live": ["GET"],
  // provisioning, renewal, tokens
  "/api/v3/resources/persons": ["POST"],
  "/api/v3/resources/pages": ["POST"],
  "/api/v3/resources/{type}/{id}/renew": ["POST"],
  "/api/v3/resources/persons/{id}/renew": ["POST"],
  "/api/v3/resources/pages/{id}/renew": ["POST"],
  "/api/v3/tokens/refresh": ["POST"],
  // control: Persons
  "/api/v3/control/persons/{id}": ["GET", "PATCH", "DELETE"],
  "/api/v3/control/persons/{id}/audience": ["POST"],
  "/api/v3/control/persons/{id}/files": ["GET", "POST"],
  "/api/v3/control/persons/{id}/files/{fileId}": ["DELETE"],
  "/api/v3/control/persons/{id}/tasks": ["GET", "POST"],
  "/api/v3/control/persons/{id}/chat": ["POST"],
  "/api/v3/control/persons/{id}/timeline": ["GET"],
  "/api/v3/control/persons/{id}/state": ["GET"],
  "/api/v3/control/persons/{id}/webhooks": ["GET", "POST"],
  "/api/v3/control/persons/{id}/webhooks/{webhookId}": ["GET", "PATCH", "DELETE"],
  "/api/v3/control/persons/{id}/webhooks/{webhookId}/rotate": ["POST"],
  "/api/v3/control/persons/{id}/webhooks/{webhookId}/deliveries": ["GET"],
  "/api/v3/control/persons/{id}/webhooks/{webhookId}/redeliver": ["POST"],
  // control: Pages
  "/api/v3/control/pages/{id}": ["GET", "PATCH", "DELETE"],
  "/api/v3/control/pages/{id}/audience": ["POST"],
  "/api/v3/control/pages/{id}/uploads/{uploadId}": ["GET"],
  "/api/v3/control/pages/{id}/submissions": ["GET"],
  "/api/v3/control/pages/{id}/webhooks": ["GET", "POST"],
  "/api/v3/control/pages/{id}/webhooks/{webhookId}": ["GET", "PATCH", "DELETE"],
  "/api/v3/control/pages/{id}/webhooks/{webhookId}/rotate": ["POST"],
  "/api/v3/control/pages/{id}/webhooks/{webhookId}/deliveries": ["GET"],
  "/api/v3/control/pages/{id}/webhooks/{webhookId}/redeliver": ["POST"],
};

/** Paths as regular expressions, with the methods each accepts (for 404 and 405). */
export const ROUTE_TABLE: { pattern: RegExp; path: string; methods: string[] }[] = Object.entries(API_ROUTES).map(([path, methods]) => ({
  path,
  methods: [...methods],
  pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));
