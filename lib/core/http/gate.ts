/**
 * Answers, before any route runs, the requests no route should see: the
 * retired /api/v2 prefix (410) and a known /api path called with a method it
 * does not accept (405, with Allow, from the route table lib/core/http/routes.ts),
 * and a path that cannot be decoded (400).
 * Unknown /api paths fall through to the catch-all route, which answers 404.
 */
import { routeAt } from "./routes";
import { ApiError } from "./errors";

/** A path whose percent-encoding is not UTF-8, or that holds a NUL, names nothing (and would fail deeper in). */
function malformedPath(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes("\u0000");
  } catch {
    return true;
  }
}

export function gateApiRequest(method: string, pathname: string): ApiError | null {
  if (malformedPath(pathname)) {
    return new ApiError("validation_failed", "The request path is invalid: it must be percent-encoded UTF-8 without NUL characters.", {
      details: [{ path: "", message: "the URL path is not percent-encoded UTF-8, or contains %00" }],
    });
  }
  if (pathname === "/api/v2" || pathname.startsWith("/api/v2/")) {
    return new ApiError(
      "api_version_unsupported",
      "The /api/v2 interface is not a controller interface and accepts no capability token. Use /api/v3: start at GET /api/v3/catalog.",
    );
  }
  const route = routeAt(pathname);
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
