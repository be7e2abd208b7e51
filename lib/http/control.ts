/**
 * The wrapper of every control route: the rate limit (its class in the route
 * table, lib/http/routes.ts: per client address and per token), then the bearer token, checked for the resource in the path
 * before anything else is looked up, then the handler runs with it. A write
 * (anything but a read or destroy) needs a live lease: 402 lease_expired with
 * the renew challenge otherwise.
 * `controlWrite` adds the JSON body and the Idempotency-Key. Control routes
 * are not behind proxy.ts: apiRoute and otherMethods (lib/http/handler.ts)
 * answer what its gate would.
 */
import type { z } from "zod";
import { config } from "../config";
import { assertLeaseWritable, isLeaseWrite } from "../payments/expiry";
import type { ResourceType } from "../leases/schemas";
import { authenticate, type TokenContext } from "../tokens/authenticate";
import { apiRoute, baseUrlOf, DEFAULT_BODY_LIMIT_BYTES, parseJsonText, readBodyText, requireJsonContentType } from "./handler";
import { idempotencyKeyOf, idempotent } from "./idempotency";
import { limitRoutedRequest } from "./rate-limit";

export interface ControlContext<P extends { id: string } = { id: string }> {
  id: string;
  /** Every path parameter of the route. */
  params: P;
  token: TokenContext;
  baseUrl: string;
}

export function controlRoute<P extends { id: string } = { id: string }>(
  type: ResourceType,
  handler: (request: Request, context: ControlContext<P>) => Promise<Response>,
) {
  return apiRoute(async (request: Request, route: { params: Promise<P> }) => {
    const params = await route.params;
    // The token is looked up while the request is counted; a refusal of the limiter comes first.
    const [limited, authorized] = await Promise.allSettled([limitRoutedRequest(request), authenticate(request, { type, id: params.id })]);
    if (limited.status === "rejected") throw limited.reason;
    if (authorized.status === "rejected") throw authorized.reason;
    const token = authorized.value;
    const baseUrl = baseUrlOf(request, config().publicBaseUrl);
    if (isLeaseWrite(request.method)) assertLeaseWritable(token, baseUrl);
    return handler(request, { id: params.id, params, token, baseUrl });
  });
}

/**
 * A control write with a JSON body: the body is read within `limit` (413
 * beyond) and validated with `schema` (400), then the handler runs, once per
 * Idempotency-Key when the request has one (lib/http/idempotency.ts).
 */
export function controlWrite<S extends z.ZodType, P extends { id: string } = { id: string }>(
  type: ResourceType,
  body: { schema: S; limit?: number | (() => number) },
  handler: (input: z.output<S>, context: ControlContext<P>) => Promise<Response>,
) {
  return controlRoute<P>(type, async (request, context) => {
    requireJsonContentType(request);
    const key = idempotencyKeyOf(request.headers);
    const limit = typeof body.limit === "function" ? body.limit() : (body.limit ?? DEFAULT_BODY_LIMIT_BYTES);
    const text = await readBodyText(request, limit);
    const input = parseJsonText(text, body.schema);
    if (!key) return handler(input, context);
    const path = new URL(request.url).pathname;
    return idempotent({ resourceType: type, resourceId: context.id, key, method: request.method, path, body: text }, () => handler(input, context));
  });
}
