/**
 * Recording an event: inside the caller's transaction, so an event exists
 * exactly when the change it reports committed (a rolled-back change leaves
 * no event, and nothing is ever sent for it).
 *
 * Each event takes the next seq of its resource from the lease row
 * (`Lease.eventSeq`), in the same statement as the insert. Taking it locks
 * that row until the transaction ends, so a resource's events commit in seq
 * order: a reader that has seen seq n has seen every event before it, and
 * `after=n` (or `Last-Event-ID: n`) misses nothing and repeats nothing.
 */
import type { Tx } from "../../core/db/client";
import { EVENTS_CHANNEL, eventCatalogue, eventId, type Actor, type EventData, type EventType, type PublicEvent, type ResourceType } from "./catalogue";
import { queueDeliveries } from "./outbox";

/** `data` may be left out only by event types whose data has no required member. */
type RequiredKeys<O> = { [K in keyof O]-?: string extends K ? never : object extends Pick<O, K> ? never : K }[keyof O];
type DataOf<T extends EventType> = [RequiredKeys<EventData<T>>] extends [never] ? { data?: EventData<T> } : { data: EventData<T> };

export type EventInput<T extends EventType> = {
  resourceType: ResourceType;
  resourceId: string;
  type: T;
  actor: Actor;
  actorEmail?: string | null;
} & DataOf<T>;

export async function recordEvent<T extends EventType>(tx: Tx, event: EventInput<T>): Promise<PublicEvent> {
  const definition = eventCatalogue[event.type];
  if (definition.resource !== "any" && definition.resource !== event.resourceType) {
    throw new Error(`A ${event.resourceType} cannot record ${event.type}.`);
  }
  // A mismatch is a bug here, not the caller's input: it throws (and rolls the change back).
  const data = definition.data.parse((event as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  // The insert, and a NOTIFY that open event streams hear (./stream.ts): PostgreSQL delivers it
  // at commit, never for a transaction that rolls back, in one statement with the event.
  const rows = await tx.$queryRaw<{ id: bigint; seq: number; createdAt: Date }[]>`
    WITH next AS (
      UPDATE "Lease" SET "eventSeq" = "eventSeq" + 1 WHERE "resourceId" = ${event.resourceId} RETURNING "eventSeq"
    ), inserted AS (
      INSERT INTO "TimelineEvent" ("resourceType", "resourceId", "seq", type, actor, "actorEmail", data)
      SELECT ${event.resourceType}::"ResourceType", ${event.resourceId}, next."eventSeq", ${event.type}, ${event.actor}, ${event.actorEmail ?? null}, ${JSON.stringify(data)}::jsonb
      FROM next
      RETURNING id, seq, "createdAt"
    )
    SELECT inserted.id, inserted.seq, inserted."createdAt"
    FROM inserted, LATERAL (SELECT pg_notify(${EVENTS_CHANNEL}, ${event.resourceId} || ':' || inserted.seq)) AS notified`;
  const row = rows[0];
  if (!row) throw new Error(`No lease for ${event.resourceType} ${event.resourceId}: its event cannot be recorded.`);
  const recorded: PublicEvent = {
    id: eventId(event.resourceId, row.seq),
    seq: row.seq,
    type: event.type,
    resourceType: event.resourceType,
    resourceId: event.resourceId,
    actor: event.actor,
    actorEmail: event.actorEmail ?? null,
    data,
    createdAt: row.createdAt.toISOString(),
  };
  // Webhooks: a delivery job per subscribed endpoint, committed with the event (./outbox.ts).
  await queueDeliveries(tx, recorded);
  return recorded;
}
