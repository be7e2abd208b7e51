/**
 * The project runs on the Node.js major named in .node-version (24 LTS) in
 * tests, in the scripts and in the service, whatever Node the machine has:
 * the `node` dependency puts that Node first on the PATH of every npm script.
 * On a machine whose npm runs another major, these fail.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { api } from "../support/agent";

const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);
const PROJECT_MAJOR = Number(readFileSync(".node-version", "utf8").trim());
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string>; engines: { node: string } };

describe("the Node.js the project runs on", () => {
  it("is the major of .node-version, pinned by the node dependency", () => {
    expect(PROJECT_MAJOR).toBe(24);
    expect(major(packageJson.devDependencies.node!)).toBe(PROJECT_MAJOR);
  });

  it("runs the tests", () => {
    expect(major(process.version)).toBe(PROJECT_MAJOR);
  });

  it("is the `node` an npm script finds first", () => {
    const run = spawnSync("npm", ["exec", "--", "node", "-p", "process.version"], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(major(run.stdout.trim())).toBe(PROJECT_MAJOR);
  });

  it("runs the service (GET /api/health says which)", async () => {
    const response = await api("/api/health");
    const body = (await response.json()) as { runtime: { node: string } };
    expect(major(body.runtime.node)).toBe(PROJECT_MAJOR);
  });
});
