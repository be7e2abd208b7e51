/**
 * The preamble every counterpart route shares, written once: the route
 * table's rate limit (limitedRoute), then for a write the same-origin check
 * (./origin.ts) and, for a JSON write, its Content-Type, before anything is
 * read; then the signed-in counterpart (the NextAuth session, never a
 * capability token: 401 unauthorized with the route's own "Sign in to …"),
 * then a JSON write's body, parsed with its schema. The handler gets the
 * route's params, the counterpart's normalised email and the body.
 */
import type { z } from "zod";
import { counterpartEmail } from "../../domains/auth/session";
import { ApiError, type ErrorCode } from "../../core/http/errors";
import { requireJsonRequest, requireSameOrigin } from "./origin";
import { parseJsonBody } from "../../core/http/parse";
import { limitedRoute } from "./rate-limit";
import type { RoutePath } from "../../core/http/routes";

type RouteContext<P> = { params: Promise<P> };

/** What a counterpart route's handler is given. */
export type CounterpartRequest<P, B = undefined> = { request: Request; params: P; email: string; body: B };

type CounterpartHandler<P, B> = (counterpart: CounterpartRequest<P, B>) => Promise<Response> | Response;

async function signedIn<P>(request: Request, context: RouteContext<P>, signIn: string): Promise<{ params: P; email: string }> {
  const params = await context.params;
  const email = await counterpartEmail();
  if (!email) throw new ApiError("unauthorized", signIn);
  return { params, email };
}

/** A counterpart's read (GET): the rate limit, then the session (401 with `signIn`). */
export function counterpartRead<P>(path: RoutePath, options: { signIn: string }, handler: CounterpartHandler<P, undefined>) {
  return limitedRoute(path, async (request: Request, context: RouteContext<P>) => handler({ request, ...(await signedIn(request, context, options.signIn)), body: undefined }));
}

/**
 * A counterpart's write: the rate limit; from this service's pages only (403
 * origin_not_allowed) and, with `json`, as JSON (415; a cross-site form
 * cannot send that without a preflight), both before the body is read; the
 * session (401 with `signIn`); then the body parsed with `json`. Without
 * `json` the body is left to the handler (a file's bytes, or none).
 */
export function counterpartWrite<P, S extends z.ZodType | undefined = undefined>(
  path: RoutePath,
  options: { signIn: string; json?: S },
  handler: CounterpartHandler<P, S extends z.ZodType ? z.output<S> : undefined>,
) {
  return limitedRoute(path, async (request: Request, context: RouteContext<P>) => {
    requireSameOrigin(request);
    if (options.json) requireJsonRequest(request);
    const who = await signedIn(request, context, options.signIn);
    const body = (options.json ? await parseJsonBody(request, options.json) : undefined) as S extends z.ZodType ? z.output<S> : undefined;
    return handler({ request, ...who, body });
  });
}

/**
 * The routes next.config.ts rewrites a counterpart's server action (or
 * script-less form post) to when it must be refused before a byte of its body
 * is read: every method answers the error `code` with `message`, counted per
 * client address with the other counterpart requests (429 beyond the limit).
 * Never linked to; not public routes.
 */
export function refusedActionRoutes(path: RoutePath, code: ErrorCode, message: string) {
  const refuse = limitedRoute(path, async () => {
    throw new ApiError(code, message);
  });
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
