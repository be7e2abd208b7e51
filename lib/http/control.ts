/**
 * The wrapper of every control route: the rate limit (per client address and
 * per token), then the bearer token, checked for the resource in the path
 * before anything else is looked up, then the handler runs with it.
 */
import { config } from "../config";
import type { ResourceType } from "../leases/schemas";
import { authenticate, type TokenContext } from "../tokens/authenticate";
import { apiRoute, baseUrlOf } from "./handler";
import { limitRequest } from "./rate-limit";

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
    await limitRequest("control", request);
    const token = await authenticate(request, { type, id: params.id });
    return handler(request, { id: params.id, params, token, baseUrl: baseUrlOf(request, config().publicBaseUrl) });
  });
}
