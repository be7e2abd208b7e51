import { controlRoute } from "@/lib/http/control";
import { otherMethods, parseQuery } from "@/lib/http/handler";
import { ApprovalListQuerySchema } from "@/lib/links/approval-schemas";
import { listApprovals } from "@/lib/persons/approvals";

export const GET = controlRoute("person", async (request, { id }) => {
  const { status } = parseQuery(request, ApprovalListQuerySchema);
  return Response.json({ approvals: await listApprovals(id, status) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
