import { describe, expect, it } from "vitest";
import { CONTENT_SCHEMAS, DEFAULT_CONTENT, parseContent, TOOL_TYPES } from "./content";

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
