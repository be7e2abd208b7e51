-- Issue 21: the x402 payment-identifier extension (a client's idempotency id for one paid request).
CREATE TABLE "PaymentIdentifier" (
    "id" TEXT NOT NULL,
    "paymentId" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentIdentifier_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "PaymentIdentifier_paymentId_idx" ON "PaymentIdentifier"("paymentId");
CREATE INDEX "PaymentIdentifier_expiresAt_idx" ON "PaymentIdentifier"("expiresAt");

ALTER TABLE "PaymentIdentifier" ADD CONSTRAINT "PaymentIdentifier_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
