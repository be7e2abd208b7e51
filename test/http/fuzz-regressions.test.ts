/**
 * The failures the fuzzer found, each kept as a plain case. Before the fixes:
 * NUL in any text reached PostgreSQL and answered 500; lone surrogates and
 * bytes that are not UTF-8 were stored as U+FFFD (silently changed data);
 * a path that is not percent-encoded UTF-8 answered Next's plain-text 500;
 * a payment whose authorization fields were malformed answered 503 (inviting
 * a retry of a payment that can never work) instead of 402.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { MAX_JSON_DEPTH } from "@/lib/adapters/http/handler";
import { api, baseUrl, bearer, challenge, PERSON_BODY, provision } from "../support/agent";
import { errorCode, errorShapeProblem, fundPayer, SECURITY_PAYERS, send, snapshot, type RawResponse } from "../support/security";
import { toolError } from "../support/mcp";

const PAYER = SECURITY_PAYERS.regressions;
let person: { id: string; token: string };
let page: { id: string; token: string };

beforeAll(async () => {
  await fundPayer(PAYER);
  [person, page] = await Promise.all([provision(PAYER, "persons"), provision(PAYER, "pages")]);
});

const json = (token: string) => [
  ["authorization", `Bearer ${token}`],
  ["content-type", "application/json"],
] as [string, string][];

function expectError(response: RawResponse, status: number, code: string) {
  expect(errorShapeProblem(response), response.text).toBeNull();
  expect(response.status, response.text).toBe(status);
  expect(errorCode(response)).toBe(code);
  return JSON.parse(response.text) as { error: string; details?: { path: string; message: string }[]; reason?: string };
}

describe("text PostgreSQL cannot store, or that is not Unicode, is refused with 400 (was 500, or stored changed)", () => {
  it("NUL in a body string, a JSON member, a member name, a query: 400 validation_failed naming the field; nothing stored", async () => {
    const before = await snapshot([person.id, page.id]);
    const name = expectError(await send({ method: "PATCH", path: `/api/v3/control/persons/${person.id}`, headers: json(person.token), body: '{"name":"a\\u0000b"}' }), 400, "validation_failed");
    expect(name.details).toEqual([{ path: "name", message: expect.stringContaining("NUL") }]);
    const input = expectError(
      await send({ method: "POST", path: `/api/v3/control/persons/${person.id}/tasks`, headers: json(person.token), body: '{"title":"t","instructions":"i","input":{"list":["ok","\\u0000"]}}' }),
      400,
      "validation_failed",
    );
    expect(input.details?.[0]?.path).toBe("input.list.1");
    const key = expectError(await send({ method: "PATCH", path: `/api/v3/control/pages/${page.id}`, headers: json(page.token), body: '{"content":{"x\\u0000":1}}' }), 400, "validation_failed");
    expect(key.details?.[0]?.path).toBe("content.x\u0000");
    for (const query of [`persons/${person.id}/state?scopeId=%00`, `persons/${person.id}/timeline?cursor=a%00`, `pages/${page.id}/submissions?cursor=%00`]) {
      const token = query.startsWith("persons") ? person.token : page.token;
      expectError(await send({ method: "GET", path: `/api/v3/control/${query}`, headers: [["authorization", `Bearer ${token}`]] }), 400, "validation_failed");
    }
    expect(await snapshot([person.id, page.id])).toEqual(before);
  });

  it("a lone surrogate is refused, not stored as U+FFFD", async () => {
    const refused = expectError(await send({ method: "PATCH", path: `/api/v3/control/persons/${person.id}`, headers: json(person.token), body: '{"goal":"half \\ud800 a pair"}' }), 400, "validation_failed");
    expect(refused.details).toEqual([{ path: "goal", message: expect.stringContaining("surrogate") }]);
    // A whole pair is text like any other.
    const ok = await send({ method: "PATCH", path: `/api/v3/control/persons/${person.id}`, headers: json(person.token), body: '{"goal":"a pair \\ud83d\\ude00"}' });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text).goal).toBe("a pair 😀");
  });

  it("bytes that are not UTF-8 are 400 invalid_json, not replaced", async () => {
    const before = await snapshot([person.id]);
    const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const refused = expectError(await send({ method: "PATCH", path: `/api/v3/control/persons/${person.id}`, headers: json(person.token), body }), 400, "invalid_json");
    expect(refused.error).toMatch(/UTF-8/);
    expect(await snapshot([person.id])).toEqual(before);
  });

  it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused with 400 (deeper still would exhaust a serialiser's stack)`, async () => {
    const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
    const refused = expectError(
      await send({ method: "POST", path: `/api/v3/control/persons/${person.id}/tasks`, headers: json(person.token), body: `{"title":"t","instructions":"i","input":${deep(5000)}}` }),
      400,
      "validation_failed",
    );
    expect(refused.error).toContain(`more than ${MAX_JSON_DEPTH} levels`);
    expect(await db().task.count({ where: { personId: person.id } })).toBe(0);
    // Moderate nesting is fine.
    const created = await send({ method: "POST", path: `/api/v3/control/persons/${person.id}/tasks`, headers: json(person.token), body: `{"title":"t","instructions":"i","input":${deep(20)}}` });
    expect(created.status, created.text).toBe(201);
  });

  it("the same over MCP: tool arguments with NUL are REST's 400 body as an isError result", async () => {
    const client = new Client({ name: "security-suite", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(person.token) } }));
    try {
      const result = await client.callTool({ name: "update_person", arguments: { name: "a\u0000b" } });
      expect(toolError(result)).toMatchObject({ code: "validation_failed", details: [{ path: "name" }] });
    } finally {
      await client.close();
    }
  });
});

describe("paths that cannot be decoded are a JSON 400 (was Next's plain-text 500, or a database error)", () => {
  it.each([
    ["a control route", "GET", () => `/api/v3/control/persons/%E0%A4%A`],
    ["a control route with the right token", "GET", () => `/api/v3/control/persons/${person.id}%ZZ`],
    ["an upload id with NUL", "GET", () => `/api/v3/control/pages/${page.id}/uploads/%00`],
    ["the renew route", "POST", () => `/api/v3/resources/persons/%C0%AF/renew`],
    ["a renew id with NUL", "POST", () => `/api/v3/resources/pages/a%00b/renew`],
    ["an unknown route", "GET", () => `/api/v3/%ED%A0%80`],
  ])("%s", async (_name, method, path) => {
    const token = path().includes("/pages/") ? page.token : person.token;
    const body = expectError(await send({ method, path: path(), headers: [["authorization", `Bearer ${token}`]] }), 400, "validation_failed");
    expect(body.error).toMatch(/path/);
  });
});

describe("a malformed payment authorization is the payer's 402, never a 503", () => {
  it.each([
    ["value is not a number", { value: "abc" }],
    ["validBefore is an object", { validBefore: { x: 1 } }],
    ["to is missing", { to: undefined }],
    ["the signature is missing", { signature: undefined }],
    ["the signature is a number", { signature: 12 }],
  ])("%s", async (_name, tamper) => {
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const requirements = required.accepts[0]!;
    const { signature, ...fields } = {
      from: `0x${"12".repeat(20)}`,
      to: requirements.payTo,
      value: requirements.amount,
      validAfter: "0",
      validBefore: String(Math.floor(Date.now() / 1000) + 600),
      nonce: `0x${"34".repeat(32)}`,
      signature: `0x${"56".repeat(65)}` as unknown,
      ...tamper,
    };
    const payload = { x402Version: 2, resource: required.resource, accepted: requirements, payload: { authorization: fields, signature } };
    const response = await send({
      method: "POST",
      path: "/api/v3/resources/persons",
      headers: [
        ["content-type", "application/json"],
        ["payment-signature", Buffer.from(JSON.stringify(payload)).toString("base64")],
      ],
      body: JSON.stringify(PERSON_BODY),
    });
    const body = expectError(response, 402, "payment_invalid");
    expect(body.reason).toBe("invalid_authorization");
    expect(response.headers["payment-required"]).toBeTruthy();
  });
});

describe("the edges of the HTTP server", () => {
  it("A2A: a body that is not UTF-8 is the binding's parse error (-32700)", async () => {
    const response = await send({ method: "POST", path: "/a2a", headers: [["content-type", "application/json"]], body: Buffer.from([0x7b, 0xff, 0x7d]) });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
  });

  it("headers over node:http's 16 KiB are refused by the HTTP server itself with 431, before the app (not JSON: the one documented exception)", async () => {
    const response = await send({ method: "GET", path: "/api/v3/catalog", headers: [["x-big", "a".repeat(17 * 1024)]] });
    expect(response.status).toBe(431);
  });
});

describe("outbound calls anonymous requests cause, and the URLs kept for them", () => {
  it("a Page's failing logo is fetched once for many views, not once a view", async () => {
    let hits = 0;
    const host = createServer((_request, response) => {
      hits++;
      response.writeHead(500).end("down");
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    try {
      const logoUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/logo-${Date.now()}.png`;
      const patched = await api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ branding: { organization: "Down Ltd", logoUrl } }) });
      expect(patched.status).toBe(200);
      for (let n = 0; n < 5; n++) expect((await api(`/api/counterpart/pages/${page.id}/logo`)).status).toBe(404);
      expect(hits).toBe(1);
    } finally {
      host.close();
    }
  });

  it("a private or metadata tool or logo URL is refused when saved (400 url_not_allowed naming the member), not only when called", async () => {
    const patchPage = (branding: unknown) => api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ branding }) });
    const refusedLogo = await patchPage({ organization: "Inside", logoUrl: "https://10.0.0.8/logo.png" });
    expect(refusedLogo.status).toBe(400);
    expect(await refusedLogo.json()).toMatchObject({ code: "url_not_allowed", details: [{ path: "branding.logoUrl" }] });
    const patchPerson = (tools: unknown) => api(`/api/v3/control/persons/${person.id}`, { method: "PATCH", headers: { ...bearer(person.token), "content-type": "application/json" }, body: JSON.stringify({ tools }) });
    const server = await patchPerson({ mcpServers: [{ name: "crm", url: "https://169.254.169.254/mcp", allow: ["find_lead"] }] });
    expect(server.status).toBe(400);
    expect(await server.json()).toMatchObject({ code: "url_not_allowed", details: [{ path: "tools.mcpServers.0.url" }] });
    const tool = await patchPerson({ http: [{ name: "weather", description: "The weather", method: "GET", urlTemplate: "https://[::10.0.0.1]/weather/{city}", inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } }] });
    expect(tool.status).toBe(400);
    expect(await tool.json()).toMatchObject({ code: "url_not_allowed", details: [{ path: "tools.http.0.urlTemplate" }] });
    expect(JSON.stringify((await db().person.findUniqueOrThrow({ where: { id: person.id } })).tools ?? {})).not.toContain("169.254");
  });
});
