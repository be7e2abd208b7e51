/**
 * The MCP protocol versions /mcp speaks (docs/agents.md, "MCP protocol
 * versions"), measured through the real HTTP server with the clients agents
 * use: the v1 TypeScript SDK client (`@modelcontextprotocol/sdk` 1.x, 2025
 * revisions only), and the v2 client (`@modelcontextprotocol/client` 2.x) on a
 * 2025 revision and on 2026-07-28 (stateless: `server/discover`, then each
 * request alone with its `_meta` envelope, never `initialize`).
 *
 * And every tool's error path with each of the three: the tool list comes from
 * the route table (MCP_TOOLS, lib/adapters/catalog/routes.ts), so a new tool is called
 * here without anyone adding it; it must answer a readable `isError` result
 * (REST's `{error, code}` in the text, no structuredContent) to arguments it
 * refuses and to a token that no longer works, and a tool that accepts an
 * unknown argument fails this test until ERROR_ARGS says how it errs.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Transport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { x402Client } from "@x402/core/client";
import type { PaymentPayload } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_VERSION } from "@/lib/core/config";
import { MCP_TOOLS, MCP_VERSIONS } from "@/lib/adapters/catalog/routes";
import { generateToken } from "@/lib/core/token-format";
import { api, baseUrl, bearer, network, payer, provision, usdcBalance } from "../support/agent";
import { paymentRequiredOf, toolError } from "../support/mcp";
import { continuedTo, finishConnector, postConsent, startConnector, TestConnector } from "../support/oauth";
import { fundPayer } from "../support/security";

const PAYER = 215; // REST provisions for the control sessions
const MCP_PAYER = 216; // pays over MCP 2026-07-28
const OAUTH_PAYER = 217; // REST provisions for the OAuth grants

// What /llms.txt and the docs say is spoken, each checked below against the server.
const [MODERN, ...LEGACY] = MCP_VERSIONS;

type Flavour = "v1" | "v2 on 2025-11-25" | "v2 on 2026-07-28";
const FLAVOURS: Flavour[] = ["v1", "v2 on 2025-11-25", "v2 on 2026-07-28"];

/** What the three clients have in common here. */
interface AnyClient {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown>; _meta?: Record<string, unknown> }): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

const closing: AnyClient[] = [];
afterAll(async () => {
  await Promise.all(closing.map((client) => client.close().catch(() => {})));
});

const url = () => new URL(`${baseUrl()}/mcp`);
const init = (token?: string) => (token ? { requestInit: { headers: bearer(token) } } : undefined);

async function v1(token?: string): Promise<V1Client> {
  const client = new V1Client({ name: "leasehold-versions-v1", version: "1.0.0" });
  await client.connect(new V1Transport(url(), init(token)));
  closing.push(client as unknown as AnyClient);
  return client;
}

/** The v2 client on one 2025 revision (its `initialize` offers exactly it), or on 2026-07-28 (pinned: `server/discover`, no fallback). */
async function v2(version: string, token?: string, mode: "pin" | "auto" = "pin"): Promise<Client> {
  const client = new Client(
    { name: "leasehold-versions-v2", version: "1.0.0" },
    version === MODERN ? { versionNegotiation: { mode: mode === "auto" ? "auto" : { pin: MODERN } } } : { supportedProtocolVersions: [version] },
  );
  await client.connect(new StreamableHTTPClientTransport(url(), init(token)));
  closing.push(client as unknown as AnyClient);
  return client;
}

async function connect(flavour: Flavour, token?: string): Promise<AnyClient> {
  if (flavour === "v1") return (await v1(token)) as unknown as AnyClient;
  return (await v2(flavour.endsWith(MODERN) ? MODERN : "2025-11-25", token)) as unknown as AnyClient;
}

/** Calls a tool; a client exception (the v1 bug: structuredContent on an error) fails naming the tool and the client. */
async function call(client: AnyClient, flavour: Flavour, name: string, args: Record<string, unknown>, meta?: Record<string, unknown>) {
  try {
    return await client.callTool({ name, arguments: args, ...(meta ? { _meta: meta } : {}) });
  } catch (error) {
    throw new Error(`the ${flavour} client threw on ${name}: ${(error as Error).message}`);
  }
}

const ENVELOPE = (version: string) => ({
  "io.modelcontextprotocol/protocolVersion": version,
  "io.modelcontextprotocol/clientInfo": { name: "raw-http", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
});

/** One JSON-RPC request over plain HTTP; the body read from JSON or from the single SSE event. */
async function rpc(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, ...body }),
  });
  const text = await response.text();
  const json = response.headers.get("content-type")?.includes("text/event-stream") ? /^data: (.*)$/m.exec(text)?.[1] : text;
  return { status: response.status, body: json ? JSON.parse(json) : {} };
}

/** A 2026-07-28 request: the version header, the method (and tool name) headers, the `_meta` envelope. */
const modern = (method: string, params: Record<string, unknown> = {}, token?: string) =>
  rpc(
    { method, params: { ...params, _meta: ENVELOPE(MODERN) } },
    { "mcp-protocol-version": MODERN, "mcp-method": method, ...(typeof params.name === "string" ? { "mcp-name": params.name } : {}), ...(token ? bearer(token) : {}) },
  );

async function restUnauthorized(): Promise<Record<string, unknown>> {
  const response = await api("/api/v3/control/persons/psn_nobody", { headers: bearer(generateToken()) });
  expect(response.status).toBe(401);
  return response.json();
}

beforeAll(async () => {
  await Promise.all([fundPayer(PAYER), fundPayer(MCP_PAYER), fundPayer(OAUTH_PAYER)]);
});

describe("the versions /mcp speaks", () => {
  it("answers initialize on each 2025 revision (and the SDK's 2024-11-05) with that revision, and a newer one with 2025-11-25", async () => {
    const known = [...LEGACY, "2024-11-05"];
    for (const version of [...known, MODERN, "2099-01-01"]) {
      const { status, body } = await rpc({ method: "initialize", params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "raw", version: "1" } } });
      expect(status, version).toBe(200);
      expect(body.result, version).toMatchObject({
        protocolVersion: known.includes(version) ? version : "2025-11-25",
        serverInfo: { name: "leasehold", version: SERVICE_VERSION },
        capabilities: { tools: { listChanged: false } },
        instructions: expect.stringContaining("Leasehold"),
      });
    }
  });

  it("answers server/discover without initialize: the 2026 versions, capabilities, instructions and server info", async () => {
    const { status, body } = await modern("server/discover");
    expect(status).toBe(200);
    const result = body.result as Record<string, unknown>;
    expect(result).toMatchObject({
      supportedVersions: [MODERN],
      capabilities: { tools: { listChanged: false } },
      instructions: expect.stringContaining("Leasehold"),
      resultType: "complete",
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "leasehold", version: SERVICE_VERSION } },
    });
    // The same with a capability token: discovery does not depend on it.
    const person = await provision(PAYER, "persons");
    expect((await modern("server/discover", {}, person.token)).body.result).toEqual(result);
  });

  it("serves a 2026-07-28 tools/call on its own, with no session and no initialize", async () => {
    const { status, body } = await modern("tools/call", { name: "list_catalog", arguments: {} });
    expect(status).toBe(200);
    const result = body.result as { structuredContent: unknown; resultType: string; _meta: Record<string, unknown> };
    expect(result.structuredContent).toEqual(await (await api("/api/v3/catalog")).json());
    expect(result.resultType).toBe("complete");
    expect(result._meta["io.modelcontextprotocol/serverInfo"]).toEqual({ name: "leasehold", version: SERVICE_VERSION });
    // And a tool error, as any client reads it.
    const refused = await modern("tools/call", { name: "list_catalog", arguments: { unexpected: true } });
    expect(toolError(refused.body.result as Record<string, unknown>).code).toBe("validation_failed");
  });

  it("refuses an unsupported MCP-Protocol-Version with each era's error", async () => {
    // 2025 transports: 400 Bad Request (JSON-RPC -32000) naming the versions it knows.
    const legacy = await rpc({ method: "tools/list", params: {} }, { "mcp-protocol-version": "1999-01-01" });
    expect(legacy.status).toBe(400);
    expect(legacy.body.error).toMatchObject({ code: -32000, message: expect.stringMatching(/Unsupported protocol version: 1999-01-01.*2025-11-25, 2025-06-18, 2025-03-26/) });
    // 2026-07-28: -32022 UnsupportedProtocolVersion with the supported list, so the client can retry.
    const future = "2027-01-01";
    const unsupported = await rpc(
      { method: "tools/list", params: { _meta: ENVELOPE(future) } },
      { "mcp-protocol-version": future, "mcp-method": "tools/list" },
    );
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error).toMatchObject({ code: -32022, data: { supported: [MODERN], requested: future } });
    // A header that disagrees with the body's envelope: -32020.
    const mismatch = await rpc({ method: "tools/list", params: { _meta: ENVELOPE(MODERN) } }, { "mcp-protocol-version": "2025-11-25", "mcp-method": "tools/list" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toMatchObject({ code: -32020 });
  });

  it("holds no stream open: subscriptions/listen is refused in-band at once, GET and DELETE are 405", async () => {
    const listen = await modern("subscriptions/listen", { notifications: { toolsListChanged: true } });
    expect(listen.status).toBe(200);
    expect(listen.body.error).toMatchObject({ code: -32603 });
    for (const method of ["GET", "DELETE"]) {
      const response = await fetch(`${baseUrl()}/mcp`, { method, headers: { accept: "text/event-stream", "mcp-protocol-version": "2025-11-25" } });
      expect(response.status, method).toBe(405);
    }
  });

  it("keeps auth the same in every version: a token never issued is REST's 401 before anything", async () => {
    const unauthorized = await restUnauthorized();
    const token = generateToken();
    const discover = await modern("server/discover", {}, token);
    expect(discover.status).toBe(401);
    expect(discover.body).toEqual(unauthorized);
    const initialize = await rpc({ method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } } }, bearer(token));
    expect(initialize.status).toBe(401);
    await expect(v2(MODERN, token)).rejects.toThrow();
    await expect(v1(token)).rejects.toThrow();
  });
});

describe("the clients", () => {
  it("the v1 client negotiates 2025-11-25 and calls tools", async () => {
    const transport = new V1Transport(url());
    const client = new V1Client({ name: "leasehold-versions-v1", version: "1.0.0" });
    await client.connect(transport);
    closing.push(client as unknown as AnyClient);
    expect(transport.protocolVersion).toBe("2025-11-25");
    expect(client.getServerVersion()).toEqual({ name: "leasehold", version: SERVICE_VERSION });
    const catalog = await client.callTool({ name: "list_catalog", arguments: {} });
    expect((catalog.structuredContent as { name: string }).name).toBe("Leasehold");
  });

  it("the v2 client on 2025-06-18 and 2025-11-25 initializes and calls tools", async () => {
    for (const version of ["2025-06-18", "2025-11-25"]) {
      const client = await v2(version);
      expect(client.getNegotiatedProtocolVersion(), version).toBe(version);
      expect(client.getProtocolEra()).toBe("legacy");
      const catalog = await client.callTool({ name: "list_catalog", arguments: {} });
      expect((catalog.structuredContent as { name: string }).name, version).toBe("Leasehold");
    }
  });

  it("the v2 client on 2026-07-28 (pinned, and by auto negotiation) discovers and calls tools without a token", async () => {
    for (const mode of ["pin", "auto"] as const) {
      const client = await v2(MODERN, undefined, mode);
      expect(client.getNegotiatedProtocolVersion(), mode).toBe(MODERN);
      expect(client.getProtocolEra()).toBe("modern");
      expect(client.getServerVersion()).toEqual({ name: "leasehold", version: SERVICE_VERSION });
      expect(client.getInstructions()).toContain("Leasehold");
      const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
      expect(names).toEqual([...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page].sort());
      const catalog = await client.callTool({ name: "list_catalog", arguments: {} });
      expect(catalog.structuredContent).toEqual(await (await api("/api/v3/catalog")).json());
    }
  });

  it("a 2026-07-28 client with a capability token gets that resource's tools, as REST answers, until the token stops working", async () => {
    const person = await provision(PAYER, "persons");
    const client = await v2(MODERN, person.token);
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual([...MCP_TOOLS.discovery, ...MCP_TOOLS.control.person, MCP_TOOLS.refresh].sort());
    const viaRest = await (await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).json();
    const viaMcp = await client.callTool({ name: "get_person", arguments: {} });
    expect(viaMcp.isError).toBeFalsy();
    expect(viaMcp.structuredContent).toEqual(viaRest);
    // A turn streams its progress on 2026-07-28 too (the answer upgrades to SSE for the notifications).
    const progress: string[] = [];
    const turn = await client.callTool(
      { name: "invoke_person", arguments: { message: "When does the clinic open?" } },
      { onprogress: (notification) => void progress.push(notification.message ?? "") },
    );
    expect(turn.isError, JSON.stringify(turn.content)).toBeFalsy();
    const reply = (turn.structuredContent as { reply: string }).reply;
    expect(reply.length).toBeGreaterThan(0);
    expect(progress.join("")).toBe(reply);
    // A Page tool with a Person token: REST's 401, as a tool result.
    expect(toolError(await client.callTool({ name: "get_page", arguments: {} }))).toEqual(await restUnauthorized());
    // refresh_token rotates; the same client, still holding the old token, gets REST's 401 on its next call.
    const rotated = await client.callTool({ name: "refresh_token", arguments: {} });
    const fresh = (rotated.structuredContent as { capabilityToken: { token: string } }).capabilityToken.token;
    expect(toolError(await client.callTool({ name: "get_person", arguments: {} }))).toEqual(await restUnauthorized());
    const renewed = await v2(MODERN, fresh);
    expect((await renewed.callTool({ name: "get_person", arguments: {} })).structuredContent).toMatchObject({ id: person.id });
  });

  it("a 2026-07-28 client with an OAuth access token: its grant's tools, a read-only grant's write refused with 403 before anything runs", async () => {
    const page = await provision(OAUTH_PAYER, "pages");
    const accessToken = async (readOnly: boolean) => {
      const connector = new TestConnector("Versions Connector");
      const { resourceMetadataUrl } = await startConnector(baseUrl(), connector);
      const consent = await postConsent(baseUrl(), connector.authorizationUrl!, { capability_token: page.token, decision: "approve", ...(readOnly ? { read_only: "on" } : {}) });
      expect(consent.status).toBe(200);
      await finishConnector(baseUrl(), connector, await continuedTo(consent), resourceMetadataUrl);
      return connector.stored!.access_token;
    };
    const writer = await v2(MODERN, await accessToken(false));
    const names = (await writer.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual([...MCP_TOOLS.discovery, ...MCP_TOOLS.control.page].sort());
    expect((await writer.callTool({ name: "update_page", arguments: { label: "Renamed on 2026-07-28" } })).structuredContent).toMatchObject({ label: "Renamed on 2026-07-28" });
    const reader = await accessToken(true);
    const readOnly = await v2(MODERN, reader);
    expect((await readOnly.listTools()).tools.map((tool) => tool.name)).not.toContain("update_page");
    const write = await fetch(`${baseUrl()}/mcp`, {
      method: "POST",
      headers: { ...bearer(reader), "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": MODERN, "mcp-method": "tools/call", "mcp-name": "update_page" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "update_page", arguments: { label: "Changed" }, _meta: ENVELOPE(MODERN) } }),
    });
    expect(write.status).toBe(403);
    expect(write.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    expect((await (await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).json()).label).toBe("Renamed on 2026-07-28");
  });

  it("a 2026-07-28 client asking for list-changed notifications opens no stream: the server says its lists do not change", async () => {
    const methods: string[] = [];
    const recording = async (input: string | URL | Request, init?: RequestInit) => {
      if (typeof init?.body === "string") methods.push(String((JSON.parse(init.body) as { method?: unknown }).method));
      return fetch(input, init);
    };
    const client = new Client({ name: "leasehold-versions-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: MODERN } }, listChanged: { tools: { onChanged: () => {} } } });
    await client.connect(new StreamableHTTPClientTransport(url(), { fetch: recording }));
    closing.push(client as unknown as AnyClient);
    await client.listTools();
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: false });
    expect(client.autoOpenedSubscription).toBeUndefined();
    expect(methods).toEqual(["server/discover", "tools/list"]);
  });

  it("a 2026-07-28 client pays for a Page with x402 in _meta, once", async () => {
    const client = await v2(MODERN);
    const paying = x402Client.fromConfig({
      schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(MCP_PAYER)) }],
      spendControls: { allowedAssets: [{ network: network() as `${string}:${string}`, asset: process.env.X402_ASSET!, maxAmountPerPayment: "5000000" }] },
    });
    const args = { label: "Modern bookings", toolType: "scheduler" };
    const required = paymentRequiredOf(await client.callTool({ name: "provision_page", arguments: args }));
    expect(required.accepts[0]).toMatchObject({ scheme: "exact", network: network(), amount: "2000000" });
    const payload: PaymentPayload = await paying.createPaymentPayload(required);
    const balance = await usdcBalance(payer(MCP_PAYER).address);
    const paid = await client.callTool({ name: "provision_page", arguments: args, _meta: { "x402/payment": payload } });
    expect(paid.isError, JSON.stringify(paid.content)).toBeFalsy();
    const body = paid.structuredContent as { page: { id: string }; capabilityToken: { token: string }; payment: { status: string; transaction: string } };
    expect(body.payment.status).toBe("settled");
    expect((paid._meta as Record<string, unknown>)["x402/payment-response"]).toMatchObject({ success: true, transaction: body.payment.transaction });
    expect(await usdcBalance(payer(MCP_PAYER).address)).toBe(balance - 2_000_000n);
    // The token works on 2026-07-28 too; the payment again buys nothing.
    const controlled = await v2(MODERN, body.capabilityToken.token);
    expect((await controlled.callTool({ name: "get_page", arguments: {} })).structuredContent).toMatchObject({ id: body.page.id });
    expect(toolError(await client.callTool({ name: "provision_page", arguments: args, _meta: { "x402/payment": payload } })).code).toBe("payment_already_used");
    expect(await usdcBalance(payer(MCP_PAYER).address)).toBe(balance - 2_000_000n);
  });
});

/**
 * Arguments that make a tool fail for a tool that accepts an unknown argument
 * (its input is a query, not a strict body), with the code it answers.
 */
const ERROR_ARGS: Record<string, { args: Record<string, unknown>; code: string }> = {};
const errorArgs = (name: string) => ERROR_ARGS[name] ?? { args: { "unexpected-argument": { deeply: ["nested"] } }, code: "validation_failed" };

/** Arguments that pass each provisioning tool's validation, so its payment error comes. */
const PAID_ARGS: Record<string, Record<string, unknown>> = {
  [MCP_TOOLS.provision.person]: { name: "Desk", goal: "Help." },
  [MCP_TOOLS.provision.page]: { label: "Bookings", toolType: "scheduler" },
};

describe("every tool's error path, with every client", () => {
  it("ERROR_ARGS names tools that exist", () => {
    const all = new Set([...MCP_TOOLS.discovery, ...MCP_TOOLS.control.person, ...MCP_TOOLS.control.page, MCP_TOOLS.refresh]);
    for (const name of Object.keys(ERROR_ARGS)) expect(all.has(name), name).toBe(true);
  });

  for (const flavour of FLAVOURS) {
    it(`${flavour}: the tools without a token refuse bad arguments and ask for payment, as readable results`, async () => {
      const client = await connect(flavour);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      const expected = [...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page];
      expect(names.sort()).toEqual([...expected].sort());
      for (const name of expected) {
        const { args, code } = errorArgs(name);
        expect(toolError(await call(client, flavour, name, args)).code, name).toBe(code);
      }
      for (const [name, args] of Object.entries(PAID_ARGS)) {
        const body = toolError(await call(client, flavour, name, args));
        expect(body, name).toMatchObject({ code: "payment_required", "x402/error": { code: 402, data: { x402Version: 2 } } });
        // A payment that is no payment: refused, readable.
        expect(toolError(await call(client, flavour, name, args, { "x402/payment": { hello: "world" } })).code, name).toBe("payment_invalid");
      }
    });

    for (const kind of ["person", "page"] as const) {
      it(`${flavour}: every ${kind} control tool refuses bad arguments, then a destroyed resource's token, as readable results`, async () => {
        const resource = await provision(PAYER, kind === "person" ? "persons" : "pages");
        const client = await connect(flavour, resource.token);
        const tools = [...MCP_TOOLS.control[kind], MCP_TOOLS.refresh];
        const names = (await client.listTools()).tools.map((tool) => tool.name);
        expect(names.sort()).toEqual([...MCP_TOOLS.discovery, ...tools].sort());
        // With a working token: arguments it refuses (before anything is done; refresh_token takes none).
        for (const name of tools) {
          const { args, code } = errorArgs(name);
          expect(toolError(await call(client, flavour, name, args)).code, name).toBe(code);
        }
        // The resource still stands: nothing was destroyed or rotated by a refused call.
        expect((await api(`/api/v3/control/${kind}s/${resource.id}`, { headers: bearer(resource.token) })).status).toBe(200);
        // Then destroyed: every tool answers REST's 401, whatever the arguments.
        expect((await api(`/api/v3/control/${kind}s/${resource.id}`, { method: "DELETE", headers: bearer(resource.token) })).status).toBe(200);
        const unauthorized = await restUnauthorized();
        for (const name of tools) expect(toolError(await call(client, flavour, name, {})), name).toEqual(unauthorized);
      });
    }
  }
});
