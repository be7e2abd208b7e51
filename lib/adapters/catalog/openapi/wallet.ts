/**
 * The paying wallet (sign-in-with-x, CAIP-122 / EIP-4361): its challenge, its
 * leases, and a new token for one, with their examples.
 */
import { createSIWxMessage } from "@x402/extensions/sign-in-with-x";
import { z } from "zod";
import type { ErrorCode } from "../../../core/http/errors";
import type { PublishedRoute } from "../../../core/http/routes";
import { MAX_SIGN_IN_LENGTH, WalletChallengeInputSchema, WalletChallengeSchema, WalletLeasesSchema, WalletReissueSchema } from "../../../flows/wallet/schemas";
import { responseExample } from "./examples";
import { AT, BASE, capabilityToken, one, PAGE_ID, PAYER, PERSON_ID, TERM_END } from "./story";
import { IdParam, type Spec } from "./spec";

const SignInHeader = z.object({
  "SIGN-IN-WITH-X": z.string().max(MAX_SIGN_IN_LENGTH).meta({
    description:
      "The signed wallet challenge: base64 of the challenge's `payload` JSON with `signature` added (@x402/extensions encodeSIWxHeader). Single use: every call needs a fresh challenge.",
  }),
});
const WALLET_ERRORS: ErrorCode[] = ["wallet_signin_invalid", "wallet_nonce_invalid", "wallet_nonce_expired", "wallet_domain_mismatch", "wallet_chain_mismatch", "wallet_signature_invalid"];

/** The wallet's operations, in the document's order. */
export const WALLET_SPECS = {
  "POST /api/v3/wallet/challenge": {
    operationId: "walletChallenge",
    summary: "Ask for a sign-in-with-x message (EIP-4361, a single-use nonce for 5 minutes) for the wallet that paid",
    tags: ["wallet"],
    security: "public",
    body: WalletChallengeInputSchema,
    bodyExamples: { wallet: { summary: "The payer's address on the payment network", value: { address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", chainId: "eip155:8453" } } },
    success: { status: 200, description: "The message to sign, its sign-in-with-x fields and when its nonce expires.", schema: WalletChallengeSchema },
    errors: ["invalid_json", "validation_failed", "unsupported_media_type", "payload_too_large", "wallet_chain_unsupported", "method_not_allowed", "rate_limited", "internal_error", "service_unavailable"],
  },
  "GET /api/v3/wallet/leases": {
    operationId: "walletListLeases",
    summary: "List the leases the signed-in wallet paid for (never a token)",
    tags: ["wallet"],
    security: "public",
    params: { header: SignInHeader },
    success: { status: 200, description: "The wallet's leases, newest first; the nonce is used up.", schema: WalletLeasesSchema },
    errors: [...WALLET_ERRORS, "method_not_allowed", "rate_limited", "internal_error", "service_unavailable"],
  },
  "POST /api/v3/wallet/leases/{id}/token": {
    operationId: "walletReissueToken",
    summary: "Issue a new capability token for one of the wallet's leases; every earlier token of the lease is revoked",
    tags: ["wallet"],
    security: "public",
    params: { path: IdParam, header: SignInHeader },
    success: { status: 200, description: "The new token (shown once) and how many earlier tokens were revoked; the lease records lease.token_reissued.", schema: WalletReissueSchema },
    errors: [...WALLET_ERRORS, "not_found", "lease_not_active", "method_not_allowed", "rate_limited", "internal_error", "service_unavailable"],
  },
} satisfies Partial<Record<PublishedRoute, Spec>>;

// ---- the paying wallet
/** The challenge as lib/flows/wallet/wallet.ts makes it: the same helper writes the EIP-4361 message. */
const siwx = {
  domain: "leasehold.example",
  address: PAYER,
  statement: "Prove that this wallet paid for its Leasehold leases.",
  uri: BASE,
  version: "1",
  chainId: "eip155:8453",
  type: "eip191" as const,
  nonce: "3f9a1c7e5b2d8046a1c3e5f7092b4d6e",
  issuedAt: AT,
  expirationTime: "2026-11-24T09:35:00.000Z",
};
responseExample(WalletChallengeSchema, one("The message to sign with personal_sign", {
  message: createSIWxMessage(siwx, PAYER),
  payload: siwx,
  expiresAt: "2026-11-24T09:35:00.000Z",
}));
responseExample(WalletLeasesSchema, one("The wallet's leases, newest first (never a token)", {
  wallet: PAYER.toLowerCase(),
  leases: [
    { id: PAGE_ID, type: "page", name: "New patient form", status: "active", termEnd: TERM_END, unit: "submissions", remaining: 497 },
    { id: PERSON_ID, type: "person", name: "Ada", status: "active", termEnd: TERM_END, unit: "turns", remaining: 238 },
  ],
}));
responseExample(WalletReissueSchema, one("A new token; the two earlier ones are revoked", { capabilityToken: capabilityToken("person", PERSON_ID), revokedTokens: 2 }));
