/**
 * The webhook measure of npm run bench (--only=webhooks): one instance of the
 * service (next start, its job workers on) delivers signed webhooks to a local
 * receiver that verifies every one with the `standardwebhooks` library.
 *
 * Events are recorded by this process, as another instance of the service
 * would record them (recordEvent in a transaction, which queues the
 * deliveries in it), over a number of Pages with one endpoint each.
 * 1. Throughput: a backlog is recorded before the delivering instance starts
 *    (on a 2-vCPU machine this process cannot record as fast as the instance
 *    delivers), then the instance delivers it: deliveries a minute.
 * 2. Delay: events recorded at a steady rate while the instance delivers; the
 *    delay of each is from its commit to its arrival, both read on this
 *    process's clock.
 * Goal: ≥ 10,000 deliveries a minute from one instance, p99
 * commit → delivery ≤ 2 s.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { db } from "../../lib/core/db/client";
import { recordEvent } from "../../lib/domains/events/record";
import { stopJobEngine } from "../../lib/domains/jobs/engine";
import { startInstance } from "../../test/support/instance";

export type BenchRow = { name: string; leasehold: string; baseline: string; ratio: number | null; goal: string; met: boolean };

export async function benchWebhooks(options: {
  env: Record<string, string>;
  /** The bench's app (its job workers off): the Pages are bought there. */
  appUrl: string;
  /** A fetch that pays (a payer of the local chain). */
  paying: () => typeof fetch;
  record: (row: BenchRow) => void;
  raw: Record<string, unknown>;
  cleanups: (() => Promise<unknown> | unknown)[];
  quick: boolean;
}): Promise<void> {
  const seconds = options.quick ? 10 : 30;
  const ratePerSecond = Number(process.env.BENCH_WEBHOOK_RATE ?? 60);
  const pages = Number(process.env.BENCH_WEBHOOK_RESOURCES ?? 20);

  // The receiver: verifies each delivery, notes when it arrived.
  const secrets = new Map<string, Webhook>();
  const arrivals = new Map<string, { at: number; count: number }>();
  let unverified = 0;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString("utf8");
      const pageId = request.url!.slice(1);
      try {
        secrets.get(pageId)!.verify(body, request.headers as Record<string, string>);
      } catch {
        unverified++;
      }
      const id = String(request.headers["webhook-id"]);
      const seen = arrivals.get(id);
      arrivals.set(id, { at: seen?.at ?? at, count: (seen?.count ?? 0) + 1 });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  options.cleanups.unshift(() => new Promise((resolve) => receiver.close(resolve)));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  // Pages are bought through the bench's app (its job workers off), so nothing is delivered until the measured instance starts.
  const ids: string[] = [];
  for (let n = 0; n < pages; n++) {
    const response = await options.paying()(`${options.appUrl}/api/v3/resources/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ label: `Webhook bench ${n}`, webhook: { url: `${receiverUrl}/pending`, eventTypes: ["page.updated"] } }),
    });
    if (response.status !== 201) throw new Error(`provision: ${response.status} ${await response.text()}`);
    const json = await response.json();
    const id = json.page.id as string;
    ids.push(id);
    secrets.set(id, new Webhook(json.webhook.secret));
    // The receiver tells the Pages apart by path.
    await db().webhookEndpoint.update({ where: { id: json.webhook.id }, data: { url: `${receiverUrl}/${id}` } });
  }
  options.cleanups.unshift(() => stopJobEngine());

  const commits = new Map<string, number>();
  const produce = async (pageId: string, count = 1) => {
    const events = await db().$transaction(async (tx) => {
      const recorded = [];
      for (let k = 0; k < count; k++) {
        recorded.push(await recordEvent(tx, { resourceType: "page", resourceId: pageId, type: "page.updated", actor: "controller", data: { changed: ["label"] } }));
      }
      return recorded;
    });
    const at = performance.now();
    for (const event of events) commits.set(event.id, at);
  };
  const waitAll = async (timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while ([...commits.keys()].some((id) => !arrivals.has(id)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  // 1. Throughput: a backlog of events is recorded first (this process cannot record faster than the measured
  //    instance delivers on a 2-vCPU machine), then the instance starts and delivers it.
  const backlog = Number(process.env.BENCH_WEBHOOK_BACKLOG ?? (options.quick ? 3000 : 12_000));
  console.log(`  throughput: ${backlog} events recorded over ${pages} Pages (one endpoint each), then one instance delivers them`);
  for (let made = 0; made < backlog; ) {
    const batch = [];
    for (let k = 0; k < 8 && made < backlog; k++, made += 20) batch.push(produce(ids[(made / 20) % ids.length]!, Math.min(20, backlog - made)));
    await Promise.all(batch);
  }
  // It works the queue the bench app filled: the service's own namespace.
  const instance = await startInstance({ name: "bench-webhooks", env: { ...options.env, TASK_WORKER: "on", LEASEHOLD_JOB_NAMESPACE: "" } });
  options.cleanups.unshift(() => instance.stop());
  await waitAll(300_000);
  const times = [...arrivals.values()].map((a) => a.at);
  const drained = arrivals.size;
  const drainSeconds = (Math.max(...times) - Math.min(...times)) / 1000;
  const perMinute = (drained / drainSeconds) * 60;
  const duplicatesDrain = [...arrivals.values()].filter((a) => a.count > 1).length;
  console.log(`  ${drained} of ${backlog} delivered in ${drainSeconds.toFixed(1)} s (${duplicatesDrain} twice, ${unverified} unverified)`);

  // 2. Delay: events recorded at a steady rate while the instance delivers; commit → arrival.
  commits.clear();
  arrivals.clear();
  const perTransaction = 1;
  console.log(`  delay: ${ratePerSecond} events a second for ${seconds} s, one event a transaction`);
  const started = performance.now();
  const tickMs = 100;
  const perTick = (ratePerSecond * tickMs) / 1000;
  const inFlight = new Set<Promise<void>>();
  let made = 0;
  let lag = 0;
  let page = 0;
  for (let tick = 0; performance.now() - started < seconds * 1000; tick++) {
    let due = Math.floor((tick + 1) * perTick) - made;
    made += due;
    while (due > 0) {
      const count = Math.min(perTransaction, due);
      due -= count;
      // At most 6 transactions at once (the producer's pool has 10 connections): when the database falls behind, the producer lags (reported) rather than piling up.
      while (inFlight.size >= 6) await Promise.race(inFlight);
      const pending: Promise<void> = produce(ids[page++ % ids.length]!, count).finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    }
    const next = started + (tick + 1) * tickMs;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else lag = Math.max(lag, -wait);
  }
  await Promise.all(inFlight);
  await waitAll(60_000);

  const delays = [...commits].filter(([id]) => arrivals.has(id)).map(([id, at]) => arrivals.get(id)!.at - at);
  const delivered = delays.length;
  const duplicates = duplicatesDrain + [...arrivals.values()].filter((a) => a.count > 1).length;
  const sorted = [...delays].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  options.raw.webhooks = {
    throughput: { backlog, delivered: drained, seconds: drainSeconds, perMinute },
    delay: { events: commits.size, delivered, offeredPerSecond: ratePerSecond, seconds, producerLagMs: lag, p50: pct(50), p99: pct(99), max: sorted.at(-1) },
    duplicates,
    unverified,
    pages,
  };
  console.log(`  ${commits.size} events, ${delivered} delivered, producer lag ≤ ${lag.toFixed(0)} ms; ${duplicates} delivered twice, ${unverified} unverified in all`);
  options.record({
    name: "webhook deliveries from one instance (signed, verified by the receiver)",
    leasehold: `${Math.round(perMinute).toLocaleString("en")} a minute`,
    baseline: `a backlog of ${backlog.toLocaleString("en")}`,
    ratio: null,
    goal: "≥ 10,000 a minute, all delivered once",
    met: perMinute >= 10_000 && drained === backlog && duplicates === 0 && unverified === 0,
  });
  options.record({
    name: `webhook delay at ${ratePerSecond} events a second, commit → delivery (p50 / p99)`,
    leasehold: `${pct(50).toFixed(0)} / ${pct(99).toFixed(0)} ms`,
    baseline: `${delivered} of ${commits.size} delivered`,
    ratio: null,
    goal: "p99 ≤ 2000 ms",
    met: pct(99) <= 2000 && delivered === commits.size,
  });
}
