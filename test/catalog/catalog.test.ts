import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v3/catalog/route";
import { buildCatalog, type Catalog } from "@/lib/adapters/catalog/catalog";
import { config, configFrom } from "@/lib/core/config";
import { TOOL_TYPES } from "@/lib/domains/pages/content";

/** The catalog with the specification's defaults (no environment overrides). */
async function fetchCatalog(): Promise<Catalog> {
  return JSON.parse(JSON.stringify(buildCatalog(configFrom({}))));
}

describe("GET /api/v3/catalog (spec 2.4, 4.1)", () => {
  it("serves the catalog of the running configuration as JSON", async () => {
    const response = await GET(new Request("http://localhost/api/v3/catalog"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildCatalog(config()))));
  });

  it("has every member the spec lists", async () => {
    const catalog = await fetchCatalog();
    for (const member of [
      "name",
      "protocol",
      "resourceGlossary",
      "resourceModel",
      "safeControlPath",
      "representativeQueries",
      "controllerBoundary",
      "clientSpendControl",
      "defaults",
      "skus",
    ]) {
      expect(catalog).toHaveProperty(member);
    }
    expect(catalog.protocol).toBe("x402-v2");
    expect(Object.keys(catalog.resourceGlossary).sort()).toEqual(["page", "person"]);
    expect(catalog.safeControlPath.length).toBeGreaterThan(3);
    expect(catalog.representativeQueries.map((q) => q.choose)).toEqual(expect.arrayContaining(["person", "page"]));
  });

  it("publishes the SKU table of spec 2.4", async () => {
    const { skus } = await fetchCatalog();
    expect(skus.map((s) => s.id)).toEqual(["person.provision", "page.provision"]);
    const [person, page] = skus;
    expect(person).toMatchObject({
      resource: "person",
      price: "$5.00",
      priceAtomic: "5000000",
      recurring: true,
      termDays: 30,
      included: "250 turns per term",
      includedQuantity: 250,
      scheme: "exact",
      network: "eip155:8453",
      requiredInputs: ["name", "goal"],
      provision: "POST /api/v3/resources/persons",
      renew: "POST /api/v3/resources/persons/:id/renew",
    });
    expect(page).toMatchObject({
      resource: "page",
      price: "$2.00",
      priceAtomic: "2000000",
      recurring: true,
      termDays: 30,
      included: "500 submissions per term",
      includedQuantity: 500,
      scheme: "exact",
      network: "eip155:8453",
      requiredInputs: ["label"],
      provision: "POST /api/v3/resources/pages",
      renew: "POST /api/v3/resources/pages/:id/renew",
      defaultToolType: "custom_form",
      supportedToolTypes: [...TOOL_TYPES],
    });
    expect(page!.toolType).toBeDefined();
    expect(person!.toolType).toBeUndefined();
    for (const sku of skus) {
      expect(sku.description.length).toBeGreaterThan(20);
      expect(sku.chooseWhen.length).toBeGreaterThan(0);
      expect(sku.doNotUseFor.length).toBeGreaterThan(0);
      expect(Object.keys(sku.control).sort()).toEqual(["destroy", "execute", "read", "write"]);
    }
    expect(person!.control.execute).toEqual(["POST /api/v3/control/persons/{id}/chat"]);
    expect(page!.control.destroy).toEqual(["DELETE /api/v3/control/pages/{id}"]);
  });

  it("publishes the defaults object and the client spend control", async () => {
    const catalog = await fetchCatalog();
    expect(catalog.defaults).toEqual({
      visibility: "public",
      pageToolType: "custom_form",
      leaseTermDays: 30,
      personTurnLimit: 250,
      pageSubmissionLimit: 500,
      maxActiveLeasesPerPrincipal: 25,
    });
    expect(catalog.quotas.page).toEqual({ uploadQuotaBytes: 1024 * 1024 * 1024, uploadMaxFileBytes: 50 * 1024 * 1024 });
    expect(catalog.clientSpendControl.minimumPerPaymentCap).toBe("$5.00");
    expect(catalog.clientSpendControl.perSku).toEqual({ "person.provision": "$5.00", "page.provision": "$2.00" });
    // What an @x402/fetch client takes as it is: this service's asset on its network (the local chain's here), capped at the dearest price.
    const [sku] = catalog.skus;
    expect(catalog.clientSpendControl.network).toBe(sku!.network);
    expect(catalog.clientSpendControl.spendControls).toEqual({ allowedAssets: [{ network: sku!.network, asset: sku!.asset.address, maxAmountPerPayment: "5000000" }] });
  });

  it("takes prices, limits and network from configuration, never from copies", () => {
    const catalog = buildCatalog(
      configFrom({ PERSON_PRICE_USD: "7.50", PAGE_SUBMISSION_LIMIT: "900", X402_NETWORK: "eip155:84532", LEASE_TERM_DAYS: "7" }),
    );
    const [person, page] = catalog.skus;
    expect(person).toMatchObject({ price: "$7.50", priceAtomic: "7500000", network: "eip155:84532", termDays: 7 });
    expect(page).toMatchObject({ included: "900 submissions per term", includedQuantity: 900, network: "eip155:84532" });
    expect(catalog.defaults).toMatchObject({ pageSubmissionLimit: 900, leaseTermDays: 7 });
    expect(catalog.clientSpendControl.minimumPerPaymentCap).toBe("$7.50");
    expect(catalog.clientSpendControl.spendControls.allowedAssets).toEqual([{ network: "eip155:84532", asset: person!.asset.address, maxAmountPerPayment: "7500000" }]);
  });

  it("publishes the rate limits in force and how to retry writes with an Idempotency-Key", async () => {
    const catalog = await fetchCatalog();
    expect(catalog.rateLimits.policies.map((p) => p.policy)).toEqual(["control", "provision", "counterpart", "signin", "mcp", "a2a"]);
    expect(catalog.rateLimits.policies[0]).toEqual({
      policy: "control",
      routes: ["/api/v3/control/*", "POST /api/v3/tokens/refresh", "/api/v3/wallet/*", "/api/oauth/*"],
      windowSeconds: 60,
      burstSeconds: 10,
      perAddress: 600,
      perToken: 120,
    });
    expect(catalog.rateLimits.policies.find((p) => p.policy === "signin")).toMatchObject({ windowSeconds: 900, burstSeconds: 900, perAddress: 10, perEmail: 5 });
    expect(catalog.rateLimits.exceeded).toMatch(/429.*rate_limited.*Retry-After/);
    const configured = buildCatalog(configFrom({ RATE_LIMIT_PROVISION_PER_ADDRESS: "7", RATE_LIMIT_WINDOW_SECONDS: "30" }));
    expect(configured.rateLimits.policies.find((p) => p.policy === "provision")).toMatchObject({ perAddress: 7, windowSeconds: 30 });

    expect(catalog.idempotency).toMatchObject({ header: "Idempotency-Key", retentionHours: 24 });
    expect(catalog.idempotency.routes).toEqual([
      "PATCH /api/v3/control/persons/{id}",
      "POST /api/v3/control/persons/{id}/audience",
      "POST /api/v3/control/persons/{id}/files",
      "POST /api/v3/control/persons/{id}/tasks",
      "POST /api/v3/control/persons/{id}/pause",
      "POST /api/v3/control/persons/{id}/resume",
      // A link's answer holds no secret (the page token is never echoed; the record keeps a hash of the body).
      "POST /api/v3/control/persons/{id}/links",
      // Webhooks: not create and rotate (their answer, a secret shown once, is never stored).
      "PATCH /api/v3/control/persons/{id}/webhooks/{webhookId}",
      "POST /api/v3/control/persons/{id}/webhooks/{webhookId}/redeliver",
      // An answer to an approval request: its record holds no secret.
      "POST /api/v3/control/persons/{id}/approvals/{approvalId}",
      "POST /api/v3/control/persons/{id}/schedules",
      "PATCH /api/v3/control/persons/{id}/schedules/{scheduleId}",
      "PATCH /api/v3/control/pages/{id}",
      "POST /api/v3/control/pages/{id}/audience",
      "POST /api/v3/control/pages/{id}/invitations",
      "POST /api/v3/control/pages/{id}/bookings/{bookingId}/cancel",
      "PATCH /api/v3/control/pages/{id}/webhooks/{webhookId}",
      "POST /api/v3/control/pages/{id}/webhooks/{webhookId}/redeliver",
    ]);
  });

  it("publishes how webhooks are delivered, from the configuration", async () => {
    expect(buildCatalog(configFrom({})).webhooks).toMatchObject({ maxEndpointsPerResource: 10, retryWindowSeconds: 259200, retries: 45, timeoutSeconds: 10, secretRotationOverlapHours: 24 });
    expect(buildCatalog(configFrom({ WEBHOOK_MAX_ENDPOINTS: "3" })).webhooks.maxEndpointsPerResource).toBe(3);
  });

  it("rejects a malformed configuration with the variable's name", () => {
    expect(() => configFrom({ PERSON_PRICE_USD: "five" })).toThrow(/PERSON_PRICE_USD/);
  });
});
