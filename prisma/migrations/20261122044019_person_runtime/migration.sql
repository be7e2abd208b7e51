-- AlterTable
ALTER TABLE "KnowledgePassage" ADD COLUMN     "search" tsvector;

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "sessionId" TEXT;

-- CreateIndex
CREATE INDEX "KnowledgePassage_search_idx" ON "KnowledgePassage" USING GIN ("search");
