// Hardhat 2 configuration of the local payment chain (lib/core/chain/local.ts).
// Nothing is compiled: the USDC contract is kept precompiled in ./usdc
// (its NOTICE.md). Accounts come from the public test mnemonic.
module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      mining: { auto: true },
      accounts: { mnemonic: "test test test test test test test test test test test junk", count: 20 },
    },
  },
};
