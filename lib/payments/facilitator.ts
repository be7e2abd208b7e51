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
import { createPublicClient, createWalletClient, defineChain, http, publicActions, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
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
    account: privateKeyToAccount(setup.privateKey),
    chain,
    transport: http(setup.rpcUrl, { timeout: 10_000, retryCount: 0 }),
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
    ? (createPublicClient({ chain: chainOf(network, rpcUrl), transport: http(rpcUrl, { timeout: 10_000, retryCount: 0 }) }) as PublicClient)
    : null;
  return cachedReader;
}
