/**
 * Vitest global setup for the API tests: the real service over HTTP. A local
 * payment chain (Hardhat + USDC) behind a fault-injecting RPC proxy, and
 * `next start` on the production build (built here when stale) against the
 * test database. Tests reach it at LEASEHOLD_TEST_URL.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { localChainEnv, startLocalChain, type LocalChain } from "../../lib/core/chain/local";
import { buildIsStale } from "../../scripts/next";
import { buildReportIsStale, productionBuild } from "../support/build-check";
import { startFaultProxy, type FaultProxy } from "../support/rpc-fault-proxy";
import { freePort, startInstance, type Instance } from "../support/instance";
import { rateLimitsOutOfReach } from "../support/limits";
import { serviceLogs } from "../support/logs";
import { COVERING_FILES, deliveredTypes, forgetDeliveredTypes, TYPES_TO_DELIVER } from "../support/webhook-types";

let chain: LocalChain | undefined;
let proxy: FaultProxy | undefined;
let server: Instance | undefined;

const CAPABILITY_TOKEN = /at_live_[0-9A-Za-z]{36}/;

export async function setup() {
  forgetDeliveredTypes();
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  // Each run's logs start empty, so the token scan at teardown reads this run only.
  for (const { file } of serviceLogs()) rmSync(file, { force: true });
  // Built as a deployment builds: npm run build, production, no service settings (test/support/build-check.ts).
  if (buildIsStale() || buildReportIsStale()) {
    const report = await productionBuild();
    if (report.exitCode !== 0) throw new Error(`next build failed (${report.exitCode})`);
  }
  chain = await startLocalChain({ port: await freePort() });
  proxy = await startFaultProxy(chain.rpcUrl);
  const payment = { ...localChainEnv(chain, proxy.url), X402_SETTLE_TIMEOUT_MS: "5000" };
  // The test workers share the service's payment settings (to reconcile, to read the chain).
  Object.assign(process.env, payment, { LEASEHOLD_TEST_RPC: chain.rpcUrl, LEASEHOLD_TEST_FAULTS: proxy.url });

  const port = await freePort();
  const outbox = path.resolve("test-results", `outbox-${port}`);
  Object.assign(process.env, {
    NEXTAUTH_SECRET: "test-secret-for-the-integration-suite-only",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    EMAIL_OUTBOX_DIR: outbox,
    SECRETS_KEY: "dGVzdC1zZWNyZXRzLWtleS1mb3ItdGhlLXN1aXRlLW8=",
    // Webhooks to the tests' local receivers (http, 127.0.0.1), retried within seconds rather than days.
    EGRESS_ALLOW_LOCAL: "on",
    WEBHOOK_RETRY_DELAY_SECONDS: "1",
    WEBHOOK_RETRY_DELAY_MAX_SECONDS: "1",
    WEBHOOK_RETRY_WINDOW_SECONDS: "6",
    // Event streams read the table without a notice only every minute: a live event that arrives
    // sooner came through PostgreSQL NOTIFY (test/events), whatever the machine's load.
    EVENT_STREAM_POLL_SECONDS: "60",
    // The operator console (test/operator): these signed-in people are operators.
    OPERATOR_EMAILS: "operator@example.com, Second.Operator@Example.com",
  });
  // Rate limits far above what the suite sends from 127.0.0.1 (every instance a
  // test starts inherits them); test/rate-limit/rate-limits.test.ts starts its own
  // instances with low ones.
  Object.assign(process.env, rateLimitsOutOfReach());
  // The one server that works the shared job queue (extra instances run no job workers unless a test asks).
  server = await startInstance({ port, name: "next-server", env: { ...payment, TASK_WORKER: "on", LEASEHOLD_JOB_NAMESPACE: "" } });
  const url = server.url;
  process.env.LEASEHOLD_TEST_URL = url;
}

export async function teardown() {
  await server?.stop();
  await proxy?.close();
  await chain?.stop();
  // The logs of the whole run hold no capability token (the logger redacts them; test/http/logs.test.ts checks more).
  const leaks = serviceLogs().filter(({ text }) => CAPABILITY_TOKEN.test(text));
  if (leaks.length) {
    // Vitest only prints an error thrown here; the exit code is what fails the run.
    console.error(`FAIL: a capability token was logged: see ${leaks.map(({ file }) => file).join(", ")}`);
    process.exitCode = 1;
  }
  // Every event type in TYPES_TO_DELIVER was delivered, signed, to a real receiver by some test (when the files that cover them all ran).
  const delivered = deliveredTypes();
  if (COVERING_FILES.every((file) => delivered.files.includes(file))) {
    const missing = TYPES_TO_DELIVER.filter((type) => !delivered.types.has(type));
    if (missing.length) {
      console.error(`FAIL: no test saw these event types delivered through a webhook: ${missing.join(", ")}`);
      process.exitCode = 1;
    }
  }
}
