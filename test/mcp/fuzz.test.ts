/**
 * Schema-driven fuzzing of the MCP tools, as test/http/fuzz.test.ts does
 * for the REST routes: every tool a Person's and a Page's token session lists
 * (and the public ones), called over the real MCP client with arguments that
 * break the tool's own input schema (a required member missing, a member of
 * the wrong type, outside its enum, longer than its maxLength, holding NUL or
 * a lone surrogate, nested too deep). Every call must come back as a tool
 * error carrying REST's {error, code} (never a protocol error, never a
 * crash), and nothing may be written.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/core/http/errors";
import { provision } from "../support/agent";
import { fundPayer, SECURITY_PAYERS, snapshot } from "../support/security";
import { mcpClients, toolError } from "../support/mcp";

const PAYER = SECURITY_PAYERS.mcpFuzz;
const SEED = 20261122;
const CASES_PER_TOOL = 60;

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; enum?: unknown[]; maxLength?: number; anyOf?: JsonSchema[] };
interface Tool {
  name: string;
  inputSchema: JsonSchema;
  annotations?: { readOnlyHint?: boolean };
}

const { connect, close: closeClients } = mcpClients("security-mcp-fuzz");
afterAll(async () => {
  await closeClients();
});

const typesOf = (schema: JsonSchema): string[] => (schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type === undefined ? [] : [schema.type].flat());

/** Values that the member's schema refuses, by construction (an empty list when the schema accepts anything). */
function refusedValues(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  if (!types.length) return [];
  const values: unknown[] = [];
  if (!types.includes("string")) values.push("not the right type", "");
  if (!types.includes("number") && !types.includes("integer")) values.push(42, -1.5);
  if (!types.includes("boolean")) values.push(true);
  if (!types.includes("array")) values.push(["x"]);
  if (!types.includes("object")) values.push({ nested: { deeper: 1 } });
  if (!types.includes("null")) values.push(null);
  if (types.includes("string") && !schema.enum) {
    values.push("bad\u0000nul", "lone \ud800 surrogate");
    if (schema.maxLength !== undefined) values.push("x".repeat(schema.maxLength + 1));
  }
  if (schema.enum) values.push("surely-not-in-the-enum");
  if (types.includes("object")) {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 80; i++) deep = { deep };
    values.push(deep);
  }
  return values;
}

/** One malformed argument object for `tool`, from fast-check's choice; null when its schema leaves nothing to break. */
function malformed(tool: Tool): fc.Arbitrary<Record<string, unknown>> | null {
  const properties = tool.inputSchema.properties ?? {};
  const required = tool.inputSchema.required ?? [];
  const options: fc.Arbitrary<Record<string, unknown>>[] = [];
  const valid: Record<string, unknown> = {};
  if (required.length) options.push(fc.constantFrom(...required).map((missing) => Object.fromEntries(required.filter((name) => name !== missing).map((name) => [name, "x"]))));
  for (const [name, schema] of Object.entries(properties)) {
    const refused = refusedValues(schema);
    if (refused.length) options.push(fc.constantFrom(...refused).map((value) => ({ ...valid, [name]: value })));
  }
  return options.length ? fc.oneof(...options) : null;
}

let person: { id: string; token: string };
let page: { id: string; token: string };

beforeAll(async () => {
  await fundPayer(PAYER);
  [person, page] = await Promise.all([provision(PAYER, "persons"), provision(PAYER, "pages")]);
}, 120_000);

describe("MCP tools with arguments that break their own schema", () => {
  it("answer a tool error with {error, code}, never a protocol error, and write nothing", async () => {
    const sessions = [await connect(person.token), await connect(page.token), await connect()];
    const before = await snapshot([person.id, page.id]);
    const codes: Record<string, number> = {};
    let calls = 0;
    const seen = new Set<string>();
    const accepted: string[] = [];
    for (const client of sessions) {
      const { tools } = (await client.listTools()) as { tools: Tool[] };
      for (const tool of tools) {
        const arbitrary = malformed(tool);
        if (!arbitrary) continue; // no member to break (a tool without input)
        seen.add(tool.name);
        for (const args of fc.sample(arbitrary, { seed: SEED, numRuns: CASES_PER_TOOL })) {
          calls++;
          const result = await client.callTool({ name: tool.name, arguments: args });
          const label = `${tool.name}(${JSON.stringify(args).slice(0, 160)})`;
          if (!result.isError) {
            // Numeric query members coerce as REST's query strings do (true is 1): tolerated for reads only.
            expect(tool.annotations?.readOnlyHint, `${label} was accepted by a tool that writes`).toBe(true);
            accepted.push(label);
            continue;
          }
          const body = toolError(result) as { error?: unknown; code?: unknown };
          expect(typeof body?.error, label).toBe("string");
          expect(Object.keys(ERROR_CODES), label).toContain(body?.code);
          codes[String(body?.code)] = (codes[String(body?.code)] ?? 0) + 1;
        }
      }
    }
    console.log(`MCP fuzz: seed ${SEED}, ${seen.size} tools, ${calls} calls; codes ${JSON.stringify(codes)}; accepted by read-only tools: ${JSON.stringify([...new Set(accepted)])}`);
    expect(seen.size).toBeGreaterThanOrEqual(10);
    expect(await snapshot([person.id, page.id])).toEqual(before);
  }, 600_000); // a bound that stands for "never" (as the HTTP fuzz's): 183 s on a two-core machine at load 14
});
