/**
 * Mints test USDC on the local chain from account #0, the asset's owner. Retried: test files (and browser test
 * workers) side by side send from #0 at the same moment, and two of them may pick the same nonce.
 */
import { createPublicClient, createWalletClient, http, parseUnits, type Address } from "viem";
import { hardhat } from "viem/chains";
import { localAccount } from "../../lib/core/chain/accounts";

const MINT_ABI = [
  {
    type: "function",
    name: "mint",
    stateMutability: "nonpayable",
    inputs: [
      { name: "_to", type: "address" },
      { name: "_amount", type: "uint256" },
    ],
    outputs: [{ type: "bool" }],
  },
] as const;

/** Mints `amount` whole test USDC to local account `index`; its address. */
export async function mintTestUsdc(options: { rpcUrl: string; asset: Address; index: number; amount: string }): Promise<Address> {
  const chain = { ...hardhat, rpcUrls: { default: { http: [options.rpcUrl] } } };
  const wallet = createWalletClient({ account: localAccount(0), chain, transport: http(options.rpcUrl) });
  const reader = createPublicClient({ chain, transport: http(options.rpcUrl) });
  const to = localAccount(options.index).address;
  for (let attempt = 1; ; attempt++) {
    try {
      const hash = await wallet.writeContract({ address: options.asset, abi: MINT_ABI, functionName: "mint", args: [to, parseUnits(options.amount, 6)] });
      const receipt = await reader.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`mint to #${options.index} reverted`);
      return to;
    } catch (error) {
      if (attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}
