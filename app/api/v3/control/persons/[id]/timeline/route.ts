import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { TimelineQuerySchema } from "@/lib/domains/persons/shapes/schemas";
import { listTimeline } from "@/lib/domains/persons/control/timeline";

export const GET = controlRoute("person", async (request, { id }) => {
  const { limit, cursor } = parseQuery(request, TimelineQuerySchema);
  return Response.json(await listTimeline(id, limit, cursor));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
