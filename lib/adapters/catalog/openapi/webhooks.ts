/** The webhook operations of Persons and Pages (the same eight for both), with their examples. */
import { z } from "zod";
import type { ErrorCode } from "../../../core/http/errors";
import type { PublishedRoute } from "../../../core/http/routes";
import { DeliveriesQuerySchema, RedeliveredSchema, RedeliverInputSchema, WebhookDeletedSchema, WebhookDeliveryListSchema, WebhookIdSchema, WebhookInputSchema, WebhookListSchema, WebhookPatchSchema, WebhookSchema, WebhookWithSecretSchema } from "../../../domains/webhooks/schemas";
import { requestExample, responseExample } from "./examples";
import { one, PAGE_ID, PERSON_ID } from "./story";
import { control, controlWithoutBody, idempotentWrite, IdParam, type Spec, type Target, WRITE_ERRORS } from "./spec";

/** The webhook routes of a resource (lib/adapters/http/webhook-routes.ts): the same eight for Persons and Pages. */
type WebhookRoute<P extends string> = Extract<PublishedRoute, `${string} /api/v3/control/${P}/{id}/webhooks${string}`>;
export function webhookSpecs<R extends "person" | "page">(resource: R): Record<WebhookRoute<R extends "person" ? "persons" : "pages">, Spec> {
  const Name = resource === "person" ? "Person" : "Page";
  const base = `/api/v3/control/${resource === "person" ? "persons" : "pages"}/{id}/webhooks`;
  const path = z.object({ id: IdParam.shape.id, webhookId: WebhookIdSchema.shape.webhookId });
  const onWebhook = { path, errors: ["validation_failed"] } satisfies Target;
  // Create and rotate answer the secret once and never store an answer: no Idempotency-Key.
  const SECRET_ERRORS: ErrorCode[] = [...WRITE_ERRORS];
  const specs: Record<string, Spec> = {
    [`GET ${base}`]: controlWithoutBody(resource, `list${Name}Webhooks`, `List the ${Name}'s webhook endpoints (without their secrets)`, { description: "The endpoints, oldest first.", schema: WebhookListSchema }),
    [`POST ${base}`]: control(resource, {
      operationId: `create${Name}Webhook`,
      summary: `Subscribe an endpoint to the ${Name}'s events (the answer shows the signing secret once)`,
      body: WebhookInputSchema,
      success: { status: 201, description: "The endpoint with its signing secret (secret), shown only here.", schema: WebhookWithSecretSchema },
      errors: [...SECRET_ERRORS, "url_not_allowed", "webhook_limit"],
    }),
    [`GET ${base}/{webhookId}`]: controlWithoutBody(resource, `get${Name}Webhook`, "Read one webhook endpoint", { description: "The endpoint.", schema: WebhookSchema }, onWebhook),
    [`PATCH ${base}/{webhookId}`]: idempotentWrite(resource, `update${Name}Webhook`, "Change a webhook endpoint: url, eventTypes, description, or enabled (false disables it, true enables it again)", WebhookPatchSchema, { status: 200, description: "The endpoint.", schema: WebhookSchema }, { path, errors: ["url_not_allowed"] }),
    [`DELETE ${base}/{webhookId}`]: controlWithoutBody(resource, `delete${Name}Webhook`, "Delete a webhook endpoint (queued deliveries to it are dropped)", { description: "It is gone.", schema: WebhookDeletedSchema }, onWebhook),
    [`POST ${base}/{webhookId}/rotate`]: control(resource, {
      path,
      operationId: `rotate${Name}WebhookSecret`,
      summary: "Rotate the signing secret: the new one is shown once; the old one keeps signing for 24 hours",
      success: { status: 200, description: "The endpoint with its new secret, shown only here.", schema: WebhookWithSecretSchema },
      errors: SECRET_ERRORS,
    }),
    [`GET ${base}/{webhookId}/deliveries`]: controlWithoutBody(resource, `list${Name}WebhookDeliveries`, "The endpoint's delivery log: each attempt's time, status, latency, the first 1 KB of the answer, the error", { description: "Attempts, newest first.", schema: WebhookDeliveryListSchema, query: DeliveriesQuerySchema }, { path }),
    [`POST ${base}/{webhookId}/redeliver`]: idempotentWrite(resource, `redeliver${Name}Webhook`, "Send events again to the endpoint: one (eventId) or every one since a time (since); same webhook-id as before", RedeliverInputSchema, { status: 200, description: "What was queued.", schema: RedeliveredSchema }, { path, errors: ["conflict"] }),
  };
  return specs as Record<WebhookRoute<R extends "person" ? "persons" : "pages">, Spec>;
}

const WEBHOOK_ID = "wh_Q8mZ3kT1xR7vN2pL5cW9bY4d";
const webhook = (type: "person" | "page") => ({
  id: WEBHOOK_ID,
  resourceType: type,
  resourceId: type === "person" ? PERSON_ID : PAGE_ID,
  url: "https://agent.example/hooks/leasehold",
  description: "Our agent's inbox",
  eventTypes: type === "person" ? ["person.task.completed", "person.task.failed", "lease.expiring"] : ["page.submission.created", "lease.expiring"],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  previousSecretValidUntil: null,
  createdAt: "2026-11-24T09:20:00.000Z",
  updatedAt: "2026-11-24T09:20:00.000Z",
});
const WEBHOOK_SECRET = "whsec_EXAMPLEnotArealSecret0000000000000000000=";

// ---- webhooks (the same shapes for Persons and Pages)
requestExample(WebhookInputSchema, one("Task outcomes and the expiry notice", { url: "https://agent.example/hooks/leasehold", eventTypes: ["person.task.completed", "person.task.failed", "lease.expiring"], description: "Our agent's inbox" }));
requestExample(WebhookPatchSchema, {
  disable: { summary: "Stop deliveries for now", value: { enabled: false } },
  retarget: { summary: "Another URL, every event", value: { url: "https://agent.example/hooks/leasehold-v2", eventTypes: "all" } },
});
responseExample(WebhookSchema, one("An endpoint (never its secret)", webhook("person")));
responseExample(WebhookWithSecretSchema, one("The endpoint and its signing secret, shown once", { ...webhook("person"), secret: WEBHOOK_SECRET }));
responseExample(WebhookListSchema, one("Oldest first", { webhooks: [webhook("person")] }));
responseExample(WebhookDeletedSchema, one("Deleted", { id: WEBHOOK_ID, deleted: true }));
responseExample(WebhookDeliveryListSchema, one("A retry that succeeded after a 503", {
  deliveries: [
    { id: "7731", eventId: `evt_${PERSON_ID}_42`, eventType: "person.task.completed", attempt: 2, status: 200, ok: true, latencyMs: 183, response: "{\"received\":true}", error: null, createdAt: "2026-11-24T09:32:20.000Z" },
    { id: "7730", eventId: `evt_${PERSON_ID}_42`, eventType: "person.task.completed", attempt: 1, status: 503, ok: false, latencyMs: 2410, response: "Service Unavailable", error: null, createdAt: "2026-11-24T09:31:20.000Z" },
  ],
  nextCursor: "7730",
}));
requestExample(RedeliverInputSchema, {
  one: { summary: "One event again, with the same webhook-id", value: { eventId: `evt_${PERSON_ID}_42` } },
  since: { summary: "Everything since a time", value: { since: "2026-11-24T00:00:00Z" } },
});
responseExample(RedeliveredSchema, one("Queued", { queued: 1, eventIds: [`evt_${PERSON_ID}_42`], more: false }));
