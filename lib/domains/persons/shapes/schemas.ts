/**
 * Person shapes (spec 2.1, 2.3, 4.3): validation, OpenAPI and MCP tool
 * schemas all come from here.
 */
import { z } from "zod";
import { provisionedSchema, WebhookInputSchema } from "../../webhooks/schemas";
import { ActorSchema } from "../../events/catalogue";
import "zod-openapi";
import { AudienceEmailsSchema, hasSomeMember, ResourceRecordBaseSchema, VisibilitySchema } from "../../leases/schemas";
import { scrubsTokens } from "../../../core/token-format";
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
  taskInstructions: 20_000,
  maxTaskTurns: 20,
  /** The public profile (what counterparts see on the chat page). */
  greeting: 500,
  description: 2_000,
  suggestions: 4,
  suggestion: 200,
} as const;

/**
 * Largest chat request body: a whole turn's characters, each escaped as JSON
 * at its longest (\uXXXX, 6 bytes), and room for the members around them.
 * More is refused with 413 before it is read.
 */
export const CHAT_BODY_LIMIT = PERSON_LIMITS.turn * 6 + 16 * 1024;

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

export const ChatMessageInputSchema = z
  .object({
    role: z.enum(["user", "assistant", "system"]),
    content: z.string().min(1).max(PERSON_LIMITS.message),
  })
  .strict()
  .meta({ id: "ChatMessageInput" });

/**
 * The AI SDK's UI message parts this chat can take (AI SDK 7, what useChat's
 * DefaultChatTransport sends). Text is the only input; reasoning, step
 * boundaries and the calls of the Person's own built-in tools are what the
 * service streamed in earlier replies, which useChat sends back with the
 * conversation: they are accepted in assistant messages and never stored
 * again. Any other part (files, sources, data parts) is refused.
 */
const ProviderMetadataSchema = z.record(z.string(), z.unknown());
const UiTextPartSchema = z
  .object({ type: z.literal("text"), text: z.string(), state: z.enum(["streaming", "done"]).optional(), providerMetadata: ProviderMetadataSchema.optional() })
  .strict();
const UiReasoningPartSchema = z
  .object({ type: z.literal("reasoning"), id: z.string().optional(), text: z.string(), state: z.enum(["streaming", "done"]).optional(), providerMetadata: ProviderMetadataSchema.optional() })
  .strict();
const UiStepStartPartSchema = z.object({ type: z.literal("step-start") }).strict();
/**
 * A call of one of the Person's tools (built-in, `<server>__<tool>` of an MCP
 * server, or an HTTP tool), as useChat keeps it: its state and what it
 * carries vary with the state.
 */
const UiToolPartSchema = z
  .looseObject({
    type: z.string().regex(/^tool-[A-Za-z0-9_.-]{1,120}$/, "A tool part's type is tool-<the tool's name>."),
    toolCallId: z.string(),
    state: z.string(),
  })
  .meta({ description: "A call of one of the Person's tools in an earlier reply." });

const UI_PART_TYPES = ["text", "reasoning", "step-start", "tool-<name of one of the Person's tools>"];

const UiKnownPartSchema = z.discriminatedUnion("type", [UiTextPartSchema, UiReasoningPartSchema, UiStepStartPartSchema], {
  error: (issue) => {
    const type = (issue.input as { type?: unknown } | undefined)?.type;
    return typeof type === "string"
      ? `A "${type}" part cannot be taken: this chat takes text (and, in assistant messages, the reasoning, steps and tool calls of the Person's own earlier replies). Send files as knowledge (POST …/files).`
      : `A part needs a type: one of ${UI_PART_TYPES.join(", ")}.`;
  },
});

/** One UI message part: text, reasoning, a step boundary, or a call of one of the Person's tools. */
export const UiMessagePartSchema = z.custom<z.infer<typeof UiKnownPartSchema> | z.infer<typeof UiToolPartSchema>>().superRefine((part, ctx) => {
  const type = (part as { type?: unknown } | null)?.type;
  const parsed = typeof type === "string" && type.startsWith("tool-") ? UiToolPartSchema.safeParse(part) : UiKnownPartSchema.safeParse(part);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
});

/**
 * A part as the message's shape sees it: any object with a type; which parts
 * are taken is checked per part (below), so that a refused part is named by
 * its own path rather than lost in "no shape matched".
 */
const UiPartShapeSchema = z.looseObject({ type: z.string() }).meta({
  description: `An AI SDK UI message part. Taken: ${UI_PART_TYPES.join(", ")} (all but text in assistant messages only); any other part (file, source-url, source-document, data-*, dynamic-tool) is refused with 400.`,
});

export const UiMessageInputSchema = z
  .object({
    id: z.string().min(1).max(200).meta({ description: "The message's id; a message the session already holds (by this id) is not stored again." }),
    role: z.enum(["user", "assistant", "system"]),
    parts: z.array(UiPartShapeSchema).max(1_000),
    metadata: z.unknown().optional().meta({ description: "The client's own; read, not stored." }),
  })
  .strict()
  .superRefine((message, ctx) => {
    message.parts.forEach((part, index) => {
      const parsed = UiMessagePartSchema.safeParse(part);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: ["parts", index, ...issue.path], message: issue.message });
      } else if (message.role !== "assistant" && part.type !== "text") {
        ctx.addIssue({ code: "custom", path: ["parts", index, "type"], message: `A ${message.role} message takes text parts only.` });
      }
    });
  })
  .meta({
    id: "UIMessageInput",
    description:
      "An AI SDK UI message (what useChat sends: {id, role, parts}). Text parts are the content; assistant messages may carry the reasoning, steps and tool calls of the Person's earlier replies, which are not stored again.",
  });

/** Ids the service gives sessions, and takes from useChat's `id`. */
const SESSION_ID = /^[A-Za-z0-9_.:-]+$/;
const isUiMessage = (message: object): message is z.infer<typeof UiMessageInputSchema> => "parts" in message;

export const ChatInputSchema = scrubsTokens(
  z
    .object({
      sessionId: z.string().min(1).max(100).optional().meta({ description: "Continue this session; omitted starts a new one (or, with UI messages, the session named by `id`)." }),
      message: z.string().min(1).max(PERSON_LIMITS.message).optional(),
      messages: z
        .array(z.union([ChatMessageInputSchema, UiMessageInputSchema], { error: () => "Each message is {role, content}, or an AI SDK UI message {id, role, parts}." }))
        .min(1)
        .max(PERSON_LIMITS.conversation)
        .optional()
        .meta({
          description: `The turn's new messages as {role, content}; or the conversation as AI SDK UI messages ({id, role, parts}, as useChat sends it), of which the messages the session does not hold yet are the new ones. At most ${PERSON_LIMITS.messages} new messages.`,
        }),
      id: z
        .string()
        .min(1)
        .max(100)
        .regex(SESSION_ID, "Use letters, digits and . _ : - only.")
        .optional()
        .meta({ description: "With UI messages (useChat's chat id): the session. One this Person's controller has continues; a new id starts a session under it. `sessionId` wins when both are sent." }),
      trigger: z.enum(["submit-message", "regenerate-message"]).optional().meta({ description: "useChat's; only submit-message is taken." }),
      messageId: z.string().optional().meta({ description: "useChat's, when it regenerates or replaces a message: refused (the session keeps what was said)." }),
    })
    .strict()
    .refine((v) => v.message !== undefined || v.messages !== undefined, {
      message: "Send `message`, `messages` or both.",
    })
    .superRefine((v, ctx) => {
      const ui = (v.messages ?? []).filter(isUiMessage).length;
      if (ui && ui !== v.messages!.length) {
        ctx.addIssue({ code: "custom", path: ["messages"], message: "Send messages all as {role, content} or all as UI messages {id, role, parts}, not both." });
        return;
      }
      if (ui) {
        if (v.message !== undefined) ctx.addIssue({ code: "custom", path: ["message"], message: "With UI messages, send the new message as the last of `messages`." });
        if (v.trigger === "regenerate-message") {
          ctx.addIssue({ code: "custom", path: ["trigger"], message: "Regenerating a reply is not supported: the session keeps every reply. Send a new message instead." });
        }
        if (v.messageId !== undefined) {
          ctx.addIssue({ code: "custom", path: ["messageId"], message: "Replacing or regenerating a message is not supported: the session keeps what was said. Send a new message (without messageId)." });
        }
        return;
      }
      for (const key of ["id", "trigger", "messageId"] as const) {
        if (v[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: `\`${key}\` goes with UI messages ({id, role, parts}, as useChat sends them); with {role, content} messages, continue a session with sessionId.` });
      }
      if ((v.messages?.length ?? 0) > PERSON_LIMITS.messages) {
        ctx.addIssue({ code: "custom", path: ["messages"], message: `At most ${PERSON_LIMITS.messages} messages in one turn.` });
      }
      const chars = (v.message?.length ?? 0) + (v.messages ?? []).reduce((sum, m) => sum + (isUiMessage(m) ? 0 : m.content.length), 0);
      if (chars > PERSON_LIMITS.turn) {
        ctx.addIssue({
          code: "custom",
          path: [v.messages !== undefined ? "messages" : "message"],
          message: `One chat turn may hold at most ${PERSON_LIMITS.turn} characters of messages in all; this one has ${chars}.`,
        });
      }
    })
    .meta({
      id: "ChatInput",
      description: `One chat turn. Consumes one included turn. Either \`message\` and/or \`messages\` as {role, content} (the new messages), or the body AI SDK's useChat sends with its default transport ({id, messages: UI messages with parts, trigger}), whose messages the session does not hold yet are the new ones (their text parts the content). At most ${PERSON_LIMITS.message} characters per new message, ${PERSON_LIMITS.messages} new messages and ${PERSON_LIMITS.turn} characters in all (400 validation_failed beyond); a body over ${CHAT_BODY_LIMIT} bytes is refused with 413. A capability token in a message is replaced with "[capability token removed]" before it is stored or prompted.`,
    }),
);

export type ChatMessageInput = z.output<typeof ChatMessageInputSchema>;
export type UiMessageInput = z.output<typeof UiMessageInputSchema>;
export { isUiMessage };

/** A signed-in counterpart's chat turn (the Person page's chat): one message at a time. */
export const CounterpartChatInputSchema = scrubsTokens(
  z.object({
    sessionId: z.string().min(1).max(100).optional(),
    message: z.string().trim().min(1).max(PERSON_LIMITS.message),
  }),
);

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
