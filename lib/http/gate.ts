/**
 * Answers, before any route runs, the requests no route should see: the
 * retired /api/v2 prefix (410) and a known /api path called with a method it
 * does not accept (405, with Allow). Unknown /api paths fall through to the
 * catch-all route, which answers 404.
 */
import { ROUTE_TABLE } from "../catalog/openapi";
import { ApiError } from "./errors";

export function gateApiRequest(method: string, pathname: string): ApiError | null {
  if (pathname === "/api/v2" || pathname.startsWith("/api/v2/")) {
    return new ApiError(
      "api_version_unsupported",
      "The /api/v2 interface is not a controller interface and accepts no capability token. Use /api/v3: start at GET /api/v3/catalog.",
    );
  }
  const route = ROUTE_TABLE.find((r) => r.pattern.test(pathname));
  if (!route) return null;
  const allowed = route.methods.includes("GET") ? [...route.methods, "HEAD"] : route.methods;
  if (method === "OPTIONS" || allowed.includes(method)) return null;
  return new ApiError("method_not_allowed", `${method} is not allowed on ${route.path}; use ${route.methods.join(", ")}.`, {
    headers: { Allow: [...allowed, "OPTIONS"].join(", ") },
  });
}

export function notFound(pathname: string): ApiError {
  return new ApiError("not_found", `No API route ${pathname}. The routes are listed in /api/v3/openapi.json.`);
}
