/**
 * GET /api/v3/openapi.json: OpenAPI 3.1.0 (info.version 1.2.0), generated
 * with zod-openapi from the zod schemas that validate requests. Its
 * operations are keyed by the entries of the route table (lib/core/http/routes.ts)
 * that are published, and checked against it again when this module loads.
 * Each resource's operations and their examples are in a file of their own
 * beside this one (discovery.ts, provision.ts, persons.ts, webhooks.ts…);
 * this one assembles them.
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiOverrideContext, type ZodOpenApiResponseObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { ERROR_CODES, ErrorBodySchema, type ErrorCode } from "../../../core/http/errors";
import { API_ROUTES, type PublishedRoute, ROUTE_TABLE } from "../../../core/http/routes";
import { TypedEventSchema } from "../../../domains/events/catalogue";
import { CONTENT_SCHEMAS } from "../../../domains/pages/content";
import { PaymentPendingSchema } from "../../../domains/payments/schemas";
import { AdviceSchema } from "../a2a-schemas";
import type { Method, Operation, Spec } from "./spec";
import { DISCOVERY_SPECS } from "./discovery";
import { PROVISION_SPECS } from "./provision";
import { WALLET_SPECS } from "./wallet";
import { PERSON_SPECS } from "./persons";
import { PAGE_SPECS } from "./pages";
import { webhookSpecs } from "./webhooks";
import { scheduleSpecs } from "./schedules";
import { grantSpecs } from "./oauth";
import { ERROR_EXAMPLES, type Examples, requestExamplesOf, responseExamplesOf } from "./examples";
import { WEBHOOK_DELIVERIES } from "./deliveries";

export const OPENAPI_VERSION = "1.2.0";

/** The OpenAPI operation of each route table entry in the document (lib/core/http/routes.ts), keyed by it: one missing, or one the table lacks, does not compile. */
const SPECS: { readonly [K in PublishedRoute]: Spec } = {
  ...DISCOVERY_SPECS,
  ...PROVISION_SPECS,
  ...WALLET_SPECS,
  ...PERSON_SPECS,
  ...PAGE_SPECS,
  ...webhookSpecs("person"),
  ...webhookSpecs("page"),
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

/**
 * Publishes a schema's `.meta({ example })` as JSON Schema's `examples`
 * (an array), the keyword OpenAPI 3.1 keeps: `example` is deprecated there.
 * The zod schemas keep their `example`, which the MCP tools' schemas carry.
 */
export function examplesNotExample({ jsonSchema }: Pick<ZodOpenApiOverrideContext, "jsonSchema">): void {
  const schema = jsonSchema as Record<string, unknown>;
  if (!("example" in schema)) return;
  const { example, examples } = schema;
  delete schema.example;
  schema.examples = [example, ...(Array.isArray(examples) ? examples.filter((value) => JSON.stringify(value) !== JSON.stringify(example)) : [])];
}

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
      { name: "webhooks", description: "What the service POSTs to a subscribed endpoint: one webhook per event type, signed per Standard Webhooks (docs/webhooks.md)." },
    ],
    paths,
    // Every event delivery (lib/adapters/catalog/openapi/deliveries.ts); subscribing is under paths (…/webhooks).
    webhooks: WEBHOOK_DELIVERIES,
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
  } as Parameters<typeof createDocument>[0], { override: examplesNotExample });
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
