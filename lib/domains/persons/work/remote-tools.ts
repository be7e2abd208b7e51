/**
 * A Person's remote tools: the allowed tools of its MCP servers (Streamable
 * HTTP, through the official MCP client) and its HTTP tools. Every request
 * goes through the egress guard (lib/core/egress: https, public addresses only,
 * the resolved address pinned, no redirects, a timeout and a size cap), with
 * the header secrets opened only for the request itself.
 *
 * What this file gives lib/domains/persons/work/tools.ts is, per tool, a name, a
 * description, an input schema and a `call(input, signal)`; the rules every
 * call obeys (who may call, approval, the per-turn cap, the timeline) are
 * applied there, once for every kind of tool.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { jsonSchema, type FlexibleSchema } from "ai";
import { z } from "zod";
import { config } from "../../../core/config";
import { EgressRefused, guardedFetch, type EgressOptions } from "../../../core/egress/egress";
import { log } from "../../../core/log";
import { openHeaders } from "../runtime/tool-config";
import { mcpToolName, templateVariables, type StoredHttpTool, type StoredMcpServer } from "../shapes/tool-schemas";

export interface RemoteTool {
  name: string;
  kind: "mcp" | "http";
  server?: string;
  description: string;
  inputSchema: FlexibleSchema<Record<string, unknown>>;
  requiresApproval: boolean;
  call: (input: Record<string, unknown>, signal: AbortSignal) => Promise<unknown>;
}

/** A remote call's answer that is not a success: the model is told, the timeline records it. */
export class ToolCallFailed extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = "ToolCallFailed";
  }
}

const limits = () => config().personTools;
const purposeOf = (kind: "mcp" | "http", name: string) => (kind === "mcp" ? `MCP server ${name}` : `HTTP tool ${name}`);

/**
 * A fetch for the MCP client that goes through the egress guard with the
 * server's headers. The client's listening stream (GET) is answered 405
 * without a request: a Person's calls are request and answer, and a stream
 * held open would only wait for the timeout.
 */
function guardedMcpFetch(server: StoredMcpServer, headers: Record<string, string>, signal: AbortSignal, egress: EgressOptions) {
  return async (url: string | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? "GET").toUpperCase();
    if (method === "GET") return new Response(null, { status: 405, statusText: "Method Not Allowed" });
    const sent = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === "string" ? init.body : init?.body == null ? undefined : String(init.body);
    const answer = await guardedFetch(
      String(url),
      { method, headers: { ...sent, ...headers }, body, timeoutMs: limits().timeoutMs, maxResponseBytes: limits().maxResponseBytes, signal },
      purposeOf("mcp", server.name),
      egress,
    );
    if (answer.truncated) throw new ToolCallFailed(`The MCP server ${server.name} answered more than ${limits().maxResponseBytes} bytes.`);
    if (answer.status >= 300 && answer.status < 400) throw new ToolCallFailed(`The MCP server ${server.name} answered with a redirect (${answer.status}), which is not followed.`, true);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    return new Response(answer.status === 204 || answer.status === 202 ? null : new Uint8Array(answer.body), { status: answer.status, headers: responseHeaders });
  };
}

/** The text of an MCP tool result, for the model: text parts joined, structured content as JSON, other parts named. */
function mcpResultValue(result: { content?: unknown; structuredContent?: unknown; isError?: unknown }): unknown {
  if (result.structuredContent !== undefined && result.isError !== true) return result.structuredContent;
  const parts = Array.isArray(result.content) ? (result.content as { type?: string; text?: string }[]) : [];
  return parts.map((part) => (part.type === "text" ? (part.text ?? "") : `[${part.type ?? "content"}]`)).join("\n");
}

export interface McpConnection {
  server: StoredMcpServer;
  tools: RemoteTool[];
  /** Why the server could not be reached or listed, if it could not (its tools are then not offered). */
  problem?: string;
  close: () => Promise<void>;
}

/**
 * Connects to one MCP server, lists its tools and keeps those allowed. Never
 * throws: a server that cannot be reached gives no tools and says why.
 */
export async function connectMcpServer(personId: string, server: StoredMcpServer, signal: AbortSignal, egress: EgressOptions = {}): Promise<McpConnection> {
  const headers = openHeaders(personId, "mcp", server.name, server.headers);
  const client = new Client({ name: "leasehold-person", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL(server.url), { fetch: guardedMcpFetch(server, headers, signal, egress) });
  const close = async () => {
    await client.close().catch(() => {});
  };
  try {
    const options = { timeout: limits().timeoutMs, signal };
    await client.connect(transport, options);
    const listed: { name: string; description?: string; inputSchema?: unknown }[] = [];
    let cursor: string | undefined;
    // Pages of the listing, bounded: the allowed tools are at most 50, the listing may hold more.
    for (let page = 0; page < 10; page++) {
      const result = await client.listTools(cursor ? { cursor } : {}, options);
      listed.push(...result.tools);
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    const approval = new Set(server.requiresApproval ?? []);
    const tools = listed
      .filter((tool) => server.allow.includes(tool.name))
      .map<RemoteTool>((tool) => ({
        name: mcpToolName(server.name, tool.name),
        kind: "mcp",
        server: server.name,
        description: (tool.description ?? `The ${tool.name} tool of ${server.name}.`).slice(0, 2000),
        inputSchema: jsonSchema<Record<string, unknown>>((tool.inputSchema ?? { type: "object" }) as Parameters<typeof jsonSchema>[0]),
        requiresApproval: approval.has(tool.name),
        call: async (input, callSignal) => {
          const result = await client.callTool({ name: tool.name, arguments: input }, { timeout: limits().timeoutMs, signal: callSignal });
          const value = mcpResultValue(result);
          if (result.isError === true) throw new ToolCallFailed(typeof value === "string" ? value || "The tool reported an error." : JSON.stringify(value));
          return value;
        },
      }));
    return { server, tools, close };
  } catch (error) {
    await close();
    let problem = error instanceof EgressRefused || error instanceof ToolCallFailed ? error.message : `It could not be reached or listed: ${error instanceof Error ? error.message : String(error)}`;
    // A server's error may quote what it was sent: never a header secret in the log or the problem shown.
    for (const secret of Object.values(headers)) if (secret.length >= 4) problem = problem.split(secret).join("[secret]");
    log.warn({ personId, server: server.name, problem }, "A Person's MCP server is unavailable for this turn");
    return { server, tools: [], problem, close: async () => {} };
  }
}

const QUERY_METHODS = new Set(["GET", "DELETE"]);

/** The URL of an HTTP tool's call: its template with the input's values, percent-encoded; the other members in the query (GET, DELETE). */
export function httpToolUrl(tool: Pick<StoredHttpTool, "urlTemplate" | "method">, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const used = new Set(templateVariables(tool.urlTemplate));
  const url = tool.urlTemplate.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => encodeURIComponent(String(input[name] ?? "")));
  const rest = Object.fromEntries(Object.entries(input).filter(([name]) => !used.has(name)));
  if (!QUERY_METHODS.has(tool.method) || !Object.keys(rest).length) return { url, rest };
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue;
    parsed.searchParams.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return { url: parsed.toString(), rest: {} };
}

/** One HTTP tool as a remote tool: its input checked against its schema, then one guarded request. */
export function httpTool(personId: string, tool: StoredHttpTool, egress: EgressOptions = {}): RemoteTool {
  // The schema is the supported subset (tool-schemas.ts: no pattern, no $ref): checking with it runs no supplied expression.
  const validator = z.fromJSONSchema(tool.inputSchema as Parameters<typeof z.fromJSONSchema>[0]);
  return {
    name: tool.name,
    kind: "http",
    description: tool.description,
    inputSchema: jsonSchema<Record<string, unknown>>(tool.inputSchema as Parameters<typeof jsonSchema>[0], {
      validate: (value) => {
        const parsed = validator.safeParse(value);
        return parsed.success ? { success: true, value: parsed.data as Record<string, unknown> } : { success: false, error: new Error(parsed.error.issues.map((issue) => `${issue.path.join(".") || "input"}: ${issue.message}`).join("; ")) };
      },
    }),
    requiresApproval: tool.requiresApproval === true,
    call: async (input, signal) => {
      const { url, rest } = httpToolUrl(tool, input);
      const headers: Record<string, string> = { accept: "application/json, text/plain;q=0.9, */*;q=0.1", ...openHeaders(personId, "http", tool.name, tool.headers) };
      const body = QUERY_METHODS.has(tool.method) ? undefined : JSON.stringify(rest);
      if (body !== undefined) headers["content-type"] = "application/json";
      const answer = await guardedFetch(url, { method: tool.method, headers, body, timeoutMs: limits().timeoutMs, maxResponseBytes: limits().maxResponseBytes, signal }, purposeOf("http", tool.name), egress);
      if (answer.status >= 300 && answer.status < 400) throw new ToolCallFailed(`The address answered with a redirect (${answer.status}), which is not followed.`, true);
      const text = answer.body.toString("utf8");
      const type = String(answer.headers["content-type"] ?? "");
      let value: unknown = text;
      if (/json/i.test(type) && !answer.truncated) {
        try {
          value = JSON.parse(text);
        } catch {
          value = text;
        }
      }
      if (answer.status >= 400) throw new ToolCallFailed(`The address answered ${answer.status}: ${text.slice(0, 500)}`);
      return answer.truncated ? { status: answer.status, truncated: true, body: text } : { status: answer.status, body: value };
    },
  };
}
