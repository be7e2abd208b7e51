/**
 * Person shapes (spec 2.1, 2.3, 4.3): validation, OpenAPI and MCP tool
 * schemas all come from here.
 */
import { z } from "zod";
import { provisionedSchema, WebhookInputSchema } from "../../webhooks/schemas";
import { ActorSchema } from "../../events/catalogue";
import "zod-openapi";
import { AudienceEmailsSchema, hasSomeMember, ResourceRecordBaseSchema, VisibilitySchema } from "../../leases/schemas";
import { LOCALES } from "../../../core/locales";
import { LinkSchema } from "../../links/schemas";

export const PERSON_LIMITS = {
  name: 200,
  goal: 4_000,
  instructions: 20_000,
  /** Characters of one chat message. */
  message: 20_000,
  /** Messages in one chat turn. */
  messages: 100,
  /** Messages of a whole conversation sent as UI messages (useChat sends them all each turn); the new ones among them count against `messages`. */
  conversation: 1_000,
  /** Characters of all the messages of one chat turn together. */
  turn: 64_000,
  taskTitle: 200,
  /** The name of a fact a Person records (record_state's key). */
  stateKey: 200,
  taskInstructions: 20_000,
  maxTaskTurns: 20,
  /** The public profile (what counterparts see on the chat page). */
  greeting: 500,
  description: 2_000,
  suggestions: 4,
  suggestion: 200,
} as const;

export { BUILTIN_TOOLS, DEFAULT_COUNTERPART_TOOLS, type BuiltinTool } from "./tool-schemas";
import { BUILTIN_TOOLS, ToolsInputSchema, ToolsViewSchema } from "./tool-schemas";

/**
 * What a signed-in counterpart sees on the Person's chat page, set by the
 * controller. Separate from `goal` and `instructions`, which are the
 * controller's and never shown to counterparts.
 */
export const PersonProfileSchema = z
  .strictObject({
    greeting: z
      .string()
      .trim()
      .min(1)
      .max(PERSON_LIMITS.greeting)
      .optional()
      .meta({ description: `The Person's first words on its chat page (plain text, at most ${PERSON_LIMITS.greeting} characters). Without it the page greets in the counterpart's language with the Person's name ("Hello, I'm Ada. How can I help?").` }),
    description: z
      .string()
      .trim()
      .min(1)
      .max(PERSON_LIMITS.description)
      .optional()
      .meta({ description: `What the Person is for, as counterparts read it under its name (plain text, at most ${PERSON_LIMITS.description} characters). Without it nothing is shown: the goal is never shown to counterparts.` }),
    suggestions: z
      .array(z.string().trim().min(1).max(PERSON_LIMITS.suggestion))
      .max(PERSON_LIMITS.suggestions)
      .refine((list) => new Set(list).size === list.length, "Each suggestion once.")
      .optional()
      .meta({ description: `Up to ${PERSON_LIMITS.suggestions} first messages (each at most ${PERSON_LIMITS.suggestion} characters) a counterpart can send with one click, shown while their conversation is empty.` }),
    locale: z.enum(LOCALES).optional().meta({ description: "The language of the chat page (en, es, fr, de); without it, the counterpart's browser language (else English)." }),
  })
  .meta({
    id: "PersonProfile",
    description: "The Person's public profile: what signed-in counterparts see on its chat page (counterpartUrl). The goal and instructions stay the controller's.",
    example: {
      greeting: "Hi, I'm Ada from Praxis Weber. I can answer questions about opening hours and appointments.",
      description: "Ask about opening hours, parking, or what to bring to your first appointment.",
      suggestions: ["When are you open on Saturday?", "Where can I park?", "What should I bring?"],
      locale: "en",
    },
  });

export type PersonProfile = z.infer<typeof PersonProfileSchema>;

/** A stored profile (none, or what does not parse: empty). */
export function profileOf(stored: unknown): PersonProfile {
  const parsed = PersonProfileSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

export const PersonProvisionInputSchema = z
  .object({
    name: z.string().trim().min(1).max(PERSON_LIMITS.name).meta({ description: "Stable name of the ongoing worker." }),
    goal: z.string().trim().min(1).max(PERSON_LIMITS.goal).meta({ description: "Durable operational goal: the Person's internal instruction, never shown to counterparts (see profile)." }),
    instructions: z.string().max(PERSON_LIMITS.instructions).optional().meta({ description: "Instructions scoped to this Person only." }),
    visibility: VisibilitySchema.default("public"),
    audienceEmails: AudienceEmailsSchema.default([]),
    tools: ToolsInputSchema.default({}),
    profile: PersonProfileSchema.optional(),
    webhook: WebhookInputSchema.optional().meta({
      description: "Subscribe a webhook at purchase time, so not even the first event (lease.provisioned) is missed. Checked before the payment is taken; the answer's `webhook` shows its signing secret once.",
    }),
  })
  .strict()
  .meta({ id: "PersonProvisionInput" });

export const PersonPatchInputSchema = z
  .object({
    name: PersonProvisionInputSchema.shape.name.optional(),
    goal: PersonProvisionInputSchema.shape.goal.optional(),
    instructions: z.string().max(PERSON_LIMITS.instructions).nullable().optional().meta({ description: "null clears them." }),
    tools: ToolsInputSchema.optional().meta({ description: "Replaces the whole configuration; header values given as {\"set\": true} keep the stored ones." }),
    visibility: VisibilitySchema.optional(),
    profile: PersonProfileSchema.optional().meta({ description: "Replaces the public profile; {} removes it." }),
  })
  .strict()
  .refine(...hasSomeMember)
  .meta({ id: "PersonPatchInput" });

export const PersonSchema = ResourceRecordBaseSchema.extend({
  type: z.literal("person"),
  name: z.string(),
  goal: z.string(),
  instructions: z.string().nullable(),
  tools: ToolsViewSchema,
  enabledTools: z.array(z.enum(BUILTIN_TOOLS)).meta({ description: "The built-in tools the Person uses." }),
  enabledCounterpartTools: z
    .array(z.enum(BUILTIN_TOOLS))
    .meta({ description: "The built-in tools the Person uses in a counterpart's turn (tools.counterpartTools among enabledTools)." }),
  ignoredTools: z.array(z.string()).meta({ description: "Members of tools an earlier version kept without using them (today such members are refused): listed, never used." }),
  profile: PersonProfileSchema,
  counterpartUrl: z.string().url().meta({ description: "Where signed-in counterparts chat with this Person." }),
  links: z.array(LinkSchema).meta({ description: "The Pages linked to this Person (POST …/links), oldest first: what starts its tasks and which Page answers its approvals." }),
  paused: z.boolean().meta({ description: "Paused by its controller (POST …/pause): chat answers 409 person_paused and no task runs until POST …/resume." }),
  pausedAt: z.iso.datetime().nullable().meta({ description: "When it was paused; null while it runs." }),
}).meta({ id: "Person" });

export const PersonProvisionedSchema = provisionedSchema("person", PersonSchema, {
  id: "PersonProvisioned",
  description: "The new Person and its one-time capability token (member `capabilityToken.token`).",
});

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

export { ActorSchema };

export const TaskStatusSchema = z
  .enum(["queued", "running", "awaiting_approval", "succeeded", "failed", "cancelled"])
  .meta({ id: "TaskStatus", description: "awaiting_approval: paused until a tool call it asked for is answered or expires (docs/persons.md, Approvals)." });

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
    createdBy: ActorSchema.meta({
      description: "Who caused the task: the controller (POST …/tasks, create_task), or the Person's create_task tool in a turn of the controller (person) or of a counterpart (counterpart).",
    }),
    createdByEmail: z.string().nullable().meta({ description: "The counterpart's email when a counterpart's turn caused the task." }),
    source: z
      .object({ type: z.literal("page_link"), linkId: z.string(), pageId: z.string(), submissionId: z.string(), kind: z.string() })
      .nullable()
      .meta({ description: "What started the task when no caller did: a linked Page's submission (the link's trigger; createdBy is controller, who configured it). The submission is in `input`, as data." }),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Task" });

export const TaskListSchema = z.object({ tasks: z.array(TaskSchema) }).meta({ id: "TaskList" });

/** Input of the record_state tool (and of MCP's equivalent). */
export const RecordStateInputSchema = z
  .object({
    key: z.string().trim().min(1).max(PERSON_LIMITS.stateKey).meta({ description: "Name of the fact, e.g. customer_plan." }),
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
    type: z.string().meta({ example: "person.chat.message" }),
    actor: ActorSchema,
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
      awaiting_approval: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      cancelled: z.number().int(),
    }),
    lastActivityAt: z.iso.datetime().nullable().meta({ description: "Time of the newest timeline event." }),
    turnsRemaining: z.number().int(),
    recordedBy: z
      .record(z.string(), z.object({ actor: ActorSchema, actorEmail: z.string().nullable() }))
      .meta({ description: "Who caused each fact, by key: the Person in a controller's turn or task (person), or a counterpart's turn (counterpart, with the email)." }),
    version: z.number().int().meta({ description: "Increases with every recorded fact in this scope." }),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "PersonState", description: "Current derived state of the Person in one scope (`default` when scopeId is omitted)." });
