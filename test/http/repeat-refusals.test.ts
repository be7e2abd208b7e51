/**
 * A client that ignores Retry-After: the exact repeat of a request the service has just refused for its rate is
 * refused before Next.js (scripts/repeat-refusals.mjs, preloaded as npm start and start:prod preload it), and
 * nothing else is. One instance with a low control limit per token: three reads at once, then one every 200 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { serverPreloadArgs } from "../../scripts/next";
import { bearer, provision } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { fundPayer } from "../support/security";

const PAYER = 261;
let app: Instance;
let person: { id: string; token: string };
let other: { id: string; token: string };

beforeAll(async () => {
  await fundPayer(PAYER);
  [app, person, other] = await Promise.all([
    startInstance({
      name: "repeat-refusals",
      nodeArgs: serverPreloadArgs(),
      env: { TRUST_PROXY: "none", RATE_LIMIT_WINDOW_SECONDS: "600", RATE_LIMIT_BURST_SECONDS: "600", RATE_LIMIT_CONTROL_PER_TOKEN: "3" },
    }),
    provision(PAYER, "persons"),
    provision(PAYER, "persons"),
  ]);
}, 300_000);
afterAll(() => app?.stop());

const read = (who: { id: string; token: string }, query = "") => fetch(`${app.url}/api/v3/control/persons/${who.id}${query}`, { headers: bearer(who.token) });
const refusalsToday = async () =>
  Number((await db().rateLimitRefusal.findFirst({ where: { policy: "control", day: new Date(new Date().toISOString().slice(0, 10)) } }))?.count ?? 0);

describe("repeats of a request refused for its rate", () => {
  it("are refused before Next.js until Retry-After, counted for the operator; other requests still reach the service", async () => {
    for (let i = 0; i < 3; i++) expect((await read(person)).status).toBe(200);
    const refused = await read(person);
    expect(refused.status).toBe(429);
    // The service's own answer: its request id, the policy it refused under, and Retry-After.
    expect(refused.headers.get("x-request-id")).toEqual(expect.any(String));
    expect(refused.headers.get("ratelimit-policy")).toBe('"control";q=3;w=600');
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(100);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });

    const before = await refusalsToday();
    for (let i = 0; i < 20; i++) {
      const repeat = await read(person);
      expect(repeat.status).toBe(429);
      // Answered before Next.js: no request id, the same code, a Retry-After no later than the service's.
      expect(repeat.headers.get("x-request-id")).toBeNull();
      expect(Number(repeat.headers.get("retry-after"))).toBeLessThanOrEqual(retryAfter);
      expect(await repeat.json()).toMatchObject({ code: "rate_limited" });
    }
    // Counted as the service's own refusals are (written within a second).
    for (let waited = 0; waited < 100 && (await refusalsToday()) < before + 20; waited++) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await refusalsToday()).toBeGreaterThanOrEqual(before + 20);

    // Not the same request: another token's read, and the same token's read of another URL, reach the service.
    expect((await read(other)).status).toBe(200);
    const elsewhere = await read(person, "?fresh=1");
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers.get("x-request-id")).toEqual(expect.any(String));
  });

  it("leave alone what the service did not mark as a rate refusal (a 404 here)", async () => {
    const missing = await fetch(`${app.url}/api/v3/control/persons/psn_${"0".repeat(20)}`, { headers: bearer(other.token) });
    expect([401, 403, 404]).toContain(missing.status);
    const again = await fetch(`${app.url}/api/v3/control/persons/psn_${"0".repeat(20)}`, { headers: bearer(other.token) });
    expect(again.headers.get("x-request-id")).toEqual(expect.any(String));
  });
});
