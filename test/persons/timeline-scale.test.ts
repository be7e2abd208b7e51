import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { listTimeline } from "@/lib/domains/persons/control/timeline";

describe("timeline pages at scale", () => {
  it("reads a page of a 100,000-event timeline through the index, first page and deep alike", async () => {
    const personId = `psn_scale${Date.now()}`;
    await db().$executeRaw`
      INSERT INTO "TimelineEvent" ("resourceType", "resourceId", seq, type, actor, data, "createdAt")
      SELECT 'person', ${personId}, n, 'person.chat.message', 'controller', jsonb_build_object('n', n), now()
      FROM generate_series(1, 100000) AS n`;
    await db().$executeRaw`ANALYZE "TimelineEvent"`;

    const first = await listTimeline(personId, 50);
    expect(first.events).toHaveLength(50);
    expect(first.events[0]!.data).toEqual({ n: 100000 });
    const rows = await db().$queryRaw<{ id: bigint }[]>`
      SELECT id FROM "TimelineEvent" WHERE "resourceId" = ${personId} ORDER BY id ASC OFFSET 100 LIMIT 1`;
    const deepCursor = rows[0]?.id;
    const deep = await listTimeline(personId, 50, deepCursor!.toString());
    expect(deep.events).toHaveLength(50);
    expect(deep.events[0]!.data).toEqual({ n: 100 });

    // Both pages are index range scans, not a scan and sort of the Person's events.
    for (const cursor of [null, deepCursor!]) {
      const plan = await db().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN SELECT * FROM "TimelineEvent" WHERE "resourceType" = 'person' AND "resourceId" = $1 ${cursor ? `AND id < ${cursor}` : ""} ORDER BY id DESC LIMIT 51`,
        personId,
      );
      const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toMatch(/Index Scan Backward/);
      expect(text).not.toMatch(/Sort/);
    }
    // No stopwatch: the plans above are what keeps a deep page cheap, and they do not depend on the machine's load.
    await db().timelineEvent.deleteMany({ where: { resourceId: personId } });
  });
});
