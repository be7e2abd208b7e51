/**
 * The one Prisma client of the application, over @prisma/adapter-pg.
 * Everything in lib/ reaches the database through `db()`.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { config } from "../config";
import { PrismaClient } from "./generated/client";

export { Prisma } from "./generated/client";
export type { PrismaClient } from "./generated/client";

const globalForPrisma = globalThis as unknown as { leaseholdPrisma?: PrismaClient };

function createClient(): PrismaClient {
  const url = config().database.url;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the service with `npm start` (which runs the embedded PostgreSQL) or set DATABASE_URL.",
    );
  }
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}

/** The shared client, created on first use (so that building needs no database). */
export function db(): PrismaClient {
  globalForPrisma.leaseholdPrisma ??= createClient();
  return globalForPrisma.leaseholdPrisma;
}

/** A transaction client, as passed to `db().$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
