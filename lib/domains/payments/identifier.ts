/**
 * The x402 `payment-identifier` extension: a client's id for one paid
 * request. The first payment that carries an id binds it, for 24 hours, to
 * that payment and to what the request asked for (purpose, resource type,
 * resource and validated input). Then:
 *
 * - the same id with the same payment and the same request: the first answer
 *   again (accept.ts; a provision's token is not shown twice, see
 *   `redeliver` in lib/flows/purchase/provision.ts);
 * - the same id with another payment, or another request: `409
 *   payment_identifier_reused`, nothing charged (unless the first payment
 *   failed to settle: then the id is free for a new payment);
 * - after 24 hours the id is forgotten and the payment's own rules apply (a
 *   used authorization answers `409 payment_already_used`).
 *
 * Ids are checked with the extension's own `isValidPaymentId` (16 to 128
 * characters of letters, digits, `-` and `_`); at most one row per payment.
 */
import { createHash } from "node:crypto";
import { declarePaymentIdentifierExtension, isValidPaymentId, PAYMENT_IDENTIFIER, PAYMENT_ID_MAX_LENGTH, PAYMENT_ID_MIN_LENGTH } from "@x402/extensions/payment-identifier";
import { now } from "../../core/clock/clock";
import { db, type Tx } from "../../core/db/client";
import { ApiError } from "../../core/http/errors";
import { log } from "../../core/log";
import type { ChargeDescription, PaymentPayload } from "./x402";

export { PAYMENT_IDENTIFIER };
export const PAYMENT_ID_TTL_HOURS = 24;

/** What a 402 challenge declares: the id is optional. */
export const paymentIdentifierDeclaration = () => declarePaymentIdentifierExtension(false);

/** The id a payment carries in `extensions["payment-identifier"].info.id`, or null; a malformed one is a 400 (nothing charged). */
export function paymentIdentifierOf(payload: PaymentPayload): string | null {
  const extension = payload.extensions?.[PAYMENT_IDENTIFIER] as { info?: { id?: unknown } } | undefined;
  const id = extension?.info?.id;
  if (id === undefined || id === null) return null;
  if (typeof id !== "string" || !isValidPaymentId(id)) {
    const message = `must be ${PAYMENT_ID_MIN_LENGTH} to ${PAYMENT_ID_MAX_LENGTH} characters of letters, digits, "-" and "_"`;
    throw new ApiError("validation_failed", `The payment's ${PAYMENT_IDENTIFIER} id is invalid: it ${message}. Nothing was charged.`, {
      details: [{ path: `extensions.${PAYMENT_IDENTIFIER}.info.id`, message: `Invalid id: it ${message}.` }],
    });
  }
  return id;
}

/** The SHA-256 of what a paid request asks for: the same purchase of the same resource with the same validated input. */
export function purchaseHash(charge: ChargeDescription): string {
  return createHash("sha256")
    .update(`${charge.purpose} ${charge.resourceType} ${charge.resourceId ?? ""}\n`)
    .update(JSON.stringify(charge.input ?? null), "utf8")
    .digest("hex");
}

export interface PaymentKey {
  network: string;
  asset: string;
  payer: string;
  nonce: string;
}

function reused(): ApiError {
  return new ApiError(
    "payment_identifier_reused",
    `This ${PAYMENT_IDENTIFIER} id was already used with another payment or another request; nothing was charged. Use a new id for a new purchase, or repeat the first request exactly (the same payment and the same body) to get its answer.`,
  );
}

/**
 * Checks an id before the payment is claimed: true when it is bound to this
 * very payment and request (a retry: its first answer may be given again),
 * false when it is new (it will be bound in the claim), and 409 otherwise.
 */
export async function checkPaymentIdentifier(id: string, key: PaymentKey, hash: string): Promise<boolean> {
  const row = await db().paymentIdentifier.findUnique({ where: { id }, include: { payment: true } });
  if (!row) return false;
  if (row.expiresAt <= now()) {
    await db().paymentIdentifier.deleteMany({ where: { id, expiresAt: { lte: now() } } });
    return false;
  }
  const { payment } = row;
  const same = payment.network === key.network && payment.asset === key.asset && payment.payer === key.payer && payment.nonce === key.nonce;
  if (!same && payment.status === "failed") {
    // Its payment failed (nothing was charged, nothing was bought): the id is free for a new payment.
    await db().paymentIdentifier.deleteMany({ where: { id, paymentId: payment.id } });
    return false;
  }
  if (!same || row.requestHash !== hash) throw reused();
  return true;
}

/** Binds an id to the payment being claimed, in the claim's transaction (a parallel claim of the same id loses the insert). */
export async function bindPaymentIdentifier(tx: Tx, id: string, paymentId: string, hash: string): Promise<void> {
  sweepNowAndThen();
  await tx.paymentIdentifier.create({
    data: { id, paymentId, requestHash: hash, createdAt: now(), expiresAt: new Date(now().getTime() + PAYMENT_ID_TTL_HOURS * 3_600_000) },
  });
}

/** After a lost race for an id: the winner's binding decides (409 when it is another payment). */
export async function identifierConflict(id: string, key: PaymentKey, hash: string): Promise<ApiError | null> {
  return checkPaymentIdentifier(id, key, hash).then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error : null),
  );
}

/** Expired ids go now and then (about one binding in 50). */
function sweepNowAndThen(): void {
  if (Math.random() >= 1 / 50) return;
  db()
    .paymentIdentifier.deleteMany({ where: { expiresAt: { lt: now() } } })
    .catch((error: unknown) => log.error({ err: error }, "Sweeping expired payment identifiers failed"));
}
