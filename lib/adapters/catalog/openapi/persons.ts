/**
 * Person control (bearer token of the Person): the Person, its audience,
 * files, approvals, tasks, chat, timeline, state, events, links, pause and
 * resume, usage and export, with their examples. Its webhooks, schedules and
 * OAuth grants are in webhooks.ts, schedules.ts and oauth.ts.
 */
import { z } from "zod";
import type { PublishedRoute } from "../../../core/http/routes";
import { ApprovalDecisionInputSchema, ApprovalIdSchema, ApprovalListQuerySchema, ApprovalListSchema, ApprovalSchema } from "../../../domains/links/approval-schemas";
import { LinkInputSchema, LinkListSchema, LinkSchema } from "../../../domains/links/schemas";
import { EXPORT_FORMAT, EXPORT_LIMITS, PauseInputSchema, PersonExportSchema, PersonUsageSchema, USAGE_MAX_DAYS, UsageQuerySchema } from "../../../domains/persons/shapes/control-schemas";
import { definedFields } from "../../../domains/persons/runtime/record";
import { DestroyedSchema, KnowledgeFileIdSchema, KnowledgeFileInputSchema, KnowledgeFileListSchema, KnowledgeFileRemovedSchema, KnowledgeFileSchema, PersonPatchInputSchema, PersonSchema, PersonStateSchema, StateQuerySchema, TaskInputSchema, TaskListSchema, TaskSchema, TimelineQuerySchema, TimelineSchema } from "../../../domains/persons/shapes/schemas";
import { ChatInputSchema } from "../../../domains/persons/shapes/chat-schemas";
import { requestExample, responseExample } from "./examples";
import { AT, lease, link, one, person, PERSON_ID, profile, run, schedule, task, TASK_ID, TERM_END, TERM_START } from "./story";
import { audienceOperation, control, idempotentWrite, controlWithoutBody, CONTROL_ERRORS, IdempotencyKeyHeader, IDEMPOTENT_ERRORS, IdParam, type Spec, WRITE_ERRORS } from "./spec";
import { eventsOperation } from "./events";
import { unlinkOperation } from "./links";

/** What POST …/chat streams for a short reply (the AI SDK UI message stream protocol). */
const CHAT_STREAM_EXAMPLE = [
  { type: "start", messageId: "msg_5e4d3c2b1a09", messageMetadata: { sessionId: "cm3x9p7s5d0004hj2kl6mn8bv0", turnsRemaining: 237, model: "gpt-5-mini" } },
  { type: "start-step" },
  { type: "text-start", id: "txt_0" },
  { type: "text-delta", id: "txt_0", delta: "Two patients asked whether you are open on Saturday; " },
  { type: "text-delta", id: "txt_0", delta: "both were told 9:00 to 12:00." },
  { type: "text-end", id: "txt_0" },
  { type: "finish-step" },
  { type: "finish" },
]
  .map((part) => `data: ${JSON.stringify(part)}\n\n`)
  .join("")
  .concat("data: [DONE]\n\n");

/** Person control, in the document's order. */
export const PERSON_SPECS = {
  "GET /api/v3/control/persons/{id}": controlWithoutBody("person", "getPerson", "Read the Person with its lease", { description: "The Person.", schema: PersonSchema }),
  "PATCH /api/v3/control/persons/{id}": {
    ...idempotentWrite("person", "updatePerson", "Change name, goal, instructions, tools, visibility or the public profile", PersonPatchInputSchema, { status: 200, description: "The updated Person.", schema: PersonSchema }),
    bodyExamples: {
      profile: {
        summary: "Set what counterparts see on the chat page: greeting, description, suggested first messages, language",
        value: { profile: { greeting: "Hola, soy Ada. ¿En qué puedo ayudarle?", description: "Preguntas sobre horarios y citas.", suggestions: ["¿Abren el sábado?", "¿Dónde puedo aparcar?"], locale: "es" } },
      },
    },
  },
  "DELETE /api/v3/control/persons/{id}": controlWithoutBody("person", "destroyPerson", "Destroy the Person permanently and revoke its tokens", { description: "The destroyed Person.", schema: DestroyedSchema }),
  "POST /api/v3/control/persons/{id}/audience": audienceOperation("person"),
  "GET /api/v3/control/persons/{id}/files": controlWithoutBody("person", "listKnowledgeFiles", "List the Person's private knowledge files", { description: "The knowledge files.", schema: KnowledgeFileListSchema }),
  "POST /api/v3/control/persons/{id}/files": idempotentWrite("person", "addKnowledgeFile", "Grant the Person a knowledge file", KnowledgeFileInputSchema, { status: 201, description: "The knowledge file granted.", schema: KnowledgeFileSchema }, { errors: ["storage_quota_exceeded"] }),
  "DELETE /api/v3/control/persons/{id}/files/{fileId}": {
    operationId: "removeKnowledgeFile",
    summary: "Remove a knowledge file and its passages (frees its share of the knowledge quota)",
    tags: ["person"],
    security: "bearer",
    params: { path: z.object({ id: IdParam.shape.id, fileId: KnowledgeFileIdSchema.shape.fileId.meta({ description: "The knowledge file's id." }) }) },
    success: { status: 200, description: "The file is gone.", schema: KnowledgeFileRemovedSchema },
    errors: CONTROL_ERRORS,
  },
  "GET /api/v3/control/persons/{id}/approvals": control("person", {
    operationId: "listPersonApprovals",
    summary: "List the Person's approval requests (tool calls that wait for an answer, or were answered)",
    query: ApprovalListQuerySchema,
    success: { status: 200, description: "The requests, newest first (at most 100).", schema: ApprovalListSchema },
    errors: CONTROL_ERRORS,
  }),
  "GET /api/v3/control/persons/{id}/approvals/{approvalId}": {
    operationId: "getPersonApproval",
    summary: "Read one approval request, with the outcome of an approved call once it ran",
    tags: ["person"],
    security: "bearer",
    params: { path: z.object({ id: IdParam.shape.id, approvalId: ApprovalIdSchema.shape.approvalId }) },
    success: { status: 200, description: "The request.", schema: ApprovalSchema },
    errors: CONTROL_ERRORS,
  },
  "POST /api/v3/control/persons/{id}/approvals/{approvalId}": {
    operationId: "answerPersonApproval",
    summary: "Approve or deny a pending tool call (approved, it runs exactly as requested and the task resumes with its result)",
    tags: ["person"],
    security: "bearer",
    params: { path: z.object({ id: IdParam.shape.id, approvalId: ApprovalIdSchema.shape.approvalId }), header: IdempotencyKeyHeader },
    body: ApprovalDecisionInputSchema,
    success: { status: 200, description: "The answered request (status approved or denied).", schema: ApprovalSchema },
    errors: [...IDEMPOTENT_ERRORS, "approval_closed"],
  },
  "GET /api/v3/control/persons/{id}/tasks": controlWithoutBody("person", "listTasks", "List the Person's tasks with their status", { description: "The tasks, newest first.", schema: TaskListSchema }),
  "POST /api/v3/control/persons/{id}/tasks": idempotentWrite("person", "createTask", "Assign bounded work to the Person", TaskInputSchema, { status: 201, description: "The task created.", schema: TaskSchema }),
  "POST /api/v3/control/persons/{id}/chat": control("person", {
    operationId: "chatWithPerson",
    summary: "One chat turn, answered as a server-sent event stream; consumes one included turn",
    body: ChatInputSchema,
    success: {
      status: 200,
      description:
        "The Person's reply as server-sent events: the AI SDK UI message stream protocol (header x-vercel-ai-ui-message-stream: v1), which useChat and any AI SDK client read directly; the body useChat's default transport sends (DefaultChatTransport: {id, messages: UI messages with parts, trigger}) is taken as it is, with `Authorization: Bearer` in its headers (see ChatInput). Each event is `data: <JSON>`: start (messageId: the reply's id; messageMetadata {sessionId, turnsRemaining, model}), start-step, text-start, text-delta {delta}, text-end, tool-input-start, tool-input-available {toolName, input}, tool-output-available {output}, finish-step, finish, error {errorText}; the stream ends with `data: [DONE]`. The session id is also in the X-Leasehold-Session-Id header. See docs/api.md.",
      schema: z.string(),
      contentType: "text/event-stream",
      examples: { reply: { summary: "A short reply, as the stream carries it", value: CHAT_STREAM_EXAMPLE } },
    },
    errors: [...WRITE_ERRORS, "turns_exhausted", "person_paused"],
  }),
  "GET /api/v3/control/persons/{id}/timeline": controlWithoutBody("person", "getTimeline", "The Person's timeline events, newest first", { description: "A page of timeline events.", schema: TimelineSchema, query: TimelineQuerySchema }),
  "GET /api/v3/control/persons/{id}/state": controlWithoutBody("person", "getState", "The Person's current derived state", { description: "The derived state.", schema: PersonStateSchema, query: StateQuerySchema }),
  "GET /api/v3/control/persons/{id}/events": eventsOperation("person"),
  "POST /api/v3/control/persons/{id}/links": {
    operationId: "linkPage",
    summary: "Link a Page to the Person with both tokens (the Person's as the bearer, the Page's as pageToken in the body): its submissions can start tasks, and the Person can read them",
    tags: ["person"],
    security: "bearer",
    params: { path: IdParam, header: IdempotencyKeyHeader },
    body: LinkInputSchema,
    success: { status: 201, description: "The link (never the page token).", schema: LinkSchema },
    errors: [...IDEMPOTENT_ERRORS, "page_token_invalid", "link_forbidden", "approvers_required", "conflict", "link_limit"],
  },
  "GET /api/v3/control/persons/{id}/links": controlWithoutBody("person", "listPersonLinks", "List the Pages linked to the Person", { description: "The links, oldest first.", schema: LinkListSchema }),
  "DELETE /api/v3/control/persons/{id}/links/{linkId}": unlinkOperation("person"),
  // controls (lib/domains/persons/runtime/pause.ts, usage.ts, control/export.ts)
  "POST /api/v3/control/persons/{id}/pause": idempotentWrite("person", "pausePerson", "Pause the Person: chat answers 409 person_paused and no task runs until it is resumed", PauseInputSchema, {
    status: 200,
    description: "The Person, paused (paused: true, pausedAt). Pausing a paused Person changes nothing. The body is {} or {reason}; person.paused is recorded with the reason.",
    schema: PersonSchema,
  }),
  "POST /api/v3/control/persons/{id}/resume": idempotentWrite("person", "resumePerson", "Resume a paused Person: chat is open again and the tasks queued while it was paused run", PauseInputSchema, {
    status: 200,
    description: "The Person, running (paused: false). Resuming a running Person changes nothing. The body is {} or {reason}; person.resumed is recorded with the reason and the number of tasks requeued.",
    schema: PersonSchema,
  }),
  "GET /api/v3/control/persons/{id}/usage": controlWithoutBody("person", "getPersonUsage", "The usage meter: turns, model tokens in and out and tool calls per UTC day, with this term's allowance", { description: `Every UTC day from \`from\` to \`to\` (default the current term up to today; at most ${USAGE_MAX_DAYS} days), with their totals and the term's turns used and remaining.`, schema: PersonUsageSchema, query: UsageQuerySchema }),
  "GET /api/v3/control/persons/{id}/export": control("person", {
    operationId: "exportPerson",
    summary: "Export the Person as one JSON bundle (definition, knowledge, state, tasks, chats, timeline, usage)",
    success: {
      status: 200,
      description: `The bundle (format ${EXPORT_FORMAT}; docs/persons.md). Open while the lease is active or expired, until it is destroyed. Capped: at most ${EXPORT_LIMITS.tasks} tasks, ${EXPORT_LIMITS.sessions} chat sessions of at most ${EXPORT_LIMITS.messagesPerSession} messages and ${EXPORT_LIMITS.messageChars} characters of messages in all, and ${EXPORT_LIMITS.timeline} timeline events (the newest); \`truncated\` says which part reached its cap. Never a capability token or a webhook secret; the tools configuration is the Person record's. Streamed as it is read (no Content-Length); one export of a Person runs at a time.`,
      schema: PersonExportSchema,
    },
    errors: [...CONTROL_ERRORS, "export_in_progress"],
  }),
} satisfies Partial<Record<PublishedRoute, Spec>>;

const APPROVAL_ID = "apr_c8x2m4q7w9e1r5t3y6u0";
const approval = {
  id: APPROVAL_ID,
  personId: PERSON_ID,
  status: "approved",
  tool: "calendar__create_event",
  kind: "mcp",
  server: "calendar",
  arguments: { title: "Call back Mrs Lange", start: "2026-11-25T08:00:00.000Z", durationMinutes: 15 },
  reason: "Task: Call-back requests. Book a call-back for each patient who asked for one.",
  taskId: TASK_ID,
  expiresAt: "2026-11-25T09:35:00.000Z",
  createdAt: "2026-11-24T09:35:00.000Z",
  decidedAt: "2026-11-24T09:41:00.000Z",
  decidedBy: "controller",
  decidedVia: "rest",
  comment: "Fine, 15 minutes is enough.",
  outcome: { ok: true, result: { eventId: "evt-20261125-0800" } },
};
const usageDay = (day: string, turns: number) => ({ day, turns, inputTokens: turns * 1830, outputTokens: turns * 212, toolCalls: Math.floor(turns / 2) });
const knowledgeFile = {
  id: "cm3x9m4n6p0003rs8tu2vw4xy6",
  name: "opening-hours.md",
  mimeType: "text/markdown",
  sizeBytes: 1834,
  sha256: "9f2c1e7a4b8d3f6e0a5c9b2d7e1f4a8c3b6d9e2f5a0c7b4e1d8f3a6c9b2e5d70",
  passages: 4,
  createdAt: "2026-11-24T09:25:00.000Z",
};

// ---- Persons
responseExample(PersonSchema, one("A Person with one linked Page", person));
requestExample(KnowledgeFileInputSchema, one("A Markdown file of opening hours", {
  name: "opening-hours.md",
  mimeType: "text/markdown",
  content: "# Opening hours\n\nMonday to Friday 8:00–18:00, Saturday 9:00–12:00. Closed on public holidays.\n\nParking: free in the courtyard behind the building.",
}));
responseExample(KnowledgeFileSchema, one("The file, split into passages", knowledgeFile));
responseExample(KnowledgeFileListSchema, one("One file", { files: [knowledgeFile] }));
responseExample(KnowledgeFileRemovedSchema, one("Removed", { id: knowledgeFile.id, removed: true }));
responseExample(ApprovalSchema, one("An approved MCP tool call, and what it returned", approval));
responseExample(ApprovalListSchema, one("Newest first", {
  approvals: [{ ...approval, id: "apr_v5b9n3m7q1w4e8r2t6y0", status: "pending", decidedAt: null, decidedBy: null, decidedVia: null, comment: null, outcome: null }, approval],
}));
requestExample(ApprovalDecisionInputSchema, one("Approve, with a note for the Person", { decision: "approve", comment: "Fine, 15 minutes is enough." }));
requestExample(TaskInputSchema, one("Bounded work with its input", { title: task.title, instructions: task.instructions, input: task.input, maxTurns: 3 }));
responseExample(TaskSchema, one("A finished task", task));
responseExample(TaskListSchema, one("Newest first", { tasks: [{ ...task, id: "cm3x9k6b3c0003rq8sa5u9vwx7", status: "queued", turnsUsed: 0, result: null, startedAt: null, finishedAt: null }, task] }));
requestExample(ChatInputSchema, {
  message: { summary: "One message, continuing a session", value: { sessionId: "cm3x9p7s5d0004hj2kl6mn8bv0", message: "Which questions came in today about Saturday?" } },
  useChat: {
    summary: "What AI SDK useChat sends (DefaultChatTransport)",
    value: { id: "chat_1f2e3d4c5b6a", trigger: "submit-message", messages: [{ id: "msg_01", role: "user", parts: [{ type: "text", text: "Which questions came in today about Saturday?" }] }] },
  },
});
responseExample(TimelineSchema, one("Newest first", {
  events: [
    { id: "2048", type: "person.task.completed", actor: "person", actorEmail: null, data: { taskId: TASK_ID, title: task.title, result: "Most questions were about Saturday opening hours, parking and insurance forms.", toolCalls: ["search_knowledge", "record_state"], steps: 2 }, createdAt: "2026-11-24T09:31:19.000Z" },
    { id: "2047", type: "person.chat.message", actor: "counterpart", actorEmail: "mia.lange@example.com", data: { sessionId: "cm3x9p7s5d0004hj2kl6mn8bv0", message: "Are you open on Saturday?", reply: "Yes, on Saturdays from 9:00 to 12:00.", toolCalls: ["search_knowledge"], turnsRemaining: 239, model: "gpt-5-mini" }, createdAt: "2026-11-24T09:30:40.000Z" },
  ],
  nextCursor: "2047",
}));
responseExample(PersonStateSchema, one("The default scope", {
  personId: PERSON_ID,
  scopeId: "default",
  facts: { faq_candidates: ["Saturday opening hours", "Parking", "Insurance forms"], intake: { lastPatient: "Mia Lange", complete: true } },
  tasks: { queued: 1, running: 0, awaiting_approval: 0, succeeded: 7, failed: 0, cancelled: 0 },
  lastActivityAt: "2026-11-24T09:31:19.000Z",
  turnsRemaining: 238,
  recordedBy: { faq_candidates: { actor: "person", actorEmail: null }, intake: { actor: "counterpart", actorEmail: "mia.lange@example.com" } },
  version: 9,
  updatedAt: "2026-11-24T09:31:19.000Z",
}));
responseExample(LinkSchema, one("Each new form submission starts a task", link));
requestExample(PauseInputSchema, one("With a reason for the timeline", { reason: "Practice closed for the holidays." }));
responseExample(PersonUsageSchema, one("Two days of this term", {
  term: { includedTurns: 250, turnsUsed: 12, turnsRemaining: 238, termStart: TERM_START, termEnd: TERM_END },
  from: "2026-11-24",
  to: "2026-11-25",
  totals: { turns: 12, inputTokens: 21960, outputTokens: 2544, toolCalls: 6 },
  days: [usageDay("2026-11-24", 12), usageDay("2026-11-25", 0)],
}));
responseExample(PersonExportSchema, one("A small Person's bundle", {
  format: EXPORT_FORMAT,
  exportedAt: AT,
  person: {
    id: PERSON_ID,
    ...definedFields(person),
    profile,
    tools: person.tools,
    paused: false,
    pausedAt: null,
    createdAt: TERM_START,
    updatedAt: AT,
  },
  lease: lease("person"),
  knowledgeFiles: [{ id: knowledgeFile.id, name: knowledgeFile.name, mimeType: knowledgeFile.mimeType, sizeBytes: knowledgeFile.sizeBytes, sha256: knowledgeFile.sha256, createdAt: knowledgeFile.createdAt, content: "# Opening hours\n\nMonday to Friday 8:00–18:00, Saturday 9:00–12:00." }],
  state: [{ scopeId: "default", facts: { faq_candidates: ["Saturday opening hours", "Parking"] }, recordedBy: { faq_candidates: { actor: "person", actorEmail: null } }, version: 9, updatedAt: AT }],
  tasks: [task],
  schedules: [{ ...schedule, runs: [run] }],
  approvals: [approval],
  links: [link],
  chatSessions: [
    {
      id: "cm3x9p7s5d0004hj2kl6mn8bv0",
      origin: "counterpart",
      counterpartEmail: "mia.lange@example.com",
      title: "Saturday opening hours",
      createdAt: "2026-11-24T09:30:40.000Z",
      updatedAt: "2026-11-24T09:30:44.000Z",
      messages: [
        { id: "cm3x9q1w2e0005rt6yu7io8pa9", role: "user", content: "Are you open on Saturday?", createdAt: "2026-11-24T09:30:40.000Z" },
        { id: "cm3x9q3r4t0006yu8io9pa0sd1", role: "assistant", content: "Yes, on Saturdays from 9:00 to 12:00.", createdAt: "2026-11-24T09:30:44.000Z" },
      ],
      messagesTruncated: false,
    },
  ],
  timeline: [{ seq: 1, type: "lease.provisioned", actor: "controller", actorEmail: null, data: { paymentId: "cm3x9k1p6v0000za7yb3xc9wd2" }, createdAt: TERM_START }],
  usage: [usageDay("2026-11-24", 12)],
  limits: { ...EXPORT_LIMITS },
  truncated: { tasks: false, approvals: false, chatSessions: false, messages: false, timeline: false, state: false, usage: false },
}));
