import { controlRoute } from "@/lib/http/control";
import { otherMethods, parseQuery } from "@/lib/http/handler";
import { TimelineQuerySchema } from "@/lib/persons/schemas";
import { listTimeline } from "@/lib/persons/timeline";

export const GET = controlRoute("person", async (request, { id }) => {
  const { limit, cursor } = parseQuery(request, TimelineQuerySchema);
  return Response.json(await listTimeline(id, limit, cursor));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
