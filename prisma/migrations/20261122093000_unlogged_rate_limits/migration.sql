-- Rate-limit counters are written on every request and need not survive a
-- crash of PostgreSQL (an unlogged table is emptied then: every window starts
-- afresh). Without WAL, counting a request no longer waits for a WAL flush.
-- Prisma's schema has no notion of UNLOGGED, so this stays out of its diffs.
ALTER TABLE "RateLimitBucket" SET UNLOGGED;
