/**
 * Shapes of the A2A discovery interface at /a2a: the structured answer the
 * advisor puts in the data part of its reply, and the JSON-RPC 2.0 envelope
 * as the OpenAPI document describes it. The A2A message types themselves are
 * the SDK's (@a2a-js/sdk), not described again here.
 */
import { z } from "zod";
import "zod-openapi";
import { SkuSchema } from "./catalog";
import { MCP_TOOLS } from "./routes";
import { ResourceTypeSchema } from "../../domains/leases/schemas";
import { ToolTypeSchema } from "../../domains/pages/content";

export const RecommendationSchema = SkuSchema.pick({
  price: true,
  priceAtomic: true,
  network: true,
  asset: true,
  termDays: true,
  included: true,
})
  .extend({
    resourceType: ResourceTypeSchema,
    toolType: ToolTypeSchema.optional().meta({ description: "Page only: the toolType to provision." }),
    provisionRoute: z.string().meta({ example: "POST /api/v3/resources/pages" }),
    mcpTool: z.enum([MCP_TOOLS.provision.person, MCP_TOOLS.provision.page]).meta({ description: "The MCP tool at /mcp that provisions the same resource." }),
    minimumSpendCap: z.string().meta({ description: "Set the x402 client's per-payment cap to at least this (the price).", example: "$5.00" }),
    exampleBody: z.record(z.string(), z.unknown()).meta({ description: "A provision request body to start from." }),
    contentRequired: z.boolean().optional().meta({ description: "Page only: true when the toolType has no safe default content." }),
    contentKeys: z.array(z.string()).optional().meta({ description: "Page only: the content keys of the toolType." }),
    matched: z.array(z.string()).meta({ description: "The selection terms the request matched." }),
    reason: z.string(),
  })
  .meta({ description: "A resource that fits the request, its price and how to provision it." });

export const CONTROL_ACTIONS = ["read", "write", "execute", "destroy", "renew", "refresh"] as const;

export const ControlGuidanceSchema = z
  .object({
    performed: z.literal(false).meta({ description: "Always false: /a2a never acts on a leased resource." }),
    resourceType: ResourceTypeSchema.nullable(),
    action: z.enum(CONTROL_ACTIONS).nullable(),
    routes: z.array(z.string()).meta({ description: "The REST routes that do it, with the resource's capability token (renewal: an x402 payment)." }),
    authentication: z.string(),
    mcp: z.string().meta({ description: "The MCP interface, which takes the same capability token." }),
    mcpTools: z.array(z.string()).meta({ description: "The MCP tools that do the same as `routes`, with the token in the MCP connection's Authorization header." }),
  })
  .meta({ description: "What acting on a leased resource takes; /a2a itself never does it." });

export const AdviceSchema = z
  .object({
    intent: z.enum(["recommend", "control", "clarify"]),
    recommendation: RecommendationSchema.nullable(),
    alternatives: z.array(RecommendationSchema),
    control: ControlGuidanceSchema.optional().meta({ description: "Present when the request asked to act on a leased resource." }),
    warnings: z.array(z.string()),
    nextSteps: z.array(z.string()),
  })
  .meta({
    id: "A2aAdvice",
    // Published as a component only (it is inside the A2A message, not a response body itself).
    unusedIO: "output",
    description:
      "The data part of every /a2a reply. Built from configuration and code only: it never reads, lists or changes leased resources.",
  });

export type Recommendation = z.infer<typeof RecommendationSchema>;
export type ControlGuidance = z.infer<typeof ControlGuidanceSchema>;
export type Advice = z.infer<typeof AdviceSchema>;

const JsonRpcIdSchema = z.union([z.string(), z.number().int(), z.null()]);

export const JsonRpcRequestSchema = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcIdSchema.optional(),
    method: z.string().meta({
      description:
        "With the header A2A-Version: 1.0: SendMessage, SendStreamingMessage (and GetTask, ListTasks, CancelTask, SubscribeToTask, which find no tasks). Without it (A2A 0.3): message/send, message/stream.",
      example: "SendMessage",
    }),
    params: z.record(z.string(), z.unknown()).optional().meta({ description: "For SendMessage: { message: { messageId, role: \"ROLE_USER\", parts: [{ text }] } }." }),
  })
  .meta({ id: "JsonRpcRequest", description: "A JSON-RPC 2.0 request of the A2A JSON-RPC binding." });

export const JsonRpcResponseSchema = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcIdSchema,
    result: z.record(z.string(), z.unknown()).optional().meta({
      description: "SendMessage: { message } whose parts are a text part and a data part (A2aAdvice).",
    }),
    error: z
      .object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() })
      .optional()
      .meta({ description: "A JSON-RPC error (parse error -32700, invalid request -32600, method not found -32601, A2A errors -32001 to -32009)." }),
  })
  .meta({ id: "JsonRpcResponse", description: "A JSON-RPC 2.0 response: result or error." });
