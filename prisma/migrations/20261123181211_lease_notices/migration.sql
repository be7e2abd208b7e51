-- CreateTable
CREATE TABLE "LeaseNotice" (
    "id" BIGSERIAL NOT NULL,
    "leaseId" TEXT NOT NULL,
    "termEnd" TIMESTAMP(3) NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeaseNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LeaseNotice_leaseId_termEnd_kind_key" ON "LeaseNotice"("leaseId", "termEnd", "kind");

-- AddForeignKey
ALTER TABLE "LeaseNotice" ADD CONSTRAINT "LeaseNotice_leaseId_fkey" FOREIGN KEY ("leaseId") REFERENCES "Lease"("id") ON DELETE CASCADE ON UPDATE CASCADE;
