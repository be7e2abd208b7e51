import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { bearer, network, payForPerson, PERSON_BODY, payTo, signedHeader, usdcBalance } from "../support/agent";
import { startHostedFacilitator, type HostedFacilitator } from "../support/hosted-facilitator";
import { startInstance, type Instance } from "../support/instance";
import { fundPayer, SECURITY_PAYERS } from "../support/security";
import { decodePaymentRequiredHeader } from "@x402/core/http";

// The production payment path: X402_FACILITATOR_URL with an API key, a
// hosted facilitator over HTTP (here one on the local chain with its own
// gas key), and the real x402 client paying.
const PAYER = SECURITY_PAYERS.hostedFacilitator;
const FACILITATOR_KEY = 47; // beyond the chain's funded accounts: nobody else sends from it
const API_KEY = "hosted-facilitator-api-key";

let facilitator: HostedFacilitator;
let app: Instance;
let payer: `0x${string}`;

const facilitatorEnv = (apiKey: string) => ({
  X402_FACILITATOR_URL: facilitator.url,
  X402_FACILITATOR_HEADERS: JSON.stringify({ Authorization: `Bearer ${apiKey}` }),
  X402_FACILITATOR_PRIVATE_KEY: undefined,
});

async function signedFor(url: string): Promise<string> {
  const challenge = await fetch(`${url}/api/v3/resources/persons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(PERSON_BODY) });
  expect(challenge.status).toBe(402);
  return signedHeader(PAYER, decodePaymentRequiredHeader(challenge.headers.get("payment-required")!));
}

const paidRequest = (url: string, signature: string) =>
  fetch(`${url}/api/v3/resources/persons`, {
    method: "POST",
    headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature },
    body: JSON.stringify(PERSON_BODY),
  });

const leasesOfPayer = () => db().lease.count({ where: { principal: payer.toLowerCase() } });

beforeAll(async () => {
  payer = await fundPayer(PAYER);
  facilitator = await startHostedFacilitator({ rpcUrl: process.env.LEASEHOLD_TEST_RPC!, network: network(), keyIndex: FACILITATOR_KEY, apiKey: API_KEY });
  app = await startInstance({ name: "hosted-facilitator", env: facilitatorEnv(API_KEY) });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await facilitator?.close();
});

describe("a hosted facilitator (X402_FACILITATOR_URL)", () => {
  it("provisions a Person: verified and settled by the facilitator with its API key, paid once, the token works", async () => {
    facilitator.behave("honest");
    const [payerBefore, payToBefore] = [await usdcBalance(payer), await usdcBalance(payTo())];
    const response = await payForPerson(PAYER, app.url);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(await usdcBalance(payer)).toBe(payerBefore - 5_000_000n);
    expect(await usdcBalance(payTo())).toBe(payToBefore + 5_000_000n);

    const settlement = JSON.parse(Buffer.from(response.headers.get("payment-response")!, "base64").toString("utf8"));
    expect(settlement).toMatchObject({ success: true, transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/), network: network() });
    const payment = await db().payment.findFirstOrThrow({ where: { resourceId: body.person.id } });
    expect(payment).toMatchObject({ status: "settled", transaction: settlement.transaction });

    const read = await fetch(`${app.url}/api/v3/control/persons/${body.person.id}`, { headers: bearer(body.capabilityToken.token) });
    expect(read.status).toBe(200);

    const paths = facilitator.calls.map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(["/supported", "/verify", "/settle"]));
    expect(facilitator.calls.every((call) => call.authorized)).toBe(true);

    const health = await (await fetch(`${app.url}/api/health`)).json();
    expect(health.checks.payments).toMatchObject({ status: "ok", mode: "facilitator" });
  });

  it("a verification refused with a 4xx verdict is the payer's problem: 402 payment_invalid with the reason, nothing written", async () => {
    facilitator.behave("honest");
    const signature = await signedFor(app.url);
    const leases = await leasesOfPayer();
    facilitator.behave("refuse-verify");
    const response = await paidRequest(app.url, signature);
    expect(response.status).toBe(402);
    const body = await response.json();
    expect(body).toMatchObject({ code: "payment_invalid", error: expect.stringContaining("insufficient_funds") });
    expect(response.headers.get("payment-required")).toBeTruthy();
    expect(await leasesOfPayer()).toBe(leases);
    expect(await db().payment.count({ where: { payer: payer.toLowerCase(), status: { not: "settled" } } })).toBe(0);
  });

  it("a settlement refused with a 4xx verdict and no transaction: 402 payment_failed, nothing charged, nothing left usable", async () => {
    facilitator.behave("honest");
    const signature = await signedFor(app.url);
    const balance = await usdcBalance(payer);
    const leases = await db().lease.count({ where: { principal: payer.toLowerCase(), status: "active" } });
    facilitator.behave("refuse-settle");
    const response = await paidRequest(app.url, signature);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: "payment_failed", error: expect.stringContaining("nothing was charged") });
    expect(await usdcBalance(payer)).toBe(balance);
    expect(await db().lease.count({ where: { principal: payer.toLowerCase(), status: "active" } })).toBe(leases);
    expect(await db().payment.count({ where: { payer: payer.toLowerCase(), status: "failed" } })).toBe(1);
  });

  it("a settlement that fails (5xx): 202 pending, never a failure; the same request later is settled once", async () => {
    facilitator.behave("honest");
    const signature = await signedFor(app.url);
    const balance = await usdcBalance(payer);
    facilitator.behave("fail-settle");
    const pending = await paidRequest(app.url, signature);
    expect(pending.status).toBe(202);
    const body = await pending.json();
    expect(body).toMatchObject({ status: "pending", paymentId: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain("at_live_");
    expect(await usdcBalance(payer)).toBe(balance);

    facilitator.behave("honest");
    const delivered = await paidRequest(app.url, signature);
    expect(delivered.status).toBe(201);
    expect((await delivered.json()).capabilityToken.token).toMatch(/^at_live_/);
    expect(await usdcBalance(payer)).toBe(balance - 5_000_000n);
    expect((await db().payment.findUniqueOrThrow({ where: { id: body.paymentId } })).status).toBe("settled");
  });

  it("a wrong API key: 503 saying the facilitator could not be reached, nothing charged, nothing written", async () => {
    facilitator.behave("honest");
    const wrong = await startInstance({ name: "hosted-facilitator-wrong-key", env: facilitatorEnv("not-the-key") });
    try {
      const signature = await signedFor(wrong.url);
      const [balance, leases] = [await usdcBalance(payer), await leasesOfPayer()];
      const response = await paidRequest(wrong.url, signature);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: "service_unavailable", error: expect.stringContaining("nothing was charged") });
      expect(await usdcBalance(payer)).toBe(balance);
      expect(await leasesOfPayer()).toBe(leases);
      expect(facilitator.calls.some((call) => !call.authorized)).toBe(true);
      const health = await (await fetch(`${wrong.url}/api/health`)).json();
      expect(health.checks.payments.status).not.toBe("ok");
    } finally {
      await wrong.stop();
    }
  });
});
