/**
 * Webhook deliveries across server restarts and instances: instances of the
 * service of their own, in a job namespace of their own (so the suite's
 * service does not work their queues), with a 5-minute retry window.
 * - a receiver that is down while the server restarts gets everything afterwards;
 * - two instances working the same queue deliver each event once.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PAGE_BODY, payingFetch } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { fundPayer } from "../support/security";
import { startReceiver, type Receiver } from "../support/webhook-receiver";

const PAYER = 122;
const env = {
  TASK_WORKER: "on",
  LEASEHOLD_JOB_NAMESPACE: `whi${randomUUID().slice(0, 8)}-`,
  WEBHOOK_RETRY_WINDOW_SECONDS: "300",
  WEBHOOK_RETRY_DELAY_SECONDS: "1",
  WEBHOOK_RETRY_DELAY_MAX_SECONDS: "2",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const instances: Instance[] = [];
const receivers: Receiver[] = [];
afterAll(async () => {
  for (const instance of instances) await instance.stop().catch(() => {});
  for (const receiver of receivers) await receiver.close().catch(() => {});
});

const patch = (instance: Instance, id: string, token: string, label: string) =>
  fetch(`${instance.url}/api/v3/control/pages/${id}`, { method: "PATCH", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify({ label }) });

describe("webhook deliveries across restarts and instances", () => {
  let id = "";
  let token = "";
  let secret = "";
  let port = 0;

  beforeAll(async () => {
    await fundPayer(PAYER);
  });

  it("a receiver that is down while the server restarts gets every event afterwards, once", async () => {
    const first = await startInstance({ name: "webhooks-a", env });
    instances.push(first);
    let receiver = await startReceiver();
    receivers.push(receiver);
    port = receiver.port;
    const response = await payingFetch(PAYER)(`${first.url}/api/v3/resources/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...PAGE_BODY, webhook: { url: receiver.url("/restart") } }),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    ({ id } = body.page);
    token = body.capabilityToken.token;
    secret = body.webhook.secret;
    receiver.secrets.push(secret);
    await receiver.waitFor((d) => d.some((x) => x.event.type === "lease.provisioned"), 20_000, "lease.provisioned");

    // The receiver goes down; three changes are made; their first attempts fail.
    await receiver.close();
    for (const label of ["one", "two", "three"]) expect((await patch(first, id, token, label)).status).toBe(200);
    await sleep(2000);
    // The server restarts (a new process), the receiver comes back on its address.
    await first.stop();
    receiver = await startReceiver({ port });
    receivers.push(receiver);
    receiver.secrets.push(secret);
    const second = await startInstance({ name: "webhooks-b", env });
    instances.push(second);
    await receiver.waitFor((d) => [2, 3, 4].every((seq) => d.some((x) => x.event.seq === seq)), 30_000, "the three updates");
    await sleep(3000);
    expect(receiver.deliveries.map((d) => d.event.seq).sort()).toEqual([2, 3, 4]);
    expect([...receiver.accepted().values()]).toEqual([1, 1, 1]);
    expect(receiver.deliveries.every((d) => d.verifiedBy.length === 1)).toBe(true);
  }, 180_000);

  it("two instances working the same queue deliver each event once", async () => {
    const receiver = receivers.at(-1)!;
    const [one] = instances.slice(-1);
    const two = await startInstance({ name: "webhooks-c", env });
    instances.push(two);
    const before = receiver.deliveries.length;
    // 30 changes through both instances, a few at a time: each records an event and queues its delivery.
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all([patch(one!, id, token, `a${round}`), patch(two, id, token, `b${round}`), patch(round % 2 ? one! : two, id, token, `c${round}`)]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    }
    await receiver.waitFor((d) => new Set(d.slice(before).map((x) => x.id)).size >= 30, 60_000, "30 updates");
    await sleep(3000);
    const got = receiver.deliveries.slice(before);
    expect(got).toHaveLength(30);
    expect(new Set(got.map((d) => d.id)).size).toBe(30);
    expect(got.map((d) => d.event.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n + 5));
    expect(got.every((d) => d.verifiedBy.length === 1 && d.status === 200)).toBe(true);
  }, 180_000);
});
