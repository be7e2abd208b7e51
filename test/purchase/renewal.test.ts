import { decodePaymentResponseHeader } from "@x402/fetch";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, bearer, challenge, jsonPost, PAGE_BODY, paidPost, payer, paymentsFrom, provision, signedHeader, usdcBalance } from "../support/agent";
import { newResourceId } from "@/lib/core/ids";

const PAYER = 10;
const DAY = 86_400_000;


describe("renewal", () => {
  it("needs a payment: 402 without PAYMENT-SIGNATURE, on both route shapes", async () => {
    const { record } = await provision(PAYER, "persons");
    for (const path of [`/api/v3/resources/person/${record.id}/renew`, `/api/v3/resources/persons/${record.id}/renew`]) {
      const { required } = await challenge(path);
      expect(required.accepts[0]!.amount).toBe("5000000");
    }
    // Decided from the path alone: not an id of that type, or not a type.
    expect((await jsonPost(`/api/v3/resources/person/psn_doesnotexist/renew`)).status).toBe(404);
    expect((await jsonPost(`/api/v3/resources/robot/${record.id}/renew`)).status).toBe(404);
    expect((await jsonPost(`/api/v3/resources/page/${record.id}/renew`)).status).toBe(404);
  });

  it("answers an unknown id exactly like a known one before payment, and charges nothing for it after", async () => {
    const { record } = await provision(PAYER, "pages");
    const unknown = newResourceId("page");
    const known = await challenge(`/api/v3/resources/page/${record.id}/renew`);
    const missing = await challenge(`/api/v3/resources/page/${unknown}/renew`);
    expect(missing.response.status).toBe(known.response.status);
    expect(Object.keys(missing.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(missing.body.code).toBe(known.body.code);
    expect(missing.required.accepts[0]!.amount).toBe(known.required.accepts[0]!.amount);
    // Each challenge names what it is for.
    expect(missing.required.accepts[0]!.extra).toMatchObject({ leasehold: { purpose: "renew", resourceType: "page", resourceId: unknown } });

    const balance = await usdcBalance(payer(PAYER).address);
    const paid = await paidPost(PAYER, `/api/v3/resources/page/${unknown}/renew`);
    expect(paid.status).toBe(404);
    expect((await paid.json()).code).toBe("not_found");
    expect(await usdcBalance(payer(PAYER).address)).toBe(balance);
  });

  it("shows the lease's usage to the token holder only", async () => {
    const { record, token } = await provision(PAYER, "pages");
    const anyone = await (await paidPost(PAYER, `/api/v3/resources/page/${record.id}/renew`)).json();
    expect(anyone.lease).toMatchObject({ id: record.lease.id, status: "active", renewals: 1 });
    for (const member of ["included", "used", "remaining"]) expect(anyone.lease).not.toHaveProperty(member);

    const { required } = await challenge(`/api/v3/resources/page/${record.id}/renew`);
    const holder = await api(`/api/v3/resources/page/${record.id}/renew`, {
      method: "POST",
      headers: { ...bearer(token), "PAYMENT-SIGNATURE": await signedHeader(PAYER, required) },
    });
    expect(holder.status).toBe(201);
    expect((await holder.json()).lease).toMatchObject({ renewals: 2, included: 500, used: 0, remaining: 500 });
  });

  it("a payment signed for one Page's renewal buys neither a new Page nor another Page's renewal", async () => {
    const first = await provision(PAYER, "pages");
    const second = await provision(PAYER, "pages");
    const { required } = await challenge(`/api/v3/resources/page/${first.record.id}/renew`);
    const signature = await signedHeader(PAYER, required);
    const paidTo = await paymentsFrom(payer(PAYER).address);
    // This payer's Pages: other files buy Pages at the same moment.
    const mine = () => db().lease.count({ where: { principal: payer(PAYER).address.toLowerCase(), resourceType: "page" } });
    const pages = await mine();

    const asNewPage = await api("/api/v3/resources/pages", {
      method: "POST",
      headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature },
      body: JSON.stringify(PAGE_BODY),
    });
    expect(asNewPage.status).toBe(402);
    expect((await asNewPage.json()).reason).toBe("requirements_mismatch");
    const asOtherRenewal = await api(`/api/v3/resources/page/${second.record.id}/renew`, { method: "POST", headers: { "PAYMENT-SIGNATURE": signature } });
    expect(asOtherRenewal.status).toBe(402);
    expect((await asOtherRenewal.json()).reason).toBe("requirements_mismatch");
    expect(await paidTo.received()).toBe(0n);
    expect(await mine()).toBe(pages);

    // Where it was signed for, it works.
    const own = await api(`/api/v3/resources/page/${first.record.id}/renew`, { method: "POST", headers: { "PAYMENT-SIGNATURE": signature } });
    expect(own.status).toBe(201);
    expect(await paidTo.received()).toBe(2_000_000n);
  });

  it("extends an active lease by one term from its end and starts a new allowance", async () => {
    const { record, token } = await provision(PAYER, "pages");
    await db().lease.update({ where: { id: record.lease.id }, data: { usedUnits: 120 } });
    const termEnd = new Date(record.lease.termEnd).getTime();

    const response = await paidPost(PAYER, `/api/v3/resources/page/${record.id}/renew`);
    expect(response.status).toBe(201);
    expect(decodePaymentResponseHeader(response.headers.get("payment-response")!).success).toBe(true);
    const body = await response.json();
    expect(body).toMatchObject({ resourceType: "page", resourceId: record.id, payment: { status: "settled", amount: "2000000" } });
    expect(new Date(body.lease.termEnd).getTime()).toBe(termEnd + 30 * DAY);
    expect(body.lease).toMatchObject({ status: "active", renewals: 1 });

    const read = await (await api(`/api/v3/control/pages/${record.id}`, { headers: bearer(token) })).json();
    expect(read.lease).toMatchObject({ renewals: 1, used: 0, remaining: 500 });
  });

  it("renews an expired lease from now, through the catalog's route shape", async () => {
    const { record, token } = await provision(PAYER, "persons");
    await db().lease.update({ where: { id: record.lease.id }, data: { termEnd: new Date(Date.now() - DAY), usedUnits: 250 } });
    expect((await (await api(`/api/v3/control/persons/${record.id}`, { headers: bearer(token) })).json()).lease.status).toBe("expired");

    const before = Date.now();
    const response = await paidPost(PAYER, `/api/v3/resources/persons/${record.id}/renew`);
    expect(response.status).toBe(201);
    const { lease } = await response.json();
    expect(lease.status).toBe("active");
    const read = await (await api(`/api/v3/control/persons/${record.id}`, { headers: bearer(token) })).json();
    expect(read.lease.remaining).toBe(250);
    const end = new Date(lease.termEnd).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(end).toBeLessThan(Date.now() + 30 * DAY + 1000);
  });

  it("refuses to renew a destroyed resource, and charges nothing", async () => {
    const { record, token } = await provision(PAYER, "pages");
    const destroyed = await api(`/api/v3/control/pages/${record.id}`, { method: "DELETE", headers: bearer(token) });
    expect(destroyed.status).toBe(200);
    expect(await destroyed.json()).toMatchObject({ id: record.id, type: "page", destroyed: true });

    const balance = await usdcBalance(payer(PAYER).address);
    const response = await paidPost(PAYER, `/api/v3/resources/page/${record.id}/renew`);
    expect(response.status).toBe(410);
    expect((await response.json()).code).toBe("resource_destroyed");
    expect(await usdcBalance(payer(PAYER).address)).toBe(balance);
    expect(await db().page.count({ where: { id: record.id } })).toBe(0);
  });
});
