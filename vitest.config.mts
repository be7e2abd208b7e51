import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = { alias: { "@": root } };

/**
 * Test files run two at a time or more (one fewer than the cores, at least two, at most four): an integration file
 * spends most of its time waiting on the service, the database and the chain, so two files share a two-core machine
 * well (the suite's Vitest stage took half as long). Files that run side by side pay from payers of their own and
 * count what they paid by their own transfers (paymentsFrom, test/support/agent.ts); extra instances take facilitator
 * keys from a block of their worker's (test/support/instance.ts).
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
