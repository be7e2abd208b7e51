-- CreateTable
CREATE TABLE "PersonSchedule" (
    "id" TEXT NOT NULL,
    "personId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "instructions" TEXT NOT NULL,
    "maxTurns" INTEGER NOT NULL DEFAULT 1,
    "cron" TEXT,
    "timezone" TEXT,
    "runAt" TIMESTAMP(3),
    "missedPolicy" TEXT NOT NULL DEFAULT 'skip',
    "pausedAt" TIMESTAMP(3),
    "nextRunAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PersonSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PersonScheduleRun" (
    "id" TEXT NOT NULL,
    "scheduleId" TEXT NOT NULL,
    "scheduledFor" TIMESTAMP(3) NOT NULL,
    "handledAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "taskId" TEXT,

    CONSTRAINT "PersonScheduleRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PersonSchedule_nextRunAt_idx" ON "PersonSchedule"("nextRunAt");

-- CreateIndex
CREATE INDEX "PersonSchedule_personId_createdAt_idx" ON "PersonSchedule"("personId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PersonScheduleRun_scheduleId_scheduledFor_key" ON "PersonScheduleRun"("scheduleId", "scheduledFor");

-- AddForeignKey
ALTER TABLE "PersonSchedule" ADD CONSTRAINT "PersonSchedule_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PersonScheduleRun" ADD CONSTRAINT "PersonScheduleRun_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "PersonSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
