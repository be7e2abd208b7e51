/** The shapes of webhook subscriptions, their delivery log and redelivery: REST, MCP and OpenAPI read these. */
import { z } from "zod";
import "zod-openapi";
import { EventTypeSchema, ResourceTypeSchema } from "../events/catalogue";
import { PaymentReceiptSchema } from "../payments/schemas";
import { CapabilityTokenSchema } from "../tokens/schemas";

export const WEBHOOK_LIMITS = { url: 2048, description: 500 } as const;
export const WEBHOOK_ID_PATTERN = /^wh_[0-9A-Za-z]{24}$/;

const url = z
  .string()
  .trim()
  .min(1)
  .max(WEBHOOK_LIMITS.url)
  .meta({ description: "Where events are POSTed: https, a public host (resolved and checked: no private, loopback, link-local or metadata address). Redirects are not followed.", example: "https://agent.example/hooks/leasehold" });

const eventTypes = z
  .union([z.literal("all"), z.array(EventTypeSchema).min(1).max(100)])
  .meta({ description: '"all" (the default): every event the resource records, including types added later; or a list of event types, each one this kind of resource records (docs/events.md).' });

const description = z.string().trim().max(WEBHOOK_LIMITS.description).meta({ description: "A note for yourself." });

export const WebhookInputSchema = z
  .strictObject({ url, eventTypes: eventTypes.default("all"), description: description.optional() })
  .meta({ id: "WebhookInput", description: "A webhook subscription on this resource. The answer shows its signing secret once." });
export type WebhookInput = z.output<typeof WebhookInputSchema>;

export const WebhookPatchSchema = z
  .strictObject({
    url: url.optional(),
    eventTypes: eventTypes.optional(),
    description: description.nullable().optional().meta({ description: "null clears it." }),
    enabled: z.boolean().optional().meta({ description: "false stops deliveries (queued ones are dropped); true enables a disabled endpoint again." }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: "Send at least one of url, eventTypes, description, enabled." })
  .meta({ id: "WebhookPatch" });
export type WebhookPatch = z.output<typeof WebhookPatchSchema>;

export const WebhookIdSchema = z.object({
  webhookId: z.string().regex(WEBHOOK_ID_PATTERN, "a webhook id (wh_ and 24 letters or digits)").meta({ description: "The webhook endpoint's id." }),
});

export const WebhookSchema = z
  .object({
    id: z.string(),
    resourceType: ResourceTypeSchema,
    resourceId: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    eventTypes: eventTypes,
    enabled: z.boolean(),
    disabledReason: z
      .enum(["controller", "gone", "failing"])
      .nullable()
      .meta({ description: "Why it is disabled: you disabled it, the receiver answered 410 Gone, or every attempt failed for the whole retry window." }),
    disabledAt: z.iso.datetime().nullable(),
    previousSecretValidUntil: z.iso.datetime().nullable().meta({ description: "After a rotation: until then deliveries are signed with the old secret too." }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Webhook" });
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookWithSecretSchema = WebhookSchema.extend({
  secret: z
    .string()
    .meta({ description: "The signing secret (Standard Webhooks, whsec_ + base64), shown only in this answer: store it in secret storage. Verify each delivery with it (docs/webhooks.md)." }),
}).meta({ id: "WebhookWithSecret" });

export const WebhookListSchema = z.object({ webhooks: z.array(WebhookSchema) }).meta({ id: "WebhookList" });

export const WebhookDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "WebhookDeleted" });

export const DELIVERIES_LIMIT = { min: 1, max: 100, default: 20 } as const;
export const DeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(DELIVERIES_LIMIT.min).max(DELIVERIES_LIMIT.max).default(DELIVERIES_LIMIT.default).meta({ description: `Attempts per page, ${DELIVERIES_LIMIT.min} to ${DELIVERIES_LIMIT.max}.` }),
  cursor: z.string().regex(/^\d{1,19}$/, "nextCursor of the previous page").optional().meta({ description: "nextCursor of the previous page." }),
});

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string().meta({ description: "The event's id: the webhook-id header of the attempt." }),
    eventType: z.string(),
    attempt: z.int().min(1),
    status: z.int().nullable().meta({ description: "The receiver's HTTP status; null when there was no answer." }),
    ok: z.boolean().meta({ description: "A 2xx answer: the event is delivered." }),
    latencyMs: z.int().min(0),
    response: z.string().nullable().meta({ description: "The first 1 KB of the answer." }),
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "WebhookDelivery" });

export const WebhookDeliveryListSchema = z
  .object({ deliveries: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() })
  .meta({ id: "WebhookDeliveryList", description: "Delivery attempts, newest first." });

export const REDELIVER_MAX = 1000;
export const RedeliverInputSchema = z
  .union([
    z.strictObject({ eventId: z.string().min(1).max(200).meta({ description: "One event (evt_…), sent again with the same webhook-id." }) }),
    z.strictObject({ since: z.iso.datetime({ offset: true }).meta({ description: `Every event recorded at or after this time that the endpoint takes, oldest first (at most ${REDELIVER_MAX} a call).` }) }),
  ])
  .meta({ id: "RedeliverInput" });
export type RedeliverInput = z.output<typeof RedeliverInputSchema>;

export const RedeliveredSchema = z
  .object({
    queued: z.int().min(0),
    eventIds: z.array(z.string()),
    more: z.boolean().meta({ description: `More than ${REDELIVER_MAX} events matched: call again with since = the createdAt of the last one.` }),
  })
  .meta({ id: "Redelivered" });

/**
 * The answer to a paid provision, for a Person or a Page alike: the new
 * resource under `key`, its one-time capability token, the payment's receipt,
 * the webhook registered with it (its secret shown once), and the replay flag.
 * Written here, the lowest domain that sees the token, the receipt and the
 * webhook; lib/domains/persons and lib/domains/pages each name theirs (PersonProvisioned,
 * PageProvisioned).
 */
export function provisionedSchema<K extends "person" | "page", S extends z.ZodType>(key: K, resource: S, meta: { id: string; description: string }) {
  return z
    .object({
      ...({ [key]: resource } as { [P in K]: S }),
      capabilityToken: CapabilityTokenSchema.optional().meta({
        description: "The one-time capability token. Absent only on a payment-identifier replay (`replayed: true`): the token was shown in the first answer, once.",
      }),
      payment: PaymentReceiptSchema,
      webhook: WebhookWithSecretSchema.optional(),
      replayed: z
        .literal(true)
        .optional()
        .meta({ description: "Present on the answer to a repeat of a paid request with the same x402 payment-identifier id and the same payment: the first answer's resource, without its secrets." }),
    })
    .meta(meta);
}
