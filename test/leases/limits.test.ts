import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { newResourceId } from "@/lib/core/ids";
import { paidPost, PAGE_BODY, payer, usdcBalance } from "../support/agent";

const PAYER = 9;

describe("at most 25 active leases per principal", () => {
  it("refuses the 26th with a clear error before anything is settled", async () => {
    const principal = payer(PAYER).address.toLowerCase();
    const now = new Date();
    const termEnd = new Date(now.getTime() + 30 * 86_400_000);
    // 24 active leases in the database, plus one expired (which does not count), then the 25th over HTTP.
    await db().lease.createMany({
      data: [
        ...Array.from({ length: 24 }, () => ({ resourceType: "page" as const, resourceId: newResourceId("page"), principal, status: "active" as const, termStart: now, termEnd, includedUnits: 500 })),
        { resourceType: "page" as const, resourceId: newResourceId("page"), principal, status: "active" as const, termStart: now, termEnd: new Date(now.getTime() - 1000), includedUnits: 500 },
      ],
    });
    const twentyFifth = await paidPost(PAYER, "/api/v3/resources/pages", PAGE_BODY);
    expect(twentyFifth.status).toBe(201);

    const balance = await usdcBalance(payer(PAYER).address);
    const payments = await db().payment.count({ where: { payer: principal } });
    const twentySixth = await paidPost(PAYER, "/api/v3/resources/pages", PAGE_BODY);
    expect(twentySixth.status).toBe(409);
    const body = await twentySixth.json();
    expect(body.code).toBe("active_lease_limit");
    expect(body.error).toMatch(/25/);
    expect(body.error).toMatch(/nothing was charged/);
    expect(await usdcBalance(payer(PAYER).address)).toBe(balance);
    expect(await db().payment.count({ where: { payer: principal } })).toBe(payments);
  });
});
