/**
 * The JSON Schemas a tools/list carries, made small enough for a model to
 * read: an LLM pays for every byte of a tool list before it does anything.
 * The zod schemas stay whole (they validate every call and feed OpenAPI);
 * only what is published to MCP clients is cut, here at the adapter.
 *
 * An input schema keeps what a model needs to build the arguments: the
 * members, their types, enums, defaults and required lists, the root
 * members' bounds and descriptions. It loses what only a validator or a
 * generator reads: `$schema`, `examples`/`example`, `propertyNames`,
 * `additionalProperties` below the root (the root's `false` stays: unknown
 * arguments are refused), bounds below the root members, enums longer than a
 * model reads (`MAX_ENUM_VALUES`; the refusal names the values), the root's
 * description (it repeats the tool's). Descriptions below the root members
 * are cut to their first sentence, and members nested deeper than
 * `MAX_INPUT_DEPTH` keep their type and that sentence only. A definition used
 * once is inlined; one used more than once is published once in `$defs`.
 * A tool may publish a root member by reference (`byReference`, a Page's
 * `content`): a type and a description naming where its contract is read.
 * Whatever is cut is still checked: arguments are validated with the whole
 * zod schema, and REST's `validation_failed` names the member and its path.
 *
 * An output schema is `{"type": "object"}` (lib/adapters/mcp/tool.ts): the
 * answer itself is whole in structuredContent and, as JSON, in the text.
 */

export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  description?: string;
};

/** Members nested deeper than this (the root's members are at depth 1, theirs at 2) keep their type and first sentence only. */
export const MAX_INPUT_DEPTH = 2;
/** Enums with more values than this lose the list (the values are still checked, and the error names them). */
export const MAX_ENUM_VALUES = 16;

/** Keys that tell a model nothing it needs to build the arguments. */
const NOISE = new Set(["$schema", "$id", "example", "examples", "propertyNames", "$comment", "deprecated", "readOnly", "writeOnly", "contentEncoding", "contentMediaType"]);

/** Size bounds, kept on root members only: deeper, the server's refusal names the member and its bound. */
const BOUNDS = new Set(["minLength", "maxLength", "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minProperties", "maxProperties", "pattern"]);

/** A description's first sentence (up to the first ". " or ".\n"; the whole when there is none). */
export function firstSentence(text: string): string {
  for (const end of text.matchAll(/\.(\s|$)/g)) {
    // Not after an abbreviation ("e.g.", "i.e.", "etc.").
    if (/(\be\.g|\bi\.e|\betc|\bcf|\bvs)$/i.test(text.slice(0, end.index))) continue;
    return text.slice(0, end.index + 1);
  }
  return text;
}

const DEF_REF = /^#\/\$defs\/(.+)$/;
const isObject = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);

/** How many times each definition is referenced in `node` (its own `$defs` aside). */
function countRefs(node: unknown, counts: Map<string, number>): void {
  if (Array.isArray(node)) {
    for (const item of node) countRefs(item, counts);
    return;
  }
  if (!isObject(node)) return;
  const name = typeof node.$ref === "string" ? DEF_REF.exec(node.$ref)?.[1] : undefined;
  if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [key, value] of Object.entries(node)) if (key !== "$defs") countRefs(value, counts);
}

/** The JSON types a schema admits, when they can be told without resolving anything deeper. */
function typesOf(schema: JsonSchema, defs: Record<string, JsonSchema>, seen = new Set<string>()): string[] | undefined {
  const name = typeof schema.$ref === "string" ? DEF_REF.exec(schema.$ref)?.[1] : undefined;
  if (name) {
    if (seen.has(name) || !defs[name]) return undefined;
    return typesOf(defs[name]!, defs, new Set([...seen, name]));
  }
  if (schema.type !== undefined) return [schema.type].flat();
  if ("const" in schema) return [schema.const === null ? "null" : typeof schema.const === "number" ? "number" : typeof schema.const];
  if (schema.enum?.length) return [...new Set(schema.enum.map((value) => (value === null ? "null" : typeof value)))];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const all = union.map((member) => typesOf(member, defs, seen));
    if (all.some((types) => types === undefined)) return undefined;
    return [...new Set(all.flat() as string[])];
  }
  if (schema.properties) return ["object"];
  return undefined;
}

const typed = (types: string[] | undefined): JsonSchema => (types === undefined ? {} : { type: types.length === 1 ? types[0]! : types });

/**
 * An input schema as MCP clients get it (see the module's comment). `schema`
 * is the zod schema's JSON Schema, its root possibly a `$ref` into `$defs`
 * (a schema with an id); the result has the object at the root.
 */
export function compactInput(schema: JsonSchema, byReference: Record<string, JsonSchema> = {}): JsonSchema {
  const defs: Record<string, JsonSchema> = { ...(schema.$defs ?? {}) };
  const rootName = typeof schema.$ref === "string" ? DEF_REF.exec(schema.$ref)?.[1] : undefined;
  const rest = { ...schema };
  delete rest.$defs;
  delete rest.$ref;
  const whole: JsonSchema = rootName && defs[rootName] ? { ...defs[rootName], ...rest } : rest;
  // Members published by reference: their schema is not read (nor its definitions counted).
  const root: JsonSchema = whole.properties ? { ...whole, properties: Object.fromEntries(Object.entries(whole.properties).map(([member, sub]) => [member, byReference[member] ? {} : sub])) } : whole;

  // References are counted in the root's document: a definition referenced more than once there is published once;
  // one referenced once, or only from within other definitions, is inlined where it is used.
  const counts = new Map<string, number>();
  countRefs(root, counts);
  const kept = new Set<string>();
  const inlining = new Set<string>();
  const usedDefs = new Map<string, JsonSchema>();

  const visit = (node: JsonSchema, depth: number, isRoot = false): JsonSchema => {
    const name = typeof node.$ref === "string" ? DEF_REF.exec(node.$ref)?.[1] : undefined;
    if (name && defs[name]) {
      const siblings = { ...node };
      delete siblings.$ref;
      const def = defs[name]!;
      // Beyond the depth bound, or on a cycle: the type and the description only.
      if (depth > MAX_INPUT_DEPTH || inlining.has(name)) return shallow({ ...def, ...siblings }, defs);
      if ((counts.get(name) ?? 0) > 1) {
        // Shared: published once in $defs, referenced where it is used (its own siblings, a description, kept beside the $ref).
        if (!kept.has(name)) {
          kept.add(name);
          inlining.add(name);
          usedDefs.set(name, visit(def, depth));
          inlining.delete(name);
        }
        return { ...visitSiblings(siblings, depth), $ref: `#/$defs/${name}` };
      }
      inlining.add(name);
      const inlined = visit({ ...def, ...siblings }, depth, isRoot);
      inlining.delete(name);
      return inlined;
    }
    if (depth > MAX_INPUT_DEPTH) return shallow(node, defs);
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (NOISE.has(key) || key === "$defs") continue;
      if (key === "additionalProperties") {
        if (value === false && isRoot) out[key] = false;
        else if (isObject(value) && Object.keys(value).length) out[key] = visit(value, depth + 1);
        continue;
      }
      if (key === "enum" && Array.isArray(value) && value.length > MAX_ENUM_VALUES) continue;
      // The root's description repeats the tool's; a nested member's is cut to its first sentence.
      if (key === "description" && typeof value === "string") {
        if (!isRoot) out[key] = depth > 1 ? firstSentence(value) : value;
        continue;
      }
      if (BOUNDS.has(key) && depth > 1) continue;
      // zod's integer bounds (±2^53-1) say nothing.
      if ((key === "maximum" || key === "minimum") && Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) continue;
      if (key === "properties" && isObject(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([member, sub]) => [member, visit(sub as JsonSchema, depth + 1)]));
        continue;
      }
      if (key === "items" && isObject(value)) {
        out[key] = visit(value, depth);
        continue;
      }
      if ((key === "anyOf" || key === "oneOf" || key === "allOf") && Array.isArray(value)) {
        const members = value.map((member) => (isObject(member) ? visit(member, depth) : member));
        // A union of bare types (a nullable string) is one list of types.
        const bare = key !== "allOf" && out.type === undefined && members.every((member) => isObject(member) && Object.keys(member).length === 1 && typeof member.type === "string");
        if (bare) out.type = [...new Set(members.map((member) => (member as JsonSchema).type as string))];
        else out[key] = members;
        continue;
      }
      out[key] = value;
    }
    return out;
  };
  const visitSiblings = (siblings: JsonSchema, depth: number) => (Object.keys(siblings).length ? visit(siblings, depth) : {});

  const compact = visit(root, 0, true);
  for (const [member, published] of Object.entries(byReference)) if (compact.properties?.[member]) compact.properties[member] = published;
  return usedDefs.size ? { ...compact, $defs: Object.fromEntries(usedDefs) } : compact;
}

/** A member beyond the depth bound: its JSON type and its description. */
function shallow(node: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  const description = node.description ?? (typeof node.$ref === "string" ? defs[DEF_REF.exec(node.$ref)?.[1] ?? ""]?.description : undefined);
  return { ...typed(typesOf(node, defs)), ...(description ? { description: firstSentence(description) } : {}) };
}

/**
 * The most a tools/list may weigh, in bytes of the JSON of its `tools` array
 * as sent, by what the session's token is (docs/decisions.md, "MCP surface").
 * lib/adapters/mcp/surface.test.ts and test/mcp/surface-size.test.ts fail above them.
 */
export const SURFACE_LIMITS = { person: 40 * 1024, page: 30 * 1024, none: 15 * 1024 } as const;

/** The weight of a listed tool list: in all, and per tool by part (description, input schema, output schema, the rest). */
export function surfaceOf(tools: readonly Record<string, unknown>[]) {
  const size = (value: unknown) => (value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value), "utf8"));
  const perTool = tools.map((tool) => {
    const [description, inputSchema, outputSchema] = [size(tool.description), size(tool.inputSchema), size(tool.outputSchema)];
    const bytes = size(tool);
    return { name: String(tool.name), bytes, description, inputSchema, outputSchema, rest: bytes - description - inputSchema - outputSchema };
  });
  const sum = (part: keyof (typeof perTool)[number]) => perTool.reduce((total, tool) => total + (tool[part] as number), 0);
  return { bytes: size(tools), tools: tools.length, description: sum("description"), inputSchema: sum("inputSchema"), outputSchema: sum("outputSchema"), rest: sum("rest"), perTool };
}

/** surfaceOf as a table to print. */
export function surfaceTable(label: string, surface: ReturnType<typeof surfaceOf>): string {
  const head = `${label}: ${surface.tools} tools, ${surface.bytes} bytes (descriptions ${surface.description}, input schemas ${surface.inputSchema}, output schemas ${surface.outputSchema}, the rest ${surface.rest})`;
  const rows = surface.perTool.map((t) => `  ${t.name.padEnd(34)} ${String(t.bytes).padStart(6)}  description ${t.description}, input ${t.inputSchema}, output ${t.outputSchema}, rest ${t.rest}`);
  return [head, ...rows].join("\n");
}
