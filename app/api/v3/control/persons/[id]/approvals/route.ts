import { controlRoute } from "@/lib/adapters/http/control";
import { otherMethods, parseQuery } from "@/lib/adapters/http/handler";
import { ApprovalListQuerySchema } from "@/lib/domains/links/approval-schemas";
import { listApprovals } from "@/lib/domains/persons/work/approvals";

export const GET = controlRoute("person", async (request, { id }) => {
  const { status } = parseQuery(request, ApprovalListQuerySchema);
  return Response.json({ approvals: await listApprovals(id, status) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods();
