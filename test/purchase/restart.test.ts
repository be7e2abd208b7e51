/**
 * A restart in the middle of a task and of a settlement loses nothing.
 *
 * Instance A (next start, same database and chain) is killed with SIGKILL
 * while it runs a task (its model, the OpenAI-compatible stub, is made to
 * take 30 s) and while it settles a payment (the RPC proxy lets the transfer
 * reach the chain and then holds every answer). After a restart:
 *  - the task's job is retried once A's heartbeat stops and completes, once;
 *  - the same PAYMENT-SIGNATURE delivers the resource and its token, once,
 *    for one charge.
 * Then the same for a settlement that had answered 202 before its instance
 * was killed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { challenge, PAGE_BODY, payer, paymentsFrom, PERSON_BODY, provision, signedHeader } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { startOpenAiStub, STUB_MODEL_ID, type OpenAiStub } from "../support/openai-stub";
import { currentFaults, setFault } from "../support/rpc-fault-proxy";
import { fundPayer, SECURITY_PAYERS, send } from "../support/security";

const PAYER = SECURITY_PAYERS.restart;
const DEADLINE_SECONDS = 6;
const faults = () => process.env.LEASEHOLD_TEST_FAULTS!;
const match = () => payer(PAYER).address.slice(2).toLowerCase();

let stub: OpenAiStub;
const instances: Instance[] = [];

/**
 * One more instance of the service: the stub as its model, short task heartbeats (10 s, pg-boss's least), its own
 * job workers on a queue namespace of this file's own (test/support/instance.ts), shared by A and the restarted B.
 */
async function instance(name: string): Promise<Instance> {
  const started = await startInstance({
    name,
    env: {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: stub.url,
      LLM_MODEL: STUB_MODEL_ID,
      LLM_API_KEY: "test-key",
      TASK_WORKER: "on",
      TASK_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
    },
  });
  instances.push(started);
  return started;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const paid = (base: string, path: string, body: unknown, signature: string) =>
  send({ base, method: "POST", path, headers: [["content-type", "application/json"], ["payment-signature", signature]], body: JSON.stringify(body) });

beforeAll(async () => {
  await fundPayer(PAYER);
  stub = await startOpenAiStub({ apiKey: "test-key" });
  stub.setDefault({ text: "Recovered and done." });
});

afterAll(async () => {
  await setFault(faults(), payer(PAYER).address, null).catch(() => {});
  for (const started of instances) await started.stop("SIGKILL").catch(() => {});
  await stub?.close();
});

describe("a restart in the middle of a task and of a settlement", () => {
  it(
    "SIGKILL while a task runs and a payment settles: the task completes once, the payment buys one Page, once",
    async () => {
      const a = await instance("security-restart-a");

      // A task, created through A: A's after() claims it at once and calls the model, which takes 30 s. No other
      // instance works this file's queue namespace, so A holds the task it dies in.
      stub.script({ text: "This answer never arrives.", delayMs: 30_000 });
      const person = await provision(PAYER, "persons");
      const title = "Summarise the backlog";
      const created = await send({
        base: a.url,
        method: "POST",
        path: `/api/v3/control/persons/${person.id}/tasks`,
        headers: [["authorization", `Bearer ${person.token}`], ["content-type", "application/json"]],
        body: JSON.stringify({ title, instructions: "Summarise it in one line." }),
      });
      expect(created.status, created.text).toBe(201);
      const taskId = JSON.parse(created.text).id as string;
      await until("A to ask its model", async () => stub.requests.some((r) => (JSON.stringify(r.body) ?? "").includes(title)));
      const running = await db().task.findUniqueOrThrow({ where: { id: taskId } });
      expect(running).toMatchObject({ status: "running", attempts: 1 });

      // A payment, also on A: the transfer reaches the chain, then the network holds every answer.
      const { required } = await challenge("/api/v3/resources/pages", PAGE_BODY);
      const signature = await signedHeader(PAYER, required);
      const paidTo = await paymentsFrom(payer(PAYER).address);
      const pagesBefore = await db().lease.count({ where: { principal: payer(PAYER).address.toLowerCase(), resourceType: "page" } });
      await setFault(faults(), payer(PAYER).address, "stall-after-send");
      const interrupted = paid(a.url, "/api/v3/resources/pages", PAGE_BODY, signature).catch((error: Error) => error);
      await until("the settlement transaction to be sent", async () => (await currentFaults(faults()))[match()] === "stall");

      await a.stop("SIGKILL");
      expect(await interrupted).toBeInstanceOf(Error); // the client saw the connection drop: no answer at all
      await setFault(faults(), payer(PAYER).address, null);

      // What A left behind: a claimed payment, a pending Page with no token, the money moved once, a running task.
      const payment = await db().payment.findFirstOrThrow({ where: { payer: payer(PAYER).address.toLowerCase(), resourceType: "page", purpose: "provision" }, orderBy: { createdAt: "desc" } });
      expect(payment.status).toBe("claimed");
      expect((await db().lease.findUniqueOrThrow({ where: { id: payment.leaseId! } })).status).toBe("pending");
      expect(await db().capabilityToken.count({ where: { leaseId: payment.leaseId! } })).toBe(0);
      expect(await paidTo.received()).toBe(2_000_000n);
      expect((await db().task.findUniqueOrThrow({ where: { id: taskId } })).status).toBe("running");

      // The restart.
      const b = await instance("security-restart-b");

      // The task: retried by B once A's heartbeat stopped, and completed once.
      const done = await until("the task to finish", async () => {
        const task = await db().task.findUniqueOrThrow({ where: { id: taskId } });
        return task.status === "succeeded" || task.status === "failed" ? task : null;
      });
      expect(done, JSON.stringify(done)).toMatchObject({ status: "succeeded", attempts: 2, turnHeld: false, error: null });
      const events = await db().timelineEvent.findMany({ where: { resourceId: person.id, type: { startsWith: "person.task." } }, orderBy: { id: "asc" } });
      expect(events.map((e) => e.type)).toEqual(["person.task.created", "person.task.started", "person.task.started", "person.task.completed"]);
      // The step A died in is not held against the task (maxTurns 1), and the lease turn it took is the one
      // the next attempt used (Task.turnHeld): one lease turn in all.
      expect(done.turnsUsed).toBe(1);
      expect((await db().lease.findUniqueOrThrow({ where: { resourceId: person.id } })).usedUnits).toBe(1);
      expect((done.result as { text?: string }).text).toBe("Recovered and done."); // the stub's default reply: B's model

      // The payment: the same signature, retried. While A's claim is recent the answer is 409 payment_in_progress
      // (A might still be settling); a claim older than two minutes is an interrupted one. Time is moved, not waited.
      const early = await paid(b.url, "/api/v3/resources/pages", PAGE_BODY, signature);
      expect(early.status, early.text).toBe(409);
      expect(JSON.parse(early.text).code).toBe("payment_in_progress");
      await db().$executeRaw`UPDATE "Payment" SET "updatedAt" = now() - interval '3 minutes' WHERE id = ${payment.id}`;
      const delivered = await paid(b.url, "/api/v3/resources/pages", PAGE_BODY, signature);
      expect(delivered.status, delivered.text).toBe(201);
      const body = JSON.parse(delivered.text);
      expect(body.page.lease.status).toBe("active");
      expect(body.capabilityToken.token).toMatch(/^at_live_/);
      expect(body.payment).toMatchObject({ status: "settled", transaction: expect.stringMatching(/^0x/) });
      const read = await send({ base: b.url, method: "GET", path: `/api/v3/control/pages/${body.page.id}`, headers: [["authorization", `Bearer ${body.capabilityToken.token}`]] });
      expect(read.status).toBe(200);

      // Once: the token is not delivered again, one Page, one payment row, one charge.
      const again = await paid(b.url, "/api/v3/resources/pages", PAGE_BODY, signature);
      expect(again.status).toBe(409);
      expect(JSON.parse(again.text).code).toBe("payment_already_used");
      expect(again.text).not.toContain("at_live_");
      expect(await db().lease.count({ where: { principal: payer(PAYER).address.toLowerCase(), resourceType: "page" } })).toBe(pagesBefore + 1);
      expect(await db().payment.count({ where: { payer: payment.payer, nonce: payment.nonce } })).toBe(1);
      expect(await db().capabilityToken.count({ where: { leaseId: payment.leaseId! } })).toBe(1);
      expect(await paidTo.received()).toBe(2_000_000n);
    },
    240_000,
  );

  it(
    "SIGKILL after a 202 (settlement unconfirmed): after the restart the retry delivers the Person once, for one charge",
    async () => {
      const b = await instance("security-restart-c");
      const { required } = await challenge("/api/v3/resources/persons", PERSON_BODY);
      const signature = await signedHeader(PAYER, required);
      const paidTo = await paymentsFrom(payer(PAYER).address);
      await setFault(faults(), payer(PAYER).address, "drop-after-send");
      const pending = await paid(b.url, "/api/v3/resources/persons", PERSON_BODY, signature);
      expect(pending.status, pending.text).toBe(202);
      const { paymentId } = JSON.parse(pending.text);
      await b.stop("SIGKILL");
      await setFault(faults(), payer(PAYER).address, null);
      expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("pending");

      const c = await instance("security-restart-d");
      const delivered = await paid(c.url, "/api/v3/resources/persons", PERSON_BODY, signature);
      expect(delivered.status, delivered.text).toBe(201);
      const body = JSON.parse(delivered.text);
      expect(body.person.lease.status).toBe("active");
      expect(body.capabilityToken.token).toMatch(/^at_live_/);
      const again = await paid(c.url, "/api/v3/resources/persons", PERSON_BODY, signature);
      expect(JSON.parse(again.text).code).toBe("payment_already_used");
      const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
      expect(payment.status).toBe("settled");
      expect(await db().capabilityToken.count({ where: { leaseId: payment.leaseId! } })).toBe(1);
      expect(await paidTo.received()).toBe(5_000_000n);
    },
    180_000,
  );
});
