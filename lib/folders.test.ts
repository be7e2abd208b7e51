/**
 * No import loops among the folders of lib/: the import graph of the
 * production files (static and dynamic imports, `@/` and relative
 * specifiers, type imports too) taken folder by folder (a file's own
 * directory), and every strongly connected component of more than one folder
 * is a loop. A folder is one piece of the layout: it may use the folders below
 * it, and none of them may use it back, directly or through others. The
 * failure names each loop and the imports that close it; fix it by moving the
 * file that causes it (or merging two folders that are really one). A
 * sub-folder is a folder of its own (the Person domain's shapes/, runtime/,
 * knowledge/, work/, chat/ and control/ among them): sub-folders of one domain
 * may not import each other in a loop either.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The production source files of lib/ (no tests, no generated client), as paths from the root. */
function productionFiles(): string[] {
  return readdirSync(path.join(root, "lib"), { recursive: true, encoding: "utf8" })
    .map((f) => `lib/${f.split(path.sep).join("/")}`)
    .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("lib/core/db/generated/"))
    .filter((f) => statSync(path.join(root, f)).isFile());
}

/** The file of ours that `specifier`, written in `from`, names (null for a package or a file outside the set). */
function resolve(files: Set<string>, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, ".ts")];
  return candidates.find((c) => files.has(c)) ?? null;
}

/** File -> the files of ours it imports (static imports and exports, `import()`, `import type`). */
export function importGraph(files: string[], read: (file: string) => string): Map<string, Set<string>> {
  const set = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolve(set, file, fileName);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

export interface FolderLoop {
  /** The folders in the loop, sorted. */
  folders: string[];
  /** The imports between them, `a/x.ts -> b/y.ts`, a few per pair of folders. */
  imports: string[];
}

/** The loops among folders: the strongly connected components (Tarjan) of the folder graph with more than one folder. */
export function folderLoops(fileGraph: Map<string, Set<string>>): FolderLoop[] {
  const folderOf = (file: string) => path.posix.dirname(file);
  const graph = new Map<string, Set<string>>();
  const why = new Map<string, string[]>();
  for (const [file, targets] of fileGraph) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      graph.get(from)!.add(to);
      if (!graph.has(to)) graph.set(to, new Set());
      const key = `${from} ${to}`;
      why.set(key, [...(why.get(key) ?? []), `${file} -> ${target}`]);
    }
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((folders) => ({
    folders,
    imports: folders.flatMap((a) => folders.flatMap((b) => (why.get(`${a} ${b}`) ?? []).slice(0, 3))),
  }));
}

describe("folders of lib/", () => {
  it("import each other without loops", () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(100);
    const graph = importGraph(files, (f) => readFileSync(path.join(root, f), "utf8"));
    // Sanity: the graph sees `@/` and relative imports, static and dynamic.
    expect(graph.get("lib/adapters/http/control.ts")?.size).toBeGreaterThan(3);
    const loops = folderLoops(graph);
    expect(loops.map((loop) => `a loop among ${loop.folders.join(", ")}:\n  ${loop.imports.join("\n  ")}`)).toEqual([]);
  });

  it("takes the sub-folders of a domain as folders of their own, so they may not loop either", () => {
    const graph = importGraph(productionFiles(), (f) => readFileSync(path.join(root, f), "utf8"));
    const persons = "lib/domains/persons";
    const foldersOf = (file: string) => path.posix.dirname(file);
    // The Person domain is all sub-folders: shapes -> runtime, knowledge -> work -> chat -> control.
    const subFolders = new Set([...graph.keys()].filter((f) => f.startsWith(`${persons}/`)).map(foldersOf));
    expect([...subFolders].sort()).toEqual(["chat", "control", "knowledge", "runtime", "shapes", "work"].map((name) => `${persons}/${name}`));
    const uses = (from: string, to: string) =>
      [...graph].some(([file, targets]) => foldersOf(file) === `${persons}/${from}` && [...targets].some((t) => foldersOf(t) === `${persons}/${to}`));
    expect(uses("work", "runtime") && uses("chat", "work") && uses("control", "chat")).toBe(true);
    const nested: Record<string, string> = {
      "lib/domains/d/low/x.ts": `import { y } from "../high/y";\nexport const x = y;`,
      "lib/domains/d/high/y.ts": `import type { x } from "@/lib/domains/d/low/x";\nexport const y = 1 as unknown as typeof x;`,
    };
    expect(folderLoops(importGraph(Object.keys(nested), (f) => nested[f]!)).map((loop) => loop.folders)).toEqual([["lib/domains/d/high", "lib/domains/d/low"]]);
  });

  it("finds a loop through three folders, and none in a chain", () => {
    const sources: Record<string, string> = {
      "lib/a/x.ts": `import { y } from "../b/y";\nexport const x = y;`,
      "lib/b/y.ts": `export const y = async () => (await import("@/lib/c/z")).z;`,
      "lib/c/z.ts": `import type { x } from "../a/x";\nexport const z = 1 as unknown as typeof x;`,
      "lib/d/w.ts": `import { x } from "@/lib/a/x";\nexport const w = x;`,
    };
    const graph = importGraph(Object.keys(sources), (f) => sources[f]!);
    expect(folderLoops(graph)).toEqual([
      { folders: ["lib/a", "lib/b", "lib/c"], imports: ["lib/a/x.ts -> lib/b/y.ts", "lib/b/y.ts -> lib/c/z.ts", "lib/c/z.ts -> lib/a/x.ts"] },
    ]);
    const chain: Record<string, string> = { ...sources, "lib/c/z.ts": `export const z = 1;` };
    expect(folderLoops(importGraph(Object.keys(chain), (f) => chain[f]!))).toEqual([]);
  });
});
