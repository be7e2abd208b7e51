/**
 * The MCP control tools: one per REST control route, acting on the resource
 * of the session's capability token (the token is scoped to one resource, so
 * no tool takes an id). Each runs the same domain function as its route,
 * with the same input and output schemas and the same errors.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { ApiError } from "../../core/http/errors";
import { destroyResource } from "../../flows/purchase/destroy";
import { setAudience } from "../../domains/leases/audience";
import { AccessSchema, AudienceInputSchema, type ResourceType } from "../../domains/leases/schemas";
import { TokenRefreshSchema } from "../../domains/tokens/schemas";
import { EventListSchema, EventsToolInputSchema, listEvents, parseCursor, seqOn } from "../../domains/events/stream";
import { cancelBookingByController, getPage, updatePage } from "../../domains/pages/control";
import { BookingCancelInputSchema, PAGE_BODY_LIMITS, PagePatchInputSchema, PageSchema, SignedCopySchema, SubmissionListSchema, SubmissionSchema, SubmissionsQuerySchema } from "../../domains/pages/schemas";
import { listSubmissions } from "../../domains/pages/submissions";
import { signedCopy } from "../../domains/pages/behaviour/e_signature/sealed";
import { InvitationInputSchema, InvitationListSchema, InvitationSentSchema, InvitationsQuerySchema, INVITATION_LINK_DAYS } from "../../domains/pages/invitation-schemas";
import { invitePerson, listInvitations } from "../../domains/pages/invitations";
import { assignTask, getPerson, invokePerson, updatePerson } from "../../domains/persons/control/control";
import { addKnowledgeFile, knowledgeBodyLimit, listKnowledgeFiles, removeKnowledgeFile } from "../../domains/persons/knowledge/knowledge";
import { DestroyedSchema, KnowledgeFileIdSchema, KnowledgeFileInputSchema, KnowledgeFileRemovedSchema, KnowledgeFileListSchema, KnowledgeFileSchema, PersonPatchInputSchema, PersonSchema, PersonStateSchema, StateQuerySchema, TaskInputSchema, TaskListSchema, TaskSchema, TimelineQuerySchema, TimelineSchema } from "../../domains/persons/shapes/schemas";
import { CHAT_BODY_LIMIT, ChatInputSchema, PersonReplySchema } from "../../domains/persons/shapes/chat-schemas";
import { DEFAULT_SCOPE, getState } from "../../domains/persons/runtime/state";
import { listTasks } from "../../domains/persons/work/tasks";
import { listTimeline } from "../../domains/persons/control/timeline";
import { EXPORT_FORMAT, PauseInputSchema, PersonExportSchema, PersonUsageSchema, UsageQuerySchema } from "../../domains/persons/shapes/control-schemas";
import { exportPersonDocument, MCP_EXPORT_MAX_BYTES } from "../../domains/persons/control/export";
import { pausePerson, resumePerson } from "../../domains/persons/runtime/pause";
import { drainAfterResponse } from "../../domains/persons/work/task-worker";
import { getUsage } from "../../domains/persons/runtime/usage";
import { findLiveToken, unauthorized, type TokenContext } from "../../domains/tokens/authenticate";
import { assertLeaseWritable, isLeaseWrite } from "../../domains/payments/expiry";
import { refreshToken } from "../../domains/tokens/refresh";
import { webhookTools } from "./webhook-tools";
import { approvalTools } from "./approval-tools";
import { createLink, listLinks, removeLink } from "../../domains/links/links";
import { LinkIdSchema, LinkInputSchema, LinkListSchema, LinkRemovedSchema, LinkSchema } from "../../domains/links/schemas";
import { oauthGrantTools } from "./oauth-tools";
import { findOAuthAccess, isAccessToken } from "../../domains/oauth/tokens";
import { insufficientScope } from "../../domains/oauth/metadata";
import { scheduleTools } from "./schedule-tools";
import { pageContentByReference } from "./provision-tools";
import { defineTool, DESTROY, openWorld, READ, registerTools, REPLACE, type ToolCall, type ToolDefinition, WRITE } from "./tool";
import type { McpServer } from "@modelcontextprotocol/server";

/** Tools without arguments (REST: no body, no query). */
export const NoInputSchema = z.object({}).strict().meta({ id: "NoInput" });

/** The resource of the call, known once `authorizeControl` has run. */
const subjects = new WeakMap<ToolCall, TokenContext>();
const subjectOf = (call: ToolCall): TokenContext => {
  const subject = subjects.get(call);
  if (!subject) throw unauthorized();
  return subject;
};

/** list_person_events and list_page_events: the JSON pages of GET …/events (the stream is REST only). */
const listEventsTool = (type: ResourceType) =>
  defineTool({
    name: `list_${type}_events`,
    title: "List events",
    description: "The resource's events, oldest first, after `after` (an event's seq or id); pass nextAfter as after to page or to poll for new ones (types: docs/events.md).",
    input: EventsToolInputSchema,
    output: EventListSchema,
    annotations: READ,
    run: async ({ after, limit }, call) => {
      const { resourceId } = subjectOf(call);
      const cursor = typeof after === "string" ? parseCursor(after) : { seq: after ?? 0, resourceId: null };
      if (!cursor) throw new ApiError("validation_failed", "after: the seq of an event, or its id (evt_<resourceId>_<seq>).");
      return { value: await listEvents(type, resourceId, seqOn(cursor, resourceId, "after"), limit) };
    },
  });

export const PERSON_TOOLS: ToolDefinition[] = [
  defineTool({
    name: "invoke_person",
    title: "Chat with the Person (one turn)",
    description: "One chat turn with the Person (takes one turn): send message, get the reply; pass sessionId back to continue. With a progress token the reply streams as progress notifications.",
    input: ChatInputSchema,
    output: PersonReplySchema,
    annotations: openWorld(WRITE),
    maxInputBytes: CHAT_BODY_LIMIT,
    run: async (chat, call) => {
      let pieces = 0;
      const reply = await invokePerson(subjectOf(call).resourceId, chat, call.baseUrl, {
        abortSignal: call.signal,
        onText: (delta) => call.progress(++pieces, delta),
      });
      return { value: reply, text: reply.reply };
    },
  }),
  defineTool({
    name: "get_person",
    title: "Read the Person",
    description: "The Person with its lease (status, term, turns used and left).",
    input: NoInputSchema,
    output: PersonSchema,
    annotations: READ,
    run: async (_args, call) => ({ value: await getPerson(subjectOf(call).resourceId, call.baseUrl) }),
  }),
  defineTool({
    name: "update_person",
    title: "Update the Person",
    description: "Change the Person's name, goal, instructions, tools, visibility or public profile (at least one).",
    input: PersonPatchInputSchema,
    output: PersonSchema,
    annotations: REPLACE,
    run: async (patch, call) => ({ value: await updatePerson(subjectOf(call).resourceId, patch, call.baseUrl) }),
  }),
  defineTool({
    name: "set_person_audience",
    title: "Set the Person's counterpart audience",
    description: "Who may chat with the Person as a signed-in counterpart (visibility, audienceEmails, ownerEmail).",
    input: AudienceInputSchema,
    output: AccessSchema,
    annotations: REPLACE,
    run: async (input, call) => ({ value: await setAudience({ type: "person", id: subjectOf(call).resourceId }, input, call.baseUrl) }),
  }),
  defineTool({
    name: "add_knowledge",
    title: "Add a knowledge file",
    description: "Give the Person a private text knowledge file it retrieves passages from.",
    input: KnowledgeFileInputSchema,
    output: KnowledgeFileSchema,
    annotations: WRITE,
    maxInputBytes: knowledgeBodyLimit,
    run: async (input, call) => ({ value: await addKnowledgeFile(subjectOf(call).resourceId, input, call.payer) }),
  }),
  defineTool({
    name: "list_knowledge",
    title: "List knowledge files",
    description: "The Person's knowledge files, without their content.",
    input: NoInputSchema,
    output: KnowledgeFileListSchema,
    annotations: READ,
    run: async (_args, call) => ({ value: { files: await listKnowledgeFiles(subjectOf(call).resourceId) } }),
  }),
  defineTool({
    name: "remove_knowledge",
    title: "Remove a knowledge file",
    description: "Remove a knowledge file (fileId from list_knowledge) and its passages.",
    // The route's path parameter schema lets unknown members through; a tool refuses them, as every other tool does.
    input: KnowledgeFileIdSchema.strict(),
    output: KnowledgeFileRemovedSchema,
    annotations: REPLACE,
    run: async ({ fileId }, call) => ({ value: await removeKnowledgeFile(subjectOf(call).resourceId, fileId) }),
  }),
  defineTool({
    name: "create_task",
    title: "Assign a task",
    description: "Assign background work (title, instructions, maxTurns 1 to 20); the Person works it with its turns.",
    input: TaskInputSchema,
    output: TaskSchema,
    annotations: WRITE,
    run: async (input, call) => ({ value: await assignTask(subjectOf(call).resourceId, input) }),
  }),
  defineTool({
    name: "list_tasks",
    title: "List tasks",
    description: "The Person's tasks with status, turns used, result or error; newest first.",
    input: NoInputSchema,
    output: TaskListSchema,
    annotations: READ,
    run: async (_args, call) => ({ value: { tasks: await listTasks(subjectOf(call).resourceId) } }),
  }),
  defineTool({
    name: "get_timeline",
    title: "Read the timeline",
    description: "The Person's timeline, newest first; pass nextCursor as cursor for more.",
    // REST's query schema lets other query parameters through; a tool refuses an argument it does not know, as every other tool does.
    input: TimelineQuerySchema.strict(),
    output: TimelineSchema,
    annotations: READ,
    run: async ({ limit, cursor }, call) => ({ value: await listTimeline(subjectOf(call).resourceId, limit, cursor) }),
  }),
  defineTool({
    name: "get_state",
    title: "Read the derived state",
    description: "The Person's derived state: a scope's recorded facts, task counts, last activity and turns left.",
    input: StateQuerySchema.strict(),
    output: PersonStateSchema,
    annotations: READ,
    run: async ({ scopeId }, call) => ({ value: await getState(subjectOf(call).resourceId, scopeId ?? DEFAULT_SCOPE) }),
  }),
  listEventsTool("person"),
  // controls
  defineTool({
    name: "pause_person",
    title: "Pause the Person",
    description: "Pause the Person: chat answers person_paused and no task runs until resume_person.",
    input: PauseInputSchema,
    output: PersonSchema,
    annotations: { ...WRITE, idempotentHint: true },
    run: async (input, call) => ({ value: await pausePerson(subjectOf(call).resourceId, input, call.baseUrl) }),
  }),
  defineTool({
    name: "resume_person",
    title: "Resume the Person",
    description: "Resume a paused Person: chat opens again and queued tasks run.",
    input: PauseInputSchema,
    output: PersonSchema,
    annotations: { ...WRITE, idempotentHint: true },
    run: async (input, call) => {
      const person = await resumePerson(subjectOf(call).resourceId, input, call.baseUrl);
      drainAfterResponse("resume_person");
      return { value: person };
    },
  }),
  defineTool({
    name: "get_person_usage",
    title: "Read the usage meter",
    description: "Turns, model tokens and tool calls per UTC day (from/to as YYYY-MM-DD; default this term), with this term's turns.",
    input: UsageQuerySchema,
    output: PersonUsageSchema,
    annotations: READ,
    run: async (query, call) => ({ value: await getUsage(subjectOf(call).resourceId, query) }),
  }),
  defineTool({
    name: "export_person",
    title: "Export the Person",
    description: `The Person as one JSON bundle (format ${EXPORT_FORMAT}): settings, knowledge, state, tasks, chats, timeline and usage. Over ${MCP_EXPORT_MAX_BYTES} bytes it is export_too_large, whose message names the REST URL that streams it.`,
    input: NoInputSchema,
    output: PersonExportSchema,
    annotations: READ,
    run: async (_args, call) => exportPersonDocument(subjectOf(call).resourceId, call.baseUrl, call.payer),
  }),
  defineTool({
    name: "link_page",
    title: "Link a Page to the Person",
    description: "Link a Page you control (pageToken: its capability token, checked, never stored): its submissions can start tasks (triggers; such tasks use counterpartTools only) and its approvers can answer approvals (approvals: true).",
    input: LinkInputSchema,
    output: LinkSchema,
    annotations: WRITE,
    run: async (input, call) => ({ value: await createLink(subjectOf(call).resourceId, input) }),
  }),
  defineTool({
    name: "list_person_links",
    title: "List linked Pages",
    description: "The Pages linked to this Person, oldest first.",
    input: NoInputSchema,
    output: LinkListSchema,
    annotations: READ,
    run: async (_args, call) => ({ value: { links: await listLinks("person", subjectOf(call).resourceId) } }),
  }),
  defineTool({
    name: "unlink_page",
    title: "Unlink a Page",
    description: "Remove a link (linkId from list_person_links): that Page starts no more tasks and the Person no longer reads it.",
    input: LinkIdSchema,
    output: LinkRemovedSchema,
    annotations: REPLACE,
    run: async ({ linkId }, call) => ({ value: await removeLink("person", subjectOf(call).resourceId, linkId) }),
  }),
  defineTool({
    name: "destroy_person",
    title: "Destroy the Person",
    description: "Destroy the Person and all its data permanently; its tokens stop working at once.",
    input: NoInputSchema,
    output: DestroyedSchema,
    annotations: DESTROY,
    run: async (_args, call) => {
      const subject = subjectOf(call);
      return { value: await destroyResource({ type: "person", id: subject.resourceId, leaseId: subject.leaseId }) };
    },
  }),
  ...webhookTools("person", (call) => subjectOf(call)),
  ...approvalTools((call) => subjectOf(call)),
  ...scheduleTools((call) => subjectOf(call)),
  ...oauthGrantTools("person", (call) => subjectOf(call)),
];

export const PAGE_TOOLS: ToolDefinition[] = [
  defineTool({
    name: "get_page",
    title: "Read the Page",
    description: "The Page with its content and lease (status, term, submissions used and left).",
    input: NoInputSchema,
    output: PageSchema,
    annotations: READ,
    run: async (_args, call) => ({ value: await getPage(subjectOf(call).resourceId, call.baseUrl) }),
  }),
  defineTool({
    name: "update_page",
    title: "Update the Page",
    description: "Change the Page's label, content (checked against its toolType's contract) or visibility (at least one).",
    input: PagePatchInputSchema,
    output: PageSchema,
    annotations: REPLACE,
    byReference: { content: pageContentByReference("Replaces the Page's whole content") },
    maxInputBytes: PAGE_BODY_LIMITS.patch,
    run: async (patch, call) => ({ value: await updatePage(subjectOf(call).resourceId, patch, call.baseUrl) }),
  }),
  defineTool({
    name: "set_page_audience",
    title: "Set the Page's counterpart audience",
    description: "Who may open the Page as a signed-in counterpart (visibility, audienceEmails, ownerEmail).",
    input: AudienceInputSchema,
    output: AccessSchema,
    annotations: REPLACE,
    run: async (input, call) => ({ value: await setAudience({ type: "page", id: subjectOf(call).resourceId }, input, call.baseUrl) }),
  }),
  defineTool({
    name: "invite_to_page",
    title: "Invite a person to the Page",
    description: `Email someone a sign-in link to the Page (works once, for ${INVITATION_LINK_DAYS} days); a private Page adds them to its audience.`,
    input: InvitationInputSchema,
    output: InvitationSentSchema,
    // It emails someone outside the service.
    annotations: openWorld(WRITE),
    run: async (input, call) => {
      const subject = subjectOf(call);
      return { value: await invitePerson(subject.resourceId, input, { tokenId: subject.tokenId }) };
    },
  }),
  defineTool({
    name: "list_page_invitations",
    title: "List invitations",
    description: "The Page's invitations, newest first, with their status (sent, opened, expired); pass nextCursor as cursor for more.",
    input: InvitationsQuerySchema.strict(),
    output: InvitationListSchema,
    annotations: READ,
    run: async ({ limit, cursor }, call) => ({ value: await listInvitations(subjectOf(call).resourceId, limit, cursor) }),
  }),
  defineTool({
    name: "list_submissions",
    title: "List submissions",
    description: "What counterparts submitted on the Page, newest first; pass nextCursor as cursor for more.",
    input: SubmissionsQuerySchema.omit({ format: true }).strict(),
    output: SubmissionListSchema,
    annotations: READ,
    run: async ({ limit, cursor }, call) => ({ value: await listSubmissions(subjectOf(call).resourceId, limit, cursor) }),
  }),
  defineTool({
    name: "get_signed_copy",
    title: "Get a signed copy",
    description: "The sealed PDF of a signature on the e_signature Page (submissionId from list_submissions), base64, with its SHA-256.",
    input: z.strictObject({ submissionId: z.string().min(1).max(100) }),
    output: SignedCopySchema,
    annotations: READ,
    run: async ({ submissionId }, call) => {
      const { bytes, name } = await signedCopy(subjectOf(call).resourceId, submissionId);
      const buffer = Buffer.from(bytes);
      return { value: { name, mimeType: "application/pdf" as const, sizeBytes: buffer.byteLength, sha256: createHash("sha256").update(buffer).digest("hex"), contentBase64: buffer.toString("base64") } };
    },
  }),
  defineTool({
    name: "cancel_booking",
    title: "Cancel a booking",
    description: "Cancel an upcoming booking of the scheduler Page (bookingId from list_submissions), with an optional reason.",
    input: BookingCancelInputSchema.extend({ bookingId: z.string().min(1).max(100) }).strict(),
    output: SubmissionSchema,
    annotations: WRITE,
    run: async ({ bookingId, reason }, call) => ({ value: await cancelBookingByController(subjectOf(call).resourceId, bookingId, reason) }),
  }),
  listEventsTool("page"),
  defineTool({
    name: "list_page_links",
    title: "List linked Persons",
    description: "The Persons this Page is linked to, oldest first.",
    input: NoInputSchema,
    output: LinkListSchema,
    annotations: READ,
    run: async (_args, call) => ({ value: { links: await listLinks("page", subjectOf(call).resourceId) } }),
  }),
  defineTool({
    name: "unlink_person",
    title: "Unlink a Person",
    description: "Remove a link (linkId from list_page_links): the Person gets no more tasks from this Page and no longer reads it.",
    input: LinkIdSchema,
    output: LinkRemovedSchema,
    annotations: REPLACE,
    run: async ({ linkId }, call) => ({ value: await removeLink("page", subjectOf(call).resourceId, linkId) }),
  }),
  defineTool({
    name: "destroy_page",
    title: "Destroy the Page",
    description: "Destroy the Page with its submissions and files permanently; its tokens stop working at once.",
    input: NoInputSchema,
    output: DestroyedSchema,
    annotations: DESTROY,
    run: async (_args, call) => {
      const subject = subjectOf(call);
      return { value: await destroyResource({ type: "page", id: subject.resourceId, leaseId: subject.leaseId }) };
    },
  }),
  ...webhookTools("page", (call) => subjectOf(call)),
  ...oauthGrantTools("page", (call) => subjectOf(call)),
];

export const REFRESH_TOOL: ToolDefinition = defineTool({
  name: "refresh_token",
  title: "Refresh the capability token",
  description: "Replace this session's capability token with a new one (the old one stops at once); store it in secret storage and reconnect with it.",
  input: NoInputSchema,
  output: TokenRefreshSchema,
  annotations: DESTROY,
  run: async (_args, call) => ({ value: { capabilityToken: await refreshToken(call.token) } }),
});

/** Each control tool and the kind of resource it is for. */
const TOOL_TYPES = new Map<ToolDefinition, ResourceType>([...PERSON_TOOLS.map((t) => [t, "person"] as const), ...PAGE_TOOLS.map((t) => [t, "page"] as const)]);

/** The tools a token's session lists: its resource type's, and refresh_token. */
export function controlToolsFor(type: ResourceType): ToolDefinition[] {
  return [...(type === "person" ? PERSON_TOOLS : PAGE_TOOLS), REFRESH_TOOL];
}

/**
 * The tools an OAuth access token's session lists: its resource type's (no
 * refresh_token: the client refreshes with OAuth), and only the read tools
 * (readOnlyHint) when the grant is read-only.
 */
export function oauthToolsFor(type: ResourceType, write: boolean): ToolDefinition[] {
  return (type === "person" ? PERSON_TOOLS : PAGE_TOOLS).filter((tool) => write || tool.annotations.readOnlyHint);
}

/** Whether a tool name is a control tool that writes (not readOnlyHint): a read-only OAuth grant may not call it. */
export function isWriteControlTool(name: string): boolean {
  return [...PERSON_TOOLS, ...PAGE_TOOLS, REFRESH_TOOL].some((tool) => tool.name === name && !tool.annotations.readOnlyHint);
}

/** Whether a tool name is a control tool of another type than `type`. */
export function isForeignControlTool(name: string, type: ResourceType): boolean {
  const own = (type === "person" ? PERSON_TOOLS : PAGE_TOOLS).some((tool) => tool.name === name);
  return !own && (type === "person" ? PAGE_TOOLS : PERSON_TOOLS).some((tool) => tool.name === name);
}

/**
 * The token check of every control tool, the same as REST's: the token must
 * be live and issued for a resource of the tool's type. refresh_token does its
 * own check (it also accepts a token in its grace period).
 */
async function authorizeControl(tool: ToolDefinition, call: ToolCall): Promise<void> {
  if (tool === REFRESH_TOOL) return;
  // REST's check with the token's own resource as the path's: live, and of the tool's type.
  const type = TOOL_TYPES.get(tool);
  // An OAuth access token (lib/domains/oauth) stands for its grant's resource like a capability token; a read-only one for the read tools only.
  const oauth = isAccessToken(call.token) ? await findOAuthAccess(call.token) : undefined;
  const context = oauth === undefined ? await findLiveToken(call.token) : oauth?.context;
  if (!type || !context || context.resourceType !== type) throw unauthorized();
  if (oauth && !oauth.write && !tool.annotations.readOnlyHint) throw insufficientScope();
  // REST's lease rule too: the tool's REST method says whether it writes.
  if (isLeaseWrite(tool.rest.split(" ")[0]!)) assertLeaseWritable(context, call.baseUrl);
  subjects.set(call, context);
}

/**
 * Registers the control tools of a session of `type`. A tools/call for a tool
 * of the other type (`foreign`) is registered too, for that request only, so
 * that it gets REST's 401 rather than "unknown tool"; tools/list never shows it.
 */
export function registerControlTools(server: McpServer, type: ResourceType, foreign?: string, oauth?: { write: boolean }): void {
  const tools = oauth ? oauthToolsFor(type, oauth.write) : controlToolsFor(type);
  const other = foreign ? [...PERSON_TOOLS, ...PAGE_TOOLS].find((tool) => tool.name === foreign && isForeignControlTool(foreign, type)) : undefined;
  registerTools(server, other ? [...tools, other] : tools, authorizeControl);
}
