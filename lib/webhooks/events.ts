/** A timeline row as the receiver gets it (EventSchema): what a redelivery sends. */
import type { TimelineEvent } from "../db/generated/client";
import { eventId, type PublicEvent } from "../events/catalogue";

export function publicEventOf(row: TimelineEvent): PublicEvent {
  return {
    id: eventId(row.resourceId, row.seq),
    seq: row.seq,
    type: row.type as PublicEvent["type"],
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    actor: row.actor as PublicEvent["actor"],
    actorEmail: row.actorEmail,
    data: (row.data ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  };
}
