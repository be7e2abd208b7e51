/**
 * What the catalog publishes about routes comes from the route table
 * (lib/core/http/routes.ts): its control groups, idempotent writes and MCP tools
 * are derived from it, and its summary of the rate-limited routes agrees
 * with the table's classes. The MCP tools /mcp defines are exactly the ones
 * the table names, each on the route it mirrors; every control route has its
 * MCP tool and its OpenAPI operation (lib/core/http/routes.test.ts checks that each
 * published entry has one), unless listed below as having none on purpose.
 */
import { describe, expect, it } from "vitest";
import { ROUTE_ENTRIES, type RateLimitClass, type RouteKey } from "../../core/http/routes";
import { DISCOVERY_TOOLS } from "../mcp/discovery";
import { PAGE_TOOLS, PERSON_TOOLS, REFRESH_TOOL } from "../mcp/control-tools";
import { provisionTools } from "../mcp/provision-tools";
import { CONTROL, IDEMPOTENT_WRITES, MCP_TOOLS, RATE_LIMITED_ROUTES, RENEW } from "./routes";

/**
 * The controller's routes (the token's API under /api/v3/, counted as control) that have no MCP tool
 * or no OpenAPI operation on purpose, each with why. Any other control route without both fails below.
 */
const CONTROL_ROUTES_WITHOUT: Partial<Record<RouteKey, { mcp?: string; openapi?: string }>> = {
  "GET /api/v3/control/pages/{id}/uploads/{uploadId}": {
    mcp: "a file download: its answer is the uploaded file's bytes, streamed (any media type, up to 50 MiB), which an MCP tool result does not carry; list_submissions names each upload, and its REST route downloads it",
  },
};

/** Whether a published entry ("/prefix/*", "/path" or "METHOD /path", the renew routes with :id) covers a route of the table. */
function covers(published: string, route: { key: string; path: string }): boolean {
  const text = published.replace(/:(\w+)/g, "{$1}");
  if (text.endsWith("/*")) return route.path.startsWith(text.slice(0, -1));
  return text === route.key || text === route.path;
}

describe("the catalog's routes", () => {
  it("summarises the table's rate-limit classes", () => {
    for (const route of ROUTE_ENTRIES) {
      const policy = route.spec.rateLimit;
      const by = (Object.keys(RATE_LIMITED_ROUTES) as (keyof typeof RATE_LIMITED_ROUTES)[]).filter((p) => RATE_LIMITED_ROUTES[p].some((entry) => covers(entry, route)));
      expect(by, route.key).toEqual(policy ? [policy] : []);
    }
    // Every published entry names routes of its class, except what is not in the table (forms of pages, NextAuth's sign-in).
    const outside = new Set(["the counterpart pages /pages/{id} and /persons/{id} (views and forms)", "POST /api/auth/signin/email"]);
    for (const [policy, entries] of Object.entries(RATE_LIMITED_ROUTES)) {
      for (const entry of entries.filter((e) => !outside.has(e))) {
        expect(
          ROUTE_ENTRIES.some((route) => route.spec.rateLimit === (policy as RateLimitClass) && covers(entry, route)),
          `${policy}: ${entry}`,
        ).toBe(true);
      }
    }
    expect(RENEW.person.replace(":id", "{id}")).toBe("POST /api/v3/resources/persons/{id}/renew");
  });

  it("groups the control routes and lists the idempotent writes from the table", () => {
    const grouped = [...Object.values(CONTROL.person).flat(), ...Object.values(CONTROL.page).flat()].sort();
    expect(grouped).toEqual(ROUTE_ENTRIES.filter((route) => route.spec.control).map((route) => route.key).sort());
    expect(IDEMPOTENT_WRITES.every((route) => CONTROL.person.write.includes(route) || CONTROL.page.write.includes(route))).toBe(true);
  });

  it("gives every control route its MCP tool and its OpenAPI operation, unless listed as having none on purpose", () => {
    const controlRoutes = ROUTE_ENTRIES.filter((route) => route.path.startsWith("/api/v3/") && route.spec.rateLimit === "control");
    expect(controlRoutes.length).toBeGreaterThan(50);
    const missing = controlRoutes.flatMap((route) => {
      const without = CONTROL_ROUTES_WITHOUT[route.key] ?? {};
      return [
        ...(!route.spec.mcp && !without.mcp ? [`${route.key}: no MCP tool (spec.mcp in lib/core/http/routes.ts)`] : []),
        ...(route.spec.openapi === false && !without.openapi ? [`${route.key}: no OpenAPI operation (openapi: false)`] : []),
      ];
    });
    expect(missing).toEqual([]);
    // The list names only control routes that really lack what it excuses, each with a reason.
    for (const [key, without] of Object.entries(CONTROL_ROUTES_WITHOUT)) {
      const route = controlRoutes.find((r) => r.key === key);
      expect(route, `${key} is a control route of the table`).toBeDefined();
      if (without.mcp !== undefined) expect(route!.spec.mcp, `${key} has an MCP tool: drop it from the list`).toBeUndefined();
      if (without.openapi !== undefined) expect(route!.spec.openapi, `${key} is in the OpenAPI document: drop it from the list`).toBe(false);
      for (const reason of Object.values(without)) expect(reason.length, key).toBeGreaterThan(20);
    }
  });

  it("names each MCP tool /mcp defines, on the route it mirrors, and no other", () => {
    const defined = [...DISCOVERY_TOOLS, ...provisionTools(), ...PERSON_TOOLS, ...PAGE_TOOLS, REFRESH_TOOL];
    const named = ROUTE_ENTRIES.filter((route) => route.spec.mcp).map((route) => [route.spec.mcp, route.key]);
    expect(Object.fromEntries(defined.map((tool) => [tool.name, tool.rest]))).toEqual(Object.fromEntries(named));
    expect(defined).toHaveLength(named.length);
    const listed = [...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page, ...MCP_TOOLS.control.person, ...MCP_TOOLS.control.page, MCP_TOOLS.refresh];
    expect(listed.sort()).toEqual(named.map(([tool]) => tool).sort());
    expect(MCP_TOOLS.control.person).toEqual(PERSON_TOOLS.map((tool) => tool.name));
    expect(MCP_TOOLS.control.page).toEqual(PAGE_TOOLS.map((tool) => tool.name));
    expect(MCP_TOOLS.discovery).toEqual(DISCOVERY_TOOLS.map((tool) => tool.name));
  });
});
