/**
 * Reading MCP tool results as a client does: an error result's body is the
 * JSON in its text content (REST's `{error, code, …}`; for x402 payment errors
 * also the transport's `x402/error` wrapper), never structuredContent. And
 * connecting the SDKs' clients (v2, and v1, the most used) to the running service.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Transport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { PaymentRequired } from "@x402/core/types";
import { baseUrl, bearer } from "./agent";

/** A tools/call result of either SDK (v1 also types the legacy `toolResult` shape). */
type ToolResultLike = { isError?: unknown; content?: unknown; structuredContent?: unknown } | Record<string, unknown>;

/** The `{error, code, …}` body of an error result (asserting it is one, without structuredContent). */
export function toolError(given: ToolResultLike): Record<string, unknown> & { error: string; code: string } {
  const result = given as { isError?: unknown; content?: unknown; structuredContent?: unknown };
  if (result.isError !== true) throw new Error(`expected an error result, got ${JSON.stringify(result).slice(0, 300)}`);
  if (result.structuredContent !== undefined) throw new Error("an error result must not carry structuredContent (the v1 SDK client validates it against the output schema)");
  const text = (result.content as { type: string; text: string }[] | undefined)?.[0]?.text;
  if (typeof text !== "string") throw new Error("an error result without text content");
  return JSON.parse(text) as Record<string, unknown> & { error: string; code: string };
}

/** The PaymentRequired of a paid tool's x402 error (the transport's `x402/error` wrapper in the text). */
export function paymentRequiredOf(result: ToolResultLike): PaymentRequired {
  const wrapper = toolError(result)["x402/error"] as { code: number; data: PaymentRequired } | undefined;
  if (!wrapper || wrapper.code !== 402) throw new Error("not an x402 payment error");
  return wrapper.data;
}

/**
 * MCP clients (the v2 SDK's, named `name`) of the suite's service: `connect` opens one at `path` (/mcp)
 * with a token's bearer header, given headers, or none; `close` ends every one opened (call it in afterAll).
 */
export function mcpClients(name: string) {
  const clients: Client[] = [];
  const connect = async (token?: string, { path = "/mcp", headers }: { path?: string; headers?: Record<string, string> } = {}): Promise<Client> => {
    const client = new Client({ name, version: "1.0.0" });
    const sent = headers ?? (token ? bearer(token) : undefined);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}${path}`), sent ? { requestInit: { headers: sent } } : undefined));
    clients.push(client);
    return client;
  };
  const close = async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
  };
  return { connect, close };
}

/** The same with the v1 TypeScript SDK's client (@modelcontextprotocol/sdk 1.x), which checks every structuredContent against the tool's output schema. */
export function v1McpClients(name: string) {
  const clients: V1Client[] = [];
  const connect = async (token?: string): Promise<V1Client> => {
    const client = new V1Client({ name, version: "1.0.0" });
    await client.connect(new V1Transport(new URL(`${baseUrl()}/mcp`), token ? { requestInit: { headers: bearer(token) } } : undefined));
    clients.push(client);
    return client;
  };
  const close = async () => {
    await Promise.all(clients.map((client) => client.close().catch(() => {})));
  };
  return { connect, close };
}
