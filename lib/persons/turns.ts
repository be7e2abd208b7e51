/**
 * Turn accounting: each chat call (and each model step of a task) takes one
 * of the lease's included turns with one conditional UPDATE, so concurrent
 * calls can never use more than the lease includes.
 */
import { db } from "../db/client";
import { ApiError } from "../http/errors";
import { leaseExpiredError } from "../payments/expiry";

/** Takes a turn, or throws: 402 (lease expired, with the renew challenge), 429 (turns used up). */
export async function takeTurn(lease: { id: string; resourceId: string }, baseUrl: string): Promise<{ remaining: number }> {
  const taken = await db().$queryRaw<{ remaining: number }[]>`
    UPDATE "Lease" SET "usedUnits" = "usedUnits" + 1, "updatedAt" = now()
    WHERE id = ${lease.id} AND status = 'active' AND "termEnd" > now() AND "usedUnits" < "includedUnits"
    RETURNING ("includedUnits" - "usedUnits")::int AS remaining`;
  if (taken[0]) return taken[0];
  return refuseTurn(lease, baseUrl);
}

/** Why no turn could be taken from a lease: 402 (lease expired, with the renew challenge), 429 (turns used up), 410 (destroyed). */
export async function refuseTurn(lease: { id: string; resourceId: string }, baseUrl: string): Promise<never> {
  const current = await db().lease.findUnique({ where: { id: lease.id } });
  if (!current || current.status === "destroyed") throw new ApiError("resource_destroyed", "This Person was destroyed.");
  if (current.status === "pending" || current.termEnd <= new Date()) {
    const renew = `/api/v3/resources/person/${lease.resourceId}/renew`;
    throw leaseExpiredError(
      "person",
      lease.resourceId,
      baseUrl,
      `This Person's lease has expired. Renew it by paying x402 on POST ${renew} (the challenge is in PAYMENT-REQUIRED), then chat again.`,
    );
  }
  throw new ApiError(
    "turns_exhausted",
    `This Person has used all ${current.includedUnits} included turns of its term. Renew the lease (POST /api/v3/resources/person/${lease.resourceId}/renew) for a new allowance.`,
  );
}

/** Gives a turn back when the model failed before producing anything. */
export async function giveBackTurn(leaseId: string): Promise<void> {
  await db().$executeRaw`UPDATE "Lease" SET "usedUnits" = "usedUnits" - 1 WHERE id = ${leaseId} AND "usedUnits" > 0`;
}
