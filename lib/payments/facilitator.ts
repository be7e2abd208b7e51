/**
 * Who verifies and settles payments: a hosted facilitator (HTTP), or an
 * in-process x402 facilitator that submits EIP-3009 transfers itself with a
 * viem wallet on X402_RPC_URL (self-facilitation; the local chain default uses
 * this with a Hardhat test key). Chosen once per process from lib/config.ts.
 */
import { x402Facilitator } from "@x402/core/facilitator";
import { HTTPFacilitatorClient, type FacilitatorClient } from "@x402/core/server";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { registerExactEvmScheme } from "@x402/evm/exact/facilitator";
import { createPublicClient, createWalletClient, defineChain, http, publicActions, type PublicClient, type Transport } from "viem";
import { nonceManager, privateKeyToAccount } from "viem/accounts";
import { config, paymentSetup } from "../config";
import { ApiError } from "../http/errors";

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
  const { network, rpcUrl } = config().payment;
  if (setup.mode === "unconfigured") {
    throw new ApiError("service_unavailable", `Payments are not configured: set ${setup.problems.join("; ")}.`);
  }
  if (setup.mode === "facilitator") {
    cachedClient = new HTTPFacilitatorClient({
      url: setup.url,
      createAuthHeaders: async () => ({ verify: setup.headers, settle: setup.headers, supported: setup.headers }),
    });
    return cachedClient;
  }
  const chain = chainOf(network, rpcUrl!);
  const wallet = createWalletClient({
    // The nonce manager keeps concurrent settlements of this instance from reusing a nonce.
    account: privateKeyToAccount(setup.privateKey, { nonceManager }),
    chain,
    transport: watchedHttp(setup.rpcUrl),
  }).extend(publicActions);
  const facilitator = new x402Facilitator();
  registerExactEvmScheme(facilitator, {
    signer: toFacilitatorEvmSigner(wallet as unknown as Parameters<typeof toFacilitatorEvmSigner>[0], {
      confirmationTimeoutMs: config().payment.settleTimeoutMs,
    }),
    networks: network as Network,
  });
  cachedClient = {
    verify: (payload, requirements) => facilitator.verify(payload, requirements),
    settle: (payload, requirements) => facilitator.settle(payload, requirements),
    getSupported: async () => facilitator.getSupported(),
  } as FacilitatorClient;
  return cachedClient;
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
