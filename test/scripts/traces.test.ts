/**
 * What each server function of the production build carries (the file traces Next.js writes beside each route,
 * `.next/server/app/**\/*.nft.json`, which Vercel packs into the function): the sealed PDF's three fonts with the
 * functions that can seal a signature (SEALING_ROUTES in next.config.ts), and no font anywhere else. The global
 * setup has built the tree this runs in. The largest function's traced size is printed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEALING_ROUTES } from "@/next.config";
import { SEAL_FONTS } from "@/lib/domains/pages/types/e_signature/fonts";

const SERVER_APP = path.resolve(".next/server/app");

/** Each route of the build (`/pages/[id]`, `/api/live`) with the files its function carries, as absolute paths. */
function traces(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/^(route|page)\.js\.nft\.json$/.test(entry.name)) {
        const route = `/${path.relative(SERVER_APP, dir).split(path.sep).join("/")}`;
        const { files } = JSON.parse(readFileSync(file, "utf8")) as { files: string[] };
        found.set(route === "/" ? "/" : route, files.map((traced) => path.resolve(dir, traced)));
      }
    }
  };
  walk(SERVER_APP);
  return found;
}

const isFont = (file: string) => /\.(ttf|otf|woff2?)$/i.test(file) && file.includes(`${path.sep}node_modules${path.sep}`);

describe("the files each server function carries", () => {
  it("the sealed PDF's three fonts go with the functions that seal, and no font with any other", () => {
    const byRoute = traces();
    expect(byRoute.size).toBeGreaterThan(50);
    for (const route of SEALING_ROUTES) expect(byRoute.has(route), `${route} is a route of the build`).toBe(true);
    const fontsOf = (route: string) => byRoute.get(route)!.filter(isFont).map((file) => path.basename(file)).sort();
    for (const route of SEALING_ROUTES) expect(fontsOf(route), route).toEqual(Object.values(SEAL_FONTS).sort());
    const others = [...byRoute.keys()].filter((route) => !SEALING_ROUTES.includes(route) && fontsOf(route).length > 0);
    expect(others.map((route) => `${route}: ${fontsOf(route).join(", ")}`)).toEqual([]);

    const sizes = [...byRoute].map(([route, files]) => ({ route, bytes: files.filter((file) => existsSync(file)).reduce((sum, file) => sum + statSync(file).size, 0) }));
    sizes.sort((a, b) => b.bytes - a.bytes);
    console.log(`traced: ${sizes.length} functions; largest ${sizes.slice(0, 3).map(({ route, bytes }) => `${route} ${(bytes / 1024 / 1024).toFixed(1)} MB`).join(", ")}`);
  });
});
