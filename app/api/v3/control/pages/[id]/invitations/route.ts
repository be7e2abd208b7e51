import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { InvitationInputSchema, InvitationsQuerySchema } from "@/lib/domains/pages/invitation-schemas";
import { invitePerson, listInvitations } from "@/lib/domains/pages/invitations";

// 201 for a new invitation (emailed), 200 when the same address was invited moments ago (that one again, nothing sent).
export const POST = controlWrite("page", { schema: InvitationInputSchema }, async (input, { id, token }) => {
  const sent = await invitePerson(id, input, { tokenId: token.tokenId });
  return Response.json(sent, { status: sent.repeated ? 200 : 201 });
});

export const GET = controlRoute("page", async (request, { id }) => {
  const { limit, cursor } = parseQuery(request, InvitationsQuerySchema);
  return Response.json(await listInvitations(id, limit, cursor), { headers: { "Cache-Control": "no-store" } });
});

export const { PUT, PATCH, DELETE } = otherMethods();
