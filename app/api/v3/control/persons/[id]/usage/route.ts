import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { UsageQuerySchema } from "@/lib/domains/persons/shapes/control-schemas";
import { getUsage } from "@/lib/domains/persons/runtime/usage";

export const GET = controlRoute("person", async (request, { id }) => {
  const query = parseQuery(request, UsageQuerySchema);
  return Response.json(await getUsage(id, query), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
