/** A worker for lib/runtime/pool.test.ts: echoes, sleeps, spins or fails on request. */
import { serveWorker } from "./pool-worker";

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
