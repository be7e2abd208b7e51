/**
 * The allowance of a lease: the turns a Person's lease includes (a chat turn,
 * a model step of a task) and the submissions a Page's lease includes (every
 * kind of counterpart answer). One place takes a unit, gives one back and
 * says why none could be taken, for chat, tasks and Page submissions alike.
 *
 * Taking is one conditional UPDATE of the lease row: the lease must be active,
 * inside its term, with a unit left. Concurrent callers can never take more
 * than the lease includes, and the row stays locked until the caller's
 * transaction ends (Page submissions rely on that to record one at a time).
 */
import type { Tx } from "../db/client";
import { db } from "../db/client";
import type { Lease } from "../db/generated/client";
import { ApiError } from "../http/errors";
import { leaseExpiredError } from "../payments/expiry";

/**
 * The statement that takes one unit, for the lease whose id is `$1`: returns
 * the units left after it, or no row when none could be taken. As text, so
 * that a statement doing more in the same round trip (the chat's, which also
 * stores the turn's messages) embeds it as a CTE.
 */
export const TAKE_ONE_BY_LEASE_ID = `
    UPDATE "Lease" SET "usedUnits" = "usedUnits" + 1, "updatedAt" = now()
    WHERE id = $1 AND status = 'active' AND "termEnd" > now() AND "usedUnits" < "includedUnits"
    RETURNING ("includedUnits" - "usedUnits")::int AS remaining`;

/** The same, for the lease of the resource whose id is `$1`. */
const TAKE_ONE_BY_RESOURCE_ID = TAKE_ONE_BY_LEASE_ID.replace("WHERE id = $1", `WHERE "resourceId" = $1`);

/** Which lease: by its id, or by its resource's id. */
export type LeaseKey = { leaseId: string } | { resourceId: string };

/**
 * Takes one unit of the lease's allowance (in `tx` when given, so it counts
 * only if the caller's transaction commits). Null when none could be taken:
 * ask `refusal` why.
 */
export async function takeOne(key: LeaseKey, tx?: Tx): Promise<{ remaining: number } | null> {
  const client = tx ?? db();
  const [taken] =
    "leaseId" in key
      ? await client.$queryRawUnsafe<{ remaining: number }[]>(TAKE_ONE_BY_LEASE_ID, key.leaseId)
      : await client.$queryRawUnsafe<{ remaining: number }[]>(TAKE_ONE_BY_RESOURCE_ID, key.resourceId);
  return taken ?? null;
}

/** Gives one unit back (a turn whose model failed before producing anything, a turn whose messages could not be stored). */
export async function giveBackOne(leaseId: string, tx?: Tx): Promise<void> {
  await (tx ?? db()).$executeRaw`UPDATE "Lease" SET "usedUnits" = "usedUnits" - 1 WHERE id = ${leaseId} AND "usedUnits" > 0`;
}

/**
 * Who is refused, which decides the wording and whether the renew challenge
 * comes with it: the Person's controller or caller (402 with the challenge,
 * `baseUrl` for its URL), or a Page's counterpart (who cannot renew).
 */
export type Refused = { resourceType: "person"; resourceId: string; baseUrl: string } | { resourceType: "page"; resourceId: string };

/**
 * Why no unit could be taken from `lease` (as it is now; null when it is
 * gone): 410 resource_destroyed, 402 lease_expired (not active, or past its
 * term), else 429 turns_exhausted or submissions_exhausted.
 */
export function refusal(lease: Pick<Lease, "status" | "termEnd" | "includedUnits"> | null, who: Refused, now = new Date()): ApiError {
  const { resourceType, resourceId } = who;
  if (!lease || lease.status === "destroyed") {
    return new ApiError("resource_destroyed", resourceType === "person" ? "This Person was destroyed." : "This Page no longer exists.");
  }
  if (lease.status !== "active" || lease.termEnd <= now) {
    if (who.resourceType === "page") return new ApiError("lease_expired", "This Page is not available: its lease has expired.");
    const renew = `/api/v3/resources/person/${resourceId}/renew`;
    return leaseExpiredError(
      "person",
      resourceId,
      who.baseUrl,
      `This Person's lease has expired. Renew it by paying x402 on POST ${renew} (the challenge is in PAYMENT-REQUIRED), then chat again.`,
    );
  }
  return resourceType === "person"
    ? new ApiError(
        "turns_exhausted",
        `This Person has used all ${lease.includedUnits} included turns of its term. Renew the lease (POST /api/v3/resources/person/${resourceId}/renew) for a new allowance.`,
      )
    : new ApiError("submissions_exhausted", "This Page is not accepting more submissions in its current term.");
}

/** Reads the lease as it is now and throws `refusal`'s answer. */
export async function refuse(key: LeaseKey, who: Refused, tx?: Tx): Promise<never> {
  const client = tx ?? db();
  const lease = "leaseId" in key ? await client.lease.findUnique({ where: { id: key.leaseId } }) : await client.lease.findUnique({ where: { resourceId: key.resourceId } });
  throw refusal(lease, who);
}

/** Takes one unit, or throws why not. */
export async function takeOneOrRefuse(key: LeaseKey, who: Refused, tx?: Tx): Promise<{ remaining: number }> {
  return (await takeOne(key, tx)) ?? refuse(key, who, tx);
}

