/**
 * CONTRIBUTING.md's layer table is the guide a newcomer reads; eslint.layers.mjs
 * is the rule the linter holds. This test fails when they disagree: the
 * domains in another order, or a folder of lib/core, lib/domains, lib/flows or
 * lib/adapters that the table does not name (or names but does not exist).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (the ESLint configuration's table)
import { DOMAINS } from "../eslint.layers.mjs";

const root = path.join(import.meta.dirname, "..");
const guide = readFileSync(path.join(root, "CONTRIBUTING.md"), "utf8");
const rowOf = (layer: string) => {
  const row = guide.split("\n").find((line) => line.startsWith(`| **${layer}**`));
  if (!row) throw new Error(`CONTRIBUTING.md has no row for the ${layer} layer`);
  return row.split("|")[2]!;
};
const foldersIn = (dir: string) => readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isDirectory() && name !== "generated");
/** The `name/` entries a row names as folders of its lib/ folder (the adapters' `app/`, `components/` after "; and" are not). */
const namedFolders = (row: string) => [...row.split("; and ")[0]!.matchAll(/`([a-z0-9-]+)\/`/g)].map((m) => m[1]!);

describe("CONTRIBUTING.md's layer table", () => {
  it("lists the domains in the order of eslint.layers.mjs, and every domain folder is one of them", () => {
    const listed = [...rowOf("domains").split("`lib/domains/<name>/`:")[1]!.matchAll(/`([a-z]+)`/g)].map((m) => m[1]!);
    expect(listed).toEqual(DOMAINS.map((d: { name: string }) => d.name));
    expect(foldersIn("lib/domains").sort()).toEqual([...listed].sort());
  });

  it("names every folder of lib/flows, lib/adapters and lib/core, and no folder that is not there", () => {
    for (const [layer, dir] of [
      ["flows", "lib/flows"],
      ["adapters", "lib/adapters"],
      ["core", "lib/core"],
    ] as const) {
      expect(namedFolders(rowOf(layer)).sort(), `${layer}: ${dir}`).toEqual(foldersIn(dir).sort());
    }
  });
});
