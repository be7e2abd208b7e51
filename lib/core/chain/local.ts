/**
 * The local payment chain, the default when no facilitator is configured: a
 * Hardhat 2 node on 127.0.0.1 with Circle's FiatTokenV2_2 (the USDC contract,
 * whose compiled ABI and bytecode are kept in ./usdc, see its NOTICE.md)
 * deployed as the payment asset, and the standard Hardhat test accounts funded
 * with test USDC. Payments on it are verified and settled for real by the
 * in-process facilitator (lib/domains/payments/facilitator.ts).
 *
 * Accounts (from the public Hardhat test mnemonic; worthless anywhere else):
 *   #0 deployer, token owner and master minter
 *   #1 facilitator: submits the settlement transactions (pays gas)
 *   #2 the service's receiving address (payTo)
 *   #3 to #19 payers, each funded with LOCAL_PAYER_BALANCE test USDC
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import {
  createPublicClient,
  createWalletClient,
  getContractAddress,
  http,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from "viem";
import { localAccount, TEST_MNEMONIC } from "./accounts";
import { hardhat } from "viem/chains";

export { localAccount, TEST_MNEMONIC };

export const LOCAL_CHAIN_ID = 31337;
export const LOCAL_NETWORK = `eip155:${LOCAL_CHAIN_ID}`;
export const LOCAL_TOKEN = { name: "USD Coin", symbol: "USDC", currency: "USD", decimals: 6, version: "2" } as const;
/** Test USDC minted to each payer account (#3 to #19). */
export const LOCAL_PAYER_BALANCE = "1000000";

export const localPrivateKey = (index: number): Hex => {
  const key = localAccount(index).getHdKey().privateKey;
  if (!key) throw new Error("no private key");
  return `0x${Buffer.from(key).toString("hex")}`;
};

export interface LocalChain {
  rpcUrl: string;
  network: string;
  asset: Address;
  payTo: Address;
  facilitatorKey: Hex;
  stop(): Promise<void>;
}

/** The service's payment settings for a local chain (optionally reached through another RPC URL, such as a proxy). */
export function localChainEnv(chain: LocalChain, rpcUrl: string = chain.rpcUrl): Record<string, string> {
  return {
    LEASEHOLD_LOCAL_CHAIN: "1",
    X402_NETWORK: chain.network,
    X402_ASSET: chain.asset,
    X402_PAY_TO: chain.payTo,
    X402_RPC_URL: rpcUrl,
    X402_FACILITATOR_PRIVATE_KEY: chain.facilitatorKey,
  };
}

const require = createRequire(import.meta.url);

/** A compiled contract of ./usdc (its ABI and bytecode). */
function artifact(name: "SignatureChecker" | "FiatTokenV2_2"): { abi: Abi; bytecode: Hex } {
  const json = (name === "SignatureChecker" ? require("./usdc/SignatureChecker.json") : require("./usdc/FiatTokenV2_2.json")) as { abi: Abi; bytecode: Hex };
  return { abi: json.abi, bytecode: json.bytecode };
}

function startNode(port: number, onLog: (line: string) => void): Promise<ChildProcess> {
  const cli = require.resolve("hardhat/internal/cli/cli.js");
  const configFile = path.join(path.dirname(require.resolve("./hardhat.config.cjs")), "hardhat.config.cjs");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, "--config", configFile, "node", "--hostname", "127.0.0.1", "--port", String(port)], {
      cwd: path.dirname(configFile),
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: "true", DO_NOT_TRACK: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The local Hardhat node did not start within 60 s:\n${output.slice(-2000)}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split("\n")) if (line.trim()) onLog(line);
      if (output.includes("Started HTTP and WebSocket JSON-RPC server")) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The local Hardhat node exited (code ${code}):\n${output.slice(-2000)}`));
    });
  });
}

/** Deploys FiatTokenV2_2 (linked to its SignatureChecker library), initialises it and funds the payers. */
export async function deployLocalUsdc(rpcUrl: string): Promise<Address> {
  const deployer = localAccount(0);
  const transport = http(rpcUrl);
  const chain = { ...hardhat, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const reader = createPublicClient({ chain, transport });
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };

  const checker = artifact("SignatureChecker");
  const library = (await mined(await wallet.deployContract({ abi: checker.abi, bytecode: checker.bytecode }))).contractAddress!;

  const token = artifact("FiatTokenV2_2");
  // Link: every placeholder of the library in the bytecode becomes its address.
  const linked = token.bytecode.replace(/__\$[0-9a-fA-F]{34}\$__/g, library.slice(2).toLowerCase()) as Hex;
  const asset = (await mined(await wallet.deployContract({ abi: token.abi, bytecode: linked }))).contractAddress!;

  const write = async (functionName: string, args: unknown[]) =>
    mined(await wallet.writeContract({ address: asset, abi: token.abi, functionName, args }));
  const owner = deployer.address;
  await write("initialize", [LOCAL_TOKEN.name, LOCAL_TOKEN.symbol, LOCAL_TOKEN.currency, LOCAL_TOKEN.decimals, owner, owner, owner, owner]);
  await write("initializeV2", [LOCAL_TOKEN.name]);
  await write("initializeV2_1", [owner]);
  await write("initializeV2_2", [[], LOCAL_TOKEN.symbol]);
  const perPayer = parseUnits(LOCAL_PAYER_BALANCE, LOCAL_TOKEN.decimals);
  await write("configureMinter", [owner, perPayer * 100n]);
  for (let index = 3; index <= 19; index++) await write("mint", [localAccount(index).address, perPayer]);
  return asset;
}

/** The address FiatTokenV2_2 gets on a fresh local chain (deployer nonce 1). */
export function expectedLocalAsset(): Address {
  return getContractAddress({ from: localAccount(0).address, nonce: 1n });
}

export async function startLocalChain(options: { port: number; onLog?: (line: string) => void }): Promise<LocalChain> {
  const node = await startNode(options.port, options.onLog ?? (() => {}));
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await new Promise<void>((resolve) => {
      if (node.exitCode !== null) return resolve();
      node.once("exit", () => resolve());
      node.kill("SIGTERM");
    });
  };
  try {
    const asset = await deployLocalUsdc(rpcUrl);
    return {
      rpcUrl,
      network: LOCAL_NETWORK,
      asset,
      payTo: localAccount(2).address,
      facilitatorKey: localPrivateKey(1),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
