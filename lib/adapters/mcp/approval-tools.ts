/**
 * The approval tools of a Person's control session, one per approval route
 * (GET/POST …/persons/{id}/approvals…): the same domain functions, schemas
 * and errors as REST.
 */
import { ApprovalAnswerToolInputSchema, ApprovalIdSchema, ApprovalListQuerySchema, ApprovalListSchema, ApprovalSchema } from "../../domains/links/approval-schemas";
import { answerApproval, getApproval, listApprovals } from "../../domains/persons/work/approvals";
import type { TokenContext } from "../../domains/tokens/authenticate";
import { defineTool, DESTROY, openWorld, READ, type ToolCall, type ToolDefinition } from "./tool";

// Approving runs the call: it reaches outside (a remote MCP server or an HTTP address).
const DECIDE = openWorld(DESTROY);

export function approvalTools(subjectOf: (call: ToolCall) => TokenContext): ToolDefinition[] {
  return [
    defineTool({
      name: "list_approvals",
      title: "List approval requests",
      description: "The Person's approval requests (tool calls waiting for an answer, or answered), newest first; status filters.",
      input: ApprovalListQuerySchema,
      output: ApprovalListSchema,
      annotations: READ,
      run: async ({ status }, call) => ({ value: { approvals: await listApprovals(subjectOf(call).resourceId, status) } }),
    }),
    defineTool({
      name: "get_approval",
      title: "Read an approval request",
      description: "One approval request: the tool, its arguments, the reason, its status and outcome.",
      input: ApprovalIdSchema,
      output: ApprovalSchema,
      annotations: READ,
      run: async ({ approvalId }, call) => ({ value: await getApproval(subjectOf(call).resourceId, approvalId) }),
    }),
    defineTool({
      name: "answer_approval",
      title: "Approve or deny a tool call",
      description: "Approve (the call runs as requested) or deny a pending approval request; each is answered once.",
      input: ApprovalAnswerToolInputSchema,
      output: ApprovalSchema,
      annotations: DECIDE,
      run: async ({ approvalId, decision, comment }, call) => ({ value: await answerApproval(subjectOf(call).resourceId, approvalId, { decision, comment }, "mcp") }),
    }),
  ];
}
