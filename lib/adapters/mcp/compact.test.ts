/**
 * The compaction of the input schemas a tools/list publishes
 * (lib/adapters/mcp/compact.ts): what a model needs to build arguments stays,
 * what only a validator or a generator reads goes.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compactInput, firstSentence, MAX_ENUM_VALUES, type JsonSchema } from "./compact";

const json = (schema: z.ZodType) => schema["~standard"].jsonSchema.input({ target: "draft-2020-12" }) as JsonSchema;

describe("compactInput", () => {
  it("puts a schema with an id at the root, once, without $schema, examples or the root's description", () => {
    const Input = z
      .strictObject({ label: z.string().min(1).max(200).meta({ description: "The label.", example: "Hi" }) })
      .meta({ id: "SomeInput", description: "A long story the tool's description already tells.", examples: [{ label: "Hi" }] });
    const full = json(Input);
    expect(full.$ref).toBe("#/$defs/SomeInput");
    expect(compactInput(full)).toEqual({
      type: "object",
      properties: { label: { type: "string", minLength: 1, maxLength: 200, description: "The label." } },
      required: ["label"],
      additionalProperties: false,
    });
  });

  it("keeps the root's additionalProperties false, drops it below, and drops record noise", () => {
    const Input = z.strictObject({
      nested: z.strictObject({ a: z.string() }),
      headers: z.record(z.string(), z.string()).meta({ description: "Headers." }),
    });
    const compact = compactInput(json(Input));
    expect(compact.additionalProperties).toBe(false);
    expect(compact.properties!.nested).toEqual({ type: "object", properties: { a: { type: "string" } }, required: ["a"] });
    expect(compact.properties!.headers).toEqual({ type: "object", additionalProperties: { type: "string" }, description: "Headers." });
  });

  it("inlines a definition used once and publishes one used twice once, referenced", () => {
    const Once = z.strictObject({ x: z.number() }).meta({ id: "Once" });
    const Twice = z.strictObject({ y: z.number() }).meta({ id: "Twice" });
    const compact = compactInput(json(z.strictObject({ once: Once, first: Twice, second: Twice })));
    expect(compact.properties!.once).toEqual({ type: "object", properties: { x: { type: "number" } }, required: ["x"] });
    expect(compact.properties!.first).toEqual({ $ref: "#/$defs/Twice" });
    expect(compact.properties!.second).toEqual({ $ref: "#/$defs/Twice" });
    expect(compact.$defs).toEqual({ Twice: { type: "object", properties: { y: { type: "number" } }, required: ["y"] } });
  });

  it("drops enums too long to read, bounds below the root's members, and zod's safe-integer bounds", () => {
    const many = Array.from({ length: MAX_ENUM_VALUES + 1 }, (_, i) => `value_${i}`) as [string, ...string[]];
    const Input = z.strictObject({
      kind: z.enum(many).meta({ description: "A kind." }),
      few: z.enum(["a", "b"]),
      count: z.int().min(0),
      inner: z.strictObject({ name: z.string().min(1).max(50) }),
    });
    const compact = compactInput(json(Input));
    expect(compact.properties!.kind).toEqual({ type: "string", description: "A kind." });
    expect(compact.properties!.few).toEqual({ type: "string", enum: ["a", "b"] });
    expect(compact.properties!.count).toEqual({ type: "integer", minimum: 0 });
    expect(compact.properties!.inner!.properties!.name).toEqual({ type: "string" });
  });

  it("cuts descriptions below the root's members to their first sentence, and deeper members to their type and that sentence", () => {
    const Input = z.strictObject({
      top: z
        .strictObject({
          middle: z
            .strictObject({ deep: z.strictObject({ deeper: z.string() }).meta({ description: "Deep. More about it." }) })
            .meta({ description: "Middle, e.g. this. Then more." }),
        })
        .meta({ description: "Top. All of it stays." }),
    });
    const top = compactInput(json(Input)).properties!.top!;
    expect(top.description).toBe("Top. All of it stays.");
    expect(top.properties!.middle!.description).toBe("Middle, e.g. this.");
    expect(top.properties!.middle!.properties!.deep).toEqual({ type: "object", description: "Deep." });
  });

  it("stops on a recursive definition", () => {
    type Node = { children?: Node[] };
    const NodeSchema: z.ZodType<Node> = z.lazy(() => z.strictObject({ children: z.array(NodeSchema).optional() })).meta({ id: "Node" });
    const compact = compactInput(json(z.strictObject({ root: NodeSchema })));
    expect(JSON.stringify(compact).length).toBeLessThan(400);
  });

  it("unites a union of bare types", () => {
    const compact = compactInput(json(z.strictObject({ note: z.string().nullable() })));
    expect(compact.properties!.note).toEqual({ type: ["string", "null"] });
  });
});

describe("firstSentence", () => {
  it("ends at the first full stop that ends a sentence", () => {
    expect(firstSentence("One. Two.")).toBe("One.");
    expect(firstSentence("A line, e.g. an email. Then.")).toBe("A line, e.g. an email.");
    expect(firstSentence("No stop")).toBe("No stop");
    expect(firstSentence("Version 1.5 is fine. Rest.")).toBe("Version 1.5 is fine.");
  });
});

describe("a member published by reference", () => {
  it("replaces the member's schema, whatever it is, and leaves the others", () => {
    const Content = z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("a"), a: z.string() }), z.strictObject({ kind: z.literal("b"), b: z.number() })]).meta({ id: "Content" });
    const compact = compactInput(json(z.strictObject({ label: z.string(), content: Content, again: Content })), { content: { type: "object", description: "See the contract." } });
    expect(compact.properties!.content).toEqual({ type: "object", description: "See the contract." });
    expect(compact.properties!.again).toMatchObject({ oneOf: expect.any(Array) });
    expect(compact.$defs).toBeUndefined();
  });
});
