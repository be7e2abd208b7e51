/**
 * Resolves payments whose settlement outcome is open: `pending` ones, and
 * `claimed` ones a crash interrupted. Run by the retry of the same request,
 * and by `npm run payments:reconcile` (a cron in deployments).
 */
import { db } from "../../core/db/client";
import { renewPurchase } from "./renew";
import { pagePurchase } from "./page";
import { personPurchase } from "./person";
import type { Payment } from "../../core/db/generated/client";
import { reconcileWith, type Purchase } from "../../domains/payments/accept";
import { log } from "../../core/log";

function purchaseFor(payment: Payment): Purchase<unknown> {
  if (payment.purpose === "renew") {
    return renewPurchase(payment.resourceType, payment.resourceId!, false) as Purchase<unknown>;
  }
  return (payment.resourceType === "person" ? personPurchase(null, "") : pagePurchase(null, "")) as Purchase<unknown>;
}

export async function reconcileOpenPayments(options: { staleClaimMs?: number } = {}): Promise<Record<string, number>> {
  const staleBefore = new Date(Date.now() - (options.staleClaimMs ?? 2 * 60_000));
  const open = await db().payment.findMany({
    where: { OR: [{ status: "pending" }, { status: "claimed", updatedAt: { lt: staleBefore } }], leaseId: { not: null } },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  const counts: Record<string, number> = { settled: 0, failed: 0, pending: 0, errors: 0 };
  for (const payment of open) {
    try {
      const outcome = await reconcileWith(payment, purchaseFor(payment), null);
      counts[outcome.status] = (counts[outcome.status] ?? 0) + 1;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "payment_failed") counts.failed = (counts.failed ?? 0) + 1;
      else {
        counts.errors = (counts.errors ?? 0) + 1;
        log.error({ err: error, paymentId: payment.id }, "Reconciling a payment failed");
      }
    }
  }
  return counts;
}
