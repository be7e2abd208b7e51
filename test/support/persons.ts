/** Persons for the tests: paid in one request (id and token only), knowing a file, or written straight to the database. */
import { expect } from "vitest";
import { db } from "@/lib/core/db/client";
import { newResourceId } from "@/lib/core/ids";
import { api, baseUrl, bearer, payForPerson, provision } from "./agent";

/** A Person paid by account `payerIndex` on the main test instance (or `base`). */
export async function provisionPerson(payerIndex: number, body: Record<string, unknown> = {}, base = baseUrl()): Promise<{ id: string; token: string }> {
  const response = await payForPerson(payerIndex, base, body);
  expect(response.status, await response.clone().text()).toBe(201);
  const created = await response.json();
  return { id: created.person.id as string, token: created.capabilityToken.token as string };
}

/** A Person paid by account `payerIndex` that knows one file, refunds.md (what the offline model's answers are drawn from). */
export async function personWithKnowledge(payerIndex: number) {
  const created = await provision(payerIndex, "persons");
  await api(`/api/v3/control/persons/${created.id}/files`, {
    method: "POST",
    headers: { ...bearer(created.token), "content-type": "application/json" },
    body: JSON.stringify({ name: "refunds.md", content: "Refunds are paid within five business days to the original card.\n\nShipping is free above fifty euros." }),
  });
  return created;
}

/** A Person straight in the database, with an active lease of a day (the payment path is tested elsewhere). */
export async function personInDatabase(includedUnits = 250, principalByte = "78") {
  const id = newResourceId("person");
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType: "person", resourceId: id, principal: `0x${principalByte.repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits },
  });
  await db().person.create({ data: { id, leaseId: lease.id, name: "Worker", goal: "Do assigned work well." } });
  return { id, leaseId: lease.id };
}
