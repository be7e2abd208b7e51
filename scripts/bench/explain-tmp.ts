import { chmodSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";
import { localChainEnv, localPrivateKey, startLocalChain } from "../../lib/chain/local";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { deployMigrations } from "../../lib/db/migrate";
import { freePort, startInstance } from "../../test/support/instance";
import { rateLimitsOutOfReach } from "../../test/support/limits";
import { hashToken } from "../../lib/tokens/format";
import { tokenLookup } from "../../lib/tokens/authenticate";
import { PERSON_PRELOAD } from "../../lib/http/control";

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "prof-")); chmodSync(work, 0o755);
  const database = await startEmbeddedDatabase({ dataDir: path.join(work, "pg"), port: await freePort() });
  await deployMigrations(database.url);
  const chain = await startLocalChain({ port: await freePort() });
  const port = await freePort();
  const env = { DATABASE_URL: database.url, ...localChainEnv(chain), NEXTAUTH_SECRET: randomBytes(32).toString("base64"), NEXTAUTH_URL: `http://127.0.0.1:${port}`, TASK_WORKER: "off", LOG_LEVEL: "warn", ...rateLimitsOutOfReach() };
  Object.assign(process.env, env);
  const app = await startInstance({ name: "explain", port, env });
  const pay = wrapFetchWithPaymentFromConfig(fetch, { schemes: [{ network: chain.network as `${string}:${string}`, client: new ExactEvmScheme(privateKeyToAccount(localPrivateKey(3))) }], spendControls: { allowedAssets: [{ network: chain.network as `${string}:${string}`, asset: chain.asset, maxAmountPerPayment: "5000000" }] } });
  const r = await (await pay(`${app.url}/api/v3/resources/persons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "P", goal: "G" }) })).json();
  await app.stop();
  const client = new pg.Client({ connectionString: database.url }); await client.connect();
  const hash = hashToken(r.capabilityToken.token);
  const HIT = `INSERT INTO "RateLimitBucket" AS b (key, count, "resetAt")
  SELECT t.key, 1, (now() AT TIME ZONE 'UTC') + make_interval(secs => t.secs)
  FROM unnest($1::text[], $2::int[]) AS t(key, secs)
  ORDER BY t.key
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN b."resetAt" > (now() AT TIME ZONE 'UTC') THEN b.count + 1 ELSE 1 END,
    "resetAt" = CASE WHEN b."resetAt" > (now() AT TIME ZONE 'UTC') THEN b."resetAt" ELSE EXCLUDED."resetAt" END
  RETURNING key, count,
    GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("resetAt" - (now() AT TIME ZONE 'UTC')))))::int AS "retryAfter"`;
  const keys = ["control:addr:127.0.0.1", `control:token:${hash}`];
  const combined = `WITH hit AS (${HIT}), "read" AS (${tokenLookup("$3", PERSON_PRELOAD)})
      SELECT (SELECT json_agg(json_build_object('key', key, 'count', count, 'retryAfter', "retryAfter")) FROM hit) AS __hits, "read".*
        FROM (SELECT 1) AS one LEFT JOIN "read" ON true`;
  const cases: [string, string, unknown[]][] = [
    ["hit", HIT, [keys, [60, 60]]],
    ["token", tokenLookup("$1"), [hash]],
    ["token+person", tokenLookup("$1", PERSON_PRELOAD), [hash]],
    ["combined", combined, [keys, [60, 60], hash]],
    ["scalar-json", `WITH hit AS (${HIT}), "read" AS (${tokenLookup("$3", PERSON_PRELOAD)})
      SELECT (SELECT json_agg(json_build_object('key', key, 'count', count, 'retryAfter', "retryAfter")) FROM hit) AS __hits, (SELECT to_json("read") FROM "read") AS "read"`, [keys, [60, 60], hash]],
    ["scalar-json-nopl", `WITH hit AS (${HIT}), "read" AS (${tokenLookup("$3", { columns: 'to_jsonb(p) AS "personRow", to_jsonb(l) AS "leaseRow"', joins: `LEFT JOIN "Person" p ON p.id = t."resourceId" AND t."resourceType" = 'person'` })})
      SELECT (SELECT json_agg(json_build_object('key', key, 'count', count, 'retryAfter', "retryAfter")) FROM hit) AS __hits, (SELECT to_json("read") FROM "read") AS "read"`, [keys, [60, 60], hash]],
    ["hit-rows+read", `WITH hit AS (${HIT}) SELECT h.key, h.count, h."retryAfter", r.* FROM hit h LEFT JOIN (${tokenLookup("$3", PERSON_PRELOAD)}) r ON true`, [keys, [60, 60], hash]],
    ["select 1", "SELECT 1", []],
  ];
  for (const [name, text, values] of cases) {
    for (let i = 0; i < 50; i++) await client.query(text, values);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, SUMMARY, BUFFERS) ${text}`, values);
    const lines = rows.map((row) => row["QUERY PLAN"] as string);
    const n = 1000;
    const started = performance.now();
    for (let i = 0; i < n; i++) await client.query(text, values);
    const ms = (performance.now() - started) / n;
    console.log(`${name}: ${lines.filter((l) => /Planning Time|Execution Time/.test(l)).join("; ")}; round trip ${ms.toFixed(3)} ms sequential`);
  }
  await client.end(); await chain.stop(); await database.stop();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
