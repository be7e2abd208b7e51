import { controlRoute } from "@/lib/http/control";
import { otherMethods, parseQuery } from "@/lib/http/handler";
import { StateQuerySchema } from "@/lib/persons/schemas";
import { DEFAULT_SCOPE, getState } from "@/lib/persons/state";

export const GET = controlRoute("person", async (request, { id }) => {
  const { scopeId } = parseQuery(request, StateQuerySchema);
  return Response.json(await getState(id, scopeId ?? DEFAULT_SCOPE));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
