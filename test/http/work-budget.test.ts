/**
 * The work budget (lib/core/runtime/work-budget.ts), on an instance of our own with
 * small budgets (the suite's own instance has them out of reach): heavy work
 * (indexing knowledge files, exports) is spent from the capability token's
 * and the client address's budgets, refused with 429 before it starts once a
 * budget is spent past its burst, over REST and MCP alike; cheap requests of
 * the same token go on; the budget refills.
 * TRUST_PROXY=1: each test picks its own client address.
 */
import { randomBytes } from "node:crypto";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, pool } from "@/lib/core/db/client";
import { normalizeAddress } from "@/lib/adapters/http/rate-limit";
import { hashToken } from "@/lib/core/token-format";
import { KNOWLEDGE_WORK_UNITS_PER_KIB } from "@/lib/domains/persons/knowledge/knowledge";
import { bearer, provision } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { toolError } from "../support/mcp";
import { fundPayer } from "../support/security";

const PAYER = 253;
// Budgets that refill slowly (1 and 2 units a second) and hold 100 seconds of it: what a test spends is far past
// what refills while it runs, however slow the machine, so no step depends on how long the one before took.
const BUDGETS = { TRUST_PROXY: "1", RATE_LIMIT_WORK_PER_TOKEN: "1", RATE_LIMIT_WORK_PER_ADDRESS: "2", RATE_LIMIT_WORK_BURST_SECONDS: "100" };

let instance: Instance;

beforeAll(async () => {
  [instance] = await Promise.all([startInstance({ name: "work-budget", env: BUDGETS }), fundPayer(PAYER)]);
}, 180_000);

afterAll(async () => {
  await instance?.stop();
});

const newAddress = () => {
  const hex = randomBytes(4).toString("hex");
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4)}::1`;
};

/** A knowledge file of `kib` KiB (400 KiB: 160 units, past a token's whole budget of 100, and allowed while that budget is whole). */
const file = (kib: number, name = "notes.md") => ({ name, mimeType: "text/markdown", content: `# Notes\n\n${"The clinic opens at nine. ".repeat(Math.ceil((kib * 1024) / 25))}`.slice(0, kib * 1024) });

const control = (token: string, address: string, method: string, path: string, body?: unknown) =>
  fetch(`${instance.url}${path}`, {
    method,
    headers: { ...bearer(token), "x-forwarded-for": address, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const upload = (person: { id: string; token: string }, address: string, kib: number, name?: string) => control(person.token, address, "POST", `/api/v3/control/persons/${person.id}/files`, file(kib, name));
const filesOf = (personId: string) => db().knowledgeFile.count({ where: { personId } });

/** Time passing for a budget: its moment of being whole again moved `seconds` back. */
async function timePasses(keys: string[], seconds: number) {
  await pool().query(`UPDATE "RateLimitBucket" SET "resetAt" = "resetAt" - make_interval(secs => $2) WHERE key = ANY($1::text[])`, [keys, seconds]);
}

describe("the work budget", () => {
  it("a token's heavy work passes while its budget holds, then is refused with 429 before it starts; other requests go on; the budget refills", async () => {
    expect(Math.ceil(400 * KNOWLEDGE_WORK_UNITS_PER_KIB)).toBeGreaterThanOrEqual(160);
    const person = await provision(PAYER, "persons");
    const address = newAddress();

    const first = await upload(person, address, 400);
    expect(first.status, await first.clone().text()).toBe(201);
    const second = await upload(person, address, 1, "small.md");
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ code: "rate_limited", error: expect.stringMatching(/heavy work \(indexing knowledge files\) for this capability token.*Retry after \d+ seconds/) });
    // About 60 seconds: 160 units spent at 1 a second, less the 100 the budget holds.
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(30);
    expect(await filesOf(person.id)).toBe(1);
    // The export is heavy work of the same token: refused too, before the stream starts.
    const exported = await control(person.token, address, "GET", `/api/v3/control/persons/${person.id}/export`);
    expect(exported.status).toBe(429);
    expect(((await exported.json()) as { error: string }).error).toMatch(/heavy work \(exports\)/);
    // Requests that are not heavy work go on.
    expect((await control(person.token, address, "GET", `/api/v3/control/persons/${person.id}`)).status).toBe(200);
    expect((await control(person.token, address, "GET", `/api/v3/control/persons/${person.id}/files`)).status).toBe(200);

    // Once the budget has refilled (time moved on for it), work is allowed again.
    await timePasses([`work:token:${hashToken(person.token)}`, `work:addr:${normalizeAddress(address)}`], 100);
    const later = await upload(person, address, 1, "later.md");
    expect(later.status, await later.clone().text()).toBe(201);
    expect(await filesOf(person.id)).toBe(2);
  });

  it("the tokens of one client address share that address's budget; from another address a token keeps its own", async () => {
    const [a, b, c] = await Promise.all([provision(PAYER, "persons"), provision(PAYER, "persons"), provision(PAYER, "persons")]);
    const address = newAddress();
    // 400 KiB is 160 units: 80 seconds of the address's refill (2 a second), within each token's whole budget.
    expect((await upload(a, address, 400)).status).toBe(201);
    expect((await upload(b, address, 400)).status).toBe(201); // the address was 80 seconds in: within its 100
    const refused = await upload(c, address, 1); // c's token is whole; the address is 160 seconds in
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/heavy work \(indexing knowledge files\) for this client address/);
    expect(await filesOf(c.id)).toBe(0);
    expect((await upload(c, newAddress(), 1)).status).toBe(201);
  });

  it("over MCP, a knowledge file past the budget is a rate_limited tool error and nothing is stored", async () => {
    const person = await provision(PAYER, "persons");
    const address = newAddress();
    const client = new Client({ name: "work-budget-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${instance.url}/mcp`), { requestInit: { headers: { ...bearer(person.token), "x-forwarded-for": address } } }));
    try {
      const first = await client.callTool({ name: "add_knowledge", arguments: file(400) });
      expect(first.isError, JSON.stringify(first).slice(0, 500)).toBeFalsy();
      const second = await client.callTool({ name: "add_knowledge", arguments: file(1, "small.md") });
      expect(toolError(second)).toMatchObject({ code: "rate_limited", error: expect.stringMatching(/heavy work \(indexing knowledge files\)/) });
      expect(toolError(await client.callTool({ name: "export_person", arguments: {} }))).toMatchObject({ code: "rate_limited" });
      expect(await filesOf(person.id)).toBe(1);
    } finally {
      await client.close();
    }
  });
});
