import { chmodSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";
import { localPrivateKey, startLocalChain } from "../../lib/chain/local";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { deployMigrations } from "../../lib/db/migrate";
import { freePort, startInstance } from "../../test/support/instance";
async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "prof-")); chmodSync(work, 0o755);
  const database = await startEmbeddedDatabase({ dataDir: path.join(work, "pg"), port: await freePort() });
  await deployMigrations(database.url);
  const chain = await startLocalChain({ port: await freePort() });
  const limits = Object.fromEntries(["CONTROL_PER_TOKEN", "CONTROL_PER_ADDRESS", "PROVISION_PER_ADDRESS"].map((n) => [`RATE_LIMIT_${n}`, "1000000000"]));
  const env = { DATABASE_URL: database.url, LEASEHOLD_LOCAL_CHAIN: "1", X402_NETWORK: chain.network, X402_ASSET: chain.asset, X402_PAY_TO: chain.payTo, X402_RPC_URL: chain.rpcUrl, X402_FACILITATOR_PRIVATE_KEY: chain.facilitatorKey, NEXTAUTH_SECRET: "x".repeat(40), TASK_WORKER: "off", LOG_LEVEL: "warn", ...limits };
  Object.assign(process.env, env);
  const app = await startInstance({ name: "prof", env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] });
  const pay = wrapFetchWithPaymentFromConfig(fetch, { schemes: [{ network: chain.network as `${string}:${string}`, client: new ExactEvmScheme(privateKeyToAccount(localPrivateKey(3))) }], spendControls: { allowedAssets: [{ network: chain.network as `${string}:${string}`, asset: chain.asset, maxAmountPerPayment: "5000000" }] } });
  const r = await (await pay(`${app.url}/api/v3/resources/persons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "P", goal: "G" }) })).json();
  const h = { authorization: `Bearer ${r.capabilityToken.token}` };
  const res = await autocannon({ url: `${app.url}/api/v3/control/persons/${r.person.id}`, headers: h, connections: 16, duration: 8 });
  console.log("rps", res.requests.average, "p50", res.latency.p50, "non2xx", res.non2xx);
  await app.stop(); await chain.stop(); await database.stop();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
