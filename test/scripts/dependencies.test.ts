/**
 * The installed tree is what package.json and the lockfile say: `npm ls --all` finds nothing missing, invalid or
 * extraneous (what a team's audit or renovate run reads first).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

describe("the installed dependencies", () => {
  it("npm ls --all reports no problem", async () => {
    const result = await promisify(execFile)("npm", ["ls", "--all", "--json"], { maxBuffer: 256 * 1024 * 1024 }).catch((error: { stdout: string; code: number }) => error);
    const report = JSON.parse(result.stdout) as { problems?: string[] };
    expect(report.problems ?? []).toEqual([]);
    expect("code" in result ? result.code : 0).toBe(0);
  });
});
