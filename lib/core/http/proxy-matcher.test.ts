/**
 * proxy.ts's `config.matcher` must be a literal (Next.js reads it from the
 * source at build time), so it cannot be computed from the route table. This
 * test computes what it must say instead: the paths the table marks
 * `proxy: false` are left out, every other path of the table goes through
 * the proxy, and a path with a percent-escape always does (the gate answers
 * an undecodable one 400). The matcher is compiled the way Next.js compiles
 * it (`getMiddlewareMatchers`), so a change to either side that makes them
 * disagree fails here.
 */
import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { ROUTE_TABLE } from "./routes";

// Next.js's own compiler of `matcher` (what the build runs), exported by the module but not in its types.
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers(matcher: unknown, nextConfig: object): { regexp: string }[] };

/** Left out by the matcher, and none of the route table's: Next.js's static files and NextAuth's routes. */
const NOT_IN_THE_TABLE = ["_next/static", "_next/image", "favicon.ico", "api/auth"];

const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
/** The first matcher: every request that is not a form post or an action (they go elsewhere, see proxy.ts). */
const plain = matchers[0]!;

const concrete = (path: string) => path.replace("{type}", "persons").replace(/\{[^}]+\}/g, "x1");
const escaped = (path: string) => path.replace("{type}", "persons").replace(/\{[^}]+\}/g, "x%41");

/** The alternatives of the matchers' negative lookahead: `(?!a|b|c)`. */
function exclusions(source: string): string[] {
  const group = /\(\?!([^()]*(?:\([^()]*\)[^()]*)*)\)\.\*\)$/.exec(source)?.[1];
  if (!group) throw new Error(`no (?!…) group in ${source}`);
  return group.split("|");
}

describe("proxy.ts's matcher and the route table", () => {
  it("leaves out exactly the paths the table marks proxy: false", () => {
    const wrong = ROUTE_TABLE.filter((route) => plain.test(concrete(route.path)) !== route.proxy).map(
      (route) => `${route.path}: the table says ${route.proxy ? "behind the proxy" : "proxy: false"}, the matcher ${route.proxy ? "leaves it out" : "runs for it"}`,
    );
    expect(wrong).toEqual([]);
  });

  it("leaves them out in every matcher, and lets a path with a percent-escape through", () => {
    for (const route of ROUTE_TABLE.filter((r) => !r.proxy)) {
      for (const matcher of matchers) expect(matcher.test(concrete(route.path)), route.path).toBe(false);
      if (route.path.includes("{")) expect(plain.test(escaped(route.path)), escaped(route.path)).toBe(true);
    }
  });

  it("lists no exclusion that the table does not call for", () => {
    const sources = config.matcher.map((m) => m.source);
    const lists = sources.map(exclusions);
    for (const list of lists) expect(list).toEqual(lists[0]);
    const ours = lists[0]!.filter((alternative) => !NOT_IN_THE_TABLE.includes(alternative));
    const skipped = ROUTE_TABLE.filter((route) => !route.proxy).map((route) => concrete(route.path).slice(1));
    for (const alternative of ours) {
      const pattern = new RegExp(`^(?:${alternative})`);
      expect(skipped.some((path) => pattern.test(path)), `${alternative} leaves out no path of the table that is marked proxy: false`).toBe(true);
    }
    expect(NOT_IN_THE_TABLE.every((alternative) => lists[0]!.includes(alternative))).toBe(true);
  });
});
