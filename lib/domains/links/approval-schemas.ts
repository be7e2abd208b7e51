/** The shapes of a Person's approval requests: one schema each, for validation, OpenAPI and MCP. */
import { z } from "zod";
import "zod-openapi";

export const APPROVAL_LIMITS = { comment: 2000, reason: 1000, list: 100 } as const;

export const ApprovalStatusSchema = z.enum(["pending", "approved", "denied", "expired"]);

export const ApprovalSchema = z
  .object({
    id: z.string(),
    personId: z.string(),
    status: ApprovalStatusSchema,
    tool: z.string().meta({ description: "The tool the Person wants to call: a built-in name, <server>__<tool> or an HTTP tool's name." }),
    kind: z.enum(["builtin", "mcp", "http"]),
    server: z.string().optional(),
    arguments: z.unknown().meta({ description: "The arguments of the call, exactly as it will run if approved." }),
    reason: z.string().meta({ description: "Why: the task's title and instructions, or the chat message the turn answered (shortened)." }),
    taskId: z.string().optional().meta({ description: "The task that waits (status awaiting_approval)." }),
    sessionId: z.string().optional().meta({ description: "The chat session whose turn asked." }),
    expiresAt: z.iso.datetime().meta({ description: "Unanswered by then, it is denied (status expired)." }),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    decidedBy: z.string().nullable().meta({ description: "controller, the signed-in person's email (on a Page), or system (expiry)." }),
    decidedVia: z.enum(["rest", "mcp", "page", "expiry"]).nullable(),
    comment: z.string().nullable(),
    pageId: z.string().optional().meta({ description: "The linked Approval Page it was answered on." }),
    outcome: z
      .object({ ok: z.boolean(), result: z.unknown().optional(), error: z.string().optional() })
      .nullable()
      .meta({ description: "What the approved call returned once it ran (shortened), or its error; null before." }),
  })
  .meta({ id: "PersonApproval" });

export const ApprovalListSchema = z.object({ approvals: z.array(ApprovalSchema) }).meta({ id: "PersonApprovalList" });

export const ApprovalListQuerySchema = z
  .object({
    status: ApprovalStatusSchema.optional().meta({ description: "Only requests in this status (default all), newest first." }),
  })
  .strict();

export const ApprovalDecisionInputSchema = z
  .strictObject({
    decision: z.enum(["approve", "deny"]),
    comment: z.string().trim().max(APPROVAL_LIMITS.comment).optional().meta({ description: "Why: kept on the request, on the timeline, and given to the Person with the outcome." }),
  })
  .meta({ id: "PersonApprovalDecision" });


export const ApprovalIdSchema = z.object({ approvalId: z.string().min(1).max(100).meta({ description: "The approval request's id (apr_…)." }) }).strict();

/** answer_approval's input: the request's id with the decision. */
export const ApprovalAnswerToolInputSchema = ApprovalDecisionInputSchema.extend(ApprovalIdSchema.shape).meta({ id: "PersonApprovalAnswer" });
