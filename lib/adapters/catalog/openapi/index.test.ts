import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, examplesNotExample } from "./index";

/** Every member name of the document, with where it is; an Example Object's `value` is data, not the document's own words. */
function memberNames(node: unknown, at = "#", found: { name: string; at: string }[] = []) {
  if (Array.isArray(node)) node.forEach((item, index) => memberNames(item, `${at}/${index}`, found));
  else if (node && typeof node === "object") {
    for (const [name, value] of Object.entries(node)) {
      found.push({ name, at });
      const insideExample = at.split("/").includes("examples") && name === "value";
      if (!insideExample) memberNames(value, `${at}/${name}`, found);
    }
  }
  return found;
}

describe("the OpenAPI document", () => {
  it("uses `examples`, never the deprecated `example`, anywhere", () => {
    const names = memberNames(buildOpenApiDocument());
    expect(names.filter(({ name }) => name === "example").map(({ at }) => at)).toEqual([]);
    expect(names.some(({ name }) => name === "examples")).toBe(true);
    // A schema's own example (from its zod .meta) is kept as JSON Schema examples.
    const document = buildOpenApiDocument() as unknown as { components: { schemas: Record<string, { properties: Record<string, { examples?: unknown[] }> }> } };
    expect(document.components.schemas.Sku!.properties.price!.examples).toEqual(["$5.00"]);
  });

  it("turns a schema's example into the first of its examples", () => {
    const schema: Record<string, unknown> = { type: "string", example: "a", examples: ["b", "a"] };
    examplesNotExample({ jsonSchema: schema });
    expect(schema).toEqual({ type: "string", examples: ["a", "b"] });
    const untouched: Record<string, unknown> = { type: "string", examples: ["b"] };
    examplesNotExample({ jsonSchema: untouched });
    expect(untouched).toEqual({ type: "string", examples: ["b"] });
  });
});
