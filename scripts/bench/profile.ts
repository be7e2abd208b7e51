import { chmodSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";
import { localChainEnv, localPrivateKey, startLocalChain } from "../../lib/chain/local";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { deployMigrations } from "../../lib/db/migrate";
import { freePort, startInstance } from "../../test/support/instance";
import { rateLimitsOutOfReach } from "../../test/support/limits";
async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "prof-")); chmodSync(work, 0o755);
  const database = await startEmbeddedDatabase({ dataDir: path.join(work, "pg"), port: await freePort() });
  await deployMigrations(database.url);
  const chain = await startLocalChain({ port: await freePort() });
  const env = { DATABASE_URL: database.url, ...localChainEnv(chain), NEXTAUTH_SECRET: "x".repeat(40), TASK_WORKER: "off", LOG_LEVEL: "warn", ...rateLimitsOutOfReach() };
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
