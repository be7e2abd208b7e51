/**
 * Local secrets are the service user's alone:
 * - the embedded PostgreSQL has a random superuser password, kept in its data
 *   folder with mode 0600, reused on later starts; it refuses the old constant
 *   one, also for a cluster created with it (migrated on its next start); it
 *   listens on loopback only, with no Unix socket;
 * - the sign-in outbox and the upload folder are 0700, their files 0600, and
 *   folders that already exist with wider modes are tightened.
 */
import { chmod, mkdir, mkdtemp, readFile, rm, stat, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutboxMessage, writeOutbox } from "@/lib/domains/auth/outbox";
import { LEGACY_PASSWORD, PASSWORD_FILE, startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/core/db/embedded";
import { freePort } from "../support/instance";

const mode = async (file: string) => (await stat(file)).mode & 0o777;

/** Connects as the superuser with a password: null when it works, else the server's error code. */
async function refusal(port: number, password: string): Promise<string | null> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const passwordOf = (url: string) => decodeURIComponent(new URL(url).password);

describe("the embedded PostgreSQL", () => {
  let dir: string;
  let dataDir: string;
  let port: number;
  let db: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "leasehold-secrets-"));
    await chmod(dir, 0o755); // the embedded server runs as the postgres user
    dataDir = path.join(dir, "pg");
    port = await freePort();
  });

  afterAll(async () => {
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("has a random password in its data folder (0600), refuses the old constant one, and listens on loopback only", async () => {
    db = await startEmbeddedDatabase({ dataDir, port, fast: true });
    const file = path.join(dataDir, PASSWORD_FILE);
    expect(await mode(file)).toBe(0o600);
    const password = (await readFile(file, "utf8")).trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(passwordOf(db.url)).toBe(password);
    expect(await refusal(port, password)).toBeNull();
    expect(await refusal(port, LEGACY_PASSWORD)).toBe("28P01");

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const setting = async (name: string) => (await client.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = $1", [name])).rows[0]!.setting;
    try {
      expect(await setting("listen_addresses")).toBe("127.0.0.1");
      expect(await setting("unix_socket_directories")).toBe("");
    } finally {
      await client.end();
    }
  });

  it("keeps its password across restarts", async () => {
    const before = passwordOf(db!.url);
    await db!.stop();
    db = await startEmbeddedDatabase({ dataDir, port, fast: true });
    expect(passwordOf(db.url)).toBe(before);
    expect(await refusal(port, before)).toBeNull();
  });

  it("migrates a cluster created with the old constant password: a new one is set and stored, the old one refused", async () => {
    // A cluster as the previous version left it: the constant password, no password file.
    const admin = new pg.Client({ connectionString: db!.url });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres WITH PASSWORD '${LEGACY_PASSWORD}'`);
    await admin.end();
    await unlink(path.join(dataDir, PASSWORD_FILE));
    await db!.stop();
    expect((await stat(path.join(dataDir, "PG_VERSION"))).isFile()).toBe(true);

    db = await startEmbeddedDatabase({ dataDir, port, fast: true });
    const stored = (await readFile(path.join(dataDir, PASSWORD_FILE), "utf8")).trim();
    expect(stored).not.toBe(LEGACY_PASSWORD);
    expect(passwordOf(db.url)).toBe(stored);
    expect(await mode(path.join(dataDir, PASSWORD_FILE))).toBe(0o600);
    expect(await refusal(port, LEGACY_PASSWORD)).toBe("28P01");
    expect(await refusal(port, stored)).toBeNull();
  });
});

describe("local folders of secrets", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "leasehold-folders-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("the outbox: created 0700, an existing wider one tightened, each message 0600", async () => {
    const fresh = path.join(dir, "outbox");
    const file = await writeOutbox(fresh, { to: "ann@example.com", subject: "Sign in", url: "http://localhost:3000/api/auth/callback/email?token=t", createdAt: new Date().toISOString() });
    expect(await mode(fresh)).toBe(0o700);
    expect(await mode(file)).toBe(0o600);
    expect((await latestOutboxMessage(fresh, "ＡＮＮ@example.com"))?.url).toContain("token=t");

    const existing = path.join(dir, "old-outbox");
    await mkdir(existing, { mode: 0o755 });
    await chmod(existing, 0o755);
    const second = await writeOutbox(existing, { to: "bob@example.com", subject: "Sign in", url: "http://localhost:3000/x", createdAt: new Date().toISOString() });
    expect(await mode(existing)).toBe(0o700);
    expect(await mode(second)).toBe(0o600);
  });

  it("uploads on local disk: UPLOAD_DIR and each Page's folder 0700, files 0600, an existing UPLOAD_DIR tightened", async () => {
    const uploads = path.join(dir, "uploads");
    await mkdir(uploads, { mode: 0o755 });
    await chmod(uploads, 0o755);
    // This file's own process: the configuration is read at its first use, after this.
    process.env.UPLOAD_DIR = uploads;
    delete process.env.BLOB_READ_WRITE_TOKEN;
    const { storeStream } = await import("@/lib/domains/pages/storage");
    const stored = await storeStream("pg_secrets/up_1", new Blob(["private"]).stream(), "text/plain");
    expect(stored).toEqual({ storage: "local", storageKey: "pg_secrets/up_1" });
    expect(await mode(uploads)).toBe(0o700);
    expect(await mode(path.join(uploads, "pg_secrets"))).toBe(0o700);
    expect(await mode(path.join(uploads, "pg_secrets", "up_1"))).toBe(0o600);
  });
});
