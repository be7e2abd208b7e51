import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { recordEvent } from "@/lib/domains/events/record";
import { eventCatalogue, EVENT_TYPES } from "@/lib/domains/events/catalogue";

/** A lease row is all recordEvent needs: the seq lives on it. */
async function lease(resourceType: "person" | "page" = "person") {
  const resourceId = `${resourceType === "person" ? "psn" : "pg"}_ev${randomUUID().slice(0, 12)}`;
  await db().lease.create({
    data: { resourceType, resourceId, principal: "0x0000000000000000000000000000000000000001", termStart: new Date(), termEnd: new Date(Date.now() + 86_400_000), includedUnits: 10 },
  });
  return resourceId;
}
const seqs = async (resourceId: string) =>
  (await db().timelineEvent.findMany({ where: { resourceId }, orderBy: { id: "asc" }, select: { seq: true } })).map((e) => e.seq);

describe("recordEvent", () => {
  it("numbers a resource's events 1, 2, 3… and keeps the lease's counter at the last one", async () => {
    const [a, b] = [await lease(), await lease()];
    for (const id of [a, b, a]) {
      await db().$transaction((tx) => recordEvent(tx, { resourceType: "person", resourceId: id, type: "person.updated", actor: "controller", data: { changed: ["name"] } }));
    }
    const event = await db().$transaction((tx) => recordEvent(tx, { resourceType: "person", resourceId: a, type: "lease.token_refreshed", actor: "controller" }));
    expect(event).toMatchObject({ id: `evt_${a}_3`, seq: 3, type: "lease.token_refreshed", resourceId: a, actorEmail: null, data: {} });
    expect(await seqs(a)).toEqual([1, 2, 3]);
    expect(await seqs(b)).toEqual([1]);
    expect((await db().lease.findUniqueOrThrow({ where: { resourceId: a } })).eventSeq).toBe(3);
  });

  it("under concurrent writers, seq order is commit order: every seq once, no gaps", async () => {
    const id = await lease();
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        db().$transaction(async (tx) => {
          await recordEvent(tx, { resourceType: "person", resourceId: id, type: "person.updated", actor: "controller", data: { changed: [`f${n}`] } });
          await new Promise((resolve) => setTimeout(resolve, n % 5));
        }),
      ),
    );
    const rows = await db().timelineEvent.findMany({ where: { resourceId: id }, orderBy: { seq: "asc" } });
    expect(rows.map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    // The global id (the timeline's order) follows seq: a later seq was written later.
    expect([...rows].sort((x, y) => Number(x.id - y.id)).map((e) => e.seq)).toEqual(rows.map((e) => e.seq));
  });

  it("a change that rolls back leaves no event, and its seq is not used", async () => {
    const id = await lease();
    await expect(
      db().$transaction(async (tx) => {
        await recordEvent(tx, { resourceType: "person", resourceId: id, type: "person.updated", actor: "controller", data: { changed: ["name"] } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await seqs(id)).toEqual([]);
    await db().$transaction((tx) => recordEvent(tx, { resourceType: "person", resourceId: id, type: "person.updated", actor: "controller", data: { changed: ["x"] } }));
    expect(await seqs(id)).toEqual([1]);
  });

  it("refuses data that does not match the catalogue, and an event of the other kind of resource, writing nothing", async () => {
    const id = await lease("page");
    await expect(
      // @ts-expect-error: the type system refuses it too
      db().$transaction((tx) => recordEvent(tx, { resourceType: "page", resourceId: id, type: "page.updated", actor: "controller", data: { changed: ["label"], secret: "x" } })),
    ).rejects.toThrow();
    await expect(
      db().$transaction((tx) => recordEvent(tx, { resourceType: "page", resourceId: id, type: "person.updated", actor: "controller", data: { changed: [] } })),
    ).rejects.toThrow(/A page cannot record person.updated/);
    expect(await seqs(id)).toEqual([]);
    expect((await db().lease.findUniqueOrThrow({ where: { resourceId: id } })).eventSeq).toBe(0);
  });

  it("refuses an event for a resource without a lease", async () => {
    await expect(
      db().$transaction((tx) => recordEvent(tx, { resourceType: "person", resourceId: "psn_nolease", type: "person.updated", actor: "controller", data: { changed: [] } })),
    ).rejects.toThrow(/No lease/);
  });

  it("has a description and a strict data schema for every type, named <resource>.<thing>", () => {
    for (const type of EVENT_TYPES) {
      expect(type).toMatch(/^(lease|person|page)\.[a-z_]+(\.[a-z_]+)?$/);
      const definition = eventCatalogue[type];
      expect(definition.description.length).toBeGreaterThan(10);
      if (!type.startsWith("lease.")) expect(type.startsWith(`${definition.resource}.`)).toBe(true);
    }
  });
});
