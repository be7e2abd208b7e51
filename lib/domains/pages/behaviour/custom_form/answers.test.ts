import { describe, expect, it } from "vitest";
import { validateAnswers } from "./answers";

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

describe("blank answers", () => {
  const types = ["text", "long_text", "email", "number", "date", "single_choice", "multiple_choice", "phone", "url"] as const;
  const field = (type: (typeof types)[number], required: boolean) => ({ name: "f", label: "F", type, required, ...(type.endsWith("choice") ? { options: ["a", "b"] } : {}) });

  it("a required field left blank is 'Required.' whatever its type (a blank number was stored as 0)", () => {
    for (const type of types) {
      for (const raw of [[], [""], ["   "], ["", " "]]) {
        expect(validateAnswers([field(type, true)], () => raw), `${type} ${JSON.stringify(raw)}`).toEqual({ ok: false, errors: { f: "Required." } });
      }
    }
    expect(validateAnswers([{ name: "f", label: "F", type: "checkbox" as const, required: true }], () => [])).toEqual({ ok: false, errors: { f: "Required." } });
  });

  it("an optional field left blank is absent, never 0, '' or []", () => {
    for (const type of types) {
      for (const raw of [[], [""], ["  "]]) {
        expect(validateAnswers([field(type, false)], () => raw), `${type} ${JSON.stringify(raw)}`).toEqual({ ok: true, answers: {} });
      }
    }
    // A box has no unanswered state: unticked is false.
    expect(validateAnswers([{ name: "f", label: "F", type: "checkbox" as const, required: false }], () => [])).toEqual({ ok: true, answers: { f: false } });
  });

  it("numbers are decimal numbers: 0 stays 0, hex, Infinity and words are refused", () => {
    const number = [{ name: "n", label: "N", type: "number" as const, required: true }];
    expect(validateAnswers(number, () => ["0"])).toEqual({ ok: true, answers: { n: 0 } });
    expect(validateAnswers(number, () => [" -1.5e2 "])).toEqual({ ok: true, answers: { n: -150 } });
    expect(validateAnswers(number, () => [".5"])).toEqual({ ok: true, answers: { n: 0.5 } });
    for (const bad of ["0x10", "1e999", "Infinity", "NaN", "1,5", "12abc", "1_000", "--1"]) {
      expect(validateAnswers(number, () => [bad]), bad).toEqual({ ok: false, errors: { n: "Enter a number." } });
    }
  });

  it("one value per field except multiple_choice; checkboxes take on/true or nothing; unknown names are refused", () => {
    expect(validateAnswers(fields.slice(0, 1), () => ["Ann", "Bob"])).toEqual({ ok: false, errors: { name: "Give one answer." } });
    const box = [{ name: "b", label: "B", type: "checkbox" as const, required: false }];
    expect(validateAnswers(box, () => ["true"])).toEqual({ ok: true, answers: { b: true } });
    expect(validateAnswers(box, () => ["false"])).toEqual({ ok: true, answers: { b: false } });
    expect(validateAnswers(box, () => ["yes"])).toEqual({ ok: false, errors: { b: "Tick the box or leave it unticked." } });
    expect(validateAnswers(fields.slice(0, 1), () => ["Ann"], ["name", "nickname"])).toEqual({ ok: false, errors: { nickname: "This form has no such field." } });
    expect(validateAnswers([field("multiple_choice", true)], () => ["a", "a", "b"])).toEqual({ ok: true, answers: { f: ["a", "b"] } });
  });
});
