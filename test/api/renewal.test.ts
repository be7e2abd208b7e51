import { decodePaymentResponseHeader } from "@x402/fetch";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, bearer, challenge, jsonPost, paidPost, payer, usdcBalance, provision } from "../support/agent";

const PAYER = 10;
const DAY = 86_400_000;


describe("renewal", () => {
  it("needs a payment: 402 without PAYMENT-SIGNATURE, on both route shapes", async () => {
    const { record } = await provision(PAYER, "persons");
    for (const path of [`/api/v3/resources/person/${record.id}/renew`, `/api/v3/resources/persons/${record.id}/renew`]) {
      const { required } = await challenge(path);
      expect(required.accepts[0]!.amount).toBe("5000000");
    }
    expect((await jsonPost(`/api/v3/resources/person/psn_doesnotexist/renew`)).status).toBe(404);
    expect((await jsonPost(`/api/v3/resources/robot/${record.id}/renew`)).status).toBe(404);
    expect((await jsonPost(`/api/v3/resources/page/${record.id}/renew`)).status).toBe(404);
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
    expect(body.lease).toMatchObject({ status: "active", used: 0, remaining: 500, renewals: 1 });

    const read = await (await api(`/api/v3/control/pages/${record.id}`, { headers: bearer(token) })).json();
    expect(read.lease.renewals).toBe(1);
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
    expect(lease.remaining).toBe(250);
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
