/**
 * The OpenAPI document's examples (GET /api/v3/openapi.json): a request
 * example for every body, an example of every success answer, and one of
 * every error code an operation documents.
 *
 * Examples of a shape are kept by the zod schema they illustrate (one entry
 * per shape: every operation answering `PersonSchema` shows the same Person),
 * and published once under `components/examples` with a `$ref` from each
 * operation. This module is the register and the error examples; each
 * resource's file of lib/adapters/catalog/openapi/ registers the examples of
 * its shapes beside its operations (those several resources share are in
 * story.ts), and examples about one operation (a stream, a Page body per
 * toolType) are given in its spec. They are not put in the schemas' own
 * `.meta()`: those schemas are also the MCP tools' input and output schemas,
 * and every connected agent would receive every example in each tools/list.
 *
 * lib/adapters/catalog/openapi/examples.test.ts fails when an operation lacks an example, and
 * checks each one against its zod schema and against the JSON Schema the
 * document publishes, so an example cannot drift from its shape.
 */
import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "../../../core/http/errors";

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
    ? Object.fromEntries(values.map((value, index) => [index ? `sample${index + 1}` : "sample", { ...(meta?.id ? { id: `${meta.id}.request${index ? `.${index + 1}` : ""}` } : {}), summary: "An example body", value }]))
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
