/**
 * Where the OAuth front door of /mcp lives, and the two discovery documents
 * (RFC 9728 protected-resource metadata, RFC 8414 authorization-server
 * metadata). Every URL comes from the configured public base URL, never from
 * a request's Host.
 */
import { config } from "../../core/config";
import { ApiError } from "../../core/http/errors";

export const SCOPES = ["mcp:read", "mcp:write"] as const;
export type Scope = (typeof SCOPES)[number];

/** Access tokens live one hour; refresh tokens 30 days (each use rotates it); codes 5 minutes. */
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;
export const CODE_SECONDS = 300;

export function publicBase(): string {
  const base = config().publicBaseUrl;
  if (!base) throw new ApiError("service_unavailable", "The service has no public base URL (PUBLIC_BASE_URL): OAuth is not available.");
  return base;
}

/**
 * The two names of the one MCP server (docs/decisions.md "The connector URL"):
 * `mcp`, public without a token (discovery, paid provisioning), and
 * `connect` (/mcp/connect), the same server that asks for a token, so an
 * OAuth-only connector meets the 401 that starts OAuth. A token issued for
 * either is accepted at both (RFC 8707: the audience is one of the two).
 */
export type McpResource = "mcp" | "connect";
export const MCP_RESOURCE_PATHS: Record<McpResource, string> = { mcp: "/mcp", connect: "/mcp/connect" };

export const oauthUrls = () => {
  const base = publicBase();
  return {
    issuer: base,
    resource: `${base}/mcp`,
    connectorResource: `${base}/mcp/connect`,
    protectedResourceMetadata: `${base}/.well-known/oauth-protected-resource/mcp`,
    connectorResourceMetadata: `${base}/.well-known/oauth-protected-resource/mcp/connect`,
    authorizationEndpoint: `${base}/oauth/authorize`,
    decisionEndpoint: `${base}/api/oauth/authorize`,
    tokenEndpoint: `${base}/api/oauth/token`,
    registrationEndpoint: `${base}/api/oauth/register`,
    revocationEndpoint: `${base}/api/oauth/revoke`,
  };
};

/** The resource URLs a token may be asked for (RFC 8707 `resource`), trailing slash aside. */
export function isMcpResource(value: string): boolean {
  const urls = oauthUrls();
  const resource = value.replace(/\/$/, "");
  return resource === urls.resource || resource === urls.connectorResource;
}

/** RFC 9728: what /mcp (or /mcp/connect) is and which authorization server issues its tokens. */
export function protectedResourceMetadata(which: McpResource = "mcp") {
  const urls = oauthUrls();
  return {
    resource: which === "connect" ? urls.connectorResource : urls.resource,
    authorization_servers: [urls.issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Leasehold MCP",
    resource_documentation: `${urls.issuer}/api/v3/catalog`,
  };
}

/** RFC 8414 (with the client ID metadata document flag of the MCP authorization spec). */
export function authorizationServerMetadata() {
  const urls = oauthUrls();
  return {
    issuer: urls.issuer,
    authorization_endpoint: urls.authorizationEndpoint,
    token_endpoint: urls.tokenEndpoint,
    registration_endpoint: urls.registrationEndpoint,
    revocation_endpoint: urls.revocationEndpoint,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [...SCOPES],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
}

/** The challenge of a 401 at /mcp (or /mcp/connect) for a caller without a capability token: where to start OAuth. */
export function mcpChallenge(extra = "", which: McpResource = "mcp"): string {
  if (!config().publicBaseUrl) return `Bearer realm="leasehold"${extra}`;
  const urls = oauthUrls();
  return `Bearer resource_metadata="${which === "connect" ? urls.connectorResourceMetadata : urls.protectedResourceMetadata}"${extra}`;
}

/** The 403 of a read-only grant's write (RFC 6750 insufficient_scope, with where to ask for more). */
export function insufficientScope(which: McpResource = "mcp"): ApiError {
  return new ApiError("insufficient_scope", "This OAuth connection is read-only (mcp:read): this tool writes. Ask the person for a connection with mcp:write.", {
    headers: { "WWW-Authenticate": mcpChallenge(', error="insufficient_scope", scope="mcp:read mcp:write"', which) },
  });
}

/** The 401 of /mcp for a request without a capability token (none well formed), and of /mcp/connect for any: where to start OAuth; the body is the service's usual. */
export function oauthUnauthorized(message: string, invalidToken: boolean, which: McpResource = "mcp"): ApiError {
  return new ApiError("unauthorized", message, { headers: { "WWW-Authenticate": mcpChallenge(invalidToken ? ', error="invalid_token"' : "", which) } });
}

/** The scope string of a grant: read alone, or read and write. */
export function scopeString(write: boolean): string {
  return write ? "mcp:read mcp:write" : "mcp:read";
}

/** Parses a requested scope: unknown scopes are refused (null), none means both. */
export function parseScope(scope: string | null | undefined): { write: boolean } | null {
  if (scope === null || scope === undefined || scope.trim() === "") return { write: true };
  const parts = scope.trim().split(/\s+/);
  if (parts.length > 4 || parts.some((part) => !(SCOPES as readonly string[]).includes(part))) return null;
  return { write: parts.includes("mcp:write") };
}
