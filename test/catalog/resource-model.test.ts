import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v3/resource-model/route";
import type { ResourceModel } from "@/lib/adapters/catalog/resource-model";
import { CONTENT_SCHEMAS, DEFAULT_CONTENT, TOOL_TYPES } from "@/lib/domains/pages/content";
import { PageProvisionInputSchema } from "@/lib/domains/pages/schemas";

async function fetchModel(): Promise<ResourceModel> {
  const response = await GET(new Request("http://localhost/api/v3/resource-model"), undefined);
  expect(response.status).toBe(200);
  return response.json();
}

// The content keys of spec 2.2, table by table.
const SPEC_CONTENT_KEYS: Record<string, string[]> = {
  custom_form: ["title", "description", "fields[]", "submitButtonText", "successMessage"],
  scheduler: ["title", "description", "available_days", "available_hours", "timezone", "slot_duration_minutes"],
  order_taker: ["title", "description", "currency", "featured_category", "checkout_mode"],
  file_sharer: ["title", "files[]"],
  checklist: ["title", "description", "tasks[]"],
  e_signature: ["document_title", "signer_instructions", "document_markdown", "signing_mode"],
  payment: ["invoice_title", "due_date", "currency", "checkout_url", "line_items[]"],
  approval: ["request_title", "request_description", "request_details_markdown"],
  file_vault: ["vault_title", "description", "deposited_files[]", "requested_uploads[]"],
  data_dashboard: ["dashboard_title", "description", "charts[]"],
  lead_collector: ["title", "description", "fields[]", "submitButtonText", "successMessage"],
  artifact: [],
};

describe("GET /api/v3/resource-model (spec 4.1)", () => {
  it("has version 1.0 and the members the spec lists", async () => {
    const model = await fetchModel();
    expect(model.version).toBe("1.0");
    for (const member of ["canonicalTerms", "selectionRules", "resources", "connection", "safety"]) expect(model).toHaveProperty(member);
    expect(Object.keys(model.resources).sort()).toEqual(["page", "person"]);
    for (const resource of [model.resources.person, model.resources.page]) {
      for (const member of ["definition", "chooseWhen", "doNotUseFor", "aliases", "control", "lease"]) expect(resource).toHaveProperty(member);
      expect(Object.keys(resource.control).sort()).toEqual(["destroy", "execute", "read", "write"]);
    }
    expect(model.resources.person.supports.length).toBeGreaterThan(3);
    expect(model.resources.person.lease).toMatchObject({ termDays: 30, price: "$5.00", included: 250, unit: "turns" });
    expect(model.resources.page.lease).toMatchObject({ termDays: 30, price: "$2.00", included: 500, unit: "submissions" });
    expect(model.safety.length).toBeGreaterThan(3);
  });

  it("turns the spec's selection guidance into selection rules", async () => {
    const { selectionRules } = await fetchModel();
    const person = selectionRules.find((r) => r.choose === "person")!;
    const page = selectionRules.find((r) => r.choose === "page")!;
    expect(person.ifRequestMentions).toEqual(
      expect.arrayContaining(["ongoing subagent", "persistent worker", "delegated specialist", "digital employee", "recurring work", "memory", "task queue", "state", "timeline", "chat"]),
    );
    expect(page.ifRequestMentions).toEqual(
      expect.arrayContaining(["form", "intake", "lead capture", "booking", "checklist", "approval", "signature", "file sharing", "dashboard", "participant surface"]),
    );
    expect(person.reason).toBeTruthy();
    expect(page.reason).toBeTruthy();
  });

  it("publishes the page toolTypes and a content contract per toolType", async () => {
    const { page } = (await fetchModel()).resources;
    expect(page.defaultToolType).toBe("custom_form");
    expect(page.supportedToolTypes).toEqual([...TOOL_TYPES]);
    expect(Object.keys(page.contentContract).sort()).toEqual([...TOOL_TYPES].sort());
    for (const toolType of TOOL_TYPES) {
      const contract = page.contentContract[toolType];
      expect(contract.contentKeys).toEqual(SPEC_CONTENT_KEYS[toolType]);
      expect(contract.schema).toHaveProperty("type", "object");
      const keys = Object.keys((contract.schema as { properties?: object }).properties ?? {});
      for (const key of SPEC_CONTENT_KEYS[toolType]!) expect(keys).toContain(key.replace("[]", ""));
      expect(contract.contentRequired).toBe(DEFAULT_CONTENT[toolType] === undefined);
    }
  });

  it("has defaults that satisfy their own contracts", () => {
    for (const toolType of TOOL_TYPES) {
      const fallback = DEFAULT_CONTENT[toolType];
      if (fallback) expect(CONTENT_SCHEMAS[toolType].safeParse(fallback).success, toolType).toBe(true);
    }
  });

  it("publishes realistic examples per toolType, each a valid provision body", async () => {
    const model = await fetchModel();
    for (const toolType of TOOL_TYPES) {
      const examples = model.resources.page.contentContract[toolType].examples;
      expect(examples.length, toolType).toBeGreaterThan(0);
      for (const example of examples) {
        const body = PageProvisionInputSchema.safeParse({ label: example.label, toolType, content: example.content });
        expect(body.success, `${toolType}: ${example.summary}`).toBe(true);
      }
    }
  });
});
