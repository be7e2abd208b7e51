-- The sealed PDF of a signature, stored once (docs/decisions.md, "Signed copies").
CREATE TABLE "SealedCopy" (
    "submissionId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SealedCopy_pkey" PRIMARY KEY ("submissionId")
);

ALTER TABLE "SealedCopy" ADD CONSTRAINT "SealedCopy_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;
