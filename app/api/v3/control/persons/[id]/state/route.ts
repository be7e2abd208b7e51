import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { StateQuerySchema } from "@/lib/domains/persons/shapes/schemas";
import { DEFAULT_SCOPE, getState } from "@/lib/domains/persons/runtime/state";

export const GET = controlRoute("person", async (request, { id }) => {
  const { scopeId } = parseQuery(request, StateQuerySchema);
  return Response.json(await getState(id, scopeId ?? DEFAULT_SCOPE));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
