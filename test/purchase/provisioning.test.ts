import { decodePaymentResponseHeader } from "@x402/fetch";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { hashToken, isWellFormedToken } from "@/lib/core/token-format";
import { api, bearer, challenge, jsonPost, PAGE_BODY, paidPost, payer, payingFetch, PERSON_BODY, payTo, usdcBalance, asset, network, baseUrl } from "../support/agent";

const PAYER = 3;

describe("the 402 challenge", () => {
  it.each([
    ["persons", PERSON_BODY, "5000000", "Person"],
    ["pages", PAGE_BODY, "2000000", "Page"],
  ])("POST /api/v3/resources/%s without payment answers 402 with the x402 v2 challenge", async (path, body, amount, what) => {
    const { required, body: json, response } = await challenge(`/api/v3/resources/${path}`, body);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(required).toMatchObject({
      x402Version: 2,
      resource: { url: `${baseUrl()}/api/v3/resources/${path}`, mimeType: "application/json", description: expect.stringContaining(what) },
    });
    expect(required.accepts).toEqual([
      {
        scheme: "exact",
        network: network(),
        amount,
        asset: asset(),
        payTo: payTo(),
        maxTimeoutSeconds: 300,
        extra: { name: "USD Coin", version: "2", leasehold: { purpose: "provision", resourceType: path === "persons" ? "person" : "page" } },
      },
    ]);
    expect(json).toMatchObject({ code: "payment_required", error: expect.any(String), x402Version: 2, accepts: required.accepts });
  });

  it("answers a bad body with 400, never a challenge", async () => {
    for (const [path, body] of [
      ["persons", { name: "no goal" }],
      ["pages", { label: "Sign", toolType: "e_signature" }],
      ["persons", "not an object"],
    ] as const) {
      const response = await jsonPost(`/api/v3/resources/${path}`, body);
      expect(response.status).toBe(400);
      expect(response.headers.get("payment-required")).toBeNull();
      expect((await response.json()).code).toBe("validation_failed");
    }
    const malformed = await api("/api/v3/resources/persons", { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("payment-required")).toBeNull();
  });
});

describe("paid provisioning", () => {
  it("provisions a Person: 201, PAYMENT-RESPONSE, one-time token, payment recorded, token stored only as a hash", async () => {
    const before = await usdcBalance(payTo());
    const response = await paidPost(PAYER, "/api/v3/resources/persons", { ...PERSON_BODY, audienceEmails: ["Friend@Example.com"] });
    expect(response.status).toBe(201);
    const body = await response.json();
    const settlement = decodePaymentResponseHeader(response.headers.get("payment-response")!);
    expect(settlement).toMatchObject({ success: true, network: network(), transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) });

    expect(body.person).toMatchObject({
      id: expect.stringMatching(/^psn_/),
      type: "person",
      name: PERSON_BODY.name,
      goal: PERSON_BODY.goal,
      visibility: "public",
      audienceEmails: ["friend@example.com"],
      counterpartUrl: `${baseUrl()}/persons/${body.person.id}`,
      lease: { status: "active", termDays: 30, unit: "turns", included: 250, used: 0, remaining: 250, renewals: 0 },
    });
    const token: string = body.capabilityToken.token;
    expect(isWellFormedToken(token)).toBe(true);
    expect(body.capabilityToken).toMatchObject({ tokenType: "Bearer", resourceType: "person", resourceId: body.person.id });
    expect(body.payment).toMatchObject({ status: "settled", amount: "5000000", payer: payer(PAYER).address.toLowerCase(), transaction: settlement.transaction });
    expect(await usdcBalance(payTo())).toBe(before + 5_000_000n);

    const read = await api(`/api/v3/control/persons/${body.person.id}`, { headers: bearer(token) });
    expect(read.status).toBe(200);
    expect((await read.json()).lease.status).toBe("active");

    const payment = await db().payment.findFirstOrThrow({ where: { resourceId: body.person.id } });
    expect(payment).toMatchObject({
      purpose: "provision",
      status: "settled",
      payer: payer(PAYER).address.toLowerCase(),
      amount: 5_000_000n,
      network: network(),
      asset: asset().toLowerCase(),
      transaction: settlement.transaction,
      payload: null,
    });
    expect(payment.nonce).toMatch(/^0x[0-9a-f]{64}$/);

    // Only the hash is stored, nowhere the plaintext.
    const stored = await db().capabilityToken.findFirstOrThrow({ where: { resourceId: body.person.id } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.hint).toBe(`at_live_…${token.slice(-4)}`);
    const everywhere = await db().$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (
        SELECT row_to_json(t)::text AS row FROM "CapabilityToken" t UNION ALL
        SELECT row_to_json(t)::text FROM "Payment" t UNION ALL
        SELECT row_to_json(t)::text FROM "TimelineEvent" t UNION ALL
        SELECT row_to_json(t)::text FROM "Person" t UNION ALL
        SELECT row_to_json(t)::text FROM "Lease" t
      ) rows WHERE row LIKE ${`%${token.slice(8, 30)}%`}`;
    expect(Number(everywhere[0]!.n)).toBe(0);
  });

  it("provisions a Page with the default content applied", async () => {
    const response = await paidPost(PAYER, "/api/v3/resources/pages", PAGE_BODY);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.page).toMatchObject({
      type: "page",
      label: PAGE_BODY.label,
      toolType: "custom_form",
      content: { title: "Contact us", fields: expect.any(Array) },
      lease: { status: "active", unit: "submissions", included: 500, remaining: 500 },
    });
    const read = await api(`/api/v3/control/pages/${body.page.id}`, { headers: bearer(body.capabilityToken.token) });
    expect((await read.json()).content.submitButtonText).toBe("Submit");
  });

  it("respects the client's spend cap: $1 refuses a Person, $5 pays for it", async () => {
    const capped = payingFetch(4, "1000000");
    const before = await usdcBalance(payer(4).address);
    await expect(
      capped(`${baseUrl()}/api/v3/resources/persons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(PERSON_BODY) }),
    ).rejects.toThrow();
    expect(await usdcBalance(payer(4).address)).toBe(before);
    const response = await payingFetch(4, "5000000")(`${baseUrl()}/api/v3/resources/persons`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(PERSON_BODY),
    });
    expect(response.status).toBe(201);
    expect(await usdcBalance(payer(4).address)).toBe(before - 5_000_000n);
  });
});
