/**
 * The shape of a Person's `tools` configuration (spec 2.1: Person-scoped tool
 * configuration): the built-in tools, each switchable; remote MCP servers
 * (Streamable HTTP) with the tools allowed from each; HTTP tools (a method,
 * an https URL template and a JSON input schema); which of all these
 * counterparts' turns may use; and how many tool calls one turn may make.
 *
 * Three forms of one shape:
 * - input (provision, PATCH): header values are the secret itself, or
 *   `{ "set": true }` to keep the value already stored under that name;
 * - stored (the Person row): header values sealed (AES-256-GCM, lib/core/secrets);
 * - shown (GET, export, MCP): header values `{ "set": true }`, never the value.
 *
 * Anything the service cannot handle is refused, not kept: unknown members,
 * a JSON Schema keyword outside the supported subset, a URL template whose
 * host is not fixed.
 */
import { z } from "zod";
import "zod-openapi";

/** The built-in tools: each a switch in `tools` (true by default). */
export const BUILTIN_TOOLS = ["record_state", "create_task", "search_knowledge", "list_linked_pages", "read_page_submissions"] as const;
export type BuiltinTool = (typeof BUILTIN_TOOLS)[number];

/** What counterparts' turns may use unless the controller says otherwise: the read-only tools. */
export const DEFAULT_COUNTERPART_TOOLS: readonly BuiltinTool[] = ["search_knowledge"];

export const TOOL_LIMITS = {
  mcpServers: 5,
  allowPerServer: 50,
  httpTools: 20,
  headers: 10,
  headerValue: 4096,
  url: 2048,
  description: 1000,
  inputSchemaBytes: 8192,
  inputSchemaDepth: 4,
  templateVariables: 20,
  counterpartTools: 100,
  /** Tool calls in one chat turn or one task step at most (the setting's range). */
  maxToolCallsPerTurn: 25,
  approvalMinutes: 7 * 24 * 60,
} as const;

/** Tool calls one turn may make unless `maxToolCallsPerTurn` says otherwise. */
export const DEFAULT_TOOL_CALLS_PER_TURN = 8;

/** A remote tool's name as the model sees it: `<server>__<tool>` (MCP) or the HTTP tool's name. */
export const mcpToolName = (server: string, tool: string) => `${server}__${tool}`;

const SERVER_NAME = /^[a-z][a-z0-9-]{0,23}$/;
const REMOTE_TOOL = /^[A-Za-z0-9_.-]{1,64}$/;
const HTTP_TOOL_NAME = /^[a-z][a-z0-9_]{0,47}$/;
/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
/** Headers the service sets itself on every call: a tool may not set them. */
const RESERVED_HEADERS = new Set(["host", "content-length", "content-type", "connection", "transfer-encoding", "te", "upgrade", "keep-alive", "proxy-authorization", "accept", "mcp-session-id", "mcp-protocol-version", "last-event-id"]);

export const KeptSecretSchema = z.strictObject({ set: z.literal(true) }).meta({ description: "Keeps the value already stored under this header name (as GET shows it)." });

const HeaderValueInputSchema = z.union([
  z
    .string()
    .min(1)
    .max(TOOL_LIMITS.headerValue)
    .refine((value) => !/[\r\n\0]/.test(value), "A header value cannot hold line breaks or NUL."),
  KeptSecretSchema,
]);

const headersOf = <V extends z.ZodType>(value: V) =>
  z
    .record(z.string(), value)
    .superRefine((headers, ctx) => {
      const names = Object.keys(headers);
      if (names.length > TOOL_LIMITS.headers) ctx.addIssue({ code: "custom", message: `At most ${TOOL_LIMITS.headers} headers.` });
      const seen = new Set<string>();
      for (const name of names) {
        if (!HEADER_NAME.test(name)) ctx.addIssue({ code: "custom", path: [name], message: "Not an HTTP header name." });
        else if (RESERVED_HEADERS.has(name.toLowerCase())) ctx.addIssue({ code: "custom", path: [name], message: `The service sets ${name} itself.` });
        if (seen.has(name.toLowerCase())) ctx.addIssue({ code: "custom", path: [name], message: "Twice, in another case." });
        seen.add(name.toLowerCase());
      }
    });

const HeadersInputSchema = headersOf(HeaderValueInputSchema).meta({
  description: `Headers sent with every call (at most ${TOOL_LIMITS.headers}), for example an API key. Values are secrets: stored encrypted, never shown again (GET shows {"set": true}), never logged or put in a prompt. Send {"set": true} to keep the stored value.`,
});

const HttpsUrlSchema = z
  .string()
  .max(TOOL_LIMITS.url)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "An absolute https URL without user:password@ (http:// is called only where the development setting EGRESS_ALLOW_LOCAL allows it).");

export const McpServerInputSchema = z
  .strictObject({
    name: z.string().regex(SERVER_NAME, "Lower-case letters, digits and -, starting with a letter, at most 24.").meta({ description: "Names the server; its tools are offered to the model as <name>__<tool>." }),
    url: HttpsUrlSchema.meta({ description: "The server's Streamable HTTP endpoint (https; public addresses only)." }),
    headers: HeadersInputSchema.optional(),
    allow: z
      .array(z.string().regex(REMOTE_TOOL, "A tool name: letters, digits, _ . and -, at most 64."))
      .min(1)
      .max(TOOL_LIMITS.allowPerServer)
      .meta({ description: "The server's tools the Person may call (others are never offered to the model)." }),
    requiresApproval: z
      .array(z.string().regex(REMOTE_TOOL))
      .max(TOOL_LIMITS.allowPerServer)
      .optional()
      .meta({ description: "Allowed tools whose every call waits for an approval (the controller's, or a linked Approval Page's)." }),
  })
  .superRefine((server, ctx) => {
    for (const name of server.requiresApproval ?? []) {
      if (!server.allow.includes(name)) ctx.addIssue({ code: "custom", path: ["requiresApproval"], message: `${name} is not in allow.` });
    }
    if (new Set(server.allow).size !== server.allow.length) ctx.addIssue({ code: "custom", path: ["allow"], message: "A tool is listed twice." });
  })
  .meta({ id: "PersonMcpServer" });

// ── The JSON Schema subset of an HTTP tool's input ─────────────────────────
// Types, descriptions, enums, bounds, required members and nesting: what a
// model needs. No pattern (a regular expression the service would run), no
// $ref, no format: refused, never ignored.

type JsonSchemaNode = {
  type: "string" | "number" | "integer" | "boolean" | "array" | "object";
  description?: string;
  enum?: (string | number | boolean)[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchemaNode;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: boolean;
};

const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const JsonSchemaNodeSchema: z.ZodType<JsonSchemaNode> = z.lazy(() =>
  z.strictObject({
    type: z.enum(["string", "number", "integer", "boolean", "array", "object"]),
    description: z.string().max(500).optional(),
    enum: z.array(z.union([z.string().max(200), z.number(), z.boolean()])).min(1).max(50).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.int().min(0).max(100_000).optional(),
    maxLength: z.int().min(0).max(100_000).optional(),
    minItems: z.int().min(0).max(1000).optional(),
    maxItems: z.int().min(0).max(1000).optional(),
    items: JsonSchemaNodeSchema.optional(),
    properties: z.record(z.string().regex(PROPERTY_NAME, "A property name: letters, digits and _, at most 64."), JsonSchemaNodeSchema).optional(),
    required: z.array(z.string()).max(50).optional(),
    additionalProperties: z.boolean().optional(),
  }),
);

const depthOf = (node: JsonSchemaNode): number =>
  1 + Math.max(0, ...Object.values(node.properties ?? {}).map(depthOf), node.items ? depthOf(node.items) : 0);

export const ToolInputSchemaSchema = JsonSchemaNodeSchema.superRefine((node, ctx) => {
  if (node.type !== "object") ctx.addIssue({ code: "custom", path: ["type"], message: 'The input schema describes an object: "type": "object".' });
  if (JSON.stringify(node).length > TOOL_LIMITS.inputSchemaBytes) ctx.addIssue({ code: "custom", message: `At most ${TOOL_LIMITS.inputSchemaBytes} characters as JSON.` });
  if (depthOf(node) > TOOL_LIMITS.inputSchemaDepth) ctx.addIssue({ code: "custom", message: `At most ${TOOL_LIMITS.inputSchemaDepth} levels of nesting.` });
}).meta({
  description:
    'A JSON Schema of the tool\'s input ("type": "object"): type, description, enum, minimum/maximum, minLength/maxLength, minItems/maxItems, items, properties, required, additionalProperties. Other keywords (pattern, format, $ref, …) are refused.',
});

/** The `{name}` placeholders of a URL template, in order. */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{([^{}]*)\}/g)) names.push(match[1]!);
  return names;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export const HttpToolInputSchema = z
  .strictObject({
    name: z.string().regex(HTTP_TOOL_NAME, "Lower-case letters, digits and _, starting with a letter, at most 48.").meta({ description: "The tool's name as the model sees it." }),
    description: z.string().trim().min(1).max(TOOL_LIMITS.description).meta({ description: "What the tool does, for the model." }),
    method: z.enum(METHODS),
    urlTemplate: z
      .string()
      .max(TOOL_LIMITS.url)
      .meta({
        description:
          "https URL with {name} placeholders in its path or query, each a property of inputSchema (its value percent-encoded). The host is fixed: no placeholder before the path. Input members not in the template go in the query (GET, DELETE) or as the JSON body (POST, PUT, PATCH).",
        example: "https://api.example.com/weather/{city}?units=metric",
      }),
    inputSchema: ToolInputSchemaSchema,
    headers: HeadersInputSchema.optional(),
    requiresApproval: z.boolean().optional().meta({ description: "Every call waits for an approval (default false)." }),
  })
  .superRefine((tool, ctx) => {
    const names = templateVariables(tool.urlTemplate);
    const filled = tool.urlTemplate.replace(/\{[^{}]*\}/g, "x");
    let url: URL | undefined;
    try {
      url = new URL(filled);
    } catch {
      ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: "Not an absolute URL once its placeholders are filled." });
    }
    if (url && !["https:", "http:"].includes(url.protocol)) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: "An https URL." });
    if (url && (url.username || url.password)) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: "No user:password@ in the URL." });
    // The host is the controller's choice, never the model's.
    const authorityEnd = tool.urlTemplate.indexOf("/", tool.urlTemplate.indexOf("//") + 2);
    const authority = tool.urlTemplate.slice(0, authorityEnd < 0 ? undefined : authorityEnd);
    if (/[{}]/.test(authority)) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: "The scheme and host are fixed: placeholders go in the path or query only." });
    if (/\{[^{}]*$|^[^{}]*\}/.test(tool.urlTemplate.replace(/\{[^{}]*\}/g, ""))) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: "A { without its } (or the reverse)." });
    if (names.length > TOOL_LIMITS.templateVariables) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: `At most ${TOOL_LIMITS.templateVariables} placeholders.` });
    const properties = tool.inputSchema.properties ?? {};
    for (const name of names) {
      if (!PROPERTY_NAME.test(name)) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: `{${name}}: only {name} placeholders (letters, digits, _).` });
      else if (!properties[name]) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: `{${name}} is not a property of inputSchema.` });
      else if (!["string", "number", "integer", "boolean"].includes(properties[name]!.type)) ctx.addIssue({ code: "custom", path: ["urlTemplate"], message: `{${name}} must be a string, number, integer or boolean property.` });
      else if (!(tool.inputSchema.required ?? []).includes(name)) ctx.addIssue({ code: "custom", path: ["inputSchema", "required"], message: `{${name}} is in the URL: list it in required.` });
    }
  })
  .meta({ id: "PersonHttpTool" });

const BUILTIN_DESCRIPTIONS: Record<BuiltinTool, string> = {
  record_state: "May record facts in its state (default true).",
  create_task: "May queue tasks for itself (default true).",
  search_knowledge: "May search its knowledge files (default true).",
  list_linked_pages: "May list the Pages linked to it (default true; offered only while it has a linked Page).",
  read_page_submissions: "May read its linked Pages' submissions, bookings, signatures and decisions as data (default true; offered only while it has a linked Page).",
};

const builtinSwitches = Object.fromEntries(BUILTIN_TOOLS.map((name) => [name, z.boolean().optional().meta({ description: BUILTIN_DESCRIPTIONS[name] })])) as Record<
  BuiltinTool,
  z.ZodOptional<z.ZodBoolean>
>;

const settings = {
  counterpartTools: z
    .array(z.string().max(120))
    .max(TOOL_LIMITS.counterpartTools)
    .optional()
    .meta({
      description: `The tools the Person may use in a signed-in counterpart's turn and in every task a counterpart causes (one their turn queues, one their submission on a linked Page triggers), including the approved calls of those: built-in names, <server>__<tool> for an allowed MCP tool, or an HTTP tool's name. Default ${JSON.stringify(DEFAULT_COUNTERPART_TOOLS)}: counterparts cannot change its state, queue work or call remote tools unless listed here. Controllers' turns and tasks (and scheduled ones) use every enabled tool.`,
    }),
  maxToolCallsPerTurn: z
    .int()
    .min(1)
    .max(TOOL_LIMITS.maxToolCallsPerTurn)
    .optional()
    .meta({ description: `Tool calls one chat turn or one task step may make (default ${DEFAULT_TOOL_CALLS_PER_TURN}); further calls are refused to the model.` }),
  approvalExpiresInMinutes: z
    .int()
    .min(1)
    .max(TOOL_LIMITS.approvalMinutes)
    .optional()
    .meta({ description: "How long a call marked requiresApproval waits for an answer before it is denied as expired (default 1440, a day; at most 10080, a week)." }),
};

/** The input form: what provision and PATCH take. */
export const ToolsInputSchema = z
  .strictObject({
    ...builtinSwitches,
    ...settings,
    mcpServers: z.array(McpServerInputSchema).max(TOOL_LIMITS.mcpServers).optional().meta({ description: `Remote MCP servers (Streamable HTTP), at most ${TOOL_LIMITS.mcpServers}.` }),
    http: z.array(HttpToolInputSchema).max(TOOL_LIMITS.httpTools).optional().meta({ description: `HTTP tools, at most ${TOOL_LIMITS.httpTools}.` }),
  })
  .superRefine((tools, ctx) => {
    const servers = tools.mcpServers ?? [];
    const http = tools.http ?? [];
    const serverNames = servers.map((server) => server.name);
    if (new Set(serverNames).size !== serverNames.length) ctx.addIssue({ code: "custom", path: ["mcpServers"], message: "Two servers have one name." });
    const httpNames = http.map((tool) => tool.name);
    if (new Set(httpNames).size !== httpNames.length) ctx.addIssue({ code: "custom", path: ["http"], message: "Two HTTP tools have one name." });
    httpNames.forEach((name, index) => {
      if ((BUILTIN_TOOLS as readonly string[]).includes(name)) ctx.addIssue({ code: "custom", path: ["http", index, "name"], message: `${name} is a built-in tool's name.` });
    });
    const known = new Set<string>([...BUILTIN_TOOLS, ...httpNames, ...servers.flatMap((server) => server.allow.map((tool) => mcpToolName(server.name, tool)))]);
    (tools.counterpartTools ?? []).forEach((name, index) => {
      if (!known.has(name)) ctx.addIssue({ code: "custom", path: ["counterpartTools", index], message: `${name} is not a tool of this Person.` });
    });
  })
  .meta({
    id: "PersonTools",
    description:
      "The Person's tools: the built-in ones (each true by default), remote MCP servers, HTTP tools, which of them counterparts' turns may use, and the calls one turn may make. Unknown members are refused. docs/persons.md explains each.",
  });

export type ToolsInput = z.output<typeof ToolsInputSchema>;

const SealedSecretSchema = z.strictObject({ sealed: z.string() });
const StoredHeadersSchema = z.record(z.string(), SealedSecretSchema);

/** The stored form (the Person row's `tools`): header values sealed. Read tolerantly: rows written by earlier versions may hold other members. */
export const StoredToolsSchema = z.looseObject({
  ...builtinSwitches,
  ...settings,
  mcpServers: z.array(z.object({ ...McpServerInputSchema.shape, headers: StoredHeadersSchema.optional() })).optional(),
  http: z.array(z.object({ ...HttpToolInputSchema.shape, headers: StoredHeadersSchema.optional() })).optional(),
});
export type StoredTools = z.output<typeof StoredToolsSchema>;
export type StoredMcpServer = NonNullable<StoredTools["mcpServers"]>[number];
export type StoredHttpTool = NonNullable<StoredTools["http"]>[number];

const ShownHeadersSchema = z.record(z.string(), KeptSecretSchema).meta({ description: 'Each header that is set, as {"set": true}: its value is never shown.' });

/** The shown form: what GET, the export and MCP answer. */
export const ToolsViewSchema = z
  .object({
    ...builtinSwitches,
    ...settings,
    mcpServers: z.array(z.object({ ...McpServerInputSchema.shape, headers: ShownHeadersSchema.optional() })).optional(),
    http: z.array(z.object({ ...HttpToolInputSchema.shape, headers: ShownHeadersSchema.optional() })).optional(),
  })
  .meta({ id: "PersonToolsView", description: "The Person's tools configuration as stored, with header values replaced by {\"set\": true}." });
export type ToolsView = z.output<typeof ToolsViewSchema>;
