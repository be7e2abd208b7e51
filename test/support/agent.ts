/**
 * What the API tests use to act as an agent against the running service:
 * plain HTTP, the real x402 client (@x402/fetch and @x402/core), hand-made
 * EIP-3009 authorizations for the tampered cases, and the chain itself.
 */
import { randomBytes } from "node:crypto";
import { x402Client, x402HTTPClient } from "@x402/core/client";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import type { PaymentPayload, PaymentRequired, PaymentRequirements } from "@x402/core/types";
import { authorizationTypes } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { createPublicClient, http, parseAbiItem, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { localPrivateKey } from "@/lib/core/chain/local";

export const baseUrl = () => {
  const url = process.env.LEASEHOLD_TEST_URL;
  if (!url) throw new Error("LEASEHOLD_TEST_URL is not set: the service global setup did not run");
  return url;
};

/**
 * A request to the suite's service. A GET or HEAD sent on a kept-alive
 * connection the server closed at that very moment (its keep-alive timeout;
 * on a loaded machine the client's own timer fires late) is sent once more,
 * as browsers do for idempotent requests; anything else is never repeated.
 */
export async function api(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(`${baseUrl()}${path}`, init);
  } catch (error) {
    const method = (init?.method ?? "GET").toUpperCase();
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if ((method === "GET" || method === "HEAD") && code === "UND_ERR_SOCKET") return fetch(`${baseUrl()}${path}`, init);
    throw error;
  }
}

export const jsonPost = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Hardhat test account `index` (#3 to #19 hold test USDC). Each test file uses its own. */
export const payer = (index: number) => privateKeyToAccount(localPrivateKey(index));

export const asset = () => process.env.X402_ASSET as Address;
export const network = () => process.env.X402_NETWORK!;
export const payTo = () => process.env.X402_PAY_TO as Address;

/** A wrapped fetch that pays with account `index`, its per-payment cap in atomic USDC. */
export function payingFetch(index: number, capAtomic: string | null = "5000000") {
  return wrapFetchWithPaymentFromConfig(fetch, {
    schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(index)) }],
    spendControls: { allowedAssets: [{ network: network() as `${string}:${string}`, asset: asset(), ...(capAtomic ? { maxAmountPerPayment: capAtomic } : {}) }] },
  });
}

export async function paidPost(index: number, path: string, body?: unknown) {
  return payingFetch(index)(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The 402 challenge of a request, decoded from PAYMENT-REQUIRED. */
export async function challenge(path: string, body?: unknown): Promise<{ response: Response; required: PaymentRequired; body: Record<string, unknown> }> {
  const response = await jsonPost(path, body);
  if (response.status !== 402) throw new Error(`expected 402, got ${response.status}: ${await response.text()}`);
  const header = response.headers.get("payment-required");
  if (!header) throw new Error("402 without PAYMENT-REQUIRED");
  return { response, required: decodePaymentRequiredHeader(header), body: await response.json() };
}

/** A PAYMENT-SIGNATURE made by the real x402 client for a challenge. */
export async function signedHeader(index: number, required: PaymentRequired): Promise<string> {
  const client = new x402HTTPClient(
    x402Client.fromConfig({
      schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(index)) }],
      spendControls: false,
    }),
  );
  const payload = await client.createPaymentPayload(required);
  return client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"]!;
}

/** A hand-made EIP-3009 payment, for the cases the real client would refuse to make. */
export async function craftedHeader(
  index: number,
  required: PaymentRequired,
  tamper: { value?: string; to?: Address; validBefore?: number; chainId?: number; accepted?: Partial<PaymentRequirements> } = {},
): Promise<string> {
  const account = payer(index);
  const requirements = required.accepts[0]!;
  const now = Math.floor(Date.now() / 1000);
  const authorization = {
    from: account.address,
    to: tamper.to ?? (requirements.payTo as Address),
    value: BigInt(tamper.value ?? requirements.amount),
    validAfter: 0n,
    validBefore: BigInt(tamper.validBefore ?? now + 600),
    nonce: `0x${randomBytes(32).toString("hex")}` as Hex,
  };
  const signature = await account.signTypedData({
    domain: {
      name: String(requirements.extra?.name),
      version: String(requirements.extra?.version),
      chainId: tamper.chainId ?? Number(requirements.network.split(":")[1]),
      verifyingContract: requirements.asset as Address,
    },
    types: authorizationTypes,
    primaryType: "TransferWithAuthorization",
    message: authorization,
  });
  const payload: PaymentPayload = {
    x402Version: 2,
    resource: required.resource,
    accepted: { ...requirements, ...tamper.accepted },
    payload: {
      authorization: {
        from: authorization.from,
        to: authorization.to,
        value: authorization.value.toString(),
        validAfter: "0",
        validBefore: authorization.validBefore.toString(),
        nonce: authorization.nonce,
      },
      signature,
    },
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

const erc20 = [
  { type: "function", name: "balanceOf", stateMutability: "view", inputs: [{ name: "a", type: "address" }], outputs: [{ type: "uint256" }] },
] as const;

/** Test USDC (atomic units) held by an address, read from the chain directly. */
export async function usdcBalance(address: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(process.env.LEASEHOLD_TEST_RPC!) });
  return client.readContract({ address: asset(), abi: erc20, functionName: "balanceOf", args: [address] });
}

/**
 * What the service's pay-to address receives from one payer from now on: the
 * USDC transfers from `from` to it in the blocks after this call, read from the
 * chain's Transfer logs. Not the pay-to balance: test files run in parallel and
 * pay the same address, so only a payer's own transfers say what one test paid.
 */
export async function paymentsFrom(from: Address): Promise<{ received(): Promise<bigint> }> {
  const client = createPublicClient({ transport: http(process.env.LEASEHOLD_TEST_RPC!) });
  const fromBlock = (await client.getBlockNumber()) + 1n;
  return {
    async received() {
      const logs = await client.getLogs({ address: asset(), event: TRANSFER, args: { from, to: payTo() }, fromBlock, toBlock: "latest" });
      return logs.reduce((sum, entry) => sum + (entry.args.value ?? 0n), 0n);
    },
  };
}

const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

export const PERSON_BODY = { name: "Test Person", goal: "Answer questions about the test suite." };
export const PAGE_BODY = { label: "Test intake" };

/** Pays for a Person with account `index`'s x402 client on the instance at `base` (the suite's by default), PERSON_BODY with `body`'s fields; the answer as it came. */
export const payForPerson = (index: number, base = baseUrl(), body: Record<string, unknown> = {}) =>
  payingFetch(index)(`${base}/api/v3/resources/persons`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...PERSON_BODY, ...body }),
  });

/** Provisions a Person or a Page paid by account `index`; returns its record and token. */
export async function provision(index: number, kind: "persons" | "pages") {
  const response = await paidPost(index, `/api/v3/resources/${kind}`, kind === "persons" ? PERSON_BODY : PAGE_BODY);
  if (response.status !== 201) throw new Error(`provision answered ${response.status}: ${await response.text()}`);
  const body = await response.json();
  return { record: body.person ?? body.page, id: (body.person ?? body.page).id as string, token: body.capabilityToken.token as string };
}
