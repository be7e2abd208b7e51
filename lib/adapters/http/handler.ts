/**
 * What every API route handler shares: errors become `{error, code}` JSON
 * through one mapping, and request bodies and queries are read within a size
 * limit and validated with a zod schema before any work is done (the reading
 * and validating is core, lib/core/http/parse.ts, re-exported here).
 */
import { errorResponse, toApiError } from "../../core/http/errors";
import { gateApiRequest } from "../../core/http/gate";
import { routeAt } from "../../core/http/routes";
import { traced } from "../../core/http/request-context";

export {
  baseUrlOf,
  DEFAULT_BODY_LIMIT_BYTES,
  MAX_JSON_DEPTH,
  parseJsonBody,
  parseJsonText,
  parseQuery,
  readBodyBytes,
  readBodyText,
  requireJsonContentType,
  textProblems,
  validate,
} from "../../core/http/parse";

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * Wraps a route handler so that any thrown error becomes the JSON error
 * answer; traced: a request id while it runs, X-Request-Id, the access line.
 * The request gate (lib/core/http/gate.ts) comes first, as in proxy.ts, which the
 * hot routes (control and provisioning) skip: its hop costs about a third of
 * the framework's throughput (docs/performance.md).
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return traced(async (request: Request, context: C) => {
    const pathname = new URL(request.url).pathname;
    let response: Response;
    try {
      const refusal = gateApiRequest(request.method, pathname);
      if (refusal) throw refusal;
      response = await handler(request, context);
    } catch (error) {
      response = errorResponse(toApiError(error));
    }
    return routeAt(pathname)?.cors ? withCors(response) : response;
  });
}

/**
 * CORS for the routes the table marks `cors` (paid provisioning and renewal,
 * /.well-known/x402): a browser-based x402 payer on any origin can call them
 * and read the x402 headers. `*` and no credentials: these routes read no
 * cookie (a renewal's optional bearer token is a header the page sets).
 */
export const CORS_EXPOSED_HEADERS = ["PAYMENT-REQUIRED", "PAYMENT-RESPONSE", "Idempotent-Replayed", "Retry-After", "X-Request-Id", "Allow"];
export const CORS_ALLOWED_HEADERS = ["Content-Type", "PAYMENT-SIGNATURE", "Authorization", "X-Request-Id", "MCP-Protocol-Version"];
const CORS_MAX_AGE_SECONDS = 600;

function withCors(response: Response): Response {
  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": CORS_EXPOSED_HEADERS.join(", ") };
  try {
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (a response passed through as fetched): copy it.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(cors)) copy.headers.set(name, value);
    return copy;
  }
}

/**
 * OPTIONS of a `cors` route: the preflight's answer (204, the path's methods
 * from the route table, the request headers an x402 payer sends).
 * `export const OPTIONS = corsPreflight();`
 */
export function corsPreflight(): MethodHandler {
  return apiRoute((request: Request) => {
    const route = routeAt(new URL(request.url).pathname);
    const methods = [...(route?.methods ?? []), "OPTIONS"].join(", ");
    if (!route?.cors) return new Response(null, { status: 204, headers: { Allow: methods } });
    return new Response(null, {
      status: 204,
      headers: {
        Allow: methods,
        "Access-Control-Allow-Methods": methods,
        "Access-Control-Allow-Headers": CORS_ALLOWED_HEADERS.join(", "),
        "Access-Control-Max-Age": String(CORS_MAX_AGE_SECONDS),
      },
    });
  });
}

type MethodHandler = (request: Request, context: unknown) => Promise<Response> | Response;

/**
 * Handlers for the methods a route file outside proxy.ts does not export
 * (Next.js would answer them with an empty 405): 405 `method_not_allowed`
 * with Allow, from the route table, as the proxy's gate answers.
 * `export const { POST, PUT } = otherMethods();`
 */
export function otherMethods(): Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", MethodHandler> {
  // apiRoute's gate answers 405; reaching the handler means the table allows a method the file does not export.
  const refuse: MethodHandler = apiRoute((request: Request) => {
    throw new Error(`${request.method} ${new URL(request.url).pathname} is in the route table but its route file does not export it`);
  });
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
