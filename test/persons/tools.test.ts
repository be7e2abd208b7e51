/**
 * Tools: a Person calls the tools of a real MCP server (the official
 * server SDK on a loopback port, allowed by the development setting the test
 * service runs with) and HTTP tools, through the real HTTP API, the service's
 * task workers and its built-in offline model (which calls a tool a message
 * names with JSON arguments). Header secrets reach the server and nothing
 * else: no answer, log line, timeline entry or database column in the clear.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, pool } from "@/lib/core/db/client";
import { provision } from "../support/agent";
import { controlCall, waitFor } from "../support/control";
import { serviceLogs } from "../support/logs";
import { startToolServer, type ToolServer } from "../support/mcp-tool-server";
import { fundPayer } from "../support/security";

const PAYER = 172;
const SECRET = "sk_live_7f3c1e0b9a4d2c6e8f1a3b5d7c9e0f2a";
type P = { id: string; token: string };

const call = (p: P, method: string, path: string, body?: unknown) => controlCall(p, method, path, body);


type Task = { id: string; status: string; result: { text: string; toolCalls: string[] } | null; error: string | null };
async function runTask(p: P, instructions: string, until = (task: Task) => ["succeeded", "failed"].includes(task.status)): Promise<Task> {
  const created = await call(p, "POST", "/tasks", { title: "Use a tool", instructions, maxTurns: 3 });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return waitFor(
    async () => ((await (await call(p, "GET", "/tasks")).json()) as { tasks: Task[] }).tasks.find((task) => task.id === id)!,
    until,
  );
}

const toolEvents = async (personId: string) =>
  (await db().timelineEvent.findMany({ where: { resourceType: "person", resourceId: personId, type: "person.tool.called" }, orderBy: { id: "asc" } })).map(
    (event) => event.data as { tool: string; outcome: string; arguments: string; result?: string; error?: string },
  );

let server: ToolServer;
beforeAll(async () => {
  server = await startToolServer();
  await fundPayer(PAYER);
});
afterAll(async () => {
  await server.close();
});

describe("a Person's tools", () => {
  it("lists and calls the allowed tools of a remote MCP server with its header secret; a disallowed tool is never offered", async () => {
    const p = await provision(PAYER, "persons");
    const patched = await call(p, "PATCH", "", {
      tools: { mcpServers: [{ name: "crm", url: server.url, headers: { Authorization: `Bearer ${SECRET}` }, allow: ["find_lead", "whoami"] }] },
    });
    const patchedText = await patched.text();
    expect(patched.status, patchedText).toBe(200);
    expect(patchedText).not.toContain(SECRET);
    expect(JSON.parse(patchedText).tools.mcpServers[0]).toEqual({ name: "crm", url: server.url, allow: ["find_lead", "whoami"], headers: { Authorization: { set: true } } });

    const found = await runTask(p, 'Check the lead: crm__find_lead {"email": "ada@example.com"}');
    expect(found.status, found.error ?? "").toBe("succeeded");
    expect(found.result!.toolCalls).toEqual(["crm__find_lead"]);
    expect(found.result!.text).toContain('"stage":"qualified"');
    expect(server.calls).toContainEqual({ name: "find_lead", arguments: { email: "ada@example.com" } });
    // The secret reached the server, on every request of the call.
    expect(server.headers.some((headers) => headers.authorization === `Bearer ${SECRET}`)).toBe(true);

    // A tool the allow list leaves out is not offered: the model cannot call it, named or not.
    const dropped = await runTask(p, "crm__drop_database {}");
    expect(dropped.status).toBe("succeeded");
    expect(dropped.result!.toolCalls).toEqual([]);
    expect(server.calls.map((c) => c.name)).not.toContain("drop_database");

    // A server that echoes the credential back: the Person's model and timeline get it scrubbed.
    const echoed = await runTask(p, "crm__whoami {}");
    expect(echoed.status).toBe("succeeded");
    expect(echoed.result!.text).toContain("You called with [secret]");

    const events = await toolEvents(p.id);
    expect(events.map((event) => [event.tool, event.outcome])).toEqual([
      ["crm__find_lead", "ok"],
      ["crm__whoami", "ok"],
    ]);
    expect(events[0]!.arguments).toBe('{"email":"ada@example.com"}');
    expect(events[1]!.result).toContain("[secret]");

    // Nowhere in the clear: not in any answer, the timeline, the database or the service's logs.
    for (const path of ["", "/timeline", "/tasks", "/state", "/events"]) {
      const text = await (await call(p, "GET", path)).text();
      expect(text, path).not.toContain(SECRET);
    }
    const { rows } = await pool().query(`SELECT tools::text AS tools FROM "Person" WHERE id = $1`, [p.id]);
    expect(rows[0].tools).not.toContain(SECRET);
    expect(rows[0].tools).toMatch(/"sealed":\s*"v1\./);
    const { rows: anywhere } = await pool().query(
      `SELECT (SELECT count(*) FROM "TimelineEvent" WHERE data::text LIKE $1) + (SELECT count(*) FROM "Task" WHERE coalesce(result::text, '') LIKE $1 OR coalesce(error, '') LIKE $1) + (SELECT count(*) FROM "ChatMessage" WHERE content LIKE $1) AS n`,
      [`%${SECRET}%`],
    );
    expect(Number(anywhere[0].n)).toBe(0);
    for (const { file, text } of serviceLogs()) expect(text.includes(SECRET), file).toBe(false);

    // What the Person holds may carry the secret in another form (the controller's own notes, an echo stored before it
    // was scrubbed): the export, which leaves the service, is scrubbed of every echo, value by value as it streams.
    const echoes = [Buffer.from(`Bearer ${SECRET}`).toString("base64"), [...SECRET].reverse().join(""), [...SECRET].join(" "), SECRET.toUpperCase()];
    await db().knowledgeFile.create({
      data: { personId: p.id, name: "notes.md", mimeType: "text/markdown", content: `Notes.\n\n${echoes.join("\n\n")}\n\nThe end.`, sizeBytes: 1_000, sha256: "0".repeat(64) },
    });
    const exported = await call(p, "GET", "/export");
    expect(exported.status).toBe(200);
    const bundle = await exported.text();
    expect(bundle).toContain("The end.");
    expect(bundle).toContain("[secret]");
    for (const echo of [SECRET, ...echoes]) expect(bundle, echo).not.toContain(echo);
  });

  it('keeps a stored header secret when PATCH sends {"set": true}, and refuses one with nothing stored', async () => {
    const p = await provision(PAYER, "persons");
    const tools = (headers: Record<string, unknown>) => ({ tools: { mcpServers: [{ name: "crm", url: server.url, headers, allow: ["find_lead"] }] } });
    expect((await call(p, "PATCH", "", tools({ Authorization: `Bearer ${SECRET}` }))).status).toBe(200);
    const before = (await pool().query(`SELECT tools FROM "Person" WHERE id = $1`, [p.id])).rows[0].tools;
    // GET's own shape, sent back: the secret is kept as it was sealed.
    const shown = (await (await call(p, "GET", "")).json()).tools;
    expect((await call(p, "PATCH", "", { tools: shown })).status).toBe(200);
    const after = (await pool().query(`SELECT tools FROM "Person" WHERE id = $1`, [p.id])).rows[0].tools;
    expect(after.mcpServers[0].headers.Authorization.sealed).toBe(before.mcpServers[0].headers.Authorization.sealed);
    const refused = await call(p, "PATCH", "", tools({ "X-Api-Key": { set: true } }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "validation_failed", error: expect.stringContaining("X-Api-Key") });
    // Nothing half-written: the Person still has its Authorization header.
    expect((await pool().query(`SELECT tools FROM "Person" WHERE id = $1`, [p.id])).rows[0].tools.mcpServers[0].headers).toHaveProperty("Authorization");
  });

  it("refuses what it cannot handle in the tools configuration, each with {error, code}, and changes nothing", async () => {
    const p = await provision(PAYER, "persons");
    const http = (overrides: Record<string, unknown>) => ({
      name: "weather",
      description: "The weather",
      method: "GET",
      urlTemplate: "https://api.example.com/weather/{city}",
      inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      ...overrides,
    });
    const bad: [string, unknown][] = [
      ["unknown member", { crystal_ball: true }],
      ["a server without allow", { mcpServers: [{ name: "crm", url: server.url }] }],
      ["approval for a tool not allowed", { mcpServers: [{ name: "crm", url: server.url, allow: ["find_lead"], requiresApproval: ["delete_lead"] }] }],
      ["ftp URL", { mcpServers: [{ name: "crm", url: "ftp://example.com/mcp", allow: ["x"] }] }],
      ["user:password in URL", { mcpServers: [{ name: "crm", url: "https://user:pw@example.com/mcp", allow: ["x"] }] }],
      ["a reserved header", { mcpServers: [{ name: "crm", url: server.url, allow: ["x"], headers: { Host: "evil.example" } }] }],
      ["a header with a line break", { mcpServers: [{ name: "crm", url: server.url, allow: ["x"], headers: { "X-Key": "a\r\nInjected: 1" } }] }],
      ["a placeholder in the host", { http: [http({ urlTemplate: "https://{city}.example.com/weather" })] }],
      ["a placeholder not in the schema", { http: [http({ urlTemplate: "https://api.example.com/weather/{town}" })] }],
      ["a pattern in the input schema", { http: [http({ inputSchema: { type: "object", properties: { city: { type: "string", pattern: "^(a+)+$" } }, required: ["city"] } })] }],
      ["a $ref", { http: [http({ inputSchema: { type: "object", $ref: "#/x" } })] }],
      ["an HTTP tool named like a built-in", { http: [http({ name: "record_state" })] }],
      ["a counterpart tool that does not exist", { counterpartTools: ["crm__find_lead"] }],
      ["too many calls per turn", { maxToolCallsPerTurn: 1000 }],
    ];
    for (const [why, tools] of bad) {
      const response = await call(p, "PATCH", "", { tools });
      expect(response.status, why).toBe(400);
      expect(await response.json(), why).toMatchObject({ code: "validation_failed", error: expect.any(String) });
    }
    expect((await (await call(p, "GET", "")).json()).tools).toEqual({});
  });

  it("calls an HTTP tool: the URL template filled and encoded, the other members in the query, the header sent", async () => {
    const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];
    const listener = http.createServer((request, response) => {
      seen.push({ url: request.url!, headers: request.headers });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ forecast: "sunny", city: decodeURIComponent(request.url!.split("/")[2]!.split("?")[0]!) }));
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    try {
      const port = (listener.address() as AddressInfo).port;
      const p = await provision(PAYER, "persons");
      const patched = await call(p, "PATCH", "", {
        tools: {
          http: [
            {
              name: "weather",
              description: "Today's weather in a city",
              method: "GET",
              urlTemplate: `http://127.0.0.1:${port}/weather/{city}`,
              inputSchema: { type: "object", properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, maximum: 7 } }, required: ["city"] },
              headers: { "X-Api-Key": SECRET },
            },
          ],
        },
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
      const task = await runTask(p, 'weather {"city": "São Paulo/Centro", "days": 2}');
      expect(task.status, task.error ?? "").toBe("succeeded");
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe("/weather/S%C3%A3o%20Paulo%2FCentro?days=2");
      expect(seen[0]!.headers["x-api-key"]).toBe(SECRET);
      expect(task.result!.text).toContain("sunny");
      // The input schema is checked before anything is sent: a value out of its bounds is an error the model sees.
      const outOfBounds = await runTask(p, 'weather {"city": "Oslo", "days": 30}');
      expect(outOfBounds.result!.text).toContain('The tool "weather" failed');
      expect(seen).toHaveLength(1);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("stops at the per-turn cap: further calls are refused to the model and on the timeline", async () => {
    const p = await provision(PAYER, "persons");
    expect((await call(p, "PATCH", "", { tools: { maxToolCallsPerTurn: 1, mcpServers: [{ name: "crm", url: server.url, allow: ["find_lead"] }] } })).status).toBe(200);
    // The offline model makes one call per step; a task of one step with the cap at 1 calls once. The cap itself is checked in-process below.
    const { openToolbox } = await import("@/lib/domains/persons/work/tools");
    const person = await db().person.findUniqueOrThrow({ where: { id: p.id } });
    const toolbox = await openToolbox({ personId: p.id, enabled: [], config: person.tools, origin: "controller", actor: "person" });
    try {
      expect(Object.keys(toolbox.tools)).toEqual(["crm__find_lead"]);
      const execute = (toolbox.tools.crm__find_lead as unknown as { execute: (input: unknown, options: unknown) => Promise<unknown> }).execute;
      await expect(execute({ email: "bob@example.com" }, { toolCallId: "1", messages: [] })).resolves.toMatchObject({});
      await expect(execute({ email: "bob@example.com" }, { toolCallId: "2", messages: [] })).rejects.toThrow(/At most 1 tool calls in one turn/);
      toolbox.newTurn();
      await expect(execute({ email: "bob@example.com" }, { toolCallId: "3", messages: [] })).resolves.toMatchObject({});
    } finally {
      await toolbox.close();
    }
    const events = await toolEvents(p.id);
    expect(events.map((event) => event.outcome)).toEqual(["ok", "refused", "ok"]);
  });
});
