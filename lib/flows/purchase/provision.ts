/**
 * What every paid provision does, whatever the resource: check the principal
 * limit and create the resource with a pending lease (claim), activate the
 * lease (settlement), remove both (failure), and issue the token once
 * (delivery). Persons and Pages supply how their row is created and shown.
 */
import type { Tx } from "../../core/db/client";
import type { Purchase } from "../../domains/payments/accept";
import { issueToken } from "../../domains/tokens/issue";
import { newResourceId } from "../../core/ids";
import { activateLease, assertPrincipalCapacity, createPendingLease } from "../../domains/leases/lease";
import type { ResourceType } from "../../domains/leases/schemas";
import type { IssuedToken } from "../../domains/tokens/schemas";
import { recordEvent } from "../../domains/events/record";
import { createWebhookIn, revealNewWebhooks } from "../../domains/webhooks/endpoints";
import type { Webhook, WebhookInput } from "../../domains/webhooks/schemas";

export type { IssuedToken };

export function provisionPurchase<R>(spec: {
  resourceType: ResourceType;
  /** Creates the resource row (null input: a reconciliation, which never creates). */
  create: ((tx: Tx, ids: { id: string; leaseId: string }) => Promise<void>) | null;
  /** The resource's record for the answer. */
  load: (tx: Tx, id: string) => Promise<R>;
  /** A webhook subscribed with the purchase (checked before the payment: checkWebhookInput). */
  webhook?: WebhookInput | null;
}): Purchase<{ record: R; capabilityToken: IssuedToken | null; webhook?: Webhook & { secret: string } }> {
  const { resourceType } = spec;
  return {
    purpose: "provision",
    resourceType,
    async prepare(tx, payment) {
      if (!spec.create) throw new Error(`a new ${resourceType} needs its provision input`);
      await assertPrincipalCapacity(tx, payment.payer);
      const id = newResourceId(resourceType);
      const lease = await createPendingLease(tx, { resourceType, resourceId: id, principal: payment.payer });
      await spec.create(tx, { id, leaseId: lease.id });
      // Subscribed before lease.provisioned is recorded (in complete), so that event is delivered too.
      if (spec.webhook) await createWebhookIn(tx, { type: resourceType, id, leaseId: lease.id }, spec.webhook);
      return { leaseId: lease.id, resourceId: id };
    },
    async complete(tx, claim) {
      await activateLease(tx, claim.leaseId);
      await recordEvent(tx, { resourceType, resourceId: claim.resourceId, type: "lease.provisioned", actor: "controller", data: { paymentId: claim.paymentId } });
    },
    async abandon(tx, claim) {
      await tx.lease.delete({ where: { id: claim.leaseId } }); // cascades to the resource
    },
    async deliver(tx, claim) {
      // The token is shown once: only while the lease has never had one.
      // The lease row locked, and whether a token exists, in one statement.
      const [lease] = await tx.$queryRaw<{ issued: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM "CapabilityToken" t WHERE t."leaseId" = l.id) AS issued
          FROM "Lease" l WHERE l.id = ${claim.leaseId} FOR UPDATE OF l`;
      if (lease?.issued) return null;
      const record = await spec.load(tx, claim.resourceId);
      const { token } = await issueToken(tx, { id: claim.leaseId, resourceType, resourceId: claim.resourceId });
      // The webhook's secret is shown in this one answer, as the token is.
      const webhook = spec.webhook ? await revealNewWebhooks(tx, claim.leaseId) : undefined;
      return { record, capabilityToken: token, ...(webhook ? { webhook } : {}) };
    },
    async redeliver(tx, claim) {
      // A payment-identifier retry of a provision already answered: the same resource, as it is now, and no
      // secret: the token (and a webhook's secret) were shown in the first answer only, and are kept hashed.
      return { record: await spec.load(tx, claim.resourceId), capabilityToken: null };
    },
  };
}
