-- Controls of a Person (issue 20): pause (lib/persons/pause.ts) and the usage meter (lib/persons/usage.ts).
ALTER TABLE "Person" ADD COLUMN "pausedAt" TIMESTAMP(3);

CREATE TABLE "PersonUsage" (
    "personId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "turns" INTEGER NOT NULL DEFAULT 0,
    "inputTokens" INTEGER NOT NULL DEFAULT 0,
    "outputTokens" INTEGER NOT NULL DEFAULT 0,
    "toolCalls" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonUsage_pkey" PRIMARY KEY ("personId","day")
);

ALTER TABLE "PersonUsage" ADD CONSTRAINT "PersonUsage_personId_fkey" FOREIGN KEY ("personId") REFERENCES "Person"("id") ON DELETE CASCADE ON UPDATE CASCADE;
