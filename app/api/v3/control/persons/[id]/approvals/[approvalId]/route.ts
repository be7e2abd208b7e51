import { controlRoute, controlWrite } from "@/lib/adapters/http/control";
import { otherMethods, validate } from "@/lib/adapters/http/handler";
import { ApprovalDecisionInputSchema, ApprovalIdSchema } from "@/lib/domains/links/approval-schemas";
import { answerApproval, getApproval } from "@/lib/domains/persons/work/approvals";

export const GET = controlRoute<{ id: string; approvalId: string }>("person", async (_request, { id, params }) => {
  const { approvalId } = validate(ApprovalIdSchema, { approvalId: params.approvalId }, "The path");
  return Response.json(await getApproval(id, approvalId));
});

export const POST = controlWrite<typeof ApprovalDecisionInputSchema, { id: string; approvalId: string }>("person", { schema: ApprovalDecisionInputSchema }, async (input, { id, params }) => {
  const { approvalId } = validate(ApprovalIdSchema, { approvalId: params.approvalId }, "The path");
  return Response.json(await answerApproval(id, approvalId, input, "rest"));
});

export const { PUT, PATCH, DELETE } = otherMethods();
