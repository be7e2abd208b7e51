import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/core/db/embedded";
import { createMigration, deployMigrations, listMigrations, migrationStatus } from "@/lib/core/db/migrate";
import { freePort } from "../support/instance";

// A second, brand-new embedded cluster: proves the embedded default starts
// from nothing and that migrations apply once, then are a no-op.
describe("embedded PostgreSQL and migrations", () => {
  let dir: string;
  let db: EmbeddedDatabase;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "leasehold-migrate-"));
    await chmod(dir, 0o755); // the embedded server runs as the postgres user
    db = await startEmbeddedDatabase({ dataDir: path.join(dir, "pg"), port: await freePort(), database: "fresh", fast: true });
  });

  afterAll(async () => {
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("starts from an empty directory and accepts connections", async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query("SELECT current_database() AS name, version() AS version");
    await client.end();
    expect(rows[0].name).toBe("fresh");
    expect(rows[0].version).toMatch(/^PostgreSQL 1[89]/);
  });

  it("applies every migration once, then nothing on the second run", async () => {
    const all = (await listMigrations()).migrationDirectories.map((d) => d.path);
    expect(all.length).toBeGreaterThan(0);
    expect(await deployMigrations(db.url)).toEqual(all);
    expect(await deployMigrations(db.url)).toEqual([]);
    expect(await migrationStatus(db.url)).toEqual({ pending: [], failed: [], edited: [], upToDate: true });

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    // Rate-limit counters skip the WAL (the unlogged_rate_limits migration); every other table is durable.
    const unlogged = await client.query<{ relname: string }>("SELECT relname FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r'");
    await client.end();
    expect(unlogged.rows.map((r) => r.relname)).toEqual(["RateLimitBucket"]);
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      "Lease",
      "Payment",
      "CapabilityToken",
      "Person",
      "KnowledgeFile",
      "KnowledgePassage",
      "Task",
      "ChatSession",
      "ChatMessage",
      "PersonState",
      "TimelineEvent",
      "Page",
      "Submission",
      "PageUpload",
      "User",
      "Account",
      "Session",
      "VerificationToken",
      "_prisma_migrations",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("finds nothing to create: prisma/schema.prisma matches the committed migrations", async () => {
    // Uses a shadow database on the same server, created and dropped by the migration driver.
    expect(await createMigration(db.url, "should_be_empty")).toBeNull();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'prisma_shadow_%'");
    await client.end();
    expect(rows).toEqual([]);
  });
});
