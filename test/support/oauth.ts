/**
 * An MCP connector's side of the OAuth front door, with the MCP SDK's own
 * OAuth client (`auth`): discovery from a 401's WWW-Authenticate, the two
 * metadata documents, dynamic registration, PKCE, the consent (done by the
 * test: a form post, or Chromium), the token exchange.
 */
import { auth, extractWWWAuthenticateParams, type OAuthClientProvider } from "@modelcontextprotocol/client";

export const REDIRECT_URI = "https://connector.example/oauth/callback";

/** A connector's store: its registration, tokens and PKCE verifier; the authorization URL it would open. */
export class TestConnector implements OAuthClientProvider {
  client?: Awaited<ReturnType<NonNullable<OAuthClientProvider["clientInformation"]>>>;
  stored?: Awaited<ReturnType<OAuthClientProvider["tokens"]>>;
  verifier = "";
  authorizationUrl?: URL;
  /** The MCP URL the person pasted: /mcp (the 401 comes from a stale bearer) or /mcp/connect (no token at all, as claude.ai and ChatGPT start). */
  constructor(
    readonly name = "Test Connector",
    readonly scope?: string,
    readonly serverPath: "/mcp" | "/mcp/connect" = "/mcp",
  ) {}
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata() {
    return { client_name: this.name, redirect_uris: [REDIRECT_URI], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none", ...(this.scope ? { scope: this.scope } : {}) };
  }
  state() {
    return "state-123";
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: NonNullable<TestConnector["client"]>) {
    this.client = info;
  }
  tokens() {
    return this.stored;
  }
  saveTokens(tokens: NonNullable<TestConnector["stored"]>) {
    this.stored = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * The connector's first steps: a request to /mcp without a capability token
 * (here a stale bearer), or to /mcp/connect without any token, answers 401
 * with the resource_metadata URL; `auth`
 * discovers, registers and sends the person to the authorization URL.
 */
export async function startConnector(base: string, connector: TestConnector): Promise<{ challenge: Response; resourceMetadataUrl: URL }> {
  const stale: Record<string, string> = connector.serverPath === "/mcp" ? { authorization: "Bearer stale-or-foreign-token" } : {};
  const challenge = await fetch(`${base}${connector.serverPath}`, {
    method: "POST",
    headers: { ...stale, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: connector.name, version: "1.0.0" } } }),
  });
  const { resourceMetadataUrl } = extractWWWAuthenticateParams(challenge);
  if (!resourceMetadataUrl) throw new Error(`no resource_metadata in ${challenge.headers.get("www-authenticate")}`);
  const result = await auth(connector, { serverUrl: `${base}${connector.serverPath}`, resourceMetadataUrl, ...(connector.scope ? { scope: connector.scope } : {}) });
  if (result !== "REDIRECT" || !connector.authorizationUrl) throw new Error(`auth answered ${result}`);
  return { challenge, resourceMetadataUrl };
}

/** Finishes: the code (and iss) from the redirect the consent sent the browser to, exchanged for tokens. */
export async function finishConnector(base: string, connector: TestConnector, redirect: URL, resourceMetadataUrl: URL): Promise<void> {
  const code = redirect.searchParams.get("code");
  if (!code) throw new Error(`no code in ${redirect}`);
  const iss = redirect.searchParams.get("iss") ?? undefined;
  const result = await auth(connector, { serverUrl: `${base}${connector.serverPath}`, resourceMetadataUrl, authorizationCode: code, ...(iss ? { iss } : {}) });
  if (result !== "AUTHORIZED") throw new Error(`auth answered ${result}`);
}

/** The consent page's answer (a page that goes on to the client): the URL it goes on to. */
export async function continuedTo(response: Response): Promise<URL> {
  const html = await response.text();
  const match = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(html);
  if (!match) throw new Error(`no onward URL in ${response.status} ${html.slice(0, 300)}`);
  return new URL(match[1]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))));
}

/** The consent form posted as the page would post it (the integration tests' stand-in for Chromium). */
export async function postConsent(base: string, authorizationUrl: URL, fields: Record<string, string>): Promise<Response> {
  const form = new URLSearchParams(authorizationUrl.searchParams);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return fetch(`${base}/api/oauth/authorize`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form, redirect: "manual" });
}
