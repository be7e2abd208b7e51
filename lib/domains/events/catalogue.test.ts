import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_TYPES, eventCatalogue, eventComponentId, TypedEventSchema } from "./catalogue";

const docs = readFileSync(path.resolve(import.meta.dirname, "../../../docs/events.md"), "utf8");

describe("the event catalogue is published", () => {
  it("docs/events.md describes every event type (a bold entry of its own), and no type that does not exist", () => {
    for (const type of EVENT_TYPES) expect(docs, `docs/events.md lacks ${type}`).toContain(`- **\`${type}\`**:`);
    const documented = [...docs.matchAll(/^- \*\*`([a-z_.]+)`\*\*:/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...EVENT_TYPES].sort());
  });

  it("each type has its own OpenAPI component with its data schema, one of TypedEvent by type", () => {
    const ids = new Set(EVENT_TYPES.map(eventComponentId));
    expect(ids.size).toBe(EVENT_TYPES.length);
    expect(eventComponentId("page.booking.created")).toBe("PageBookingCreatedEvent");
    expect(eventComponentId("lease.token_refreshed")).toBe("LeaseTokenRefreshedEvent");
    const booking = {
      id: "evt_pg_x_1",
      seq: 1,
      type: "page.booking.created",
      resourceType: "page",
      resourceId: "pg_x",
      actor: "counterpart",
      actorEmail: "a@example.com",
      data: { submissionId: "s", submitterEmail: "a@example.com", submissionsRemaining: 1, url: "/u", slot: "2026-11-25T10:00:00.000Z", durationMinutes: 30, timezone: "UTC" },
      createdAt: "2026-11-23T10:00:00.000Z",
    };
    expect(TypedEventSchema.safeParse(booking).success).toBe(true);
    expect(TypedEventSchema.safeParse({ ...booking, data: { ...booking.data, extra: 1 } }).success).toBe(false);
    expect(TypedEventSchema.safeParse({ ...booking, type: "page.order.created" }).success).toBe(false);
    // Strict: a member the schema does not name is refused.
    for (const type of EVENT_TYPES) expect(eventCatalogue[type].data.safeParse({ __unknown: 1 }).success, `${type}'s data is strict`).toBe(false);
  });
});
