/**
 * Leases for the event tests, made directly in the database (no payment:
 * what is tested is what happens after), with a capability token for the
 * real HTTP API; and reading a resource's events through GET …/events.
 *
 * Every resource leased here is also subscribed, through the REST API, to a
 * webhook on this file's receiver (a local server verifying each delivery
 * with the `standardwebhooks` library). After the file's tests, every event
 * each resource recorded must have been delivered to it exactly once, signed
 * with that endpoint's secret, its body the event as GET …/events shows it;
 * the types delivered are written to test-results/webhook-types/ for the
 * suite's teardown, which checks that together they cover TYPES_TO_DELIVER.
 */
import { afterAll, expect } from "vitest";
import { db } from "@/lib/core/db/client";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { drainWebhooks } from "@/lib/domains/webhooks/delivery";
import type { Prisma } from "@/lib/core/db/generated/client";
import { newResourceId } from "@/lib/core/ids";
import { parseContent, type ToolType } from "@/lib/domains/pages/content";
import { issueToken } from "@/lib/domains/tokens/issue";
import { api, bearer } from "../support/agent";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { recordDeliveredTypes } from "../support/webhook-types";

export type Leased = { id: string; leaseId: string; token: string; kind: "persons" | "pages" };

async function lease(resourceType: "person" | "page", includedUnits: number, termMs: number) {
  const id = newResourceId(resourceType);
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType, resourceId: id, principal: `0x${"e5".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + termMs), includedUnits },
  });
  return { id, lease };
}

const token = async (lease: { id: string }, resourceType: "person" | "page", resourceId: string) =>
  (await db().$transaction((tx) => issueToken(tx, { id: lease.id, resourceType, resourceId }))).token.token;

let receiver: Receiver | undefined;
const subscribed: { resource: Leased; secret: string }[] = [];

/** Subscribes the resource to this file's receiver (all event types), as a controller would. */
async function subscribe(resource: Leased): Promise<void> {
  receiver ??= await startReceiver();
  const response = await api(`/api/v3/control/${resource.kind}/${resource.id}/webhooks`, {
    method: "POST",
    headers: { ...bearer(resource.token), "content-type": "application/json" },
    body: JSON.stringify({ url: receiver.url(`/${resource.id}`), description: "test/events" }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { secret } = (await response.json()) as { secret: string };
  receiver.secrets.push(secret);
  subscribed.push({ resource, secret });
}

afterAll(async () => {
  if (!receiver) return;
  const delivered = new Set<string>();
  try {
    // A file with a job namespace of its own (test/events/lease-timer.test.ts) queues the deliveries of the
    // events it records there, where the service's workers never look: delivered from here instead.
    if (process.env.LEASEHOLD_JOB_NAMESPACE) {
      while ((await drainWebhooks({ max: 500 })) > 0);
      await stopJobEngine();
    }
    for (const { resource, secret } of subscribed) {
      const readable = await api(`/api/v3/control/${resource.kind}/${resource.id}/events?after=0&limit=1`, { headers: bearer(resource.token) });
      await readable.body?.cancel();
      const mine = () => receiver!.deliveries.filter((d) => d.path === `/${resource.id}`);
      if (readable.status === 200) {
        const events = await eventsOf(resource);
        const ids = new Set(events.map((event) => event.id));
        await receiver.waitFor(() => events.every((event) => mine().some((d) => d.id === event.id)), 30_000, `every event of ${resource.id} delivered`);
        for (const event of events) {
          const copies = mine().filter((d) => d.id === event.id);
          expect(copies.map((d) => d.id), `${event.type} delivered once`).toEqual([event.id]);
          expect(copies[0]!.verifiedBy, `${event.type} signed with its endpoint's secret`).toEqual([receiver.secrets.indexOf(secret)]);
          expect(JSON.parse(copies[0]!.body)).toEqual(JSON.parse(JSON.stringify(event)));
          delivered.add(event.type);
        }
        expect(mine().filter((d) => !ids.has(d.id)).map((d) => d.event.type), "deliveries of no recorded event").toEqual([]);
      } else {
        // Destroyed (its token revoked, its events gone): what was delivered was signed, once each, seq after seq.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const got = mine();
        expect(new Set(got.map((d) => d.id)).size).toBe(got.length);
        for (const d of got) expect(d.verifiedBy).toEqual([receiver.secrets.indexOf(secret)]);
        const seqs = got.map((d) => d.event.seq).sort((a, b) => a - b);
        expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, n) => seqs[0]! + n));
        for (const d of got) delivered.add(d.event.type);
      }
    }
  } finally {
    await receiver.close();
  }
  recordDeliveredTypes(expect.getState().testPath, delivered);
}, 60_000);

export async function leasePage(toolType: ToolType, content: Record<string, unknown>, options: { included?: number; termMs?: number } = {}): Promise<Leased> {
  const { id, lease: row } = await lease("page", options.included ?? 500, options.termMs ?? 30 * 86_400_000);
  const parsed = parseContent(toolType, content);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  await db().page.create({ data: { id, leaseId: row.id, label: `Events: ${toolType}`, toolType, content: parsed.data as Prisma.InputJsonValue, visibility: "public" } });
  const leased: Leased = { id, leaseId: row.id, token: await token(row, "page", id), kind: "pages" };
  await subscribe(leased);
  return leased;
}

export async function leasePerson(options: { included?: number; termMs?: number } = {}): Promise<Leased> {
  const { id, lease: row } = await lease("person", options.included ?? 250, options.termMs ?? 30 * 86_400_000);
  await db().person.create({ data: { id, leaseId: row.id, name: "Eve", goal: "Answer questions about events." } });
  const leased: Leased = { id, leaseId: row.id, token: await token(row, "person", id), kind: "persons" };
  await subscribe(leased);
  return leased;
}

export type Event = { id: string; seq: number; type: string; resourceType: string; resourceId: string; actor: string; actorEmail: string | null; data: Record<string, unknown>; createdAt: string };

/** Every event of the resource (JSON pages of GET …/events, followed to the end). */
export async function eventsOf(resource: Leased, after = 0): Promise<Event[]> {
  const all: Event[] = [];
  for (let cursor = after; ; ) {
    const response = await api(`/api/v3/control/${resource.kind}/${resource.id}/events?after=${cursor}&limit=200`, { headers: bearer(resource.token) });
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as { events: Event[]; nextAfter: number };
    all.push(...page.events);
    if (page.events.length < 200) return all;
    cursor = page.nextAfter;
  }
}

/** The one event of `type` (failing if there is none or more than one). */
export async function onlyEvent(resource: Leased, type: string): Promise<Event> {
  const found = (await eventsOf(resource)).filter((event) => event.type === type);
  expect(found.map((event) => event.type), `${type} once`).toEqual([type]);
  return found[0]!;
}

export const typesOf = async (resource: Leased) => (await eventsOf(resource)).map((event) => event.type);
