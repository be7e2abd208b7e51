/**
 * The local chain's accounts, from the public Hardhat test mnemonic (worthless anywhere else). A module of its own,
 * without the chain's process and files (./local.ts), so the browser tests' CommonJS build can load it.
 */
import { mnemonicToAccount } from "viem/accounts";

export const TEST_MNEMONIC = "test test test test test test test test test test test junk";

export const localAccount = (index: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });
