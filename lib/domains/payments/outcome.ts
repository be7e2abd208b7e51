/**
 * What happened to a payment whose settlement did not plainly succeed. The
 * chain is the judge when an RPC is configured: an EIP-3009 authorization is
 * used (we were paid, whatever the facilitator said), canceled, or unused.
 * Without an answer we say "unknown", never "failed", so a transfer that did
 * happen can never leave the payer without what they paid for.
 */
import { parseAbi, parseAbiItem, type Address, type Hex } from "viem";
import type { Payment } from "../../core/db/generated/client";
import { chainReader } from "./facilitator";
import type { SettleResponse } from "./x402";

export type SettlementOutcome =
  | { kind: "settled"; transaction: string | null }
  | { kind: "failed"; reason: string }
  | { kind: "unknown"; reason: string }
  /** Reconciling only: nothing happened on chain yet and the authorization is still valid: settle again. */
  | { kind: "retry" };

/** EIP-3009: whether an authorizer's nonce was used or canceled. */
const authorizationStateAbi = parseAbi(["function authorizationState(address authorizer, bytes32 nonce) view returns (bool)"]);
const AuthorizationUsed = parseAbiItem("event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)");
const AuthorizationCanceled = parseAbiItem("event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce)");
/** How far back to look for the authorization's event (about a day of Base blocks). */
const LOG_WINDOW_BLOCKS = 50_000n;

type ChainAnswer = { state: "used"; transaction: string | null } | { state: "canceled" } | { state: "unused" } | { state: "unreachable"; error: string };

async function askChain(payment: Payment): Promise<ChainAnswer | null> {
  const reader = chainReader();
  if (!reader) return null;
  const asset = payment.asset as Address;
  const args = { authorizer: payment.payer as Address, nonce: payment.nonce as Hex };
  try {
    const used = await reader.readContract({ address: asset, abi: authorizationStateAbi, functionName: "authorizationState", args: [args.authorizer, args.nonce] });
    if (!used) return { state: "unused" };
    const latest = await reader.getBlockNumber();
    const fromBlock = latest > LOG_WINDOW_BLOCKS ? latest - LOG_WINDOW_BLOCKS : 0n;
    const [usedLogs, canceledLogs] = await Promise.all([
      reader.getLogs({ address: asset, event: AuthorizationUsed, args, fromBlock }),
      reader.getLogs({ address: asset, event: AuthorizationCanceled, args, fromBlock }),
    ]);
    if (canceledLogs.length && !usedLogs.length) return { state: "canceled" };
    return { state: "used", transaction: usedLogs[0]?.transactionHash ?? null };
  } catch (error) {
    return { state: "unreachable", error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
  }
}

async function receiptStatus(transaction: string): Promise<"success" | "reverted" | "unknown"> {
  const reader = chainReader();
  if (!reader) return "unknown";
  try {
    const receipt = await reader.getTransactionReceipt({ hash: transaction as Hex });
    return receipt.status;
  } catch {
    return "unknown";
  }
}

function validBeforeOf(payment: Payment): number {
  const authorization = (payment.payload as { payload?: { authorization?: { validBefore?: string } } } | null)?.payload?.authorization;
  return Number(authorization?.validBefore ?? 0);
}

export async function settlementOutcome(input: {
  payment: Payment;
  settlement?: SettleResponse;
  thrown?: unknown;
  reconciling?: boolean;
}): Promise<SettlementOutcome> {
  const { payment, settlement, thrown } = input;
  if (settlement?.success) return { kind: "settled", transaction: settlement.transaction || null };

  const chain = await askChain(payment);
  if (chain?.state === "used") return { kind: "settled", transaction: chain.transaction ?? settlement?.transaction ?? null };
  if (chain?.state === "canceled") return { kind: "failed", reason: "authorization_canceled_by_payer" };

  if (input.reconciling) {
    if (chain?.state === "unused") {
      const expired = validBeforeOf(payment) * 1000 <= Date.now();
      return expired ? { kind: "failed", reason: "authorization_expired_unsettled" } : { kind: "retry" };
    }
    if (chain?.state === "unreachable") return { kind: "unknown", reason: `payment network unreachable: ${chain.error}` };
    return { kind: "retry" }; // no RPC: ask the facilitator again
  }

  if (thrown !== undefined) {
    const message = thrown instanceof Error ? thrown.message.split("\n")[0] : String(thrown);
    return { kind: "unknown", reason: `settlement outcome unknown: ${message}` };
  }
  const reason = settlement?.errorReason ?? "settlement_failed";
  if (settlement?.transaction) {
    // A transaction was sent: only a mined, reverted one proves nothing moved.
    return (await receiptStatus(settlement.transaction)) === "reverted"
      ? { kind: "failed", reason }
      : { kind: "unknown", reason: `settlement outcome unknown: ${reason}` };
  }
  if (chain?.state === "unreachable") return { kind: "unknown", reason: `settlement outcome unknown: ${reason}` };
  if (!chain && /nonce|already_used|used_or_canceled/i.test(reason)) {
    return { kind: "unknown", reason: `authorization already used on chain, cannot confirm without X402_RPC_URL: ${reason}` };
  }
  // Refused before any transaction was sent (and, with an RPC, the chain agrees nothing moved).
  return { kind: "failed", reason };
}
