/**
 * Rate limits, against two more instances of the service with low limits
 * (the suite's own instance has limits far above what it sends) that share
 * the suite's database: requests spread over both count against one budget.
 * TRUST_PROXY=1, so each test picks its own client address with
 * X-Forwarded-For; nothing here is paid for.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { generateToken, hashToken } from "@/lib/core/token-format";
import { PAGE_BODY } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";

const LOW_LIMITS = {
  TRUST_PROXY: "1",
  RATE_LIMIT_WINDOW_SECONDS: "60",
  // Each limit's whole window at once, so that counts here are exact (the burst itself: test/rate-limit/stores.test.ts).
  RATE_LIMIT_BURST_SECONDS: "60",
  RATE_LIMIT_CONTROL_PER_TOKEN: "5",
  RATE_LIMIT_CONTROL_PER_ADDRESS: "8",
  RATE_LIMIT_PROVISION_PER_ADDRESS: "3",
  RATE_LIMIT_COUNTERPART_PER_ADDRESS: "3",
  RATE_LIMIT_MCP_PER_TOKEN: "4",
  RATE_LIMIT_MCP_PER_ADDRESS: "6",
  RATE_LIMIT_A2A_PER_ADDRESS: "3",
  RATE_LIMIT_SIGNIN_WINDOW_SECONDS: "60",
  RATE_LIMIT_SIGNIN_PER_ADDRESS: "3",
  RATE_LIMIT_SIGNIN_PER_EMAIL: "2",
};

let one: Instance;
let two: Instance;
/** Alternates between the two instances. */
const instance = (i: number) => (i % 2 ? two : one);

beforeAll(async () => {
  [one, two] = await Promise.all([
    startInstance({ name: "rate-limits-1", env: LOW_LIMITS }),
    startInstance({ name: "rate-limits-2", env: LOW_LIMITS }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
});

/** A client address of its own for each test: a random IPv6 /64 of the documentation range. */
const newAddress = () => {
  const hex = randomBytes(4).toString("hex");
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4)}::1`;
};

function send(i: number, path: string, address: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${instance(i).url}${path}`, { method: init.method ?? "GET", body: init.body, headers: { "x-forwarded-for": address, ...init.headers } });
}

const postJson = (i: number, path: string, address: string, body: unknown, headers: Record<string, string> = {}) =>
  send(i, path, address, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

async function expectRateLimited(response: Response, what: RegExp) {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toContain("application/json");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = await response.json();
  expect(body).toMatchObject({ code: "rate_limited", error: expect.stringMatching(what) });
  return body as Record<string, unknown>;
}

describe("rate limits shared by two instances", () => {
  it("provisioning: parallel requests spread over both instances get exactly the address's budget", async () => {
    const address = newAddress();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => postJson(i, "/api/v3/resources/pages", address, PAGE_BODY)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 402)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    await expectRateLimited(responses.find((r) => r.status === 429)!, /provisioning.*at most 3 per 60 seconds/);
    // Renewal shares the provisioning budget, and is refused before its lease is looked up.
    await expectRateLimited(await send(0, "/api/v3/resources/pages/pg_missing/renew", address, { method: "POST" }), /provisioning/);
    // Another address has its own budget.
    expect((await postJson(1, "/api/v3/resources/pages", newAddress(), PAGE_BODY)).status).toBe(402);
  });

  it("the address is the one the trusted proxy saw: entries the client prepends change nothing", async () => {
    const address = newAddress();
    const spoofed = () => `${newAddress()}, 203.0.113.${1 + (randomBytes(1)[0]! % 250)}, ${address}`;
    for (let i = 0; i < 3; i++) expect((await postJson(i, "/api/v3/resources/persons", spoofed(), { name: "N", goal: "G" })).status).toBe(402);
    await expectRateLimited(await postJson(3, "/api/v3/resources/persons", spoofed(), { name: "N", goal: "G" }), /provisioning/);
  });

  it("control: per capability token and per address, before the token is checked; tokens are counted by hash only", async () => {
    const address = newAddress();
    const first = generateToken();
    const second = generateToken();
    const read = (i: number, token: string, from = address) => send(i, "/api/v3/control/pages/pg_missing", from, { headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < 5; i++) expect((await read(i, first)).status).toBe(401);
    await expectRateLimited(await read(5, first), /capability token: at most 5 per 60 seconds/);
    // The address has counted 6 of its 8.
    expect((await read(6, second)).status).toBe(401);
    expect((await read(7, second)).status).toBe(401);
    await expectRateLimited(await read(8, second), /client address: at most 8/);
    // The token's budget follows it to another address, and token refresh counts against it too.
    await expectRateLimited(await send(9, "/api/v3/tokens/refresh", newAddress(), { method: "POST", headers: { authorization: `Bearer ${first}` } }), /capability token/);

    const bucket = await db().rateLimitBucket.findUnique({ where: { key: `control:token:${hashToken(first)}` } });
    // Five let through; the refusals took no place (the row holds the sixth, one too many, and moved nothing).
    expect(bucket?.count).toBe(6);
    const keys = (await db().rateLimitBucket.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys.some((key) => key.includes(first) || key.includes(second))).toBe(false);
  });

  it("wallet sign-in: the control class per client address, challenges and signed calls alike, before the proof is read", async () => {
    const address = newAddress();
    const wallet = "0x00000000000000000000000000000000000000a1";
    const challenge = (i: number, from = address) => postJson(i, "/api/v3/wallet/challenge", from, { address: wallet });
    for (let i = 0; i < 6; i++) {
      const answer = await challenge(i);
      expect(answer.status).toBe(200);
      expect((await answer.json()).payload.address.toLowerCase()).toBe(wallet);
    }
    // Signed calls share the budget (a proof that does not parse still counts: the limit comes first).
    expect((await send(6, "/api/v3/wallet/leases", address, { headers: { "sign-in-with-x": "not a proof" } })).status).toBe(400);
    expect((await send(7, "/api/v3/wallet/leases/pg_missing/token", address, { method: "POST", headers: { "sign-in-with-x": "not a proof" } })).status).toBe(400);
    // The 9th request of the address, over either instance and any wallet route: refused with the JSON error.
    await expectRateLimited(await challenge(8), /control requests for this client address: at most 8 per 60 seconds/);
    await expectRateLimited(await send(9, "/api/v3/wallet/leases", address, { headers: { "sign-in-with-x": "not a proof" } }), /client address/);
    await expectRateLimited(await send(10, "/api/v3/wallet/leases/pg_missing/token", address, { method: "POST" }), /client address/);
    // No nonce was issued for the refused challenge.
    const issued = await db().walletNonce.count({ where: { address: wallet } });
    expect(issued).toBeGreaterThanOrEqual(6);
    await expectRateLimited(await challenge(11), /client address/);
    expect(await db().walletNonce.count({ where: { address: wallet } })).toBe(issued);
    // Another address has its own budget.
    expect((await challenge(12, newAddress())).status).toBe(200);
  });

  it("MCP: per token when one is sent, per address always; refused with HTTP 429 before MCP handling", async () => {
    const message = { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} };
    const headers = { accept: "application/json, text/event-stream" };
    const token = generateToken();
    const withToken = newAddress();
    for (let i = 0; i < 4; i++) expect((await postJson(i, "/mcp", withToken, message, { ...headers, authorization: `Bearer ${token}` })).status).toBe(401);
    await expectRateLimited(await postJson(4, "/mcp", withToken, message, { ...headers, authorization: `Bearer ${token}` }), /MCP requests for this capability token: at most 4/);

    const anonymous = newAddress();
    for (let i = 0; i < 6; i++) expect((await postJson(i, "/mcp", anonymous, message, headers)).status).not.toBe(429);
    await expectRateLimited(await postJson(6, "/mcp", anonymous, message, headers), /MCP requests for this client address: at most 6/);
  });

  it("A2A and the counterpart chat: per address", async () => {
    const address = newAddress();
    const ask = { jsonrpc: "2.0", id: 1, method: "message/send", params: { message: { kind: "message", messageId: "m1", role: "user", parts: [{ kind: "text", text: "A form" }] } } };
    for (let i = 0; i < 3; i++) expect((await postJson(i, "/a2a", address, ask)).status).toBe(200);
    await expectRateLimited(await postJson(3, "/a2a", address, ask), /A2A requests/);

    // Counted before the session is read: a flood without a session is limited too.
    for (let i = 0; i < 3; i++) expect((await postJson(i, "/api/counterpart/persons/psn_missing/chat", address, { message: "hi" })).status).toBe(401);
    await expectRateLimited(await postJson(3, "/api/counterpart/persons/psn_missing/chat", address, { message: "hi" }), /counterpart requests/);
  });

  it("sign-in emails: per email address and per client address, answered with a URL the sign-in page explains", async () => {
    const form = (email: string) => new URLSearchParams({ email, csrfToken: "not-checked-here", callbackUrl: "/", json: "true" }).toString();
    const ask = (i: number, address: string, email: string) =>
      send(i, "/api/auth/signin/email", address, { method: "POST", body: form(email), headers: { "content-type": "application/x-www-form-urlencoded" } });

    const email = `flood-${randomBytes(4).toString("hex")}@example.com`;
    expect((await ask(0, newAddress(), email)).status).not.toBe(429);
    expect((await ask(1, newAddress(), email)).status).not.toBe(429);
    const refused = await expectRateLimited(await ask(2, newAddress(), email.toUpperCase()), /sign-in emails for this email address: at most 2/);
    expect(refused.url).toBe("/signin?error=RateLimited");

    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await ask(i, address, `someone-${i}-${email}`)).status).not.toBe(429);
    await expectRateLimited(await ask(3, address, `someone-else-${email}`), /sign-in emails for this client address/);
    // Other NextAuth requests are not counted.
    expect((await send(4, "/api/auth/providers", address)).status).toBe(200);
  });
});
