/**
 * The discovery operations: public, no credentials (the catalog, x402
 * discovery, the resource model, the agent card and A2A, this document,
 * health), with their examples.
 */
import { z } from "zod";
import type { PublishedRoute } from "../../../core/http/routes";
import { HealthSchema, LivenessSchema } from "../../health/health";
import { JsonRpcRequestSchema, JsonRpcResponseSchema } from "../a2a-schemas";
import { AgentCardSchema } from "../agent-card";
import { CatalogSchema } from "../catalog";
import { ResourceModelSchema } from "../resource-model";
import { X402DiscoverySchema } from "../x402-discovery";
import { type Examples, requestExample, responseExample } from "./examples";
import { AT, one, USDC } from "./story";
import type { Spec } from "./spec";

/**
 * A discovery document's example is the document itself, as this deployment
 * serves it (prices, network and addresses are the deployment's): given by
 * reference rather than copied into this one.
 */
const live = (path: string, summary: string): Examples => ({ live: { summary, externalValue: path } });

/** The discovery operations, in the document's order. */
export const DISCOVERY_SPECS = {
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
} satisfies Partial<Record<PublishedRoute, Spec>>;

// ---- discovery: the live documents are their own examples (each is large, and deployment-specific)
// given by reference in their operations above; the rest here.
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
  missing: [],
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
