/**
 * npx tsx scripts/bench/profile.ts [live] [control] [chat] [provision] [--requests=N] [--connections=N] [--rounds=N]
 *
 * Where a request's time goes, measured in a way the machine's other load
 * disturbs little: `next start` (served as npm start serves it) takes a fixed
 * number of requests per route, and the server process's own CPU time
 * (utime + stime from /proc) is divided by that number. The routes share one
 * server, one database and one run, so their CPU per request compares
 * directly: GET /api/live is the framework's floor, the control read is
 * GET /api/v3/control/persons/{id} with its token. With PROF_DIR=… the server
 * also writes a V8 CPU profile there, summarised at the end by module and by
 * function (self time).
 */
import { readFileSync, readdirSync, chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";
import { localChainEnv, localPrivateKey, startLocalChain } from "../../lib/core/chain/local";
import { startEmbeddedDatabase } from "../../lib/core/db/embedded";
import { deployMigrations } from "../../lib/core/db/migrate";
import { startOpenAiStub } from "../../test/support/openai-stub";
import { freePort, startInstance } from "../../test/support/instance";
import { rateLimitsOutOfReach } from "../../test/support/limits";
import { serverPreloadArgs, serveNodeArgs } from "../next";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const REQUESTS = option("requests", 4000);
const CONNECTIONS = option("connections", 64);
const ROUNDS = option("rounds", 1);
const ROUTES = args.filter((a) => !a.startsWith("--"));
const wanted = (name: string) => ROUTES.length === 0 || ROUTES.includes(name);
const TICKS = 100; // USER_HZ on Linux

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS; // utime, stime
}

/** The PostgreSQL server of a data directory and all its processes (the postmaster and its children: backends, workers). */
function databasePids(dataDir: string): number[] {
  const all = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const parentOf = new Map<number, number>();
  let postmaster: number | null = null;
  for (const name of all) {
    try {
      const pid = Number(name);
      parentOf.set(pid, Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]));
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(dataDir)) postmaster = pid;
    } catch {
      // gone meanwhile
    }
  }
  return postmaster === null ? [] : [postmaster, ...[...parentOf].filter(([, parent]) => parent === postmaster).map(([pid]) => pid)];
}

/** CPU time so far of each process of the database. */
function databaseCpu(dataDir: string): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of databasePids(dataDir)) {
    try {
      cpu.set(pid, cpuMs(pid));
    } catch {
      // gone meanwhile
    }
  }
  return cpu;
}

/** CPU the database's processes spent since `before`: a process that ended meanwhile is not counted (a backend whose pooled connection closed). */
function databaseCpuSince(dataDir: string, before: Map<number, number>): number {
  let spent = 0;
  for (const [pid, now] of databaseCpu(dataDir)) spent += now - (before.get(pid) ?? 0);
  return spent;
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "prof-"));
  chmodSync(work, 0o755);
  const dataDir = path.join(work, "pg");
  const database = await startEmbeddedDatabase({ dataDir, port: await freePort() });
  await deployMigrations(database.url);
  const chain = await startLocalChain({ port: await freePort() });
  const stub = await startOpenAiStub();
  const port = await freePort();
  const env = {
    DATABASE_URL: database.url,
    ...localChainEnv(chain),
    NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: stub.url,
    LLM_MODEL: "stub-model",
    TASK_WORKER: "off",
    LOG_LEVEL: "warn",
    PERSON_TURN_LIMIT: "100000", // the chat target's turns, warm-up included
    ...rateLimitsOutOfReach(),
  };
  Object.assign(process.env, env);
  const profiling = process.env.PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`] : [];
  const app = await startInstance({ name: "prof", port, env, nodeArgs: [...serveNodeArgs(), ...serverPreloadArgs(), ...profiling] });
  const pid = app.process.pid!;
  let requestsSent = 0;
  try {
    const pay = wrapFetchWithPaymentFromConfig(fetch, {
      schemes: [{ network: chain.network as `${string}:${string}`, client: new ExactEvmScheme(privateKeyToAccount(localPrivateKey(3))) }],
      spendControls: { allowedAssets: [{ network: chain.network as `${string}:${string}`, asset: chain.asset, maxAmountPerPayment: "5000000" }] },
    });
    const response = await pay(`${app.url}/api/v3/resources/persons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "P", goal: "G" }) });
    const provisioned = (await response.json()) as { person: { id: string }; capabilityToken: { token: string } };
    const headers = { authorization: `Bearer ${provisioned.capabilityToken.token}` };
    const targets: { name: string; url: string; headers?: Record<string, string>; method?: "POST"; body?: string; requests?: number; connections?: number }[] = [];
    if (wanted("live")) targets.push({ name: "live", url: `${app.url}/api/live` });
    if (wanted("control")) targets.push({ name: "control", url: `${app.url}/api/v3/control/persons/${provisioned.person.id}`, headers });
    if (wanted("chat")) {
      targets.push({
        name: "chat",
        url: `${app.url}/api/v3/control/persons/${provisioned.person.id}/chat`,
        headers: { ...headers, "content-type": "application/json" },
        method: "POST",
        body: JSON.stringify({ message: "Hi" }),
        requests: 200,
        connections: 1,
      });
    }
    const load = (target: (typeof targets)[number], amount: number, connections: number) =>
      autocannon({ url: target.url, headers: target.headers, ...(target.method ? { method: target.method, body: target.body } : {}), connections, amount });
    for (const target of targets) requestsSent += (await load(target, Math.min(500, target.requests ?? REQUESTS), 8)).requests.total; // warm up
    // Rounds alternate the targets' order (a, b; b, a; …), so drift in the machine's load falls on each alike; the median per target is printed.
    const measured = new Map<string, { cpu: number; db: number; rps: number; p99: number }[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of round % 2 ? [...targets].reverse() : targets) {
        const before = cpuMs(pid);
        const dbBefore = databaseCpu(dataDir);
        const started = performance.now();
        const result = await load(target, target.requests ?? REQUESTS, target.connections ?? CONNECTIONS);
        const seconds = (performance.now() - started) / 1000;
        const count = result.requests.total;
        requestsSent += count;
        const sample = { cpu: (cpuMs(pid) - before) / count, db: databaseCpuSince(dataDir, dbBefore) / count, rps: count / seconds, p99: result.latency.p99 };
        measured.set(target.name, [...(measured.get(target.name) ?? []), sample]);
        console.log(
          `  ${target.name}: ${count} requests, ${sample.cpu.toFixed(3)} ms server CPU each (database ${sample.db.toFixed(3)} ms); ${sample.rps.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
        );
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (const [name, samples] of measured) {
      console.log(`${name}: median of ${samples.length}: ${median(samples.map((s) => s.cpu)).toFixed(3)} ms server CPU per request (database ${median(samples.map((s) => s.db)).toFixed(3)} ms), ${median(samples.map((s) => s.rps)).toFixed(0)} req/s, p99 ${median(samples.map((s) => s.p99))} ms`);
    }
    if (wanted("provision")) {
      let cpu = 0;
      const samples = 20;
      for (let i = 0; i < samples; i++) {
        const payer = wrapFetchWithPaymentFromConfig(fetch, {
          schemes: [{ network: chain.network as `${string}:${string}`, client: new ExactEvmScheme(privateKeyToAccount(localPrivateKey(4 + (i % 15)))) }],
          spendControls: { allowedAssets: [{ network: chain.network as `${string}:${string}`, asset: chain.asset, maxAmountPerPayment: "5000000" }] },
        });
        const before = cpuMs(pid);
        const answer = await payer(`${app.url}/api/v3/resources/pages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ label: "Profiled" }) });
        await answer.arrayBuffer();
        if (answer.status !== 201) throw new Error(`provision: ${answer.status}`);
        cpu += cpuMs(pid) - before;
      }
      console.log(`provision: ${(cpu / samples).toFixed(1)} ms server CPU per round trip (402 + paid request), ${samples} samples`);
    }
  } finally {
    await app.stop();
    await stub.close();
    await chain.stop();
    await database.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (process.env.PROF_DIR) summarise(process.env.PROF_DIR, pid, requestsSent);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Self time by module (a package of node_modules, a chunk of the build, Node's internals) and by function. */
function summarise(dir: string, pid: number, requests: number) {
  const file = readdirSync(dir).find((name) => name.includes(`.${pid}.`) && name.endsWith(".cpuprofile"));
  if (!file) return console.log(`no profile of ${pid} in ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { nodes: ProfileNode[]; samples: number[]; startTime: number; endTime: number };
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const hits = new Map<number, number>();
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0;
    if (!count) continue;
    const url = node.callFrame.url;
    const owner = url.includes("node_modules/")
      ? url.split("node_modules/").pop()!.split("/").slice(0, url.split("node_modules/").pop()!.startsWith("@") ? 2 : 1).join("/")
      : url.includes("/.next/")
        ? `.next/${url.split("/.next/")[1]}`
        : url || `(${node.callFrame.functionName})`;
    byModule.set(owner, (byModule.get(owner) ?? 0) + count);
    const fn = `${node.callFrame.functionName || "(anonymous)"} ${owner}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `  ${((100 * count) / total).toFixed(1).padStart(5)}%  ${((count * msPerSample) / requests).toFixed(3)} ms/request  ${name}`)
      .join("\n");
  console.log(`\n${file}: ${total} samples over ${requests} requests (the server's start and the warm-up included)\nSelf time by module:\n${top(byModule, 25)}\nSelf time by function:\n${top(byFunction, 40)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
