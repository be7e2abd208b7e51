/**
 * Taking an x402 payment for something: no charge without the thing, no thing
 * without the charge, and one thing per signed payment.
 *
 *  1. No PAYMENT-SIGNATURE: 402 with the challenge.
 *  2. Decode, match the challenge, and look the authorization (payer, nonce)
 *     up: a payment seen before is answered from its record, never charged
 *     again (see `answerReplay`). Verification (3) starts before the lookup.
 *  3. Verify with the facilitator and, side by side, claim: one transaction
 *     checks the principal limit, creates what is bought in a pending state
 *     and inserts the payment row, unique on (network, asset, payer, nonce),
 *     and commits only once verification has passed (nothing is written
 *     before it passes; a refusal rolls the claim back). Parallel copies of
 *     the same signature lose the insert and are answered as replays.
 *  5. Settle, then one transaction records the outcome: settled (the purchase
 *     becomes usable), failed (it is removed; 402 with the reason), or unknown
 *     (pending; 202, to be reconciled, never inviting a second payment).
 */
import { Prisma } from "../../core/db/generated/client";
import { db, type Tx } from "../../core/db/client";
import type { Payment } from "../../core/db/generated/client";
import { ApiError } from "../../core/http/errors";
import { config } from "../../core/config";
import type { ResourceType } from "../leases/schemas";
import { paymentNetworkFailedSince, settlementFromRefusal, verificationFromRefusal } from "./facilitator";
import { settlementOutcome, type SettlementOutcome } from "./outcome";
import { bindPaymentIdentifier, checkPaymentIdentifier, identifierConflict, paymentIdentifierOf, purchaseHash } from "./identifier";
import {
  authorizationOf,
  challengeError,
  checkPaymentPayload,
  decodePaymentHeader,
  requirementsFor,
  resourceServer,
  type ChargeDescription,
  type PaymentPayload,
  type PaymentRequirements,
  type SettleResponse,
} from "./x402";
import { log } from "../../core/log";

export type PaymentPurpose = "provision" | "renew";

export interface Claim {
  paymentId: string;
  payer: string;
  leaseId: string;
  resourceType: ResourceType;
  resourceId: string;
}

/** What a purchase does at each step; `purchases.ts` has one per purpose and resource type. */
export interface Purchase<T> {
  purpose: PaymentPurpose;
  resourceType: ResourceType;
  /** Inside the claim: create what is bought, not yet usable. */
  prepare(tx: Tx, payment: { payer: string }): Promise<{ leaseId: string; resourceId: string }>;
  /** Inside the settlement, exactly once: make it usable. */
  complete(tx: Tx, claim: Claim): Promise<void>;
  /** Inside the failure: undo `prepare`. */
  abandon(tx: Tx, claim: Claim): Promise<void>;
  /** The answer for the client; null when it was already delivered (a provision's token is shown once). */
  deliver(tx: Tx, claim: Claim): Promise<T | null>;
  /**
   * The answer again, for a retry bound to this payment by its
   * payment-identifier id, once `deliver` has given its one answer: the same
   * resource without the secrets shown once. Absent: `deliver` answers again.
   */
  redeliver?(tx: Tx, claim: Claim): Promise<T>;
}

export interface PaymentReceipt {
  network: string;
  asset: string;
  amount: string;
  payer: string;
  transaction: string | null;
  status: "settled" | "pending";
}

export type PaymentOutcome<T> =
  | { status: "settled"; result: T; receipt: PaymentReceipt; settlement: SettleResponse; /** A payment-identifier retry answered again. */ replayed?: boolean }
  | { status: "pending"; paymentId: string; receipt: PaymentReceipt };

/** A claim left in `claimed` longer than this is treated as interrupted and reconciled. */
const STALE_CLAIM_MS = 2 * 60_000;

/** How long the facilitator may take to verify; the claim's transaction waits for it, open, at most a little longer. */
const VERIFY_TIMEOUT_MS = 15_000;

function receiptOf(payment: Payment, status: "settled" | "pending"): PaymentReceipt {
  return {
    network: payment.network,
    asset: payment.asset,
    amount: payment.amount.toString(),
    payer: payment.payer,
    transaction: payment.transaction,
    status,
  };
}

function claimOf(payment: Payment, resourceType: ResourceType): Claim {
  if (!payment.leaseId || !payment.resourceId) throw new Error(`payment ${payment.id} has no lease`);
  return { paymentId: payment.id, payer: payment.payer, leaseId: payment.leaseId, resourceType, resourceId: payment.resourceId };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

let initialized: Promise<void> | undefined;
function ensureInitialized(): Promise<void> {
  initialized ??= resourceServer()
    .initialize()
    .catch((error) => {
      initialized = undefined;
      throw error;
    });
  return initialized;
}

function unavailable(what: string, error: unknown): ApiError {
  log.error({ err: error, step: what }, "Payment step failed: facilitator or payment network unreachable");
  return new ApiError(
    "service_unavailable",
    `The payment facilitator or the payment network could not be reached (${what}); nothing was charged and nothing was created. Retry later.`,
    { headers: { "Retry-After": "10" } },
  );
}

/** Records an outcome and runs the purchase's matching step, in one transaction. */
async function finish<T>(
  payment: Payment,
  outcome: Exclude<SettlementOutcome, { kind: "retry" }>,
  purchase: Purchase<T>,
  charge: ChargeDescription | null,
  settlement?: SettleResponse,
  replayable = false,
): Promise<PaymentOutcome<T>> {
  const claim = claimOf(payment, purchase.resourceType);
  const deliver = charge !== null; // a background reconciliation has nobody to deliver to
  if (outcome.kind === "unknown") {
    const updated = await db().payment.update({
      where: { id: payment.id },
      data: { status: "pending", failureReason: outcome.reason },
    });
    return { status: "pending", paymentId: payment.id, receipt: receiptOf(updated, "pending") };
  }
  if (outcome.kind === "failed") {
    await db().$transaction(async (tx) => {
      const { count } = await tx.payment.updateMany({
        where: { id: payment.id, status: { in: ["claimed", "pending"] } },
        data: { status: "failed", failureReason: outcome.reason, payload: Prisma.DbNull, requirements: Prisma.DbNull },
      });
      if (count === 1) await purchase.abandon(tx, claim);
    });
    const message = `The payment could not be settled (${outcome.reason}); nothing was charged.`;
    if (charge) throw challengeError(charge, "payment_failed", message, outcome.reason);
    throw new ApiError("payment_failed", message, { extra: { reason: outcome.reason } });
  }
  const delivered = await db().$transaction(async (tx) => {
    const [updated] = await tx.payment.updateManyAndReturn({
      where: { id: payment.id, status: { in: ["claimed", "pending"] } },
      data: {
        status: "settled",
        transaction: outcome.transaction,
        settledAt: new Date(),
        failureReason: null,
        payload: Prisma.DbNull,
        requirements: Prisma.DbNull,
      },
    });
    if (updated) await purchase.complete(tx, claim);
    const settled = updated ?? (await tx.payment.findUniqueOrThrow({ where: { id: payment.id } }));
    if (!deliver) return { result: null, payment: settled, replayed: false };
    const first = await purchase.deliver(tx, claim);
    if (first !== null || !replayable || !purchase.redeliver) return { result: first, payment: settled, replayed: false };
    return { result: await purchase.redeliver(tx, claim), payment: settled, replayed: true };
  });
  const receipt: SettleResponse = settlement?.success
    ? settlement
    : { success: true, transaction: outcome.transaction ?? "", network: payment.network as `${string}:${string}`, payer: payment.payer };
  if (!deliver) return { status: "settled", result: null as T, receipt: receiptOf(delivered.payment, "settled"), settlement: receipt };
  if (delivered.result === null) throw alreadyUsed(delivered.payment);
  return {
    status: "settled",
    result: delivered.result,
    receipt: receiptOf(delivered.payment, "settled"),
    settlement: receipt,
    ...(delivered.replayed ? { replayed: true } : {}),
  };
}

function alreadyUsed(payment: Payment): ApiError {
  return new ApiError(
    "payment_already_used",
    `This payment authorization was already used (${payment.purpose} of ${payment.resourceType} ${payment.resourceId}); it pays for one request only. Nothing was charged again.`,
  );
}

/** A facilitator's error message fit to log: its first line and viem's "Details:", not the call's arguments (the payer's signature). */
function summary(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const lines = message.split("\n");
  return [lines[0], lines.find((line) => line.startsWith("Details:"))].filter(Boolean).join(" ");
}

/** Settles a claimed payment and records the outcome. */
async function settle<T>(
  payment: Payment,
  payload: PaymentPayload,
  requirements: PaymentRequirements,
  purchase: Purchase<T>,
  charge: ChargeDescription | null,
): Promise<PaymentOutcome<T>> {
  let settlement: SettleResponse | undefined;
  let thrown: unknown;
  try {
    await ensureInitialized();
    settlement = await withTimeout(resourceServer().settlePayment(payload, requirements), config().payment.settleTimeoutMs + 5_000);
  } catch (error) {
    settlement = settlementFromRefusal(error) ?? undefined;
    if (!settlement) thrown = error;
  }
  const outcome = await settlementOutcome({ payment, settlement, thrown });
  if (outcome.kind !== "settled") {
    log.warn(
      { paymentId: payment.id, outcome: outcome.kind, errorReason: settlement?.errorReason, errorMessage: summary(settlement?.errorMessage), transaction: settlement?.transaction || undefined, err: thrown },
      "Settlement did not succeed",
    );
  }
  if (outcome.kind === "retry") throw new Error("unreachable: retry outside reconciliation");
  return finish(payment, outcome, purchase, charge, settlement);
}

/** Answers a request whose payment authorization was seen before. */
async function answerReplay<T>(payment: Payment, purchase: Purchase<T>, charge: ChargeDescription | null, replayable = false): Promise<PaymentOutcome<T>> {
  if (payment.purpose !== purchase.purpose || payment.resourceType !== purchase.resourceType) throw alreadyUsed(payment);
  switch (payment.status) {
    case "settled":
      return finish(payment, { kind: "settled", transaction: payment.transaction }, purchase, charge, undefined, replayable);
    case "failed": {
      const message = `This payment authorization already failed (${payment.failureReason ?? "unknown reason"}); nothing was charged.`;
      if (charge) throw challengeError(charge, "payment_failed", message, payment.failureReason ?? undefined);
      throw new ApiError("payment_failed", message);
    }
    case "claimed":
      if (Date.now() - payment.updatedAt.getTime() < STALE_CLAIM_MS) {
        throw new ApiError("payment_in_progress", "This payment authorization is being processed by another request; retry the same request shortly.", {
          headers: { "Retry-After": "2" },
        });
      }
      return reconcileWith(payment, purchase, charge);
    case "pending":
      return reconcileWith(payment, purchase, charge);
  }
}

/**
 * Resolves a pending (or interrupted) payment: look at the chain, or settle
 * again. With `charge` null (a background sweep) the purchase is completed but
 * nothing is delivered: a provision's token is issued when its client retries.
 */
export async function reconcileWith<T>(payment: Payment, purchase: Purchase<T>, charge: ChargeDescription | null): Promise<PaymentOutcome<T>> {
  const outcome = await settlementOutcome({ payment, reconciling: true });
  if (outcome.kind !== "retry") return finish(payment, outcome, purchase, charge);
  if (!payment.payload || !payment.requirements) {
    return finish(payment, { kind: "unknown", reason: "nothing left to settle with" }, purchase, charge);
  }
  return settle(payment, payment.payload as unknown as PaymentPayload, payment.requirements as unknown as PaymentRequirements, purchase, charge);
}

/** Takes the payment for `purchase` from the request's PAYMENT-SIGNATURE header (the x402 HTTP transport). */
export async function acceptPayment<T>(request: Request, charge: ChargeDescription, purchase: Purchase<T>, sku: string): Promise<PaymentOutcome<T>> {
  const header = request.headers.get("payment-signature");
  if (!header) {
    throw challengeError(charge, "payment_required", `Payment required: pay with x402 v2 and retry this request with the PAYMENT-SIGNATURE header.`);
  }
  return acceptPaymentPayload(decodePaymentHeader(header, charge), charge, purchase, sku);
}

/**
 * Takes the payment for `purchase` from a decoded x402 payment payload: the
 * core both transports share (HTTP's PAYMENT-SIGNATURE header, MCP's
 * `_meta["x402/payment"]`), so one authorization buys one thing either way.
 */
export async function acceptPaymentPayload<T>(value: unknown, charge: ChargeDescription, purchase: Purchase<T>, sku: string): Promise<PaymentOutcome<T>> {
  const required = requirementsFor(charge);
  const payload = checkPaymentPayload(value, charge);
  const matched = resourceServer().findMatchingRequirements([required], payload);
  if (!matched) {
    throw challengeError(
      charge,
      "payment_invalid",
      "The payment does not match the challenge: its scheme, network, asset, amount or payTo differ from the requirements, or it was made for another purchase (extra.leasehold names what a payment buys: pay this request's own challenge).",
      "requirements_mismatch",
    );
  }
  const authorization = authorizationOf(payload, charge);
  const key = { network: matched.network, asset: matched.asset.toLowerCase(), payer: authorization.payer, nonce: authorization.nonce };
  // payment-identifier: an id bound to another payment or request is refused before anything else (409).
  const identifier = paymentIdentifierOf(payload);
  const hash = identifier ? purchaseHash(charge) : "";
  const replayable = identifier ? await checkPaymentIdentifier(identifier, key, hash) : false;

  // Verification starts at once and runs while the payment is looked up and the claim is written; the claim
  // commits only if it passes. A payment seen before is answered from its record, whatever verification says.
  const verifying = Date.now();
  const verification = ensureInitialized()
    .then(() => withTimeout(resourceServer().verifyPayment(payload, matched), VERIFY_TIMEOUT_MS))
    .then(
      (result) => ({ result, error: undefined }),
      (error: unknown) => ({ result: verificationFromRefusal(error) ?? undefined, error }),
    );

  const seen = await db().payment.findUnique({ where: { network_asset_payer_nonce: key } });
  if (seen) return answerReplay(seen, purchase, charge, replayable);
  const requireVerified = async () => {
    const { result, error } = await verification;
    if (!result) throw unavailable("verification", error);
    if (!result.isValid && paymentNetworkFailedSince(verifying)) {
      throw unavailable("verification", result.invalidMessage ?? result.invalidReason);
    }
    if (!result.isValid) {
      const reason = result.invalidReason ?? "invalid_payment";
      throw challengeError(charge, "payment_invalid", `The payment failed verification (${reason}); nothing was charged.`, reason);
    }
  };

  let payment: Payment;
  try {
    payment = await db().$transaction(
      async (tx) => {
        let created: Payment;
        try {
          // The payment row first: a parallel copy of the same signature stops here, as a replay.
          const inserted = await tx.payment.create({
            data: {
              ...key,
              purpose: purchase.purpose,
              sku,
              resourceType: purchase.resourceType,
              payTo: matched.payTo.toLowerCase(),
              amount: BigInt(matched.amount),
              status: "claimed",
              payload: payload as unknown as Prisma.InputJsonValue,
              requirements: matched as unknown as Prisma.InputJsonValue,
            },
          });
          if (identifier) await bindPaymentIdentifier(tx, identifier, inserted.id, hash);
          const prepared = await purchase.prepare(tx, { payer: authorization.payer });
          created = await tx.payment.update({ where: { id: inserted.id }, data: { leaseId: prepared.leaseId, resourceId: prepared.resourceId } });
        } catch (error) {
          // A payment that fails verification is refused as such, whatever else went wrong;
          // a parallel copy of the same signature is a replay, whatever its verification says.
          if (!isUniqueViolation(error)) await requireVerified();
          throw error;
        }
        await requireVerified();
        return created;
      },
      { maxWait: 5_000, timeout: VERIFY_TIMEOUT_MS + 5_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await db().payment.findUnique({ where: { network_asset_payer_nonce: key } });
      if (winner) return answerReplay(winner, purchase, charge, identifier ? await checkPaymentIdentifier(identifier, key, hash) : false);
      // Not this payment: another one took the payment-identifier id meanwhile.
      const conflict = identifier ? await identifierConflict(identifier, key, hash) : null;
      if (conflict) throw conflict;
    }
    throw error;
  }
  return settle(payment, payload, matched, purchase, charge);
}
