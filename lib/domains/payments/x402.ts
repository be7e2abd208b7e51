/**
 * The x402 v2 side of payments: the price of each SKU as payment
 * requirements, the 402 challenge, and decoding the PAYMENT-SIGNATURE header.
 * Uses @x402/core's x402ResourceServer directly (not a framework wrapper), so
 * that the database claim can sit between verification and settlement.
 */
import { decodePaymentSignatureHeader, encodePaymentRequiredHeader, encodePaymentResponseHeader } from "@x402/core/http";
import { x402ResourceServer } from "@x402/core/server";
import type { PaymentPayload, PaymentRequired, PaymentRequirements, SettleResponse } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/server";
import { atomicAmount, config, paymentSetup } from "../../core/config";
import { ApiError } from "../../core/http/errors";
import type { ResourceType } from "../leases/schemas";
import { challengeExtensions } from "./discovery";
import { facilitatorClient } from "./facilitator";

export type { PaymentPayload, PaymentRequirements, SettleResponse };
type Network = `${string}:${string}`;

let server: x402ResourceServer | undefined;

/** The resource server, built on first use. */
export function resourceServer(): x402ResourceServer {
  server ??= new x402ResourceServer(facilitatorClient()).register(config().payment.network as Network, new ExactEvmScheme());
  return server;
}

/**
 * What one payment is for, carried in the requirements' `extra.leasehold`:
 * x402 v2 clients copy the requirements they accept into the payload's
 * `accepted`, and a payment is taken only where its `accepted` contains the
 * requirements of the request at hand. A payment made for one Page's renewal
 * therefore does not match a new Page's challenge, nor another Page's renewal.
 */
export interface PaymentBinding {
  purpose: "provision" | "renew";
  resourceType: ResourceType;
  /** The resource a renewal is for. */
  resourceId?: string;
}

/** The payment requirements of one purchase (provision and renewal cost the same, but are bound to what they buy). */
export function requirementsFor(binding: PaymentBinding): PaymentRequirements {
  const { resourceType } = binding;
  const cfg = config();
  const setup = paymentSetup(cfg);
  if (setup.mode === "unconfigured") {
    throw new ApiError("service_unavailable", `Payments are not configured: set ${setup.problems.join("; ")}.`);
  }
  const cents = resourceType === "person" ? cfg.person.priceCents : cfg.page.priceCents;
  return {
    scheme: cfg.payment.scheme,
    network: cfg.payment.network as Network,
    amount: atomicAmount(cents, cfg.payment.assetDecimals),
    asset: cfg.payment.asset,
    payTo: setup.payTo,
    maxTimeoutSeconds: cfg.payment.maxTimeoutSeconds,
    extra: {
      name: cfg.payment.assetName,
      version: cfg.payment.assetVersion,
      leasehold: { purpose: binding.purpose, resourceType, ...(binding.resourceId ? { resourceId: binding.resourceId } : {}) },
    },
  };
}

export interface ChargeDescription extends PaymentBinding {
  /** Absolute URL of the request being paid for. */
  url: string;
  description: string;
  /** The request's validated input: what a payment-identifier id is bound to (lib/domains/payments/identifier.ts). */
  input?: unknown;
  /** The route's bazaar declaration (lib/adapters/catalog/bazaar.ts); a renewal's is built here when absent. */
  bazaar?: Record<string, unknown>;
}

export function paymentRequired(charge: ChargeDescription, error: string): PaymentRequired {
  return {
    x402Version: 2,
    error,
    resource: { url: charge.url, description: charge.description, mimeType: "application/json" },
    accepts: [requirementsFor(charge)],
    extensions: challengeExtensions(charge),
  };
}

/**
 * The 402 answer: the challenge base64-encoded in PAYMENT-REQUIRED, and the
 * same challenge in the JSON body beside `error` and `code`.
 */
export function challengeError(
  charge: ChargeDescription,
  code: "payment_required" | "payment_invalid" | "payment_failed" | "lease_expired",
  message: string,
  reason?: string,
): ApiError {
  const challenge = paymentRequired(charge, reason ?? message);
  return new ApiError(code, message, {
    headers: { "PAYMENT-REQUIRED": encodePaymentRequiredHeader(challenge) },
    extra: { ...(reason ? { reason } : {}), x402Version: challenge.x402Version, resource: challenge.resource, accepts: challenge.accepts, extensions: challenge.extensions },
  });
}

/** Decodes the PAYMENT-SIGNATURE header, or throws a 402 saying what is wrong with it. */
export function decodePaymentHeader(header: string, charge: ChargeDescription): PaymentPayload {
  try {
    return decodePaymentSignatureHeader(header);
  } catch {
    throw challengeError(charge, "payment_invalid", "The PAYMENT-SIGNATURE header is not a base64-encoded x402 payment payload.", "malformed_payment_header");
  }
}

/** Checks that a decoded payment (from a header or MCP's `_meta`) is an x402 v2 payload, or throws a 402 saying why not. */
export function checkPaymentPayload(value: unknown, charge: ChargeDescription): PaymentPayload {
  const payload = value as Partial<PaymentPayload> | null;
  if (!payload || typeof payload !== "object" || payload.x402Version !== 2 || !payload.accepted || typeof payload.accepted !== "object" || !payload.payload || typeof payload.payload !== "object") {
    throw challengeError(charge, "payment_invalid", "The payment is not an x402 version 2 payment payload.", "unsupported_payment_version");
  }
  return payload as PaymentPayload;
}

/** The payer and nonce of an exact EVM (EIP-3009) payment: its identity for the claim. */
export function authorizationOf(payload: PaymentPayload, charge: ChargeDescription) {
  const { authorization, signature } = payload.payload as { authorization?: Record<string, unknown>; signature?: unknown };
  const from = authorization?.from;
  const nonce = authorization?.nonce;
  const validBefore = authorization?.validBefore;
  // Every member the facilitator reads, checked here: a malformed one is the payer's mistake (402), never an outage (503).
  const address = (value: unknown) => typeof value === "string" && /^0x[0-9a-fA-F]{40}$/.test(value);
  const uint = (value: unknown) => typeof value === "string" && /^\d{1,78}$/.test(value);
  if (
    !address(from) ||
    !address(authorization?.to) ||
    typeof nonce !== "string" ||
    !/^0x[0-9a-fA-F]{64}$/.test(nonce) ||
    !uint(authorization?.value) ||
    !uint(authorization?.validAfter) ||
    !uint(validBefore) ||
    typeof signature !== "string" ||
    !/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)
  ) {
    throw challengeError(
      charge,
      "payment_invalid",
      "The payment is not an EIP-3009 transfer authorization (from, to, value, validAfter, validBefore, nonce) with a hex signature.",
      "invalid_authorization",
    );
  }
  return { payer: (from as string).toLowerCase(), nonce: nonce.toLowerCase(), validBefore: Number(validBefore) };
}

/** The PAYMENT-RESPONSE header of a settlement. */
export function encodeSettlement(settlement: SettleResponse): string {
  return encodePaymentResponseHeader(settlement);
}
