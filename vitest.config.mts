import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = { alias: { "@": root } };

export default defineConfig({
  resolve,
  test: {
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
