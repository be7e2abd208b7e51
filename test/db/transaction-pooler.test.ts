/**
 * Every statement works through a transaction pooler: a
 * second instance whose DATABASE_URL is PgBouncer in pool_mode transaction,
 * the pooled URL docs/deploy.md recommends. Named prepared statements (the
 * rate limiter's and chat's used to be) fail there once a client's next
 * transaction lands on another server connection.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PAGE_BODY, payingFetch, provision } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { startPgBouncer, type Pooler } from "../support/pgbouncer";

const PAYER = 16;
let pooler: Pooler;
let server: Instance;

beforeAll(async () => {
  pooler = await startPgBouncer(process.env.DATABASE_URL!);
  server = await startInstance({ name: "next-through-pgbouncer", env: { DATABASE_URL: pooler.url, TASK_WORKER: "off" } });
});

afterAll(async () => {
  await server?.stop();
  await pooler?.stop();
});

describe("through PgBouncer in transaction mode", () => {
  it("control reads (rate limiter and token lookup), writes in transactions and chat turns all work, many times over", async () => {
    const person = await provision(PAYER, "persons");
    const at = (path: string, init: RequestInit = {}) => fetch(`${server.url}/api/v3/control/persons/${person.id}${path}`, { ...init, headers: { ...bearer(person.token), ...(init.body ? { "content-type": "application/json" } : {}) } });
    const reads = await Promise.all(Array.from({ length: 30 }, () => at("")));
    expect(reads.map((response) => response.status)).toEqual(reads.map(() => 200));
    for (let n = 0; n < 3; n++) {
      const added = await at("/files", { method: "POST", body: JSON.stringify({ name: `note-${n}.txt`, content: `Note number ${n}.` }) });
      expect(added.status, await added.clone().text()).toBe(201);
    }
    for (let n = 0; n < 6; n++) {
      const turn = await at("/chat", { method: "POST", body: JSON.stringify({ message: `Hello number ${n}` }) });
      expect(turn.status, await turn.clone().text()).toBe(200);
      await turn.text();
    }
  });

  it("provisions a Page, paid, through the pooler", async () => {
    const response = await payingFetch(PAYER)(`${server.url}/api/v3/resources/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(PAGE_BODY),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
