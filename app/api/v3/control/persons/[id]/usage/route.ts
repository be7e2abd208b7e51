import { controlRoute } from "@/lib/http/control";
import { otherMethods, parseQuery } from "@/lib/http/handler";
import { UsageQuerySchema } from "@/lib/persons/control-schemas";
import { getUsage } from "@/lib/persons/usage";

export const GET = controlRoute("person", async (request, { id }) => {
  const query = parseQuery(request, UsageQuerySchema);
  return Response.json(await getUsage(id, query), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
