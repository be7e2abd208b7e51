import { randomUUID } from "node:crypto";
import { SendMessageRequest, type Message, type StreamResponse } from "@a2a-js/sdk";
import { ClientFactory, type Client } from "@a2a-js/sdk/client";
import { LegacyJsonRpcTransport } from "@a2a-js/sdk/compat/v0_3/client";
import { beforeAll, describe, expect, it } from "vitest";
import { MCP_TOOL_FOR_ROUTE } from "@/lib/adapters/a2a/advisor";
import { AdviceSchema, type Advice } from "@/lib/adapters/catalog/a2a-schemas";
import { PAGE_TOOLS, PERSON_TOOLS, REFRESH_TOOL } from "@/lib/adapters/mcp/control-tools";
import { BOOKING_PAGE_PROVISION, BOOKING_PAGE_RECOMMENDATION, DESTROY_PAGE_CONTROL } from "../support/a2a";
import { api, baseUrl, bearer, provision } from "../support/agent";

// The official A2A client (@a2a-js/sdk) against the running service.
const PAYER = 17; // leases the Page that the A2A agent is asked to delete

let client: Client;
let catalog: { skus: { resource: string; network: string; price: string }[] };

beforeAll(async () => {
  client = await new ClientFactory().createFromUrl(baseUrl());
  catalog = await (await api("/api/v3/catalog")).json();
});

const request = (text: string) => SendMessageRequest.fromJSON({ message: { messageId: randomUUID(), role: "ROLE_USER", parts: [{ text }] } });

/** The text part and the data part (validated) of an answer. */
function answerOf(message: Message): { text: string; advice: Advice } {
  const text = message.parts.flatMap((p) => (p.content?.$case === "text" ? [p.content.value] : []));
  const data = message.parts.flatMap((p) => (p.content?.$case === "data" ? [p.content.value] : []));
  expect(text).toHaveLength(1);
  expect(data).toHaveLength(1);
  return { text: text[0]!, advice: AdviceSchema.parse(data[0]) };
}

async function ask(text: string) {
  const result = await client.sendMessage(request(text));
  expect("messageId" in result, "a Message, not a Task").toBe(true);
  const message = result as Message;
  expect(message.role).toBe(2); // ROLE_AGENT
  return answerOf(message);
}

/** A raw JSON-RPC call, for what the SDK client never sends. */
const rpc = (body: string, headers: Record<string, string> = { "content-type": "application/json", "a2a-version": "1.0" }) =>
  api("/a2a", { method: "POST", headers, body });

describe("A2A discovery at /a2a with the official SDK client", () => {
  it("finds the agent through /.well-known/agent-card.json and talks A2A 1.0 JSON-RPC to /a2a", async () => {
    const card = await client.getAgentCard();
    expect(card.supportedInterfaces[0]).toMatchObject({ url: `${baseUrl()}/a2a`, protocolBinding: "JSONRPC", protocolVersion: "1.0" });
    expect(card.capabilities?.streaming).toBe(true);
    expect(card.skills.map((s) => s.id)).toContain("recommend-resource");
    expect(client.protocolVersion).toBe("1.0");
  });

  it("recommends a Page with toolType scheduler for a booking page, at $2.00", async () => {
    const { text, advice } = await ask("I need a booking page for my clinic");
    const sku = catalog.skus.find((s) => s.resource === "page")!;
    expect(advice.intent).toBe("recommend");
    expect(advice.recommendation).toMatchObject({ ...BOOKING_PAGE_RECOMMENDATION, network: sku.network, ...BOOKING_PAGE_PROVISION });
    expect(text).toMatch(/^Recommended: a Page with toolType scheduler \(\$2\.00/);
    expect(text).toContain("PAYMENT-SIGNATURE");
  });

  it("recommends a Person at $5.00 for an assistant with memory, with the spend-cap note", async () => {
    const { text, advice } = await ask("an assistant that remembers my customers and answers their questions");
    expect(advice.recommendation).toMatchObject({
      resourceType: "person",
      price: "$5.00",
      priceAtomic: "5000000",
      minimumSpendCap: "$5.00",
      network: catalog.skus.find((s) => s.resource === "person")!.network,
      provisionRoute: "POST /api/v3/resources/persons",
      mcpTool: "provision_person",
    });
    expect(advice.nextSteps.find((step) => /spend cap/i.test(step))).toMatch(/at least \$5\.00.*\$1\.00/);
    expect(text).toMatch(/per-payment cap to at least \$5\.00/);
  });

  it("does not delete a leased Page when asked to, even with its token, and points to token-based control", async () => {
    const page = await provision(PAYER, "pages");
    const { text, advice } = await ask(`delete my page ${page.id}, my token is ${page.token}`);
    expect(advice.intent).toBe("control");
    expect(advice.recommendation).toBeNull();
    expect(advice.control).toMatchObject(DESTROY_PAGE_CONTROL);
    expect(text).toMatch(/^Nothing was done/);
    expect(text).toMatch(/Authorization: Bearer <capability token>/);
    expect(advice.warnings.join(" ")).toMatch(/capability token/);
    // Neither the id nor the token comes back, and the Page is untouched.
    for (const secret of [page.id, page.token]) expect(JSON.stringify(advice) + text).not.toContain(secret);
    const still = await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) });
    expect(still.status).toBe(200);
    expect((await still.json()).lease.status).toBe("active");
  });

  it("streams the same answer as one message event", async () => {
    const events: StreamResponse[] = [];
    for await (const event of client.sendMessageStream(request("I need a booking page for my clinic"))) events.push(event);
    expect(events.map((e) => e.payload?.$case)).toEqual(["message"]);
    const streamed = answerOf(events[0]!.payload!.value as Message);
    expect(streamed).toEqual(await ask("I need a booking page for my clinic"));
  });

  it("streams server-sent events on the wire", async () => {
    const response = await rpc(
      JSON.stringify({ jsonrpc: "2.0", id: 7, method: "SendStreamingMessage", params: { message: { messageId: "m-7", role: "ROLE_USER", parts: [{ text: "an intake form" }] } } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const body = await response.text();
    const events = body.split("\n\n").filter(Boolean);
    expect(events).toHaveLength(1);
    const event = JSON.parse(events[0]!.replace(/^data: /, ""));
    expect(event).toMatchObject({ jsonrpc: "2.0", id: 7, result: { message: { role: "ROLE_AGENT" } } });
    expect(event.result.message.parts[1].data.recommendation).toMatchObject({ resourceType: "page", toolType: "custom_form" });
  });
});

describe("A2A 0.3 with the official SDK's 0.3 transport", () => {
  // The SDK's v0.3 JSON-RPC transport (message/send, message/stream, the
  // 0.3 wire shapes, no A2A-Version header), as a 0.3 client sends.
  const legacy = () => new LegacyJsonRpcTransport({ endpoint: `${baseUrl()}/a2a` });

  it("sends message/send and reads the same advice a 1.0 client gets", async () => {
    const transport = legacy();
    expect(transport.protocolVersion).toBe("0.3");
    const result = await transport.sendMessage(request("I need a booking page for my clinic"));
    expect("messageId" in result, "a Message, not a Task").toBe(true);
    const { advice } = answerOf(result as Message);
    expect(advice.recommendation).toMatchObject({ resourceType: "page", toolType: "scheduler", price: "$2.00" });
    expect(advice).toEqual((await ask("I need a booking page for my clinic")).advice);
  });

  it("streams message/stream as one message event", async () => {
    const events: StreamResponse[] = [];
    for await (const event of legacy().sendMessageStream(request("an intake form"))) events.push(event);
    expect(events.map((e) => e.payload?.$case)).toEqual(["message"]);
    expect(answerOf(events[0]!.payload!.value as Message).advice.recommendation).toMatchObject({ resourceType: "page", toolType: "custom_form" });
  });

  it("gets the SDK's task-not-found error for a task that does not exist", async () => {
    await expect(legacy().getTask({ id: "no-such-task", historyLength: 0 } as never)).rejects.toThrow(/not found/i);
  });
});

describe("A2A control guidance names the MCP tools /mcp registers", () => {
  it("maps each REST control route to the MCP tool that declares it", () => {
    const registered = Object.fromEntries([...PERSON_TOOLS, ...PAGE_TOOLS, REFRESH_TOOL].map((tool) => [tool.rest, tool.name]));
    expect(MCP_TOOL_FOR_ROUTE).toEqual(registered);
  });
});

describe("A2A at /a2a: the wire", () => {
  it("answers A2A 0.3 clients (no A2A-Version header) on message/send", async () => {
    const response = await rpc(
      JSON.stringify({
        jsonrpc: "2.0",
        id: "legacy-1",
        method: "message/send",
        params: { message: { kind: "message", messageId: "m-1", role: "user", parts: [{ kind: "text", text: "I need a booking page for my clinic" }] } },
      }),
      { "content-type": "application/json" },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: "legacy-1", result: { kind: "message", role: "agent" } });
    const data = body.result.parts.find((p: { kind: string }) => p.kind === "data");
    expect(AdviceSchema.parse(data.data).recommendation).toMatchObject({ resourceType: "page", toolType: "scheduler", price: "$2.00" });
  });

  it.each([
    ["malformed JSON", "{not json", -32700],
    ["not a JSON-RPC request", JSON.stringify({ hello: "world" }), -32602],
    ["an unknown method", JSON.stringify({ jsonrpc: "2.0", id: 3, method: "DoSomething", params: {} }), -32601],
    ["a message without an id", JSON.stringify({ jsonrpc: "2.0", id: 4, method: "SendMessage", params: { message: { role: "ROLE_USER", parts: [{ text: "hi" }] } } }), -32602],
    ["a task that does not exist", JSON.stringify({ jsonrpc: "2.0", id: 5, method: "GetTask", params: { id: "no-such-task" } }), -32001],
  ])("answers %s with the SDK's JSON-RPC error", async (_, body, code) => {
    const response = await rpc(body);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ jsonrpc: "2.0", error: { code } });
    expect(answer).not.toHaveProperty("result");
  });

  it("refuses an A2A version it does not speak", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 6, method: "SendMessage", params: { message: { messageId: "m", role: "ROLE_USER", parts: [{ text: "hi" }] } } });
    const answer = await (await rpc(body, { "content-type": "application/json", "a2a-version": "2.0" })).json();
    expect(answer).toMatchObject({ id: 6, error: { code: -32009 } });
  });

  it("refuses a body that is not JSON with 415, and GET with 405", async () => {
    const form = await rpc("text=hello", { "content-type": "text/plain" });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: "unsupported_media_type", error: expect.stringMatching(/application\/json/) });

    const get = await api("/a2a");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toMatch(/POST/);
    expect(await get.json()).toMatchObject({ code: "method_not_allowed" });
  });
});
