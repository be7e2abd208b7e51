/**
 * The layer rule (eslint.layers.mjs, CONTRIBUTING.md) fires: ESLint's own
 * API lints small texts in the place of real files, each with one import
 * that points the wrong way (or closes a loop), and `npm run lint` would fail
 * on them; imports that point down pass. And every source file of lib/ is
 * placed in exactly one layer, so a new folder cannot slip past the rule.
 */
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (the ESLint configuration's table)
import { ADAPTERS, CORE, DOMAINS, FLOWS, PENDING, UNPLACED } from "../eslint.layers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages ESLint reports for `code` linted as if it were the file at `file`. */
async function problems(file: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const layerRules = (found: { rule: string | null; message: string }[]) => found.filter((p) => p.rule === "import/no-restricted-paths" || p.rule === "import/no-cycle");

describe("the layer rule", () => {
  it.each([
    ["a domain imports the purchase flow above it", "lib/domains/leases/lease.ts", `export { destroyResource } from "../../flows/purchase/destroy";`, /the leases domain imports only core/],
    ["a lower domain imports a higher one", "lib/domains/tokens/issue.ts", `export { challengeError } from "../payments/x402";`, /the tokens domain imports only core and the domains below it \(auth, jobs, mail, events, leases\)/],
    ["a Person module imports a Page module (peers)", "lib/domains/persons/runtime/record.ts", `export { pageRecord } from "../../pages/record";`, /the persons domain/],
    ["the gate imports the OpenAPI document", "lib/core/http/gate.ts", `export { OPERATIONS } from "../../adapters/catalog/openapi";`, /core imports nothing of ours above it/],
    ["core imports a domain", "lib/core/http/errors.ts", `export { effectiveStatus } from "../../domains/leases/lease";`, /core imports nothing of ours above it/],
    ["core imports an adapter (the route wrapper)", "lib/core/http/parse.ts", `export { apiRoute } from "../../adapters/http/handler";`, /core imports nothing of ours above it/],
    ["a domain imports an HTTP wrapper", "lib/domains/pages/upload-request.ts", `export { apiRoute } from "../../adapters/http/handler";`, /the pages domain/],
    ["a flow imports an adapter", "lib/flows/purchase/renew.ts", `export { toolResult } from "../../adapters/mcp/tool";`, /a flow imports domains and core, never an adapter/],
    ["a component imports from a server action's file", "components/pages/booking.tsx", `export type { ActionState } from "@/app/pages/[id]/actions";`, /components do not import from app\//],
    ["a domain imports through the @/ alias", "lib/domains/payments/charge.ts", `export { personPurchase } from "@/lib/flows/purchase/person";`, /the payments domain/],
  ])("refuses %s", async (_what, file, code, message) => {
    const found = layerRules(await problems(file, code));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: "import/no-restricted-paths" });
    expect(found[0]!.message).toMatch(message);
  }, 60_000);

  it("refuses an import loop", async () => {
    // A loop on disk (the rule computes loops from the files, not from the text linted).
    const parent = path.join(root, "lib", "flows", "purchase");
    const dir = path.join(parent, `cycle-fixture-${process.pid}`);
    // The folder's times are put back afterwards: scripts/next.ts judges the build stale by them.
    const { atime, mtime } = statSync(parent);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, "a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
      writeFileSync(path.join(dir, "b.ts"), `import { a } from "./a";\nexport const b = () => a;\n`);
      const [result] = await eslint.lintFiles([path.join(dir, "a.ts")]);
      expect(layerRules((result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }))).map((p) => p.rule)).toEqual(["import/no-cycle"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      utimesSync(parent, atime, mtime);
    }
  }, 60_000);

  it.each([
    ["a domain imports core and a lower domain", "lib/domains/persons/runtime/record.ts", `export { effectiveStatus } from "../../leases/lease";\nexport { ApiError } from "../../../core/http/errors";`],
    ["a flow imports domains", "lib/flows/purchase/renew.ts", `export { pageRecord } from "../../domains/pages/record";\nexport { personRecord } from "../../domains/persons/runtime/record";`],
    ["an adapter imports everything below it", "lib/adapters/mcp/tool.ts", `export { destroyResource } from "../../flows/purchase/destroy";\nexport { config } from "../../core/config";`],
    ["a route handler imports the flow", "app/api/v3/resources/persons/route.ts", `export { personPurchase } from "@/lib/flows/purchase/person";`],
  ])("lets %s", async (_what, file, code) => {
    expect(layerRules(await problems(file, code))).toEqual([]);
  }, 60_000);
});

describe("the client-address rule", () => {
  it("refuses reading a proxy's address header outside lib/core/http/client-ip.ts", async () => {
    const found = await problems("lib/domains/pages/open.ts", `export const ip = (h: Headers) => h.get("x-forwarded-for");`);
    expect(found.filter((p) => p.rule === "no-restricted-syntax").map((p) => p.message)).toEqual([expect.stringMatching(/clientIp\(\) from lib\/core\/http\/client-ip.ts/)]);
    expect(await problems("lib/core/http/client-ip.ts", `export const ip = (h: Headers) => h.get("x-real-ip");`)).toEqual([]);
  }, 60_000);
});

describe("the layer table", () => {
  const { Minimatch } = createRequire(createRequire(import.meta.url).resolve("eslint-plugin-import"))("minimatch") as {
    Minimatch: new (pattern: string) => { match(file: string): boolean };
  };
  const matcher = (patterns: string[]) => {
    const compiled = patterns.map((p) => new Minimatch(p));
    return (file: string) => compiled.some((m) => m.match(file));
  };
  const layers: [string, (file: string) => boolean][] = [
    ["core", matcher(CORE)],
    ...(DOMAINS as { name: string; files: string[] }[]).map((d): [string, (file: string) => boolean] => [d.name, matcher(d.files)]),
    ["flows", matcher(FLOWS)],
    ["adapters", matcher(ADAPTERS)],
  ];
  const unplaced = matcher([...UNPLACED, ...PENDING]);

  it("is folders, never single files of lib/", () => {
    const patterns = [...CORE, ...(DOMAINS as { files: string[] }[]).flatMap((d) => d.files), ...FLOWS, ...ADAPTERS] as string[];
    expect(patterns.filter((p) => p.startsWith("lib/") && !/^lib\/[a-z]+(\/[a-z-]+)?\/\*\*$/.test(p))).toEqual([]);
  });

  it("places every source file of lib/, app/ and components/ in exactly one layer", () => {
    const files = ["lib", "app", "components"]
      .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f.split(path.sep).join("/")}`))
      .filter((f) => /\.tsx?$/.test(f) && !unplaced(f));
    expect(files.length).toBeGreaterThan(100);
    const wrong = files
      .map((file) => ({ file, layers: layers.filter(([, matches]) => matches(file)).map(([name]) => name) }))
      .filter((f) => f.layers.length !== 1);
    expect(wrong).toEqual([]);
  });
});
