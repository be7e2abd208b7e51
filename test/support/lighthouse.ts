/**
 * Lighthouse (the npm package, version 13) on one URL with Debian's Chromium,
 * the request headers given (a session cookie for signed-in pages): its JSON
 * report. The CLI runs under plain node in a child process (under tsx its
 * page-side functions would carry esbuild's name helpers into the page), from
 * the project's root as npm scripts and Playwright run. Nothing is
 * downloaded: it launches /usr/bin/chromium (or CHROMIUM_PATH). Shared by the
 * browser tests' accessibility score (e2e/lighthouse.ts) and the benchmark's
 * scores (scripts/bench/lighthouse.ts).
 */
import { spawn } from "node:child_process";
import path from "node:path";

const CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");
const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";

/** Lighthouse's report (JSON text) of `url` for the given categories. */
export function runLighthouse(url: string, headers: Record<string, string>, categories: string[]): Promise<string> {
  const args = [CLI, url, "--output=json", "--output-path=stdout", `--only-categories=${categories.join(",")}`, `--chrome-flags=${FLAGS}`, `--extra-headers=${JSON.stringify(headers)}`, "--quiet"];
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`))));
  });
}
