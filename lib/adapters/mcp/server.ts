/**
 * The MCP endpoint (/mcp, Streamable HTTP, stateless): mcp-handler 2 over the
 * MCP SDK 2. What a session shows depends on its bearer token:
 *
 *  - no token: the discovery tools and the paid provisioning tools;
 *  - a capability token: the discovery tools, the control tools of that
 *    token's resource type (acting on that one resource) and refresh_token.
 *    The token is checked again by every tool call, like REST, so a token
 *    that has since expired or been revoked gets REST's 401 on every tool;
 *  - a token that was never issued (or a malformed header): REST's 401 for
 *    the whole request, since there is no resource to show tools for; when
 *    it is no capability token at all, the 401 names the OAuth
 *    protected-resource metadata (RFC 9728, lib/domains/oauth);
 *  - an OAuth access token (lib/domains/oauth): like its grant's resource's
 *    capability token, without refresh_token; a read-only grant gets the
 *    read tools only (handleOAuth).
 *
 * /mcp/connect is the same server for OAuth connectors (claude.ai, ChatGPT):
 * it has no public session, so a request without a token (or with one that
 * does not hold) answers 401 naming /mcp/connect's protected-resource
 * metadata, which starts OAuth (`handleMcp(request, "connect")`).
 */
import type { AuthInfo, McpServer } from "@modelcontextprotocol/server";
import { createMcpHandler } from "mcp-handler";
import { SERVICE_VERSION } from "../../core/config";
import { errorResponse } from "../../core/http/errors";
import { DEFAULT_BODY_LIMIT_BYTES, readBodyText } from "../http/handler";
import { PAGE_BODY_LIMITS } from "../../domains/pages/schemas";
import { knowledgeBodyLimit } from "../../domains/persons/knowledge/knowledge";
import { CHAT_BODY_LIMIT } from "../../domains/persons/shapes/chat-schemas";
import type { ResourceType } from "../../domains/leases/schemas";
import { bearerToken, tokenSubject, UNAUTHORIZED_MESSAGE, unauthorized } from "../../domains/tokens/authenticate";
import { insufficientScope, oauthUnauthorized, type McpResource } from "../../domains/oauth/metadata";
import { findOAuthAccess, isAccessToken } from "../../domains/oauth/tokens";
import { isWellFormedToken } from "../../core/token-format";
import { isForeignControlTool, isWriteControlTool, registerControlTools } from "./control-tools";
import { DISCOVERY_TOOLS } from "./discovery";
import { provisionTools } from "./provision-tools";
import { registerTools } from "./tool";

const INSTRUCTIONS = [
  "Leasehold leases Persons (persistent AI workers) and Pages (participant-facing surfaces) to agents, paid with x402 v2.",
  "Without a token: list_catalog and get_resource_model to choose, provision_person or provision_page to lease (x402: the first call returns the payment requirements; call again with the signed payload in _meta['x402/payment']).",
  "With Authorization: Bearer <capability token> (or an OAuth access token from this server's authorization server): the control tools of that one resource.",
  "Lost a token? The wallet that paid signs a wallet_challenge (sign-in-with-x) and passes it as signIn to wallet_list_leases or wallet_reissue_token (one fresh challenge per call).",
  "A capability token is a secret: keep it in secret storage; never put it in prompts, URLs, logs or tool arguments.",
].join(" ");

type Handler = (request: Request) => Promise<Response>;

/**
 * The protocol versions /mcp speaks are the SDK's: mcp-handler 2.4 serves
 * through `createMcpHandler` of `@modelcontextprotocol/server` 2.4, which
 * answers MCP 2026-07-28 requests (`server/discover`, the per-request `_meta`
 * envelope, no `initialize`) and, statelessly, the 2025 revisions'
 * `initialize` and requests (docs/agents.md, "MCP protocol versions").
 *
 * Our tool lists never change while the service runs (they depend on the
 * token and the deployment only), so `listChanged` is false, and no
 * 2026-07-28 `subscriptions/listen` stream is held open: it would never carry
 * a notification, and an open stream is a function held for nothing
 * (`maxSubscriptions: 0` answers it in-band, at once).
 */
function handler(register: (server: McpServer) => void): Handler {
  return createMcpHandler(register, {
    serverInfo: { name: "leasehold", version: SERVICE_VERSION },
    instructions: INSTRUCTIONS,
    capabilities: { tools: { listChanged: false } },
    maxSubscriptions: 0,
  });
}

const handlers = new Map<string, Handler>();
function cached(key: string, register: (server: McpServer) => void): Handler {
  let found = handlers.get(key);
  if (!found) {
    found = handler(register);
    handlers.set(key, found);
  }
  return found;
}

const publicHandler = () =>
  cached("public", (server) => {
    registerTools(server, DISCOVERY_TOOLS);
    registerTools(server, provisionTools());
  });

const controlHandler = (type: ResourceType, foreign?: string) =>
  cached(`${type}:${foreign ?? ""}`, (server) => {
    registerTools(server, DISCOVERY_TOOLS);
    registerControlTools(server, type, foreign);
  });

/** An OAuth access token's session: its resource type's tools (the read tools alone for a read-only grant). */
const oauthHandler = (type: ResourceType, write: boolean, foreign?: string) =>
  cached(`oauth:${type}:${write}:${foreign ?? ""}`, (server) => {
    registerTools(server, DISCOVERY_TOOLS);
    registerControlTools(server, type, foreign, { write });
  });

/** The tool a JSON-RPC tools/call names, if that is what the request is. */
async function calledTool(request: Request): Promise<string | undefined> {
  if (request.method !== "POST") return undefined;
  try {
    const message = (await request.clone().json()) as { method?: unknown; params?: { name?: unknown } };
    return message?.method === "tools/call" && typeof message.params?.name === "string" ? message.params.name : undefined;
  } catch {
    return undefined;
  }
}

/** Largest MCP request body: the largest tool arguments (a chat at its longest) and the JSON-RPC envelope around them. */
export function mcpBodyLimit(): number {
  return Math.max(CHAT_BODY_LIMIT, knowledgeBodyLimit(), PAGE_BODY_LIMITS.provision, PAGE_BODY_LIMITS.patch, DEFAULT_BODY_LIMIT_BYTES) + 64 * 1024;
}

/**
 * The body read within `mcpBodyLimit` (413 beyond, before anything parses
 * it), as a request the MCP handler can read again. Each tool then checks its
 * arguments against its REST route's own limit.
 */
async function withinLimit(request: Request): Promise<Request> {
  if (request.method !== "POST") return request;
  const body = await readBodyText(request, mcpBodyLimit());
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

export async function handleMcp(original: Request, resource: McpResource = "mcp"): Promise<Response> {
  const request = await withinLimit(original);
  const hasAuthorization = request.headers.has("authorization");
  const token = bearerToken(request.headers);
  if (!hasAuthorization) return resource === "connect" ? errorResponse(oauthUnauthorized("This MCP endpoint needs a token: sign in with OAuth (see WWW-Authenticate), or send a capability token.", false, resource)) : publicHandler()(request);
  if (isAccessToken(token)) return handleOAuth(request, token, resource);
  const subject = token ? await tokenSubject(token) : null;
  // Without a capability token (none well formed), the 401 says where OAuth starts (RFC 9728); with one, it is REST's (at /mcp/connect, OAuth's again).
  if (!token || !isWellFormedToken(token)) return errorResponse(oauthUnauthorized(UNAUTHORIZED_MESSAGE, false, resource));
  if (!subject) return errorResponse(resource === "connect" ? oauthUnauthorized(UNAUTHORIZED_MESSAGE, true, resource) : unauthorized());

  const auth: AuthInfo = { token, clientId: `${subject.resourceType}:${subject.resourceId}`, scopes: [subject.resourceType] };
  Object.assign(request, { auth });
  const tool = await calledTool(request);
  const foreign = tool && isForeignControlTool(tool, subject.resourceType) ? tool : undefined;
  return controlHandler(subject.resourceType, foreign)(request);
}

/**
 * A request with an OAuth access token (lib/domains/oauth): it stands for its grant's
 * one resource like that resource's capability token. Expired, revoked or
 * unknown: 401 with the challenge that sends the client to refresh or
 * authorize again. A read-only grant lists the read tools alone, and a call
 * of a writing tool is refused with 403 insufficient_scope before anything runs.
 */
async function handleOAuth(request: Request, token: string, resource: McpResource): Promise<Response> {
  const access = await findOAuthAccess(token);
  if (!access) return errorResponse(oauthUnauthorized("The OAuth access token is invalid, expired or revoked: refresh it, or authorize again.", true, resource));
  const { resourceType, resourceId } = access.context;
  const tool = await calledTool(request);
  if (tool && !access.write && isWriteControlTool(tool)) return errorResponse(insufficientScope(resource));
  const auth: AuthInfo = { token, clientId: `${resourceType}:${resourceId}`, scopes: access.write ? ["mcp:read", "mcp:write"] : ["mcp:read"] };
  Object.assign(request, { auth });
  const foreign = tool && isForeignControlTool(tool, resourceType) ? tool : undefined;
  return oauthHandler(resourceType, access.write, foreign)(request);
}
