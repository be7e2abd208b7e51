/**
 * Starts the built app with `next start` as one more instance of the service
 * against the same database and payment chain (the global setup's), on a
 * free port, with extra environment. The global setup starts the main one;
 * tests start more to run several instances, other limits, or a restart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import { localPrivateKey } from "../../lib/core/chain/local";

const require = createRequire(import.meta.url);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let started = 0;

/**
 * A facilitator key of its own for each extra instance. Two processes that
 * settle with one key race for its nonces and fail each other's transfers
 * (the self-facilitation caveat of docs/decisions.md); the local chain's
 * accounts #3 to #19 hold gas and only ever sign payments (no nonce), so each
 * can pay the gas of one instance. A block of them for each vitest worker, then by order.
 */
function facilitatorKeyForExtraInstance(): string {
  // Files run side by side (vitest.config.mts): each worker takes its instances' keys from a block of its own, in turn.
  const workers = Math.max(1, Number(process.env.LEASEHOLD_TEST_WORKERS ?? 1));
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 1);
  const block = Math.floor(17 / workers);
  return localPrivateKey(3 + ((worker - 1) % workers) * block + (started++ % block));
}

export interface Instance {
  url: string;
  port: number;
  /** Where its stdout and stderr go. */
  logPath: string;
  process: ChildProcess;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The job workers of an extra instance. Off unless asked: the suite's own server works the shared job queue, and an
 * extra instance with another model or other limits would otherwise take other files' tasks (files run side by side,
 * vitest.config.mts). An instance asked to work jobs gets a queue namespace of this test process's own (the same for
 * every instance the file starts, so one restarted instance picks up what the killed one left), unless it names one.
 */
function jobEnvironment(env: Record<string, string | undefined>): Record<string, string> {
  const taskWorker = env.TASK_WORKER ?? "off";
  if (taskWorker !== "on") return { TASK_WORKER: taskWorker };
  return { TASK_WORKER: "on", LEASEHOLD_JOB_NAMESPACE: env.LEASEHOLD_JOB_NAMESPACE ?? process.env.LEASEHOLD_JOB_NAMESPACE ?? `test-instances-${process.pid}.` };
}

export async function startInstance(options: { env?: Record<string, string | undefined>; name?: string; port?: number; timeoutMs?: number; nodeArgs?: string[] } = {}): Promise<Instance> {
  const port = options.port ?? (await freePort());
  mkdirSync("test-results", { recursive: true });
  const logPath = `test-results/${options.name ?? `next-${port}`}.log`;
  const log = createWriteStream(logPath, { flags: "a" });
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    // Debug logs unless said otherwise: each request's headers are logged too (redacted), so the token scan of the logs sees more.
    env: {
      LOG_LEVEL: "debug",
      ...process.env,
      ...(process.env.LEASEHOLD_LOCAL_CHAIN === "1" ? { X402_FACILITATOR_PRIVATE_KEY: facilitatorKeyForExtraInstance() } : {}),
      ...options.env,
      ...jobEnvironment(options.env ?? {}),
      NODE_ENV: "production",
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Never outlive the test process (a test that times out while this starts would otherwise leave it running).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}); see ${logPath}`);
    try {
      if ((await fetch(`${url}/api/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`next start did not come up (GET /api/live) in time; see ${logPath}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port,
    logPath,
    process: child,
    stop: async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
}
