/**
 * /llms.txt: what the service is, how to pay and where everything is, for a
 * model reading the site; prices from the catalog, URLs on the configured
 * base URL, never the request's host.
 */
import { describe, expect, it } from "vitest";
import { GET } from "@/app/llms.txt/route";
import { buildCatalog } from "@/lib/adapters/catalog/catalog";
import { config } from "@/lib/core/config";
import { api } from "../support/agent";

const BASE = config().publicBaseUrl!;

describe("/llms.txt", () => {
  it("says what is sold, at what price, how to pay, and links the OpenAPI document, MCP and A2A on the configured URL", async () => {
    const response = await GET(new Request("http://attacker.example:4000/llms.txt", { headers: { "x-forwarded-host": "attacker.example" } }), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const text = await response.text();
    expect(text).not.toContain("attacker.example");
    const catalog = buildCatalog();
    const person = catalog.skus.find((sku) => sku.id === "person.provision")!;
    const page = catalog.skus.find((sku) => sku.id === "page.provision")!;
    expect(text.startsWith("# Leasehold\n\n> ")).toBe(true);
    expect(text).toContain(`a Person, a persistent AI worker (${person.price} for ${person.termDays} days, ${person.included})`);
    expect(text).toContain(`${page.price} for ${page.termDays} days, ${page.included}`);
    expect(text).toContain("PAYMENT-REQUIRED");
    expect(text).toContain("PAYMENT-SIGNATURE");
    for (const path of ["/api/v3/openapi.json", "/mcp", "/mcp/connect", "/.well-known/agent-card.json", "/api/v3/catalog", "/api/v3/resources/persons"]) expect(text).toContain(`${BASE}${path}`);
  });

  it("is served by the running service", async () => {
    const response = await api("/llms.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`(${BASE}/api/v3/openapi.json)`);
  });
});
