/**
 * The request id and the access line. Every request handled by a route gets
 * an id: the incoming `X-Request-Id` when it is sane (1 to 64 characters of
 * letters, digits, `.`, `_`, `:` and `-`, and not token-like), else a new
 * UUID. proxy.ts settles the id first and passes it on as a request header, so
 * the proxy and the route agree. While the route runs, the id is in
 * AsyncLocalStorage and on every log line (`reqId`); the answer carries it in
 * `X-Request-Id`; and one access line is logged when the answer is ready:
 * method, path (never the query string, which could carry a secret), status,
 * duration in ms (until the headers: a streamed body may go on after).
 */
import { log, requestContext } from "../log";

export const REQUEST_ID_HEADER = "x-request-id";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSaneRequestId(value: string | null | undefined): value is string {
  return !!value && SANE_REQUEST_ID.test(value) && !/at_live_/i.test(value);
}

export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** The incoming id when sane, else a new one. */
export function requestIdFrom(headers: Pick<Headers, "get">): string {
  const incoming = headers.get(REQUEST_ID_HEADER)?.trim();
  return isSaneRequestId(incoming) ? incoming : newRequestId();
}

/** Runs `work` with `reqId` as the request id of everything it logs. */
export function runWithRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** The response with `X-Request-Id` set (a copy when its headers are immutable, as after a fetch or a redirect). */
export function withRequestIdHeader(response: Response, reqId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, reqId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, reqId);
    return copy;
  }
}

/** The access line of one request. */
export function logAccess(request: { method: string; url: string }, status: number, startedAt: number): void {
  let path: string;
  try {
    path = new URL(request.url).pathname;
  } catch {
    path = request.url.split("?")[0] ?? "";
  }
  log.info({ method: request.method, path, status, durationMs: Math.round((performance.now() - startedAt) * 10) / 10 }, "request");
}

type Handler<A extends unknown[]> = (request: Request, ...rest: A) => Promise<Response> | Response;

/**
 * Wraps a route handler: the request id in AsyncLocalStorage while it runs,
 * `X-Request-Id` on its answer, and its access line. Thrown errors are logged
 * (status 500) and thrown on to Next.js; apiRoute catches its own before.
 */
export function traced<A extends unknown[]>(handler: Handler<A>): Handler<A> {
  return (request, ...rest) => {
    const reqId = requestIdFrom(request.headers);
    const startedAt = performance.now();
    return runWithRequestId(reqId, async () => {
      log.debug({ method: request.method, headers: request.headers }, "request headers");
      let response: Response;
      try {
        response = await handler(request, ...rest);
      } catch (error) {
        log.error({ err: error }, "Unhandled error in a route");
        logAccess(request, 500, startedAt);
        throw error;
      }
      logAccess(request, response.status, startedAt);
      return withRequestIdHeader(response, reqId);
    });
  };
}
