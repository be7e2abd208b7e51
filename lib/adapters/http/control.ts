/**
 * The wrapper of every control route: the rate limit (its class in the route
 * table, lib/core/http/routes.ts: per client address and per token), then the bearer token, checked for the resource in the path
 * before anything else is looked up, then the handler runs with it. A write
 * (anything but a read or destroy) needs a live lease: 402 lease_expired with
 * the renew challenge otherwise.
 * `controlWrite` adds the JSON body and the Idempotency-Key. Control routes
 * are not behind proxy.ts: apiRoute and otherMethods (lib/adapters/http/handler.ts)
 * answer what its gate would.
 */
import type { z } from "zod";
import { config } from "../../core/config";
import { log } from "../../core/log";
import { assertLeaseWritable, isLeaseWrite } from "../../domains/payments/expiry";
import type { ResourceType } from "../../domains/leases/schemas";
import { authenticate, authorizedFor, bearerToken, liveToken, lookupHash, tokenLookup, unauthorized, type Preload, type TokenContext, type TokenRow } from "../../domains/tokens/authenticate";
import { EventsQuerySchema, listEvents, openEventStream, seqOn, streamStart } from "../../domains/events/stream";
import { apiRoute, baseUrlOf, DEFAULT_BODY_LIMIT_BYTES, parseJsonText, parseQuery, readBodyText, requireJsonContentType } from "./handler";
import { idempotencyKeyOf, idempotent } from "./idempotency";
import { activeStore, bucketsFor, clientAddress, enforceRateLimit, knownRefusal, limitRequest, overLimit, postgresStore } from "./rate-limit";
import { hitAndRead } from "../../core/rate-limit/store";
import type { WorkPayer } from "../../core/runtime/work-budget";
import { routeAt } from "../../core/http/routes";

export interface ControlContext<P extends { id: string } = { id: string }, T = never> {
  id: string;
  /** Every path parameter of the route. */
  params: P;
  token: TokenContext;
  baseUrl: string;
  /** What the route's `preload` (supplied by the resource's domain, e.g. PERSON_PRELOAD) read with the token; undefined when it was not read that way (the handler reads it itself). */
  preloaded?: T;
  /** Whose work budget the request's heavy work is spent from (lib/core/runtime/work-budget.ts): its client address and token. */
  payer: WorkPayer;
}

/**
 * Counts a control request (per client address and per token) and authorizes
 * its token for the resource; a refusal of the limiter comes first. On
 * PostgreSQL the limiter's upsert, the token lookup and the preload are one
 * statement (`hitAndRead`); with Redis, or should that statement fail, the
 * request is counted and the token looked up side by side, as separate calls.
 */
async function countAndAuthorize<T>(request: Request, resource: { type: ResourceType; id: string }, preload?: Preload<T>): Promise<{ token: TokenContext; preloaded?: T }> {
  // The route's rate-limit class, from the route table (lib/core/http/routes.ts).
  const { pathname } = new URL(request.url);
  const policy = routeAt(pathname)?.rateLimit;
  if (!policy) throw new Error(`${pathname} has no rate-limit class in the route table (lib/core/http/routes.ts)`);
  const plaintext = bearerToken(request.headers);
  const hash = lookupHash(plaintext);
  if (activeStore() === postgresStore) {
    const subject = { address: clientAddress(request.headers), token: plaintext };
    if (!hash) {
      await enforceRateLimit(policy, subject);
      throw unauthorized();
    }
    const buckets = bucketsFor(policy, subject);
    const known = knownRefusal(policy, buckets);
    if (known) throw known;
    let read: Awaited<ReturnType<typeof hitAndRead<TokenRow & Record<string, unknown>>>> | null = null;
    try {
      read = await hitAndRead<TokenRow & Record<string, unknown>>(buckets, (param) => tokenLookup(param(hash), preload ?? {}));
    } catch (error) {
      log.error({ err: error }, `Rate limiting (${policy}) failed; the request goes through`);
    }
    if (read) {
      const refusal = overLimit(policy, buckets, read.counts);
      if (refusal) throw refusal;
      const token = authorizedFor(liveToken(read.row, hash), resource);
      return { token, ...(preload ? { preloaded: preload.of(read.row!) } : {}) };
    }
    return { token: await authenticate(request, resource) };
  }
  // The token is looked up while the request is counted; a refusal of the limiter comes first.
  const [limited, authorized] = await Promise.allSettled([limitRequest(policy, request), authenticate(request, resource)]);
  if (limited.status === "rejected") throw limited.reason;
  if (authorized.status === "rejected") throw authorized.reason;
  return { token: authorized.value };
}

export function controlRoute<P extends { id: string } = { id: string }, T = never>(
  type: ResourceType,
  handler: (request: Request, context: ControlContext<P, T>) => Promise<Response>,
  options: { preload?: Preload<T> } = {},
) {
  return apiRoute(async (request: Request, route: { params: Promise<P> }) => {
    const params = await route.params;
    const { token, preloaded } = await countAndAuthorize(request, { type, id: params.id }, options.preload);
    const baseUrl = baseUrlOf(request, config().publicBaseUrl);
    if (isLeaseWrite(request.method)) assertLeaseWritable(token, baseUrl);
    const payer: WorkPayer = { address: clientAddress(request.headers), token: bearerToken(request.headers) };
    return handler(request, { id: params.id, params, token, baseUrl, payer, ...(preloaded !== undefined ? { preloaded } : {}) });
  });
}

/**
 * A control write with a JSON body: the body is read within `limit` (413
 * beyond) and validated with `schema` (400), then the handler runs, once per
 * Idempotency-Key when the request has one (lib/adapters/http/idempotency.ts).
 */
export function controlWrite<S extends z.ZodType, P extends { id: string } = { id: string }>(
  type: ResourceType,
  body: { schema: S; limit?: number | (() => number) },
  handler: (input: z.output<S>, context: ControlContext<P>) => Promise<Response>,
) {
  return controlRoute<P>(type, async (request, context) => {
    // The key's format, then the body (docs/errors.md, order of checks).
    const key = idempotencyKeyOf(request.headers);
    requireJsonContentType(request);
    const limit = typeof body.limit === "function" ? body.limit() : (body.limit ?? DEFAULT_BODY_LIMIT_BYTES);
    const text = await readBodyText(request, limit);
    const input = parseJsonText(text, body.schema);
    if (!key) return handler(input, context);
    const path = new URL(request.url).pathname;
    return idempotent({ resourceType: type, resourceId: context.id, key, method: request.method, path, body: text }, () => handler(input, context));
  });
}

/**
 * GET /api/v3/control/{persons|pages}/{id}/events: with `Accept:
 * text/event-stream`, the resource's server-sent event stream (from now, or
 * after Last-Event-ID / `?after=`); otherwise JSON pages after `?after=`
 * (lib/domains/events/stream.ts).
 */
export function eventsRoute(type: ResourceType) {
  return controlRoute(type, async (request, { id, token }) => {
    const { after, limit } = parseQuery(request, EventsQuerySchema);
    if (!(request.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream")) {
      return Response.json(await listEvents(type, id, after ? seqOn(after, id, "after") : 0, limit), { headers: { "Cache-Control": "no-store" } });
    }
    const start = streamStart(request.headers.get("last-event-id"), after, id);
    const body = openEventStream({ resourceType: type, resourceId: id, tokenId: token.tokenId, after: start, signal: request.signal });
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        Connection: "keep-alive",
        // Proxies that buffer (nginx) pass the stream on as it comes.
        "X-Accel-Buffering": "no",
      },
    });
  });
}
