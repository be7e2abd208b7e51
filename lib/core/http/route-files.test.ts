/**
 * The route table (lib/core/http/routes.ts) lists every route file of app/, with
 * the methods each file handles, and each rate-limited route's file counts
 * requests under the table's class: `limitedRoute` with its own path (the
 * class comes from the table), or the control wrappers (which look it up).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "./routes";

const root = path.join(import.meta.dirname, "../../..");

/** Catch-alls that are not routes of ours: the API's 404 and NextAuth's own routes. */
const NOT_IN_THE_TABLE = new Set(["/api/[...path]", "/api/auth/[...nextauth]"]);

const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file === "route.ts" || file.endsWith("/route.ts"))
  .map((file) => ({ file: `app/${file}`, route: `/${file}`.replace(/\/route\.ts$/, "") || "/" }))
  .filter(({ route }) => !NOT_IN_THE_TABLE.has(route))
  .map(({ file, route }) => ({ file, path: route.replace(/\[([^\]]+)\]/g, "{$1}"), source: readFileSync(path.join(root, file), "utf8") }));

/**
 * The methods a route file handles: `export const GET = …`, `export { handler as GET }` and the methods taken from
 * refusedActionRoutes(…) (every one of them answers), not the refusals of otherMethods().
 */
function handled(source: string): string[] {
  const constants = [...source.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE) =/gm)].map((m) => m[1]!);
  const renamed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) => [...m[1]!.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map((n) => n[1]!));
  const refused = [...source.matchAll(/^export const \{([^}]*)\} = refusedActionRoutes\(/gm)].flatMap((m) => m[1]!.split(",").map((name) => name.trim()));
  return [...constants, ...renamed, ...refused].sort();
}

const pattern = (routePath: string) => new RegExp(`^${routePath.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`);

describe("route files and the route table", () => {
  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("lists every route file, with the methods it handles", () => {
    const wrong = files.flatMap(({ file, path: routePath, source }) => {
      const route = ROUTE_TABLE.find((r) => r.path === routePath);
      if (!route) return [`${file}: ${routePath} is not in lib/core/http/routes.ts`];
      const methods = handled(source);
      return methods.join() === [...route.methods].sort().join() ? [] : [`${file} handles ${methods.join(", ")}; the table says ${route.methods.join(", ")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("has a route file for every path of the table (the catalog's renew paths are served by the typed one)", () => {
    const orphans = ROUTE_TABLE.filter((route) => !files.some((file) => pattern(file.path).test(route.path))).map((route) => route.path);
    expect(orphans).toEqual([]);
  });

  it("counts each route under the table's rate-limit class", () => {
    const wrong = files.flatMap(({ file, path: routePath, source }) => {
      const route = ROUTE_TABLE.find((r) => r.path === routePath)!;
      // limitedRoute itself, or the wrappers around it (lib/adapters/http/counterpart.ts, provision-route.ts), with their type arguments.
      const limited = [...source.matchAll(/\b(?:limitedRoute|counterpartRead|counterpartWrite|refusedActionRoutes|provisionRoute)(?:<[^(]*>)?\(\s*"([^"]*)"/g)].map((m) => m[1]);
      const control = /\b(controlRoute|controlWrite|eventsRoute)\b/.test(source);
      if (!route.rateLimit) return limited.length || control ? [`${file} counts requests, but ${routePath} has no rate-limit class`] : [];
      if (control) return route.rateLimit === "control" && !limited.length ? [] : [`${file}: a control route must be of the control class`];
      return limited.length && limited.every((p) => p === routePath) ? [] : [`${file} must wrap its handlers in limitedRoute("${routePath}", …)`];
    });
    expect(wrong).toEqual([]);
  });
});
