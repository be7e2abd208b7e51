import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = { alias: { "@": root } };

/**
 * Test files side by side: two at a time on a two-core machine (most of a file's time is spent waiting on the server,
 * PostgreSQL and the chain), one fewer than the cores on bigger ones, at most four (the local chain's facilitator keys
 * are shared out in blocks per worker). What let them share: payments counted by the payer's own transfers
 * (paymentsFrom in test/support/agent.ts), a block of facilitator keys per worker and no job workers in extra
 * instances unless a test asks, and then in a queue namespace of the file's own (test/support/instance.ts).
 * LEASEHOLD_TEST_WORKERS tells test/support/instance.ts how many workers share the keys.
 */
const workers = Math.min(4, Math.max(2, availableParallelism() - 1));
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
