-- Issue 22, the operator console: suspension on the lease, the operators' audit log, and rate-limit refusals counted per day.
ALTER TABLE "Lease" ADD COLUMN "suspendedAt" TIMESTAMP(3),
ADD COLUMN "suspendedReason" TEXT;

CREATE TABLE "OperatorAction" (
    "id" TEXT NOT NULL,
    "operatorEmail" TEXT NOT NULL,
    "operatorUserId" TEXT,
    "action" TEXT NOT NULL,
    "leaseId" TEXT,
    "resourceType" TEXT,
    "resourceId" TEXT,
    "reason" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OperatorAction_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "OperatorAction_createdAt_idx" ON "OperatorAction"("createdAt");
CREATE INDEX "OperatorAction_leaseId_createdAt_idx" ON "OperatorAction"("leaseId", "createdAt");

CREATE TABLE "RateLimitRefusal" (
    "day" DATE NOT NULL,
    "policy" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RateLimitRefusal_pkey" PRIMARY KEY ("day","policy")
);
