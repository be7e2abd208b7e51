import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, challenge, craftedHeader, PERSON_BODY, payer, payTo, usdcBalance } from "../support/agent";

const PAYER = 6;
const address = () => payer(PAYER).address.toLowerCase();

async function attempt(signature: string) {
  const response = await api("/api/v3/resources/persons", {
    method: "POST",
    headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature },
    body: JSON.stringify(PERSON_BODY),
  });
  return { response, body: await response.json() };
}

describe("payments that must not buy anything", () => {
  it.each<[string, (required: Awaited<ReturnType<typeof challenge>>["required"]) => Promise<string>, RegExp]>([
    ["a garbage header", async () => "this is not a payment", /malformed_payment_header/],
    ["base64 of something else", async () => Buffer.from(JSON.stringify({ hello: "world" })).toString("base64"), /unsupported_payment_version/],
    ["a smaller amount than the price", (r) => craftedHeader(PAYER, r, { value: "1000000" }), /value_mismatch/],
    ["a smaller amount, declared in accepted too", (r) => craftedHeader(PAYER, r, { value: "1000000", accepted: { amount: "1000000" } }), /requirements_mismatch/],
    ["another payTo", (r) => craftedHeader(PAYER, r, { to: "0x000000000000000000000000000000000000dEaD" }), /recipient_mismatch/],
    ["an expired authorization", (r) => craftedHeader(PAYER, r, { validBefore: Math.floor(Date.now() / 1000) - 60 }), /valid_before/],
    ["a signature for another chain", (r) => craftedHeader(PAYER, r, { chainId: 8453 }), /invalid_exact_evm_signature/],
    ["another network in accepted", (r) => craftedHeader(PAYER, r, { accepted: { network: "eip155:8453" } }), /requirements_mismatch/],
  ])("%s: 402 with a reason, nothing created, nothing charged", async (_name, make, reason) => {
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const leases = await db().lease.count({ where: { principal: address() } });
    const balance = await usdcBalance(payer(PAYER).address);
    const received = await usdcBalance(payTo());

    const { response, body } = await attempt(await make(required));
    expect(response.status).toBe(402);
    expect(["payment_invalid", "payment_failed"]).toContain(body.code);
    expect(body.reason).toMatch(reason);
    expect(response.headers.get("payment-required")).toBeTruthy();

    expect(await db().lease.count({ where: { principal: address() } })).toBe(leases);
    expect(await db().payment.count({ where: { payer: address() } })).toBe(0);
    expect(await usdcBalance(payer(PAYER).address)).toBe(balance);
    expect(await usdcBalance(payTo())).toBeGreaterThanOrEqual(received);
  });
});
