/**
 * Reading a Person's timeline: newest first, a page at a time. The cursor is
 * the id of the last event of the previous page, and the (resourceType,
 * resourceId, id) index makes every page one index range scan, whatever the
 * length of the timeline.
 */
import type { z } from "zod";
import { db } from "../../../core/db/client";
import { ApiError } from "../../../core/http/errors";
import type { TimelineSchema } from "../shapes/schemas";

export async function listTimeline(personId: string, limit: number, cursor?: string): Promise<z.infer<typeof TimelineSchema>> {
  if (cursor !== undefined && !/^\d{1,19}$/.test(cursor)) {
    throw new ApiError("validation_failed", "The cursor is not one this API gave out.", { details: [{ path: "cursor", message: "invalid cursor" }] });
  }
  const rows = await db().timelineEvent.findMany({
    where: { resourceType: "person", resourceId: personId, ...(cursor ? { id: { lt: BigInt(cursor) } } : {}) },
    orderBy: { id: "desc" },
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    events: page.map((event) => ({
      id: event.id.toString(),
      type: event.type,
      actor: event.actor as "controller" | "counterpart" | "person" | "system",
      actorEmail: event.actorEmail,
      data: event.data as Record<string, unknown>,
      createdAt: event.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? page.at(-1)!.id.toString() : null,
  };
}
