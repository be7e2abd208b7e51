/** Running the Next.js CLI, and knowing when the production build is stale. */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const NEXT = require.resolve("next/dist/bin/next");
const ROOT = process.cwd();
const SOURCES = ["app", "components", "lib", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs", "prisma/schema.prisma"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

export function buildIsStale(): boolean {
  const buildId = path.join(ROOT, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/**
 * Node flags for `next start`: a larger young generation (V8's semi-space up to
 * 32 MiB) means fewer scavenges under load, about 5% more control reads in
 * docs/performance.md for some tens of MiB of memory. A semi-space size set in
 * NODE_OPTIONS is the operator's choice and wins.
 */
export function serveNodeArgs(env: Partial<NodeJS.ProcessEnv> = process.env): string[] {
  return /--max-semi-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : ["--max-semi-space-size=32"];
}

/**
 * The server's preloads: scripts/client-address.mjs (route handlers and server actions learn the connection's own
 * address: rate limits per client with TRUST_PROXY=none; see lib/adapters/http/rate-limit.ts clientIp), then
 * scripts/repeat-refusals.mjs (an exact repeat of a request just refused for its rate is refused before Next.js).
 */
export const SERVER_PRELOADS = [path.join(ROOT, "scripts", "client-address.mjs"), path.join(ROOT, "scripts", "repeat-refusals.mjs")];

/** The Node flags that preload them. */
export function serverPreloadArgs(): string[] {
  return SERVER_PRELOADS.flatMap((file) => ["--import", file]);
}

export function runNext(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const nodeArgs = args[0] === "start" ? [...serveNodeArgs(env), ...serverPreloadArgs()] : [];
    // next dev serves from a child process of its own: the preloads go there through NODE_OPTIONS.
    const preloads = SERVER_PRELOADS.map((file) => `--import ${JSON.stringify(file)}`).join(" ");
    const childEnv = args[0] === "dev" ? { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} ${preloads}`.trim() } : env;
    const child = spawn(process.execPath, [...nodeArgs, NEXT, ...args], { stdio: "inherit", env: childEnv });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 0 : 1));
    });
  });
}

