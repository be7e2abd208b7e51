/**
 * A Person's turns: each chat call (and each model step of a task) takes one
 * of the lease's included turns. The accounting is the allowance's
 * (lib/domains/allowance/allowance.ts, shared with Page submissions); these are its
 * Person-shaped entry points, kept for their callers (the chat, the task
 * worker).
 */
import type { Tx } from "../../../core/db/client";
import { giveBackOne, refuse, takeOneOrRefuse } from "../../allowance/allowance";

/** Takes a turn, or throws: 402 (lease expired, with the renew challenge), 429 (turns used up), 410 (destroyed). */
export async function takeTurn(lease: { id: string; resourceId: string }, baseUrl: string, tx?: Tx): Promise<{ remaining: number }> {
  return takeOneOrRefuse({ leaseId: lease.id }, { resourceType: "person", resourceId: lease.resourceId, baseUrl }, tx);
}

/** Why no turn could be taken from a lease: 402 (lease expired, with the renew challenge), 429 (turns used up), 410 (destroyed). */
export async function refuseTurn(lease: { id: string; resourceId: string }, baseUrl: string): Promise<never> {
  return refuse({ leaseId: lease.id }, { resourceType: "person", resourceId: lease.resourceId, baseUrl });
}

/** Gives a turn back when the model failed before producing anything. */
export async function giveBackTurn(leaseId: string, tx?: Tx): Promise<void> {
  await giveBackOne(leaseId, tx);
}
