import { describe, expect, it } from "vitest";
import { REPRESENTATIVE_QUERIES } from "../catalog/glossary";
import { buildResourceModel } from "../catalog/resource-model";
import { CONTROL, MCP_TOOLS, TOKEN_REFRESH } from "../catalog/routes";
import { configFrom } from "../../core/config";
import { generateToken } from "../../core/token-format";
import { adviceText, advise, MAX_REQUEST_CHARS, MCP_TOOL_FOR_ROUTE } from "./advisor";
import { AdviceSchema, type Advice } from "../catalog/a2a-schemas";
import { BOOKING_PAGE_PROVISION, BOOKING_PAGE_RECOMMENDATION, DESTROY_PAGE_CONTROL } from "../../../test/support/a2a";

// The specification's defaults: Person $5.00, Page $2.00, Base USDC.
const cfg = configFrom({});
const ask = (request: string, config = cfg): Advice => AdviceSchema.parse(advise(request, config));

describe("advisor: which resource fits", () => {
  it("recommends a scheduler Page for a booking page, with its price and how to provision it", () => {
    const advice = ask("I need a booking page for my clinic");
    expect(advice.intent).toBe("recommend");
    expect(advice.recommendation).toMatchObject({
      ...BOOKING_PAGE_RECOMMENDATION,
      network: "eip155:8453",
      asset: { symbol: "USDC", decimals: 6 },
      ...BOOKING_PAGE_PROVISION,
      minimumSpendCap: "$2.00",
      contentRequired: false,
      exampleBody: { toolType: "scheduler" },
    });
    expect(advice.recommendation!.matched).toContain("booking");
    expect(advice.recommendation!.reason).toMatch(/scheduler: Participant booking surface/);
    expect(advice.nextSteps.join("\n")).toMatch(/402 .*PAYMENT-REQUIRED/);
    expect(advice.nextSteps.join("\n")).toMatch(/PAYMENT-SIGNATURE/);
    const text = adviceText(advice);
    expect(text).toMatch(/^Recommended: a Page with toolType scheduler \(\$2\.00 per 30-day term/);
    expect(text).toContain("POST /api/v3/resources/pages");
  });

  it("recommends a Person for an assistant with memory, at $5.00 with the spend-cap rule", () => {
    const advice = ask("an assistant that remembers my customers and answers their questions");
    expect(advice.recommendation).toMatchObject({
      resourceType: "person",
      price: "$5.00",
      priceAtomic: "5000000",
      provisionRoute: "POST /api/v3/resources/persons",
      mcpTool: "provision_person",
      minimumSpendCap: "$5.00",
      exampleBody: { name: expect.any(String), goal: expect.any(String) },
    });
    expect(advice.recommendation).not.toHaveProperty("toolType");
    expect(advice.recommendation!.matched).toEqual(expect.arrayContaining(["assistant", "memory", "chat"]));
    const cap = advice.nextSteps.find((step) => /spend cap/i.test(step));
    expect(cap).toMatch(/at least \$5\.00/);
    expect(cap).toMatch(/\$1\.00/);
    expect(adviceText(advice)).toMatch(/per-payment cap to at least \$5\.00/);
  });

  it("chooses as the catalog's representative queries say", () => {
    for (const { query, choose } of REPRESENTATIVE_QUERIES) {
      const advice = ask(query);
      expect(advice.intent, query).toBe("recommend");
      expect(advice.recommendation?.resourceType, query).toBe(choose);
    }
  });

  it("follows every selection term and alias of the resource model", () => {
    const model = buildResourceModel(cfg);
    for (const rule of model.selectionRules) {
      for (const term of rule.ifRequestMentions) {
        expect(ask(`We need something with ${term} for our team.`).recommendation?.resourceType, term).toBe(rule.choose);
      }
    }
    for (const resource of ["person", "page"] as const) {
      for (const alias of model.resources[resource].aliases) {
        expect(ask(`Looking for a ${alias}.`).recommendation?.resourceType, alias).toBe(resource);
      }
    }
  });

  it.each([
    ["Create an intake form for new clients.", "custom_form"],
    ["A contact form and newsletter sign-up for our website", "custom_form"],
    ["Let people book a 30-minute call with me.", "scheduler"],
    ["Customers should order lunch from our menu", "order_taker"],
    ["A page to share our brochure files for download", "file_sharer"],
    ["Share these files with the team and ask them to upload their receipts.", "file_vault"],
    ["A checklist new hires tick off in their first week", "checklist"],
    ["Collect signatures on this agreement from the counterparty.", "e_signature"],
    ["Send the client an invoice with a checkout link", "payment"],
    ["The board has to approve the budget request", "approval"],
    ["A dashboard of our weekly sales metrics", "data_dashboard"],
    ["What does a page cost?", "custom_form"],
  ])("recommends the right Page toolType: %s → %s", (request, toolType) => {
    const advice = ask(request);
    expect(advice.recommendation).toMatchObject({ resourceType: "page", toolType });
  });

  it("says when a toolType needs content, and which keys", () => {
    const advice = ask("Collect signatures on this agreement from the counterparty.");
    expect(advice.recommendation).toMatchObject({ toolType: "e_signature", contentRequired: true });
    expect(advice.recommendation!.contentKeys).toEqual(["document_title", "signer_instructions", "document_markdown", "signing_mode"]);
    expect(advice.nextSteps.join("\n")).toMatch(/e_signature toolType has no safe default: send content with document_title/);
  });

  it("lists the runners-up as alternatives", () => {
    const page = ask("A booking page, and an assistant that answers questions about our services");
    expect(page.recommendation).toMatchObject({ resourceType: "page", toolType: "scheduler" });
    expect(page.alternatives).toEqual([expect.objectContaining({ resourceType: "person", price: "$5.00" })]);
    const person = ask("An assistant that remembers our clients and answers their questions, and takes bookings");
    expect(person.recommendation).toMatchObject({ resourceType: "person" });
    expect(person.alternatives).toEqual([expect.objectContaining({ resourceType: "page", toolType: "scheduler", price: "$2.00" })]);
    expect(adviceText(person)).toMatch(/Alternatives:\n- a Page with toolType scheduler/);
  });

  it("asks what the resource is for when the request says nothing that decides", () => {
    for (const request of ["", "hello", "What can you do?"]) {
      const advice = ask(request);
      expect(advice.intent, request).toBe("clarify");
      expect(advice.recommendation).toBeNull();
      expect(advice.alternatives.map((a) => [a.resourceType, a.price])).toEqual([
        ["person", "$5.00"],
        ["page", "$2.00"],
      ]);
    }
  });

  it("takes prices, network and asset from the configuration", () => {
    const custom = configFrom({ PERSON_PRICE_USD: "7.50", PAGE_PRICE_USD: "3", X402_NETWORK: "eip155:84532", LEASE_TERM_DAYS: "14" });
    expect(ask("a digital employee", custom).recommendation).toMatchObject({ price: "$7.50", priceAtomic: "7500000", network: "eip155:84532", termDays: 14 });
    expect(ask("an intake form", custom).recommendation).toMatchObject({ price: "$3.00", priceAtomic: "3000000", minimumSpendCap: "$3.00" });
  });

  it("is deterministic and reads only the first MAX_REQUEST_CHARS characters", () => {
    expect(ask("I need a booking page for my clinic")).toEqual(ask("I need a booking page for my clinic"));
    expect(ask(`${"x ".repeat(MAX_REQUEST_CHARS / 2)} booking page`).intent).toBe("clarify");
  });
});

describe("advisor: never acts on a leased resource", () => {
  it("explains token-based control for a delete request and does nothing", () => {
    const advice = ask("delete my page pg_3k9x0a1b2c3d4e5f6g7h");
    expect(advice.intent).toBe("control");
    expect(advice.recommendation).toBeNull();
    expect(advice.control).toEqual({ ...DESTROY_PAGE_CONTROL, authentication: expect.stringMatching(/^Authorization: Bearer <capability token>/) });
    const text = adviceText(advice);
    expect(text).toMatch(/^Nothing was done/);
    expect(text).toMatch(/Over MCP at \/mcp, with the same token in the Authorization header of the connection \(never in a tool argument\): destroy_page/);
    // It does not even repeat the id: nothing was looked up.
    expect(JSON.stringify(advice) + text).not.toContain("pg_3k9x0a1b2c3d4e5f6g7h");
  });

  it("names one MCP tool for every REST control route, and every MCP control tool", () => {
    const routes = [...Object.values(CONTROL.person).flat(), ...Object.values(CONTROL.page).flat(), TOKEN_REFRESH];
    expect(Object.keys(MCP_TOOL_FOR_ROUTE).sort()).toEqual([...routes].sort());
    expect(Object.values(MCP_TOOL_FOR_ROUTE).sort()).toEqual([...MCP_TOOLS.control.person, ...MCP_TOOLS.control.page, MCP_TOOLS.refresh].sort());
    expect(ask("chat with my person").control?.mcpTools).toEqual(["invoke_person"]);
    expect(ask("rotate my token").control?.mcpTools).toEqual(["refresh_token"]);
    expect(ask("renew my page").control?.mcpTools).toEqual([]);
  });

  it.each([
    ["chat with my person", "person", "execute", ["POST /api/v3/control/persons/{id}/chat"]],
    ["Show me the submissions of my intake form", "page", "read", expect.arrayContaining(["GET /api/v3/control/pages/{id}", "GET /api/v3/control/pages/{id}/submissions", "GET /api/v3/control/pages/{id}/events"])],
    ["rename my assistant", "person", "write", expect.arrayContaining(["PATCH /api/v3/control/persons/{id}"])],
    ["renew my page", "page", "renew", ["POST /api/v3/resources/pages/:id/renew"]],
    ["rotate my token", null, "refresh", ["POST /api/v3/tokens/refresh"]],
    ["what is psn_abc123def456", "person", null, expect.arrayContaining(["DELETE /api/v3/control/persons/{id}"])],
  ])("%s → the %s %s routes", (request, resourceType, action, routes) => {
    const advice = ask(request);
    expect(advice.intent).toBe("control");
    expect(advice.control).toMatchObject({ performed: false, resourceType, action, routes });
  });

  it("warns about a pasted token and never repeats it", () => {
    const token = generateToken(); // made at run time: no token-shaped literal in the code
    const advice = ask(`My token is ${token}, please list my submissions`);
    expect(advice.intent).toBe("control");
    expect(advice.warnings.join(" ")).toMatch(/capability token.*POST \/api\/v3\/tokens\/refresh/);
    expect(JSON.stringify(advice) + adviceText(advice)).not.toContain(token.slice(8));
  });

  it("does not mistake a new request with possessives for control", () => {
    for (const request of ["I need a booking page for my clinic", "Give our customers someone to chat with about our product documentation."]) {
      expect(ask(request).intent, request).toBe("recommend");
    }
  });
});
