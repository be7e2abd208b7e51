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
import type { Tx } from "../../core/db/client";
import { db } from "../../core/db/client";
import { recordEvent } from "../events/record";
import { claimNotice } from "../leases/notices";
import { log } from "../../core/log";
import type { Lease } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { leaseExpiredError } from "../payments/expiry";
import { remainingSql, unitLeftSql } from "../../core/allowance-units";

/**
 * The statement that takes one unit, for the lease whose id is `$1`: returns
 * the units left after it, or no row when none could be taken. As text, so
 * that a statement doing more in the same round trip (the chat's, which also
 * stores the turn's messages) embeds it as a CTE.
 */
export const TAKE_ONE_BY_LEASE_ID = `
    UPDATE "Lease" SET "usedUnits" = "usedUnits" + 1, "updatedAt" = now()
    WHERE id = $1 AND status = 'active' AND "termEnd" > now() AND ${unitLeftSql()}
    RETURNING ${remainingSql()} AS remaining, "includedUnits" AS included, id AS "leaseId",
      "resourceType"::text AS "resourceType", "resourceId", (extract(epoch from "termEnd") * 1000)::float8 AS "termEndMs"`;

/** The same, for the lease of the resource whose id is `$1`. */
const TAKE_ONE_BY_RESOURCE_ID = TAKE_ONE_BY_LEASE_ID.replace("WHERE id = $1", `WHERE "resourceId" = $1`);

/** Which lease: by its id, or by its resource's id. */
export type LeaseKey = { leaseId: string } | { resourceId: string };

/** When a take's notice is recorded: at once (the default), or by the caller (`later`, which must call noteAllowance in its transaction). */
export type TakeOptions = { notice?: "now" | "later" };

/**
 * Takes one unit of the lease's allowance, in `tx` when given (so it counts
 * only if the caller's transaction commits). Its notice, if due, is recorded
 * in the same transaction; without one, in a transaction of its own just
 * after. A caller that wants its own event first passes `notice: "later"`
 * and calls noteAllowance itself before committing. Null when none could be
 * taken: ask `refusal` why.
 */
export async function takeOne(key: LeaseKey, tx?: Tx, options: TakeOptions = {}): Promise<Taken | null> {
  const client = tx ?? db();
  const [taken] =
    "leaseId" in key
      ? await client.$queryRawUnsafe<Taken[]>(TAKE_ONE_BY_LEASE_ID, key.leaseId)
      : await client.$queryRawUnsafe<Taken[]>(TAKE_ONE_BY_RESOURCE_ID, key.resourceId);
  if (!taken) return null;
  if (!tx) await noteAllowanceAfter(taken);
  else if (options.notice !== "later") await noteAllowance(tx, taken);
  return taken;
}

/**
 * After a take made outside a transaction (the chat's statement, a task's
 * step): its notice, if due, in a transaction of its own. A failure here is
 * logged, not thrown (the take stands); the next take finds the notice still
 * due and records it.
 */
export async function noteAllowanceAfter(taken: Taken): Promise<void> {
  if (!noticeDue(taken)) return;
  try {
    await db().$transaction((tx) => noteAllowance(tx, taken));
  } catch (error) {
    log.error({ err: error, leaseId: taken.leaseId }, "The allowance's notice could not be recorded");
  }
}

/** One unit taken: what is left of the term's allowance after it, and which lease and term it was taken from. */
export type Taken = { remaining: number; included: number; leaseId: string; resourceType: "person" | "page"; resourceId: string; termEndMs: number };

/**
 * The allowance's notices, once per term each (lib/domains/leases/notices.ts):
 *
 * - low (person.turns.low, page.submissions.low): a take leaves at most 10%
 *   of the included units, rounded up (`lowThreshold`), and at least one;
 * - exhausted (person.turns.exhausted, page.submissions.exhausted): a take
 *   leaves none.
 *
 * "Once per term": the first take of the term that reaches the level records
 * it; a unit given back and taken again, or any later take, records nothing
 * more until the lease is renewed (a renewal starts a new term and resets
 * the count). A term that goes from more than 10% to none in one take (an
 * allowance under 10 units: 1 of 1) records only exhausted.
 */
export const lowThreshold = (included: number) => Math.ceil(included / 10);
const noticeDue = (taken: Taken) => taken.remaining <= lowThreshold(taken.included);

/**
 * Records the allowance's notice due after `taken`, if it was not given in
 * the term the unit was taken from: in the caller's transaction (a Page
 * submission's, after its event), or in one of its own right after a take
 * made outside one (chat, tasks). The level is this take's (of two takes at
 * once, one leaves 1 and gives "low", the other 0 and "exhausted"); a term
 * renewed in between gets nothing for the old one (claimNotice checks it is
 * still the lease's term).
 */
export async function noteAllowance(tx: Tx, taken: Taken): Promise<void> {
  if (!noticeDue(taken)) return;
  // Judged by this take (two takes at once each get their own level), for the term it was taken in.
  const kind = taken.remaining === 0 ? "units_exhausted" : "units_low";
  if (!(await claimNotice(tx, { leaseId: taken.leaseId, termEnd: new Date(taken.termEndMs), kind }))) return;
  const { remaining, included, resourceId } = taken;
  const base = { resourceId, actor: "system" as const };
  if (taken.resourceType === "person") {
    if (kind === "units_low") await recordEvent(tx, { ...base, resourceType: "person", type: "person.turns.low", data: { turnsRemaining: remaining, includedTurns: included } });
    else await recordEvent(tx, { ...base, resourceType: "person", type: "person.turns.exhausted", data: { includedTurns: included } });
  } else if (kind === "units_low") {
    await recordEvent(tx, { ...base, resourceType: "page", type: "page.submissions.low", data: { submissionsRemaining: remaining, includedSubmissions: included } });
  } else {
    await recordEvent(tx, { ...base, resourceType: "page", type: "page.submissions.exhausted", data: { includedSubmissions: included } });
  }
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
  return exhausted(who, lease.includedUnits);
}

/** 429 turns_exhausted or submissions_exhausted: the lease is live but has no unit left (`includedUnits` its term's allowance). */
export function exhausted(who: Pick<Refused, "resourceType" | "resourceId">, includedUnits: number): ApiError {
  return who.resourceType === "person"
    ? new ApiError(
        "turns_exhausted",
        `This Person has used all ${includedUnits} included turns of its term. Renew the lease (POST /api/v3/resources/person/${who.resourceId}/renew) for a new allowance.`,
      )
    : new ApiError("submissions_exhausted", "This Page is not accepting more submissions in its current term.");
}

/** Reads the lease as it is now and throws `refusal`'s answer. */
export async function refuse(key: LeaseKey, who: Refused, tx?: Tx): Promise<never> {
  const client = tx ?? db();
  const lease = "leaseId" in key ? await client.lease.findUnique({ where: { id: key.leaseId } }) : await client.lease.findUnique({ where: { resourceId: key.resourceId } });
  throw refusal(lease, who);
}

/** Takes one unit (as takeOne), or throws why not. */
export async function takeOneOrRefuse(key: LeaseKey, who: Refused, tx?: Tx, options: TakeOptions = {}): Promise<Taken> {
  return (await takeOne(key, tx, options)) ?? refuse(key, who, tx);
}

