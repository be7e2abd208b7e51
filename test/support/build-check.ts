/**
 * The production build the API tests run against is made the way a
 * deployment makes it: `npm run build` (scripts/run.ts build) with
 * NODE_ENV=production and none of the service's settings (no DATABASE_URL, no
 * payment, model, sign-in or cron settings), with canaries that would show an
 * attempt to start the embedded PostgreSQL or the local chain: a fresh
 * EMBEDDED_DATABASE_DIR that must stay absent, and a listener on
 * EMBEDDED_DATABASE_PORT and LOCAL_CHAIN_PORT that must see no connection.
 * What happened is written to test-results/build-check.json, for the test
 * that checks it (test/scripts/build.test.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const BUILD_REPORT = path.join("test-results", "build-check.json");

export interface BuildReport {
  exitCode: number | null;
  buildId: string | null;
  embeddedDirCreated: boolean;
  canaryConnections: number;
  /** Lines of the build's output that warn (a newcomer should see none that is not about their own setup). */
  warnings: string[];
  /** The settings taken away from the build's environment. */
  removed: string[];
  nodeEnv: string;
  finishedAt: string;
}

/** Settings a deployment gives the running service, never the build. */
const SERVICE_SETTINGS = /^(DATABASE_URL|DIRECT_DATABASE_URL|X402_|LEASEHOLD_|NEXTAUTH_|AUTH_|EMAIL_|LLM_|OPENAI_API_KEY|ANTHROPIC_API_KEY|AI_GATEWAY_API_KEY|CRON_SECRET|BLOB_READ_WRITE_TOKEN|GITHUB_|GOOGLE_|PUBLIC_BASE_URL|EMBEDDED_DATABASE_|LOCAL_CHAIN_PORT|UPLOAD_DIR)/;

function buildId(): string | null {
  const file = path.join(".next", "BUILD_ID");
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/** True when the build in .next is not the one the last report describes. */
export function buildReportIsStale(): boolean {
  if (!existsSync(BUILD_REPORT)) return true;
  const report = JSON.parse(readFileSync(BUILD_REPORT, "utf8")) as BuildReport;
  return report.exitCode !== 0 || report.buildId === null || report.buildId !== buildId();
}

export async function productionBuild(): Promise<BuildReport> {
  const env = { NODE_ENV: "production" } as NodeJS.ProcessEnv;
  const removed: string[] = [];
  for (const [name, value] of Object.entries(process.env)) {
    if (SERVICE_SETTINGS.test(name)) removed.push(name);
    else env[name] = value;
  }
  const canaryDir = path.join(mkdtempSync(path.join(os.tmpdir(), "leasehold-build-")), "embedded-postgres");
  let connections = 0;
  const canary = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  const port = String((canary.address() as net.AddressInfo).port);
  Object.assign(env, { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", EMBEDDED_DATABASE_DIR: canaryDir, EMBEDDED_DATABASE_PORT: port, LOCAL_CHAIN_PORT: port });
  try {
    let output = "";
    const exitCode = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", "build"], { env, stdio: ["ignore", "pipe", "pipe"] });
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        stream.on("data", (chunk: Buffer) => {
          output += chunk.toString("utf8");
          out.write(chunk);
        });
      }
      child.once("close", (code: number | null) => resolve(code));
    });
    const report: BuildReport = {
      exitCode,
      buildId: buildId(),
      embeddedDirCreated: existsSync(canaryDir),
      canaryConnections: connections,
      warnings: output
        .split("\n")
        .map((line) => line.replace(/\u001b\[[0-9;]*m/g, "").trim())
        .filter((line) => /\bwarn(ing)?\b|⚠/i.test(line)),
      removed: removed.sort(),
      nodeEnv: "production",
      finishedAt: new Date().toISOString(),
    };
    mkdirSync("test-results", { recursive: true });
    writeFileSync(BUILD_REPORT, `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    await new Promise((resolve) => canary.close(resolve));
    rmSync(path.dirname(canaryDir), { recursive: true, force: true });
  }
}
