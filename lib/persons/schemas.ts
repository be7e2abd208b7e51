/**
 * Person shapes (spec 2.1, 2.3, 4.3): validation, OpenAPI and MCP tool
 * schemas all come from here.
 */
import { z } from "zod";
import "zod-openapi";
import {
  AudienceEmailsSchema,
  CapabilityTokenSchema,
  hasSomeMember,
  PaymentReceiptSchema,
  ResourceRecordBaseSchema,
  VisibilitySchema,
} from "../leases/schemas";

export const PERSON_LIMITS = {
  name: 200,
  goal: 4_000,
  instructions: 20_000,
  message: 20_000,
  messages: 100,
  taskTitle: 200,
  taskInstructions: 20_000,
  maxTaskTurns: 20,
} as const;

/** Largest chat request body: every message at its longest, with JSON escaping. */
export const CHAT_BODY_LIMIT = PERSON_LIMITS.message * 4 * PERSON_LIMITS.messages;

export const BUILTIN_TOOLS = ["record_state", "create_task", "search_knowledge"] as const;
export type BuiltinTool = (typeof BUILTIN_TOOLS)[number];

export const ToolsSchema = z
  .looseObject({
    record_state: z.boolean().optional().meta({ description: "May record facts in its state (default true)." }),
    create_task: z.boolean().optional().meta({ description: "May queue tasks for itself (default true)." }),
    search_knowledge: z.boolean().optional().meta({ description: "May search its knowledge files (default true)." }),
  })
  .meta({
    id: "PersonTools",
    description:
      "Which built-in tools the Person may use: record_state, create_task, search_knowledge (each true by default). Other members are kept but ignored; the Person record lists them in ignoredTools.",
  });

export const PersonProvisionInputSchema = z
  .object({
    name: z.string().trim().min(1).max(PERSON_LIMITS.name).meta({ description: "Stable name of the ongoing worker." }),
    goal: z.string().trim().min(1).max(PERSON_LIMITS.goal).meta({ description: "Durable operational goal." }),
    instructions: z.string().max(PERSON_LIMITS.instructions).optional().meta({ description: "Instructions scoped to this Person only." }),
    visibility: VisibilitySchema.default("public"),
    audienceEmails: AudienceEmailsSchema.default([]),
    tools: ToolsSchema.default({}),
  })
  .strict()
  .meta({ id: "PersonProvisionInput" });

export const PersonPatchInputSchema = z
  .object({
    name: PersonProvisionInputSchema.shape.name.optional(),
    goal: PersonProvisionInputSchema.shape.goal.optional(),
    instructions: z.string().max(PERSON_LIMITS.instructions).nullable().optional().meta({ description: "null clears them." }),
    tools: ToolsSchema.optional(),
    visibility: VisibilitySchema.optional(),
  })
  .strict()
  .refine(...hasSomeMember)
  .meta({ id: "PersonPatchInput" });

export const PersonSchema = ResourceRecordBaseSchema.extend({
  type: z.literal("person"),
  name: z.string(),
  goal: z.string(),
  instructions: z.string().nullable(),
  tools: ToolsSchema,
  enabledTools: z.array(z.enum(BUILTIN_TOOLS)).meta({ description: "The built-in tools the Person uses." }),
  ignoredTools: z.array(z.string()).meta({ description: "Members of tools that are not built-in tools: kept, but ignored." }),
  counterpartUrl: z.string().url().meta({ description: "Where signed-in counterparts chat with this Person." }),
}).meta({ id: "Person" });

export const PersonProvisionedSchema = z
  .object({ person: PersonSchema, capabilityToken: CapabilityTokenSchema, payment: PaymentReceiptSchema })
  .meta({ id: "PersonProvisioned", description: "The new Person and its one-time capability token (member `capabilityToken.token`)." });

export const DestroyedSchema = z
  .object({
    id: z.string(),
    type: z.enum(["person", "page"]),
    destroyed: z.literal(true),
    destroyedAt: z.iso.datetime(),
  })
  .meta({ id: "Destroyed" });

export const KnowledgeFileInputSchema = z
  .object({
    content: z.string().min(1).meta({ description: "The text. At most KNOWLEDGE_MAX_BYTES bytes of UTF-8 (512 KiB by default); more is refused with 413." }),
    name: z.string().trim().min(1).max(200).optional(),
    mimeType: z
      .string()
      .regex(/^[\w.+-]+\/[\w.+-]+$/, "a media type such as text/markdown")
      .optional()
      .meta({ description: "Defaults to text/plain." }),
  })
  .strict()
  .meta({ id: "KnowledgeFileInput" });

export const KnowledgeFileSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
    passages: z.number().int().meta({ description: "Passages the file was split into for retrieval." }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "KnowledgeFile" });

export const KnowledgeFileRemovedSchema = z
  .object({ id: z.string(), removed: z.literal(true) })
  .meta({ id: "KnowledgeFileRemoved", description: "The knowledge file and its passages are gone; its bytes no longer count against the quota." });

export const KnowledgeFileIdSchema = z.object({ fileId: z.string().min(1).max(64) }).meta({ id: "KnowledgeFileId" });

export const KnowledgeFileListSchema = z.object({ files: z.array(KnowledgeFileSchema) }).meta({ id: "KnowledgeFileList" });

export const TaskStatusSchema = z.enum(["queued", "running", "succeeded", "failed", "cancelled"]).meta({ id: "TaskStatus" });

export const TaskInputSchema = z
  .object({
    title: z.string().trim().min(1).max(PERSON_LIMITS.taskTitle),
    instructions: z.string().trim().min(1).max(PERSON_LIMITS.taskInstructions),
    input: z.unknown().optional().meta({ description: "Any JSON value the task works on." }),
    maxTurns: z
      .number()
      .int()
      .min(1)
      .max(PERSON_LIMITS.maxTaskTurns)
      .default(1)
      .meta({ description: "Bound of the work: the most turns the task may consume." }),
  })
  .strict()
  .meta({ id: "TaskInput", description: "Bounded work assigned to the Person." });

export const TaskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    instructions: z.string(),
    input: z.unknown().nullable(),
    maxTurns: z.number().int(),
    turnsUsed: z.number().int(),
    status: TaskStatusSchema,
    result: z.unknown().nullable(),
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Task" });

export const TaskListSchema = z.object({ tasks: z.array(TaskSchema) }).meta({ id: "TaskList" });

export const ChatMessageInputSchema = z
  .object({
    role: z.enum(["user", "assistant", "system"]),
    content: z.string().min(1).max(PERSON_LIMITS.message),
  })
  .strict()
  .meta({ id: "ChatMessageInput" });

export const ChatInputSchema = z
  .object({
    sessionId: z.string().min(1).max(100).optional().meta({ description: "Continue this session; omitted starts a new one." }),
    message: z.string().min(1).max(PERSON_LIMITS.message).optional(),
    messages: z.array(ChatMessageInputSchema).min(1).max(PERSON_LIMITS.messages).optional(),
  })
  .strict()
  .refine((v) => v.message !== undefined || v.messages !== undefined, {
    message: "Send `message`, `messages` or both.",
  })
  .meta({ id: "ChatInput", description: "One chat turn. Consumes one included turn." });

/** The answer to one turn taken as a whole (MCP's invoke_person), rather than streamed. */
export const PersonReplySchema = z
  .object({
    sessionId: z.string().meta({ description: "Pass it back as sessionId to continue the conversation." }),
    reply: z.string().meta({ description: "The Person's reply." }),
    turnsRemaining: z.number().int().meta({ description: "Included turns left in this term after this one." }),
    model: z.string(),
    toolCalls: z.array(z.object({ name: z.string(), input: z.unknown() })).meta({ description: "Built-in tools the Person used in this turn." }),
  })
  .meta({ id: "PersonReply", description: "One chat turn's reply, complete." });

/** Input of the record_state tool (and of MCP's equivalent). */
export const RecordStateInputSchema = z
  .object({
    key: z.string().trim().min(1).max(200).meta({ description: "Name of the fact, e.g. customer_plan." }),
    value: z.unknown().meta({ description: "Any JSON value." }),
    scopeId: z.string().trim().min(1).max(200).optional().meta({ description: "State scope; `default` when omitted." }),
  })
  .meta({ id: "RecordStateInput" });

export const SearchKnowledgeInputSchema = z
  .object({ query: z.string().trim().min(1).max(2_000) })
  .meta({ id: "SearchKnowledgeInput" });

export const TIMELINE_LIMIT = { min: 1, max: 200, default: 50 } as const;

export const TimelineQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(TIMELINE_LIMIT.min)
    .max(TIMELINE_LIMIT.max)
    .default(TIMELINE_LIMIT.default)
    .meta({ description: `Events per page, ${TIMELINE_LIMIT.min} to ${TIMELINE_LIMIT.max}.` }),
  cursor: z.string().max(100).optional().meta({ description: "nextCursor of the previous page." }),
});

export const TimelineEventSchema = z
  .object({
    id: z.string(),
    type: z.string().meta({ example: "chat.turn" }),
    actor: z.enum(["controller", "counterpart", "person", "system"]),
    actorEmail: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "TimelineEvent" });

export const TimelineSchema = z
  .object({ events: z.array(TimelineEventSchema), nextCursor: z.string().nullable() })
  .meta({ id: "Timeline", description: "Newest first." });

export const StateQuerySchema = z.object({
  scopeId: z.string().min(1).max(200).optional().meta({ description: "A scope of the derived state; `default` when omitted." }),
});

export const PersonStateSchema = z
  .object({
    personId: z.string(),
    scopeId: z.string(),
    facts: z.record(z.string(), z.unknown()).meta({ description: "What the runtime recorded with its record_state tool in this scope, by key." }),
    tasks: z.object({
      queued: z.number().int(),
      running: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      cancelled: z.number().int(),
    }),
    lastActivityAt: z.iso.datetime().nullable().meta({ description: "Time of the newest timeline event." }),
    turnsRemaining: z.number().int(),
    version: z.number().int().meta({ description: "Increases with every recorded fact in this scope." }),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "PersonState", description: "Current derived state of the Person in one scope (`default` when scopeId is omitted)." });
