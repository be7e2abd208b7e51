/**
 * The one Prisma client of the application, over @prisma/adapter-pg.
 * Everything in lib/ reaches the database through `db()`; the few statements
 * on every request's path that Prisma would only pass through as raw SQL (the
 * rate limiter's upsert) go straight to its connection pool, `pool()`, which
 * saves Prisma's per-query overhead (about a millisecond here).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import pg from "pg";
import { config } from "../config";
import { log } from "../log";
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
    const onVercel = !!config().vercel;
    // On Vercel (Fluid compute) an instance is suspended between requests while its idle connections stay open, and
    // the database or its pooler closes them meanwhile: idle connections close after 5 s there (node-postgres's
    // default is 10 s), and the pool is attached so that the instance is not suspended before they have closed.
    const created = new pg.Pool({ connectionString: url, idleTimeoutMillis: onVercel ? 5_000 : 10_000 });
    // A connection that breaks while idle (the server restarted, a pooler dropped it) is removed from the pool and
    // reported here; without a listener, node-postgres's 'error' event would end the process.
    created.on("error", (error) => log.warn({ err: error }, "An idle database connection broke; the pool opens a new one when needed"));
    if (onVercel) attachDatabasePool(created);
    globalForPrisma.leaseholdPool = created;
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
