import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, challenge, PERSON_BODY, PAGE_BODY, payer, payTo, signedHeader, usdcBalance } from "../support/agent";

const PAYER = 5;
const payerAddress = () => payer(PAYER).address.toLowerCase();
const post = (path: string, body: unknown, signature: string) =>
  api(path, { method: "POST", headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature }, body: JSON.stringify(body) });

describe("one resource per signed payment", () => {
  it("a repeated PAYMENT-SIGNATURE gets 409 and is not charged again", async () => {
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const signature = await signedHeader(PAYER, required);
    const before = await usdcBalance(payTo());

    const first = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(first.status).toBe(201);
    const { person, capabilityToken } = await first.json();
    expect(capabilityToken.token).toMatch(/^at_live_/);

    for (const body of [PERSON_BODY, { ...PERSON_BODY, name: "A different body" }]) {
      const again = await post("/api/v3/resources/persons", body, signature);
      expect(again.status).toBe(409);
      const json = await again.json();
      expect(json.code).toBe("payment_already_used");
      expect(JSON.stringify(json)).not.toContain("at_live_");
    }
    // The same payment cannot buy something else either.
    const elsewhere = await post("/api/v3/resources/pages", PAGE_BODY, signature);
    expect(elsewhere.status).toBe(402);

    expect(await usdcBalance(payTo())).toBe(before + 5_000_000n);
    const payments = await db().payment.findMany({ where: { resourceId: person.id } });
    expect(payments).toHaveLength(1);
  });

  it("20 parallel copies of one PAYMENT-SIGNATURE make one resource and one settlement", async () => {
    const { required } = await challenge("/api/v3/resources/pages", PAGE_BODY);
    const signature = await signedHeader(PAYER, required);
    const nonce = JSON.parse(Buffer.from(signature, "base64").toString()).payload.authorization.nonce.toLowerCase();
    const pagesBefore = await db().lease.count({ where: { principal: payerAddress(), resourceType: "page" } });
    const before = await usdcBalance(payTo());

    const responses = await Promise.all(Array.from({ length: 20 }, () => post("/api/v3/resources/pages", PAGE_BODY, signature)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    for (const body of bodies.filter((b) => !b.page)) expect(["payment_in_progress", "payment_already_used"]).toContain(body.code);

    expect(await usdcBalance(payTo())).toBe(before + 2_000_000n);
    expect(await db().lease.count({ where: { principal: payerAddress(), resourceType: "page" } })).toBe(pagesBefore + 1);
    const payments = await db().payment.findMany({ where: { payer: payerAddress(), nonce } });
    expect(payments).toHaveLength(1);
    expect(payments[0]!.status).toBe("settled");
  });
});
