/**
 * Malformed requests to every route the OpenAPI document does not describe
 * (test/http/fuzz.test.ts fuzzes those): the discovery documents, the
 * OAuth endpoints, the wallet's, the counterpart routes without a session,
 * the operator's export, the scheduler's routes and the runtime figures,
 * each taken from the route table (lib/core/http/routes.ts) so a route added
 * later is fuzzed without a line here; and the pages people open (Pages,
 * Persons, sign-in, the OAuth consent, the operator console, /verify).
 * /mcp has its own fuzzing (test/mcp/fuzz.test.ts).
 *
 * Generated with fast-check (fixed seed; FUZZ_SEED and FUZZ_RUNS override):
 * odd ids in the path, odd queries, odd credentials, cookies, origins and
 * media types, bodies that are not JSON, not UTF-8, too deep or too large.
 * Every answer: never 5xx; an error of a JSON route is `{error, code}` with
 * its table's status (OAuth endpoints: RFC 6749's `{error, error_description}`).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { API_ROUTES, ROUTE_ENTRIES } from "@/lib/core/http/routes";
import { errorShapeProblem, pool, send, type RawRequest, type RawResponse } from "../support/security";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const CONCURRENCY = 6;

/** The routes of the table outside the OpenAPI document and outside /mcp. */
const ROUTES = ROUTE_ENTRIES.filter(({ path, method }) => !API_ROUTES[path]?.includes(method) && !path.startsWith("/mcp"));
/** The pages people open: answered as HTML, never 5xx. */
const PAGES = ["/", "/pages/{id}", "/persons/{id}", "/signin", "/signin/check-email", "/verify", "/oauth/authorize", "/operator", "/operator/leases", "/operator/leases/{id}"];

const id = fc.oneof(
  fc.constantFrom("pg_0000000000000000000000", "psn_000000000000000000000", "lease_x", "0", "-1", "null", "%00", "..%2F..%2Fetc%2Fpasswd", "%F0%9F%98%80", "a".repeat(2_000)),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
);
const queryValue = fc.oneof(fc.constantFrom("", "%", "%zz", "%00", "1e309", "[]", "{}", "x".repeat(5_000)), fc.stringMatching(/^[A-Za-z0-9._~-]{0,30}$/));
const query = fc.array(fc.tuple(fc.constantFrom("id", "client_id", "redirect_uri", "state", "code_challenge", "since", "reset", "from", "to", "q", "page", "kind", "__proto__"), queryValue), { maxLength: 4 });
const header = fc.oneof(
  // A token of the right shape that was never issued (built here: no token-shaped literal in the code).
  fc.constant<[string, string]>(["authorization", `Bearer at_live_${"0".repeat(36)}`]),
  fc.constantFrom<[string, string]>(["authorization", "Bearer"], ["authorization", "Basic Og=="], ["authorization", `Bearer ${"x".repeat(8_000)}`], ["authorization", "Bearer \u00ff\u00fe"]),
  fc.constantFrom<[string, string]>(["cookie", "next-auth.session-token=garbage"], ["cookie", "__Secure-next-auth.session-token=%00"], ["cookie", `a=${"b".repeat(6_000)}`]),
  fc.constantFrom<[string, string]>(["origin", "https://evil.example"], ["origin", "null"], ["content-type", "application/json"], ["content-type", "application/x-www-form-urlencoded"], ["content-type", "text/plain"], ["content-type", "multipart/form-data; boundary=x"], ["accept", "text/event-stream"]),
);
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const body = fc.oneof(
  fc.constant<string | Buffer | undefined>(undefined),
  fc.constantFrom<string | Buffer>("", "{", "null", "[]", "{}", '{"__proto__":{"x":1}}', "grant_type=authorization_code&code=%00", "client_id=&redirect_uri=javascript:alert(1)", deep(5_000), Buffer.from([0xff, 0xfe, 0x00, 0xc3])),
  fc.json({ maxDepth: 3 }),
  fc.constant<string>(JSON.stringify({ junk: "x".repeat(1_200_000) })),
);

const request = (method: string, template: string) =>
  fc.record({ ids: fc.array(id, { minLength: 3, maxLength: 3 }), query, headers: fc.array(header, { maxLength: 3 }), body }).map(({ ids, query, headers, body }): RawRequest => {
    let n = 0;
    const path = template.replace(/\{[^}]+\}/g, () => ids[n++ % ids.length]!);
    const search = query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join("&")}` : "";
    return { method, path: `${path}${search}`, headers, body: method === "GET" || method === "HEAD" ? undefined : body };
  });

function problemOf(path: string, response: RawResponse): string | null {
  if (response.status >= 500 || response.status < 100) return `status ${response.status}`;
  // Headers over Node.js's limit (16 KiB) are refused by its HTTP parser, before any code of ours, with an empty 431.
  if (response.status === 431) return null;
  if (response.status < 400 || !path.startsWith("/api/")) return null;
  if (path.startsWith("/api/oauth/")) {
    try {
      const answer = JSON.parse(response.text) as { error?: unknown };
      return typeof answer.error === "string" && answer.error ? null : "an OAuth error without `error`";
    } catch {
      return "an OAuth error that is not JSON";
    }
  }
  return errorShapeProblem(response);
}

async function fuzz(method: string, template: string) {
  const cases = fc.sample(request(method, template), { seed: SEED + template.length * 31 + method.length, numRuns: RUNS });
  const problems: string[] = [];
  await pool(cases, CONCURRENCY, async (raw) => {
    const response = await send(raw);
    const problem = problemOf(template, response);
    if (problem) problems.push(`${raw.method} ${raw.path.slice(0, 120)} [${(raw.headers ?? []).map(([k, v]) => `${k}: ${v.slice(0, 40)}`).join("; ")}] body ${String(raw.body ?? "").slice(0, 60)} -> ${problem}: ${response.text.slice(0, 200)}`);
  });
  return problems;
}

describe("fuzzing the routes outside the OpenAPI document", () => {
  it("covers every such route of the table", () => {
    const paths = ROUTES.map(({ path }) => path);
    for (const expected of ["/api/oauth/token", "/api/oauth/register", "/api/v3/wallet/challenge", "/api/operator/export/{kind}", "/api/internal/runtime", "/.well-known/x402", "/api/counterpart/signatures/verify"]) {
      if (API_ROUTES[expected]) continue; // published, so fuzzed by fuzz.test.ts
      expect(paths).toContain(expected);
    }
    expect(ROUTES.length).toBeGreaterThan(20);
  });

  for (const { method, path } of ROUTES) {
    it(`${method} ${path}: never 5xx, errors in their shape (seed ${SEED})`, async () => {
      expect(await fuzz(method, path)).toEqual([]);
    });
  }

  for (const path of PAGES) {
    it(`GET ${path} (a page): never 5xx (seed ${SEED})`, async () => {
      expect(await fuzz("GET", path)).toEqual([]);
    });
  }
});
