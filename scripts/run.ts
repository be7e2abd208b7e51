/**
 * npm start      embedded defaults: PostgreSQL (unless DATABASE_URL), migrations, build if stale, next start
 * npm run dev    the same with next dev
 * npm run build  next build
 * npm run start:prod  a deployed instance: DATABASE_URL required, migrations applied, next start (no build)
 * npm run vercel-build  Vercel's build: migrations against DIRECT_DATABASE_URL (or DATABASE_URL; never an
 *                      embedded server), then next build; MIGRATE_ON_BUILD=0 builds without migrating
 *
 * Stops the embedded PostgreSQL when the server exits or on Ctrl-C.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { localChainEnv, startLocalChain } from "../lib/core/chain/local";
import { paymentSetup } from "../lib/core/config";
import { deployMigrations } from "../lib/core/db/migrate";
import { ensureDatabase, loadDotEnv } from "../lib/core/db/server";
import { buildIsStale, runNext } from "./next";

/**
 * Sign-in on a local machine: a session secret kept in .data/ (and the key
 * that encrypts webhook signing secrets, .data/secrets-key), links written
 * to the local outbox (.data/outbox, only the service user's) when no SMTP
 * server is configured, and every absolute URL (sign-in links included) to the
 * address the server listens on, http://localhost:PORT, unless PUBLIC_BASE_URL
 * or NEXTAUTH_URL says otherwise: never the Host a client sends (see
 * lib/adapters/http/handler.ts baseUrlOf), so AUTH_TRUST_HOST is never set.
 */
function localSignInDefaults(port: string): Record<string, string> {
  const defaults: Record<string, string> = {};
  const url = process.env.PUBLIC_BASE_URL || process.env.NEXTAUTH_URL || `http://localhost:${port}`;
  if (!process.env.PUBLIC_BASE_URL) defaults.PUBLIC_BASE_URL = url;
  if (!process.env.NEXTAUTH_URL) defaults.NEXTAUTH_URL = url;
  if (!process.env.NEXTAUTH_SECRET) defaults.NEXTAUTH_SECRET = localSecret("nextauth-secret", () => randomBytes(32).toString("base64url"));
  if (!process.env.SECRETS_KEY) defaults.SECRETS_KEY = localSecret("secrets-key", () => randomBytes(32).toString("base64"));
  if (!process.env.EMAIL_SERVER && !process.env.EMAIL_OUTBOX_DIR) defaults.EMAIL_OUTBOX_DIR = path.resolve(".data", "outbox");
  return defaults;
}

/** A secret kept in .data/<name> (the service user's alone), made on first use. */
function localSecret(name: string, make: () => string): string {
  const file = path.resolve(".data", name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, make(), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** The local folders that hold sign-in links and uploads: the service user's alone (0700), tightened if they exist. */
function secureLocalFolders(env: NodeJS.ProcessEnv): void {
  const folders = [env.EMAIL_OUTBOX_DIR, env.BLOB_READ_WRITE_TOKEN ? undefined : (env.UPLOAD_DIR ?? ".data/uploads")];
  for (const folder of folders) {
    if (!folder) continue;
    mkdirSync(path.resolve(folder), { recursive: true, mode: 0o700 });
    chmodSync(path.resolve(folder), 0o700);
  }
}

async function main() {
  loadDotEnv();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  const mode = process.argv[2] ?? "start";
  const port = process.env.PORT ?? "3000";

  if (mode === "build") process.exit(await runNext(["build"], process.env));
  if (mode === "vercel-build") {
    if (process.env.MIGRATE_ON_BUILD !== "0") {
      const url = process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL;
      if (!url) {
        console.error(
          "vercel-build applies the migrations first and needs DIRECT_DATABASE_URL (or DATABASE_URL) in the build's environment. " +
            "Set it for this environment, or set MIGRATE_ON_BUILD=0 and run npm run db:migrate as a release step.",
        );
        process.exit(2);
      }
      const applied = await deployMigrations(url);
      console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");
    }
    process.exit(await runNext(["build"], process.env));
  }
  if (!["start", "dev", "start:prod"].includes(mode)) {
    console.error(`usage: run.ts start | dev | build | vercel-build | start:prod`);
    process.exit(2);
  }
  if (mode === "start:prod" && !process.env.DATABASE_URL) {
    console.error("start:prod needs DATABASE_URL (and DIRECT_DATABASE_URL for migrations behind a pooler). For embedded defaults use npm start.");
    process.exit(2);
  }

  const db = await ensureDatabase();
  const stops: (() => Promise<void>)[] = [db.stop];
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const halt of stops.reverse()) await halt().catch(() => {});
  };
  // While the database starts or migrations run, Ctrl-C still stops the database.
  const early = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", early);
  process.once("SIGTERM", early);

  try {
    if (db.embedded) console.log(`Embedded PostgreSQL is running (data in ${process.env.EMBEDDED_DATABASE_DIR ?? ".data/postgres"}).`);
    const applied = await deployMigrations(db.directUrl);
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database schema is up to date.");

    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url, LEASEHOLD_EMBEDDED_DATABASE: db.embedded ? "1" : "0" };
    if (mode !== "start:prod") Object.assign(env, localSignInDefaults(port));
    delete env.AUTH_TRUST_HOST;
    secureLocalFolders(env);

    // No payment settings at all: the local chain, with test USDC, pays for everything.
    const setup = paymentSetup();
    const anyPaymentSetting = ["X402_FACILITATOR", "X402_FACILITATOR_URL", "X402_RPC_URL", "X402_FACILITATOR_PRIVATE_KEY", "X402_PAY_TO"].some((name) => process.env[name]);
    if (setup.mode === "unconfigured" && (anyPaymentSetting || mode === "start:prod")) {
      throw new Error(`Payments are half-configured: set ${setup.problems.join("; ")}.`);
    }
    if (setup.mode === "unconfigured") {
      const chain = await startLocalChain({ port: Number(process.env.LOCAL_CHAIN_PORT ?? 8545) });
      stops.push(chain.stop);
      Object.assign(env, localChainEnv(chain));
      console.log(`Local payment chain ${chain.network} at ${chain.rpcUrl}; test USDC at ${chain.asset}.`);
    }
    if (env.EGRESS_ALLOW_LOCAL === "on") {
      console.log("EGRESS_ALLOW_LOCAL is on: webhooks may call http:// URLs and loopback addresses (local development and tests only; a production start refuses it).");
    }
    if (mode === "start" && buildIsStale()) {
      console.log("Building the app (next build)…");
      const code = await runNext(["build"], env);
      if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
    }
    process.off("SIGINT", early);
    process.off("SIGTERM", early);
    const code = await runNext([mode === "dev" ? "dev" : "start", "-p", port], env);
    await stop();
    process.exit(code);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop();
    process.exit(1);
  }
}

void main();
