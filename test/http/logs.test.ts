/**
 * The service's logs hold no secret: this file provisions a Person and a Page,
 * uses their tokens over REST and MCP, refreshes one, makes errors (a wrong
 * token, a bad payment signature), then reads every log of the run
 * (test-results/*.log, at debug level, so each request's headers are logged
 * too) and looks for the tokens and payment signatures it used. It also checks
 * the log format (JSON lines, a request id on request lines) and X-Request-Id.
 * test/setup/service.ts scans the logs of the whole run for any token at the end.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { beforeAll, describe, expect, it } from "vitest";
import { generateToken } from "@/lib/core/token-format";
import { serviceLogs } from "../support/logs";
import { api, baseUrl, bearer, challenge, craftedHeader, jsonPost, PAGE_BODY, PERSON_BODY, signedHeader } from "../support/agent";

const PAYER = 12;
const TOKEN_SHAPE = /at_live_[0-9A-Za-z]{36}/;

/** Every secret this file sends or receives; none may appear in a log. */
const secrets: string[] = [];
const requestIds: string[] = [];
let person: { id: string; token: string };
let page: { id: string; token: string };

/** Provisions with a PAYMENT-SIGNATURE made here, so the test knows it. */
async function provisionKnown(kind: "persons" | "pages") {
  const path = `/api/v3/resources/${kind}`;
  const body = kind === "persons" ? PERSON_BODY : PAGE_BODY;
  const { required } = await challenge(path, body);
  const signature = await signedHeader(PAYER, required);
  secrets.push(signature);
  const response = await jsonPost(path, body, { "payment-signature": signature, "x-request-id": `logs-provision-${kind}` });
  expect(response.status).toBe(201);
  const answer = await response.json();
  secrets.push(answer.capabilityToken.token);
  return { id: (answer.person ?? answer.page).id as string, token: answer.capabilityToken.token as string };
}

async function mcpGet(token: string, tool: string) {
  const client = new Client({ name: "leasehold-log-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: { ...bearer(token), "x-request-id": "logs-mcp" } } }));
  try {
    const result = await client.callTool({ name: tool, arguments: {} });
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  } finally {
    await client.close();
  }
}

/** Waits until the service has written the access line of `reqId` (its output is piped to the log file). */
async function logged(reqId: string) {
  for (let i = 0; i < 40; i++) {
    if (serviceLogs().some(({ text }) => text.includes(`"reqId":"${reqId}"`) && text.includes('"msg":"request"'))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no access line for ${reqId} in test-results/*.log`);
}

beforeAll(async () => {
  person = await provisionKnown("persons");
  page = await provisionKnown("pages");

  // Control over REST with the tokens in Authorization (and, wrongly, in a query string and a cookie).
  const reads = [
    api(`/api/v3/control/persons/${person.id}`, { headers: { ...bearer(person.token), "x-request-id": "logs-rest-person" } }),
    api(`/api/v3/control/pages/${page.id}`, { headers: { ...bearer(page.token), "x-request-id": "logs-rest-page" } }),
    api(`/api/v3/control/persons/${person.id}?token=${person.token}`, { headers: { cookie: `token=${person.token}; next-auth.session-token=cookie-secret-${PAYER}` } }),
    jsonPost(`/api/v3/control/persons/${person.id}/chat`, { message: `Here is my token ${person.token}, remember it.` }, { ...bearer(person.token), "x-request-id": "logs-chat" }),
  ];
  for (const response of await Promise.all(reads)) await response.body?.cancel();
  secrets.push(`cookie-secret-${PAYER}`);

  // The token in the query of a body over the proxy's 1 MB, to a path the proxy refuses itself (an id that is not one):
  // Next.js prints the whole URL in a warning.
  const oversized = await api(`/api/v3/control/persons/%F0%9F%92%A9/chat?access_token=${person.token}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: "x".repeat(1_200_000) }),
  });
  await oversized.body?.cancel();
  expect(oversized.status).toBeGreaterThanOrEqual(400);

  // Control over MCP.
  await mcpGet(person.token, "get_person");
  await mcpGet(page.token, "get_page");

  // Refresh: the old token and the new one are both secrets.
  const refreshed = await api("/api/v3/tokens/refresh", { method: "POST", headers: { ...bearer(page.token), "x-request-id": "logs-refresh" } });
  expect(refreshed.status).toBe(200);
  const newToken = (await refreshed.json()).capabilityToken.token as string;
  secrets.push(newToken);
  page.token = newToken;

  // Errors: an unknown token, a malformed one, a bad payment signature, a garbage one.
  const wrong = generateToken();
  secrets.push(wrong);
  const unauthorized = await api(`/api/v3/control/persons/${person.id}`, { headers: { ...bearer(wrong), "x-request-id": "logs-401" } });
  expect(unauthorized.status).toBe(401);
  const mcpUnauthorized = await api("/mcp", {
    method: "POST",
    headers: { ...bearer(wrong), "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  expect(mcpUnauthorized.status).toBe(401);
  const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
  const tampered = await craftedHeader(PAYER, required, { value: "1000000" });
  secrets.push(tampered);
  const invalid = await jsonPost("/api/v3/resources/persons", PERSON_BODY, { "payment-signature": tampered, "x-request-id": "logs-402" });
  expect(invalid.status).toBe(402);
  const garbage = Buffer.from(`{"x402Version":2,"payload":"${"z".repeat(200)}"}`).toString("base64");
  secrets.push(garbage);
  const malformed = await jsonPost("/api/v3/resources/pages", PAGE_BODY, { "payment-signature": garbage });
  expect(malformed.status).toBe(402);

  requestIds.push("logs-provision-persons", "logs-rest-person", "logs-chat", "logs-mcp", "logs-refresh", "logs-401", "logs-402");
  for (const reqId of requestIds) await logged(reqId);
});

describe("the logs of the service", () => {
  it("hold none of the tokens, payment signatures or cookies used, and no token at all", () => {
    const logs = serviceLogs();
    expect(logs.map(({ file }) => file)).toContain("test-results/next-server.log");
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const { file, text } of logs) {
      for (const secret of secrets) {
        expect(text.includes(secret), `${file} holds a secret (${secret.slice(0, 12)}…)`).toBe(false);
        // Not even a good part of a long one.
        if (secret.length > 80) expect(text.includes(secret.slice(20, 80)), `${file} holds part of a payment signature`).toBe(false);
      }
      expect(TOKEN_SHAPE.test(text), `${file} holds a capability token`).toBe(false);
    }
  });

  it("hold Next.js's own warnings without the token in the URL they print", async () => {
    let warning: string | undefined;
    for (let i = 0; i < 40 && !warning; i++) {
      warning = serviceLogs()
        .find(({ file }) => file === "test-results/next-server.log")!
        .text.split("\n")
        .find((line) => line.includes("Request body exceeded") && line.includes("/api/v3/control/persons/%F0%9F%92%A9/chat?access_token="));
      if (!warning) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(warning).toContain("access_token=[REDACTED]");
    expect(warning).not.toContain(person.token);
  });

  it("are JSON lines; request lines carry the request id, the method, the path without its query, the status and the duration", () => {
    const text = serviceLogs().find(({ file }) => file === "test-results/next-server.log")!.text;
    const json = text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(json.length).toBeGreaterThan(20);
    for (const line of json) expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String) });
    const access = json.filter((line) => line.msg === "request");
    for (const line of access) {
      // A run of path characters as long as a secret (the fuzzing suite sends some) is redacted.
      expect(line).toMatchObject({ reqId: expect.any(String), method: expect.any(String), path: expect.stringMatching(/^(\/|\[REDACTED\])/), status: expect.any(Number), durationMs: expect.any(Number) });
      expect(String(line.path)).not.toContain("?");
    }
    expect(access.find((line) => line.reqId === "logs-401")).toMatchObject({ method: "GET", path: `/api/v3/control/persons/${person.id}`, status: 401 });
    expect(access.find((line) => line.reqId === "logs-402")).toMatchObject({ method: "POST", path: "/api/v3/resources/persons", status: 402 });
    expect(access.find((line) => line.reqId === "logs-provision-persons")).toMatchObject({ status: 201 });
    expect(access.find((line) => line.reqId === "logs-mcp")).toMatchObject({ path: "/mcp" });
    // Every line of one request carries its id: the debug line of its headers, with the secret ones redacted.
    const headers = json.find((line) => line.reqId === "logs-rest-person" && line.msg === "request headers");
    expect(headers).toMatchObject({ headers: { authorization: "[REDACTED]", "x-request-id": "logs-rest-person" } });
    const payment = json.find((line) => line.reqId === "logs-402" && line.msg === "request headers");
    expect(payment).toMatchObject({ headers: { "payment-signature": "[REDACTED]" } });
  });
});

describe("X-Request-Id", () => {
  it("is on every answer: a sane incoming id is kept, anything else replaced", async () => {
    const kept = await api("/api/v3/catalog", { headers: { "x-request-id": "client-chosen-id.1" } });
    expect(kept.headers.get("x-request-id")).toBe("client-chosen-id.1");
    const insane = await api("/api/v3/catalog", { headers: { "x-request-id": `<script>${"x".repeat(100)}` } });
    expect(insane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const tokenAsId = await api("/api/v3/catalog", { headers: { "x-request-id": person.token } });
    expect(tokenAsId.headers.get("x-request-id")).not.toBe(person.token);

    const answers = {
      control: await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) }),
      unauthorized: await api(`/api/v3/control/persons/${person.id}`),
      notFound: await api("/api/v3/nothing-here"),
      methodNotAllowed: await api("/api/v3/catalog", { method: "DELETE" }),
      retired: await api("/api/v2/anything"),
      health: await api("/api/health"),
      mcp: await api("/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) }),
      auth: await api("/api/auth/csrf"),
      page: await api(`/pages/${page.id}`),
      home: await api("/"),
    };
    for (const [name, response] of Object.entries(answers)) {
      await response.body?.cancel();
      const id = response.headers.get("x-request-id");
      expect(id, name).toMatch(/^[0-9a-f-]{36}$/); // exactly one id, not a list
    }
    // The proxy's id and the route's are the same request's: a refusal by the proxy is logged with it too.
    const refusal = answers.methodNotAllowed.headers.get("x-request-id")!;
    await logged(refusal);
  });
});
