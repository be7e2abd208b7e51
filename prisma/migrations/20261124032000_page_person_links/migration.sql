-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "source" JSONB,
ADD COLUMN     "sourceKey" TEXT;

-- CreateTable
CREATE TABLE "PagePersonLink" (
    "id" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "triggers" JSONB,
    "title" TEXT,
    "instructions" TEXT,
    "maxTurns" INTEGER NOT NULL DEFAULT 1,
    "approvals" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PagePersonLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Task_sourceKey_key" ON "Task"("sourceKey");

-- CreateIndex
CREATE INDEX "PagePersonLink_pageId_idx" ON "PagePersonLink"("pageId");

-- CreateIndex
CREATE UNIQUE INDEX "PagePersonLink_personId_pageId_key" ON "PagePersonLink"("personId", "pageId");

-- AddForeignKey
ALTER TABLE "PagePersonLink" ADD CONSTRAINT "PagePersonLink_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PagePersonLink" ADD CONSTRAINT "PagePersonLink_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "Page"("id") ON DELETE CASCADE ON UPDATE CASCADE;
