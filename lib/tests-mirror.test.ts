/**
 * Tests are found from the code's names. An integration test folder of test/
 * is named after the lib/ folder whose code it tests (test/mcp for
 * lib/adapters/mcp, test/purchase for lib/flows/purchase), so a feature's
 * tests are where its folder's name says, and no grab-bag folder (test/api was
 * one) comes back. A unit test `x.test.ts` sits beside the `x.ts` (or
 * `x.tsx`, or folder `x/`) it tests; one whose code moved away is an orphan.
 * The tests directly in lib/ are guards of the whole tree, and a short list
 * below names the few other checks that test a relation between files.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const isDir = (p: string) => statSync(path.join(root, p)).isDirectory();
const dirsIn = (dir: string) => readdirSync(path.join(root, dir)).filter((name) => isDir(path.posix.join(dir, name)));

/** Folders of test/ that hold no feature's tests: the global setup and the shared helpers. */
const NOT_FEATURES = new Set(["setup", "support"]);

/** Test folders named after a code folder outside lib/, with what they test. */
const OUTSIDE_LIB: Record<string, string> = {
  scripts: "the npm scripts of scripts/ (the build, the Node.js version they run on, the agent demo, next start's flags)",
};

/** Unit tests named after what they check rather than one file beside them, with the reason. */
const CHECKS_OF_A_RELATION: Record<string, string> = {
  "lib/core/http/proxy-matcher.test.ts": "proxy.ts's matcher (at the root) against the route table",
  "lib/core/http/route-files.test.ts": "app/'s route files against the route table",
};

/** Every folder name under lib/ (any depth), the generated client aside. */
function libFolderNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of dirsIn(dir)) {
      if (name === "generated") continue;
      names.add(name);
      walk(path.posix.join(dir, name));
    }
  };
  walk("lib");
  return names;
}

/** The unit tests (the unit project's files: lib/ and test/support/), as paths from the root. */
function unitTests(): string[] {
  return ["lib", "test/support"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .map((f) => `${dir}/${f.split(path.sep).join("/")}`)
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith("lib/core/db/generated/")),
  );
}

/** The code a unit test is named after: `x.ts`, `x.tsx` or a folder `x/` beside it. */
const hasCodeOfItsName = (test: string) => {
  const base = test.replace(/\.test\.tsx?$/, "");
  return [`${base}.ts`, `${base}.tsx`, base].some((p) => existsSync(path.join(root, p)));
};

export function strayTestFolders(testFolders: string[], libFolders: Set<string>): string[] {
  return testFolders.filter((name) => !NOT_FEATURES.has(name) && !libFolders.has(name) && !(name in OUTSIDE_LIB));
}

export function orphanUnitTests(tests: string[], hasCode: (test: string) => boolean): string[] {
  return tests.filter((test) => path.posix.dirname(test) !== "lib" && !(test in CHECKS_OF_A_RELATION) && !hasCode(test));
}

describe("tests mirror the code", () => {
  it("names every integration test folder after a folder of lib/ (or scripts/)", () => {
    const stray = strayTestFolders(dirsIn("test"), libFolderNames());
    expect(stray, "rename each to the lib/ folder whose code its tests test, or move its files to such folders").toEqual([]);
    expect(existsSync(path.join(root, "test/api")), "test/api is a grab bag: put each test in the folder of the code it tests").toBe(false);
  });

  it("keeps each unit test beside the code file of its name", () => {
    const orphans = orphanUnitTests(unitTests(), hasCodeOfItsName);
    expect(orphans, "move each beside the code it tests, or name it after that code").toEqual([]);
  });

  it("keeps its own lists true", () => {
    for (const test of Object.keys(CHECKS_OF_A_RELATION)) expect(existsSync(path.join(root, test)), test).toBe(true);
    for (const folder of Object.keys(OUTSIDE_LIB)) expect(existsSync(path.join(root, folder)), folder).toBe(true);
  });

  it("catches a grab-bag folder and an orphan", () => {
    expect(strayTestFolders(["api", "mcp", "support", "scripts"], new Set(["mcp"]))).toEqual(["api"]);
    expect(orphanUnitTests(["lib/layers.test.ts", "lib/a/x.test.ts", "lib/a/y.test.ts"], (t) => t === "lib/a/x.test.ts")).toEqual(["lib/a/y.test.ts"]);
  });
});
