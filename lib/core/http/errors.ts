/**
 * The one error type of the API and the one table that maps its codes to HTTP
 * statuses. Every `/api/*` error body is `{ error, code }` (plus `details` for
 * validation errors). The same table documents the codes in the OpenAPI
 * document and in docs/errors.md (a test keeps the two in step).
 */
import { z } from "zod";
import { log } from "../log";

/** Each code: its HTTP status and what it means (the OpenAPI document's x-error-codes and docs/errors.md say the same). */
const CODE_TABLE = {
  invalid_json: [400, "The request body is not valid JSON."],
  validation_failed: [400, "The request body, path or query does not match the schema; `details` lists each problem by field."],
  unsupported_media_type: [415, "The request body must be sent as application/json."],
  unauthorized: [401, "The bearer capability token is missing, malformed, expired, revoked or issued for another resource."],
  payment_required: [402, "Payment is required: the PAYMENT-REQUIRED header carries the x402 v2 challenge."],
  payment_invalid: [402, "The PAYMENT-SIGNATURE is malformed, does not match the challenge, or failed verification (see `reason`); nothing was charged. A fresh challenge is in PAYMENT-REQUIRED."],
  payment_failed: [402, "Settlement of the payment failed (see `reason`); nothing was charged and no resource was created or renewed."],
  lease_expired: [402, "The resource's lease has expired (or its first payment has not settled): reads, renewal and destroy stay open, every other write gets this answer with the renew challenge in PAYMENT-REQUIRED; renew by paying x402 on the renew endpoint."],
  forbidden: [403, "The signed-in counterpart may not open this resource."],
  not_an_operator: [403, "The operator console (/operator, /api/operator/*) is for signed-in people whose email is in OPERATOR_EMAILS; the signed-in person is not one of them. Nothing was done."],
  insufficient_scope: [403, "The OAuth access token is read-only (scope mcp:read): /mcp lists only the read tools to it, and a call of another tool gets this answer (WWW-Authenticate: Bearer error=\"insufficient_scope\"). Nothing was done."],
  origin_not_allowed: [403, "A counterpart write from another site: its Origin (or Sec-Fetch-Site) is not this service's own origin."],
  not_found: [404, "No such route, or no such resource for this token."],
  method_not_allowed: [405, "The route exists but does not accept this HTTP method; see the Allow header."],
  api_version_unsupported: [410, "The /api/v2 prefix is not a controller interface; use /api/v3 (see /api/v3/catalog)."],
  url_not_allowed: [400, "The URL may not be called: it must be https with a public host, and every address its host resolves to must be public (not loopback, private, link-local, carrier-grade NAT, multicast or a cloud metadata address); `error` says which rule it broke. Nothing was written or charged."],
  webhook_limit: [409, "The resource has as many webhook endpoints as allowed (the catalog's webhooks.maxEndpoints); delete one first."],
  page_token_invalid: [403, "The link's pageToken is not a live capability token of a Page: malformed, unknown, revoked, expired, a Person's token, or its Page's lease is expired or destroyed. Nothing was written; the token is never echoed."],
  link_forbidden: [403, "The Page and the Person are leased by different controllers (payer addresses): only a controller of both may link them. Nothing was written."],
  approvers_required: [409, "An Approval Page was linked with approvals: true but its content names no approvers (content.approvers): a Person's approval requests are answered only by named approvers. Name them (PATCH the Page's content), then link again. Nothing was written."],
  link_limit: [409, "The Person or the Page has as many links as allowed (10 each); remove one first. Nothing was written."],
  schedule_limit: [409, "The Person has as many schedules as allowed (20, finished one-time schedules included); delete one first."],
  conflict: [409, "The request conflicts with the current state of the resource."],
  approval_closed: [409, "The approval request was answered or expired already: each is answered once."],
  not_an_approver: [403, "The approval Page names its approvers (content.approvers) and the signed-in person is not one of them: they may read the request, not decide; nothing was recorded."],
  not_a_signer: [403, "The e-signature Page names its signers (content.signers) and the signed-in person is not one of them: they may read the document, not sign or decline it; nothing was recorded."],
  not_your_turn: [409, "The e-signature Page signs in order (content.signers) and the signed-in signer's turn has not come: `waitingFor` lists the signers who must sign first; nothing was recorded."],
  already_submitted: [409, "The signed-in person already gave what this Page takes once per person (an approval decision, a signature, a checklist completion; an approval's allow_decision_change and an e-signature's max_signatures_per_person allow more); nothing was recorded. `existing` describes their earlier submission."],
  storage_quota_exceeded: [409, "The resource holds as much as its storage quota allows (the catalog's quotas: a Person's knowledge, a Page's uploads); nothing was stored."],
  payment_already_used: [409, "This payment authorization was already used; it buys one resource or renewal only. Do not pay again for the same request."],
  payment_identifier_reused: [409, "This x402 payment-identifier id was already used with another payment or another request (purchase, resource or body) within 24 hours; nothing was charged. Use a new id for a new purchase."],
  payment_in_progress: [409, "This payment authorization is being processed by another request; retry the same request in a few seconds."],
  payment_pending: [202, "The payment was accepted and its settlement is not confirmed yet; nothing more will be charged. Repeat the same request with the same payment in a few seconds (REST answers 202 with status pending; MCP answers this code)."],
  idempotency_key_reused: [409, "This Idempotency-Key was already used with a different request (method, path or body) on this resource; use a new key for a new request."],
  idempotency_key_in_progress: [409, "The first request with this Idempotency-Key is still being processed; retry after the Retry-After header's seconds to get its answer."],
  person_paused: [409, "The Person is paused (POST …/persons/{id}/pause): it takes no chat turn and runs no task until its controller resumes it (POST …/persons/{id}/resume); nothing was taken or stored."],
  lease_not_active: [409, "The lease is not in a state that allows this (for example, its first payment is still settling)."],
  resource_suspended: [423, "The service's operators suspended the resource (the controller got lease.suspended with the reason): reads and DELETEs (destroy among them) stay open, every other control write over REST or MCP gets this answer, counterparts meet an unavailable page and a Person runs nothing, until it is unsuspended (lease.unsuspended). Nothing was changed."],
  resource_destroyed: [410, "The resource was destroyed; it cannot be controlled or renewed."],
  payload_too_large: [413, "The request body exceeds the size limit for this route."],
  export_in_progress: [409, "An export of this Person is being produced already (REST or MCP): one runs at a time. Retry when it has finished."],
  export_too_large: [413, "The Person's export is larger than one MCP tool result carries (256 KiB of JSON): download it from GET /api/v3/control/persons/{id}/export with the same token, which streams it (the message gives the URL). Over MCP only."],
  length_required: [411, "An upload must declare its size in a Content-Length header."],
  active_lease_limit: [409, "The payer already holds the maximum number of active leases (maxActiveLeasesPerPrincipal)."],
  turns_exhausted: [429, "The Person's included turns for this term are used up; renew the lease."],
  submissions_exhausted: [429, "The Page's included submissions for this term are used up; renew the lease."],
  wallet_chain_unsupported: [400, "The wallet challenge names another chain than the service's payment network (the catalog's network): only the wallet that paid, on that chain, can sign in. Nothing was written."],
  wallet_signin_invalid: [400, "The wallet proof (the SIGN-IN-WITH-X header over REST, the signIn argument over MCP) is missing, too large, or does not parse as a base64 sign-in-with-x payload (CAIP-122 / EIP-4361 fields and a signature)."],
  wallet_nonce_invalid: [401, "The signed message's nonce is not one this service issued to that wallet on this chain, or it was used already: every challenge (POST /api/v3/wallet/challenge) is good for one call. Ask for a new one."],
  wallet_nonce_expired: [401, "The signed message's nonce expired (a challenge lives 5 minutes): ask for a new challenge and sign it."],
  wallet_domain_mismatch: [401, "The signed message is for another domain or URI than this service's configured public address: sign the message the challenge returned, unchanged."],
  wallet_chain_mismatch: [401, "The signed message names another chain than the one its challenge was issued for (the service's payment network)."],
  wallet_signature_invalid: [401, "The signature does not verify for the message's address (EOA signatures, EIP-1271 deployed and EIP-6492 counterfactual smart wallets are checked on the payment network), or the message differs from the one issued."],
  rate_limited: [429, "Too many requests; retry after the Retry-After header's seconds."],
  internal_error: [500, "An unexpected error on our side; nothing was changed."],
  service_unavailable: [503, "A dependency (database, facilitator, model) is unavailable; retry later."],
  busy: [503, "The server's workers for heavy work (sealing a signed PDF, drawing charts) are all busy and their queue is full, or the work ran past its deadline and was stopped; retry after the Retry-After header's seconds. Nothing was done."],
} as const satisfies Record<string, readonly [status: number, description: string]>;

type CodeTable = typeof CODE_TABLE;
export const ERROR_CODES = Object.fromEntries(
  Object.entries(CODE_TABLE).map(([code, [status, description]]) => [code, { status, description }]),
) as { readonly [C in keyof CodeTable]: { readonly status: CodeTable[C][0]; readonly description: CodeTable[C][1] } };

export type ErrorCode = keyof typeof ERROR_CODES;

export const ErrorDetailSchema = z
  .object({
    path: z.string().meta({ description: "Dotted path of the offending field; empty for the whole body.", example: "goal" }),
    message: z.string(),
  })
  .meta({ id: "ErrorDetail" });

export const ErrorBodySchema = z
  .object({
    error: z.string().meta({ description: "Human-readable explanation." }),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).meta({ description: "Stable machine-readable code." }),
    details: z.array(ErrorDetailSchema).optional(),
  })
  .meta({ id: "Error", description: "Every error from /api/* has this shape." });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetail[];
  readonly headers: Record<string, string>;
  /** Extra members of the JSON body (for example the 402 challenge). */
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.extra = options.extra;
  }

  body(): ErrorBody & Record<string, unknown> {
    return { error: this.message, code: this.code, ...(this.details ? { details: this.details } : {}), ...this.extra };
  }
}

/** Field-level details from a zod error. */
export function zodDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** The JSON response for an error. */
export function errorResponse(error: ApiError): Response {
  return Response.json(error.body(), { status: error.status, headers: error.headers });
}

/** Any thrown value as an ApiError; unexpected ones become a 500 without leaking internals. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  log.error({ err: error }, "Unhandled error in API route");
  return new ApiError("internal_error", "Internal error.");
}
