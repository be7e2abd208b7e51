/** Persons provisioned in one request, for the tests that need only the id and token (bounded evaluation, counterpart permissions, tokens in text, chat size, aborted turns). */
import { expect } from "vitest";
import { baseUrl, PERSON_BODY, payingFetch } from "./agent";

/** A Person paid by account `payerIndex` on the main test instance (or `base`). */
export async function provisionPerson(payerIndex: number, body: Record<string, unknown> = {}, base = baseUrl()): Promise<{ id: string; token: string }> {
  const response = await payingFetch(payerIndex)(`${base}/api/v3/resources/persons`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...PERSON_BODY, ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const created = await response.json();
  return { id: created.person.id as string, token: created.capabilityToken.token as string };
}
