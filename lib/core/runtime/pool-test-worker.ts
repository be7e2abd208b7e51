/** A worker for lib/core/runtime/pool.test.ts: echoes, sleeps, spins or fails on request; loads slowly when told to (workerData.loadMs). */
import { workerData } from "node:worker_threads";
import { serveWorker } from "./pool-worker";

// Loading heavy code, as a busy machine makes any worker's loading slow.
const loadUntil = Date.now() + ((workerData as { loadMs?: number } | undefined)?.loadMs ?? 0);
while (Date.now() < loadUntil);

serveWorker({
  echo: (input: { value: unknown }) => ({ value: input.value, threadId: process.pid }),
  bytes: (input: { size: number }) => new Uint8Array(input.size).fill(7),
  sleep: (input: { ms: number }) => new Promise((resolve) => setTimeout(() => resolve(input.ms), input.ms)),
  spin: () => {
    for (;;);
  },
  fail: () => {
    throw new Error("it failed");
  },
});
