/**
 * Lighthouse (the npm package, version 13) on one URL with Debian's Chromium,
 * signed in through a session cookie; the performance and accessibility
 * scores. Lighthouse's CLI runs under plain node in a child process (under
 * tsx its page-side functions would carry esbuild's name helpers into the
 * page). Nothing is downloaded: it launches /usr/bin/chromium (or CHROMIUM_PATH).
 * With LIGHTHOUSE_REPORTS=<dir> each run's full report is kept there, to see
 * what a score is made of (the largest-contentful-paint element and its phases).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve("lighthouse/package.json")), "cli/index.js");
const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";

/** The performance metrics behind the score, in ms (CLS unitless), as Lighthouse simulated them. */
export type LighthouseMetrics = Record<"FCP" | "LCP" | "TBT" | "CLS" | "SI", number>;

const METRIC_AUDITS: Record<keyof LighthouseMetrics, string> = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

export async function lighthouseScores(url: string, headers: Record<string, string>): Promise<{ performance: number; accessibility: number; metrics: LighthouseMetrics }> {
  const args = [CLI, url, "--output=json", "--output-path=stdout", "--only-categories=performance,accessibility", `--chrome-flags=${FLAGS}`, `--extra-headers=${JSON.stringify(headers)}`, "--quiet"];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`))));
  });
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replaceAll("/", "_")}-${Date.now()}.json`), output);
  }
  const lhr = JSON.parse(output) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([name, audit]) => [name, Math.round((lhr.audits[audit]?.numericValue ?? NaN) * 1000) / 1000]),
  ) as LighthouseMetrics;
  return { performance: lhr.categories.performance?.score ?? 0, accessibility: lhr.categories.accessibility?.score ?? 0, metrics };
}
