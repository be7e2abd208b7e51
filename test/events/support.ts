/**
 * Leases for the event tests, made directly in the database (no payment:
 * what is tested is what happens after), with a capability token for the
 * real HTTP API; and reading a resource's events through GET …/events.
 */
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { newResourceId } from "@/lib/leases/ids";
import { parseContent, type ToolType } from "@/lib/pages/content";
import { issueToken } from "@/lib/tokens/issue";
import { api, bearer } from "../support/agent";

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

export async function leasePage(toolType: ToolType, content: Record<string, unknown>, options: { included?: number; termMs?: number } = {}): Promise<Leased> {
  const { id, lease: row } = await lease("page", options.included ?? 500, options.termMs ?? 30 * 86_400_000);
  const parsed = parseContent(toolType, content);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  await db().page.create({ data: { id, leaseId: row.id, label: `Events: ${toolType}`, toolType, content: parsed.data as Prisma.InputJsonValue, visibility: "public" } });
  return { id, leaseId: row.id, token: await token(row, "page", id), kind: "pages" };
}

export async function leasePerson(options: { included?: number; termMs?: number } = {}): Promise<Leased> {
  const { id, lease: row } = await lease("person", options.included ?? 250, options.termMs ?? 30 * 86_400_000);
  await db().person.create({ data: { id, leaseId: row.id, name: "Eve", goal: "Answer questions about events." } });
  return { id, leaseId: row.id, token: await token(row, "person", id), kind: "persons" };
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
