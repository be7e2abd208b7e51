/**
 * Lighthouse 13's accessibility category on one URL, with Debian's Chromium
 * (as scripts/bench/lighthouse.ts runs it, in a child process under plain
 * node; nothing is downloaded), the request headers given (a session cookie
 * for signed-in pages). Answers the score, the audits that failed and the URL
 * Lighthouse ended on (so a redirect to sign-in is not scored by mistake).
 */
import { spawn } from "node:child_process";
import path from "node:path";

const CLI = path.join(process.cwd(), "node_modules", "lighthouse", "cli", "index.js");
const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic";

export async function accessibilityScore(url: string, headers: Record<string, string>): Promise<{ score: number; failing: string[]; finalUrl: string }> {
  const args = [CLI, url, "--output=json", "--output-path=stdout", "--only-categories=accessibility", `--chrome-flags=${FLAGS}`, `--extra-headers=${JSON.stringify(headers)}`, "--quiet"];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`))));
  });
  const lhr = JSON.parse(output) as {
    finalDisplayedUrl: string;
    categories: { accessibility?: { score: number | null; auditRefs: { id: string; weight: number }[] } };
    audits: Record<string, { score: number | null; title: string }>;
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const category = lhr.categories.accessibility;
  const failing = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`);
  return { score: category?.score ?? 0, failing, finalUrl: lhr.finalDisplayedUrl };
}
