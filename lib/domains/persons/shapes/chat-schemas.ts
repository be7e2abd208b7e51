/**
 * The chat's shapes: a turn as the controller sends it ({role, content} messages, or the AI SDK UI messages useChat
 * sends), a counterpart's turn, and a turn's whole reply (MCP's invoke_person).
 */
import { z } from "zod";
import "zod-openapi";
import { scrubsTokens } from "../../../core/token-format";
import { PERSON_LIMITS } from "./schemas";

/**
 * Largest chat request body: a whole turn's characters, each escaped as JSON
 * at its longest (\uXXXX, 6 bytes), and room for the members around them.
 * More is refused with 413 before it is read.
 */
export const CHAT_BODY_LIMIT = PERSON_LIMITS.turn * 6 + 16 * 1024;

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
