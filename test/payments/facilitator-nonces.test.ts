/**
 * The in-process facilitator settling several payments at once with one key:
 * its transactions must reach the chain in nonce order, and a send that fails
 * must neither leave a nonce gap nor stop the sends queued behind it. The local
 * chain's automine refuses a transaction whose nonce is ahead of the account's
 * next one, so either mistake fails a settlement here (on a public chain the
 * transaction would wait behind the gap instead). Found by the fuzz suite's
 * two provisions at once, which failed one run in three.
 */
import { decodePaymentSignatureHeader } from "@x402/core/http";
import type { FacilitatorClient } from "@x402/core/server";
import type { PaymentRequirements } from "@x402/core/types";
import { createTestClient, http, parseEther } from "viem";
import { hardhat } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localAccount, localPrivateKey } from "@/lib/core/chain/local";
import { selfFacilitator } from "@/lib/domains/payments/facilitator";
import { fundPayer } from "../support/security";
import { challenge, network, PAGE_BODY, signedHeader } from "../support/agent";
import { setFault, startFaultProxy, type FaultProxy } from "../support/rpc-fault-proxy";

/** Accounts of this file alone: a facilitator key and two payers, beyond the ones other files use. */
const FACILITATOR_KEY = 50;
const PAYERS = [51, 52] as const;

let proxy: FaultProxy;
let facilitator: FacilitatorClient;

async function payment(index: number) {
  const { required } = await challenge("/api/v3/resources/pages", PAGE_BODY);
  const payload = decodePaymentSignatureHeader(await signedHeader(index, required));
  return { payload, requirements: payload.accepted as PaymentRequirements };
}

beforeAll(async () => {
  const rpcUrl = process.env.LEASEHOLD_TEST_RPC!;
  const chain = { ...hardhat, rpcUrls: { default: { http: [rpcUrl] } } };
  await createTestClient({ mode: "hardhat", chain, transport: http(rpcUrl) }).setBalance({ address: localAccount(FACILITATOR_KEY).address, value: parseEther("10") });
  for (const index of PAYERS) await fundPayer(index);
  proxy = await startFaultProxy(rpcUrl);
  facilitator = selfFacilitator({ network: network(), rpcUrl: proxy.url, privateKey: localPrivateKey(FACILITATOR_KEY), settleTimeoutMs: 10_000 });
});

afterAll(async () => {
  await proxy?.close();
});

describe("self-facilitation with concurrent settlements", () => {
  it("sends in nonce order: a slow first send does not let the second overtake it", async () => {
    const [first, second] = await Promise.all(PAYERS.map(payment));
    await setFault(proxy.url, localAccount(PAYERS[0]).address, "delay-send");
    try {
      const settling = facilitator.settle(first!.payload, first!.requirements);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the first has taken its nonce and is on its way
      const results = await Promise.all([settling, facilitator.settle(second!.payload, second!.requirements)]);
      expect(results.map((result) => [result.success, result.errorMessage?.split("\n")[0]])).toEqual([
        [true, undefined],
        [true, undefined],
      ]);
    } finally {
      await setFault(proxy.url, localAccount(PAYERS[0]).address, null);
    }
  });

  it("a send refused after taking a nonce leaves no gap for the next one", async () => {
    const [refused, next] = await Promise.all(PAYERS.map(payment));
    await setFault(proxy.url, localAccount(PAYERS[0]).address, "reject-send");
    try {
      const failed = await facilitator.settle(refused!.payload, refused!.requirements);
      expect(failed.success).toBe(false);
    } finally {
      await setFault(proxy.url, localAccount(PAYERS[0]).address, null);
    }
    const settled = await facilitator.settle(next!.payload, next!.requirements);
    expect([settled.success, settled.errorMessage?.split("\n")[0]]).toEqual([true, undefined]);
  });
});
