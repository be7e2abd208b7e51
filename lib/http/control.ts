/**
 * The wrapper of every control route: the bearer token is checked for the
 * resource in the path before anything else, then the handler runs with it.
 */
import { config } from "../config";
import type { ResourceType } from "../leases/schemas";
import { authenticate, type TokenContext } from "../tokens/authenticate";
import { apiRoute, baseUrlOf } from "./handler";

export interface ControlContext {
  id: string;
  token: TokenContext;
  baseUrl: string;
}

export function controlRoute(type: ResourceType, handler: (request: Request, context: ControlContext) => Promise<Response>) {
  return apiRoute(async (request: Request, route: { params: Promise<{ id: string }> }) => {
    const { id } = await route.params;
    const token = await authenticate(request, { type, id });
    return handler(request, { id, token, baseUrl: baseUrlOf(request, config().publicBaseUrl) });
  });
}
