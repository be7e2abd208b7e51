/**
 * How every MCP tool is declared and run. A tool names the zod schemas of the
 * REST route it mirrors (input and output), so there is one description of
 * each shape; the SDK lists them as JSON Schema. Arguments are validated by
 * us, after the token, with the same schema and the same `{error, code,
 * details}` as REST; every failure is a tool result with `isError`.
 */
import type { McpServer, ServerContext, StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import { z } from "zod";
import { config } from "../../core/config";
import { ApiError, toApiError } from "../../core/http/errors";
import { baseUrlOf, DEFAULT_BODY_LIMIT_BYTES, validate } from "../http/handler";
import { clientAddress, UNKNOWN_ADDRESS } from "../http/rate-limit";
import { routeOfTool } from "../../core/http/routes";
import { compactInput, type JsonSchema } from "./compact";
import type { WorkPayer } from "../../core/runtime/work-budget";

export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/**
 * The kinds of tool, by what a client may assume of a call: a read changes
 * nothing; a write adds; a replace overwrites what it names (the same call
 * twice leaves the same state); a destroy removes. All of them stay within
 * this service; a tool that reaches outside says so (`openWorld`).
 */
export const READ: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const WRITE: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
export const REPLACE: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false };
export const DESTROY: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
/** The same kind of tool, reaching outside this service (a URL, a remote server, the payment network). */
export const openWorld = (kind: ToolAnnotations): ToolAnnotations => ({ ...kind, openWorldHint: true });

/** What a tool's run sees of the call. */
export interface ToolCall {
  /** The bearer capability token of the MCP request, if any. */
  token: string | null;
  /** Whose work budget the call's heavy work is spent from (lib/core/runtime/work-budget.ts): the client address and the token. */
  payer: WorkPayer;
  baseUrl: string;
  /** The request's `_meta` (progress token, x402 payment, …). */
  meta: Record<string, unknown>;
  signal: AbortSignal;
  /** Sends a progress notification when the client asked for them (a progress token in `_meta`). */
  progress(progress: number, message?: string): Promise<void>;
}

/** A successful answer: the structured content, and `_meta` for the result (the x402 receipt). */
export interface ToolAnswer {
  value: unknown;
  text?: string;
  meta?: Record<string, unknown>;
}

export interface ToolDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: ToolAnnotations;
  /** The REST route it mirrors ("METHOD /path"): the route table entry that names it (lib/core/http/routes.ts). */
  rest: string;
  /**
   * Root members of the input published by reference instead of by their schema: each listed
   * member appears in tools/list as this schema (a type and a description naming where the whole
   * contract is read). The arguments are still validated with the whole zod schema.
   */
  byReference?: Record<string, JsonSchema>;
  /** Largest accepted arguments, in bytes of JSON (the REST route's body limit). */
  maxInputBytes?: number | (() => number);
  run(args: z.output<I>, call: ToolCall): Promise<ToolAnswer>;
  /** Turns an error into the tool result; the default is `errorResult`. */
  failure?(error: ApiError): ToolResult;
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/**
 * Declares a tool, checking its handler against its schemas. Its REST route
 * is the route table's entry that names it (`mcp`, lib/core/http/routes.ts): a
 * tool no route names does not load.
 */
export function defineTool<I extends z.ZodType, O extends z.ZodType>(tool: Omit<ToolDefinition<I, O>, "rest">): ToolDefinition {
  return { ...tool, rest: routeOfTool(tool.name) } as unknown as ToolDefinition;
}

/** Dates become strings and undefined members go, as in the REST body. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

export function okResult(answer: ToolAnswer): ToolResult {
  const structured = asJson(answer.value);
  return {
    content: [{ type: "text", text: answer.text ?? JSON.stringify(structured) }],
    structuredContent: structured,
    ...(answer.meta ? { _meta: answer.meta } : {}),
  };
}

/**
 * The REST error body, as a tool result with isError: the JSON in the text
 * content, which every client shows the model. Never as structuredContent:
 * the v1 TypeScript SDK client (the most used) validates structuredContent
 * against the tool's output schema even on an error result, and throws
 * instead of showing the error.
 */
export function errorResult(error: ApiError): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify(asJson(error.body())) }], isError: true };
}

/**
 * Every tool's published output schema. Its answer is an object, whole in
 * structuredContent and, as JSON, in the text content; a detailed schema of
 * it would cost a model far more to read than the answer itself (the output
 * schemas were four fifths of a Person's tool list), and no client needs one:
 * the v1 and v2 SDK clients only validate structuredContent against it. The
 * root type stays: it tells a client that structured content comes, and that
 * it is an object. It accepts every answer, so the v1 client's validation
 * always passes; errors carry no structuredContent (`errorResult`).
 */
export const OUTPUT_SCHEMA: JsonSchema = Object.freeze({ type: "object" });

/**
 * The schema the SDK sees, computed once (tools/list would otherwise convert
 * each zod schema again on every request): an input's JSON Schema compacted
 * for a model (lib/adapters/mcp/compact.ts), an output's `OUTPUT_SCHEMA`.
 * For inputs it accepts any value: the SDK would answer invalid arguments in
 * its own words, and we want REST's answer, after the token check, so
 * `registerTools` validates with the zod schema itself. Outputs are validated
 * by the SDK with the whole zod schema before they are sent.
 */
function forSdk(schema: z.ZodType, use: "input" | "output", byReference?: Record<string, JsonSchema>): StandardSchemaWithJSON {
  const standard = schema["~standard"] as unknown as StandardSchemaWithJSON["~standard"];
  let json: JsonSchema | undefined;
  const published = () => {
    json ??= use === "input" ? compactInput(standard.jsonSchema.input({ target: "draft-2020-12" }) as JsonSchema, byReference) : OUTPUT_SCHEMA;
    return json;
  };
  return {
    "~standard": {
      version: 1,
      vendor: "leasehold",
      validate: use === "input" ? (value: unknown) => ({ value }) : standard.validate,
      jsonSchema: { input: published, output: published },
    },
  } as StandardSchemaWithJSON;
}

function callOf(ctx: ServerContext): ToolCall {
  const request = ctx.http?.req;
  const progressToken = ctx.mcpReq._meta?.progressToken;
  return {
    token: ctx.http?.authInfo?.token ?? null,
    payer: { address: request ? clientAddress(request.headers) : UNKNOWN_ADDRESS, token: ctx.http?.authInfo?.token ?? null },
    baseUrl: request ? baseUrlOf(request, config().publicBaseUrl) : (config().publicBaseUrl ?? "http://localhost"),
    meta: (ctx.mcpReq._meta ?? {}) as Record<string, unknown>,
    signal: ctx.mcpReq.signal,
    progress: async (progress, message) => {
      if (progressToken === undefined) return;
      await ctx.mcpReq.notify({ method: "notifications/progress", params: { progressToken, progress, ...(message ? { message } : {}) } });
    },
  };
}

/**
 * Registers tools on a server. `authorize` runs first (a control tool's token
 * check); then the size limit and the arguments; then the tool.
 */
export function registerTools(server: McpServer, tools: ToolDefinition[], authorize?: (tool: ToolDefinition, call: ToolCall) => Promise<void>): void {
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: forSdk(tool.input, "input", tool.byReference),
        outputSchema: forSdk(tool.output, "output"),
        annotations: tool.annotations,
      },
      async (args: unknown, ctx: ServerContext) => {
        const call = callOf(ctx);
        try {
          await authorize?.(tool, call);
          const limit = typeof tool.maxInputBytes === "function" ? tool.maxInputBytes() : (tool.maxInputBytes ?? DEFAULT_BODY_LIMIT_BYTES);
          const size = Buffer.byteLength(JSON.stringify(args ?? {}), "utf8");
          if (size > limit) throw new ApiError("payload_too_large", `The arguments are larger than ${limit} bytes.`);
          const parsed = validate(tool.input, args ?? {}, "The arguments");
          return okResult(await tool.run(parsed, call));
        } catch (error) {
          const apiError = toApiError(error);
          return (tool.failure ?? errorResult)(apiError);
        }
      },
    );
  }
}
