/**
 * The webhook routes of Persons and Pages, written once: each
 * app/api/v3/control/<persons|pages>/[id]/webhooks/… route file exports these
 * for its resource type. Rules live in lib/domains/webhooks/endpoints.ts.
 *
 * Create and rotate answer a signing secret shown once. That answer is not
 * stored, so these two take no Idempotency-Key (a 400 says so rather than
 * ignoring it); every other write here does.
 */
import type { ResourceType } from "../../domains/leases/schemas";
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, rotateWebhookSecret, updateWebhook, type ResourceRef } from "../../domains/webhooks/endpoints";
import { DeliveriesQuerySchema, RedeliverInputSchema, WEBHOOK_ID_PATTERN, WebhookInputSchema, WebhookPatchSchema } from "../../domains/webhooks/schemas";
import { controlRoute, controlWrite, type ControlContext } from "./control";
import { ApiError } from "../../core/http/errors";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { DEFAULT_BODY_LIMIT_BYTES, parseJsonText, parseQuery, readBodyText, requireJsonContentType } from "../../core/http/parse";

type WebhookParams = { id: string; webhookId: string };

const resourceOf = (type: ResourceType, context: ControlContext<{ id: string }>): ResourceRef => ({ type, id: context.id, leaseId: context.token.leaseId });
/** The path's webhook id; one not of our form names no webhook (404, as an unknown one). */
function webhookIdOf(params: WebhookParams): string {
  if (!WEBHOOK_ID_PATTERN.test(params.webhookId)) throw new ApiError("not_found", "No webhook with that id on this resource.");
  return params.webhookId;
}

/**
 * A route that answers a secret takes no Idempotency-Key: refused after the
 * body's own checks (content type, JSON, schema), in the order every write
 * checks them.
 */
function refuseIdempotencyKey(request: Request): void {
  if (!request.headers.has(IDEMPOTENCY_HEADER)) return;
  throw new ApiError("validation_failed", `This route answers a signing secret shown once, which is never stored, so it takes no ${IDEMPOTENCY_HEADER}.`, {
    details: [{ path: IDEMPOTENCY_HEADER, message: "Not accepted on this route: send the request without it (GET the webhooks to see what exists)." }],
  });
}

export function webhooksRoutes(type: ResourceType) {
  return {
    GET: controlRoute(type, async (_request, context) => Response.json(await listWebhooks(resourceOf(type, context)))),
    POST: controlRoute(type, async (request, context) => {
      requireJsonContentType(request);
      const input = parseJsonText(await readBodyText(request, DEFAULT_BODY_LIMIT_BYTES), WebhookInputSchema);
      refuseIdempotencyKey(request);
      return Response.json(await createWebhook(resourceOf(type, context), input), { status: 201, headers: { "cache-control": "no-store" } });
    }),
  };
}

export function webhookRoutes(type: ResourceType) {
  return {
    GET: controlRoute<WebhookParams>(type, async (_request, context) => Response.json(await getWebhook(resourceOf(type, context), webhookIdOf(context.params)))),
    PATCH: controlWrite<typeof WebhookPatchSchema, WebhookParams>(type, { schema: WebhookPatchSchema }, async (patch, context) =>
      Response.json(await updateWebhook(resourceOf(type, context), webhookIdOf(context.params), patch)),
    ),
    DELETE: controlRoute<WebhookParams>(type, async (_request, context) => Response.json(await deleteWebhook(resourceOf(type, context), webhookIdOf(context.params)))),
  };
}

export function webhookRotateRoutes(type: ResourceType) {
  return {
    POST: controlRoute<WebhookParams>(type, async (request, context) => {
      const webhookId = webhookIdOf(context.params);
      // The endpoint first (404), as for the other routes of one webhook, then what was sent.
      await getWebhook(resourceOf(type, context), webhookId);
      const text = (await readBodyText(request, 1024)).trim();
      if (text && text !== "{}") throw new ApiError("validation_failed", "Rotating takes no body (send none, or {}).", { details: [{ path: "", message: "Unexpected body." }] });
      refuseIdempotencyKey(request);
      return Response.json(await rotateWebhookSecret(resourceOf(type, context), webhookId), { headers: { "cache-control": "no-store" } });
    }),
  };
}

export function webhookDeliveriesRoutes(type: ResourceType) {
  return {
    GET: controlRoute<WebhookParams>(type, async (request, context) => {
      const page = parseQuery(request, DeliveriesQuerySchema);
      return Response.json(await listDeliveries(resourceOf(type, context), webhookIdOf(context.params), page));
    }),
  };
}

export function webhookRedeliverRoutes(type: ResourceType) {
  return {
    POST: controlWrite<typeof RedeliverInputSchema, WebhookParams>(type, { schema: RedeliverInputSchema }, async (input, context) =>
      Response.json(await redeliver(resourceOf(type, context), webhookIdOf(context.params), input)),
    ),
  };
}
