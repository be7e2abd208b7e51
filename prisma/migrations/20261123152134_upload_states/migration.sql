-- AlterTable
ALTER TABLE "PageUpload" ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "state" TEXT NOT NULL DEFAULT 'stored';

-- CreateIndex
CREATE INDEX "PageUpload_expiresAt_idx" ON "PageUpload"("expiresAt");
