/**
 * Webhooks end to end: the real service, a real receiver (a local HTTP
 * server that verifies every delivery with the `standardwebhooks` library
 * and counts webhook-ids). The suite's service runs with EGRESS_ALLOW_LOCAL=on
 * (http and loopback, for the receiver) and retries within seconds
 * (WEBHOOK_RETRY_DELAY_SECONDS=1, a 6-second window): test/setup/service.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { recordEvent } from "@/lib/domains/events/record";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { api, bearer, jsonPost, paidPost, PAGE_BODY, PERSON_BODY, provision } from "../support/agent";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { recordDeliveredTypes } from "../support/webhook-types";
import { fundPayer } from "../support/security";

const PAYER = 120;
const PAGE_PAYER = 121;

const call = (token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  await fundPayer(PAYER);
  await fundPayer(PAGE_PAYER);
});
afterAll(async () => {
  // The types delivered 2xx and verified by a known secret, for the suite's check (test/support/webhook-types.ts).
  recordDeliveredTypes(expect.getState().testPath, receiver?.deliveries.filter((d) => d.status < 300 && d.verifiedBy.length > 0).map((d) => d.event.type) ?? []);
  await receiver?.close();
  await stopJobEngine(); // recordEvent queued deliveries from this process (the rollback test)
});

/** Deliveries to one path, its query aside (each test subscribes its own path). */
const at = (path: string) => receiver.deliveries.filter((d) => d.path.split("?")[0] === path);

describe("a Person subscribed at purchase time", () => {
  it("gets every event of its life once, signed, from lease.provisioned to lease.destroyed", async () => {
    const path = "/person-life";
    const bad = await paidPost(PAYER, "/api/v3/resources/persons", { ...PERSON_BODY, webhook: { url: "https://10.1.2.3/hook" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "url_not_allowed", details: [{ path: "webhook.url" }] });
    expect(bad.headers.get("payment-response")).toBeNull(); // nothing was charged

    const response = await paidPost(PAYER, "/api/v3/resources/persons", { ...PERSON_BODY, webhook: { url: receiver.url(path), description: "life" } });
    expect(response.status).toBe(201);
    const body = await response.json();
    const { id } = body.person;
    const token = body.capabilityToken.token as string;
    expect(body.webhook).toMatchObject({ url: receiver.url(path), eventTypes: "all", enabled: true, description: "life", resourceId: id });
    expect(body.webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secrets.push(body.webhook.secret);
    const secretIndex = receiver.secrets.length - 1;

    await receiver.waitFor(() => at(path).some((d) => d.event.type === "lease.provisioned"), 20_000, "lease.provisioned");

    expect((await call(token, "PATCH", `/api/v3/control/persons/${id}`, { goal: "A new goal." })).status).toBe(200);
    expect((await call(token, "POST", `/api/v3/control/persons/${id}/chat`, { message: "hello" }).then(async (r) => [r.status, await r.text()]))[0]).toBe(200);
    expect((await call(token, "POST", `/api/v3/control/persons/${id}/tasks`, { title: "Sum", instructions: "Say done." })).status).toBe(201);
    await receiver.waitFor(() => at(path).some((d) => ["person.task.completed", "person.task.failed"].includes(d.event.type)), 40_000, "the task's end");
    const refreshed = await (await call(token, "POST", "/api/v3/tokens/refresh")).json();
    const newToken = refreshed.capabilityToken.token as string;
    expect((await paidPost(PAYER, `/api/v3/resources/persons/${id}/renew`)).status).toBe(201);
    expect((await call(newToken, "DELETE", `/api/v3/control/persons/${id}`)).status).toBe(200);

    await receiver.waitFor(() => at(path).some((d) => d.event.type === "lease.destroyed"), 20_000, "lease.destroyed");
    await sleep(1500); // anything more would be a duplicate
    const got = at(path);
    const types = got.map((d) => d.event.type);
    for (const type of ["lease.provisioned", "person.updated", "person.chat.message", "person.task.created", "person.task.started", "lease.token_refreshed", "lease.renewed", "lease.destroyed"]) {
      expect(types, type).toContain(type);
    }
    // Each once, each verified with the secret, the webhook-id the event's id, the body the event.
    const ids = got.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const delivery of got) {
      expect(delivery.verifiedBy).toEqual([secretIndex]);
      expect(delivery.id).toBe(`evt_${id}_${delivery.event.seq}`);
      expect(delivery.event).toMatchObject({ id: delivery.id, resourceType: "person", resourceId: id });
    }
    // Every seq from 1 to the last, none missing (destroy deleted the timeline, not the queued deliveries).
    const seqs = got.map((d) => d.event.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, n) => n + 1));
    // Order per resource is best effort (two workers may overlap): no check of the arrival order here.
  }, 120_000);
});

describe("webhook endpoints of a Page", () => {
  let id = "";
  let token = "";
  const base = () => `/api/v3/control/pages/${id}/webhooks`;
  const create = async (body: unknown) => call(token, "POST", base(), body);
  const updatePage = (label: string) => call(token, "PATCH", `/api/v3/control/pages/${id}`, { label });

  beforeAll(async () => {
    ({ id, token } = await provision(PAGE_PAYER, "pages"));
  });

  it("are created with a secret shown once, listed and read without it, and validated", async () => {
    const created = await create({ url: receiver.url("/page-a"), eventTypes: ["page.updated", "lease.webhook_disabled"] });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const hook = await created.json();
    expect(hook).toMatchObject({ id: expect.stringMatching(/^wh_[0-9A-Za-z]{24}$/), eventTypes: ["page.updated", "lease.webhook_disabled"], resourceType: "page", disabledReason: null });
    expect(hook.secret).toMatch(/^whsec_/);
    const list = await (await call(token, "GET", base())).json();
    expect(list.webhooks.map((w: { id: string }) => w.id)).toContain(hook.id);
    expect(JSON.stringify(list)).not.toContain("whsec_");
    expect(JSON.stringify(await (await call(token, "GET", `${base()}/${hook.id}`)).json())).not.toContain("whsec_");
    // The secret is stored encrypted, never in clear.
    const row = await db().webhookEndpoint.findUniqueOrThrow({ where: { id: hook.id } });
    expect(row.secretSealed).not.toContain(hook.secret.slice(6, 20));

    const refusals: [unknown, number, string][] = [
      [{ url: "https://10.0.0.1/x" }, 400, "url_not_allowed"],
      [{ url: "https://169.254.169.254/latest/meta-data/" }, 400, "url_not_allowed"],
      [{ url: "https://[fd00:ec2::254]/" }, 400, "url_not_allowed"],
      [{ url: "https://192.168.1.10/" }, 400, "url_not_allowed"],
      [{ url: "ftp://example.com/" }, 400, "url_not_allowed"],
      [{ url: receiver.url("/x"), eventTypes: ["person.updated"] }, 400, "validation_failed"],
      [{ url: receiver.url("/x"), eventTypes: ["no.such.type"] }, 400, "validation_failed"],
      [{ url: receiver.url("/x"), secret: "mine" }, 400, "validation_failed"],
    ];
    for (const [body, status, code] of refusals) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).code).toBe(code);
    }
    // The secret-answering routes take no Idempotency-Key (their answer is never stored).
    const keyed = await call(token, "POST", base(), { url: receiver.url("/x") }, { "idempotency-key": "k1" });
    expect(keyed.status).toBe(400);
    // Another resource's token, and another resource's webhook id.
    expect((await call(token, "GET", `${base()}/wh_${"0".repeat(24)}`)).status).toBe(404);
    expect((await call(token, "GET", `${base()}/nope`)).status).toBe(404); // not a webhook id: names no webhook
  });

  it("deliver only the subscribed types; PATCH changes and disables; the cap holds", async () => {
    const typed = await (await create({ url: receiver.url("/page-typed"), eventTypes: ["lease.token_refreshed"] })).json();
    receiver.secrets.push(typed.secret);
    expect((await updatePage("Not for /page-typed")).status).toBe(200);
    await sleep(1500);
    expect(at("/page-typed")).toEqual([]);
    const patched = await (await call(token, "PATCH", `${base()}/${typed.id}`, { eventTypes: "all", description: "now all" })).json();
    expect(patched).toMatchObject({ eventTypes: "all", description: "now all" });
    expect((await call(token, "PATCH", `${base()}/${typed.id}`, { url: "https://127.0.0.1.example.invalid/" })).status).toBe(400);
    expect((await call(token, "PATCH", `${base()}/${typed.id}`, {})).status).toBe(400);
    expect((await updatePage("For /page-typed")).status).toBe(200);
    await receiver.waitFor(() => at("/page-typed").length === 1, 10_000, "the update");
    const off = await (await call(token, "PATCH", `${base()}/${typed.id}`, { enabled: false })).json();
    expect(off).toMatchObject({ enabled: false, disabledReason: "controller" });
    expect((await updatePage("Not while disabled")).status).toBe(200);
    await sleep(1500);
    expect(at("/page-typed")).toHaveLength(1);

    // Up to 10 endpoints per resource (WEBHOOK_MAX_ENDPOINTS): those that exist count, enabled or not.
    const existing = (await (await call(token, "GET", base())).json()).webhooks.length;
    const extra: string[] = [];
    for (let n = existing; n < 10; n++) {
      const response = await create({ url: receiver.url("/page-cap"), eventTypes: ["lease.token_refreshed"] });
      expect(response.status).toBe(201);
      extra.push((await response.json()).id);
    }
    const over = await create({ url: receiver.url("/page-cap") });
    expect(over.status).toBe(409);
    expect((await over.json()).code).toBe("webhook_limit");
    for (const hookId of [...extra, typed.id]) expect((await call(token, "DELETE", `${base()}/${hookId}`)).status).toBe(200);
    expect((await call(token, "DELETE", `${base()}/${typed.id}`)).status).toBe(404);
  });

  it("retry a receiver that answers 500 three times then 200: the same webhook-id four times, then nothing", async () => {
    const path = "/page-flaky";
    const hook = await (await create({ url: receiver.url(path), eventTypes: ["page.updated"] })).json();
    receiver.secrets.push(hook.secret);
    const index = receiver.secrets.length - 1;
    const previous = receiver.respond;
    receiver.respond = (delivery, count) => (delivery.path === path ? (count <= 3 ? 500 : 200) : previous(delivery, count));
    try {
      expect((await updatePage("Flaky")).status).toBe(200);
      await receiver.waitFor(() => at(path).length >= 4, 30_000, "four attempts");
      await sleep(4000);
      const got = at(path);
      expect(got.map((d) => d.status)).toEqual([500, 500, 500, 200]);
      expect(new Set(got.map((d) => d.id)).size).toBe(1);
      for (const delivery of got) expect(delivery.verifiedBy).toEqual([index]);
      // Backoff: each retry waited at least the configured delay (1 s here).
      for (let n = 1; n < got.length; n++) expect(got[n]!.at - got[n - 1]!.at).toBeGreaterThanOrEqual(900);

      const log = await (await call(token, "GET", `${base()}/${hook.id}/deliveries?limit=10`)).json();
      expect(log.deliveries.map((d: { attempt: number; status: number; ok: boolean }) => [d.attempt, d.status, d.ok])).toEqual([
        [4, 200, true],
        [3, 500, false],
        [2, 500, false],
        [1, 500, false],
      ]);
      expect(log.deliveries[1]).toMatchObject({ eventId: got[0]!.id, eventType: "page.updated", response: "ok", error: "The receiver answered 500." });
      expect(log.deliveries[0].latencyMs).toBeGreaterThanOrEqual(0);
      const first = await (await call(token, "GET", `${base()}/${hook.id}/deliveries?limit=2`)).json();
      expect(first.deliveries).toHaveLength(2);
      const second = await (await call(token, "GET", `${base()}/${hook.id}/deliveries?limit=2&cursor=${first.nextCursor}`)).json();
      expect(second.deliveries.map((d: { attempt: number }) => d.attempt)).toEqual([2, 1]);
      expect(second.nextCursor).toBeNull();

      // Redeliver one event: the same webhook-id again.
      const again = await (await call(token, "POST", `${base()}/${hook.id}/redeliver`, { eventId: got[0]!.id })).json();
      expect(again).toEqual({ queued: 1, eventIds: [got[0]!.id], more: false });
      await receiver.waitFor(() => at(path).length === 5, 10_000, "the redelivery");
      expect(at(path)[4]).toMatchObject({ id: got[0]!.id, status: 200 });
      // Everything since a time: the page.updated events of this Page (the endpoint's type).
      const since = await (await call(token, "POST", `${base()}/${hook.id}/redeliver`, { since: new Date(Date.now() - 3600_000).toISOString() })).json();
      expect(since.queued).toBeGreaterThanOrEqual(4);
      expect(since.eventIds.every((eventId: string) => eventId.startsWith(`evt_${id}_`))).toBe(true);
      await receiver.waitFor(() => at(path).length === 5 + since.queued, 15_000, "the redeliveries since");
      expect((await call(token, "POST", `${base()}/${hook.id}/redeliver`, { eventId: `evt_${id}_99999` })).status).toBe(404);
      expect((await call(token, "POST", `${base()}/${hook.id}/redeliver`, { eventId: `evt_${id}_1` })).status).toBe(409); // lease.provisioned: not a type it takes
    } finally {
      receiver.respond = previous;
      await call(token, "DELETE", `${base()}/${hook.id}`);
    }
  }, 90_000);

  it("do not follow a redirect (to a metadata address): the attempt fails and the log says why", async () => {
    const path = "/page-redirect";
    const hook = await (await create({ url: receiver.url(path), eventTypes: ["page.updated"] })).json();
    const previous = receiver.respond;
    receiver.respond = (delivery, count) => (delivery.path === path ? { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data/" } } : previous(delivery, count));
    try {
      expect((await updatePage("Redirected")).status).toBe(200);
      await receiver.waitFor(() => at(path).length >= 2, 15_000, "two attempts");
      const log = await (await call(token, "GET", `${base()}/${hook.id}/deliveries`)).json();
      const attempt = log.deliveries.at(-1);
      expect(attempt).toMatchObject({ status: 302, ok: false, attempt: 1 });
      expect(attempt.error).toMatch(/redirect \(302 to http:\/\/169\.254\.169\.254\/latest\/meta-data\/\); redirects are not followed/);
    } finally {
      receiver.respond = previous;
      await call(token, "DELETE", `${base()}/${hook.id}`);
    }
  }, 30_000);

  it("rotate: the new secret is shown once; for the overlap both secrets verify each delivery", async () => {
    const path = "/page-rotate";
    const hook = await (await create({ url: receiver.url(path), eventTypes: ["page.updated"] })).json();
    const rotated = await call(token, "POST", `${base()}/${hook.id}/rotate`);
    expect(rotated.status).toBe(200);
    const body = await rotated.json();
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secret).not.toBe(hook.secret);
    expect(Date.parse(body.previousSecretValidUntil) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    receiver.secrets.push(hook.secret, body.secret);
    const [oldIndex, newIndex] = [receiver.secrets.length - 2, receiver.secrets.length - 1];
    expect((await updatePage("Rotated")).status).toBe(200);
    await receiver.waitFor(() => at(path).length === 1, 10_000, "the delivery");
    const [delivery] = at(path);
    expect(delivery!.signature.split(" ")).toHaveLength(2);
    expect(delivery!.verifiedBy).toEqual([oldIndex, newIndex]);
    expect((await call(token, "POST", `${base()}/${hook.id}/rotate`, { x: 1 })).status).toBe(400);
    await call(token, "DELETE", `${base()}/${hook.id}`);
  });

  it("410 Gone disables the endpoint and tells the other endpoints (lease.webhook_disabled); a run of failures does too", async () => {
    const watcher = await (await create({ url: receiver.url("/page-watcher"), eventTypes: ["lease.webhook_disabled"] })).json();
    const gone = await (await create({ url: receiver.url("/page-gone"), eventTypes: ["page.updated"] })).json();
    const failing = await (await create({ url: receiver.url("/page-failing?key=private"), eventTypes: ["page.updated"] })).json();
    const previous = receiver.respond;
    receiver.respond = (delivery, count) => (delivery.path === "/page-gone" ? 410 : delivery.path.startsWith("/page-failing") ? 503 : previous(delivery, count));
    try {
      expect((await updatePage("Gone")).status).toBe(200);
      await receiver.waitFor(() => at("/page-watcher").some((d) => d.event.data.webhookId === gone.id), 15_000, "the gone notice");
      expect(at("/page-gone")).toHaveLength(1); // no retry after 410
      expect(await (await call(token, "GET", `${base()}/${gone.id}`)).json()).toMatchObject({ enabled: false, disabledReason: "gone" });
      // The failing one: every attempt of the retry window (6 s here) failed, then it is disabled.
      await receiver.waitFor(() => at("/page-watcher").some((d) => d.event.data.webhookId === failing.id), 40_000, "the failing notice");
      const notice = at("/page-watcher").find((d) => d.event.data.webhookId === failing.id)!;
      expect(notice.event).toMatchObject({ type: "lease.webhook_disabled", data: { reason: "failing", url: receiver.url("/page-failing") } });
      expect(JSON.stringify(notice.event)).not.toContain("key=private");
      expect(at("/page-failing").length).toBeGreaterThanOrEqual(4);
      expect(await (await call(token, "GET", `${base()}/${failing.id}`)).json()).toMatchObject({ enabled: false, disabledReason: "failing" });
      // On the timeline too.
      const timeline = await db().timelineEvent.findMany({ where: { resourceId: id, type: "lease.webhook_disabled" } });
      expect(timeline.map((e) => (e.data as { reason: string }).reason).sort()).toEqual(["failing", "gone"]);
      // Enabled again by the controller, it receives again.
      receiver.respond = previous;
      expect(await (await call(token, "PATCH", `${base()}/${gone.id}`, { enabled: true })).json()).toMatchObject({ enabled: true, disabledReason: null });
      expect((await updatePage("Back")).status).toBe(200);
      await receiver.waitFor(() => at("/page-gone").length === 2, 10_000, "the delivery after enabling");
    } finally {
      receiver.respond = previous;
      for (const hook of [watcher, gone, failing]) await call(token, "DELETE", `${base()}/${hook.id}`);
    }
  }, 90_000);

  it("a change that rolls back sends nothing", async () => {
    const path = "/page-rollback";
    const hook = await (await create({ url: receiver.url(path) })).json();
    const before = (await db().lease.findUniqueOrThrow({ where: { resourceId: id } })).eventSeq;
    await expect(
      db().$transaction(async (tx) => {
        await recordEvent(tx, { resourceType: "page", resourceId: id, type: "page.updated", actor: "controller", data: { changed: ["label"] } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await sleep(2000);
    expect(at(path)).toEqual([]);
    expect(await db().webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(0);
    // The same write committed is delivered (the receiver was listening).
    await db().$transaction((tx) => recordEvent(tx, { resourceType: "page", resourceId: id, type: "page.updated", actor: "controller", data: { changed: ["label"] } }));
    await receiver.waitFor(() => at(path).length === 1, 10_000, "the committed event");
    expect(at(path)[0]!.event.seq).toBe(before + 1);
    await call(token, "DELETE", `${base()}/${hook.id}`);
  });

  it("are the token's resource's only", async () => {
    const other = await provision(PAGE_PAYER, "pages");
    const hook = await (await create({ url: receiver.url("/page-own") })).json();
    expect((await call(other.token, "GET", `/api/v3/control/pages/${other.id}/webhooks/${hook.id}`)).status).toBe(404);
    expect((await call(other.token, "GET", `/api/v3/control/pages/${id}/webhooks`)).status).toBe(401);
    expect((await jsonPost(`/api/v3/control/pages/${id}/webhooks`, { url: receiver.url("/x") })).status).toBe(401);
    await call(token, "DELETE", `${base()}/${hook.id}`);
  });
});

describe("provisioning with a webhook", () => {
  it("refuses a bad webhook before the payment (400, nothing charged), and subscribes a Page at purchase time", async () => {
    const types = await jsonPost("/api/v3/resources/pages", { ...PAGE_BODY, webhook: { url: receiver.url("/p"), eventTypes: ["person.chat.message"] } });
    expect(types.status).toBe(400);
    expect((await types.json()).details[0].path).toBe("webhook.eventTypes.0");
    const response = await paidPost(PAGE_PAYER, "/api/v3/resources/pages", { ...PAGE_BODY, webhook: { url: receiver.url("/page-bought"), eventTypes: ["lease.provisioned"] } });
    expect(response.status).toBe(201);
    const body = await response.json();
    receiver.secrets.push(body.webhook.secret);
    await receiver.waitFor(() => at("/page-bought").length === 1, 15_000, "lease.provisioned");
    expect(at("/page-bought")[0]!.event).toMatchObject({ type: "lease.provisioned", seq: 1, resourceId: body.page.id });
    expect(at("/page-bought")[0]!.verifiedBy).toEqual([receiver.secrets.length - 1]);
  });
});
