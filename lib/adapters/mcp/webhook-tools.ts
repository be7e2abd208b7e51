/**
 * The webhook tools of a control session, one per webhook route of its
 * resource type (lib/adapters/http/webhook-routes.ts): the same domain functions,
 * schemas and errors. Named per type (create_person_webhook,
 * create_page_webhook…) like the other control tools.
 */
import { z } from "zod";
import type { ResourceType } from "../../domains/leases/schemas";
import { validate } from "../../core/http/parse";
import type { TokenContext } from "../../domains/tokens/authenticate";
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, rotateWebhookSecret, updateWebhook, type ResourceRef } from "../../domains/webhooks/endpoints";
import { DeliveriesQuerySchema, RedeliveredSchema, RedeliverInputSchema, WebhookDeletedSchema, WebhookDeliveryListSchema, WebhookIdSchema, WebhookInputSchema, WebhookListSchema, WebhookPatchSchema, WebhookSchema, WebhookWithSecretSchema } from "../../domains/webhooks/schemas";
import { defineTool, DESTROY, openWorld, READ, REPLACE, type ToolCall, type ToolDefinition, WRITE } from "./tool";


const webhookId = WebhookIdSchema.shape.webhookId;

export function webhookTools(type: ResourceType, subjectOf: (call: ToolCall) => TokenContext): ToolDefinition[] {
  const Name = type === "person" ? "Person" : "Page";
  const resource = (call: ToolCall): ResourceRef => {
    const subject = subjectOf(call);
    return { type, id: subject.resourceId, leaseId: subject.leaseId };
  };
  return [
    defineTool({
      name: `create_${type}_webhook`,
      title: `Subscribe a webhook to the ${Name}'s events`,
      description: `POST the ${Name}'s events to an https URL (Standard Webhooks signatures). eventTypes: "all" (default) or a list. The answer shows the signing secret (whsec_…) once: store it to verify deliveries.`,
      input: WebhookInputSchema,
      output: WebhookWithSecretSchema,
      annotations: openWorld(WRITE),
      run: async (input, call) => ({ value: await createWebhook(resource(call), input) }),
    }),
    defineTool({
      name: `list_${type}_webhooks`,
      title: "List webhook endpoints",
      description: `The ${Name}'s webhook endpoints (never their secrets), oldest first.`,
      input: z.strictObject({}),
      output: WebhookListSchema,
      annotations: READ,
      run: async (_args, call) => ({ value: await listWebhooks(resource(call)) }),
    }),
    defineTool({
      name: `get_${type}_webhook`,
      title: "Read a webhook endpoint",
      description: "One webhook endpoint: URL, event types, enabled or why it was disabled.",
      input: z.strictObject({ webhookId }),
      output: WebhookSchema,
      annotations: READ,
      run: async (args, call) => ({ value: await getWebhook(resource(call), args.webhookId) }),
    }),
    defineTool({
      name: `update_${type}_webhook`,
      title: "Change a webhook endpoint",
      description: "Change url, eventTypes, description (null clears it) or enabled (false disables, true enables again); at least one.",
      input: z.strictObject({ webhookId, ...WebhookPatchSchema.shape }),
      output: WebhookSchema,
      annotations: REPLACE,
      run: async ({ webhookId: id, ...patch }, call) => ({ value: await updateWebhook(resource(call), id, validate(WebhookPatchSchema, patch, "The arguments")) }),
    }),
    defineTool({
      name: `delete_${type}_webhook`,
      title: "Delete a webhook endpoint",
      description: "Delete a webhook endpoint; deliveries queued for it are dropped.",
      input: z.strictObject({ webhookId }),
      output: WebhookDeletedSchema,
      annotations: DESTROY,
      run: async (args, call) => ({ value: await deleteWebhook(resource(call), args.webhookId) }),
    }),
    defineTool({
      name: `rotate_${type}_webhook_secret`,
      title: "Rotate a webhook's signing secret",
      description: "A new signing secret, shown once; for 24 hours deliveries carry signatures of both the old and the new secret.",
      input: z.strictObject({ webhookId }),
      output: WebhookWithSecretSchema,
      annotations: DESTROY,
      run: async (args, call) => ({ value: await rotateWebhookSecret(resource(call), args.webhookId) }),
    }),
    defineTool({
      name: `list_${type}_webhook_deliveries`,
      title: "Read a webhook's delivery log",
      description: "Each delivery attempt, newest first: event id and type, attempt, HTTP status, latency, the first 1 KB of the answer, the error. Page with cursor.",
      input: z.strictObject({ webhookId, ...DeliveriesQuerySchema.shape }),
      output: WebhookDeliveryListSchema,
      annotations: READ,
      run: async ({ webhookId: id, ...page }, call) => ({ value: await listDeliveries(resource(call), id, page) }),
    }),
    defineTool({
      name: `redeliver_${type}_webhook`,
      title: "Send events to a webhook again",
      description: "Queue one event (eventId) or every event since a time (since, ISO 8601) for the endpoint again, with the same webhook-id as before.",
      input: z.strictObject({ webhookId, eventId: z.string().optional(), since: z.string().optional() }),
      output: RedeliveredSchema,
      annotations: openWorld(WRITE),
      run: async ({ webhookId: id, ...which }, call) => ({ value: await redeliver(resource(call), id, validate(RedeliverInputSchema, which, "The arguments")) }),
    }),
  ];
}
