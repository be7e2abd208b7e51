/**
 * Who verifies and settles payments: a hosted facilitator (HTTP: any by URL
 * with fixed headers, or Coinbase's CDP facilitator, whose every request
 * carries a fresh JWT signed with the CDP API key by Coinbase's own
 * @coinbase/x402 package), or an
 * in-process x402 facilitator that submits EIP-3009 transfers itself with a
 * viem wallet on X402_RPC_URL (self-facilitation; the local chain default uses
 * this with a Hardhat test key). Chosen once per process from lib/core/config.ts.
 */
import { createFacilitatorConfig } from "@coinbase/x402";
import { x402Facilitator } from "@x402/core/facilitator";
import type { FacilitatorConfig } from "@x402/core/http";
import { HTTPFacilitatorClient, type FacilitatorClient } from "@x402/core/server";
import type { SettleResponse, VerifyResponse } from "@x402/core/types";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { registerExactEvmScheme } from "@x402/evm/exact/facilitator";
import { createPublicClient, createWalletClient, defineChain, http, publicActions, type PublicClient, type Transport } from "viem";
import { nonceManager, privateKeyToAccount } from "viem/accounts";
import { config, paymentSetup } from "../../core/config";
import { ApiError } from "../../core/http/errors";

type Network = `${string}:${string}`;

function chainOf(network: string, rpcUrl: string) {
  const id = Number(network.split(":")[1]);
  return defineChain({
    id,
    name: network,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

let cachedClient: FacilitatorClient | undefined;
let lastTransportFailure = 0;

/**
 * The in-process facilitator reports an unreachable RPC as an invalid payment
 * (a failed signature check, say). Its transport notes transport failures, so
 * the caller can tell "the network is down" (503) from "the payment is bad" (402).
 */
export function paymentNetworkFailedSince(time: number): boolean {
  return lastTransportFailure >= time;
}

function watchedHttp(url: string): Transport {
  const base = http(url, { timeout: 10_000, retryCount: 0 });
  return ((options: Parameters<Transport>[0]) => {
    const transport = base(options);
    return {
      ...transport,
      request: (async (args: unknown) => {
        try {
          return await (transport.request as (a: unknown) => Promise<unknown>)(args);
        } catch (error) {
          const name = (error as { name?: string }).name ?? "";
          if (/HttpRequestError|TimeoutError|WebSocketRequestError|SocketClosedError/.test(name)) lastTransportFailure = Date.now();
          throw error;
        }
      }) as typeof transport.request,
    };
  }) as Transport;
}
let cachedReader: PublicClient | null | undefined;

/** The facilitator of this process; throws a clear 503 when payments are not configured. */
export function facilitatorClient(): FacilitatorClient {
  if (cachedClient) return cachedClient;
  const setup = paymentSetup();
  if (setup.mode === "unconfigured") {
    throw new ApiError("service_unavailable", `Payments are not configured: set ${setup.problems.join("; ")}.`);
  }
  if (setup.mode === "facilitator") {
    cachedClient = new HTTPFacilitatorClient(hostedFacilitatorConfig(setup));
    return cachedClient;
  }
  cachedClient = selfFacilitator({ network: config().payment.network, rpcUrl: setup.rpcUrl, privateKey: setup.privateKey, settleTimeoutMs: config().payment.settleTimeoutMs });
  return cachedClient;
}

type HostedSetup = Extract<ReturnType<typeof paymentSetup>, { mode: "facilitator" }>;

/**
 * Where a hosted facilitator is and the headers of each of its requests. For
 * CDP, Coinbase's package: its URL, and headers made anew for every request
 * (the x402 client calls createAuthHeaders before each verify, settle and
 * supported), each with a JWT valid two minutes and bound to that request's
 * method, host and path. The key's secret stays in that closure: never logged.
 */
export function hostedFacilitatorConfig(setup: HostedSetup): FacilitatorConfig & { url: string } {
  if (setup.provider === "cdp") {
    const cdp = createFacilitatorConfig(setup.apiKeyId, setup.apiKeySecret);
    return { url: cdp.url!, createAuthHeaders: cdp.createAuthHeaders };
  }
  const { headers } = setup;
  return { url: setup.url, createAuthHeaders: async () => ({ verify: headers, settle: headers, supported: headers }) };
}

/** The status and body of a facilitator's non-2xx answer that still carries a verdict (the x402 client's VerifyError and SettleError). */
interface RefusalError {
  name: string;
  statusCode: number;
}
function refusalOf(error: unknown, name: "VerifyError" | "SettleError"): (Error & RefusalError & Record<string, unknown>) | null {
  const candidate = error as Partial<RefusalError> | null;
  return error instanceof Error && candidate?.name === name && typeof candidate.statusCode === "number" ? (error as Error & RefusalError & Record<string, unknown>) : null;
}

/**
 * A hosted facilitator may answer an invalid payment with a 4xx whose body is
 * still a verification (`isValid: false`): that is the payer's problem (402),
 * not an outage. A 5xx, or anything else thrown, stays an outage (null).
 */
export function verificationFromRefusal(error: unknown): VerifyResponse | null {
  const refusal = refusalOf(error, "VerifyError");
  if (!refusal || refusal.statusCode >= 500) return null;
  return {
    isValid: false,
    invalidReason: (refusal.invalidReason as string | undefined) ?? "invalid_payment",
    invalidMessage: refusal.invalidMessage as string | undefined,
    payer: refusal.payer as string | undefined,
  };
}

/**
 * Likewise a settlement refused with a 4xx and a settle response body is an
 * answer (judged by settlementOutcome, with the chain's word when it has a
 * transaction); a 5xx or a lost answer is not (null: the outcome is unknown).
 */
export function settlementFromRefusal(error: unknown): SettleResponse | null {
  const refusal = refusalOf(error, "SettleError");
  if (!refusal || refusal.statusCode >= 500) return null;
  return {
    success: false,
    errorReason: (refusal.errorReason as string | undefined) ?? "settlement_failed",
    errorMessage: refusal.errorMessage as string | undefined,
    payer: refusal.payer as string | undefined,
    transaction: (refusal.transaction as string | undefined) ?? "",
    network: refusal.network as Network,
  };
}

const sending = new Map<string, Promise<unknown>>();

/**
 * Sends the transactions of one account one after the other, in nonce order.
 * Concurrent settlements each take the next nonce, but their transactions can
 * reach the node out of order: Hardhat's automine refuses a nonce ahead of the
 * next one, and other nodes hold it until the gap is filled. Only the send is
 * queued (receipts are awaited in parallel); a failed send does not hold up
 * the next one (viem hands its nonce back to the nonce manager), and a send
 * whose answer never comes holds it up for the RPC timeout at most.
 */
function inNonceOrder<A extends unknown[], R>(address: string, send: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    const turn = (sending.get(address) ?? Promise.resolve()).then(() => send(...args));
    sending.set(address, turn.catch(() => undefined));
    return turn;
  };
}

/**
 * An x402 facilitator in this process: verifies EIP-3009 authorizations and
 * submits them with its own key (which pays the gas) on `rpcUrl`. Used for
 * self-facilitation, and by the tests to stand up a hosted facilitator.
 */
export function selfFacilitator(options: { network: string; rpcUrl: string; privateKey: `0x${string}`; settleTimeoutMs: number }): FacilitatorClient {
  // The nonce manager keeps concurrent settlements of this process from reusing a nonce.
  const account = privateKeyToAccount(options.privateKey, { nonceManager });
  const client = createWalletClient({ account, chain: chainOf(options.network, options.rpcUrl), transport: watchedHttp(options.rpcUrl) }).extend(publicActions);
  // What the scheme signs and sends with. Both ways it sends a transaction are queued; inside,
  // viem's writeContract calls the client's own sendTransaction, which is not, so it cannot wait on itself.
  const wallet = {
    ...client,
    // The signer names its address (GET /supported lists it) from `address`, which a wallet client keeps on its account.
    address: account.address,
    writeContract: inNonceOrder(account.address, client.writeContract),
    sendTransaction: inNonceOrder(account.address, client.sendTransaction),
  };
  const facilitator = new x402Facilitator();
  registerExactEvmScheme(facilitator, {
    signer: toFacilitatorEvmSigner(wallet as unknown as Parameters<typeof toFacilitatorEvmSigner>[0], {
      confirmationTimeoutMs: options.settleTimeoutMs,
    }),
    networks: options.network as Network,
  });
  return {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported(),
  } as FacilitatorClient;
}

/** A read-only client of the payment network, when an RPC URL is configured (used to reconcile). */
export function chainReader(): PublicClient | null {
  if (cachedReader !== undefined) return cachedReader;
  const { network, rpcUrl } = config().payment;
  cachedReader = rpcUrl
    ? (createPublicClient({ chain: chainOf(network, rpcUrl), transport: watchedHttp(rpcUrl) }) as PublicClient)
    : null;
  return cachedReader;
}
