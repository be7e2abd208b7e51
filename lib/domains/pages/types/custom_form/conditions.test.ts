/**
 * Conditional fields of a form: the contract refuses conditions
 * that name no earlier field, a test that does not fit the field, or more
 * than one test; the rule shows, hides and requires fields the same way for
 * the server (checkAnswers) and the browser (fieldStates on raw values).
 */
import { describe, expect, it } from "vitest";
import { checkAnswers, problemText, validateAnswers } from "../../behaviour/custom_form/answers";
import { fieldStates } from "./conditions";
import { formFields } from "./fields";
import { CustomFormContentSchema } from "./index";
import { scheduler, SchedulerContentSchema } from "../scheduler";

const parse = (fields: unknown[]) => formFields.safeParse(fields);
const messages = (fields: unknown[]) => {
  const result = parse(fields);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

const FORM = formFields.parse([
  { name: "contact", label: "How should we contact you?", type: "single_choice", options: ["Email", "Phone"], required: true },
  { name: "phone", label: "Phone", type: "phone", showIf: { field: "contact", equals: "Phone" }, requiredIf: { field: "contact", equals: "Phone" } },
  { name: "best_time", label: "Best time to call", type: "text", showIf: { field: "phone", notEmpty: true } },
  { name: "member", label: "I am a member", type: "checkbox" },
  { name: "number", label: "Member number", type: "number", showIf: { field: "member", equals: true }, requiredIf: { field: "member", equals: true } },
  { name: "why", label: "Why not?", type: "long_text", showIf: { field: "member", equals: false } },
  { name: "topics", label: "Topics", type: "multiple_choice", options: ["Billing", "Support", "Sales"] },
  { name: "account", label: "Account id", type: "text", requiredIf: { field: "topics", in: ["Billing", "Support"] } },
  { name: "seats", label: "Seats", type: "number" },
  { name: "large", label: "Large-team plan?", type: "checkbox", showIf: { field: "seats", in: [50, 100] } },
]);
const values = (data: Record<string, string[]>) => (name: string) => data[name] ?? [];

describe("conditions in the content contract", () => {
  it("accepts conditions naming earlier fields with a test that fits", () => {
    expect(parse(FORM).success).toBe(true);
    expect(CustomFormContentSchema.safeParse({ title: "T", fields: FORM }).success).toBe(true);
  });

  it("refuses a condition naming a later field, itself, or no field (so there is no cycle)", () => {
    expect(messages([{ name: "a", label: "A", type: "text", showIf: { field: "b", notEmpty: true } }, { name: "b", label: "B", type: "text" }])).toEqual([
      '0.showIf.field: "b" comes after "a": a condition names an earlier field',
    ]);
    expect(messages([{ name: "a", label: "A", type: "text", showIf: { field: "a", notEmpty: true } }])).toEqual(["0.showIf.field: a field's condition cannot name the field itself"]);
    expect(messages([{ name: "a", label: "A", type: "text", requiredIf: { field: "nope", notEmpty: true } }])).toEqual(['0.requiredIf.field: no field "nope" in this form']);
    // Two fields naming each other: the first names a later one.
    expect(
      messages([
        { name: "a", label: "A", type: "text", showIf: { field: "b", notEmpty: true } },
        { name: "b", label: "B", type: "text", showIf: { field: "a", notEmpty: true } },
      ]),
    ).toHaveLength(1);
  });

  it("refuses no test or two tests, a value that is not an option, a mistyped value, and requiredIf on a required field", () => {
    const first = { name: "c", label: "C", type: "single_choice", options: ["x", "y"] };
    expect(messages([first, { name: "d", label: "D", type: "text", showIf: { field: "c" } }])).toEqual(["1.showIf: give exactly one of equals, in or notEmpty"]);
    expect(messages([first, { name: "d", label: "D", type: "text", showIf: { field: "c", equals: "x", notEmpty: true } }])).toEqual(["1.showIf: give exactly one of equals, in or notEmpty"]);
    expect(messages([first, { name: "d", label: "D", type: "text", showIf: { field: "c", in: ["x", "z"] } }])).toEqual(['1.showIf.in: "z" is not one of "c"\'s options']);
    expect(messages([{ name: "n", label: "N", type: "number" }, { name: "d", label: "D", type: "text", showIf: { field: "n", equals: "5" } }])).toEqual([
      '1.showIf.equals: "n" is a number field: compare it with numbers',
    ]);
    expect(messages([{ name: "b", label: "B", type: "checkbox" }, { name: "d", label: "D", type: "text", showIf: { field: "b", equals: "on" } }])).toHaveLength(1);
    expect(messages([{ name: "f", label: "F", type: "file" }, { name: "d", label: "D", type: "text", showIf: { field: "f", equals: "x" } }])).toEqual([
      '1.showIf.equals: "f" is a file field: only notEmpty can test it',
    ]);
    expect(messages([first, { name: "d", label: "D", type: "text", required: true, requiredIf: { field: "c", equals: "x" } }])).toEqual([
      "1.requiredIf: requiredIf is for a field that is not always required: set required to false",
    ]);
    expect(messages([first, { name: "d", label: "D", type: "text", showIf: { field: "c", equals: "x", extra: 1 } }])).not.toEqual([]);
  });

  it("is bounded: at most 100 values in `in`, each at most 200 characters", () => {
    const choice = { name: "t", label: "T", type: "text" };
    expect(messages([choice, { name: "d", label: "D", type: "text", showIf: { field: "t", in: Array.from({ length: 101 }, (_, i) => `v${i}`) } }])).not.toEqual([]);
    expect(messages([choice, { name: "d", label: "D", type: "text", showIf: { field: "t", equals: "x".repeat(201) } }])).not.toEqual([]);
  });
});

describe("conditions elsewhere", () => {
  it("a scheduler's booking questions refuse them (the booking form shows every question)", () => {
    const content = { ...(scheduler.defaultContent as object), questions: [{ name: "a", label: "A", type: "checkbox" }, { name: "b", label: "B", type: "text", showIf: { field: "a", equals: true } }] };
    const result = SchedulerContentSchema.safeParse(content);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("booking questions cannot be conditional (showIf, requiredIf): only forms apply conditions");
    expect(SchedulerContentSchema.safeParse({ ...content, questions: [content.questions[0]] }).success).toBe(true);
  });
});

describe("conditions when answering", () => {
  it("shows, hides and requires fields from the raw values (the browser's rule too)", () => {
    const none = fieldStates(FORM, values({}));
    expect(none.get("phone")).toEqual({ visible: false, required: false });
    expect(none.get("why")).toEqual({ visible: true, required: false }); // an unticked box equals false
    expect(none.get("number")).toEqual({ visible: false, required: false });
    const phone = fieldStates(FORM, values({ contact: ["Phone"], phone: ["+44 20 7946 0000"], member: ["on"], topics: ["Sales", "Support"], seats: ["50"] }));
    expect(phone.get("phone")).toEqual({ visible: true, required: true });
    expect(phone.get("best_time")?.visible).toBe(true);
    expect(phone.get("number")).toEqual({ visible: true, required: true });
    expect(phone.get("why")?.visible).toBe(false);
    expect(phone.get("account")).toEqual({ visible: true, required: true });
    expect(phone.get("large")?.visible).toBe(true);
    // A hidden field has no answer: what hangs on it is hidden too, whatever it holds.
    const chain = fieldStates(FORM, values({ contact: ["Email"], phone: ["+44 20 7946 0000"] }));
    expect(chain.get("phone")?.visible).toBe(false);
    expect(chain.get("best_time")?.visible).toBe(false);
    expect(fieldStates(FORM, values({ seats: ["50.0"] })).get("large")?.visible).toBe(true);
    expect(fieldStates(FORM, values({ seats: ["51"] })).get("large")?.visible).toBe(false);
  });

  it("reads a referenced answer once, however many conditions name it and however many values it holds", () => {
    const many = Array.from({ length: 100 }, (_, i) => `v${i}`);
    const fields = formFields.parse([
      { name: "tags", label: "Tags", type: "multiple_choice", options: many },
      ...Array.from({ length: 99 }, (_, i) => ({ name: `f${i}`, label: "F", type: "text", showIf: { field: "tags", in: many.slice(50) }, requiredIf: { field: "tags", in: ["v7"] } })),
    ]);
    const reads: string[] = [];
    const answer = [...Array.from({ length: 5_000 }, (_, i) => `x${i}`), "v7"];
    const states = fieldStates(fields, (name) => {
      reads.push(name);
      return name === "tags" ? answer : [];
    });
    expect(reads.filter((name) => name === "tags")).toEqual(["tags"]);
    expect(states.get("f0")).toEqual({ visible: false, required: false }); // v7 is not among v50…v99
    expect(fieldStates(fields, values({ tags: ["v60", " v7 "] })).get("f98")).toEqual({ visible: true, required: true });
  });

  it("requires a field only when its requiredIf matches", () => {
    expect(checkAnswers(FORM, values({ contact: ["Phone"] }))).toEqual({ ok: false, problems: { phone: { code: "required" } } });
    expect(checkAnswers(FORM, values({ contact: ["Email"], topics: ["Billing"] }))).toEqual({ ok: false, problems: { account: { code: "required" } } });
    expect(checkAnswers(FORM, values({ contact: ["Email"], member: ["on"] }))).toEqual({ ok: false, problems: { number: { code: "required" } } });
    expect(checkAnswers(FORM, values({ contact: ["Phone"], phone: ["+44 20 7946 0000"], best_time: ["Mornings"] }))).toEqual({
      ok: true,
      answers: { contact: "Phone", phone: "+44 20 7946 0000", best_time: "Mornings", member: false },
    });
  });

  it("refuses an answer to a hidden field (never stored, never dropped silently); a blank or an unticked box is no answer", () => {
    const result = checkAnswers(FORM, values({ contact: ["Email"], phone: ["+44 20 7946 0000"], best_time: ["x"], member: ["on"], number: ["7"], why: ["Because"] }));
    // best_time hangs on phone, which is hidden: not asked either.
    expect(result).toEqual({ ok: false, problems: { phone: { code: "notAsked" }, best_time: { code: "notAsked" }, why: { code: "notAsked" } } });
    expect(checkAnswers(FORM, values({ contact: ["Email"], phone: [" "], large: ["off"] }))).toEqual({ ok: true, answers: { contact: "Email", member: false } });
    expect(validateAnswers(FORM, values({ contact: ["Email"], why: [], member: ["on"], number: ["7"], large: ["on"] }))).toEqual({
      ok: false,
      errors: { large: "This question is not asked with your other answers; clear it." },
    });
  });

  it("says the problems in the Page's language, with the field's numbers", () => {
    const fields = formFields.parse([{ name: "n", label: "N", type: "number", min: 1000 }]);
    const result = checkAnswers(fields, values({ n: ["5"] }));
    expect(result).toEqual({ ok: false, problems: { n: { code: "atLeast", params: { min: 1000 } } } });
    if (result.ok) return;
    expect(problemText(result.problems)).toEqual({ n: "At least 1,000." });
    expect(problemText(result.problems, "de")).toEqual({ n: "Mindestens 1.000." });
    expect(problemText({ x: { code: "required" } }, "fr")).toEqual({ x: "Obligatoire." });
  });
});
