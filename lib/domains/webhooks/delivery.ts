/**
 * Delivers events to webhook endpoints: the handler of the `webhook.delivery`
 * job (lib/domains/jobs/definitions/webhook-delivery.ts), queued by recordEvent in the event's own
 * transaction (lib/domains/events/outbox.ts) or by a redelivery.
 *
 * One attempt: the event (EventSchema JSON) is POSTed through the egress
 * guard (lib/core/egress: https, a public address, pinned; no redirect followed),
 * signed per Standard Webhooks with the `standardwebhooks` library:
 * `webhook-id` is the event's id (the same on every retry and redelivery),
 * `webhook-timestamp` the attempt's time, `webhook-signature` one `v1,…`
 * signature per secret in force (two during a rotation's overlap). Each
 * attempt is written to the endpoint's delivery log.
 *
 * - a 2xx ends the job;
 * - 410 Gone disables the endpoint (reason "gone") and ends the job;
 * - anything else (another status, a 3xx, a timeout, a refused address) fails
 *   the attempt: the engine retries it with exponential backoff for at least
 *   WEBHOOK_RETRY_WINDOW_SECONDS (3 days);
 * - a job that used up its retries is dead-lettered: if the endpoint has had
 *   no successful delivery since that event's first attempt, it failed for
 *   the whole window and is disabled (reason "failing"). Either way of
 *   disabling records `lease.webhook_disabled`, which goes on the timeline
 *   and to the resource's other endpoints.
 * - a deleted or disabled endpoint's queued jobs end without a call.
 *
 * At least once: a worker that dies after the receiver answered but before
 * the job was settled delivers again (same webhook-id: receivers dedupe).
 */
import { Webhook as Signer } from "standardwebhooks";
import { config } from "../../core/config";
import { db } from "../../core/db/client";
import { EgressRefused, guardedFetch } from "../../core/egress/egress";
import { EventSchema } from "../events/catalogue";
import { recordEvent } from "../events/record";
import { drainJobs, type JobContext, type JobHandler, type JobPayload } from "../jobs/engine";
import { log } from "../../core/log";
import { signingSecrets } from "./endpoints";

const RESPONSE_BYTES = 1024;
const USER_AGENT = "Leasehold-Webhooks/1.0 (+https://www.standardwebhooks.com)";

/** The Standard Webhooks headers of one attempt: one signature per secret in force, space-separated. */
export function signedHeaders(secrets: string[], eventId: string, body: string, at: Date): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Signer(secret).sign(eventId, at, body)).join(" "),
  };
}

/** URL without its query and fragment (they may carry a receiver's own secret): what an event may quote. */
const quotedUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "";
  }
};

/** Disables an enabled endpoint and records lease.webhook_disabled (which its other endpoints receive). */
export async function disableEndpoint(endpointId: string, reason: "gone" | "failing", lastError?: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const [endpoint] = await tx.$queryRaw<{ id: string; url: string; resourceType: "person" | "page"; resourceId: string }[]>`
      UPDATE "WebhookEndpoint" SET enabled = false, "disabledReason" = ${reason}, "disabledAt" = now(), "updatedAt" = now()
      WHERE id = ${endpointId} AND enabled
      RETURNING id, url, "resourceType", "resourceId"`;
    if (!endpoint) return false;
    await recordEvent(tx, {
      resourceType: endpoint.resourceType,
      resourceId: endpoint.resourceId,
      type: "lease.webhook_disabled",
      actor: "system",
      data: { webhookId: endpoint.id, url: quotedUrl(endpoint.url), reason, ...(lastError ? { lastError: lastError.slice(0, 300) } : {}) },
    });
    log.warn({ webhookId: endpoint.id, reason }, "A webhook endpoint was disabled");
    return true;
  });
}

/** One attempt of one delivery. Throws when the attempt failed (the engine retries it). */
export async function deliver(payload: JobPayload<"webhook.delivery">, context: Pick<JobContext, "attempt" | "signal">): Promise<void> {
  const endpoint = await db().webhookEndpoint.findUnique({ where: { id: payload.endpointId } });
  if (!endpoint?.enabled) return; // deleted or disabled since: nothing to send, nothing to retry
  const event = EventSchema.parse(payload.event);
  const body = JSON.stringify(event);
  const headers = signedHeaders(signingSecrets(endpoint), event.id, body, new Date());
  const started = performance.now();
  let status: number | null = null;
  let response: string | null = null;
  let error: string | null = null;
  try {
    const answer = await guardedFetch(
      endpoint.url,
      { method: "POST", headers, body, timeoutMs: config().webhooks.timeoutSeconds * 1000, maxResponseBytes: RESPONSE_BYTES, signal: context.signal },
      "webhook",
    );
    status = answer.status;
    response = answer.body.toString("utf8");
    if (status >= 300 && status < 400) error = `The receiver answered a redirect (${status}${answer.headers.location ? ` to ${answer.headers.location}` : ""}); redirects are not followed.`;
    else if (status < 200 || status >= 300) error = `The receiver answered ${status}.`;
  } catch (caught) {
    error = caught instanceof EgressRefused ? caught.message : `No answer: ${caught instanceof Error ? caught.message : String(caught)}`;
  }
  const latencyMs = Math.round(performance.now() - started);
  const ok = error === null;
  await db().webhookDelivery.create({
    data: { endpointId: endpoint.id, eventId: event.id, eventType: event.type, attempt: context.attempt, status, ok, latencyMs, response, error },
  });
  if (ok) return;
  if (status === 410) {
    await disableEndpoint(endpoint.id, "gone", error ?? undefined);
    return;
  }
  throw new Error(error!);
}

/**
 * A delivery used up its retries: the endpoint is disabled when it has not
 * delivered anything since this event's first attempt (it failed for the
 * whole retry window); otherwise only this event is given up (the log shows
 * it, and a redelivery can send it again).
 */
export async function giveUp(payload: JobPayload<"webhook.delivery">, reason: string): Promise<void> {
  const event = payload.event;
  const first = await db().webhookDelivery.findFirst({ where: { endpointId: payload.endpointId, eventId: event.id }, orderBy: { id: "asc" }, select: { id: true } });
  const since = first?.id ?? 0n;
  const delivered = await db().webhookDelivery.findFirst({ where: { endpointId: payload.endpointId, ok: true, id: { gt: since } }, select: { id: true } });
  if (delivered) {
    log.warn({ webhookId: payload.endpointId, eventId: event.id, reason }, "A webhook delivery was given up after its retries");
    return;
  }
  await disableEndpoint(payload.endpointId, "failing", reason);
}

/** The `webhook.delivery` job's handler (lib/flows/workers/registry.ts). */
export const webhookDeliveryHandler: JobHandler<"webhook.delivery"> = { run: deliver, deadLetter: giveUp };

/** Pulls and runs deliveries until none is ready (tests). */
export async function drainWebhooks(options: { max?: number; budgetMs?: number } = {}): Promise<number> {
  return drainJobs({ "webhook.delivery": webhookDeliveryHandler }, options);
}
