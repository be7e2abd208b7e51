/**
 * Reconciling open payments now: what `npm run payments:reconcile`
 * and the cron run (lib/flows/purchase/reconcile.ts), started by an operator. The
 * reconciliation settles each payment in its own transactions (a payment may
 * wait on the chain), so the audit row is written once it has run, with its
 * counts, in a transaction of its own; a run that throws is written too, as
 * failed, and the error goes back to the operator.
 */
import { db } from "../../core/db/client";
import { reconcileOpenPayments } from "../purchase/reconcile";
import { recordOperatorAction } from "./audit";
import type { Operator } from "./types";

export async function reconcilePaymentsNow(operator: Operator): Promise<Record<string, number>> {
  try {
    const counts = await reconcileOpenPayments();
    await db().$transaction((tx) => recordOperatorAction(tx, operator, { action: "reconcile_payments", details: { outcome: "ran", counts } }));
    return counts;
  } catch (error) {
    await db().$transaction((tx) => recordOperatorAction(tx, operator, { action: "reconcile_payments", details: { outcome: "failed", error: error instanceof Error ? error.message.slice(0, 200) : "unknown" } }));
    throw error;
  }
}
