/**
 * `npm run build` with production settings and no embedded services: the
 * build the API tests run against is made with NODE_ENV=production and none
 * of the service's settings (test/support/build-check.ts, from the global
 * setup). It succeeded without a database, a chain or any secret, and never
 * tried to start the embedded PostgreSQL or the local chain.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_REPORT, type BuildReport } from "../support/build-check";

describe("the production build", () => {
  it("succeeds with no database, chain or secrets, and starts no embedded service", () => {
    const report = JSON.parse(readFileSync(BUILD_REPORT, "utf8")) as BuildReport;
    expect(report.exitCode).toBe(0);
    expect(report.nodeEnv).toBe("production");
    expect(report.buildId).toBe(readFileSync(path.join(".next", "BUILD_ID"), "utf8").trim());
    expect(report.embeddedDirCreated).toBe(false);
    expect(report.canaryConnections).toBe(0);
    // Nothing that reads like a failure (an Edge-runtime warning about instrumentation.ts used to print on every build).
    // The one allowed: Next.js's hint, in CI only, that the CI keeps no build cache (about that CI's own setup).
    expect(report.warnings.filter((line) => !/No build cache found/.test(line))).toEqual([]);
    // The API tests' own settings (the test database at least) were taken away from it.
    expect(report.removed).toContain("DATABASE_URL");
  });
});

describe("npm run vercel-build", () => {
  it("applies migrations to a configured database only: without one it stops, saying what to set, before building", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
    for (const name of ["DATABASE_URL", "DIRECT_DATABASE_URL", "MIGRATE_ON_BUILD"]) delete env[name];
    const run = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/run.ts", "vercel-build"], { env, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/needs DIRECT_DATABASE_URL \(or DATABASE_URL\)/);
    expect(run.stderr).toMatch(/MIGRATE_ON_BUILD=0/);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/Embedded PostgreSQL|Creating an optimized production build/);
  });

  it("is the build command Vercel runs (package.json vercel-build)", () => {
    const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
    expect(scripts["vercel-build"]).toBe("tsx scripts/run.ts vercel-build");
  });
});
