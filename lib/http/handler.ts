/**
 * What every API route handler shares: errors become `{error, code}` JSON
 * through one mapping, and request bodies and queries are read within a size
 * limit and validated with a zod schema before any work is done (the reading
 * and validating is core, lib/http/parse.ts, re-exported here).
 */
import { errorResponse, toApiError } from "./errors";
import { gateApiRequest } from "./gate";
import { traced } from "./request-context";

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
} from "./parse";

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * Wraps a route handler so that any thrown error becomes the JSON error
 * answer; traced: a request id while it runs, X-Request-Id, the access line.
 * The request gate (lib/http/gate.ts) comes first, as in proxy.ts, which the
 * hot routes (control and provisioning) skip: its hop costs about a third of
 * the framework's throughput (docs/performance.md).
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return traced(async (request: Request, context: C) => {
    try {
      const refusal = gateApiRequest(request.method, new URL(request.url).pathname);
      if (refusal) throw refusal;
      return await handler(request, context);
    } catch (error) {
      return errorResponse(toApiError(error));
    }
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
