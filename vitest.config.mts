import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = { alias: { "@": root } };

/**
 * One test file at a time on a two-core machine (Vitest's default: one worker fewer than the cores). Two at a
 * time halved the Vitest stage (1,472 s against 3,122 s on a loaded machine) and the files' own conflicts were
 * fixed (payments counted by the payer's transfers, paymentsFrom in test/support/agent.ts; a block of facilitator
 * keys per worker, test/support/instance.ts), but one remains: an extra instance another file starts runs task
 * workers on the suite's shared job queue, with its own model, and can take this file's tasks (docs/performance.md).
 * LEASEHOLD_TEST_WORKERS tells test/support/instance.ts how many workers share the keys.
 */
const workers = Math.max(1, availableParallelism() - 1);
process.env.LEASEHOLD_TEST_WORKERS = String(workers);

export default defineConfig({
  resolve,
  test: {
    maxWorkers: workers,
    environment: "node",
    // Bounds that stand for "never", not speed goals: the suite must pass on a loaded two-core machine.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    pool: "forks",
    projects: [
      {
        // Pure units next to the code: no database, no server (and the self-tests of test/support's helpers).
        resolve,
        test: { name: "unit", include: ["lib/**/*.test.ts", "test/support/**/*.test.ts"], environment: "node" },
      },
      {
        // A real PostgreSQL, the built app under next start and a local chain; test/<folder> is named after the lib/ folder it tests.
        resolve,
        test: {
          name: "integration",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/support/**"],
          globalSetup: [path.join(root, "test/setup/database.ts"), path.join(root, "test/setup/service.ts")],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: "forks",
        },
      },
    ],
  },
});
