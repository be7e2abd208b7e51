import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, validate } from "@/lib/adapters/http/handler";
import { removeLink } from "@/lib/domains/links/links";
import { LinkIdSchema } from "@/lib/domains/links/schemas";

export const DELETE = controlRoute<{ id: string; linkId: string }>("page", async (_request, { id, params }) => {
  const { linkId } = validate(LinkIdSchema, { linkId: params.linkId }, "The path");
  return Response.json(await removeLink("page", id, linkId));
});

export const { GET, POST, PUT, PATCH } = otherMethods();
