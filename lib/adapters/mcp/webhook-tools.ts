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
      description: `POST the ${Name}'s events to an https URL (Standard Webhooks signatures); the signing secret is shown once.`,
      input: WebhookInputSchema,
      output: WebhookWithSecretSchema,
      annotations: openWorld(WRITE),
      run: async (input, call) => ({ value: await createWebhook(resource(call), input) }),
    }),
    defineTool({
      name: `list_${type}_webhooks`,
      title: "List webhook endpoints",
      description: `The ${Name}'s webhook endpoints, without their secrets.`,
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
      description: "Change a webhook's url, eventTypes, description or enabled (at least one).",
      input: z.strictObject({ webhookId, ...WebhookPatchSchema.shape }),
      output: WebhookSchema,
      annotations: REPLACE,
      run: async ({ webhookId: id, ...patch }, call) => ({ value: await updateWebhook(resource(call), id, validate(WebhookPatchSchema, patch, "The arguments")) }),
    }),
    defineTool({
      name: `delete_${type}_webhook`,
      title: "Delete a webhook endpoint",
      description: "Delete a webhook endpoint; its queued deliveries are dropped.",
      input: z.strictObject({ webhookId }),
      output: WebhookDeletedSchema,
      annotations: DESTROY,
      run: async (args, call) => ({ value: await deleteWebhook(resource(call), args.webhookId) }),
    }),
    defineTool({
      name: `rotate_${type}_webhook_secret`,
      title: "Rotate a webhook's signing secret",
      description: "A new signing secret, shown once; for 24 hours deliveries are signed with both.",
      input: z.strictObject({ webhookId }),
      output: WebhookWithSecretSchema,
      annotations: DESTROY,
      run: async (args, call) => ({ value: await rotateWebhookSecret(resource(call), args.webhookId) }),
    }),
    defineTool({
      name: `list_${type}_webhook_deliveries`,
      title: "Read a webhook's delivery log",
      description: "A webhook's delivery attempts, newest first; pass nextCursor as cursor for more.",
      input: z.strictObject({ webhookId, ...DeliveriesQuerySchema.shape }),
      output: WebhookDeliveryListSchema,
      annotations: READ,
      run: async ({ webhookId: id, ...page }, call) => ({ value: await listDeliveries(resource(call), id, page) }),
    }),
    defineTool({
      name: `redeliver_${type}_webhook`,
      title: "Send events to a webhook again",
      description: "Send one event (eventId) or every event since a time (since) to a webhook again.",
      input: z.strictObject({ webhookId, eventId: z.string().optional(), since: z.string().optional() }),
      output: RedeliveredSchema,
      annotations: openWorld(WRITE),
      run: async ({ webhookId: id, ...which }, call) => ({ value: await redeliver(resource(call), id, validate(RedeliverInputSchema, which, "The arguments")) }),
    }),
  ];
}
