/**
 * Webhook subscriptions: a controller subscribes an endpoint to the events of
 * one resource (its capability token's). The signing secret is made here,
 * shown once (on create and on rotate), and kept encrypted (lib/core/secrets): it
 * must stay usable to sign every delivery. A rotation keeps the old secret
 * signing for 24 hours, so receivers can switch without losing a delivery.
 *
 * Recording an event queues its deliveries (lib/domains/events/outbox.ts reads the
 * endpoints with SQL); lib/domains/webhooks/delivery.ts delivers them.
 */
import { randomBytes } from "node:crypto";
import { config } from "../../core/config";
import { db, type Tx } from "../../core/db/client";
import type { WebhookEndpoint } from "../../core/db/generated/client";
import { EgressRefused, checkUrl } from "../../core/egress/egress";
import { eventCatalogue, eventTypesOf, isEventType, type ResourceType } from "../events/catalogue";
import { ApiError } from "../../core/http/errors";
import { enqueue } from "../jobs/engine";
import { open, seal } from "../../core/secrets/secrets";
import {
  REDELIVER_MAX,
  type RedeliverInput,
  type Webhook,
  type WebhookInput,
  type WebhookPatch,
} from "./schemas";
import { publicEvent } from "../events/stream";

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_HOURS = 24;

export type ResourceRef = { type: ResourceType; id: string; leaseId: string };

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const newWebhookId = () => `wh_${Array.from(randomBytes(24), (byte) => ALPHABET[byte % 62]).join("")}`;

/** A Standard Webhooks signing secret: whsec_ and the base64 of 32 random bytes. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** The secrets that sign a delivery now: the current one, and the previous one during a rotation's overlap. */
export function signingSecrets(endpoint: Pick<WebhookEndpoint, "id" | "secretSealed" | "previousSecretSealed" | "previousSecretUntil">, now = new Date()): string[] {
  const secrets = [open(endpoint.secretSealed, endpoint.id)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
    secrets.push(open(endpoint.previousSecretSealed, endpoint.id));
  }
  return secrets;
}

export function webhookRecord(endpoint: WebhookEndpoint): Webhook {
  return {
    id: endpoint.id,
    resourceType: endpoint.resourceType,
    resourceId: endpoint.resourceId,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes.length ? (endpoint.eventTypes.filter(isEventType) as Webhook["eventTypes"]) : "all",
    enabled: endpoint.enabled,
    disabledReason: (endpoint.disabledReason as Webhook["disabledReason"]) ?? null,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    previousSecretValidUntil: endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date() ? endpoint.previousSecretUntil.toISOString() : null,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
  };
}

/** The event types must be ones this kind of resource records. */
function checkEventTypes(resourceType: ResourceType, eventTypes: WebhookInput["eventTypes"], path: string[]): string[] {
  if (eventTypes === "all") return [];
  const allowed = eventTypesOf(resourceType);
  const details = eventTypes
    .map((type, index) => ({ type, index }))
    .filter(({ type }) => !allowed.includes(type))
    .map(({ type, index }) => ({ path: [...path, "eventTypes", String(index)].join("."), message: `A ${resourceType} does not record ${type} (it is a ${eventCatalogue[type].resource} event).` }));
  if (details.length) throw new ApiError("validation_failed", `Some event types are not recorded by a ${resourceType}.`, { details });
  return [...new Set(eventTypes)];
}

/** The URL must be one the egress guard allows (https, a public host); a 400 url_not_allowed says why not. */
async function checkWebhookUrl(url: string, path: string[]): Promise<void> {
  try {
    await checkUrl(url, "webhook");
  } catch (error) {
    if (error instanceof EgressRefused) {
      throw new ApiError("url_not_allowed", error.message, { details: [{ path: [...path, "url"].join("."), message: error.reason }] });
    }
    throw error;
  }
}

/**
 * Checks a subscription before anything is written or charged (the provision
 * body's `webhook` member is checked before the payment is taken).
 */
export async function checkWebhookInput(resourceType: ResourceType, input: WebhookInput, path: string[] = []): Promise<void> {
  checkEventTypes(resourceType, input.eventTypes, path);
  await checkWebhookUrl(input.url, path);
}

/**
 * Creates an endpoint inside the caller's transaction (the provisioning one,
 * or its own) and answers it with its secret, once. The URL must have been
 * checked before (checkWebhookInput: it resolves the host, which is no work
 * for inside a transaction).
 */
export async function createWebhookIn(tx: Tx, resource: ResourceRef, input: WebhookInput): Promise<Webhook & { secret: string }> {
  const eventTypes = checkEventTypes(resource.type, input.eventTypes, []);
  // The lease row locked: two concurrent creates cannot both pass the cap.
  await tx.$queryRaw`SELECT id FROM "Lease" WHERE id = ${resource.leaseId} FOR UPDATE`;
  const count = await tx.webhookEndpoint.count({ where: { leaseId: resource.leaseId } });
  const max = config().webhooks.maxEndpoints;
  if (count >= max) {
    throw new ApiError("webhook_limit", `This ${resource.type} has ${count} webhook endpoints, the most it may have (${max}); delete one first.`);
  }
  const id = newWebhookId();
  const secret = newSigningSecret();
  const endpoint = await tx.webhookEndpoint.create({
    data: {
      id,
      leaseId: resource.leaseId,
      resourceType: resource.type,
      resourceId: resource.id,
      url: input.url,
      description: input.description ?? null,
      eventTypes,
      secretSealed: seal(secret, id),
    },
  });
  return { ...webhookRecord(endpoint), secret };
}

export async function createWebhook(resource: ResourceRef, input: WebhookInput): Promise<Webhook & { secret: string }> {
  await checkWebhookInput(resource.type, input);
  return db().$transaction((tx) => createWebhookIn(tx, resource, input));
}

/** The secret of an endpoint created in a provisioning transaction, for the one answer that shows it. */
export async function revealNewWebhooks(tx: Tx, leaseId: string): Promise<(Webhook & { secret: string }) | undefined> {
  const endpoint = await tx.webhookEndpoint.findFirst({ where: { leaseId }, orderBy: { createdAt: "asc" } });
  return endpoint ? { ...webhookRecord(endpoint), secret: open(endpoint.secretSealed, endpoint.id) } : undefined;
}

const notFound = (resource: ResourceRef, webhookId: string) => new ApiError("not_found", `This ${resource.type} has no webhook endpoint ${webhookId}.`);

async function findEndpoint(resource: ResourceRef, webhookId: string, tx: Tx = db()): Promise<WebhookEndpoint> {
  const endpoint = await tx.webhookEndpoint.findFirst({ where: { id: webhookId, leaseId: resource.leaseId } });
  if (!endpoint) throw notFound(resource, webhookId);
  return endpoint;
}

export async function listWebhooks(resource: ResourceRef): Promise<{ webhooks: Webhook[] }> {
  const endpoints = await db().webhookEndpoint.findMany({ where: { leaseId: resource.leaseId }, orderBy: { createdAt: "asc" } });
  return { webhooks: endpoints.map(webhookRecord) };
}

export async function getWebhook(resource: ResourceRef, webhookId: string): Promise<Webhook> {
  return webhookRecord(await findEndpoint(resource, webhookId));
}

export async function updateWebhook(resource: ResourceRef, webhookId: string, patch: WebhookPatch): Promise<Webhook> {
  const eventTypes = patch.eventTypes === undefined ? undefined : checkEventTypes(resource.type, patch.eventTypes, []);
  if (patch.url !== undefined) await checkWebhookUrl(patch.url, []);
  await findEndpoint(resource, webhookId);
  const endpoint = await db().webhookEndpoint.update({
    where: { id: webhookId },
    data: {
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(eventTypes !== undefined ? { eventTypes } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.enabled === true ? { enabled: true, disabledReason: null, disabledAt: null } : {}),
      ...(patch.enabled === false ? { enabled: false, disabledReason: "controller", disabledAt: new Date() } : {}),
    },
  });
  return webhookRecord(endpoint);
}

export async function deleteWebhook(resource: ResourceRef, webhookId: string): Promise<{ id: string; deleted: true }> {
  const { count } = await db().webhookEndpoint.deleteMany({ where: { id: webhookId, leaseId: resource.leaseId } });
  if (count !== 1) throw notFound(resource, webhookId);
  return { id: webhookId, deleted: true };
}

/** A new secret, shown once; the old one keeps signing for ROTATION_OVERLAP_HOURS. */
export async function rotateWebhookSecret(resource: ResourceRef, webhookId: string): Promise<Webhook & { secret: string }> {
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "WebhookEndpoint" WHERE id = ${webhookId} AND "leaseId" = ${resource.leaseId} FOR UPDATE`;
    if (!locked) throw notFound(resource, webhookId);
    const current = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } });
    const secret = newSigningSecret();
    const endpoint = await tx.webhookEndpoint.update({
      where: { id: webhookId },
      data: {
        secretSealed: seal(secret, webhookId),
        previousSecretSealed: current.secretSealed,
        previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_HOURS * 3600_000),
      },
    });
    return { ...webhookRecord(endpoint), secret };
  });
}

export async function listDeliveries(resource: ResourceRef, webhookId: string, page: { limit: number; cursor?: string }) {
  await findEndpoint(resource, webhookId);
  const rows = await db().webhookDelivery.findMany({
    where: { endpointId: webhookId, ...(page.cursor ? { id: { lt: BigInt(page.cursor) } } : {}) },
    orderBy: { id: "desc" },
    take: page.limit + 1,
  });
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return {
    deliveries: shown.map((row) => ({
      id: row.id.toString(),
      eventId: row.eventId,
      eventType: row.eventType,
      attempt: row.attempt,
      status: row.status,
      ok: row.ok,
      latencyMs: row.latencyMs,
      response: row.response,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: more ? shown.at(-1)!.id.toString() : null,
  };
}

/** The seq of an event id of this resource (evt_<resourceId>_<seq>), or null. */
function seqOf(resourceId: string, eventId: string): number | null {
  const prefix = `evt_${resourceId}_`;
  if (!eventId.startsWith(prefix)) return null;
  const seq = Number(eventId.slice(prefix.length));
  return Number.isSafeInteger(seq) && seq > 0 ? seq : null;
}

/** Queues events of the timeline again for one endpoint: one by id, or all since a time (the endpoint's types, oldest first). */
export async function redeliver(resource: ResourceRef, webhookId: string, input: RedeliverInput): Promise<{ queued: number; eventIds: string[]; more: boolean }> {
  const endpoint = await findEndpoint(resource, webhookId);
  if (!endpoint.enabled) throw new ApiError("conflict", `The webhook endpoint ${webhookId} is disabled: enable it first (PATCH with enabled: true).`);
  const types = endpoint.eventTypes;
  let rows;
  let more = false;
  if ("eventId" in input) {
    const seq = seqOf(resource.id, input.eventId);
    const row = seq === null ? null : await db().timelineEvent.findUnique({ where: { resourceId_seq: { resourceId: resource.id, seq } } });
    if (!row) throw new ApiError("not_found", `This ${resource.type} has no event ${input.eventId}.`);
    if (types.length && !types.includes(row.type)) throw new ApiError("conflict", `The webhook endpoint ${webhookId} does not take ${row.type} events (its eventTypes).`);
    rows = [row];
  } else {
    const found = await db().timelineEvent.findMany({
      where: { resourceId: resource.id, createdAt: { gte: new Date(input.since) }, ...(types.length ? { type: { in: types } } : {}) },
      orderBy: { seq: "asc" },
      take: REDELIVER_MAX + 1,
    });
    more = found.length > REDELIVER_MAX;
    rows = found.slice(0, REDELIVER_MAX);
  }
  const events = rows.map(publicEvent);
  await db().$transaction(async (tx) => {
    for (const event of events) await enqueue(tx, "webhook.delivery", { endpointId: endpoint.id, event }, { group: endpoint.id });
  });
  return { queued: events.length, eventIds: events.map((event) => event.id), more };
}
