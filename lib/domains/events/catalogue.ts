/**
 * The event catalogue: every event a resource records, once, with the zod
 * schema of its data. recordEvent (./record.ts) refuses data that does not
 * match, so what the timeline, the event stream and webhooks carry is what
 * this file says. The OpenAPI document, the catalog and docs/events.md are
 * made from it.
 *
 * Names follow one rule, `<resource>.<thing>.<what happened>`: `person.*`
 * and `page.*` for one kind of resource, `lease.*` for what both have (the
 * term, tokens, the audience). Adding one is a recipe in CONTRIBUTING.md.
 */
import { z } from "zod";
import "zod-openapi";

export const RESOURCE_TYPES = ["person", "page"] as const;
export const ResourceTypeSchema = z.enum(RESOURCE_TYPES).meta({ id: "ResourceType" });
export type ResourceType = z.infer<typeof ResourceTypeSchema>;

export const ActorSchema = z
  .enum(["controller", "counterpart", "person", "system"])
  .meta({ description: "Who caused it: the controller (token holder), a signed-in counterpart, the Person itself (a task), or the service (expiry, limits)." });
export type Actor = z.infer<typeof ActorSchema>;

const iso = z.iso.datetime();
const excerpt = z.string().meta({ description: "At most 400 characters; longer text ends with …" });
const remaining = z.int().min(0);

/** What a Page's counterpart sent: the submission as `GET …/submissions` lists it, and where to fetch it. */
const SubmissionRef = {
  submissionId: z.string(),
  submitterEmail: z.string(),
  submissionsRemaining: remaining,
  url: z.string().meta({ description: "The control API address of the Page's submissions (fetch with the token)." }),
};

/** A link's triggers as its events carry them (lib/domains/links/schemas.ts LinkTriggersSchema, which sits above this domain). */
const LinkTriggers = z.strictObject({ on: z.array(z.string()), kinds: z.array(z.string()).optional() });

type Resource = ResourceType | "any";
interface EventDefinition<S extends z.ZodObject = z.ZodObject> {
  resource: Resource;
  description: string;
  data: S;
}
const define = <S extends z.ZodObject>(resource: Resource, description: string, data: S): EventDefinition<S> => ({ resource, description, data });

export const eventCatalogue = {
  // ── the lease, both kinds of resource ─────────────────────────────────
  "lease.provisioned": define("any", "The resource was bought: its first term began.", z.strictObject({ paymentId: z.string() })),
  "lease.renewed": define("any", "A renewal was paid: a new term, the allowance reset.", z.strictObject({ paymentId: z.string(), termEnd: iso })),
  "lease.expiring": define(
    "any",
    "The term ends soon: sent 7 days and 1 day before termEnd, once each per term.",
    z.strictObject({ termEnd: iso, daysLeft: z.union([z.literal(7), z.literal(1)]) }),
  ),
  "lease.expired": define("any", "The term ended without a renewal: the resource answers no one until it is renewed.", z.strictObject({ termEnd: iso })),
  "lease.destroyed": define("any", "The controller destroyed the resource; its tokens are revoked.", z.strictObject({})),
  "lease.token_refreshed": define("any", "The controller exchanged its token for a new one.", z.strictObject({})),
  "lease.token_reissued": define(
    "any",
    "The wallet that paid for the lease proved itself (sign-in-with-x) and had a new capability token issued: every earlier token of the lease, and every OAuth connection to it, is revoked.",
    z.strictObject({
      wallet: z.string().meta({ description: "The paying wallet (the lease's principal), lower-case 0x…." }),
      revokedTokens: z.int().min(0).meta({ description: "How many earlier tokens were still unrevoked and are revoked now." }),
      revokedGrants: z.int().min(0).meta({ description: "How many live OAuth connections (grants) of the lease are revoked with them." }),
    }),
  ),
  "lease.oauth_grant.created": define(
    "any",
    "A person approved an OAuth connection to the resource on the consent page (/oauth/authorize), proving it with its capability token or the paying wallet.",
    z.strictObject({
      grantId: z.string(),
      clientId: z.string().meta({ description: "The client_id: a client ID metadata document URL, or an `oc_…` dynamic registration." }),
      clientName: z.string(),
      redirectHost: z.string().meta({ description: "The host the client's redirect URI points to." }),
      scope: z.string().meta({ description: "`mcp:read` (read-only) or `mcp:read mcp:write`." }),
      via: z.enum(["capability_token", "wallet"]).meta({ description: "How the person proved the resource." }),
      wallet: z.string().nullable().meta({ description: "The paying wallet that signed in, lower-case 0x…; null when the capability token was pasted." }),
    }),
  ),
  "lease.oauth_grant.revoked": define(
    "any",
    "An OAuth connection to the resource ended: its access and refresh tokens stop working at once.",
    z.strictObject({
      grantId: z.string(),
      clientId: z.string(),
      clientName: z.string(),
      reason: z.enum(["controller", "client", "token_reissued", "token_refreshed", "reuse_detected"]).meta({
        description:
          "controller: revoked with the capability token; client: the client revoked its refresh token (RFC 7009); token_reissued: the paying wallet had the lease's token reissued; token_refreshed: the capability token the grant was approved with was refreshed; reuse_detected: a code or a rotated refresh token was presented again.",
      }),
    }),
  ),
  "lease.suspended": define(
    "any",
    "The service's operators suspended the resource: control writes answer 423 resource_suspended (reads and destroy stay open), counterparts meet an unavailable page and a Person runs nothing, until lease.unsuspended.",
    z.strictObject({ reason: z.string().meta({ description: "The operator's reason, as they wrote it." }) }),
  ),
  "lease.unsuspended": define(
    "any",
    "The service's operators lifted the suspension: everything the resource did before works again, and a Person's parked tasks run.",
    z.strictObject({ reason: z.string(), suspendedAt: iso.meta({ description: "When the suspension began." }) }),
  ),
  "lease.tokens_revoked": define(
    "any",
    "The service's operators revoked every capability token and OAuth grant of the resource: recover control with the paying wallet (POST /api/v3/wallet/leases/{id}/token).",
    z.strictObject({ reason: z.string(), capabilityTokens: z.int().min(0), oauthGrants: z.int().min(0) }),
  ),
  "lease.audience_updated": define(
    "any",
    "Who may open the resource as a counterpart changed.",
    z.strictObject({ visibility: z.enum(["public", "private"]), audienceSize: z.int().min(0), ownerSet: z.boolean() }),
  ),

  "lease.webhook_disabled": define(
    "any",
    "A webhook endpoint was disabled by the service: its receiver answered 410 Gone, or it failed every attempt for the whole retry window (docs/webhooks.md). Delivered to the resource's other endpoints.",
    z.strictObject({
      webhookId: z.string(),
      url: z.string(),
      reason: z.enum(["gone", "failing"]),
      lastError: z.string().optional(),
    }),
  ),

  // ── Persons ───────────────────────────────────────────────────────────
  "person.updated": define("person", "The controller changed the Person.", z.strictObject({ changed: z.array(z.string()) })),
  "person.knowledge.added": define(
    "person",
    "A knowledge file was added.",
    z.strictObject({ fileId: z.string(), name: z.string().nullable(), sizeBytes: z.int(), passages: z.int() }),
  ),
  "person.knowledge.removed": define("person", "A knowledge file was removed.", z.strictObject({ fileId: z.string() })),
  "person.state.recorded": define(
    "person",
    "The Person recorded a fact in its derived state.",
    z.strictObject({ scopeId: z.string(), key: z.string(), value: z.unknown() }),
  ),
  "person.chat.message": define(
    "person",
    "A chat turn finished: the message (from the controller or a counterpart) and the Person's reply.",
    z.strictObject({
      sessionId: z.string(),
      message: excerpt,
      reply: excerpt,
      toolCalls: z.array(z.string()),
      turnsRemaining: remaining,
      model: z.string(),
    }),
  ),
  "person.chat.failed": define(
    "person",
    "A chat turn failed; the turn was given back when nothing was produced.",
    z.strictObject({ sessionId: z.string(), turnReturned: z.boolean(), error: z.string() }),
  ),
  "person.chat.aborted": define(
    "person",
    "The client went away mid-turn; what was produced is kept.",
    z.strictObject({
      sessionId: z.string(),
      message: excerpt,
      reply: excerpt,
      toolCalls: z.array(z.string()),
      turnReturned: z.boolean(),
      model: z.string(),
    }),
  ),
  "person.task.created": define(
    "person",
    "A task was queued.",
    z.strictObject({
      taskId: z.string(),
      title: z.string(),
      maxTurns: z.int(),
      source: z
        .strictObject({ type: z.literal("page_link"), linkId: z.string(), pageId: z.string(), submissionId: z.string(), kind: z.string() })
        .optional()
        .meta({ description: "Where it came from when not a caller: a linked Page's submission (its link's trigger)." }),
    }),
  ),
  "person.link.created": define(
    "person",
    "The controller linked a Page to the Person (with both tokens).",
    z.strictObject({ linkId: z.string(), pageId: z.string(), pageLabel: z.string(), pageToolType: z.string(), triggers: LinkTriggers.nullable(), approvals: z.boolean() }),
  ),
  "person.link.removed": define(
    "person",
    "A link to a Page was removed, from the Person's side or the Page's (`removedBy`); `destroyed` when the Page was destroyed.",
    z.strictObject({ linkId: z.string(), pageId: z.string(), removedBy: z.enum(["person", "page"]), destroyed: z.literal(true).optional() }),
  ),
  "person.link.skipped": define(
    "person",
    "A linked Page's submission matched the link's triggers, but no task was started: the Person's lease has expired or its turns are used up (`reason`).",
    z.strictObject({ linkId: z.string(), pageId: z.string(), submissionId: z.string(), reason: z.enum(["lease_expired", "turns_exhausted"]), message: z.string() }),
  ),
  "person.task.started": define(
    "person",
    "An attempt of a task started.",
    z.strictObject({ taskId: z.string(), title: z.string(), attempt: z.int(), retry: z.int().optional() }),
  ),
  "person.task.completed": define(
    "person",
    "A task finished with a result.",
    z.strictObject({ taskId: z.string(), title: z.string(), result: excerpt, toolCalls: z.array(z.string()), steps: z.int() }),
  ),
  "person.task.failed": define("person", "A task failed for good (after its retries).", z.strictObject({ taskId: z.string(), title: z.string(), error: z.string() })),
  "person.tool.called": define(
    "person",
    "The Person called one of its tools (built-in, a remote MCP server's or an HTTP tool) in a chat turn or a task: the arguments and the result or error, shortened, never a header secret.",
    z.strictObject({
      tool: z.string().meta({ description: "The name the model called: a built-in name, <server>__<tool> (MCP) or the HTTP tool's name." }),
      kind: z.enum(["builtin", "mcp", "http"]),
      server: z.string().optional().meta({ description: "The MCP server's name (kind mcp)." }),
      arguments: excerpt,
      outcome: z.enum(["ok", "error", "refused"]).meta({ description: "ok; error (the tool failed or timed out); refused (not allowed: the address, the per-turn cap)." }),
      result: excerpt.optional(),
      error: excerpt.optional(),
      durationMs: z.int().min(0),
      sessionId: z.string().optional(),
      taskId: z.string().optional(),
    }),
  ),
  "person.approval.requested": define(
    "person",
    "The Person wants to call a tool marked requiresApproval: the call waits (its task is awaiting_approval) until the controller or a person on a linked Approval Page answers, or it expires.",
    z.strictObject({
      approvalId: z.string(),
      tool: z.string(),
      kind: z.enum(["builtin", "mcp", "http"]),
      server: z.string().optional(),
      arguments: excerpt,
      reason: excerpt,
      expiresAt: iso,
      taskId: z.string().optional(),
      sessionId: z.string().optional(),
    }),
  ),
  "person.approval.decided": define(
    "person",
    "An approval request was answered (approved or denied, by the controller or a person on a linked Approval Page) or expired (denied); the task resumes with the outcome.",
    z.strictObject({
      approvalId: z.string(),
      tool: z.string(),
      status: z.enum(["approved", "denied", "expired"]),
      via: z.enum(["rest", "mcp", "page", "expiry"]),
      decidedBy: z.string().meta({ description: "controller, the signed-in person's email (via page), or system (expiry)." }),
      comment: excerpt.optional(),
      pageId: z.string().optional(),
      taskId: z.string().optional(),
      sessionId: z.string().optional(),
    }),
  ),
  "person.approval.completed": define(
    "person",
    "An approved call ran: its result or error, shortened (the task then resumes).",
    z.strictObject({ approvalId: z.string(), tool: z.string(), ok: z.boolean(), result: excerpt.optional(), error: excerpt.optional(), taskId: z.string().optional() }),
  ),
  "person.turns.low": define("person", "10% or less of the term's turns are left (once per term).", z.strictObject({ turnsRemaining: remaining, includedTurns: z.int() })),
  "person.turns.exhausted": define("person", "The term's turns are used up: chats and tasks are refused until renewal.", z.strictObject({ includedTurns: z.int() })),
  // Schedules (lib/domains/persons/work/schedules.ts)
  "person.schedule.created": define(
    "person",
    "The controller created a schedule.",
    z.strictObject({
      scheduleId: z.string(),
      title: z.string(),
      kind: z.enum(["cron", "once"]),
      cron: z.string().nullable(),
      timezone: z.string().nullable(),
      runAt: iso.nullable(),
      status: z.enum(["active", "paused", "finished"]),
      nextRunAt: iso.nullable(),
    }),
  ),
  "person.schedule.updated": define(
    "person",
    "The controller changed, paused (changed includes paused, status paused) or resumed a schedule.",
    z.strictObject({ scheduleId: z.string(), title: z.string(), changed: z.array(z.string()), status: z.enum(["active", "paused", "finished"]), nextRunAt: iso.nullable() }),
  ),
  "person.schedule.deleted": define("person", "The controller deleted a schedule and its run history.", z.strictObject({ scheduleId: z.string(), title: z.string() })),
  "person.schedule.fired": define(
    "person",
    "A schedule's instant came: its task was queued (person.task.created follows in the same transaction).",
    z.strictObject({ scheduleId: z.string(), title: z.string(), scheduledFor: iso, taskId: z.string() }),
  ),
  "person.schedule.skipped": define(
    "person",
    "A schedule's runs did not run: missed while the service was down (one event per catch-up, count = how many), or turns_exhausted / lease_expired / person_paused / resource_suspended (one event when a schedule starts being skipped for that reason, not one per run).",
    z.strictObject({
      scheduleId: z.string(),
      title: z.string(),
      reason: z.enum(["missed", "turns_exhausted", "lease_expired", "person_paused", "resource_suspended"]),
      scheduledFor: iso.meta({ description: "The first instant skipped." }),
      lastScheduledFor: iso.meta({ description: "The last instant skipped (the same for one)." }),
      count: z.int().min(1).meta({ description: "How many instants were skipped (missed: counted up to 1000)." }),
    }),
  ),
  // Controls (lib/domains/persons/runtime/pause.ts): a paused Person answers no chat and runs no task until it is resumed.
  "person.paused": define("person", "The controller paused the Person: chat answers 409 person_paused and no task runs until it is resumed.", z.strictObject({ reason: z.string().optional() })),
  "person.resumed": define(
    "person",
    "The controller resumed the Person: chat is open again and the tasks queued while it was paused run.",
    z.strictObject({ reason: z.string().optional(), pausedAt: iso, tasksRequeued: z.int().min(0) }),
  ),

  // ── Pages ─────────────────────────────────────────────────────────────
  "page.person_approval.requested": define(
    "page",
    "A Person linked to this Approval Page for approvals asked to call a tool: the request waits on the Page for its signed-in audience.",
    z.strictObject({ approvalId: z.string(), personId: z.string(), tool: z.string(), expiresAt: iso }),
  ),
  "page.person_approval.decided": define(
    "page",
    "A signed-in person answered, on this Approval Page, a tool call a linked Person asked approval for.",
    z.strictObject({ approvalId: z.string(), personId: z.string(), tool: z.string(), status: z.enum(["approved", "denied"]), comment: excerpt.optional() }),
  ),
  "page.updated": define("page", "The controller changed the Page.", z.strictObject({ changed: z.array(z.string()) })),
  "page.submission.created": define(
    "page",
    "A counterpart sent a form (custom_form, lead_collector).",
    z.strictObject({ ...SubmissionRef, kind: z.enum(["form", "lead"]), answers: z.record(z.string(), z.unknown()) }),
  ),
  "page.booking.created": define(
    "page",
    "A counterpart booked a slot (scheduler), or moved a booking to it (`rescheduledFrom`: the booking it replaces, cancelled with reason \"rescheduled\" in the same transaction).",
    z.strictObject({
      ...SubmissionRef,
      slot: iso,
      durationMinutes: z.int(),
      timezone: z.string(),
      answers: z.record(z.string(), z.unknown()).optional().meta({ description: "The answers to the Page's booking questions." }),
      visitorTimezone: z.string().optional().meta({ description: "The IANA timezone the person booked from, when their browser said." }),
      rescheduledFrom: z.string().optional().meta({ description: "A reschedule: the id of the booking this one replaces." }),
    }),
  ),
  "page.booking.cancelled": define(
    "page",
    "A booking was cancelled, by the person who booked it or by the controller.",
    z.strictObject({ ...SubmissionRef, slot: iso, cancelledBy: z.enum(["counterpart", "controller"]), reason: z.string().optional() }),
  ),
  "page.signature.completed": define(
    "page",
    "A counterpart signed (e_signature): who, under which name, and the hash of exactly what was signed.",
    z.strictObject({
      ...SubmissionRef,
      signerName: z.string(),
      documentSha256: z.string(),
      signing: z
        .strictObject({ signed: z.number().int(), of: z.number().int(), complete: z.boolean() })
        .optional()
        .meta({ description: "With named signers (content.signers): how many have signed, of how many, and whether this signature completed it." }),
    }),
  ),
  "page.signature.declined": define(
    "page",
    "A counterpart declined to sign (e_signature).",
    z.strictObject({ ...SubmissionRef, reason: z.string().optional(), documentSha256: z.string() }),
  ),
  "page.approval.decided": define(
    "page",
    "A counterpart approved or rejected (approval).",
    z.strictObject({
      ...SubmissionRef,
      decision: z.enum(["approved", "rejected"]),
      comment: z.string(),
      outcome: z
        .enum(["approved", "rejected", "pending"])
        .optional()
        .meta({ description: "With named approvers only: the request's outcome after this decision (rejected once one rejects, approved once all approved)." }),
      approvers: z
        .strictObject({ decided: z.number().int(), of: z.number().int() })
        .optional()
        .meta({ description: "With named approvers only: how many of them have decided." }),
    }),
  ),
  "page.upload.created": define(
    "page",
    "A counterpart uploaded a file (file_vault, file_sharer).",
    z.strictObject({
      ...SubmissionRef,
      key: z.string().meta({ description: "The requested upload's key." }),
      uploadId: z.string(),
      name: z.string(),
      mimeType: z.string(),
      sizeBytes: z.int(),
      sha256: z.string(),
      fileUrl: z.string().meta({ description: "Where the controller downloads the file (with the token)." }),
    }),
  ),
  "page.checklist.completed": define(
    "page",
    "A counterpart completed a checklist.",
    z.strictObject({ ...SubmissionRef, checked: z.array(z.string()).meta({ description: "The ids of the ticked tasks." }), total: z.int() }),
  ),
  "page.order.created": define(
    "page",
    "A counterpart placed an order (order_taker).",
    z.strictObject({
      ...SubmissionRef,
      items: z.array(z.strictObject({ id: z.string(), name: z.string(), quantity: z.int(), unitPrice: z.number() })),
      total: z.number(),
      currency: z.string(),
      note: z.string().optional(),
    }),
  ),
  "page.invitation.sent": define(
    "page",
    "The controller invited a person by email: a sign-in link to the Page was queued to them.",
    z.strictObject({
      invitationId: z.string(),
      email: z.string(),
      expiresAt: iso.meta({ description: "When the link stops working." }),
      addedToAudience: z.boolean().meta({ description: "Whether the email was added to the private Page's audience." }),
      url: z.string().meta({ description: "The control API address of the Page's invitations (fetch with the token)." }),
    }),
  ),
  "page.invitation.opened": define(
    "page",
    "An invited person opened the Page for the first time, signed in as the invited email.",
    z.strictObject({ invitationId: z.string(), email: z.string(), invitedAt: iso }),
  ),
  "page.link.created": define(
    "page",
    "The controller linked the Page to a Person (with both tokens).",
    z.strictObject({ linkId: z.string(), personId: z.string(), personName: z.string(), triggers: LinkTriggers.nullable(), approvals: z.boolean() }),
  ),
  "page.link.removed": define(
    "page",
    "A link to a Person was removed, from the Page's side or the Person's (`removedBy`); `destroyed` when the Person was destroyed.",
    z.strictObject({ linkId: z.string(), personId: z.string(), removedBy: z.enum(["person", "page"]), destroyed: z.literal(true).optional() }),
  ),
  "page.link.triggered": define(
    "page",
    "A submission matched a link's triggers and started a task for the linked Person.",
    z.strictObject({ linkId: z.string(), personId: z.string(), submissionId: z.string(), kind: z.string(), taskId: z.string() }),
  ),
  "page.submissions.low": define(
    "page",
    "10% or less of the term's submissions are left (once per term).",
    z.strictObject({ submissionsRemaining: remaining, includedSubmissions: z.int() }),
  ),
  "page.submissions.exhausted": define(
    "page",
    "The term's submissions are used up: counterparts are refused until renewal.",
    z.strictObject({ includedSubmissions: z.int() }),
  ),
} satisfies Record<string, EventDefinition>;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.input<(typeof eventCatalogue)[T]["data"]>;
export const EVENT_TYPES = Object.keys(eventCatalogue) as EventType[];
export const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalogue, type);

/** The event types a resource of this kind records. */
export const eventTypesOf = (resourceType: ResourceType): EventType[] =>
  EVENT_TYPES.filter((type) => [resourceType, "any"].includes(eventCatalogue[type].resource));

export const EventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]).meta({ id: "EventType" });

/** One event as the controller receives it: in the stream, in a webhook's body, in JSON pages. */
export const EventSchema = z
  .object({
    id: z.string().meta({ description: "Stable and unique: `evt_<resourceId>_<seq>`. A webhook's `webhook-id` is this id." }),
    seq: z.int().min(1).meta({ description: "1, 2, 3… per resource, in commit order: the stream's `id:`, `Last-Event-ID` and `?after=`." }),
    type: EventTypeSchema,
    resourceType: ResourceTypeSchema,
    resourceId: z.string(),
    actor: ActorSchema,
    actorEmail: z.string().nullable().meta({ description: "The signed-in counterpart's email, when a counterpart caused it." }),
    data: z.record(z.string(), z.unknown()).meta({ description: "The event type's data (see the EventType's schema in docs/events.md)." }),
    createdAt: iso,
  })
  .meta({ id: "Event" });
export type PublicEvent = z.infer<typeof EventSchema>;

export const eventId = (resourceId: string, seq: number) => `evt_${resourceId}_${seq}`;

/** The PostgreSQL NOTIFY channel recordEvent signals each event on (`<resourceId>:<seq>`), at commit. */
export const EVENTS_CHANNEL = "leasehold_events";

/** An event type's name as an OpenAPI component: `page.booking.created` → `PageBookingCreatedEvent`. */
export const eventComponentId = (type: EventType) =>
  `${type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Event`;

/**
 * Every event type as its own envelope (EventSchema with its `type` and its
 * `data` schema), one of them by `type`: what the OpenAPI document publishes
 * for the event stream, the JSON pages and webhook bodies.
 */
export const TypedEventSchema = z
  .discriminatedUnion(
    "type",
    EVENT_TYPES.map((type) =>
      EventSchema.extend({ type: z.literal(type), data: eventCatalogue[type].data }).meta({ id: eventComponentId(type), description: eventCatalogue[type].description }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  )
  .meta({ id: "TypedEvent", description: "An event with the data schema of its type (the event catalogue; docs/events.md)." });
