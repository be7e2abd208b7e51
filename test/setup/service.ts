/**
 * Vitest global setup for the API tests: the real service over HTTP. A local
 * payment chain (Hardhat + USDC) behind a fault-injecting RPC proxy, and
 * `next start` on the production build (built here when stale) against the
 * test database. Tests reach it at LEASEHOLD_TEST_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { startLocalChain, type LocalChain } from "../../lib/chain/local";
import { buildIsStale, runNext } from "../../scripts/next";
import { startFaultProxy, type FaultProxy } from "../support/rpc-fault-proxy";
import { freePort } from "./database";

const require = createRequire(import.meta.url);
let chain: LocalChain | undefined;
let proxy: FaultProxy | undefined;
let server: ChildProcess | undefined;

export async function setup() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  if (buildIsStale()) {
    const code = await runNext(["build"], { ...process.env, NODE_ENV: "production" });
    if (code !== 0) throw new Error(`next build failed (${code})`);
  }
  chain = await startLocalChain({ port: await freePort() });
  proxy = await startFaultProxy(chain.rpcUrl);
  const payment = {
    LEASEHOLD_LOCAL_CHAIN: "1",
    X402_NETWORK: chain.network,
    X402_ASSET: chain.asset,
    X402_PAY_TO: chain.payTo,
    X402_RPC_URL: proxy.url,
    X402_FACILITATOR_PRIVATE_KEY: chain.facilitatorKey,
    X402_SETTLE_TIMEOUT_MS: "5000",
  };
  // The test workers share the service's payment settings (to reconcile, to read the chain).
  Object.assign(process.env, payment, { LEASEHOLD_TEST_RPC: chain.rpcUrl, LEASEHOLD_TEST_FAULTS: proxy.url });

  const port = await freePort();
  const outbox = path.resolve("test-results", `outbox-${port}`);
  Object.assign(process.env, {
    NEXTAUTH_SECRET: "test-secret-for-the-integration-suite-only",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    EMAIL_OUTBOX_DIR: outbox,
  });
  mkdirSync("test-results", { recursive: true });
  const log = createWriteStream("test-results/next-server.log");
  server = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, ...payment, NODE_ENV: "production", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode}); see test-results/next-server.log`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("next start did not become healthy within 60 s; see test-results/next-server.log");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.LEASEHOLD_TEST_URL = url;
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await proxy?.close();
  await chain?.stop();
}
