/**
 * Wallet identity (sign-in-with-x, CAIP-122 / EIP-4361): the wallet that paid
 * for a lease (its principal, the payer of its first payment) proves itself
 * and then lists its leases or has a new capability token issued for one.
 *
 * The flow: `challenge` issues a message with a single-use nonce (stored in
 * WalletNonce, 5 minutes) for one address on the service's payment network,
 * with the domain and URI of the configured public address (never a request's
 * Host). The wallet signs the message (EIP-191 personal_sign; a smart wallet
 * through EIP-1271 or EIP-6492) and sends the signed payload with the one call
 * it wants (`listWalletLeases`, `reissueLeaseToken`); the nonce is used up by
 * that call, in its transaction. No session: each call carries its own fresh
 * proof (docs/decisions.md says why).
 *
 * Message building, parsing and verification are @x402/extensions'
 * sign-in-with-x helpers; smart-wallet signatures are verified through viem's
 * public client on the configured chain (lib/domains/payments/facilitator.ts
 * chainReader), EOA signatures without a network call.
 */
import { randomBytes } from "node:crypto";
import {
  createSIWxMessage,
  parseSIWxHeader,
  validateSIWxMessage,
  verifySIWxSignature,
  type CompleteSIWxInfo,
  type SIWxPayload,
} from "@x402/extensions/sign-in-with-x";
import { getAddress, isAddress } from "viem";
import type { z } from "zod";
import { now } from "../../core/clock/clock";
import { config } from "../../core/config";
import { db, type Tx } from "../../core/db/client";
import { recordEvent } from "../../domains/events/record";
import { ApiError } from "../../core/http/errors";
import { remaining } from "../../core/allowance-units";
import { effectiveStatus } from "../../domains/leases/lease";
import { revokeGrantsOfLease } from "../../domains/oauth/grants";
import { chainReader } from "../../domains/payments/facilitator";
import { issueToken, revokeLeaseTokens } from "../../domains/tokens/issue";
import { MAX_SIGN_IN_LENGTH, type WalletChallengeInputSchema, type WalletChallengeSchema, type WalletLeasesSchema, type WalletReissueSchema } from "./schemas";

/** How long a challenge's nonce can be used. */
export const NONCE_TTL_MS = 5 * 60_000;
/** Clock skew allowed on the message's own timestamps (the nonce's expiry is the service's, exact). */
const SKEW_MS = 60_000;
const STATEMENT = "Prove that this wallet paid for its Leasehold leases.";

/** The configured public origin: the domain and URI every message must name. */
function origin(): URL {
  const base = config().publicBaseUrl;
  if (!base) throw new ApiError("service_unavailable", "Wallet sign-in needs the service's public address (PUBLIC_BASE_URL): it is not configured.");
  return new URL(base);
}

/** The configured payment network as CAIP-2, if it is an EVM chain. */
function network(): string {
  return config().payment.network;
}

function chainOf(input: number | string | undefined): string | null {
  if (input === undefined) return network();
  if (typeof input === "number") return `eip155:${input}`;
  if (/^\d+$/.test(input)) return `eip155:${input}`;
  return /^[a-z0-9-]{3,8}:[A-Za-z0-9-]{1,32}$/.test(input) ? input : null;
}

/** POST /api/v3/wallet/challenge, MCP wallet_challenge: a message with a fresh single-use nonce. */
export async function walletChallenge(input: z.infer<typeof WalletChallengeInputSchema>): Promise<z.infer<typeof WalletChallengeSchema>> {
  const chainId = chainOf(input.chainId);
  if (chainId !== network() || !chainId.startsWith("eip155:")) {
    throw new ApiError("wallet_chain_unsupported", `Only the service's payment network (${network()}) is accepted: the wallet that paid signs in on the chain it paid on.`);
  }
  const site = origin();
  const address = getAddress(input.address);
  const nonce = randomBytes(16).toString("hex");
  const issuedAt = now();
  const expiresAt = new Date(issuedAt.getTime() + NONCE_TTL_MS);
  await db().$transaction(async (tx) => {
    // The table stays small: nonces a day past their expiry go.
    await tx.walletNonce.deleteMany({ where: { expiresAt: { lt: new Date(issuedAt.getTime() - 86_400_000) } } });
    await tx.walletNonce.create({ data: { nonce, address: address.toLowerCase(), chainId, issuedAt, expiresAt } });
  });
  const info: CompleteSIWxInfo = {
    domain: site.host,
    uri: site.origin,
    statement: STATEMENT,
    version: "1",
    chainId,
    type: "eip191",
    nonce,
    issuedAt: issuedAt.toISOString(),
    expirationTime: expiresAt.toISOString(),
  };
  const message = createSIWxMessage(info, address);
  const payload = { domain: site.host, address, statement: STATEMENT, uri: site.origin, version: "1", chainId, type: "eip191" as const, nonce, issuedAt: info.issuedAt, expirationTime: info.expirationTime };
  return { message, payload, expiresAt: expiresAt.toISOString() };
}

const refuse = {
  invalid: (why: string) => new ApiError("wallet_signin_invalid", `The wallet proof ${why}. Send the challenge's payload with its signature, as base64 JSON (SIGN-IN-WITH-X header, or signIn over MCP).`),
  nonce: () => new ApiError("wallet_nonce_invalid", "This nonce was not issued to this wallet on this chain, or it was used already: ask for a new challenge (POST /api/v3/wallet/challenge) for every call."),
  expired: () => new ApiError("wallet_nonce_expired", "The challenge expired (it lives 5 minutes): ask for a new one and sign it."),
  domain: (what: string) => new ApiError("wallet_domain_mismatch", `The signed message is for another site (${what}): sign the message the challenge returned, unchanged.`),
  chain: () => new ApiError("wallet_chain_mismatch", `The signed message names another chain than its challenge (${network()}).`),
  signature: () => new ApiError("wallet_signature_invalid", "The signature does not verify for the message's address."),
  altered: (field: string) => new ApiError("wallet_signin_invalid", `The signed message's ${field} is not the challenge's: sign the message the challenge returned, unchanged.`),
};

/**
 * The first member of a signed payload that differs from what its challenge
 * issued (the statement, version, issuedAt and expirationTime are the
 * challenge's; it names no resources, notBefore or requestId), or null. The
 * wallet signs the whole message, so a member changed here is one the person
 * was shown and signed: the service holds a signature only to what it asked.
 */
function changedFromChallenge(payload: SIWxPayload, challenge: { issuedAt: Date; expiresAt: Date }): string | null {
  if (payload.statement !== STATEMENT) return "statement";
  if (payload.version !== "1") return "version";
  if (payload.issuedAt !== challenge.issuedAt.toISOString()) return "issuedAt";
  if (payload.expirationTime !== challenge.expiresAt.toISOString()) return "expirationTime";
  if (payload.resources !== undefined && payload.resources.length > 0) return "resources";
  if (payload.notBefore !== undefined) return "notBefore";
  if (payload.requestId !== undefined) return "requestId";
  return null;
}

/** A proven wallet, and the one use of its nonce, to be made in the transaction of what it proves the wallet may do. */
interface Proof {
  wallet: string;
  consume(tx: Tx): Promise<void>;
}

/** Checks a signed sign-in-with-x payload (base64 JSON) against its stored challenge; throws the refusal. */
export async function proveWallet(signIn: string | null | undefined): Promise<Proof> {
  const text = signIn?.trim();
  if (!text) throw refuse.invalid("is missing");
  if (text.length > MAX_SIGN_IN_LENGTH) throw refuse.invalid(`is longer than ${MAX_SIGN_IN_LENGTH} characters`);
  let payload: SIWxPayload;
  try {
    payload = parseSIWxHeader(text);
  } catch {
    throw refuse.invalid("does not parse");
  }
  if (!isAddress(payload.address, { strict: false }) || !/^0x(?:[0-9a-fA-F]{2})+$/.test(payload.signature)) {
    throw refuse.invalid("has no EVM address or no hex signature");
  }
  const site = origin();
  const checked = await validateSIWxMessage(payload, site, { maxAge: NONCE_TTL_MS + SKEW_MS });
  if (!checked.isValid) {
    if (checked.invalidReason === "invalid_siwx_domain_mismatch" || checked.invalidReason === "invalid_siwx_uri_mismatch") {
      throw refuse.domain(checked.invalidReason === "invalid_siwx_domain_mismatch" ? `domain ${JSON.stringify(payload.domain.slice(0, 100))}` : "uri");
    }
    if (checked.invalidReason === "invalid_siwx_issued_at_too_old" || checked.invalidReason === "invalid_siwx_expired") throw refuse.expired();
    throw refuse.invalid(`has a bad timestamp (${checked.invalidReason})`);
  }
  if (payload.chainId !== network() || payload.type !== "eip191") throw refuse.chain();
  const wallet = payload.address.toLowerCase();
  const row = await db().walletNonce.findUnique({ where: { nonce: payload.nonce.slice(0, 128) } });
  if (!row || row.address !== wallet || row.chainId !== payload.chainId || row.usedAt) throw refuse.nonce();
  if (row.expiresAt <= now()) throw refuse.expired();
  const changed = changedFromChallenge(payload, row);
  if (changed) throw refuse.altered(changed);
  const reader = chainReader();
  let verified;
  try {
    verified = await verifySIWxSignature(payload, reader ? { evmVerifier: (args) => reader.verifyMessage(args) } : {});
  } catch {
    throw refuse.signature();
  }
  if (!verified.isValid || verified.payer.toLowerCase() !== wallet) {
    if (!verified.isValid && verified.invalidReason === "invalid_siwx_verifier_error") {
      throw new ApiError("service_unavailable", "The payment network could not be asked to verify a smart-wallet signature; retry later.");
    }
    throw refuse.signature();
  }
  return {
    wallet,
    async consume(tx) {
      // Exactly one use wins when the same proof is sent twice at once.
      const { count } = await tx.walletNonce.updateMany({ where: { nonce: row.nonce, usedAt: null, expiresAt: { gt: now() } }, data: { usedAt: now() } });
      if (count !== 1) throw refuse.nonce();
    },
  };
}

/** GET /api/v3/wallet/leases, MCP wallet_list_leases: the wallet's leases, never a token. */
export async function listWalletLeases(signIn: string | null | undefined): Promise<z.infer<typeof WalletLeasesSchema>> {
  const proof = await proveWallet(signIn);
  return db().$transaction(async (tx) => {
    await proof.consume(tx);
    return { wallet: proof.wallet, leases: await walletLeasesIn(tx, proof.wallet) };
  });
}

/** A proven wallet's leases (not destroyed, newest first, at most 500), never a token. */
export async function walletLeasesIn(tx: Tx, wallet: string): Promise<z.infer<typeof WalletLeasesSchema>["leases"]> {
  const leases = await tx.lease.findMany({
    where: { principal: wallet, status: { not: "destroyed" } },
    orderBy: { createdAt: "desc" },
    take: 500,
    include: { person: { select: { name: true } }, page: { select: { label: true } } },
  });
  const at = now();
  return leases.map((lease) => ({
    id: lease.resourceId,
    type: lease.resourceType,
    name: lease.person?.name ?? lease.page?.label ?? "",
    status: effectiveStatus(lease, at) as "pending" | "active" | "expired",
    termEnd: lease.termEnd.toISOString(),
    unit: lease.resourceType === "person" ? ("turns" as const) : ("submissions" as const),
    remaining: remaining(lease),
  }));
}

/**
 * POST /api/v3/wallet/leases/{id}/token, MCP wallet_reissue_token: revokes
 * every token of the lease and every OAuth grant made on it, and issues a new
 * token, with lease.token_reissued (and lease.oauth_grant.revoked for each
 * grant), in one transaction. A lease the wallet did not pay for is 404, as one that
 * does not exist: a wallet learns nothing of other wallets' leases.
 */
export async function reissueLeaseToken(signIn: string | null | undefined, resourceId: string): Promise<z.infer<typeof WalletReissueSchema>> {
  const proof = await proveWallet(signIn);
  return db().$transaction(async (tx) => {
    await proof.consume(tx);
    const lease = await tx.lease.findUnique({ where: { resourceId } });
    if (!lease || lease.principal !== proof.wallet || lease.status === "destroyed") {
      throw new ApiError("not_found", "No lease with this id was paid for by this wallet.");
    }
    // One reissue at a time per lease: the lease row is locked until this transaction ends.
    await tx.$queryRaw`SELECT id FROM "Lease" WHERE id = ${lease.id} FOR UPDATE`;
    if (lease.status === "pending") throw new ApiError("lease_not_active", "The lease's first payment is still settling: its token is the one provisioning returned. Try again when it has settled.");
    const at = now();
    const revokedTokens = await revokeLeaseTokens(tx, lease.id, at);
    // A thief of the old token could have connected an OAuth client with it: those connections end too (docs/decisions.md).
    const revokedGrants = await revokeGrantsOfLease(tx, lease.id);
    const issued = await issueToken(tx, lease, at);
    await recordEvent(tx, {
      resourceType: lease.resourceType,
      resourceId: lease.resourceId,
      type: "lease.token_reissued",
      actor: "controller",
      data: { wallet: proof.wallet, revokedTokens, revokedGrants },
    });
    return { capabilityToken: issued.token, revokedTokens };
  });
}
