import { z } from "zod";
import { describe, expect, it } from "vitest";
import { CONTENT_SCHEMAS, contentWarnings, DEFAULT_CONTENT, MAX_STRAYS_NAMED, PAGE_TYPES, parseContent, TOOL_TYPES, type ToolType } from "./content";

const valid = {
  custom_form: { title: "T", fields: [{ name: "q", label: "Q", type: "single_choice", options: ["a"] }] },
  scheduler: { title: "T", available_days: ["monday"], available_hours: { start: "09:00", end: "10:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 30 },
  order_taker: { title: "T", items: [{ id: "a", name: "A", price: 1 }] },
  file_sharer: { title: "T", files: [{ name: "f", url: "https://example.com/f" }] },
  checklist: { title: "T", tasks: [{ id: "a", label: "A" }] },
  e_signature: { document_title: "D", document_markdown: "# D" },
  payment: { invoice_title: "I", checkout_url: "https://pay.example.com", line_items: [{ description: "x", unit_price: 1 }] },
  approval: { request_title: "R" },
  file_vault: { vault_title: "V" },
  data_dashboard: { dashboard_title: "D", charts: [{ title: "c", type: "bar", data: [{ label: "a", value: 1 }] }] },
  lead_collector: { anything: true },
  artifact: { anything: ["goes"] },
} as const;

const invalid: Record<string, [Record<string, unknown>, string]> = {
  custom_form: [{ title: "T", fields: [{ name: "q", label: "Q", type: "single_choice" }] }, "fields.0.options"],
  scheduler: [{ ...valid.scheduler, timezone: "Mars/Olympus" }, "timezone"],
  order_taker: [{ title: "T", items: [{ id: "a", name: "A", price: 1 }, { id: "a", name: "B", price: 2 }] }, "items.1"],
  file_sharer: [{ title: "T", files: [{ name: "f", url: "javascript:alert(1)" }] }, "files.0.url"],
  checklist: [{ title: "T", tasks: [] }, "tasks"],
  e_signature: [{ document_title: "D", document_markdown: "x", signing_mode: "drawn" }, "signing_mode"],
  payment: [{ ...valid.payment, checkout_url: "ftp://pay.example.com" }, "checkout_url"],
  approval: [{ request_title: "" }, "request_title"],
  file_vault: [{ vault_title: "V", requested_uploads: [{ key: "a", label: "A", max_size_bytes: 100 * 1024 * 1024 }] }, "requested_uploads.0.max_size_bytes"],
  data_dashboard: [{ dashboard_title: "D", charts: [{ title: "c", type: "radar", data: [{ label: "a", value: 1 }] }] }, "charts.0.type"],
  lead_collector: [{ fields: [{ name: "email", label: "Email", type: "email" }, { name: 5, label: "", type: "colour" }] }, "fields.1.name"],
};

describe("lead_collector content (was free-form: malformed fields answered 500 and were stored empty)", () => {
  it("refuses malformed fields with field-level details, as custom_form does", () => {
    const cases: [unknown, string[]][] = [
      [{ fields: "name,email" }, ["fields"]],
      [{ fields: [] }, ["fields"]],
      [{ fields: [{ name: 5, label: "", type: "colour" }] }, ["fields.0.name", "fields.0.label", "fields.0.type"]],
      [{ fields: [{ name: "a", label: "A", type: "single_choice" }] }, ["fields.0.options"]],
      [{ fields: [{ name: "a", label: "A", type: "text" }, { name: "a", label: "B", type: "text" }] }, ["fields.1"]],
      [{ fields: [{ name: "a", label: "A", type: "text", options: "x" }] }, ["fields.0.options"]],
      [{ title: { html: "<b>" }, fields: [{ name: "a", label: "A", type: "text" }] }, ["title"]],
      [{ submitButtonText: 3 }, ["submitButtonText"]],
    ];
    for (const [content, paths] of cases) {
      const parsed = parseContent("lead_collector", content as Record<string, unknown>);
      expect(parsed.success, JSON.stringify(content)).toBe(false);
      if (!parsed.success) expect(parsed.issues.map((i) => i.path.join(".")).sort(), JSON.stringify(content)).toEqual(paths.sort());
    }
  });

  it("accepts valid fields (with custom_form's defaults) and content without fields", () => {
    expect(parseContent("lead_collector", { fields: [{ name: "email", label: "Email", type: "email" }] })).toMatchObject({ success: true, data: { fields: [{ required: false }] } });
    expect(parseContent("lead_collector", { headline: "Hi", anything: [1, { x: 2 }] }).success).toBe(true);
  });
});

describe("content contracts", () => {
  it.each(TOOL_TYPES)("%s: accepts valid content, keeping unknown members", (toolType) => {
    const parsed = CONTENT_SCHEMAS[toolType].safeParse({ ...valid[toolType], extra_member: 1 });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toHaveProperty("extra_member", 1);
  });

  it.each(Object.entries(invalid))("%s: refuses invalid content at the right path", (toolType, [content, path]) => {
    const parsed = parseContent(toolType as (typeof TOOL_TYPES)[number], content);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.issues.map((i) => i.path.join("."))).toContain(path);
  });

  it("applies a default only where one exists, and fills optional defaults", () => {
    expect(parseContent("custom_form", undefined)).toMatchObject({ success: true, data: { title: "Contact us", submitButtonText: "Submit" } });
    expect(parseContent("e_signature", undefined).success).toBe(false);
    expect(parseContent("order_taker", valid.order_taker)).toMatchObject({ success: true, data: { currency: "USD", checkout_mode: "request", items: [{ max_quantity: 100 }] } });
    for (const toolType of TOOL_TYPES) if (DEFAULT_CONTENT[toolType]) expect(parseContent(toolType, undefined).success, toolType).toBe(true);
  });
});

describe("how many decisions and signatures a person may give", () => {
  it("one by default; allow_decision_change and max_signatures_per_person allow more, within bounds", () => {
    expect(parseContent("approval", valid.approval)).toMatchObject({ success: true, data: { allow_decision_change: false } });
    expect(parseContent("approval", { ...valid.approval, allow_decision_change: true })).toMatchObject({ success: true, data: { allow_decision_change: true } });
    expect(parseContent("e_signature", valid.e_signature)).toMatchObject({ success: true, data: { max_signatures_per_person: 1 } });
    expect(parseContent("e_signature", { ...valid.e_signature, max_signatures_per_person: 3 })).toMatchObject({ success: true, data: { max_signatures_per_person: 3 } });
    for (const bad of [0, 1.5, 101, "2"]) expect(parseContent("e_signature", { ...valid.e_signature, max_signatures_per_person: bad }).success, String(bad)).toBe(false);
    expect(parseContent("approval", { ...valid.approval, allow_decision_change: "yes" }).success).toBe(false);
  });
});

/** Every object inside a value (not the value itself), with its path. */
function innerObjects(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; object: Record<string, unknown> }[] {
  if (value === null || typeof value !== "object") return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  const here = at.length && !Array.isArray(value) ? [{ at, object: value as Record<string, unknown> }] : [];
  return [...here, ...entries.flatMap(([key, member]) => innerObjects(member, [...at, key]))];
}

/** A copy of `value` with `change` applied to the object at `at`. */
function changedAt(value: unknown, at: (string | number)[], change: (object: Record<string, unknown>) => Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(value) as Record<string, unknown>;
  const parent = at.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  parent[at[at.length - 1]!] = change(parent[at[at.length - 1]!] as Record<string, unknown>);
  return copy;
}

const issuesOf = (toolType: ToolType, content: Record<string, unknown>) => {
  const parsed = parseContent(toolType, content);
  return parsed.success ? [] : parsed.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

/** The other spelling of a key: snake_case for camelCase and the reverse; a one-word key in upper case. */
const otherSpelling = (key: string) =>
  /[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key.includes("_") ? key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : key.toUpperCase();

const TYPED = TOOL_TYPES.filter((toolType) => toolType !== "artifact");

describe("stray keys: refused inside the element shapes we define, listed at the free-form top level", () => {
  it.each(TYPED)("%s: inside every element of its examples, an unknown key is refused with its path, and the other spelling of a key with the key meant", (toolType) => {
    let elements = 0;
    for (const example of PAGE_TYPES[toolType].examples) {
      const content = example.content as Record<string, unknown>;
      expect(issuesOf(toolType, content)).toEqual([]);
      for (const { at, object } of innerObjects(content)) {
        elements++;
        const path = [...at, "zz_stray"].join(".");
        expect(issuesOf(toolType, changedAt(content, at, (o) => ({ ...o, zz_stray: 1 }))), path).toContainEqual({ path, message: expect.stringMatching(/^unknown key `zz_stray`; the keys here are `/) });
        const key = Object.keys(object)[0]!;
        const other = otherSpelling(key);
        const near = [...at, other].join(".");
        const issues = issuesOf(toolType, changedAt(content, at, (o) => ({ ...o, [other]: o[key] })));
        expect(issues, near).toContainEqual({ path: near, message: `unknown key \`${other}\`: did you mean \`${key}\`?` });
      }
    }
    // Every toolType but the approval (whose content has no elements) shows its elements in an example.
    if (toolType !== "approval" && toolType !== "lead_collector") expect(elements).toBeGreaterThan(0);
  });

  it.each(TYPED)("%s: at the top level, the other spelling of a member it reads is refused; any other member is kept and listed", (toolType) => {
    const content = PAGE_TYPES[toolType].examples[0].content as Record<string, unknown>;
    for (const key of Object.keys(content)) {
      const other = otherSpelling(key);
      expect(issuesOf(toolType, { ...content, [other]: content[key] }), other).toContainEqual({ path: other, message: `unknown key \`${other}\`: did you mean \`${key}\`?` });
    }
    const kept = parseContent(toolType, { ...content, internal_reference: "A-17" });
    expect(kept).toMatchObject({ success: true, data: { internal_reference: "A-17" } });
    expect(contentWarnings(toolType, { ...content, internal_reference: "A-17" })).toEqual([
      { path: "content.internal_reference", message: expect.stringContaining(`${toolType} does not read \`internal_reference\``) },
    ]);
    expect(contentWarnings(toolType, content)).toEqual([]);
  });

  it("names the issues the way an agent reads them: a field's misspelt key, a condition's, a requested upload's camelCase, a form's members", () => {
    const form = { title: "T", fields: [{ name: "a", label: "A", type: "text", requierd: true }, { name: "b", label: "B", type: "text", showIf: { feild: "a", notEmpty: true } }] };
    expect(issuesOf("custom_form", { ...form, successmessage: "Thanks" })).toEqual([
      { path: "successmessage", message: "unknown key `successmessage`: did you mean `successMessage`?" },
      { path: "fields.0.requierd", message: "unknown key `requierd`: did you mean `required`?" },
      { path: "fields.1.showIf.feild", message: "unknown key `feild`: did you mean `field`?" },
      // What zod says of the condition without its field (its own word on the unknown key is left out: said better above).
      { path: "fields.1.showIf.field", message: expect.any(String) },
    ]);
    expect(issuesOf("file_vault", { vault_title: "V", requested_uploads: [{ key: "k", label: "K", maxSizeBytes: 5 }] })).toEqual([
      { path: "requested_uploads.0.maxSizeBytes", message: "unknown key `maxSizeBytes`: did you mean `max_size_bytes`?" },
    ]);
    expect(contentWarnings("file_sharer", { title: "F", description: "Not shown", files: [] })).toEqual([
      { path: "content.description", message: "file_sharer does not read `description` (kept, but nothing shows or uses it); its members: `title`, `files`" },
    ]);
  });

  it("a member the heading reads is not a stray (payment's title); artifact and a lead_collector without fields show every member", () => {
    const invoice = PAGE_TYPES.payment.examples[0].content as Record<string, unknown>;
    expect(contentWarnings("payment", { ...invoice, title: "Invoice" })).toEqual([]);
    expect(issuesOf("artifact", { titel: "x", anything: { requierd: true } })).toEqual([]);
    expect(issuesOf("lead_collector", { titel: "x", company: "y" })).toEqual([]);
    expect(contentWarnings("lead_collector", { titel: "x", company: "y" })).toEqual([]);
    const fields = [{ name: "a", label: "A", type: "text" }];
    expect(issuesOf("lead_collector", { titel: "x", fields })).toEqual([{ path: "titel", message: "unknown key `titel`: did you mean `title`?" }]);
    expect(contentWarnings("lead_collector", { company: "y", fields })).toEqual([{ path: "content.company", message: expect.stringContaining("lead_collector does not read `company`") }]);
  });

  it("names at most MAX_STRAYS_NAMED strays, then counts the rest", () => {
    const content = { title: "T", files: [], ...Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`note_${i}`, i])) };
    const warnings = contentWarnings("file_sharer", content);
    expect(warnings).toHaveLength(MAX_STRAYS_NAMED + 1);
    expect(warnings.at(-1)).toEqual({ path: "content", message: "and 30 more members file_sharer does not read" });
    const fields = Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, label: "F", type: "text", requierd: true }));
    const issues = issuesOf("custom_form", { title: "T", fields });
    expect(issues.filter((issue) => issue.message.includes("requierd"))).toHaveLength(MAX_STRAYS_NAMED);
    expect(issues).toContainEqual({ path: "", message: "and 10 more unknown keys" });
  });
});

/**
 * The naming convention of the keys we define (docs/pages.md, "Content keys"):
 * snake_case, but the spec's own keys as the spec spells them and the keys
 * of the form field contract that grew from them, which were published in
 * camelCase before the rule and are kept (renaming them would break the
 * controllers that send them). A new camelCase key fails here.
 */
const CAMEL_CASE_KEPT = ["submitButtonText", "successMessage", "responsesPerPerson", "helpText", "minLength", "maxLength", "maxSizeBytes", "showIf", "requiredIf", "notEmpty"];

describe("the content keys' naming convention", () => {
  it("every key of every content shape is snake_case, or one of the camelCase keys kept", () => {
    const keys = new Set<string>();
    const visit = (node: unknown) => {
      if (node === null || typeof node !== "object") return;
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      if (properties) for (const key of Object.keys(properties)) keys.add(key);
      for (const member of Object.values(node)) visit(member);
    };
    for (const toolType of TOOL_TYPES) visit(z.toJSONSchema(CONTENT_SCHEMAS[toolType], { io: "input", unrepresentable: "any" }));
    const offending = [...keys].filter((key) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(key) && !CAMEL_CASE_KEPT.includes(key));
    expect(offending).toEqual([]);
    // The exceptions are real keys, so the list cannot grow stale.
    for (const key of CAMEL_CASE_KEPT) expect(keys, key).toContain(key);
  });
});
