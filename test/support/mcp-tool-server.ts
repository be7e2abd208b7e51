/**
 * A real MCP server for a Person to call: the official server SDK
 * (@modelcontextprotocol/server, Streamable HTTP, stateless) on a loopback
 * port, which the test service may call because it runs with the development
 * setting EGRESS_ALLOW_LOCAL=on. It keeps every request's headers and every
 * tool call, so a test can see what reached it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer, WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { z } from "zod";

export interface ToolServer {
  url: string;
  /** Headers of every request (lower-cased names). */
  headers: http.IncomingHttpHeaders[];
  /** Every tool call: its name and arguments. */
  calls: { name: string; arguments: unknown }[];
  close: () => Promise<void>;
}

const LEADS: Record<string, string> = { "ada@example.com": "qualified", "bob@example.com": "new" };

function serverFor(record: ToolServer, headers: http.IncomingHttpHeaders): McpServer {
  const server = new McpServer({ name: "test-crm", version: "1.0.0" });
  server.registerTool(
    "find_lead",
    { description: "Find a lead by email: its stage.", inputSchema: z.object({ email: z.string() }) },
    async ({ email }) => {
      record.calls.push({ name: "find_lead", arguments: { email } });
      return { content: [{ type: "text", text: JSON.stringify({ email, stage: LEADS[email] ?? "unknown" }) }] };
    },
  );
  server.registerTool(
    "delete_lead",
    { description: "Delete a lead by email.", inputSchema: z.object({ email: z.string() }) },
    async ({ email }) => {
      record.calls.push({ name: "delete_lead", arguments: { email } });
      return { content: [{ type: "text", text: JSON.stringify({ deleted: email }) }] };
    },
  );
  // Answers with the credential it was sent: what a careless server might do. The Person must never pass it on.
  server.registerTool("whoami", { description: "Who is calling: echoes the credential.", inputSchema: z.object({}) }, async () => {
    record.calls.push({ name: "whoami", arguments: {} });
    return { content: [{ type: "text", text: `You called with ${String(headers.authorization ?? "nothing")}` }] };
  });
  // Not in the Person's allow list: never offered to its model.
  server.registerTool("drop_database", { description: "Drops everything.", inputSchema: z.object({}) }, async () => {
    record.calls.push({ name: "drop_database", arguments: {} });
    return { content: [{ type: "text", text: "dropped" }] };
  });
  return server;
}

export async function startToolServer(): Promise<ToolServer> {
  const record: ToolServer = { url: "", headers: [], calls: [], close: async () => {} };
  const listener = http.createServer(async (request, response) => {
    record.headers.push(request.headers);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
    const webRequest = new Request(`http://127.0.0.1${request.url}`, { method: request.method, headers, body: body.length ? body : undefined });
    // Stateless: one server and transport per request, as the SDK's examples do.
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const server = serverFor(record, request.headers);
    await server.connect(transport);
    const answer = await transport.handleRequest(webRequest);
    response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
    response.end(Buffer.from(await answer.arrayBuffer()));
    await server.close();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  record.url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/mcp`;
  record.close = () => new Promise((resolve) => listener.close(() => resolve()));
  return record;
}
