/**
 * A built-in tool as the toolbox (./tools.ts) takes it: its name (switchable in the Person's `tools`), what the model
 * reads of it, its input's schema and its call, which gets the input parsed by that schema. The wrapper adds the
 * cap, the approval gate and the timeline.
 */
import type { FlexibleSchema } from "ai";
import type { z } from "zod";
import type { BuiltinTool } from "../shapes/schemas";

export interface BuiltinDefinition {
  name: BuiltinTool;
  description: string;
  inputSchema: FlexibleSchema<Record<string, unknown>>;
  call: (input: Record<string, unknown>) => Promise<unknown>;
}

/** One built-in tool: `call` receives the input as `schema` parses it. */
export function builtinTool<S extends z.ZodType>(name: BuiltinTool, description: string, schema: S, call: (input: z.output<S>) => Promise<unknown>): BuiltinDefinition {
  return { name, description, inputSchema: schema as unknown as FlexibleSchema<Record<string, unknown>>, call: (input) => call(schema.parse(input)) };
}

/** The definitions among these whose tool this turn may use. */
export const enabledOnly = (enabled: readonly BuiltinTool[], definitions: BuiltinDefinition[]): BuiltinDefinition[] =>
  definitions.filter((definition) => enabled.includes(definition.name));
