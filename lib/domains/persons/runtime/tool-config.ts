/**
 * A Person's `tools` configuration between its three forms (tool-schemas.ts):
 * sealing the header secrets of an input for the row, showing a stored one
 * without them, opening them for a call, and choosing the tools one turn may
 * use (a counterpart's turn: only those the controller allowed counterparts).
 */
import { checkUrlToKeep } from "../../../core/egress/egress";
import { scrubSecretEchoesIn } from "../../../core/token-format";
import { ApiError } from "../../../core/http/errors";
import { open, seal } from "../../../core/secrets/secrets";
import {
  BUILTIN_TOOLS,
  DEFAULT_COUNTERPART_TOOLS,
  type BuiltinTool,
  DEFAULT_TOOL_CALLS_PER_TURN,
  mcpToolName,
  StoredToolsSchema,
  type StoredHttpTool,
  type StoredMcpServer,
  type StoredTools,
  type ToolsInput,
  type ToolsView,
} from "../shapes/tool-schemas";

type Kind = "mcp" | "http";

/** What a header secret is sealed for: this Person, this server or tool, this header. A value copied elsewhere does not open. */
const secretContext = (personId: string, kind: Kind, owner: string, header: string) => `person:${personId}:tools:${kind}:${owner}:${header.toLowerCase()}`;

/** The stored form of a row's tools (an unreadable legacy value reads as no configuration). */
export function storedTools(tools: unknown): StoredTools {
  const parsed = StoredToolsSchema.safeParse(tools ?? {});
  return parsed.success ? parsed.data : {};
}

/**
 * Every MCP server URL and HTTP tool URL of an input, refused now (400
 * url_not_allowed) when its call would be refused for what the URL is: a
 * loopback, private or metadata address (lib/core/egress `checkUrlToKeep`, as a
 * webhook's URL is). Before anything is written or charged.
 */
export async function checkToolUrls(input: ToolsInput | undefined, path = "tools"): Promise<void> {
  if (!input) return;
  await Promise.all([
    ...(input.mcpServers ?? []).map((server, index) => checkUrlToKeep(server.url, `MCP server ${server.name}`, `${path}.mcpServers.${index}.url`)),
    // The scheme and host are fixed (placeholders go in the path or query only): filled with a letter, the host is the one called.
    ...(input.http ?? []).map((tool, index) => checkUrlToKeep(tool.urlTemplate.replace(/\{[^{}]*\}/g, "x"), `HTTP tool ${tool.name}`, `${path}.http.${index}.urlTemplate`)),
  ]);
}

/**
 * The stored form of an input: each header value sealed for this Person, or,
 * given as {"set": true}, the value stored before under the same server (or
 * HTTP tool) and header name. Throws 400 when there is none to keep.
 */
export function sealTools(input: ToolsInput, personId: string, previous: unknown): StoredTools {
  const before = storedTools(previous);
  const sealHeaders = (kind: Kind, owner: string, headers: Record<string, string | { set: true }> | undefined, old: Record<string, { sealed: string }> | undefined, path: string) => {
    if (!headers) return undefined;
    const kept: Record<string, { sealed: string }> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (typeof value === "string") {
        kept[name] = { sealed: seal(value, secretContext(personId, kind, owner, name)) };
        continue;
      }
      const stored = Object.entries(old ?? {}).find(([oldName]) => oldName.toLowerCase() === name.toLowerCase())?.[1];
      if (!stored) {
        throw new ApiError("validation_failed", `The body is invalid (${path}.${name}: no value is stored under this name to keep; send the value).`, {
          details: [{ path: `${path}.${name}`, message: "No value is stored under this name to keep; send the value." }],
        });
      }
      kept[name] = stored;
    }
    return kept;
  };
  const { mcpServers, http, ...rest } = input;
  return {
    ...rest,
    ...(mcpServers
      ? {
          mcpServers: mcpServers.map((server, index) => {
            const { headers: given, ...rest } = server;
            const headers = sealHeaders("mcp", server.name, given, before.mcpServers?.find((old) => old.name === server.name)?.headers, `tools.mcpServers.${index}.headers`);
            return { ...rest, ...(headers ? { headers } : {}) };
          }),
        }
      : {}),
    ...(http
      ? {
          http: http.map((tool, index) => {
            const { headers: given, ...rest } = tool;
            const headers = sealHeaders("http", tool.name, given, before.http?.find((old) => old.name === tool.name)?.headers, `tools.http.${index}.headers`);
            return { ...rest, ...(headers ? { headers } : {}) };
          }),
        }
      : {}),
  };
}

const shownHeaders = (headers: Record<string, { sealed: string }> | undefined) =>
  headers ? Object.fromEntries(Object.keys(headers).map((name) => [name, { set: true as const }])) : undefined;

/** The shown form: the configuration, header values as {"set": true}; members earlier versions kept are left out (ignoredTools names them). */
export function showTools(tools: unknown): ToolsView {
  const { mcpServers, http, ...rest } = storedTools(tools);
  const known = Object.fromEntries(Object.entries(rest).filter(([key]) => KNOWN_MEMBERS.has(key)));
  return {
    ...known,
    ...(mcpServers ? { mcpServers: mcpServers.map(({ headers, ...server }) => ({ ...server, ...(headers ? { headers: shownHeaders(headers) } : {}) })) } : {}),
    ...(http ? { http: http.map(({ headers, ...tool }) => ({ ...tool, ...(headers ? { headers: shownHeaders(headers) } : {}) })) } : {}),
  };
}

const KNOWN_MEMBERS = new Set<string>([...BUILTIN_TOOLS, "counterpartTools", "maxToolCallsPerTurn", "approvalExpiresInMinutes", "mcpServers", "http"]);

/** The header values of one server or HTTP tool, opened for a call. */
export function openHeaders(personId: string, kind: Kind, owner: string, headers: Record<string, { sealed: string }> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, { sealed }]) => [name, open(sealed, secretContext(personId, kind, owner, name))]));
}

/**
 * Every header secret of a configuration, opened: what tool results and
 * timeline entries are scrubbed of. A value with a scheme (`Bearer sk_…`,
 * `Basic …`) counts its credentials alone too: what echoes only the token
 * echoes the secret.
 */
export function allSecrets(personId: string, tools: StoredTools): string[] {
  const values = [
    ...(tools.mcpServers ?? []).flatMap((server) => Object.values(openHeaders(personId, "mcp", server.name, server.headers))),
    ...(tools.http ?? []).flatMap((tool) => Object.values(openHeaders(personId, "http", tool.name, tool.headers))),
  ];
  const parts = values.flatMap((value) => value.trim().split(/\s+/).slice(1)).filter((part) => part.length >= 8);
  return [...new Set([...values, ...parts])].filter((secret) => secret.length >= 4);
}

/** A JSON value scrubbed of every echo of the Person's header secrets (lib/core/token-format.ts): what leaves the service (the export) holds none. */
export function scrubPersonSecrets<T>(personId: string, tools: unknown, value: T): T {
  return scrubSecretEchoesIn(value, allSecrets(personId, storedTools(tools)));
}

export interface ToolChoice {
  /** The built-in tools switched on. */
  enabled: BuiltinTool[];
  /** The built-in tools a counterpart's turn may use. */
  counterpart: BuiltinTool[];
  /** Every tool name a counterpart's turn may use (built-in and remote). */
  counterpartNames: string[];
  servers: StoredMcpServer[];
  http: StoredHttpTool[];
  maxCalls: number;
  /** How long an approval request waits (minutes). */
  approvalMinutes: number;
  /** Members of a row earlier versions kept (unknown to this one): listed, never used. */
  ignored: string[];
}

/** What a `tools` value enables. */
export function toolChoice(tools: unknown): ToolChoice {
  const raw = (tools && typeof tools === "object" && !Array.isArray(tools) ? tools : {}) as Record<string, unknown>;
  const config = storedTools(tools);
  const enabled = BUILTIN_TOOLS.filter((name) => config[name] !== false);
  const counterpartNames = config.counterpartTools ?? [...DEFAULT_COUNTERPART_TOOLS];
  return {
    enabled,
    counterpart: enabled.filter((name) => counterpartNames.includes(name)),
    counterpartNames,
    servers: config.mcpServers ?? [],
    http: config.http ?? [],
    maxCalls: config.maxToolCallsPerTurn ?? DEFAULT_TOOL_CALLS_PER_TURN,
    approvalMinutes: config.approvalExpiresInMinutes ?? 24 * 60,
    ignored: Object.keys(raw).filter((key) => !KNOWN_MEMBERS.has(key)),
  };
}

/** The built-in tools of one turn: a counterpart's turn gets only what the controller allowed counterparts. */
export function toolsFor(tools: unknown, origin: "controller" | "counterpart"): BuiltinTool[] {
  const choice = toolChoice(tools);
  return origin === "counterpart" ? choice.counterpart : choice.enabled;
}

/** Whether a remote tool (MCP `<server>__<tool>` or HTTP) may run in this turn. */
export function remoteToolAllowed(choice: ToolChoice, name: string, origin: "controller" | "counterpart"): boolean {
  return origin === "controller" || choice.counterpartNames.includes(name);
}

export { mcpToolName };
