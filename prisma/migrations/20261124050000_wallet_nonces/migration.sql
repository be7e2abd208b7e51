-- Issue 21: sign-in-with-x challenges. One row per nonce the service issued to a wallet; single use, short-lived.
CREATE TABLE "WalletNonce" (
    "nonce" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "chainId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "WalletNonce_pkey" PRIMARY KEY ("nonce")
);

CREATE INDEX "WalletNonce_expiresAt_idx" ON "WalletNonce"("expiresAt");
