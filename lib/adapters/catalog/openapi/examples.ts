/**
 * The OpenAPI document's examples (GET /api/v3/openapi.json): a request
 * example for every body, an example of every success answer, and one of
 * every error code an operation documents.
 *
 * Examples of a shape are kept here by the zod schema they illustrate (one
 * entry per shape: every operation answering `PersonSchema` shows the same
 * Person), and published once under `components/examples` with a `$ref` from
 * each operation. Examples about one operation (a stream, a Page body per
 * toolType) are given in its spec (lib/adapters/catalog/openapi/index.ts). They are not put
 * in the schemas' own `.meta()`: those schemas are also the MCP tools' input
 * and output schemas, and every connected agent would receive every example
 * in each tools/list.
 *
 * lib/adapters/catalog/examples.test.ts fails when an operation lacks an example, and
 * checks each one against its zod schema and against the JSON Schema the
 * document publishes, so an example cannot drift from its shape.
 */
import { createSIWxMessage } from "@x402/extensions/sign-in-with-x";
import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../../../core/http/errors";
import { JsonRpcRequestSchema, JsonRpcResponseSchema } from "../a2a-schemas";
import { EventListSchema } from "../../../domains/events/stream";
import { HealthSchema, LivenessSchema } from "../../health/health";
import { AccessSchema, AudienceInputSchema } from "../../../domains/leases/schemas";
import { ApprovalDecisionInputSchema, ApprovalListSchema, ApprovalSchema } from "../../../domains/links/approval-schemas";
import { LinkListSchema, LinkRemovedSchema, LinkSchema } from "../../../domains/links/schemas";
import { OAuthGrantListSchema, OAuthGrantSchema } from "../../../domains/oauth/grants";
import { PAGE_TYPES } from "../../../domains/pages/content";
import { InvitationListSchema, InvitationSentSchema } from "../../../domains/pages/invitation-schemas";
import { BookingCancelInputSchema, PageProvisionedSchema, PageSchema, SubmissionListSchema, SubmissionSchema } from "../../../domains/pages/schemas";
import { PaymentPendingSchema, RenewalSchema } from "../../../domains/payments/schemas";
import { EXPORT_FORMAT, EXPORT_LIMITS, PauseInputSchema, PersonExportSchema, PersonUsageSchema } from "../../../domains/persons/control-schemas";
import { definedFields } from "../../../domains/persons/record";
import { ScheduleDeletedSchema, ScheduleListSchema, SchedulePatchSchema, ScheduleRunListSchema, ScheduleSchema } from "../../../domains/persons/schedule-schemas";
import {
  ChatInputSchema,
  DestroyedSchema,
  KnowledgeFileInputSchema,
  KnowledgeFileListSchema,
  KnowledgeFileRemovedSchema,
  KnowledgeFileSchema,
  PersonProvisionedSchema,
  PersonSchema,
  PersonStateSchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  TimelineSchema,
} from "../../../domains/persons/schemas";
import { TokenRefreshSchema } from "../../../domains/tokens/schemas";
import { WalletChallengeSchema, WalletLeasesSchema, WalletReissueSchema } from "../../../flows/wallet/schemas";
import {
  RedeliveredSchema,
  RedeliverInputSchema,
  WebhookDeletedSchema,
  WebhookDeliveryListSchema,
  WebhookInputSchema,
  WebhookListSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookWithSecretSchema,
} from "../../../domains/webhooks/schemas";

/** An OpenAPI Example Object; `id` makes zod-openapi publish it once under components/examples. */
export interface Example {
  id?: string;
  summary: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}
export type Examples = Record<string, Example>;

const RESPONSES = new Map<z.ZodType, Examples>();
const REQUESTS = new Map<z.ZodType, Examples>();

function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== "string") throw new Error("An example's schema needs a .meta({ id }) to name its component example.");
  return id;
}

/** Registers the examples of one shape, each with a component id `<SchemaId>` (or `<SchemaId>.<name>` after the first). */
function register(map: Map<z.ZodType, Examples>, schema: z.ZodType, examples: Examples, suffix = "") {
  if (map.has(schema)) throw new Error(`Examples of ${idOf(schema)} are registered twice.`);
  const base = idOf(schema) + suffix;
  map.set(schema, Object.fromEntries(Object.entries(examples).map(([name, example], index) => [name, { id: index === 0 ? base : `${base}.${name}`, ...example }])));
}
export const responseExample = (schema: z.ZodType, examples: Examples) => register(RESPONSES, schema, examples);
export const requestExample = (schema: z.ZodType, examples: Examples) => register(REQUESTS, schema, examples, ".request");

/** The examples of a success answer of this shape. */
export function responseExamplesOf(schema: z.ZodType | undefined): Examples | undefined {
  return schema ? RESPONSES.get(schema) : undefined;
}

const lifted = new Map<z.ZodType, Examples | undefined>();
/**
 * The examples of a request body of this shape: registered here, or the
 * schema's own `.meta({ example })` / `.meta({ examples })` (which the MCP
 * tool's input schema carries too).
 */
export function requestExamplesOf(schema: z.ZodType | undefined): Examples | undefined {
  if (!schema) return undefined;
  const registered = REQUESTS.get(schema);
  if (registered) return registered;
  if (lifted.has(schema)) return lifted.get(schema);
  const meta = z.globalRegistry.get(schema) as { id?: string; example?: unknown; examples?: unknown[] } | undefined;
  const values = meta?.examples ?? (meta?.example !== undefined ? [meta.example] : []);
  const examples = values.length
    ? Object.fromEntries(values.map((value, index) => [index ? `example${index + 1}` : "example", { ...(meta?.id ? { id: `${meta.id}.request${index ? `.${index + 1}` : ""}` } : {}), summary: "An example body", value }]))
    : undefined;
  lifted.set(schema, examples);
  return examples;
}

// ---------------------------------------------------------------------------
// Errors: one example of each code, as the service words it.

const ERROR_MESSAGES: { readonly [C in ErrorCode]: string } = {
  invalid_json: "The request body is not valid JSON: Unexpected token } in JSON at position 41.",
  validation_failed: "The request body is invalid (goal: Too small: expected string to have >=1 characters).",
  unsupported_media_type: "Send the body as application/json (with that Content-Type).",
  unauthorized: "A valid capability token for this resource is required: Authorization: Bearer at_live_… (missing, malformed, expired, revoked or issued for another resource).",
  payment_required: "Payment required: pay the x402 challenge in the PAYMENT-REQUIRED header and retry with PAYMENT-SIGNATURE.",
  payment_invalid: "The payment does not match the challenge: the amount is less than the price. Nothing was charged.",
  payment_failed: "The payment could not be settled (insufficient_funds). Nothing was charged and nothing was created.",
  lease_expired: "This Person's lease has expired. Renew it by paying x402 on POST /api/v3/resources/person/psn_7k2m9q4x8w1v5n3b6c0d/renew (the challenge is in PAYMENT-REQUIRED), then chat again.",
  forbidden: "You do not have access to this Page.",
  insufficient_scope: "This OAuth connection is read-only (mcp:read): this tool writes. Ask the person for a connection with mcp:write.",
  origin_not_allowed: "This request is refused: it comes from another site. Counterpart writes are accepted from this service's own pages only.",
  not_found: "No such resource for this token.",
  method_not_allowed: "PUT is not allowed on /api/v3/control/persons/{id}; use GET, PATCH, DELETE.",
  api_version_unsupported: "The /api/v2 prefix is not a controller interface; use /api/v3 (see /api/v3/catalog).",
  url_not_allowed: "The URL's host resolves to a private address (10.0.0.12): only public hosts may be called.",
  webhook_limit: "This person has 10 webhook endpoints, the most it may have (10); delete one first.",
  page_token_invalid: "pageToken is not a live capability token of a Page.",
  link_forbidden: "This Page is leased by another controller (payer address) than this Person: only a controller of both may link them.",
  approvers_required:
    "An Approval Page answers a Person's approval requests only when its content names who may answer them (content.approvers, email addresses): name the approvers (PATCH the Page's content), then link it with approvals: true. Nothing was written.",
  link_limit: "This Person has 10 linked Pages, the most allowed (10); remove one first.",
  schedule_limit: "This Person has 20 schedules, the most it may have (20); delete one first (finished one-time schedules count until deleted).",
  conflict: "This one-time schedule has finished: create a new one (or delete it).",
  approval_closed: "The approval request apr_c8x2m4q7w9e1r5t3y6u0 is approved already: it cannot be answered again.",
  not_an_approver: "Only the approvers this request names may decide on it, and sam@example.com is not one of them. Nothing was recorded.",
  not_a_signer: "Only the signers this document names may sign or decline it, and sam@example.com is not one of them. Nothing was recorded.",
  not_an_operator: "The operator console is for the service's operators: sign in with an email listed in OPERATOR_EMAILS.",
  resource_suspended: "This Page is suspended by the service's operators (Phishing reported by abuse@example.com): reads and destroy stay open, every other change is refused and counterparts meet an unavailable page until it is unsuspended. Nothing was changed.",
  not_your_turn: "The signers sign in order: ann@example.com signs before you. Nothing was recorded.",
  already_submitted: "You signed this document on 2026-11-20T14:03:11.000Z. Nothing was changed.",
  storage_quota_exceeded: "This Person already holds 100 knowledge files, the most it may hold (100). Nothing was stored.",
  payment_already_used: "This payment authorization was already used for another request. Nothing was charged again.",
  payment_identifier_reused: "The payment identifier pay_01JD3K7Q8M2N4P6R8T0V2X4Z6B was used with another payment or request.",
  payment_in_progress: "This payment authorization is being processed by another request; retry the same request shortly.",
  payment_pending: "The payment is still settling; retry the same request with the same PAYMENT-SIGNATURE.",
  idempotency_key_reused: "This Idempotency-Key was used with another method, path or body.",
  idempotency_key_in_progress: "The first request with this Idempotency-Key is still being processed; retry in a moment to get its answer.",
  person_paused: "This Person is paused and is not taking messages right now. Please try again later.",
  lease_not_active: "The lease's first payment is still settling: its token is the one provisioning returned. Try again when it has settled.",
  resource_destroyed: "This Person was destroyed.",
  payload_too_large: "The request body is larger than 65536 bytes.",
  export_in_progress: "An export of this Person is being produced already: one runs at a time. Retry when it has finished.",
  export_too_large:
    "This Person's export is larger than 262144 bytes, the most one MCP tool result carries: download it with the same token from GET https://leasehold.example/api/v3/control/persons/psn_7k2m9q4x8w1v5n3b6c0d/export, which streams it.",
  length_required: "Send the file with a Content-Length header.",
  active_lease_limit: "This payer already holds 50 active leases, the most allowed; let one expire or destroy one first.",
  turns_exhausted: "This Person has used its 250 included turns this term: renew the lease for more.",
  submissions_exhausted: "This Page is not accepting more submissions in its current term.",
  wallet_chain_unsupported: "Only the service's payment network (eip155:8453) is accepted: the wallet that paid signs in on the chain it paid on.",
  wallet_signin_invalid: "The wallet proof is not base64 JSON. Send the challenge's payload with its signature, as base64 JSON (SIGN-IN-WITH-X header, or signIn over MCP).",
  wallet_nonce_invalid: "This nonce was not issued to this wallet on this chain, or it was used already: ask for a new challenge (POST /api/v3/wallet/challenge) for every call.",
  wallet_nonce_expired: "The challenge expired (it lives 5 minutes): ask for a new one and sign it.",
  wallet_domain_mismatch: "The signed message is for another site (evil.example): sign the message the challenge returned, unchanged.",
  wallet_chain_mismatch: "The signed message names another chain than its challenge (eip155:8453).",
  wallet_signature_invalid: "The signature does not verify for the message's address.",
  rate_limited: "Too many control requests for this capability token: at most 120 per 60 seconds. Retry after 12 seconds.",
  internal_error: "Internal error.",
  service_unavailable: "The payment facilitator is unavailable; retry later. Nothing was charged.",
  busy: "The server is busy with other render work; retry in 5 seconds. Nothing was done.",
};

/** The error example of each code: `{error, code}` (with `details` for validation_failed), published once as `Error.<code>`. */
export const ERROR_EXAMPLES: { readonly [C in ErrorCode]: Example } = Object.fromEntries(
  (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => [
    code,
    {
      id: `Error.${code}`,
      summary: code,
      value: {
        error: ERROR_MESSAGES[code],
        code,
        ...(code === "validation_failed" ? { details: [{ path: "goal", message: "Too small: expected string to have >=1 characters" }] } : {}),
      },
    },
  ]),
) as { [C in ErrorCode]: Example };

// ---------------------------------------------------------------------------
// The shapes. One Person, one Page, one lease and their neighbours, so that
// the examples read as one story: a dental practice's front desk.

const BASE = "https://leasehold.example";
const PERSON_ID = "psn_7k2m9q4x8w1v5n3b6c0d";
const PAGE_ID = "pg_3f8h1j6k9m2p5r7t0v4x";
const AT = "2026-11-24T09:30:00.000Z";
const TERM_START = "2026-11-24T09:15:00.000Z";
const TERM_END = "2026-12-24T09:15:00.000Z";
/** Never a real token: the prefix, then an obviously fake value. */
const TOKEN = "at_live_EXAMPLE0not0a0real0token0000000000";
const PAYER = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
const USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const TX = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";
const WEBHOOK_ID = "wh_Q8mZ3kT1xR7vN2pL5cW9bY4d";
const SCHEDULE_ID = "sch_k4n8q2w6e0r3t7y1u5i9o2p6";
const LINK_ID = "lnk_c2v6b0n4m8q1w5e9r3t7y1u5";
const TASK_ID = "cm3x9k5a2b0002qp7rz4t8uvw6";
const APPROVAL_ID = "apr_c8x2m4q7w9e1r5t3y6u0";
const SUBMISSION_ID = "cm3xa0f1g3h0004jk6lm8np2qr";
const BOOKING_ID = "cm3xa2s4d6f0006gh8jk0lz2xc";

const lease = (type: "person" | "page") => ({
  id: type === "person" ? "cm3x9k2q7w0001ab8cd4ef5g" : "cm3x9k3r8x0001bc9de5fg6h",
  status: "active",
  termStart: TERM_START,
  termEnd: TERM_END,
  termDays: 30,
  unit: type === "person" ? "turns" : "submissions",
  included: type === "person" ? 250 : 500,
  used: type === "person" ? 12 : 3,
  remaining: type === "person" ? 238 : 497,
  renewals: 0,
});
/** The default prices (lib/core/config.ts): a Person $5.00, a Page $2.00, in USDC's atomic units. */
const payment = (type: "person" | "page") => ({ network: "eip155:8453", asset: USDC, amount: type === "person" ? "5000000" : "2000000", payer: PAYER, transaction: TX, status: "settled" });
const capabilityToken = (type: "person" | "page", id: string) => ({
  token: TOKEN,
  tokenType: "Bearer",
  resourceType: type,
  resourceId: id,
  expiresAt: TERM_END,
  graceEndsAt: "2026-12-31T09:15:00.000Z",
});
const profile = {
  greeting: "Hi, I'm Ada from Praxis Weber. I can answer questions about opening hours and appointments.",
  description: "Ask about opening hours, parking, or what to bring to your first appointment.",
  suggestions: ["When are you open on Saturday?", "Where can I park?"],
  locale: "en",
};
const link = {
  id: LINK_ID,
  personId: PERSON_ID,
  personName: "Ada",
  pageId: PAGE_ID,
  pageLabel: "New patient form",
  pageToolType: "custom_form",
  triggers: { on: ["submission"], kinds: ["form"] },
  title: "New patient",
  instructions: "Check the new patient's answers and record a summary in your state under `intake`.",
  maxTurns: 2,
  approvals: false,
  createdAt: "2026-11-24T09:40:00.000Z",
};
const person = {
  id: PERSON_ID,
  type: "person",
  visibility: "private",
  audienceEmails: ["front-desk@praxis-weber.example"],
  ownerEmail: "dr.weber@praxis-weber.example",
  counterpartUrl: `${BASE}/persons/${PERSON_ID}`,
  lease: lease("person"),
  createdAt: TERM_START,
  updatedAt: AT,
  name: "Ada",
  goal: "Answer patients' questions about opening hours and appointments from the knowledge files; never give medical advice.",
  instructions: "Answer in the patient's language. Keep answers under 80 words.",
  tools: {
    record_state: true,
    create_task: true,
    search_knowledge: true,
    counterpartTools: ["search_knowledge"],
    mcpServers: [
      { name: "calendar", url: "https://calendar.praxis-weber.example/mcp", headers: { Authorization: { set: true } }, allow: ["list_events", "create_event"], requiresApproval: ["create_event"] },
    ],
  },
  enabledTools: ["record_state", "create_task", "search_knowledge"],
  enabledCounterpartTools: ["search_knowledge"],
  ignoredTools: [],
  profile,
  links: [link],
  paused: false,
  pausedAt: null,
};
const formExample = PAGE_TYPES.custom_form.examples[0]!;
const page = {
  id: PAGE_ID,
  type: "page",
  visibility: "public",
  audienceEmails: [],
  ownerEmail: "dr.weber@praxis-weber.example",
  counterpartUrl: `${BASE}/pages/${PAGE_ID}`,
  lease: lease("page"),
  createdAt: TERM_START,
  updatedAt: AT,
  label: formExample.label,
  toolType: "custom_form",
  content: formExample.content as Record<string, unknown>,
  embedOrigins: ["https://praxis-weber.example"],
  branding: { organization: "Praxis Weber", accentColor: "#0F766E", contact: "termine@praxis-weber.example", locale: "en" },
  notify: { email: "front-desk@praxis-weber.example" },
  receipt: true,
  links: [link],
};
const webhook = (type: "person" | "page") => ({
  id: WEBHOOK_ID,
  resourceType: type,
  resourceId: type === "person" ? PERSON_ID : PAGE_ID,
  url: "https://agent.example/hooks/leasehold",
  description: "Our agent's inbox",
  eventTypes: type === "person" ? ["person.task.completed", "person.task.failed", "lease.expiring"] : ["page.submission.created", "lease.expiring"],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  previousSecretValidUntil: null,
  createdAt: "2026-11-24T09:20:00.000Z",
  updatedAt: "2026-11-24T09:20:00.000Z",
});
const WEBHOOK_SECRET = "whsec_EXAMPLEnotArealSecret0000000000000000000=";
const task = {
  id: TASK_ID,
  title: "Weekly summary",
  instructions: "Summarise this week's questions from patients and record the three most common under `faq_candidates`.",
  input: { week: "2026-W48" },
  maxTurns: 3,
  turnsUsed: 2,
  status: "succeeded",
  result: { summary: "Most questions were about Saturday opening hours, parking and insurance forms." },
  error: null,
  createdBy: "controller",
  createdByEmail: null,
  source: null,
  createdAt: "2026-11-24T09:31:00.000Z",
  startedAt: "2026-11-24T09:31:02.000Z",
  finishedAt: "2026-11-24T09:31:19.000Z",
};
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
const schedule = {
  id: SCHEDULE_ID,
  kind: "cron",
  title: "Morning summary",
  instructions: "Summarise yesterday's recorded facts in your state under `daily_summary`.",
  maxTurns: 2,
  cron: "0 9 * * MON-FRI",
  timezone: "Europe/Berlin",
  runAt: null,
  missedPolicy: "skip",
  status: "active",
  pausedAt: null,
  nextRunAt: "2026-11-25T08:00:00.000Z",
  finishedAt: null,
  createdAt: AT,
  updatedAt: AT,
};
const run = {
  id: "m3n7b1v5c9x2z6a0s4d8f2g6",
  scheduledFor: "2026-11-24T08:00:00.000Z",
  handledAt: "2026-11-24T08:00:04.000Z",
  status: "fired",
  reason: null,
  taskId: TASK_ID,
};
const event = (seq: number, type: string, data: Record<string, unknown>, actor = "system", resource: "person" | "page" = "person") => ({
  id: `evt_${resource === "person" ? PERSON_ID : PAGE_ID}_${seq}`,
  seq,
  type,
  resourceType: resource,
  resourceId: resource === "person" ? PERSON_ID : PAGE_ID,
  actor,
  actorEmail: null,
  data,
  createdAt: AT,
});
const formSubmission = {
  id: SUBMISSION_ID,
  kind: "form",
  submitterEmail: "mia.lange@example.com",
  data: { full_name: "Mia Lange", email: "mia.lange@example.com", date_of_birth: "1988-04-12", reason: "Check-up", insured: true, insurer: "TK" },
  createdAt: "2026-11-24T10:02:00.000Z",
};
const grant = {
  id: "k7m2q9x4w1v8n5b3c6d0fz",
  clientId: "https://claude.ai/oauth/mcp-oauth-client-metadata",
  clientName: "Claude",
  redirectHost: "claude.ai",
  scope: "mcp:read mcp:write",
  createdAt: "2026-11-24T09:45:00.000Z",
  lastUsedAt: "2026-11-24T10:05:00.000Z",
  revokedAt: null,
};
const invitation = {
  id: "inv_q3w7e1r5t9y2u6i0o4p8a2s6",
  email: "ann@example.com",
  message: "Please fill this in before your first visit.",
  invitedAt: AT,
  invitedBy: "controller",
  expiresAt: "2026-12-01T09:30:00.000Z",
  openedAt: null,
  status: "sent",
  addedToAudience: false,
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

const one = (summary: string, value: unknown): Examples => ({ example: { summary, value } });

// ---- discovery: the live documents are their own examples (each is large, and deployment-specific)
// given by reference in lib/adapters/catalog/openapi/index.ts; the rest here.
responseExample(HealthSchema, one("Everything reachable, the built-in defaults of npm start in use", {
  status: "ok",
  version: "0.1.0",
  runtime: { node: "v24.11.1" },
  time: AT,
  checks: {
    database: { status: "ok", latencyMs: 3 },
    payments: { status: "ok", latencyMs: 41, mode: "facilitator", network: "eip155:8453", checked: "facilitator" },
    rateLimits: { status: "ok", latencyMs: 2, store: "postgres" },
    model: { status: "ok", provider: "openai", model: "gpt-5-mini", offline: false, checked: "configuration" },
  },
  defaults: { database: "external", payments: "configured", model: "configured", email: "smtp", uploads: "vercel-blob", tasks: "cron" },
  inUse: [],
}));
responseExample(LivenessSchema, one("The instance answers", { status: "ok" }));
requestExample(JsonRpcRequestSchema, {
  sendMessage: {
    summary: "A2A 1.0 SendMessage (with the header A2A-Version: 1.0)",
    value: {
      jsonrpc: "2.0",
      id: 1,
      method: "SendMessage",
      params: { message: { messageId: "6f1c2a9e-3b7d-4c8e-9a0f-1d2e3f4a5b6c", role: "ROLE_USER", parts: [{ text: "I need an intake form for my dental practice." }] } },
    },
  },
  messageSend: {
    summary: "A2A 0.3 message/send (without A2A-Version)",
    value: {
      jsonrpc: "2.0",
      id: "req-1",
      method: "message/send",
      params: { message: { kind: "message", messageId: "6f1c2a9e-3b7d-4c8e-9a0f-1d2e3f4a5b6d", role: "user", parts: [{ kind: "text", text: "I need an intake form for my dental practice." }] } },
    },
  },
});
responseExample(JsonRpcResponseSchema, {
  advice: {
    summary: "SendMessage answered: a text part and a data part (A2aAdvice)",
    value: {
      jsonrpc: "2.0",
      id: 1,
      result: {
        message: {
          messageId: "0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e",
          role: "ROLE_AGENT",
          parts: [
            { text: "A Page with toolType custom_form fits: $2.00 for 30 days and 500 submissions. Provision it with POST /api/v3/resources/pages." },
            {
              data: {
                intent: "recommend",
                recommendation: {
                  resourceType: "page",
                  toolType: "custom_form",
                  price: "$2.00",
                  priceAtomic: "2000000",
                  network: "eip155:8453",
                  asset: USDC,
                  termDays: 30,
                  included: "500 submissions per term",
                  provisionRoute: "POST /api/v3/resources/pages",
                  mcpTool: "provision_page",
                  minimumSpendCap: "$2.00",
                  exampleBody: { label: "New patient form", toolType: "custom_form" },
                  contentRequired: false,
                  contentKeys: ["title", "description", "fields", "submitButtonText", "successMessage"],
                  matched: ["intake", "form"],
                  reason: "An intake form collects answers from signed-in people.",
                },
                alternatives: [],
                warnings: [],
                nextSteps: ["POST /api/v3/resources/pages without PAYMENT-SIGNATURE to get the 402 challenge."],
              },
            },
          ],
        },
      },
    },
  },
  error: { summary: "An unknown method: a JSON-RPC error, HTTP 200", value: { jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found: tasks/pushNotificationConfig/set" } } },
});

// ---- provisioning, renewal, tokens
responseExample(PersonProvisionedSchema, one("The new Person and its token, shown once", { person: { ...person, links: [] }, capabilityToken: capabilityToken("person", PERSON_ID), payment: payment("person") }));
responseExample(PageProvisionedSchema, {
  example: { summary: "The new Page and its token, shown once", value: { page: { ...page, links: [] }, capabilityToken: capabilityToken("page", PAGE_ID), payment: payment("page") } },
  replayed: {
    summary: "The same payment-identifier and payment again: the first answer's Page, without its token",
    value: { page: { ...page, links: [] }, payment: payment("page"), replayed: true },
  },
});
responseExample(PaymentPendingSchema, one("Settlement not confirmed yet", {
  status: "pending",
  paymentId: "cm3x9k1p6v0000za7yb3xc9wd2",
  payment: { ...payment("person"), transaction: null, status: "pending" },
  message: "The payment is settling; retry the same request with the same PAYMENT-SIGNATURE in a few seconds. Never pay again.",
}));
responseExample(RenewalSchema, one("Renewed for another 30 days (usage shown to the token holder only)", {
  resourceType: "person",
  resourceId: PERSON_ID,
  lease: { ...lease("person"), termStart: TERM_END, termEnd: "2027-01-23T09:15:00.000Z", used: 0, remaining: 250, renewals: 1 },
  payment: payment("person"),
}));
responseExample(TokenRefreshSchema, one("The replacement token (the one presented is revoked)", { capabilityToken: capabilityToken("person", PERSON_ID) }));

// ---- the paying wallet
/** The challenge as lib/flows/wallet/wallet.ts makes it: the same helper writes the EIP-4361 message. */
const siwx = {
  domain: "leasehold.example",
  address: PAYER,
  statement: "Prove that this wallet paid for its Leasehold leases.",
  uri: BASE,
  version: "1",
  chainId: "eip155:8453",
  type: "eip191" as const,
  nonce: "3f9a1c7e5b2d8046a1c3e5f7092b4d6e",
  issuedAt: AT,
  expirationTime: "2026-11-24T09:35:00.000Z",
};
responseExample(WalletChallengeSchema, one("The message to sign with personal_sign", {
  message: createSIWxMessage(siwx, PAYER),
  payload: siwx,
  expiresAt: "2026-11-24T09:35:00.000Z",
}));
responseExample(WalletLeasesSchema, one("The wallet's leases, newest first (never a token)", {
  wallet: PAYER.toLowerCase(),
  leases: [
    { id: PAGE_ID, type: "page", name: "New patient form", status: "active", termEnd: TERM_END, unit: "submissions", remaining: 497 },
    { id: PERSON_ID, type: "person", name: "Ada", status: "active", termEnd: TERM_END, unit: "turns", remaining: 238 },
  ],
}));
responseExample(WalletReissueSchema, one("A new token; the two earlier ones are revoked", { capabilityToken: capabilityToken("person", PERSON_ID), revokedTokens: 2 }));

// ---- Persons
responseExample(PersonSchema, one("A Person with one linked Page", person));
responseExample(DestroyedSchema, one("Destroyed", { id: PERSON_ID, type: "person", destroyed: true, destroyedAt: AT }));
requestExample(AudienceInputSchema, one("Private to the front desk, with the practice's owner", {
  visibility: "private",
  audienceEmails: ["front-desk@praxis-weber.example"],
  ownerEmail: "dr.weber@praxis-weber.example",
}));
responseExample(AccessSchema, one("The access now", {
  id: PERSON_ID,
  visibility: "private",
  audienceEmails: ["front-desk@praxis-weber.example"],
  ownerEmail: "dr.weber@praxis-weber.example",
  counterpartUrl: `${BASE}/persons/${PERSON_ID}`,
}));
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
responseExample(EventListSchema, one("Events after seq 40, oldest first", {
  events: [
    event(41, "person.task.created", { taskId: TASK_ID, title: task.title, maxTurns: 3 }, "controller"),
    event(42, "person.task.completed", { taskId: TASK_ID, title: task.title, result: "Most questions were about Saturday opening hours, parking and insurance forms.", toolCalls: ["search_knowledge", "record_state"], steps: 2 }, "person"),
  ],
  nextAfter: 42,
}));
responseExample(LinkSchema, one("Each new form submission starts a task", link));
responseExample(LinkListSchema, one("One link", { links: [link] }));
responseExample(LinkRemovedSchema, one("Removed", { id: LINK_ID, removed: true }));
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

// ---- Pages
responseExample(PageSchema, one("A custom_form Page (its content is the toolType's own example)", page));
requestExample(BookingCancelInputSchema, one("With a reason, kept on the booking", { reason: "The patient called to move the appointment." }));
responseExample(SubmissionSchema, one("A booking, cancelled by the controller", {
  id: BOOKING_ID,
  kind: "booking",
  submitterEmail: "mia.lange@example.com",
  data: {
    slotStart: "2026-11-26T08:00:00.000Z",
    slotEnd: "2026-11-26T08:30:00.000Z",
    timezone: "Europe/Berlin",
    cancelledAt: AT,
    cancelledBy: "controller",
    cancelReason: "The patient called to move the appointment.",
  },
  createdAt: "2026-11-24T09:05:00.000Z",
}));
responseExample(SubmissionListSchema, one("A page of form submissions, newest first", { submissions: [formSubmission], nextCursor: null }));
responseExample(InvitationSentSchema, one("Emailed", { ...invitation, repeated: false }));
responseExample(InvitationListSchema, one("Newest first", {
  invitations: [invitation, { ...invitation, id: "inv_z1x5c9v3b7n2m6q0w4e8r2t6", email: "ben@example.com", message: null, invitedAt: "2026-11-20T09:30:00.000Z", expiresAt: "2026-11-27T09:30:00.000Z", openedAt: "2026-11-20T12:10:00.000Z", status: "opened" }],
  nextCursor: null,
}));

// ---- webhooks (the same shapes for Persons and Pages)
requestExample(WebhookInputSchema, one("Task outcomes and the expiry notice", { url: "https://agent.example/hooks/leasehold", eventTypes: ["person.task.completed", "person.task.failed", "lease.expiring"], description: "Our agent's inbox" }));
requestExample(WebhookPatchSchema, {
  disable: { summary: "Stop deliveries for now", value: { enabled: false } },
  retarget: { summary: "Another URL, every event", value: { url: "https://agent.example/hooks/leasehold-v2", eventTypes: "all" } },
});
responseExample(WebhookSchema, one("An endpoint (never its secret)", webhook("person")));
responseExample(WebhookWithSecretSchema, one("The endpoint and its signing secret, shown once", { ...webhook("person"), secret: WEBHOOK_SECRET }));
responseExample(WebhookListSchema, one("Oldest first", { webhooks: [webhook("person")] }));
responseExample(WebhookDeletedSchema, one("Deleted", { id: WEBHOOK_ID, deleted: true }));
responseExample(WebhookDeliveryListSchema, one("A retry that succeeded after a 503", {
  deliveries: [
    { id: "7731", eventId: `evt_${PERSON_ID}_42`, eventType: "person.task.completed", attempt: 2, status: 200, ok: true, latencyMs: 183, response: "{\"received\":true}", error: null, createdAt: "2026-11-24T09:32:20.000Z" },
    { id: "7730", eventId: `evt_${PERSON_ID}_42`, eventType: "person.task.completed", attempt: 1, status: 503, ok: false, latencyMs: 2410, response: "Service Unavailable", error: null, createdAt: "2026-11-24T09:31:20.000Z" },
  ],
  nextCursor: "7730",
}));
requestExample(RedeliverInputSchema, {
  one: { summary: "One event again, with the same webhook-id", value: { eventId: `evt_${PERSON_ID}_42` } },
  since: { summary: "Everything since a time", value: { since: "2026-11-24T00:00:00Z" } },
});
responseExample(RedeliveredSchema, one("Queued", { queued: 1, eventIds: [`evt_${PERSON_ID}_42`], more: false }));

// ---- schedules
requestExample(SchedulePatchSchema, {
  pause: { summary: "Pause it", value: { paused: true } },
  retime: { summary: "Another time of day", value: { cron: "30 7 * * MON-FRI" } },
});
responseExample(ScheduleSchema, one("Weekdays at 9:00 in Berlin", schedule));
responseExample(ScheduleListSchema, one("One schedule", { schedules: [schedule], limit: 20 }));
responseExample(ScheduleDeletedSchema, one("Deleted", { id: SCHEDULE_ID, deleted: true }));
responseExample(ScheduleRunListSchema, one("Newest first: a run, and a day it did not run", {
  runs: [
    { ...run, task: { status: "succeeded", turnsUsed: 1, result: { summary: "3 new patients yesterday." }, error: null, finishedAt: "2026-11-24T08:00:21.000Z" } },
    { id: "p0o9i8u7y6t5r4e3w2q1a2s3", scheduledFor: "2026-11-23T08:00:00.000Z", handledAt: "2026-11-23T08:00:03.000Z", status: "skipped", reason: "person_paused", taskId: null, task: null },
  ],
  nextCursor: null,
}));

// ---- OAuth grants
responseExample(OAuthGrantSchema, one("Revoked", { ...grant, revokedAt: AT }));
responseExample(OAuthGrantListSchema, one("A live connection from Claude", { grants: [grant] }));
