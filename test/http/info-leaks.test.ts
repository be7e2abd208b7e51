/**
 * What the service tells people who are not its operator or a resource's
 * controller:
 * - /api/health shows filesystem paths (outbox, uploads) to operators only
 *   (Authorization: Bearer <CRON_SECRET>, or loopback on an npm start machine);
 * - a counterpart never learns a Person's turns: the chat stream carries no
 *   turns left, and a Person whose turns are used up or whose lease expired is
 *   "unavailable" (503 service_unavailable), without counts, renewal route,
 *   price or payment challenge.
 * (Sign-in links kept out of the log: test/http/hosts.test.ts.)
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { provision } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { readUiStream } from "../support/sse";
import { counterpartCookie, fundPayer } from "../support/security";

/** This file's payer (beyond SECURITY_PAYERS, funded here). */
const PAYER = 53;
const CRON_SECRET = randomBytes(24).toString("hex");
const OUTBOX = "test-results/info-leaks-outbox";
const UPLOADS = "test-results/info-leaks-uploads";

let app: Instance;

beforeAll(async () => {
  app = await startInstance({ name: "info-leaks", env: { CRON_SECRET, EMAIL_OUTBOX_DIR: OUTBOX, UPLOAD_DIR: UPLOADS } });
  await fundPayer(PAYER);
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

describe("GET /api/health", () => {
  it("shows no filesystem path to anyone but an operator", async () => {
    const anyone = await (await fetch(`${app.url}/api/health`)).text();
    expect(anyone).toContain("local email outbox");
    expect(anyone).not.toContain(OUTBOX);
    expect(anyone).not.toContain(UPLOADS);
    expect(anyone).not.toContain(process.cwd());
    // A wrong secret is anyone.
    expect(await (await fetch(`${app.url}/api/health`, { headers: { authorization: `Bearer ${CRON_SECRET.replace(/.$/, "x")}` } })).text()).not.toContain(OUTBOX);
  });

  it("shows them to the operator (Authorization: Bearer <CRON_SECRET>)", async () => {
    const operator = await (await fetch(`${app.url}/api/health`, { headers: { authorization: `Bearer ${CRON_SECRET}` } })).json();
    expect(operator.inUse).toEqual(expect.arrayContaining([expect.stringContaining(OUTBOX), expect.stringContaining(UPLOADS)]));
  });
});

describe("a counterpart and the Person's turns", () => {
  let person: { id: string; token: string };
  let cookie: string;

  beforeAll(async () => {
    person = await provision(PAYER, "persons");
    await db().person.update({ where: { id: person.id }, data: { visibility: "public" } });
    cookie = (await counterpartCookie(`turns-${randomBytes(4).toString("hex")}@example.com`)).cookie;
  });

  const chat = () =>
    fetch(`${app.url}/api/counterpart/persons/${person.id}/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ message: "Hello" }),
    });

  /** What a counterpart must never see in a refusal: counts, renewal, price, a payment challenge. */
  function expectNeutral(response: Response, text: string, reason: "limit" | "unavailable") {
    expect(response.status).toBe(503);
    // The reason is the chat page's words for it ("cannot take more messages right now", "unavailable right now"), never a count.
    expect(JSON.parse(text)).toEqual({ code: "service_unavailable", error: "This Person is unavailable right now. Please try again later.", reason });
    expect(response.headers.get("payment-required")).toBeNull();
    expect(text).not.toMatch(/turn|renew|\$|usdc|\d/i);
  }

  it("the chat stream carries no turns left", async () => {
    const response = await chat();
    expect(response.status).toBe(200);
    const { metadata } = await readUiStream(response);
    expect(metadata.sessionId).toEqual(expect.any(String));
    expect(metadata).not.toHaveProperty("turnsRemaining");
  });

  it("turns used up: unavailable, not the count nor how to renew", async () => {
    const { leaseId } = await db().person.findUniqueOrThrow({ where: { id: person.id } });
    const lease = await db().lease.findUniqueOrThrow({ where: { id: leaseId } });
    await db().lease.update({ where: { id: leaseId }, data: { usedUnits: lease.includedUnits } });
    const response = await chat();
    expectNeutral(response, await response.text(), "limit");
    await db().lease.update({ where: { id: leaseId }, data: { usedUnits: lease.usedUnits } });
  });

  it("lease expired: unavailable, without the renewal challenge", async () => {
    const { leaseId } = await db().person.findUniqueOrThrow({ where: { id: person.id } });
    const lease = await db().lease.findUniqueOrThrow({ where: { id: leaseId } });
    await db().lease.update({ where: { id: leaseId }, data: { termEnd: new Date(Date.now() - 60_000) } });
    try {
      const response = await chat();
      expectNeutral(response, await response.text(), "unavailable");
    } finally {
      await db().lease.update({ where: { id: leaseId }, data: { termEnd: lease.termEnd } });
    }
  });
});
