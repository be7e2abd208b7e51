/**
 * The route table: every route of the service, once, as "METHOD /path" with
 * what each adapter needs to know of it. Derived from it:
 * - the request gate's 405 with Allow (lib/core/http/gate.ts, in proxy.ts and
 *   apiRoute): `ROUTE_TABLE`;
 * - the rate limit each route's wrapper counts it under (`limitedRoute` and
 *   `controlRoute`, lib/adapters/http/rate-limit.ts and control.ts): `rateLimit`;
 * - the OpenAPI document (lib/adapters/catalog/openapi/ has one operation per entry
 *   not marked `openapi: false`, keyed by it; it refuses to load otherwise);
 * - the catalog's control groups, its idempotent writes and the MCP tool
 *   list (lib/adapters/catalog/routes.ts): `control` and `mcp`; each MCP tool's REST
 *   route (lib/adapters/mcp/tool.ts looks its `mcp` name up here);
 * - proxy.ts's matcher, which Next.js needs as a literal: lib/core/http/proxy-matcher.test.ts
 *   checks that it leaves out exactly the paths marked `proxy: false`.
 * Core, and small on purpose: every route, /api/live too, loads this and not
 * the OpenAPI document (nothing here imports anything).
 */
export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** The rate-limit policies a route can be counted under (lib/core/config.ts has their limits; `signin` guards NextAuth's email sign-in, which is not ours to list). */
export type RateLimitClass = "control" | "provision" | "counterpart" | "mcp" | "a2a";
/** The permission groups the catalog and the resource model publish control routes under. */
export type ControlGroup = "read" | "write" | "execute" | "destroy";

export interface RouteSpec {
  /** The rate-limit policy its wrapper counts each request under; none when absent. */
  readonly rateLimit?: RateLimitClass;
  /**
   * false: proxy.ts's matcher leaves the path out (a large or streamed body,
   * or a hot path), so its wrapper answers the gate's refusals itself
   * (apiRoute). The same for every method of a path.
   */
  readonly proxy?: false;
  /** false: not in the OpenAPI document. Every other entry has its operation in lib/adapters/catalog/openapi/ (a file per resource). */
  readonly openapi?: false;
  /** A control route: the group the catalog publishes it in (absent: a control route in none, like a file download). */
  readonly control?: ControlGroup;
  /** The MCP tool at /mcp that does the same (defined in lib/adapters/mcp/). */
  readonly mcp?: string;
  /**
   * true: a browser page on any origin may call it (CORS: the answer's
   * Access-Control-Allow-Origin is *, the x402 headers are exposed, OPTIONS
   * answers the preflight; lib/adapters/http/handler.ts). The same for every method of a path.
   */
  readonly cors?: true;
}

const ORDER: RouteMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Paid provisioning and renewal: a browser-based x402 payer may call them from any origin. */
const provision = { rateLimit: "provision", proxy: false, cors: true } as const;
const control = <G extends ControlGroup, T extends string>(group: G, mcp: T) => ({ rateLimit: "control", proxy: false, control: group, mcp }) as const;
/** Counterpart routes: the signed-in browser's, never in the OpenAPI document (a controller does not call them). */
const counterpart = { rateLimit: "counterpart", proxy: false, openapi: false } as const;
const mcp = { rateLimit: "mcp", proxy: false, openapi: false } as const;
/** The OAuth authorization server's endpoints: counted like control routes, described by their RFC 8414 metadata. */
const oauth = { rateLimit: "control", openapi: false } as const;
/** The OAuth endpoints a browser-based MCP client calls (metadata, registration, token, revocation): any origin, no credentials. */
const oauthCors = { ...oauth, cors: true } as const;
const oauthDocument = { openapi: false, cors: true } as const;
/** Scheduler routes (CRON_SECRET), not part of the published API. */
const internal = { openapi: false } as const;

/**
 * Control routes are listed in the order the catalog names their MCP tools;
 * the catalog lists each group's routes in this order too, deletes last.
 */
export const ROUTES = {
  // discovery
  "GET /api/v3/catalog": { mcp: "list_catalog" },
  "GET /api/v3/resource-model": { mcp: "get_resource_model" },
  "GET /api/v3/agent-card": {},
  "GET /.well-known/agent-card.json": { openapi: false },
  "GET /llms.txt": { openapi: false },
  // x402 discovery: the priced resources (lib/adapters/catalog/x402-discovery.ts)
  "GET /.well-known/x402": { cors: true },
  "POST /a2a": { rateLimit: "a2a" },
  "GET /api/v3/openapi.json": {},
  // OAuth 2.1 front door of /mcp (lib/domains/oauth): discovery documents and the authorization server's endpoints,
  // described by RFC 8414 metadata rather than the OpenAPI document (they answer OAuth's own error shape).
  "GET /.well-known/oauth-protected-resource": oauthDocument,
  "GET /.well-known/oauth-protected-resource/mcp": oauthDocument,
  "GET /.well-known/oauth-protected-resource/mcp/connect": oauthDocument,
  "GET /.well-known/oauth-authorization-server": oauthDocument,
  "POST /api/oauth/register": oauthCors,
  "POST /api/oauth/token": oauthCors,
  "POST /api/oauth/revoke": oauthCors,
  "POST /api/oauth/authorize": oauth,
  "POST /api/oauth/wallet": oauth,
  "GET /api/health": {},
  "GET /api/live": { proxy: false },
  // provisioning, renewal, tokens
  "POST /api/v3/resources/persons": { ...provision, mcp: "provision_person" },
  "POST /api/v3/resources/pages": { ...provision, mcp: "provision_page" },
  "POST /api/v3/resources/{type}/{id}/renew": provision,
  // The catalog's form of the renew route (spec 4.2), served by the one above.
  "POST /api/v3/resources/persons/{id}/renew": provision,
  "POST /api/v3/resources/pages/{id}/renew": provision,
  "POST /api/v3/tokens/refresh": { rateLimit: "control", mcp: "refresh_token" },
  // the paying wallet (sign-in-with-x, lib/flows/wallet): a challenge, then one signed call each
  "POST /api/v3/wallet/challenge": { rateLimit: "control", mcp: "wallet_challenge" },
  "GET /api/v3/wallet/leases": { rateLimit: "control", mcp: "wallet_list_leases" },
  "POST /api/v3/wallet/leases/{id}/token": { rateLimit: "control", mcp: "wallet_reissue_token" },
  // control: Persons
  "POST /api/v3/control/persons/{id}/chat": control("execute", "invoke_person"),
  "GET /api/v3/control/persons/{id}": control("read", "get_person"),
  "PATCH /api/v3/control/persons/{id}": control("write", "update_person"),
  "POST /api/v3/control/persons/{id}/audience": control("write", "set_person_audience"),
  "POST /api/v3/control/persons/{id}/files": control("write", "add_knowledge"),
  "GET /api/v3/control/persons/{id}/files": control("read", "list_knowledge"),
  "DELETE /api/v3/control/persons/{id}/files/{fileId}": control("write", "remove_knowledge"),
  "POST /api/v3/control/persons/{id}/tasks": control("write", "create_task"),
  "GET /api/v3/control/persons/{id}/tasks": control("read", "list_tasks"),
  "GET /api/v3/control/persons/{id}/timeline": control("read", "get_timeline"),
  "GET /api/v3/control/persons/{id}/state": control("read", "get_state"),
  "GET /api/v3/control/persons/{id}/events": control("read", "list_person_events"),
  // controls: pause and resume, the usage meter, the export bundle
  "POST /api/v3/control/persons/{id}/pause": control("write", "pause_person"),
  "POST /api/v3/control/persons/{id}/resume": control("write", "resume_person"),
  "GET /api/v3/control/persons/{id}/usage": control("read", "get_person_usage"),
  "GET /api/v3/control/persons/{id}/export": control("read", "export_person"),
  "POST /api/v3/control/persons/{id}/links": control("write", "link_page"),
  "GET /api/v3/control/persons/{id}/links": control("read", "list_person_links"),
  "DELETE /api/v3/control/persons/{id}/links/{linkId}": control("write", "unlink_page"),
  "DELETE /api/v3/control/persons/{id}": control("destroy", "destroy_person"),
  // webhooks (lib/adapters/http/webhook-routes.ts), in the order of their MCP tools
  "POST /api/v3/control/persons/{id}/webhooks": control("write", "create_person_webhook"),
  "GET /api/v3/control/persons/{id}/webhooks": control("read", "list_person_webhooks"),
  "GET /api/v3/control/persons/{id}/webhooks/{webhookId}": control("read", "get_person_webhook"),
  "PATCH /api/v3/control/persons/{id}/webhooks/{webhookId}": control("write", "update_person_webhook"),
  "DELETE /api/v3/control/persons/{id}/webhooks/{webhookId}": control("write", "delete_person_webhook"),
  "POST /api/v3/control/persons/{id}/webhooks/{webhookId}/rotate": control("write", "rotate_person_webhook_secret"),
  "GET /api/v3/control/persons/{id}/webhooks/{webhookId}/deliveries": control("read", "list_person_webhook_deliveries"),
  "POST /api/v3/control/persons/{id}/webhooks/{webhookId}/redeliver": control("write", "redeliver_person_webhook"),
  // approval requests of tool calls (lib/domains/persons/work/approvals.ts)
  "GET /api/v3/control/persons/{id}/approvals": control("read", "list_approvals"),
  "GET /api/v3/control/persons/{id}/approvals/{approvalId}": control("read", "get_approval"),
  "POST /api/v3/control/persons/{id}/approvals/{approvalId}": control("write", "answer_approval"),
  // schedules (lib/domains/persons/work/schedules.ts), in the order of their MCP tools
  "POST /api/v3/control/persons/{id}/schedules": control("write", "create_schedule"),
  "GET /api/v3/control/persons/{id}/schedules": control("read", "list_schedules"),
  "GET /api/v3/control/persons/{id}/schedules/{scheduleId}": control("read", "get_schedule"),
  "PATCH /api/v3/control/persons/{id}/schedules/{scheduleId}": control("write", "update_schedule"),
  "DELETE /api/v3/control/persons/{id}/schedules/{scheduleId}": control("write", "delete_schedule"),
  "GET /api/v3/control/persons/{id}/schedules/{scheduleId}/runs": control("read", "list_schedule_runs"),
  // OAuth grants (lib/domains/oauth/grants.ts)
  "GET /api/v3/control/persons/{id}/oauth-grants": control("read", "list_person_oauth_grants"),
  "DELETE /api/v3/control/persons/{id}/oauth-grants/{grantId}": control("write", "revoke_person_oauth_grant"),
  // control: Pages
  "GET /api/v3/control/pages/{id}": control("read", "get_page"),
  "PATCH /api/v3/control/pages/{id}": control("write", "update_page"),
  "POST /api/v3/control/pages/{id}/audience": control("write", "set_page_audience"),
  "POST /api/v3/control/pages/{id}/invitations": control("write", "invite_to_page"),
  "GET /api/v3/control/pages/{id}/invitations": control("read", "list_page_invitations"),
  "GET /api/v3/control/pages/{id}/uploads/{uploadId}": { rateLimit: "control", proxy: false },
  "GET /api/v3/control/pages/{id}/submissions": control("read", "list_submissions"),
  "GET /api/v3/control/pages/{id}/submissions/{submissionId}/pdf": control("read", "get_signed_copy"),
  "POST /api/v3/control/pages/{id}/bookings/{bookingId}/cancel": control("write", "cancel_booking"),
  "GET /api/v3/control/pages/{id}/events": control("read", "list_page_events"),
  "GET /api/v3/control/pages/{id}/links": control("read", "list_page_links"),
  "DELETE /api/v3/control/pages/{id}/links/{linkId}": control("write", "unlink_person"),
  "DELETE /api/v3/control/pages/{id}": control("destroy", "destroy_page"),
  // webhooks (lib/adapters/http/webhook-routes.ts), in the order of their MCP tools
  "POST /api/v3/control/pages/{id}/webhooks": control("write", "create_page_webhook"),
  "GET /api/v3/control/pages/{id}/webhooks": control("read", "list_page_webhooks"),
  "GET /api/v3/control/pages/{id}/webhooks/{webhookId}": control("read", "get_page_webhook"),
  "PATCH /api/v3/control/pages/{id}/webhooks/{webhookId}": control("write", "update_page_webhook"),
  "DELETE /api/v3/control/pages/{id}/webhooks/{webhookId}": control("write", "delete_page_webhook"),
  "POST /api/v3/control/pages/{id}/webhooks/{webhookId}/rotate": control("write", "rotate_page_webhook_secret"),
  "GET /api/v3/control/pages/{id}/webhooks/{webhookId}/deliveries": control("read", "list_page_webhook_deliveries"),
  "POST /api/v3/control/pages/{id}/webhooks/{webhookId}/redeliver": control("write", "redeliver_page_webhook"),
  "GET /api/v3/control/pages/{id}/oauth-grants": control("read", "list_page_oauth_grants"),
  "DELETE /api/v3/control/pages/{id}/oauth-grants/{grantId}": control("write", "revoke_page_oauth_grant"),
  // counterparts (signed in with NextAuth; the pages' own JSON routes)
  "POST /api/counterpart/persons/{id}/chat": counterpart,
  "POST /api/counterpart/pages/{id}/submissions": counterpart,
  "GET /api/counterpart/pages/{id}/uploads": counterpart,
  "GET /api/counterpart/pages/{id}/logo": counterpart,
  "POST /api/counterpart/pages/{id}/uploads/{key}": counterpart,
  "POST /api/counterpart/pages/{id}/uploads/{key}/blob": counterpart,
  "POST /api/counterpart/pages/{id}/uploads/{key}/blob/{uploadId}": counterpart,
  "GET /api/counterpart/pages/{id}/signatures/{submissionId}/pdf": counterpart,
  // /verify's check of a signed copy: no sign-in, counted per address like the routes above.
  "POST /api/counterpart/signatures/verify": counterpart,
  // Where next.config.ts rewrites an action posted without a session: 401 on every method.
  "GET /api/counterpart/unauthenticated-action": counterpart,
  "POST /api/counterpart/unauthenticated-action": counterpart,
  "PUT /api/counterpart/unauthenticated-action": counterpart,
  "PATCH /api/counterpart/unauthenticated-action": counterpart,
  "DELETE /api/counterpart/unauthenticated-action": counterpart,
  // Where next.config.ts rewrites a signed-in action whose Content-Length is over the actions' limit: 413 on every method.
  "GET /api/counterpart/action-too-large": counterpart,
  "POST /api/counterpart/action-too-large": counterpart,
  "PUT /api/counterpart/action-too-large": counterpart,
  "PATCH /api/counterpart/action-too-large": counterpart,
  "DELETE /api/counterpart/action-too-large": counterpart,
  // Where next.config.ts rewrites a signed-in action sent without a Content-Length: 411 on every method.
  "GET /api/counterpart/action-length-required": counterpart,
  "POST /api/counterpart/action-length-required": counterpart,
  "PUT /api/counterpart/action-length-required": counterpart,
  "PATCH /api/counterpart/action-length-required": counterpart,
  "DELETE /api/counterpart/action-length-required": counterpart,
  // MCP over Streamable HTTP (its tools are named above, on the routes they mirror)
  "GET /mcp": mcp,
  "POST /mcp": mcp,
  "DELETE /mcp": mcp,
  // The same MCP server for OAuth connectors: a token is required (docs/agents.md "Connecting claude.ai or ChatGPT (OAuth)")
  "GET /mcp/connect": mcp,
  "POST /mcp/connect": mcp,
  "DELETE /mcp/connect": mcp,
  // the operator console (lib/flows/operator): signed-in operators only, not part of the published API
  "GET /api/operator/export/{kind}": { openapi: false },
  // schedulers
  "GET /api/internal/payments/reconcile": internal,
  // Every job's queue, pulled on serverless (lib/flows/workers/start.ts).
  "GET /api/internal/jobs/drain": internal,
  // The operator's view of this instance's main thread: the event loop's stalls since the last reset (lib/core/runtime/loop-monitor.ts).
  "GET /api/internal/runtime": internal,
} as const satisfies Record<`${RouteMethod} /${string}`, RouteSpec>;

/**
 * The person-facing pages (/pages/{id}, /persons/{id}: HTML, not routes of
 * this table): proxy.ts counts each view per client address under this
 * class, and answers a refusal with a 429 page.
 */
export const PAGE_VIEW_RATE_LIMIT: RateLimitClass = "counterpart";

export type RouteKey = keyof typeof ROUTES;
type PathOf<K> = K extends `${RouteMethod} ${infer P}` ? P : never;
/** A path of the table. */
export type RoutePath = PathOf<RouteKey>;
/** The entries in the OpenAPI document. */
export type PublishedRoute = { [K in RouteKey]: (typeof ROUTES)[K] extends { openapi: false } ? never : K }[RouteKey];

/** Every entry, as method, path and spec, in the table's order. */
export const ROUTE_ENTRIES: { key: RouteKey; method: RouteMethod; path: string; spec: RouteSpec }[] = Object.entries(ROUTES).map(([key, spec]) => {
  const [method, path] = key.split(" ") as [RouteMethod, string];
  return { key: key as RouteKey, method, path, spec };
});

/** Each MCP tool's route; a tool named twice stops the module loading. */
const TOOL_ROUTES = new Map<string, RouteKey>();
for (const { key, spec } of ROUTE_ENTRIES) {
  if (!spec.mcp) continue;
  const twin = TOOL_ROUTES.get(spec.mcp);
  if (twin) throw new Error(`lib/core/http/routes.ts: the MCP tool ${spec.mcp} is named on ${twin} and on ${key}; a tool mirrors one route.`);
  TOOL_ROUTES.set(spec.mcp, key);
}

const byMethod = (a: RouteMethod, b: RouteMethod) => ORDER.indexOf(a) - ORDER.indexOf(b);

/** Paths and the methods each accepts, of the entries `keep` selects (methods in the order GET, POST, PUT, PATCH, DELETE). */
function pathsOf(keep: (spec: RouteSpec) => boolean): Record<string, RouteMethod[]> {
  const paths: Record<string, RouteMethod[]> = {};
  for (const { method, path, spec } of ROUTE_ENTRIES) if (keep(spec)) (paths[path] ??= []).push(method);
  for (const methods of Object.values(paths)) methods.sort(byMethod);
  return paths;
}

/** The paths of the OpenAPI document and their methods (lib/adapters/catalog/openapi/index.ts checks its operations against it). */
export const API_ROUTES: Readonly<Record<string, readonly RouteMethod[]>> = pathsOf((spec) => spec.openapi !== false);

export interface RouteTableEntry {
  pattern: RegExp;
  path: string;
  methods: string[];
  /** false: proxy.ts does not run for it. */
  proxy: boolean;
  /** The rate-limit class of every method of the path (a path's methods share one, or none). */
  rateLimit?: RateLimitClass;
  /** true: answered with CORS headers for any origin, and OPTIONS answers the preflight. */
  cors: boolean;
}

/** The one value a path's entries share: the proxy and the rate limit belong to the path, not to a method. */
function shared<T>(path: string, what: string, values: T[]): T {
  const distinct = new Set(values);
  if (distinct.size !== 1) throw new Error(`lib/core/http/routes.ts: the methods of ${path} differ in ${what}; they must share it.`);
  return values[0]!;
}

/** Every path as a regular expression, with the methods it accepts (the gate's 405). */
export const ROUTE_TABLE: RouteTableEntry[] = Object.entries(pathsOf(() => true)).map(([path, methods]) => {
  const specs = ROUTE_ENTRIES.filter((entry) => entry.path === path).map((entry) => entry.spec);
  const rateLimit = shared(path, "rateLimit", specs.map((spec) => spec.rateLimit));
  return {
    path,
    methods: [...methods],
    proxy: shared(path, "proxy", specs.map((spec) => spec.proxy !== false)),
    cors: shared(path, "cors", specs.map((spec) => spec.cors === true)),
    ...(rateLimit ? { rateLimit } : {}),
    pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  };
});

/** The table's entry for a request path, if any. */
export function routeAt(pathname: string): RouteTableEntry | undefined {
  return ROUTE_TABLE.find((route) => route.pattern.test(pathname));
}

/** The rate-limit class of a path of the table (an error if it has none). */
export function rateLimitOf(path: string): RateLimitClass {
  const rateLimit = ROUTE_TABLE.find((route) => route.path === path)?.rateLimit;
  if (!rateLimit) throw new Error(`lib/core/http/routes.ts: ${path} is not in the route table, or has no rate-limit class.`);
  return rateLimit;
}

/** The route an MCP tool mirrors ("METHOD /path"). */
export function routeOfTool(tool: string): RouteKey {
  const route = TOOL_ROUTES.get(tool);
  if (!route) throw new Error(`The MCP tool ${tool} mirrors no route of lib/core/http/routes.ts: name it as the mcp of its REST route there.`);
  return route;
}
