import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { rateLimitsOutOfReach } from "./test/support/limits";

// Playwright cannot download its browsers here: drive Debian's Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(executablePath)) {
  throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** Where the e2e server writes sign-in links (no SMTP in tests). */
export const outboxDir = path.resolve(".data", "e2e-outbox");
const databaseDir = path.resolve(process.env.E2E_DATABASE_DIR ?? path.join(".data", "e2e-postgres"));

export default defineConfig({
  testDir: "e2e",
  // Bounds that stand for "never", not speed goals: on a loaded two-core CI machine (load average 8) a
  // flow with full-page screenshots at two sizes took over a minute, and a first render over 5 s.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  // Two files at a time, against the one server: each test owns its people, Pages and payers (its own emails and
  // payer accounts), as the integration files do. Within a file, tests run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /operator-figures\.spec\.ts/ },
    // The operator's figures are the whole service's: counted before and after a known set of purchases, with
    // nothing else running, so after every other file.
    { name: "service-figures", use: { browserName: "chromium" }, testMatch: /operator-figures\.spec\.ts/, dependencies: ["chromium"] },
  ],
  // The real `npm start` path: embedded PostgreSQL (unless DATABASE_URL),
  // migrations, a production build (next build) when stale, then next start.
  webServer: {
    // A fresh database and outbox every run (the local chain is fresh anyway).
    command: `node -e "for (const d of ['${databaseDir}', '${outboxDir}']) require('fs').rmSync(d, { recursive: true, force: true })" && npx tsx scripts/run.ts start`,
    url: `${baseURL}/api/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      PORT: String(port),
      EMBEDDED_DATABASE_DIR: databaseDir,
      // Ports below Linux's ephemeral range (32768 and up), so no test's random port can hold them.
      EMBEDDED_DATABASE_PORT: process.env.E2E_DATABASE_PORT ?? "25440",
      LOCAL_CHAIN_PORT: process.env.E2E_CHAIN_PORT ?? "28546",
      EMAIL_OUTBOX_DIR: outboxDir,
      // The browser is on 127.0.0.1 (cookies are per host): links point there, not to npm start's http://localhost:PORT.
      PUBLIC_BASE_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      // Webhooks to e2e/events.spec.ts's receiver (http on 127.0.0.1).
      EGRESS_ALLOW_LOCAL: "on",
      // The operator console (e2e/operator.spec.ts): this signed-in person is an operator.
      OPERATOR_EMAILS: "operator-e2e@example.com, operator-figures-e2e@example.com",
      // One browser on 127.0.0.1 signs in some twenty times and submits many forms: keep the rate limits out of its way.
      ...rateLimitsOutOfReach(),
    },
  },
});
