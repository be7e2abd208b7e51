import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Transport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { encodeSIWxHeader, formatSIWEMessage, type SIWxPayload } from "@x402/extensions/sign-in-with-x";
import type { PrivateKeyAccount } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { hashSecret } from "@/lib/domains/oauth/secrets";
import { api, baseUrl, bearer, jsonPost, payer, provision } from "../support/agent";
import { continuedTo, finishConnector, postConsent, startConnector, TestConnector } from "../support/oauth";
import { fundPayer } from "../support/security";
import { mcpClients } from "../support/mcp";

// The connector URL /mcp/connect (the 401 that starts OAuth without any token), consent by the paying wallet,
// grant events, CORS on the OAuth endpoints, and the v1 MCP client on OAuth's error paths.
const PAYER = 205;
const STRANGER = 206; // never paid for anything here

const { connect, close: closeClients } = mcpClients("oauth-connect-tests");
const mcpAt = (path: string, token: string) => connect(token, { path });
const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "probe", version: "1" } } };
const mcpPost = (path: string, headers: Record<string, string>, body: unknown = initialize) =>
  api(path, { method: "POST", headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(body) });

/** A connector that starts where claude.ai does: the pasted URL, no token. */
async function connectedAt(serverPath: "/mcp" | "/mcp/connect", capabilityToken: string, options: { readOnly?: boolean } = {}) {
  const connector = new TestConnector("Claude", undefined, serverPath);
  const { challenge, resourceMetadataUrl } = await startConnector(baseUrl(), connector);
  const consent = await postConsent(baseUrl(), connector.authorizationUrl!, { capability_token: capabilityToken, decision: "approve", ...(options.readOnly ? { read_only: "on" } : {}) });
  await finishConnector(baseUrl(), connector, await continuedTo(consent), resourceMetadataUrl);
  return { connector, challenge, resourceMetadataUrl };
}

/** A fresh sign-in-with-x proof of a wallet (challenge, EIP-191 signature), as the consent page builds it. */
async function signIn(account: PrivateKeyAccount): Promise<string> {
  const response = await jsonPost("/api/v3/wallet/challenge", { address: account.address });
  expect(response.status).toBe(200);
  const { payload } = (await response.json()) as { payload: Omit<SIWxPayload, "signature"> };
  return encodeSIWxHeader({ ...payload, signature: await account.signMessage({ message: formatSIWEMessage(payload, payload.address) }) });
}
const walletConsent = (authorizationUrl: URL, proof: string) =>
  api("/api/oauth/wallet", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ ...Object.fromEntries(authorizationUrl.searchParams), sign_in: proof }) });

type TimelineEvent = { type: string; actor: string; data: Record<string, unknown> };
async function eventsOf(kind: "persons" | "pages", id: string, token: string): Promise<TimelineEvent[]> {
  const response = await api(`/api/v3/control/${kind}/${id}/events?limit=200`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: TimelineEvent[] }).events;
}

let person: Awaited<ReturnType<typeof provision>>;
let page: Awaited<ReturnType<typeof provision>>;

beforeAll(async () => {
  await fundPayer(PAYER);
  person = await provision(PAYER, "persons");
  page = await provision(PAYER, "pages");
});
afterAll(async () => {
  await closeClients();
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

describe("consent by signing in with the paying wallet", () => {
  it("one signature lists the wallet's leases and a ticket bound to the request; approve uses it once; a foreign wallet or lease is refused", async () => {
    const owner = payer(PAYER);
    const connector = new TestConnector("Wallet Connector", undefined, "/mcp/connect");
    const { resourceMetadataUrl } = await startConnector(baseUrl(), connector);
    const proof = await signIn(owner);
    const answer = await walletConsent(connector.authorizationUrl!, proof);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toContain("no-store");
    const consent = (await answer.json()) as { wallet: string; leases: { id: string; type: string; name: string; status: string; termEnd: string }[]; ticket: string };
    expect(consent.wallet).toBe(owner.address.toLowerCase());
    expect(consent.leases).toEqual(expect.arrayContaining([expect.objectContaining({ id: person.id, type: "person", status: "active" }), expect.objectContaining({ id: page.id, type: "page" })]));
    expect(JSON.stringify(consent)).not.toContain("at_live_");
    expect(consent.ticket).toMatch(/^owt_/);
    // The proof is used up: the same signature again is refused.
    expect(await (await walletConsent(connector.authorizationUrl!, proof)).json()).toMatchObject({ code: "wallet_nonce_invalid" });

    // The ticket is bound to this authorization request: another request (another PKCE challenge) refuses it.
    const other = new TestConnector("Other", undefined, "/mcp/connect");
    await startConnector(baseUrl(), other);
    const elsewhere = await postConsent(baseUrl(), other.authorizationUrl!, { wallet_ticket: consent.ticket, lease: person.id, decision: "approve" });
    expect(elsewhere.status).toBe(303);
    expect(elsewhere.headers.get("location")).toContain("problem=wallet_refused");
    expect(elsewhere.headers.get("location")).not.toContain("owt_");

    // A foreign wallet sees none of these leases, and its ticket does not bind them.
    const stranger = payer(STRANGER);
    const foreign = (await (await walletConsent(other.authorizationUrl!, await signIn(stranger))).json()) as { leases: unknown[]; ticket: string };
    expect(foreign.leases).toEqual([]);
    const refused = await postConsent(baseUrl(), other.authorizationUrl!, { wallet_ticket: foreign.ticket, lease: person.id, decision: "approve" });
    expect(refused.headers.get("location")).toContain("problem=wallet_refused");
    expect(await db().oAuthGrant.count({ where: { clientId: other.client!.client_id } })).toBe(0);
    // No lease chosen: asked again.
    expect((await postConsent(baseUrl(), connector.authorizationUrl!, { wallet_ticket: consent.ticket, decision: "approve" })).headers.get("location")).toContain("problem=lease_missing");

    // Approve with the owner's ticket and a lease it paid for; read-only as ticked.
    const approved = await postConsent(baseUrl(), connector.authorizationUrl!, { wallet_ticket: consent.ticket, lease: person.id, decision: "approve", read_only: "on" });
    expect(approved.status).toBe(200);
    await finishConnector(baseUrl(), connector, await continuedTo(approved), resourceMetadataUrl);
    expect(connector.stored!.scope).toBe("mcp:read");
    const tools = await mcpAt("/mcp/connect", connector.stored!.access_token);
    expect((await tools.callTool({ name: "get_person", arguments: {} })).structuredContent).toMatchObject({ id: person.id });
    // Used once.
    expect((await postConsent(baseUrl(), connector.authorizationUrl!, { wallet_ticket: consent.ticket, lease: person.id, decision: "approve" })).headers.get("location")).toContain("problem=wallet_refused");

    // On the timeline: the grant, made by the wallet.
    const created = (await eventsOf("persons", person.id, person.token)).filter((e) => e.type === "lease.oauth_grant.created" && e.data.clientName === "Wallet Connector");
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ actor: "controller", data: { via: "wallet", wallet: owner.address.toLowerCase(), scope: "mcp:read", redirectHost: "connector.example" } });
  });
});

describe("grant events and the wallet's token reissue", () => {
  it("records created and revoked (controller, client, reuse), and a reissue revokes the lease's grants in its transaction", async () => {
    const { connector } = await connectedAt("/mcp/connect", page.token);
    const grantId = (await db().oAuthToken.findUniqueOrThrow({ where: { tokenHash: hashSecret(connector.stored!.access_token) } })).grantId;
    let events = await eventsOf("pages", page.id, page.token);
    expect(events.find((e) => e.type === "lease.oauth_grant.created" && e.data.grantId === grantId)).toMatchObject({ data: { via: "capability_token", wallet: null, clientName: "Claude", scope: "mcp:read mcp:write" } });
    // The controller revokes it.
    expect((await api(`/api/v3/control/pages/${page.id}/oauth-grants/${grantId}`, { method: "DELETE", headers: bearer(page.token) })).status).toBe(200);
    await api(`/api/v3/control/pages/${page.id}/oauth-grants/${grantId}`, { method: "DELETE", headers: bearer(page.token) });
    events = await eventsOf("pages", page.id, page.token);
    expect(events.filter((e) => e.type === "lease.oauth_grant.revoked" && e.data.grantId === grantId)).toEqual([expect.objectContaining({ actor: "controller", data: { grantId, clientId: connector.client!.client_id, clientName: "Claude", reason: "controller" } })]);

    // The client revokes its refresh token (RFC 7009): the grant ends, reason client.
    const byClient = await connectedAt("/mcp", page.token);
    await api("/api/oauth/revoke", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token: byClient.connector.stored!.refresh_token!, client_id: byClient.connector.client!.client_id }) });
    // A rotated refresh token replayed: reason reuse_detected, actor system.
    const replayed = await connectedAt("/mcp", page.token);
    const refresh = (token: string) =>
      api("/api/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: token, client_id: replayed.connector.client!.client_id }) });
    expect((await refresh(replayed.connector.stored!.refresh_token!)).status).toBe(200);
    expect((await refresh(replayed.connector.stored!.refresh_token!)).status).toBe(400);
    events = await eventsOf("pages", page.id, page.token);
    const revoked = events.filter((e) => e.type === "lease.oauth_grant.revoked").map((e) => [e.data.reason, e.actor]);
    expect(revoked).toEqual([
      ["controller", "controller"],
      ["client", "controller"],
      ["reuse_detected", "system"],
    ]);

    // Two live grants, then the paying wallet has the page's token reissued: both end with it.
    const live = [await connectedAt("/mcp/connect", page.token), await connectedAt("/mcp", page.token)];
    const reissued = await api(`/api/v3/wallet/leases/${page.id}/token`, { method: "POST", headers: { "sign-in-with-x": await signIn(payer(PAYER)) } });
    expect(reissued.status).toBe(200);
    const capabilityToken = ((await reissued.json()) as { capabilityToken: { token: string } }).capabilityToken.token;
    for (const { connector: c } of live) {
      const after = await mcpPost("/mcp/connect", bearer(c.stored!.access_token), { jsonrpc: "2.0", id: 1, method: "tools/list" });
      expect(after.status).toBe(401);
      expect(after.headers.get("www-authenticate")).toContain('error="invalid_token"');
      const refreshed = await api("/api/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: c.stored!.refresh_token!, client_id: c.client!.client_id }) });
      expect(await refreshed.json()).toMatchObject({ error: "invalid_grant" });
    }
    events = await eventsOf("pages", page.id, capabilityToken);
    expect(events.find((e) => e.type === "lease.token_reissued")).toMatchObject({ data: { revokedGrants: 2 } });
    expect(events.filter((e) => e.type === "lease.oauth_grant.revoked" && e.data.reason === "token_reissued")).toHaveLength(2);
    page = { ...page, token: capabilityToken };
  });
});

describe("the v1 MCP client (@modelcontextprotocol/sdk 1.x) on OAuth's error paths", () => {
  const v1Clients: V1Client[] = [];
  afterAll(async () => {
    await Promise.all(v1Clients.map((client) => client.close().catch(() => {})));
  });
  /** The v1 client's auth provider for `connector`'s stored access token (with `tokenFields`); the authorization URLs it is sent to land in `redirected`. */
  const authProviderOf = (connector: Awaited<ReturnType<typeof connectedAt>>["connector"], tokenFields: Record<string, string> = {}) => {
    const redirected: URL[] = [];
    const provider = {
      redirectUrl: connector.redirectUrl,
      clientMetadata: connector.clientMetadata,
      clientInformation: () => connector.client,
      saveClientInformation: () => {},
      tokens: () => ({ access_token: connector.stored!.access_token, token_type: "Bearer", ...tokenFields }),
      saveTokens: () => {},
      redirectToAuthorization: (url: URL) => void redirected.push(url),
      saveCodeVerifier: () => {},
      codeVerifier: () => "v".repeat(43),
    };
    return { provider, redirected };
  };
  const v1 = async (path: string, options: ConstructorParameters<typeof V1Transport>[1]) => {
    const client = new V1Client({ name: "oauth-v1", version: "1.0.0" });
    v1Clients.push(client);
    await client.connect(new V1Transport(new URL(`${baseUrl()}${path}`), options));
    return client;
  };

  it("an expired or revoked access token: a readable 401 error, no crash", async () => {
    const { connector } = await connectedAt("/mcp/connect", person.token);
    await db().oAuthToken.update({ where: { tokenHash: hashSecret(connector.stored!.access_token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const path of ["/mcp", "/mcp/connect"]) {
      const failure = await v1(path, { requestInit: { headers: bearer(connector.stored!.access_token) } }).catch((error: unknown) => error);
      expect(failure, path).toBeInstanceOf(StreamableHTTPError);
      expect((failure as StreamableHTTPError).code).toBe(401);
      expect((failure as Error).message).toContain("invalid, expired or revoked");
    }
    // A connector (with an auth provider) is sent to authorize again rather than crashing.
    const { provider, redirected } = authProviderOf(connector);
    const refused = await v1("/mcp/connect", { authProvider: provider }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnauthorizedError);
    expect(redirected[0]?.toString()).toContain(`${baseUrl()}/oauth/authorize?`);
  });

  it("a read-only grant calling a write tool: a readable 403 insufficient_scope, the session goes on; with an auth provider, step-up asks for mcp:write", async () => {
    const { connector } = await connectedAt("/mcp/connect", person.token, { readOnly: true });
    const client = await v1("/mcp/connect", { requestInit: { headers: bearer(connector.stored!.access_token) } });
    const failure = await client.callTool({ name: "update_person", arguments: { goal: "Changed" } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StreamableHTTPError);
    expect((failure as StreamableHTTPError).code).toBe(403);
    expect((failure as Error).message).toContain("insufficient_scope");
    expect((failure as Error).message).toContain("read-only");
    // The client still works for what the grant allows.
    expect((await client.callTool({ name: "get_person", arguments: {} })).isError).toBeFalsy();

    const { provider, redirected } = authProviderOf(connector, { scope: "mcp:read" });
    const stepUp = await v1("/mcp/connect", { authProvider: provider });
    const upscoped = await stepUp.callTool({ name: "update_person", arguments: { goal: "Changed" } }).catch((error: unknown) => error);
    expect(upscoped).toBeInstanceOf(UnauthorizedError);
    expect(redirected[0]?.searchParams.get("scope")).toContain("mcp:write");
    expect((await db().person.findUniqueOrThrow({ where: { id: person.id } })).goal).not.toBe("Changed");
  });
});

describe("a grant approved with the paying wallet", () => {
  it("is bound to no capability token: refreshing the token leaves it; a suspended lease takes none (423), and the ticket stays unused", async () => {
    const owner = payer(PAYER);
    const own = await provision(PAYER, "pages");
    const connector = new TestConnector("Wallet Bound", undefined, "/mcp/connect");
    const { resourceMetadataUrl } = await startConnector(baseUrl(), connector);
    const consent = (await (await walletConsent(connector.authorizationUrl!, await signIn(owner))).json()) as { ticket: string };
    const approved = await postConsent(baseUrl(), connector.authorizationUrl!, { wallet_ticket: consent.ticket, lease: own.id, decision: "approve" });
    await finishConnector(baseUrl(), connector, await continuedTo(approved), resourceMetadataUrl);
    const refreshed = await api("/api/v3/tokens/refresh", { method: "POST", headers: bearer(own.token) });
    expect(refreshed.status).toBe(200);
    expect((await mcpPost("/mcp/connect", bearer(connector.stored!.access_token))).status).toBe(200);

    // Suspended: the wallet's approval is refused like a control write, and its ticket is not used up.
    await db().lease.update({ where: { resourceId: own.id }, data: { suspendedAt: new Date(), suspendedReason: "abuse report" } });
    const second = new TestConnector("Wallet Suspended", undefined, "/mcp/connect");
    await startConnector(baseUrl(), second);
    const ticket = ((await (await walletConsent(second.authorizationUrl!, await signIn(owner))).json()) as { ticket: string }).ticket;
    const refused = await postConsent(baseUrl(), second.authorizationUrl!, { wallet_ticket: ticket, lease: own.id, decision: "approve" });
    expect(refused.status).toBe(423);
    expect(await refused.json()).toMatchObject({ code: "resource_suspended" });
    expect(await db().oAuthGrant.count({ where: { clientId: second.client!.client_id } })).toBe(0);
    await db().lease.update({ where: { resourceId: own.id }, data: { suspendedAt: null, suspendedReason: null } });
    expect((await postConsent(baseUrl(), second.authorizationUrl!, { wallet_ticket: ticket, lease: own.id, decision: "approve" })).status).toBe(200);
  });
});
