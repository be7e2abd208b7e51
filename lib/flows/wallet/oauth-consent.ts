/**
 * Consent by signing in with the paying wallet (the OAuth front door's
 * second proof, lib/domains/oauth/authorize.ts `ResourceProof`): one signature.
 *
 * 1. The consent page asks for a sign-in-with-x challenge (POST
 *    /api/v3/wallet/challenge) and the wallet signs its message.
 * 2. `walletConsent` (POST /api/oauth/wallet, with the authorization
 *    request's parameters): the proof is checked and its nonce used up, as
 *    for listing leases; the answer is the wallet's leases (never a token)
 *    and a consent ticket: 256 random bits, alive 10 minutes, bound to the
 *    wallet and to this authorization request (client_id, redirect_uri,
 *    code_challenge). The page carries it in the form's body, never in a URL.
 * 3. Approve (POST /api/oauth/authorize with `wallet_ticket` and `lease`):
 *    `walletProof` uses the ticket up in the grant's own transaction, and
 *    the lease must be one that wallet paid for.
 *
 * The ticket is a WalletNonce row (the wallet's single-use values, with its
 * address and expiry) whose key is `oauth:` and the SHA-256 of the ticket
 * and the request it is bound to: only the hash is stored, the binding needs
 * no column, and a nonce with `:` can never be a sign-in-with-x nonce
 * (EIP-4361 nonces are alphanumeric).
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { now } from "../../core/clock/clock";
import { config } from "../../core/config";
import { db, type Tx } from "../../core/db/client";
import { ProofRefused, type PreparedAuthorization, type ResourceProof } from "../../domains/oauth/authorize";
import { proveWallet, walletLeasesIn } from "./wallet";

export const CONSENT_TICKET_MS = 10 * 60_000;
const TICKET_PATTERN = /^owt_[A-Za-z0-9_-]{43}$/;

export const WalletConsentSchema = z.object({
  wallet: z.string(),
  leases: z.array(z.object({ id: z.string(), type: z.enum(["person", "page"]), name: z.string(), status: z.enum(["pending", "active", "expired"]), termEnd: z.string() })),
  ticket: z.string(),
  expiresAt: z.string(),
});
export type WalletConsent = z.infer<typeof WalletConsentSchema>;

function ticketKey(ticket: string, prepared: PreparedAuthorization): string {
  const bound = JSON.stringify([ticket, prepared.client.clientId, prepared.redirectUri, prepared.codeChallenge]);
  return `oauth:${createHash("sha256").update(bound, "utf8").digest("hex")}`;
}

/** Step 2: a signed sign-in-with-x payload (base64) for this authorization request → the wallet's leases and a consent ticket. */
export async function walletConsent(signIn: string | null | undefined, prepared: PreparedAuthorization): Promise<WalletConsent> {
  const proof = await proveWallet(signIn);
  const ticket = `owt_${randomBytes(32).toString("base64url")}`;
  const issuedAt = now();
  const expiresAt = new Date(issuedAt.getTime() + CONSENT_TICKET_MS);
  return db().$transaction(async (tx) => {
    await proof.consume(tx);
    const leases = await walletLeasesIn(tx, proof.wallet);
    await tx.walletNonce.create({ data: { nonce: ticketKey(ticket, prepared), address: proof.wallet, chainId: config().payment.network, issuedAt, expiresAt } });
    return {
      wallet: proof.wallet,
      leases: leases.map(({ id, type, name, status, termEnd }) => ({ id, type, name, status, termEnd })),
      ticket,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/**
 * Step 3: the proof for decideAuthorization. In the grant's transaction: the
 * ticket must be this request's, unused and alive, and is used up; the lease
 * must be one the ticket's wallet paid for (and not destroyed). Anything
 * else: ProofRefused("wallet_refused"), and nothing is written.
 */
export function walletProof(ticket: string, resourceId: string): ResourceProof {
  return {
    async inTransaction(tx: Tx, prepared: PreparedAuthorization) {
      if (!TICKET_PATTERN.test(ticket) || resourceId.length > 64) throw new ProofRefused("wallet_refused");
      const key = ticketKey(ticket, prepared);
      const at = now();
      const row = await tx.walletNonce.findUnique({ where: { nonce: key } });
      const { count } = await tx.walletNonce.updateMany({ where: { nonce: key, usedAt: null, expiresAt: { gt: at } }, data: { usedAt: at } });
      if (!row || count !== 1) throw new ProofRefused("wallet_refused");
      const lease = await tx.lease.findUnique({ where: { resourceId } });
      if (!lease || lease.principal !== row.address || lease.status === "destroyed") throw new ProofRefused("wallet_refused");
      return {
        leaseId: lease.id,
        resourceType: lease.resourceType,
        resourceId: lease.resourceId,
        wallet: row.address,
        capabilityTokenId: null,
        lease: { status: lease.status, termEnd: lease.termEnd, suspendedAt: lease.suspendedAt, suspendedReason: lease.suspendedReason },
      };
    },
  };
}
