/**
 * The one Prisma client of the application, over @prisma/adapter-pg.
 * Everything in lib/ reaches the database through `db()`; the few statements
 * on every request's path that Prisma would only pass through as raw SQL (the
 * rate limiter's upsert) go straight to its connection pool, `pool()`, which
 * saves Prisma's per-query overhead (about a millisecond here).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { config } from "../config";
import { PrismaClient } from "./generated/client";

export { Prisma } from "./generated/client";
export type { PrismaClient } from "./generated/client";

const globalForPrisma = globalThis as unknown as { leaseholdPrisma?: PrismaClient; leaseholdPool?: pg.Pool };

/** The connection pool Prisma's adapter runs on, created on first use (so that building needs no database). */
export function pool(): pg.Pool {
  if (!globalForPrisma.leaseholdPool) {
    const url = config().database.url;
    if (!url) {
      throw new Error(
        "DATABASE_URL is not set. Start the service with `npm start` (which runs the embedded PostgreSQL) or set DATABASE_URL.",
      );
    }
    globalForPrisma.leaseholdPool = new pg.Pool({ connectionString: url });
  }
  return globalForPrisma.leaseholdPool;
}

/**
 * How long an interactive transaction may wait for a connection, and run.
 * Prisma's defaults (2 s and 5 s) failed writes that were only queued: writes
 * to one resource are serialized (its lease row, the knowledge quota's lock),
 * and 24 concurrent knowledge additions on a loaded CI machine waited longer
 * than 2 s for one of the pool's 10 connections (one of them failed).
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** The shared client, over `pool()`. */
export function db(): PrismaClient {
  globalForPrisma.leaseholdPrisma ??= new PrismaClient({ adapter: new PrismaPg(pool()), transactionOptions: TRANSACTION_OPTIONS });
  return globalForPrisma.leaseholdPrisma;
}

/** A transaction client, as passed to `db().$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
