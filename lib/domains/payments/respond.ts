import type { PaymentOutcome } from "./accept";
import { encodeSettlement } from "./x402";

/**
 * The answer to a paid request: 201 with the result, the payment receipt and
 * PAYMENT-RESPONSE; or 202 when the settlement outcome is not known yet (retry
 * the same request with the same PAYMENT-SIGNATURE; never pay again).
 */
export function paymentResponse<T>(outcome: PaymentOutcome<T>, body: (result: T) => Record<string, unknown>): Response {
  const headers = { "Cache-Control": "no-store" };
  if (outcome.status === "pending") {
    return Response.json(
      {
        status: "pending",
        paymentId: outcome.paymentId,
        payment: outcome.receipt,
        message:
          "The payment was accepted but its settlement is not confirmed yet. Retry this same request with the same PAYMENT-SIGNATURE in a few seconds to receive the result. Do not pay again.",
      },
      { status: 202, headers: { ...headers, "Retry-After": "5" } },
    );
  }
  return Response.json(
    { ...body(outcome.result), payment: outcome.receipt, ...(outcome.replayed ? { replayed: true } : {}) },
    {
      status: 201,
      headers: { ...headers, "PAYMENT-RESPONSE": encodeSettlement(outcome.settlement), ...(outcome.replayed ? { "Idempotent-Replayed": "true" } : {}) },
    },
  );
}
