import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { serveNodeArgs } from "../../scripts/next";

describe("the Node flags next start is served with", () => {
  it("gives the young generation room, unless NODE_OPTIONS already sizes it", () => {
    expect(serveNodeArgs({})).toEqual(["--max-semi-space-size=32"]);
    expect(serveNodeArgs({ NODE_OPTIONS: "--enable-source-maps --max-semi-space-size=8" })).toEqual([]);
  });

  it("are flags this Node.js accepts", () => {
    const run = spawnSync(process.execPath, [...serveNodeArgs({}), "-e", "process.exit(0)"], { encoding: "utf8" });
    expect([run.status, run.stderr]).toEqual([0, ""]);
  });
});
