import { describe, expect, it } from "vitest";
import { validateAnswers } from "./counterpart";

const fields = [
  { name: "name", label: "Name", type: "text" as const, required: true },
  { name: "age", label: "Age", type: "number" as const, required: false, min: 18, max: 120 },
  { name: "colour", label: "Colour", type: "single_choice" as const, required: true, options: ["red", "blue"] },
  { name: "tags", label: "Tags", type: "multiple_choice" as const, required: false, options: ["a", "b"] },
  { name: "agree", label: "Agree", type: "checkbox" as const, required: true },
  { name: "site", label: "Site", type: "url" as const, required: false },
];

const values = (data: Record<string, string[]>) => (name: string) => data[name] ?? [];

describe("validateAnswers", () => {
  it("accepts good answers and converts them", () => {
    const result = validateAnswers(fields, values({ name: [" Ann "], age: ["30"], colour: ["red"], tags: ["a", "b"], agree: ["on"], site: [""] }));
    expect(result).toEqual({ ok: true, answers: { name: "Ann", age: 30, colour: "red", tags: ["a", "b"], agree: true } });
  });

  it("reports each bad field with a message", () => {
    const result = validateAnswers(fields, values({ age: ["12"], colour: ["green"], tags: ["z"], site: ["javascript:alert(1)"] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["age", "agree", "colour", "name", "site", "tags"]);
    expect(result.errors.age).toBe("At least 18.");
    expect(result.errors.name).toBe("Required.");
  });
});
