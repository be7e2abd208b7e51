/**
 * The lease's own events and the controller's changes, read through GET
 * …/events after real x402 purchases: lease.provisioned, page.updated,
 * person.knowledge.added/removed, lease.renewed (its termEnd), and
 * lease.destroyed (recorded after the resource's other events are gone; its
 * token no longer reads, so it is checked in the table).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, bearer, paidPost, provision } from "../support/agent";
import { fundPayer } from "../support/security";
import { typesOf, type Leased } from "./support";

const PAYER = 117;

beforeAll(async () => {
  await fundPayer(PAYER);
});

const json = (token: string, method: string, body: unknown) => ({ method, headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(body) });

describe("lease events over the real purchase flow", () => {
  it("a Page: lease.provisioned, page.updated, lease.renewed with the new termEnd, then lease.destroyed", async () => {
    const bought = await provision(PAYER, "pages");
    const page: Leased = { id: bought.id, token: bought.token, leaseId: "", kind: "pages" };
    expect((await api(`/api/v3/control/pages/${page.id}`, json(page.token, "PATCH", { label: "Renamed" }))).status).toBe(200);
    const renewed = await paidPost(PAYER, `/api/v3/resources/pages/${page.id}/renew`);
    expect(renewed.status, await renewed.clone().text()).toBe(201);
    const events = (await (await api(`/api/v3/control/pages/${page.id}/events`, { headers: bearer(page.token) })).json()).events as { type: string; actor: string; data: Record<string, unknown> }[];
    expect(events.map((e) => e.type)).toEqual(["lease.provisioned", "page.updated", "lease.renewed"]);
    expect(events[1]!.data).toEqual({ changed: ["label"] });
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: page.id } });
    expect(events[2]).toMatchObject({ actor: "controller", data: { termEnd: lease.termEnd.toISOString() } });

    expect((await api(`/api/v3/control/pages/${page.id}`, { method: "DELETE", headers: bearer(page.token) })).status).toBe(200);
    expect((await api(`/api/v3/control/pages/${page.id}/events`, { headers: bearer(page.token) })).status).toBe(401);
    const left = await db().timelineEvent.findMany({ where: { resourceId: page.id }, orderBy: { seq: "asc" } });
    expect(left.map((e) => [e.type, e.seq])).toEqual([["lease.destroyed", 4]]);
  });

  it("a Person: lease.provisioned, person.knowledge.added and removed", async () => {
    const bought = await provision(PAYER, "persons");
    const person: Leased = { id: bought.id, token: bought.token, leaseId: "", kind: "persons" };
    const added = await api(`/api/v3/control/persons/${person.id}/files`, json(person.token, "POST", { name: "faq.md", content: "Opening hours: 9 to 5." }));
    expect(added.status, await added.clone().text()).toBe(201);
    const { id: fileId } = await added.json();
    expect((await api(`/api/v3/control/persons/${person.id}/files/${fileId}`, { method: "DELETE", headers: bearer(person.token) })).status).toBe(200);
    expect(await typesOf(person)).toEqual(["lease.provisioned", "person.knowledge.added", "person.knowledge.removed"]);
  });
});
