import { z } from "zod";
import { describe, expect, it } from "vitest";
import { objectKeys, unknownMembers } from "./unknown-members";

const Point = z.object({ label: z.string(), value: z.number() });
const Item = z.looseObject({ id: z.string(), tags: z.array(z.string()).optional(), point: Point.optional(), when: z.strictObject({ at: z.string() }).nullable().optional() }).meta({ id: "Item" });
const Content = z
  .looseObject({
    title: z.string().trim().min(1),
    items: z.array(Item).min(1).superRefine(() => {}).default([]),
    extra: z.record(z.string(), z.unknown()).optional(),
    either: z.union([z.string(), z.object({ a: z.number() })]).optional(),
  })
  .superRefine(() => {})
  .meta({ id: "Content" });

const report = (value: unknown) => unknownMembers(Content, value).map(({ at, names, known }) => ({ at: at.join("."), names, known: known.keys }));

describe("members a schema does not name", () => {
  it("names the members of each object its schema does not, with where the object is and what it takes", () => {
    const found = report({
      title: "T",
      subtitle: "kept at the top",
      items: [{ id: "a", colour: "red" }, { id: "b", point: { label: "x", value: 1, unit: "kg" }, when: { at: "now", tz: "UTC" } }, "not an object"],
      extra: { anything: { goes: true } },
      either: { a: 1, b: 2 },
    });
    expect(found).toEqual([
      { at: "", names: ["subtitle"], known: ["title", "items", "extra", "either"] },
      { at: "items.0", names: ["colour"], known: ["id", "tags", "point", "when"] },
      { at: "items.1.point", names: ["unit"], known: ["label", "value"] },
      { at: "items.1.when", names: ["tz"], known: ["at"] },
      { at: "either", names: ["b"], known: ["a"] },
    ]);
  });

  it("says nothing of what does not match the schema's shape (zod reports that) or is free-form", () => {
    expect(report({ title: 1, items: "none", extra: { x: 1 } })).toEqual([]);
    expect(report(null)).toEqual([]);
    expect(report([{ title: "T" }])).toEqual([]);
    expect(unknownMembers(z.record(z.string(), z.unknown()), { anything: 1 })).toEqual([]);
  });

  it("reads an object schema's members under its wrappers", () => {
    expect(objectKeys(Content)).toEqual(["title", "items", "extra", "either"]);
    expect(objectKeys(Item.optional().default({ id: "x" }))).toEqual(["id", "tags", "point", "when"]);
    expect(objectKeys(z.string())).toBeNull();
  });

  it("visits each part of the value once: a long list costs one visit per item", () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `i${i}`, ...(i % 1000 === 0 ? { stray: i } : {}) }));
    expect(report({ title: "T", items }).map((found) => found.at)).toEqual(Array.from({ length: 10 }, (_, i) => `items.${i * 1000}`));
  });
});
