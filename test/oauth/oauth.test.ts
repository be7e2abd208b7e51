import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { hashSecret } from "@/lib/domains/oauth/secrets";
import { api, baseUrl, bearer, provision } from "../support/agent";
import { mcpClients, toolError } from "../support/mcp";
import { continuedTo, finishConnector, postConsent, REDIRECT_URI, startConnector, TestConnector } from "../support/oauth";
import { fundPayer } from "../support/security";

// The OAuth front door of /mcp, as a connector (the MCP SDK's OAuth client) meets it, against the running service.
const PAYER = 200;

const { connect: mcpWith, close: closeClients } = mcpClients("oauth-tests");
const mcpPost = (token: string, body: unknown) =>
  api("/mcp", { method: "POST", headers: { ...bearer(token), "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(body) });
const form = (path: string, fields: Record<string, string>) => api(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

/** A connector authorized for a resource (DCR, PKCE, consent with the capability token, token exchange). */
async function connected(capabilityToken: string, options: { readOnly?: boolean; scope?: string } = {}) {
  const connector = new TestConnector("Test Connector", options.scope);
  const { resourceMetadataUrl } = await startConnector(baseUrl(), connector);
  const consent = await postConsent(baseUrl(), connector.authorizationUrl!, { capability_token: capabilityToken, decision: "approve", ...(options.readOnly ? { read_only: "on" } : {}) });
  expect(consent.status).toBe(200);
  await finishConnector(baseUrl(), connector, await continuedTo(consent), resourceMetadataUrl);
  return connector;
}

let person: Awaited<ReturnType<typeof provision>>;
let page: Awaited<ReturnType<typeof provision>>;
let documentServer: Server;
let documentUrl = "";
let documentOrigin = "";
/** How often the service fetched each path of the document server. */
const documentHits = new Map<string, number>();

beforeAll(async () => {
  await fundPayer(PAYER);
  person = await provision(PAYER, "persons");
  page = await provision(PAYER, "pages");
  documentServer = createServer((request, response) => {
    const path = request.url ?? "/";
    documentHits.set(path, (documentHits.get(path) ?? 0) + 1);
    if (path.startsWith("/broken")) return void response.writeHead(500).end("no");
    response.setHeader("content-type", "application/json");
    const self = path === "/client.json" ? documentUrl : `${documentOrigin}${path}`;
    response.end(JSON.stringify({ client_id: self, client_name: "Document Client", redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: "none" }));
  });
  await new Promise<void>((resolve) => documentServer.listen(0, "127.0.0.1", resolve));
  documentOrigin = `http://127.0.0.1:${(documentServer.address() as AddressInfo).port}`;
  documentUrl = `${documentOrigin}/client.json`;
});

afterAll(async () => {
  await closeClients();
  documentServer?.close();
});

describe("OAuth discovery", () => {
  it("a 401 at /mcp without a capability token names the protected-resource metadata; the documents use the configured URL", async () => {
    const base = baseUrl();
    const challenge = await mcpPost("not-a-capability-token", { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
    expect(await challenge.json()).toMatchObject({ code: "unauthorized", error: expect.any(String) });
    // A capability token (well formed, never issued) keeps today's answer.
    const capability = await mcpPost(`at_live_${"0".repeat(36)}`, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(capability.status).toBe(401);
    // Host headers do not change the documents.
    const prm = await api("/.well-known/oauth-protected-resource/mcp", { headers: { "x-forwarded-host": "evil.example" } });
    expect(prm.status).toBe(200);
    expect(await prm.json()).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base], scopes_supported: ["mcp:read", "mcp:write"] });
    expect(await (await api("/.well-known/oauth-protected-resource")).json()).toMatchObject({ resource: `${base}/mcp` });
    const as = await (await api("/.well-known/oauth-authorization-server")).json();
    expect(as).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/api/oauth/token`,
      registration_endpoint: `${base}/api/oauth/register`,
      code_challenge_methods_supported: ["S256"],
      client_id_metadata_document_supported: true,
    });
  });
});

describe("the connector flow", () => {
  it("discovers, registers, gets consent with the capability token, exchanges the code and calls a tool with the access token", async () => {
    const connector = await connected(person.token);
    const tokens = connector.stored!;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "mcp:read mcp:write", access_token: expect.stringMatching(/^oat_/), refresh_token: expect.stringMatching(/^ort_/) });
    // Stored hashed only.
    expect(await db().oAuthToken.count({ where: { tokenHash: hashSecret(tokens.access_token) } })).toBe(1);
    expect(await db().oAuthToken.count({ where: { tokenHash: tokens.access_token } })).toBe(0);
    const client = await mcpWith(tokens.access_token);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain("get_person");
    expect(names).toContain("update_person");
    expect(names).not.toContain("refresh_token");
    expect(names).not.toContain("get_page");
    const read = await client.callTool({ name: "get_person", arguments: {} });
    expect(read.isError).toBeFalsy();
    expect(read.structuredContent).toMatchObject({ id: person.id });
    // Another resource's tool: REST's 401.
    expect(toolError(await client.callTool({ name: "get_page", arguments: {} })).code).toBe("unauthorized");
    // Not a REST credential.
    expect((await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(tokens.access_token) })).status).toBe(401);
    // The capability token keeps working on REST and /mcp.
    expect((await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).status).toBe(200);
    expect((await (await mcpWith(person.token)).callTool({ name: "get_person", arguments: {} })).isError).toBeFalsy();
  });

  it("a read-only grant lists the read tools alone and a write gets 403 insufficient_scope", async () => {
    const connector = await connected(page.token, { readOnly: true });
    expect(connector.stored!.scope).toBe("mcp:read");
    const client = await mcpWith(connector.stored!.access_token);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain("get_page");
    expect(names).not.toContain("update_page");
    expect(names).not.toContain("destroy_page");
    const write = await mcpPost(connector.stored!.access_token, { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "update_page", arguments: { label: "Changed" } } });
    expect(write.status).toBe(403);
    expect(write.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
    expect(await write.json()).toMatchObject({ code: "insufficient_scope" });
    expect((await db().page.findUnique({ where: { id: page.id } }))!.label).not.toBe("Changed");
  });

  it("refresh tokens rotate; a replayed one revokes the grant", async () => {
    const connector = await connected(person.token);
    const clientId = connector.client!.client_id;
    const first = connector.stored!;
    const refreshed = await form("/api/oauth/token", { grant_type: "refresh_token", refresh_token: first.refresh_token!, client_id: clientId });
    expect(refreshed.status).toBe(200);
    const second = await refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await (await mcpWith(second.access_token)).callTool({ name: "get_person", arguments: {} })).isError).toBeFalsy();
    const replay = await form("/api/oauth/token", { grant_type: "refresh_token", refresh_token: first.refresh_token!, client_id: clientId });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    // The whole grant went with it.
    const after = await mcpPost(second.access_token, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("a client ID metadata document (fetched through the egress guard) is a client_id", async () => {
    const verifier = "v".repeat(43);
    const challenge = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))).toString("base64url");
    const params = { response_type: "code", client_id: documentUrl, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: "S256", state: "s", resource: `${baseUrl()}/mcp` };
    const pageHtml = await (await api(`/oauth/authorize?${new URLSearchParams(params)}`)).text();
    expect(pageHtml).toContain("Document Client");
    expect(pageHtml).toContain("connector.example");
    const consent = await postConsent(baseUrl(), new URL(`${baseUrl()}/oauth/authorize?${new URLSearchParams(params)}`), { capability_token: page.token, decision: "approve" });
    const redirect = await continuedTo(consent);
    expect(redirect.origin + redirect.pathname).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get("state")).toBe("s");
    expect(redirect.searchParams.get("iss")).toBe(baseUrl());
    const token = await form("/api/oauth/token", { grant_type: "authorization_code", code: redirect.searchParams.get("code")!, code_verifier: verifier, redirect_uri: REDIRECT_URI, client_id: documentUrl });
    expect(token.status).toBe(200);
    // A redirect URI the document does not list: shown on the page, never redirected to.
    const foreign = await api(`/oauth/authorize?${new URLSearchParams({ ...params, redirect_uri: "https://attacker.example/cb" })}`);
    expect(await foreign.text()).toContain("redirect_uri is not one of the client");
  });
});

describe("refusals", () => {
  it("a wrong PKCE verifier, a reused code, another resource, an expired token, a revoked grant, a refused token on the consent page", async () => {
    // Wrong verifier: refused, and the code is spent.
    const wrong = new TestConnector();
    const { resourceMetadataUrl } = await startConnector(baseUrl(), wrong);
    const redirect = await continuedTo(await postConsent(baseUrl(), wrong.authorizationUrl!, { capability_token: person.token, decision: "approve" }));
    const code = redirect.searchParams.get("code")!;
    const exchange = (verifier: string) => form("/api/oauth/token", { grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: REDIRECT_URI, client_id: wrong.client!.client_id });
    const bad = await exchange("x".repeat(43));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_grant" });
    // Reused code (the right verifier now): refused, and its grant revoked.
    const reused = await exchange(wrong.verifier);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
    expect((await db().oAuthGrant.findMany({ where: { codes: { some: { codeHash: hashSecret(code) } } } }))[0]!.revokedAt).not.toBeNull();
    void resourceMetadataUrl;

    // Another resource: the resource parameter must be this /mcp.
    const other = new URL(wrong.authorizationUrl!);
    other.searchParams.set("resource", `${baseUrl()}/api/v3/control/pages/${page.id}`);
    const target = await continuedTo(await postConsent(baseUrl(), other, { capability_token: person.token, decision: "approve" }));
    expect(target.searchParams.get("error")).toBe("invalid_target");

    // A refused capability token: back to the page, the token in no URL.
    const refused = await postConsent(baseUrl(), wrong.authorizationUrl!, { capability_token: `at_live_${"1".repeat(36)}`, decision: "approve" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toContain("problem=token_refused");
    expect(refused.headers.get("location")).not.toContain("at_live_");
    // Deny: access_denied at the client.
    expect((await continuedTo(await postConsent(baseUrl(), wrong.authorizationUrl!, { decision: "deny" }))).searchParams.get("error")).toBe("access_denied");

    // Expired: the access token's expiry passed (the service reads its clock: lib/core/clock).
    const expiring = await connected(person.token);
    await db().oAuthToken.update({ where: { tokenHash: hashSecret(expiring.stored!.access_token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await mcpPost(expiring.stored!.access_token, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain("resource_metadata=");

    // Revoked by the controller (REST), then listed as revoked; the MCP tool lists it too.
    const revoking = await connected(person.token);
    const listed = await (await api(`/api/v3/control/persons/${person.id}/oauth-grants`, { headers: bearer(person.token) })).json();
    const grant = listed.grants.find((g: { lastUsedAt: string | null; revokedAt: string | null }) => g.revokedAt === null);
    expect(grant).toMatchObject({ clientName: "Test Connector", redirectHost: "connector.example", scope: "mcp:read mcp:write" });
    expect(JSON.stringify(listed)).not.toContain("oat_");
    // Another resource's token may not revoke it.
    expect((await api(`/api/v3/control/persons/${person.id}/oauth-grants/${grant.id}`, { method: "DELETE", headers: bearer(page.token) })).status).toBe(401);
    expect((await api(`/api/v3/control/pages/${page.id}/oauth-grants/${grant.id}`, { method: "DELETE", headers: bearer(page.token) })).status).toBe(404);
    for (const g of listed.grants) await api(`/api/v3/control/persons/${person.id}/oauth-grants/${g.id}`, { method: "DELETE", headers: bearer(person.token) });
    const after = await mcpPost(revoking.stored!.access_token, { jsonrpc: "2.0", id: 1, method: "tools/list" });
    expect(after.status).toBe(401);
    const refresh = await form("/api/oauth/token", { grant_type: "refresh_token", refresh_token: revoking.stored!.refresh_token!, client_id: revoking.client!.client_id });
    expect(await refresh.json()).toMatchObject({ error: "invalid_grant" });
    const tools = await mcpWith(person.token);
    const viaMcp = await tools.callTool({ name: "list_person_oauth_grants", arguments: {} });
    expect((viaMcp.structuredContent as { grants: { revokedAt: string | null }[] }).grants.every((g) => g.revokedAt !== null)).toBe(true);
  });

  it("registration refuses what it cannot handle", async () => {
    const register = (body: unknown) => api("/api/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(await (await register({ redirect_uris: ["http://attacker.example/cb"] })).json()).toMatchObject({ error: "invalid_redirect_uri" });
    expect(await (await register({ redirect_uris: [REDIRECT_URI], grant_types: ["client_credentials"] })).json()).toMatchObject({ error: "invalid_client_metadata" });
    const ok = await register({ redirect_uris: [REDIRECT_URI], client_name: "Secretive", token_endpoint_auth_method: "client_secret_basic" });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ client_id: expect.stringMatching(/^oc_/), token_endpoint_auth_method: "none" });
    expect((await api("/api/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(20_000) })).status).toBe(413);
  });
});

describe("a grant made with a capability token", () => {
  it("is revoked when that token is refreshed (POST /api/v3/tokens/refresh): its access and refresh tokens stop working", async () => {
    const own = await provision(PAYER, "pages");
    const connector = await connected(own.token);
    const access = connector.stored!.access_token;
    expect((await mcpPost(access, { jsonrpc: "2.0", id: 1, method: "tools/list" })).status).toBe(200);
    const refreshed = await api("/api/v3/tokens/refresh", { method: "POST", headers: bearer(own.token) });
    expect(refreshed.status).toBe(200);
    const fresh = (await refreshed.json()).capabilityToken.token as string;
    // Whoever held the old token could have made the grant: it goes with the token.
    expect((await mcpPost(access, { jsonrpc: "2.0", id: 1, method: "tools/list" })).status).toBe(401);
    const refresh = await form("/api/oauth/token", { grant_type: "refresh_token", refresh_token: connector.stored!.refresh_token!, client_id: connector.client!.client_id });
    expect(await refresh.json()).toMatchObject({ error: "invalid_grant" });
    const listed = await (await api(`/api/v3/control/pages/${own.id}/oauth-grants`, { headers: bearer(fresh) })).json();
    expect(listed.grants).toHaveLength(1);
    expect(listed.grants[0].revokedAt).not.toBeNull();
    const events = await (await api(`/api/v3/control/pages/${own.id}/events`, { headers: bearer(fresh) })).json();
    expect(JSON.stringify(events)).toContain('"reason":"token_refreshed"');
    // A grant made with the new token lives on.
    const again = await connected(fresh);
    expect((await mcpPost(again.stored!.access_token, { jsonrpc: "2.0", id: 1, method: "tools/list" })).status).toBe(200);
  });

  it("cannot be made for a suspended lease: 423 resource_suspended, and nothing is written", async () => {
    const own = await provision(PAYER, "persons");
    await db().lease.update({ where: { resourceId: own.id }, data: { suspendedAt: new Date(), suspendedReason: "abuse report" } });
    const connector = new TestConnector();
    await startConnector(baseUrl(), connector);
    const consent = await postConsent(baseUrl(), connector.authorizationUrl!, { capability_token: own.token, decision: "approve" });
    expect(consent.status).toBe(423);
    expect(await consent.json()).toMatchObject({ code: "resource_suspended", error: expect.any(String) });
    expect(await db().oAuthGrant.count({ where: { resourceId: own.id } })).toBe(0);
  });
});

describe("anonymous requests that make the service call out", () => {
  it("the consent page fetches a client metadata document once for many views, and a failing one once too", async () => {
    const verifier = "w".repeat(43);
    const challenge = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))).toString("base64url");
    const view = (clientId: string) =>
      api(`/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: "S256", state: "s" })}`);
    const good = `${documentOrigin}/cached-${Date.now()}.json`;
    const broken = `${documentOrigin}/broken-${Date.now()}.json`;
    for (let n = 0; n < 4; n++) {
      expect(await (await view(good)).text()).toContain("Document Client");
      expect(await (await view(broken)).text()).toContain("answered HTTP 500");
    }
    expect(documentHits.get(new URL(good).pathname)).toBe(1);
    expect(documentHits.get(new URL(broken).pathname)).toBe(1);
  });
});

describe("dynamic client registration", () => {
  const register = (body: unknown) => api("/api/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("is bounded: at most 4 redirect URIs of at most 512 characters, a 4 KB body", async () => {
    const five = Array.from({ length: 5 }, (_, n) => `https://connector.example/cb${n}`);
    expect(await (await register({ redirect_uris: five })).json()).toMatchObject({ error: "invalid_redirect_uri" });
    expect(await (await register({ redirect_uris: [`https://connector.example/${"a".repeat(500)}`] })).json()).toMatchObject({ error: "invalid_redirect_uri" });
    const big = await register({ redirect_uris: [REDIRECT_URI], client_name: "Padded", software_statement: "x".repeat(4200) });
    expect(big.status).toBe(413);
    expect((await register({ redirect_uris: five.slice(0, 4) })).status).toBe(201);
  });

  it("deletes registrations never used for a grant after 24 hours, and keeps used ones", async () => {
    const unused = (await (await register({ redirect_uris: [REDIRECT_URI], client_name: "Never used" })).json()).client_id as string;
    const used = (await connected(person.token)).client!.client_id as string;
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await db().oAuthClient.updateMany({ where: { id: { in: [unused, used] } }, data: { createdAt: dayAgo } });
    expect((await register({ redirect_uris: [REDIRECT_URI] })).status).toBe(201);
    expect(await db().oAuthClient.count({ where: { id: unused } })).toBe(0);
    expect(await db().oAuthClient.count({ where: { id: used } })).toBe(1);
  });
});
