import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, bearer, provision } from "../support/agent";
import { continuedTo, finishConnector, postConsent, startConnector, TestConnector } from "../support/oauth";
import { fundPayer } from "../security/support";

// The connector URL /mcp/connect (the 401 that starts OAuth without any token) and CORS on the OAuth endpoints.
const PAYER = 205;

const clients: Client[] = [];
async function mcpAt(path: string, token: string): Promise<Client> {
  const client = new Client({ name: "oauth-connect-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}${path}`), { requestInit: { headers: bearer(token) } }));
  clients.push(client);
  return client;
}
const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "probe", version: "1" } } };
const mcpPost = (path: string, headers: Record<string, string>, body: unknown = initialize) =>
  api(path, { method: "POST", headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(body) });

/** A connector that starts where claude.ai does: the pasted URL, no token. */
async function connectedAt(serverPath: "/mcp" | "/mcp/connect", capabilityToken: string) {
  const connector = new TestConnector("Claude", undefined, serverPath);
  const { challenge, resourceMetadataUrl } = await startConnector(baseUrl(), connector);
  const consent = await postConsent(baseUrl(), connector.authorizationUrl!, { capability_token: capabilityToken, decision: "approve" });
  await finishConnector(baseUrl(), connector, await continuedTo(consent), resourceMetadataUrl);
  return { connector, challenge, resourceMetadataUrl };
}

let person: Awaited<ReturnType<typeof provision>>;

beforeAll(async () => {
  await fundPayer(PAYER);
  person = await provision(PAYER, "persons");
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
});

describe("the connector URL /mcp/connect", () => {
  it("asks for a token (401 naming its own RFC 9728 metadata) where /mcp stays public", async () => {
    const base = baseUrl();
    for (const method of ["POST", "GET", "DELETE"]) {
      const answer = method === "POST" ? await mcpPost("/mcp/connect", {}) : await api("/mcp/connect", { method, headers: { accept: "application/json, text/event-stream" } });
      expect(answer.status, method).toBe(401);
      expect(answer.headers.get("www-authenticate"), method).toBe(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp/connect"`);
      expect(await answer.json()).toMatchObject({ code: "unauthorized", error: expect.any(String) });
    }
    // A bearer that is no token, an access token never issued: the same challenge (with invalid_token for the token).
    expect((await mcpPost("/mcp/connect", bearer("garbage"))).headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp/connect"`);
    const unknown = await mcpPost("/mcp/connect", bearer(`oat_${"0".repeat(43)}`));
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp/connect", error="invalid_token"`);
    // /mcp without a token is still the public session.
    expect((await mcpPost("/mcp", {})).status).toBe(200);
    const metadata = await api("/.well-known/oauth-protected-resource/mcp/connect", { headers: { "x-forwarded-host": "evil.example" } });
    expect(metadata.status).toBe(200);
    expect(await metadata.json()).toMatchObject({ resource: `${base}/mcp/connect`, authorization_servers: [base], scopes_supported: ["mcp:read", "mcp:write"] });
  });

  it("the whole connector flow from /mcp/connect with no token: RFC 8707 resource is /mcp/connect, and the access token works at both URLs", async () => {
    const { connector, challenge, resourceMetadataUrl } = await connectedAt("/mcp/connect", person.token);
    expect(challenge.status).toBe(401);
    expect(resourceMetadataUrl.toString()).toBe(`${baseUrl()}/.well-known/oauth-protected-resource/mcp/connect`);
    expect(connector.authorizationUrl!.searchParams.get("resource")).toBe(`${baseUrl()}/mcp/connect`);
    const token = connector.stored!.access_token;
    const atConnect = await mcpAt("/mcp/connect", token);
    const names = (await atConnect.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain("update_person");
    expect(names).not.toContain("provision_person");
    const read = await atConnect.callTool({ name: "get_person", arguments: {} });
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toMatchObject({ id: person.id });
    expect((await (await mcpAt("/mcp", token)).callTool({ name: "get_person", arguments: {} })).isError).toBeFalsy();
    // A token asked for /mcp works at /mcp/connect too; a capability token there is a control session as at /mcp.
    const viaMcp = await connectedAt("/mcp", person.token);
    expect(viaMcp.connector.authorizationUrl!.searchParams.get("resource")).toBe(`${baseUrl()}/mcp`);
    expect((await (await mcpAt("/mcp/connect", viaMcp.connector.stored!.access_token)).callTool({ name: "get_person", arguments: {} })).isError).toBeFalsy();
    expect((await (await mcpAt("/mcp/connect", person.token)).callTool({ name: "get_person", arguments: {} })).structuredContent).toMatchObject({ id: person.id });
    // Another audience is refused at the token endpoint.
    const other = await api("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: viaMcp.connector.stored!.refresh_token!, client_id: viaMcp.connector.client!.client_id, resource: `${baseUrl()}/api/v3/catalog` }),
    });
    expect(await other.json()).toMatchObject({ error: "invalid_target" });
  });
});

describe("CORS on the OAuth endpoints a browser-based client calls", () => {
  it("metadata, registration, token and revocation answer any origin, preflight included; the consent's post does not", async () => {
    const origin = { origin: "https://client.example" };
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource/mcp/connect", "/.well-known/oauth-authorization-server"]) {
      const answer = await api(path, { headers: origin });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(answer.headers.get("access-control-allow-credentials"), path).toBeNull();
      const preflight = await api(path, { method: "OPTIONS", headers: { ...origin, "access-control-request-method": "GET", "access-control-request-headers": "mcp-protocol-version" } });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(preflight.headers.get("access-control-allow-methods"), path).toContain("GET");
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase(), path).toContain("mcp-protocol-version");
    }
    for (const path of ["/api/oauth/register", "/api/oauth/token", "/api/oauth/revoke"]) {
      const preflight = await api(path, { method: "OPTIONS", headers: { ...origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" } });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(preflight.headers.get("access-control-allow-methods"), path).toContain("POST");
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase(), path).toContain("content-type");
    }
    // Answers, errors included, carry the header.
    const registered = await api("/api/oauth/register", { method: "POST", headers: { ...origin, "content-type": "application/json" }, body: JSON.stringify({ redirect_uris: ["https://client.example/cb"], client_name: "Browser client" }) });
    expect(registered.status).toBe(201);
    expect(registered.headers.get("access-control-allow-origin")).toBe("*");
    const badToken = await api("/api/oauth/token", { method: "POST", headers: { ...origin, "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=authorization_code&client_id=x&code=nope" });
    expect(badToken.status).toBe(400);
    expect(badToken.headers.get("access-control-allow-origin")).toBe("*");
    const revoked = await api("/api/oauth/revoke", { method: "POST", headers: { ...origin, "content-type": "application/x-www-form-urlencoded" }, body: "token=nothing" });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get("access-control-allow-origin")).toBe("*");
    // The consent page's own post is same-origin only.
    const consent = await api("/api/oauth/authorize", { method: "POST", headers: { ...origin, "content-type": "application/x-www-form-urlencoded" }, body: "client_id=x" });
    expect(consent.headers.get("access-control-allow-origin")).toBeNull();
  });
});
