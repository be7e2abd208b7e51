/**
 * GET /api/v3/openapi.json: OpenAPI 3.1.0 (info.version 1.2.0), generated
 * with zod-openapi from the zod schemas that validate requests. Its
 * operations are keyed by the entries of the route table (lib/core/http/routes.ts)
 * that are published, and checked against it again when this module loads.
 */
import { GrantIdSchema, OAuthGrantListSchema, OAuthGrantSchema } from "../../../domains/oauth/grants";
import { ApprovalDecisionInputSchema, ApprovalIdSchema, ApprovalListQuerySchema, ApprovalListSchema, ApprovalSchema } from "../../../domains/links/approval-schemas";
import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from "zod-openapi";
import { AccessSchema, AudienceInputSchema, ResourceTypeSchema } from "../../../domains/leases/schemas";
import { PaymentPendingSchema, RenewalSchema } from "../../../domains/payments/schemas";
import { TokenRefreshSchema } from "../../../domains/tokens/schemas";
import { HealthSchema, LivenessSchema } from "../../health/health";
import { CONTENT_SCHEMAS } from "../../../domains/pages/content";
import { ERROR_CODES, ErrorBodySchema, type ErrorCode } from "../../../core/http/errors";
import { IDEMPOTENCY_KEY_PATTERN } from "../../http/idempotency";
import {
  PagePatchInputSchema,
  PageProvisionedSchema,
  PageProvisionInputSchema,
  pageBodyExamples,
  PageSchema,
  BookingCancelInputSchema,
  SubmissionListSchema,
  SubmissionSchema,
  SubmissionsQuerySchema,
} from "../../../domains/pages/schemas";
import { InvitationInputSchema, InvitationListSchema, InvitationSentSchema, InvitationsQuerySchema, INVITATION_LIMITS, INVITATION_LINK_DAYS } from "../../../domains/pages/invitation-schemas";
import {
  ChatInputSchema,
  DestroyedSchema,
  KnowledgeFileInputSchema,
  KnowledgeFileIdSchema,
  KnowledgeFileListSchema,
  KnowledgeFileRemovedSchema,
  KnowledgeFileSchema,
  PersonPatchInputSchema,
  PersonProfileSchema,
  PersonProvisionedSchema,
  PersonProvisionInputSchema,
  PersonSchema,
  PersonStateSchema,
  StateQuerySchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  TimelineQuerySchema,
  TimelineSchema,
} from "../../../domains/persons/schemas";
import { EventListSchema, EventsQuerySchema } from "../../../domains/events/stream";
import { EXPORT_FORMAT, EXPORT_LIMITS, PauseInputSchema, PersonExportSchema, PersonUsageSchema, UsageQuerySchema, USAGE_MAX_DAYS } from "../../../domains/persons/control-schemas";
import { TypedEventSchema } from "../../../domains/events/catalogue";
import { LinkIdSchema, LinkInputSchema, LinkListSchema, LinkRemovedSchema, LinkSchema } from "../../../domains/links/schemas";
import { AdviceSchema, JsonRpcRequestSchema, JsonRpcResponseSchema } from "../a2a-schemas";
import { AgentCardSchema } from "../agent-card";
import { CatalogSchema } from "../catalog";
import { X402DiscoverySchema } from "../x402-discovery";
import { ResourceModelSchema } from "../resource-model";
import {
  DeliveriesQuerySchema,
  RedeliveredSchema,
  RedeliverInputSchema,
  WebhookDeletedSchema,
  WebhookDeliveryListSchema,
  WebhookIdSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from "../../../domains/webhooks/schemas";
import { RunsQuerySchema, ScheduleDeletedSchema, ScheduleIdSchema, ScheduleInputSchema, ScheduleListSchema, SchedulePatchSchema, ScheduleRunListSchema, ScheduleSchema } from "../../../domains/persons/schedule-schemas";
import { API_ROUTES, ROUTE_TABLE, type PublishedRoute } from "../../../core/http/routes";
import { MAX_SIGN_IN_LENGTH, WalletChallengeInputSchema, WalletChallengeSchema, WalletLeasesSchema, WalletReissueSchema } from "../../../flows/wallet/schemas";
import { ERROR_EXAMPLES, requestExamplesOf, responseExamplesOf, type Examples } from "./examples";

export const OPENAPI_VERSION = "1.2.0";

type Method = "get" | "post" | "patch" | "delete";
type Security = "public" | "bearer" | "x402";

interface Operation {
  method: Method;
  path: string;
  operationId: string;
  summary: string;
  tags: string[];
  security: Security;
  params?: ZodOpenApiOperationObject["requestParams"];
  body?: z.ZodType;
  /** Named request examples of the body (the media type's `examples`); without them, the body shape's (lib/adapters/catalog/openapi/examples.ts). */
  bodyExamples?: Examples;
  /** Success status, its description and schema (JSON unless `contentType`). */
  success: {
    status: 200 | 201;
    description: string;
    schema?: z.ZodType;
    contentType?: string;
    headers?: z.ZodObject;
    /** Other representations of the same answer, by media type. */
    alternatives?: Record<string, z.ZodType>;
    /** Examples of this operation's answer; without them, the schema's shape's (lib/adapters/catalog/openapi/examples.ts). */
    examples?: Examples;
    /** Examples of the other representations, by media type. */
    alternativeExamples?: Record<string, Examples>;
  };
  /** Paid operations may answer 202 while the settlement is open. */
  pending?: boolean;
  errors: ErrorCode[];
}
/** An operation without its method and path: those are its key in the route table. */
type Spec = Omit<Operation, "method" | "path">;

const IdParam = z.object({ id: z.string().meta({ description: "Resource identifier." }) });
const PaymentSignatureHeader = z.object({
  "PAYMENT-SIGNATURE": z
    .string()
    .optional()
    .meta({ description: "Base64 x402 v2 payment payload, sent on the retry after the 402 challenge. Never invent one." }),
});
const PaymentResponseHeader = z.object({
  "PAYMENT-RESPONSE": z.string().meta({ description: "Base64 x402 v2 settlement response." }),
  "Idempotent-Replayed": z
    .literal("true")
    .optional()
    .meta({ description: "On the repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer again (body `replayed: true`; a provision's token is not shown again)." }),
});

const CONTROL_ERRORS: ErrorCode[] = ["unauthorized", "not_found", "method_not_allowed", "rate_limited", "internal_error"];
/** Control writes: also 402 lease_expired (an expired lease keeps reads, renewal and destroy only) and 423 resource_suspended (the same, while the service's operators suspend it). */
const WRITE_ERRORS: ErrorCode[] = [...CONTROL_ERRORS, "invalid_json", "validation_failed", "unsupported_media_type", "payload_too_large", "lease_expired", "resource_suspended"];
/** Control writes that take an Idempotency-Key (lib/adapters/http/idempotency.ts). */
const IDEMPOTENT_ERRORS: ErrorCode[] = [...WRITE_ERRORS, "idempotency_key_reused", "idempotency_key_in_progress"];
const IdempotencyKeyHeader = z.object({
  "Idempotency-Key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .optional()
    .meta({
      description:
        "Makes the write safe to retry: 1 to 255 visible ASCII characters, unique per intended change (a UUID). A repeat of the same request with the same key answers the first answer again (with Idempotent-Replayed: true) without doing the work twice; the same key with another method, path or body is 409 idempotency_key_reused; while the first request runs, 409 idempotency_key_in_progress. Keys are kept 24 hours; a 5xx answer frees the key.",
      example: "5f0c6f8e-3a51-4a5c-9a43-2f7f1f1c2b7e",
    }),
});


const SignInHeader = z.object({
  "SIGN-IN-WITH-X": z.string().max(MAX_SIGN_IN_LENGTH).meta({
    description:
      "The signed wallet challenge: base64 of the challenge's `payload` JSON with `signature` added (@x402/extensions encodeSIWxHeader). Single use: every call needs a fresh challenge.",
  }),
});
const WALLET_ERRORS: ErrorCode[] = ["wallet_signin_invalid", "wallet_nonce_invalid", "wallet_nonce_expired", "wallet_domain_mismatch", "wallet_chain_mismatch", "wallet_signature_invalid"];

/**
 * A discovery document's example is the document itself, as this deployment
 * serves it (prices, network and addresses are the deployment's): given by
 * reference rather than copied into this one.
 */
const live = (path: string, summary: string): Examples => ({ live: { summary, externalValue: path } });

/** What GET …/events streams with Accept: text/event-stream (lib/domains/events/stream.ts). */
function eventStreamExample(resource: "person" | "page"): string {
  const id = resource === "person" ? "psn_7k2m9q4x8w1v5n3b6c0d" : "pg_3f8h1j6k9m2p5r7t0v4x";
  const event =
    resource === "person"
      ? { type: "person.task.created", actor: "controller", data: { taskId: "cm3x9k5a2b0002qp7rz4t8uvw6", title: "Weekly summary", maxTurns: 3 } }
      : {
          type: "page.submission.created",
          actor: "counterpart",
          data: {
            submissionId: "cm3xa0f1g3h0004jk6lm8np2qr",
            submitterEmail: "mia.lange@example.com",
            submissionsRemaining: 496,
            url: `https://leasehold.example/api/v3/control/pages/${id}/submissions`,
            kind: "form",
            answers: { full_name: "Mia Lange", reason: "Check-up" },
          },
        };
  const full = { id: `evt_${id}_41`, seq: 41, type: event.type, resourceType: resource, resourceId: id, actor: event.actor, actorEmail: resource === "page" ? "mia.lange@example.com" : null, data: event.data, createdAt: "2026-11-24T09:31:00.000Z" };
  return `id: 41\nevent: ${event.type}\ndata: ${JSON.stringify(full)}\n\n: heartbeat\n\n`;
}

/** GET …/submissions?format=csv for one form submission (lib/domains/pages/submissions.ts submissionsCsv). */
const SUBMISSIONS_CSV_EXAMPLE =
  '"id","kind","submitterEmail","createdAt","data.date_of_birth","data.email","data.full_name","data.insured","data.insurer","data.reason"\r\n' +
  '"cm3xa0f1g3h0004jk6lm8np2qr","form","mia.lange@example.com","2026-11-24T10:02:00.000Z","1988-04-12","mia.lange@example.com","Mia Lange","true","TK","Check-up"\r\n';

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

/** GET …/events of either resource: JSON pages, or the server-sent event stream (docs/events.md). */
function eventsOperation(resource: "person" | "page"): Spec {
  return control(resource, {
    operationId: resource === "person" ? "listPersonEvents" : "listPageEvents",
    summary: `The ${resource === "person" ? "Person" : "Page"}'s events, oldest first after a seq: JSON pages, or a server-sent event stream with Accept: text/event-stream`,
    query: EventsQuerySchema,
    success: {
      status: 200,
      description:
        "JSON: the events after `after` (EventList; each event's data is its type's, see TypedEvent). With Accept: text/event-stream: a stream of the events after Last-Event-ID, `after`, or from now; each message has `id:` the seq, `event:` the type and `data:` the event (TypedEvent) as JSON, with `: heartbeat` comments. The stream ends after at most 290 s (and after lease.destroyed or lease.token_refreshed); reconnect with Last-Event-ID to continue without loss or repeats. More than 5 open streams per resource: 429.",
      schema: EventListSchema,
      alternatives: { "text/event-stream": z.string().meta({ description: "Server-sent events; each message's data is a TypedEvent." }) },
      alternativeExamples: { "text/event-stream": { stream: { summary: "An event, then a heartbeat", value: eventStreamExample(resource) } } },
    },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  });
}


const PAYMENT_ERRORS: ErrorCode[] = [
  "payment_required",
  "payment_invalid",
  "payment_failed",
  "payment_already_used",
  "payment_identifier_reused",
  "payment_in_progress",
  "method_not_allowed",
  "rate_limited",
  "internal_error",
  "service_unavailable",
];

/** A paid operation: x402 v2 challenge, PAYMENT-SIGNATURE in, PAYMENT-RESPONSE and a 202 for an open settlement out. */
function paid(resource: "person" | "page" | null, purpose: "provision" | "renew", rest: Pick<Operation, "operationId" | "summary" | "success" | "body" | "bodyExamples">): Spec {
  const params: ZodOpenApiOperationObject["requestParams"] = { header: PaymentSignatureHeader };
  if (purpose === "renew") {
    params.path = resource ? IdParam : z.object({ type: ResourceTypeSchema, id: IdParam.shape.id });
  }
  const errors: ErrorCode[] =
    purpose === "provision"
      ? ["invalid_json", "validation_failed", "unsupported_media_type", "payload_too_large", "active_lease_limit", ...PAYMENT_ERRORS]
      : ["not_found", "lease_not_active", "resource_destroyed", ...PAYMENT_ERRORS];
  return {
    tags: ["provisioning"],
    security: "x402",
    params,
    ...rest,
    success: { ...rest.success, headers: PaymentResponseHeader },
    pending: true,
    errors,
  };
}

/** A control operation: bearer token of one resource, `{id}` in the path. */
function control(
  resource: "person" | "page",
  rest: Pick<Operation, "operationId" | "summary" | "success" | "errors" | "body" | "bodyExamples"> & { query?: z.ZodObject; idempotent?: boolean },
): Spec {
  const { query, idempotent, ...operation } = rest;
  return {
    tags: [resource],
    security: "bearer",
    params: { path: IdParam, ...(query ? { query } : {}), ...(idempotent ? { header: IdempotencyKeyHeader } : {}) },
    ...operation,
    ...(idempotent ? { errors: IDEMPOTENT_ERRORS } : {}),
  };
}

/** The webhook routes of a resource (lib/adapters/http/webhook-routes.ts): the same eight for Persons and Pages. */
type WebhookRoute<P extends string> = Extract<PublishedRoute, `${string} /api/v3/control/${P}/{id}/webhooks${string}`>;
function webhookSpecs<R extends "person" | "page">(resource: R): Record<WebhookRoute<R extends "person" ? "persons" : "pages">, Spec> {
  const Name = resource === "person" ? "Person" : "Page";
  const base = `/api/v3/control/${resource === "person" ? "persons" : "pages"}/{id}/webhooks`;
  const one = { path: z.object({ id: IdParam.shape.id, webhookId: WebhookIdSchema.shape.webhookId }) };
  const common = { tags: [resource], security: "bearer" as const };
  // Create and rotate answer the secret once and never store an answer: no Idempotency-Key.
  const SECRET_ERRORS: ErrorCode[] = [...WRITE_ERRORS];
  const specs: Record<string, Spec> = {
    [`GET ${base}`]: control(resource, {
      operationId: `list${Name}Webhooks`,
      summary: `List the ${Name}'s webhook endpoints (without their secrets)`,
      success: { status: 200, description: "The endpoints, oldest first.", schema: WebhookListSchema },
      errors: CONTROL_ERRORS,
    }),
    [`POST ${base}`]: control(resource, {
      operationId: `create${Name}Webhook`,
      summary: `Subscribe an endpoint to the ${Name}'s events (the answer shows the signing secret once)`,
      body: WebhookInputSchema,
      success: { status: 201, description: "The endpoint with its signing secret (secret), shown only here.", schema: WebhookWithSecretSchema },
      errors: [...SECRET_ERRORS, "url_not_allowed", "webhook_limit"],
    }),
    [`GET ${base}/{webhookId}`]: { operationId: `get${Name}Webhook`, summary: "Read one webhook endpoint", ...common, params: one, success: { status: 200, description: "The endpoint.", schema: WebhookSchema }, errors: [...CONTROL_ERRORS, "validation_failed"] },
    [`PATCH ${base}/{webhookId}`]: {
      operationId: `update${Name}Webhook`,
      summary: "Change a webhook endpoint: url, eventTypes, description, or enabled (false disables it, true enables it again)",
      ...common,
      params: { ...one, header: IdempotencyKeyHeader },
      body: WebhookPatchSchema,
      success: { status: 200, description: "The endpoint.", schema: WebhookSchema },
      errors: [...IDEMPOTENT_ERRORS, "url_not_allowed"],
    },
    [`DELETE ${base}/{webhookId}`]: { operationId: `delete${Name}Webhook`, summary: "Delete a webhook endpoint (queued deliveries to it are dropped)", ...common, params: one, success: { status: 200, description: "It is gone.", schema: WebhookDeletedSchema }, errors: [...CONTROL_ERRORS, "validation_failed"] },
    [`POST ${base}/{webhookId}/rotate`]: {
      operationId: `rotate${Name}WebhookSecret`,
      summary: "Rotate the signing secret: the new one is shown once; the old one keeps signing for 24 hours",
      ...common,
      params: one,
      success: { status: 200, description: "The endpoint with its new secret, shown only here.", schema: WebhookWithSecretSchema },
      errors: SECRET_ERRORS,
    },
    [`GET ${base}/{webhookId}/deliveries`]: {
      operationId: `list${Name}WebhookDeliveries`,
      summary: "The endpoint's delivery log: each attempt's time, status, latency, the first 1 KB of the answer, the error",
      ...common,
      params: { ...one, query: DeliveriesQuerySchema },
      success: { status: 200, description: "Attempts, newest first.", schema: WebhookDeliveryListSchema },
      errors: [...CONTROL_ERRORS, "validation_failed"],
    },
    [`POST ${base}/{webhookId}/redeliver`]: {
      operationId: `redeliver${Name}Webhook`,
      summary: "Send events again to the endpoint: one (eventId) or every one since a time (since); same webhook-id as before",
      ...common,
      params: { ...one, header: IdempotencyKeyHeader },
      body: RedeliverInputSchema,
      success: { status: 200, description: "What was queued.", schema: RedeliveredSchema },
      errors: [...IDEMPOTENT_ERRORS, "conflict"],
    },
  };
  return specs as Record<WebhookRoute<R extends "person" ? "persons" : "pages">, Spec>;
}

/** A Person's schedules (lib/domains/persons/schedules.ts, docs/persons.md "Schedules"). */
type ScheduleRoute = Extract<PublishedRoute, `${string} /api/v3/control/persons/{id}/schedules${string}`>;
function scheduleSpecs(): Record<ScheduleRoute, Spec> {
  const one = { path: z.object({ id: IdParam.shape.id, scheduleId: ScheduleIdSchema.shape.scheduleId }) };
  const common = { tags: ["person"], security: "bearer" as const };
  return {
    "POST /api/v3/control/persons/{id}/schedules": control("person", {
      operationId: "createSchedule",
      summary: "Create a schedule: a cron expression in an IANA time zone, or one time (runAt); each run queues a task with its title and instructions",
      body: ScheduleInputSchema,
      success: { status: 201, description: "The schedule, with its next run (nextRunAt, UTC).", schema: ScheduleSchema },
      errors: [...IDEMPOTENT_ERRORS, "schedule_limit"],
      idempotent: true,
    }),
    "GET /api/v3/control/persons/{id}/schedules": control("person", {
      operationId: "listSchedules",
      summary: "List the Person's schedules (at most 20), oldest first",
      success: { status: 200, description: "The schedules.", schema: ScheduleListSchema },
      errors: CONTROL_ERRORS,
    }),
    "GET /api/v3/control/persons/{id}/schedules/{scheduleId}": { operationId: "getSchedule", summary: "Read one schedule", ...common, params: one, success: { status: 200, description: "The schedule.", schema: ScheduleSchema }, errors: CONTROL_ERRORS },
    "PATCH /api/v3/control/persons/{id}/schedules/{scheduleId}": {
      operationId: "updateSchedule",
      summary: "Change a schedule, pause it ({paused: true}) or resume it ({paused: false})",
      ...common,
      params: { ...one, header: IdempotencyKeyHeader },
      body: SchedulePatchSchema,
      success: { status: 200, description: "The schedule.", schema: ScheduleSchema },
      errors: [...IDEMPOTENT_ERRORS, "conflict"],
    },
    "DELETE /api/v3/control/persons/{id}/schedules/{scheduleId}": { operationId: "deleteSchedule", summary: "Delete a schedule and its run history (the tasks it queued stay)", ...common, params: one, success: { status: 200, description: "It is gone.", schema: ScheduleDeletedSchema }, errors: CONTROL_ERRORS },
    "GET /api/v3/control/persons/{id}/schedules/{scheduleId}/runs": {
      operationId: "listScheduleRuns",
      summary: "A schedule's run history, newest first: each instant, when it was handled, its task and the task's outcome, or why it did not run",
      ...common,
      params: { ...one, query: RunsQuerySchema },
      success: { status: 200, description: "Runs, newest first (the last 200 are kept).", schema: ScheduleRunListSchema },
      errors: [...CONTROL_ERRORS, "validation_failed"],
    },
  };
}

/** A resource's OAuth grants (lib/domains/oauth/grants.ts, docs/agents.md "Connecting claude.ai or ChatGPT (OAuth)"). */
type GrantRoute<K extends "persons" | "pages"> = Extract<PublishedRoute, `${string} /api/v3/control/${K}/{id}/oauth-grants${string}`>;
function grantSpecs<R extends "person" | "page">(resource: R): Record<GrantRoute<R extends "person" ? "persons" : "pages">, Spec> {
  const kind = resource === "person" ? "persons" : "pages";
  const noun = resource === "person" ? "Person" : "Page";
  const Noun = resource === "person" ? "Person" : "Page";
  return {
    [`GET /api/v3/control/${kind}/{id}/oauth-grants`]: control(resource, {
      operationId: `list${Noun}OAuthGrants`,
      summary: `List the OAuth connections to the ${noun} (MCP clients that signed in through /oauth/authorize); never a token`,
      success: { status: 200, description: "The grants, newest first: every live one and those revoked in the last 30 days.", schema: OAuthGrantListSchema },
      errors: CONTROL_ERRORS,
    }),
    [`DELETE /api/v3/control/${kind}/{id}/oauth-grants/{grantId}`]: {
      operationId: `revoke${Noun}OAuthGrant`,
      summary: `Revoke one OAuth connection to the ${noun}: its access and refresh tokens stop working at once`,
      tags: [resource],
      security: "bearer",
      params: { path: z.object({ id: IdParam.shape.id, grantId: GrantIdSchema.shape.grantId }) },
      success: { status: 200, description: "The grant, revoked (revoking it again answers the same).", schema: OAuthGrantSchema },
      errors: CONTROL_ERRORS,
    },
  } as Record<GrantRoute<R extends "person" ? "persons" : "pages">, Spec>;
}

/** The OpenAPI operation of each route table entry in the document (lib/core/http/routes.ts), keyed by it: one missing, or one the table lacks, does not compile. */
const SPECS: { readonly [K in PublishedRoute]: Spec } = {
  // ---- discovery ----
  "GET /api/v3/catalog": {
    operationId: "getCatalog",
    summary: "The catalog: SKUs, prices, network, limits and routes (authoritative)",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "The catalog.", schema: CatalogSchema, examples: live("/api/v3/catalog", "This deployment's catalog") },
    errors: ["method_not_allowed"],
  },
  "GET /.well-known/x402": {
    operationId: "getX402Discovery",
    summary: "The priced resources for x402 discovery: each paid operation's method, URL, price, payment requirements and x402 extensions",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "The x402 discovery document.", schema: X402DiscoverySchema, examples: live("/.well-known/x402", "This deployment's priced resources") },
    errors: ["method_not_allowed"],
  },
  "GET /api/v3/resource-model": {
    operationId: "getResourceModel",
    summary: "The resource model: what a Person and a Page are and how to choose",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "The resource model, version 1.0.", schema: ResourceModelSchema, examples: live("/api/v3/resource-model", "This deployment's resource model") },
    errors: ["method_not_allowed"],
  },
  "GET /api/v3/agent-card": {
    operationId: "getAgentCard",
    summary: "The A2A agent card of the platform (also at /.well-known/agent-card.json)",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "The agent card.", schema: AgentCardSchema, examples: live("/api/v3/agent-card", "This deployment's agent card") },
    errors: ["method_not_allowed"],
  },
  "POST /a2a": {
    operationId: "askA2a",
    summary: "A2A agent (JSON-RPC 2.0): which resource fits a request, what it costs and how to provision it",
    tags: ["discovery"],
    security: "public",
    body: JsonRpcRequestSchema,
    success: {
      status: 200,
      description:
        "A2A 1.0 JSON-RPC binding (send A2A-Version: 1.0; without it, A2A 0.3). SendMessage answers { message } with a text part and a data part (A2aAdvice); SendStreamingMessage (0.3: message/stream) answers text/event-stream, one JSON-RPC response per `data:` event. Malformed JSON-RPC, unknown methods and unsupported versions are JSON-RPC errors with status 200. It never reads, lists or changes leased resources and takes no token. The agent card is at /.well-known/agent-card.json.",
      schema: JsonRpcResponseSchema,
      alternatives: { "text/event-stream": z.string() },
    },
    errors: ["unsupported_media_type", "payload_too_large", "method_not_allowed", "rate_limited", "internal_error"],
  },
  "GET /api/v3/openapi.json": {
    operationId: "getOpenApi",
    summary: "This document",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "OpenAPI 3.1.0 document.", schema: z.record(z.string(), z.unknown()), examples: live("/api/v3/openapi.json", "This document") },
    errors: ["method_not_allowed"],
  },
  "GET /api/health": {
    operationId: "getHealth",
    summary: "Service and dependency health",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "Healthy (503 with the same body when a dependency is down).", schema: HealthSchema },
    errors: ["service_unavailable"],
  },
  "GET /api/live": {
    operationId: "getLiveness",
    summary: "Liveness: the instance answers (for load balancers; checks no dependency, unlike /api/health)",
    tags: ["discovery"],
    security: "public",
    success: { status: 200, description: "The instance is up.", schema: LivenessSchema },
    errors: ["method_not_allowed"],
  },
  // ---- provisioning and renewal ----
  "POST /api/v3/resources/persons": paid("person", "provision", {
    operationId: "provisionPerson",
    summary: "Provision a Person (x402 v2: 402 challenge, then retry with PAYMENT-SIGNATURE)",
    body: PersonProvisionInputSchema,
    bodyExamples: {
      withProfile: {
        summary: "A front-desk Person with what counterparts see on its chat page (profile), apart from its internal goal",
        value: {
          name: "Ada",
          goal: "Answer patients' questions about opening hours and appointments from the knowledge files; never give medical advice.",
          profile: PersonProfileSchema.meta()?.example,
        },
      },
    },
    success: { status: 201, description: "The Person and its one-time capability token (capabilityToken.token).", schema: PersonProvisionedSchema },
  }),
  "POST /api/v3/resources/pages": paid("page", "provision", {
    operationId: "provisionPage",
    summary: "Provision a Page (x402 v2: 402 challenge, then retry with PAYMENT-SIGNATURE)",
    body: PageProvisionInputSchema,
    bodyExamples: pageBodyExamples("provision"),
    success: { status: 201, description: "The Page and its one-time capability token (capabilityToken.token).", schema: PageProvisionedSchema },
  }),
  "POST /api/v3/resources/{type}/{id}/renew": paid(null, "renew", {
    operationId: "renewLease",
    summary: "Renew a lease for another term (x402 v2; PAYMENT-SIGNATURE required)",
    success: { status: 201, description: "The renewed lease.", schema: RenewalSchema },
  }),
  "POST /api/v3/resources/persons/{id}/renew": paid("person", "renew", {
    operationId: "renewPerson",
    summary: "Renew a Person's lease (the catalog's form of the renew route)",
    success: { status: 201, description: "The renewed lease.", schema: RenewalSchema },
  }),
  "POST /api/v3/resources/pages/{id}/renew": paid("page", "renew", {
    operationId: "renewPage",
    summary: "Renew a Page's lease (the catalog's form of the renew route)",
    success: { status: 201, description: "The renewed lease.", schema: RenewalSchema },
  }),
  "POST /api/v3/tokens/refresh": {
    operationId: "refreshToken",
    summary: "Replace a valid or grace-period capability token of an active lease",
    tags: ["provisioning"],
    security: "bearer",
    success: { status: 200, description: "The replacement token.", schema: TokenRefreshSchema },
    errors: ["unauthorized", "method_not_allowed", "rate_limited", "internal_error"],
  },
  // ---- The paying wallet (sign-in-with-x) ----
  "POST /api/v3/wallet/challenge": {
    operationId: "walletChallenge",
    summary: "Ask for a sign-in-with-x message (EIP-4361, a single-use nonce for 5 minutes) for the wallet that paid",
    tags: ["wallet"],
    security: "public",
    body: WalletChallengeInputSchema,
    bodyExamples: { wallet: { summary: "The payer's address on the payment network", value: { address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", chainId: "eip155:8453" } } },
    success: { status: 200, description: "The message to sign, its sign-in-with-x fields and when its nonce expires.", schema: WalletChallengeSchema },
    errors: ["invalid_json", "validation_failed", "unsupported_media_type", "payload_too_large", "wallet_chain_unsupported", "method_not_allowed", "rate_limited", "internal_error", "service_unavailable"],
  },
  "GET /api/v3/wallet/leases": {
    operationId: "walletListLeases",
    summary: "List the leases the signed-in wallet paid for (never a token)",
    tags: ["wallet"],
    security: "public",
    params: { header: SignInHeader },
    success: { status: 200, description: "The wallet's leases, newest first; the nonce is used up.", schema: WalletLeasesSchema },
    errors: [...WALLET_ERRORS, "method_not_allowed", "rate_limited", "internal_error", "service_unavailable"],
  },
  "POST /api/v3/wallet/leases/{id}/token": {
    operationId: "walletReissueToken",
    summary: "Issue a new capability token for one of the wallet's leases; every earlier token of the lease is revoked",
    tags: ["wallet"],
    security: "public",
    params: { path: IdParam, header: SignInHeader },
    success: { status: 200, description: "The new token (shown once) and how many earlier tokens were revoked; the lease records lease.token_reissued.", schema: WalletReissueSchema },
    errors: [...WALLET_ERRORS, "not_found", "lease_not_active", "method_not_allowed", "rate_limited", "internal_error", "service_unavailable"],
  },
  // ---- Person control ----
  "GET /api/v3/control/persons/{id}": control("person", {
    operationId: "getPerson",
    summary: "Read the Person with its lease",
    success: { status: 200, description: "The Person.", schema: PersonSchema },
    errors: CONTROL_ERRORS,
  }),
  "PATCH /api/v3/control/persons/{id}": control("person", {
    operationId: "updatePerson",
    summary: "Change name, goal, instructions, tools, visibility or the public profile",
    body: PersonPatchInputSchema,
    bodyExamples: {
      profile: {
        summary: "Set what counterparts see on the chat page: greeting, description, suggested first messages, language",
        value: { profile: { greeting: "Hola, soy Ada. ¿En qué puedo ayudarle?", description: "Preguntas sobre horarios y citas.", suggestions: ["¿Abren el sábado?", "¿Dónde puedo aparcar?"], locale: "es" } },
      },
    },
    success: { status: 200, description: "The updated Person.", schema: PersonSchema },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
  "DELETE /api/v3/control/persons/{id}": control("person", {
    operationId: "destroyPerson",
    summary: "Destroy the Person permanently and revoke its tokens",
    success: { status: 200, description: "The destroyed Person.", schema: DestroyedSchema },
    errors: CONTROL_ERRORS,
  }),
  "POST /api/v3/control/persons/{id}/audience": control("person", {
    operationId: "setPersonAudience",
    summary: "Set counterpart visibility and audience (no controller authority)",
    body: AudienceInputSchema,
    success: { status: 200, description: "The updated access.", schema: AccessSchema },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
  "GET /api/v3/control/persons/{id}/files": control("person", {
    operationId: "listKnowledgeFiles",
    summary: "List the Person's private knowledge files",
    success: { status: 200, description: "The knowledge files.", schema: KnowledgeFileListSchema },
    errors: CONTROL_ERRORS,
  }),
  "POST /api/v3/control/persons/{id}/files": control("person", {
    operationId: "addKnowledgeFile",
    summary: "Grant the Person a knowledge file",
    body: KnowledgeFileInputSchema,
    success: { status: 201, description: "The knowledge file granted.", schema: KnowledgeFileSchema },
    errors: [...WRITE_ERRORS, "storage_quota_exceeded"],
    idempotent: true,
  }),
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
  "GET /api/v3/control/persons/{id}/tasks": control("person", {
    operationId: "listTasks",
    summary: "List the Person's tasks with their status",
    success: { status: 200, description: "The tasks, newest first.", schema: TaskListSchema },
    errors: CONTROL_ERRORS,
  }),
  "POST /api/v3/control/persons/{id}/tasks": control("person", {
    operationId: "createTask",
    summary: "Assign bounded work to the Person",
    body: TaskInputSchema,
    success: { status: 201, description: "The task created.", schema: TaskSchema },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
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
  "GET /api/v3/control/persons/{id}/timeline": control("person", {
    operationId: "getTimeline",
    summary: "The Person's timeline events, newest first",
    query: TimelineQuerySchema,
    success: { status: 200, description: "A page of timeline events.", schema: TimelineSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  }),
  "GET /api/v3/control/persons/{id}/state": control("person", {
    operationId: "getState",
    summary: "The Person's current derived state",
    query: StateQuerySchema,
    success: { status: 200, description: "The derived state.", schema: PersonStateSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  }),
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
  "GET /api/v3/control/persons/{id}/links": control("person", {
    operationId: "listPersonLinks",
    summary: "List the Pages linked to the Person",
    success: { status: 200, description: "The links, oldest first.", schema: LinkListSchema },
    errors: CONTROL_ERRORS,
  }),
  "DELETE /api/v3/control/persons/{id}/links/{linkId}": {
    operationId: "unlinkPage",
    summary: "Remove a link from the Person's side: no new task starts from the Page, and the Person can no longer read it",
    tags: ["person"],
    security: "bearer",
    params: { path: z.object({ id: IdParam.shape.id, linkId: LinkIdSchema.shape.linkId.meta({ description: "The link's id." }) }) },
    success: { status: 200, description: "The link is gone.", schema: LinkRemovedSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  },
  // controls (lib/domains/persons/pause.ts, usage.ts, export.ts)
  "POST /api/v3/control/persons/{id}/pause": control("person", {
    operationId: "pausePerson",
    summary: "Pause the Person: chat answers 409 person_paused and no task runs until it is resumed",
    body: PauseInputSchema,
    success: {
      status: 200,
      description: "The Person, paused (paused: true, pausedAt). Pausing a paused Person changes nothing. The body is {} or {reason}; person.paused is recorded with the reason.",
      schema: PersonSchema,
    },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
  "POST /api/v3/control/persons/{id}/resume": control("person", {
    operationId: "resumePerson",
    summary: "Resume a paused Person: chat is open again and the tasks queued while it was paused run",
    body: PauseInputSchema,
    success: {
      status: 200,
      description: "The Person, running (paused: false). Resuming a running Person changes nothing. The body is {} or {reason}; person.resumed is recorded with the reason and the number of tasks requeued.",
      schema: PersonSchema,
    },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
  "GET /api/v3/control/persons/{id}/usage": control("person", {
    operationId: "getPersonUsage",
    summary: "The usage meter: turns, model tokens in and out and tool calls per UTC day, with this term's allowance",
    query: UsageQuerySchema,
    success: { status: 200, description: `Every UTC day from \`from\` to \`to\` (default the current term up to today; at most ${USAGE_MAX_DAYS} days), with their totals and the term's turns used and remaining.`, schema: PersonUsageSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  }),
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
  // ---- Page control ----
  "GET /api/v3/control/pages/{id}": control("page", {
    operationId: "getPage",
    summary: "Read the Page with its effective content and lease",
    success: { status: 200, description: "The Page.", schema: PageSchema },
    errors: CONTROL_ERRORS,
  }),
  "PATCH /api/v3/control/pages/{id}": control("page", {
    operationId: "updatePage",
    summary: "Change label, content or visibility",
    body: PagePatchInputSchema,
    bodyExamples: pageBodyExamples("patch"),
    success: { status: 200, description: "The updated Page.", schema: PageSchema },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
  "DELETE /api/v3/control/pages/{id}": control("page", {
    operationId: "destroyPage",
    summary: "Delete the Page and its submissions permanently and revoke its tokens",
    success: { status: 200, description: "The destroyed Page.", schema: DestroyedSchema },
    errors: CONTROL_ERRORS,
  }),
  "POST /api/v3/control/pages/{id}/audience": control("page", {
    operationId: "setPageAudience",
    summary: "Set counterpart visibility and audience (no controller authority)",
    body: AudienceInputSchema,
    success: { status: 200, description: "The updated access.", schema: AccessSchema },
    errors: WRITE_ERRORS,
    idempotent: true,
  }),
  "POST /api/v3/control/pages/{id}/invitations": {
    operationId: "inviteToPage",
    tags: ["page"],
    security: "bearer",
    params: { path: IdParam, header: IdempotencyKeyHeader },
    summary: "Invite a person by email: one call emails them a branded sign-in link that lands on the Page, and records the invitation",
    body: InvitationInputSchema,
    success: {
      status: 201,
      description: `The invitation, emailed: a sign-in link that works once, for ${INVITATION_LINK_DAYS} days, in the Page's language, naming its organisation, label and contact (page.invitation.sent is recorded). A private Page adds the email to its audience (addedToAudience). The same address again within ${INVITATION_LIMITS.repeatWindowMinutes} minutes answers 200 with that invitation (repeated: true) and sends nothing. At most ${INVITATION_LIMITS.perDay} invitations per Page in 24 hours (429 rate_limited with Retry-After); 409 conflict when a private Page's audience is full; 503 service_unavailable when email sign-in is not configured.`,
      schema: InvitationSentSchema,
    },
    errors: [...IDEMPOTENT_ERRORS, "conflict", "service_unavailable"],
  },
  "GET /api/v3/control/pages/{id}/invitations": control("page", {
    operationId: "listPageInvitations",
    summary: "The Page's invitations, newest first: who, when, by whom, when the link expires, and when they first opened the Page",
    query: InvitationsQuerySchema,
    success: { status: 200, description: "A page of invitations, newest first (pass nextCursor as cursor).", schema: InvitationListSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  }),
  "GET /api/v3/control/pages/{id}/uploads/{uploadId}": {
    operationId: "downloadUpload",
    summary: "A file a counterpart uploaded to the Page: a file vault's upload or a form's file field (its uploadId is in the submission's data)",
    tags: ["page"],
    security: "bearer",
    params: {
      path: z.object({
        id: IdParam.shape.id,
        uploadId: z.string().meta({ description: "files[].uploadId of an upload submission, or <field>.uploadId of a form submission's file field." }),
      }),
    },
    success: {
      status: 200,
      description: "The file's bytes, streamed, with its media type and Content-Disposition: attachment; X-Content-SHA256 has its hash. A file that is not part of a submission is 404.",
      schema: z.string(),
      contentType: "application/octet-stream",
    },
    errors: CONTROL_ERRORS,
  },
  "GET /api/v3/control/pages/{id}/submissions/{submissionId}/pdf": {
    operationId: "downloadSignedCopy",
    summary: "The sealed PDF of a signature on an e_signature Page: the document as signed, then its audit certificate",
    tags: ["page"],
    security: "bearer",
    params: {
      path: z.object({
        id: IdParam.shape.id,
        submissionId: z.string().meta({ description: "The id of a signature submission (GET …/submissions)." }),
      }),
    },
    success: {
      status: 200,
      description:
        "application/pdf, Content-Disposition: attachment. The same bytes the signer was emailed when they signed (built again from the signature record; its SHA-256 is the record's data.pdfSha256, and /verify accepts it). Any other submission, or another Page's, is 404.",
      schema: z.string(),
      contentType: "application/pdf",
    },
    errors: CONTROL_ERRORS,
  },
  "GET /api/v3/control/pages/{id}/submissions": control("page", {
    operationId: "listSubmissions",
    summary: "The Page's submissions, newest first (JSON, or CSV with format=csv)",
    query: SubmissionsQuerySchema,
    success: {
      status: 200,
      description:
        "A page of submissions, newest first: at most `limit`, and about 1 MiB of submission data (always at least one); nextCursor goes on from there. With format=csv: text/csv, one row per submission, the next cursor in X-Next-Cursor.",
      schema: SubmissionListSchema,
      alternatives: { "text/csv": z.string() },
      alternativeExamples: { "text/csv": { csv: { summary: "One form submission: a column per answer", value: SUBMISSIONS_CSV_EXAMPLE } } },
    },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  }),
  "POST /api/v3/control/pages/{id}/bookings/{bookingId}/cancel": {
    operationId: "cancelBooking",
    summary: "Cancel a booking of the scheduler Page: the slot is free again, the booking is kept marked cancelled, page.booking.cancelled is recorded",
    tags: ["page"],
    security: "bearer",
    params: {
      path: z.object({ id: IdParam.shape.id, bookingId: z.string().meta({ description: "The booking submission's id (GET …/submissions, kind booking)." }) }),
      header: IdempotencyKeyHeader,
    },
    body: BookingCancelInputSchema,
    success: { status: 200, description: "The cancelled booking (data.cancelledAt, cancelledBy, cancelReason).", schema: SubmissionSchema },
    errors: [...IDEMPOTENT_ERRORS, "conflict"],
  },
  "GET /api/v3/control/pages/{id}/events": eventsOperation("page"),
  "GET /api/v3/control/pages/{id}/links": control("page", {
    operationId: "listPageLinks",
    summary: "List the Persons the Page is linked to",
    success: { status: 200, description: "The links, oldest first.", schema: LinkListSchema },
    errors: CONTROL_ERRORS,
  }),
  "DELETE /api/v3/control/pages/{id}/links/{linkId}": {
    operationId: "unlinkPerson",
    summary: "Remove a link from the Page's side: its submissions no longer start the Person's tasks, and the Person can no longer read it",
    tags: ["page"],
    security: "bearer",
    params: { path: z.object({ id: IdParam.shape.id, linkId: LinkIdSchema.shape.linkId.meta({ description: "The link's id." }) }) },
    success: { status: 200, description: "The link is gone.", schema: LinkRemovedSchema },
    errors: [...CONTROL_ERRORS, "validation_failed"],
  },
  // ---- webhooks (Persons and Pages) ----
  ...webhookSpecs("person"),
  ...webhookSpecs("page"),
  // ---- schedules (Persons) ----
  ...scheduleSpecs(),
  ...grantSpecs("person"),
  ...grantSpecs("page"),
};

/** The operations, in the order of SPECS (the document's order). */
export const OPERATIONS: Operation[] = Object.entries(SPECS).map(([route, spec]: [string, Spec]) => {
  const [method, path] = route.split(" ") as [string, string];
  return { method: method.toLowerCase() as Method, path, ...spec };
});

function errorResponses(codes: ErrorCode[]): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_CODES[code].status, [...(byStatus.get(ERROR_CODES[code].status) ?? []), code]);
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const description = list.map((code) => `\`${code}\`: ${ERROR_CODES[code].description}`).join(" ");
    const response: ZodOpenApiResponseObject = {
      description,
      content: { "application/json": { schema: ErrorBodySchema, examples: Object.fromEntries(list.map((code) => [code, ERROR_EXAMPLES[code]])) } },
    };
    if (status === 402) {
      response.headers = z.object({
        "PAYMENT-REQUIRED": z.string().meta({ description: "Base64 JSON x402 v2 challenge (payment_required only)." }),
      });
    }
    if (status === 429 && list.includes("rate_limited")) {
      response.headers = z.object({ "Retry-After": z.string().optional().meta({ description: "Seconds to wait (rate_limited)." }) });
    }
    if (status === 409 && list.includes("idempotency_key_in_progress")) {
      response.headers = z.object({ "Retry-After": z.string().optional().meta({ description: "Seconds to wait (idempotency_key_in_progress)." }) });
    }
    if (status === 405) response.headers = z.object({ Allow: z.string().meta({ description: "Methods the route accepts." }) });
    responses[`${status}` as `4${string}`] = response;
  }
  return responses;
}

/** The request and success examples an operation publishes: its own, else those of its body's and answer's shapes. */
export function examplesOf(op: Pick<Operation, "body" | "bodyExamples" | "success">): { request?: Examples; success?: Examples } {
  return { request: op.bodyExamples ?? requestExamplesOf(op.body), success: op.success.examples ?? responseExamplesOf(op.success.schema) };
}

function toOperation(op: Operation): ZodOpenApiOperationObject {
  const examples = examplesOf(op);
  const content = op.success.schema
    ? {
        [op.success.contentType ?? "application/json"]: { schema: op.success.schema, ...(examples.success ? { examples: examples.success } : {}) },
        ...Object.fromEntries(
          Object.entries(op.success.alternatives ?? {}).map(([type, schema]) => [type, { schema, ...(op.success.alternativeExamples?.[type] ? { examples: op.success.alternativeExamples[type] } : {}) }]),
        ),
      }
    : undefined;
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: op.tags,
    security: op.security === "bearer" ? [{ capabilityToken: [] }] : op.security === "x402" ? [{ x402Payment: [] }, {}] : [],
    ...(op.params ? { requestParams: op.params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: op.body, ...(examples.request ? { examples: examples.request } : {}) } } } } : {}),
    responses: {
      [String(op.success.status)]: {
        description: op.success.description,
        ...(content ? { content } : {}),
        ...(op.success.headers ? { headers: op.success.headers } : {}),
      },
      ...(op.pending
        ? {
            "202": {
              description:
                "The payment was accepted but its settlement is not confirmed yet: retry the same request with the same PAYMENT-SIGNATURE; never pay again.",
              content: { "application/json": { schema: PaymentPendingSchema, examples: responseExamplesOf(PaymentPendingSchema) } },
            },
          }
        : {}),
      ...errorResponses(op.errors),
    },
  };
}

/** The content schemas by their ids (CustomFormContent, ApprovalContent…). */
const CONTENT_COMPONENTS = Object.fromEntries(Object.values(CONTENT_SCHEMAS).map((schema) => [z.globalRegistry.get(schema)!.id as string, schema]));

let cached: ReturnType<typeof createDocument> | undefined;

export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  if (cached) return cached;
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = toOperation(op);
  cached = createDocument({
    openapi: "3.1.0",
    info: {
      title: "Leasehold API",
      version: OPENAPI_VERSION,
      description:
        "Lease a Person or a Page, paid with x402 v2 (network eip155:8453, scheme exact), and control it with its capability token. " +
        "Every error is JSON {error, code} (plus details for validation errors); the codes are listed under x-error-codes. " +
        "The catalog (/api/v3/catalog) is authoritative for prices, network and limits. " +
        "Events (GET …/events, the MCP tools list_person_events and list_page_events, webhooks) carry the envelope Event; TypedEvent gives each event type's data (docs/events.md).",
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "discovery", description: "Public, no credentials." },
      { name: "provisioning", description: "Paid with x402 v2; token refresh with the bearer token." },
      { name: "person", description: "Person control, with the Person's capability token." },
      { name: "page", description: "Page control, with the Page's capability token." },
      { name: "wallet", description: "The wallet that paid for a lease, proven with sign-in-with-x (CAIP-122 / EIP-4361): its leases, and a new token for one." },
    ],
    paths,
    components: {
      // Not the body of any response itself: the data part inside the A2A answer; and each toolType's
      // content contract (a Page's `content` is an object whose shape depends on its toolType, as in the resource model).
      // TypedEvent: every event type's envelope with its data schema (lib/domains/events/catalogue.ts), one of them by `type`.
      schemas: { A2aAdvice: AdviceSchema, ...CONTENT_COMPONENTS, TypedEvent: TypedEventSchema },
      securitySchemes: {
        capabilityToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "at_live_…",
          description: "Capability token of one resource. Only on /api/v3/control, token refresh and /mcp.",
        },
        x402Payment: {
          type: "apiKey",
          in: "header",
          name: "PAYMENT-SIGNATURE",
          description: "x402 v2 payment payload (base64) for the 402 challenge's requirements. The first request goes without it.",
        },
      },
    },
    "x-error-codes": Object.fromEntries(
      Object.entries(ERROR_CODES).map(([code, { status, description }]) => [code, { status, description }]),
    ),
  } as Parameters<typeof createDocument>[0]);
  return cached;
}

/**
 * The route table the gate answers 404 and 405 from (lib/core/http/routes.ts),
 * checked against these operations when this module loads: both list the
 * same paths with the same methods, or nothing that loads the document starts.
 */
export function routeTableDrift(operations: Pick<Operation, "method" | "path">[], routes: Readonly<Record<string, readonly string[]>>): string | null {
  const fromOperations = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();
  const fromRoutes = Object.entries(routes)
    .flatMap(([path, methods]) => methods.map((method) => `${method} ${path}`))
    .sort();
  const missing = fromOperations.filter((r) => !fromRoutes.includes(r));
  const extra = fromRoutes.filter((r) => !fromOperations.includes(r));
  if (!missing.length && !extra.length) return null;
  return `lib/core/http/routes.ts and the OpenAPI operations differ: not in the route table: ${missing.join(", ") || "none"}; without an operation: ${extra.join(", ") || "none"}`;
}
const drift = routeTableDrift(OPERATIONS, API_ROUTES);
if (drift) throw new Error(drift);

export { ROUTE_TABLE };

