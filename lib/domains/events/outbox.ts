/**
 * The outbox of events: in the transaction that records an event, one
 * `webhook.delivery` job is queued for each enabled webhook endpoint of the
 * resource that takes its type. The jobs commit with the event (a rolled-back
 * change sends nothing) and carry the event itself, so a delivery outlives
 * the resource's destroy. The endpoints are read with SQL here: lib/domains/webhooks
 * sits above events and owns the rest (subscriptions, signing, the handler).
 */
import type { Tx } from "../../core/db/client";
import { enqueue } from "../jobs/engine";
import type { PublicEvent } from "./catalogue";

export async function queueDeliveries(tx: Tx, event: PublicEvent): Promise<number> {
  const endpoints = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "WebhookEndpoint"
    WHERE "resourceId" = ${event.resourceId} AND enabled AND (cardinality("eventTypes") = 0 OR ${event.type} = ANY("eventTypes"))
    ORDER BY "createdAt"`;
  // Grouped by endpoint: one delivery at a time each, in the order queued (the job's policy).
  for (const { id } of endpoints) await enqueue(tx, "webhook.delivery", { endpointId: id, event }, { group: id });
  return endpoints.length;
}
