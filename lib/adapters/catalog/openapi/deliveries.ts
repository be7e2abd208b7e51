/**
 * The document's top-level `webhooks`: what the service POSTs to a
 * subscribed endpoint, one entry per event type (the event catalogue,
 * lib/domains/events/catalogue.ts), each with its typed event as the body
 * and the Standard Webhooks headers it is signed with
 * (lib/domains/webhooks/delivery.ts, docs/webhooks.md). The subscription
 * operations themselves are in webhooks.ts.
 */
import { z } from "zod";
import type { ZodOpenApiPathItemObject } from "zod-openapi";
import { EVENT_TYPES, eventCatalogue, eventComponentId, type EventType } from "../../../domains/events/catalogue";

const DeliveryHeaders = z.object({
  "webhook-id": z.string().meta({ param: { id: "WebhookIdHeader" }, description: "The event's id (`evt_<resourceId>_<seq>`, its `id`): the same on every retry and every redelivery of the event. Deduplicate on it." }),
  "webhook-timestamp": z.string().meta({ param: { id: "WebhookTimestampHeader" }, description: "This attempt's time, in Unix seconds. Refuse a delivery more than a few minutes away from your clock." }),
  "webhook-signature": z.string().meta({
    param: { id: "WebhookSignatureHeader" },
    description:
      'One `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` per secret in force (the endpoint\'s `whsec_…` secret, base64-decoded after the prefix), separated by spaces: two during a rotation\'s overlap. Accept when any of them matches (compare in constant time).',
  }),
});

/**
 * The event type's envelope: TypedEvent's member of that type, published
 * once among the components (index.ts). Given by reference, since a request
 * body's schema would be rendered as what the service accepts rather than
 * what it sends, a second copy of every event.
 */
const bodyOf = (type: EventType) => ({ $ref: `#/components/schemas/${eventComponentId(type)}` });

/** What the receiver's answer does, the same for every event (published once, as components/responses). */
const ANSWERS = {
  "2XX": { id: "WebhookDelivered", description: "Delivered: the attempt ends here." },
  "410": { id: "WebhookGone", description: "Gone: the endpoint is disabled (reason `gone`) and nothing more is sent to it; lease.webhook_disabled is recorded." },
  default: {
    id: "WebhookFailed",
    description:
      "Any other answer (a 3xx is never followed), a timeout or no answer fails the attempt: it is retried with exponential backoff for at least 3 days, with the same webhook-id, then the endpoint is disabled (reason `failing`) if nothing was delivered to it meanwhile.",
  },
};

function delivery(type: EventType): ZodOpenApiPathItemObject {
  const { resource, description } = eventCatalogue[type];
  return {
    post: {
      operationId: `deliver${eventComponentId(type)}`,
      summary: description,
      description: `POSTed to each enabled endpoint of ${resource === "any" ? "a Person or a Page" : resource === "person" ? "a Person" : "a Page"} subscribed to \`${type}\` (or to "all"), signed per Standard Webhooks with the endpoint's secret. The body is the event as the timeline and the event stream carry it.`,
      tags: ["webhooks"],
      security: [],
      requestParams: { header: DeliveryHeaders },
      requestBody: { required: true, content: { "application/json": { schema: bodyOf(type) } } },
      responses: ANSWERS,
    },
  };
}

/** One webhook per event type, in the catalogue's order, named by the type. */
export const WEBHOOK_DELIVERIES: Record<string, ZodOpenApiPathItemObject> = Object.fromEntries(EVENT_TYPES.map((type) => [type, delivery(type)]));
