import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { reconcileOpenPayments } from "@/lib/flows/purchase/reconcile";
import { api, bearer, challenge, PAGE_BODY, PERSON_BODY, payer, payTo, signedHeader, usdcBalance } from "../support/agent";
import { serviceLogs } from "../support/logs";
import { setFault } from "../support/rpc-fault-proxy";

const faults = () => process.env.LEASEHOLD_TEST_FAULTS!;
const post = (path: string, body: unknown, signature: string) =>
  api(path, { method: "POST", headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature }, body: JSON.stringify(body) });

describe("when the payment network fails", () => {
  afterEach(async () => {
    for (const index of [7, 8]) await setFault(faults(), payer(index).address, null);
  });

  it("down before verification: 503, no resource, no charge", async () => {
    const account = payer(7);
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const signature = await signedHeader(7, required);
    const balance = await usdcBalance(account.address);
    await setFault(faults(), account.address, "down");

    const response = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(await response.json()).toMatchObject({ code: "service_unavailable", error: expect.stringContaining("nothing was charged") });

    await setFault(faults(), account.address, null);
    expect(await usdcBalance(account.address)).toBe(balance);
    expect(await db().lease.count({ where: { principal: account.address.toLowerCase() } })).toBe(0);
    expect(await db().payment.count({ where: { payer: account.address.toLowerCase() } })).toBe(0);

    // The same signature still works once the network is back: it was never used.
    const retry = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(retry.status).toBe(201);
    expect(await usdcBalance(account.address)).toBe(balance - 5_000_000n);
  });

  it("settlement answer lost: 202 pending, never a second charge; the retry delivers the resource once", async () => {
    const account = payer(8);
    const { required } = await challenge("/api/v3/resources/pages", PAGE_BODY);
    const signature = await signedHeader(8, required);
    const received = await usdcBalance(payTo());
    await setFault(faults(), account.address, "drop-after-send");

    const pending = await post("/api/v3/resources/pages", PAGE_BODY, signature);
    expect(pending.status).toBe(202);
    const body = await pending.json();
    expect(body).toMatchObject({ status: "pending", paymentId: expect.any(String), message: expect.stringContaining("Do not pay again") });
    expect(JSON.stringify(body)).not.toContain("at_live_");
    const payment = await db().payment.findUniqueOrThrow({ where: { id: body.paymentId } });
    expect(payment.status).toBe("pending");
    const lease = await db().lease.findUniqueOrThrow({ where: { id: payment.leaseId! } });
    expect(lease.status).toBe("pending");
    // The transfer did happen on chain: exactly once.
    expect(await usdcBalance(payTo())).toBe(received + 2_000_000n);

    await setFault(faults(), account.address, null);
    const delivered = await post("/api/v3/resources/pages", PAGE_BODY, signature);
    expect(delivered.status).toBe(201);
    const { page, capabilityToken, payment: receipt } = await delivered.json();
    expect(page.lease.status).toBe("active");
    expect(receipt).toMatchObject({ status: "settled", transaction: expect.stringMatching(/^0x/) });
    expect((await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(capabilityToken.token) })).status).toBe(200);

    const again = await post("/api/v3/resources/pages", PAGE_BODY, signature);
    expect(again.status).toBe(409);
    expect(await usdcBalance(payTo())).toBe(received + 2_000_000n);
  });

  it("settlement refused before anything was sent: 402 payment_failed, the resource is removed, nothing charged", async () => {
    const account = payer(7);
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const signature = await signedHeader(7, required);
    const balance = await usdcBalance(account.address);
    const leases = await db().lease.count({ where: { principal: account.address.toLowerCase() } });
    await setFault(faults(), account.address, "reject-send");

    const response = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(response.status).toBe(402);
    const body = await response.json();
    expect(body).toMatchObject({ code: "payment_failed", reason: expect.any(String) });
    expect(response.headers.get("payment-required")).toBeTruthy();
    expect(await usdcBalance(account.address)).toBe(balance);
    expect(await db().lease.count({ where: { principal: account.address.toLowerCase() } })).toBe(leases);
    const payment = await db().payment.findFirstOrThrow({ where: { payer: account.address.toLowerCase(), status: "failed" } });
    expect(payment).toMatchObject({ leaseId: null, payload: null });
    expect(payment.failureReason).toBeTruthy();
    // The operator can see why, without the payer's signature the facilitator's message quotes.
    const loggedLine = () =>
      serviceLogs()
        .flatMap(({ text }) => text.split("\n"))
        .find((line) => line.includes("Settlement did not succeed") && line.includes(payment.id));
    await expect.poll(loggedLine, { timeout: 5_000 }).toBeTruthy(); // the service's output reaches its file a moment later
    const logged = loggedLine();
    expect(logged && JSON.parse(logged)).toMatchObject({ level: "warn", outcome: "failed", errorReason: payment.failureReason, errorMessage: expect.stringContaining("fault: transaction rejected") });
    expect(logged).not.toContain("Request Arguments");

    await setFault(faults(), account.address, null);
    const again = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(again.status).toBe(402);
    expect((await again.json()).code).toBe("payment_failed");
  });

  it("a pending payment is completed by the reconciliation sweep; the token waits for the client's retry", async () => {
    const account = payer(8);
    const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const signature = await signedHeader(8, required);
    await setFault(faults(), account.address, "drop-after-send");
    const pending = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(pending.status).toBe(202);
    const { paymentId } = await pending.json();
    await setFault(faults(), account.address, null);

    const counts = await reconcileOpenPayments();
    expect(counts.settled).toBeGreaterThanOrEqual(1);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect(payment.status).toBe("settled");
    expect(payment.transaction).toMatch(/^0x/);
    expect((await db().lease.findUniqueOrThrow({ where: { id: payment.leaseId! } })).status).toBe("active");
    expect(await db().capabilityToken.count({ where: { leaseId: payment.leaseId! } })).toBe(0);

    const delivered = await post("/api/v3/resources/persons", PERSON_BODY, signature);
    expect(delivered.status).toBe(201);
    expect((await delivered.json()).capabilityToken.token).toMatch(/^at_live_/);
  });
});
