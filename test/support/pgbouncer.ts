/**
 * A real transaction pooler in front of the test database: Debian's
 * pgbouncer (scripts/ensure-pgbouncer.sh installs it) in pool_mode
 * transaction, the mode of the pooled URLs docs/deploy.md recommends (Neon,
 * Supabase, PgBouncer). Its version here (1.18) keeps no prepared statements
 * across transactions, as such poolers do by default: a named prepared
 * statement fails through it the second time it is used on another server
 * connection.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./instance";

export interface Pooler {
  /** DATABASE_URL through the pooler. */
  url: string;
  stop(): Promise<void>;
}

export async function startPgBouncer(databaseUrl: string): Promise<Pooler> {
  const target = new URL(databaseUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "leasehold-pgbouncer-"));
  chmodSync(dir, 0o755);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = target.pathname.slice(1);
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  writeFileSync(path.join(dir, "users.txt"), `"${user}" "${password.replace(/"/g, '""')}"\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database} user=${user} password=${quote(password)}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "auth_type = plain",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      // Few server connections for many clients, so consecutive transactions of one client land on different ones.
      "default_pool_size = 3",
      "max_client_conn = 200",
      // TCP only, no pid file: nothing to write (it may run as nobody).
      "unix_socket_dir =",
      "ignore_startup_parameters = extra_float_digits,options",
      "",
    ].join("\n"),
    { mode: 0o644 },
  );
  const binary = process.env.PGBOUNCER_PATH ?? "/usr/sbin/pgbouncer";
  // pgbouncer refuses to run as root; -u drops to an unprivileged user.
  const args = process.getuid?.() === 0 ? ["-u", "nobody", path.join(dir, "pgbouncer.ini")] : [path.join(dir, "pgbouncer.ini")];
  const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pgbouncer did not start: ${output.slice(-800)}`)), 15_000);
    const poll = setInterval(() => {
      if (/listening on .*:\d+|process up/i.test(output)) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 50);
    child.once("error", (error) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`${binary} could not be started (run scripts/ensure-pgbouncer.sh, or set PGBOUNCER_PATH): ${error.message}`));
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      reject(new Error(`pgbouncer exited (${code}): ${output.slice(-800)}`));
    });
  });
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
