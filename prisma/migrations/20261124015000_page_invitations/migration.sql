-- AlterTable
ALTER TABLE "Page" ADD COLUMN     "notifyEmail" TEXT,
ADD COLUMN     "receipt" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PageInvitation" (
    "id" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT,
    "invitedByToken" TEXT NOT NULL,
    "addedToAudience" BOOLEAN NOT NULL DEFAULT false,
    "invitedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "openedAt" TIMESTAMP(3),

    CONSTRAINT "PageInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PageInvitation_pageId_invitedAt_idx" ON "PageInvitation"("pageId", "invitedAt");

-- CreateIndex
CREATE INDEX "PageInvitation_pageId_email_idx" ON "PageInvitation"("pageId", "email");

-- AddForeignKey
ALTER TABLE "PageInvitation" ADD CONSTRAINT "PageInvitation_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "Page"("id") ON DELETE CASCADE ON UPDATE CASCADE;
