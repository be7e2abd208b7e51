-- Issue 20: tool calls that wait for an approval (the controller's, or a person's on a linked Approval Page).
ALTER TYPE "TaskStatus" ADD VALUE 'awaiting_approval' BEFORE 'succeeded';

CREATE TYPE "ApprovalStatus" AS ENUM ('pending', 'approved', 'denied', 'expired');

CREATE TABLE "PersonApproval" (
    "id" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "taskId" TEXT,
    "sessionId" TEXT,
    "tool" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "server" TEXT,
    "arguments" JSONB NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "ApprovalStatus" NOT NULL DEFAULT 'pending',
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3),
    "decidedBy" TEXT,
    "decidedVia" TEXT,
    "pageId" TEXT,
    "comment" TEXT,
    "outcome" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PersonApproval_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "PersonApproval_personId_createdAt_idx" ON "PersonApproval"("personId", "createdAt");
CREATE INDEX "PersonApproval_status_expiresAt_idx" ON "PersonApproval"("status", "expiresAt");

ALTER TABLE "PersonApproval" ADD CONSTRAINT "PersonApproval_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;
