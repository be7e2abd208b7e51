import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { configFrom, paymentSetup } from "@/lib/core/config";
import { freePort } from "../support/instance";

const require = createRequire(import.meta.url);

describe("payment configuration", () => {
  it("is a hosted facilitator, self-facilitation, or a list of what is missing", () => {
    const payTo = "0x0000000000000000000000000000000000000001";
    expect(paymentSetup(configFrom({ X402_FACILITATOR_URL: "https://facilitator.example", X402_PAY_TO: payTo, X402_FACILITATOR_HEADERS: '{"Authorization":"Bearer x"}' }))).toMatchObject({
      mode: "facilitator",
      headers: { Authorization: "Bearer x" },
    });
    expect(paymentSetup(configFrom({ X402_RPC_URL: "http://127.0.0.1:8545", X402_FACILITATOR_PRIVATE_KEY: `0x${"11".repeat(32)}`, X402_PAY_TO: payTo }))).toMatchObject({
      mode: "self",
    });
    const half = paymentSetup(configFrom({ X402_RPC_URL: "http://127.0.0.1:8545" }));
    expect(half.mode).toBe("unconfigured");
    expect(JSON.stringify(half)).toMatch(/X402_PAY_TO/);
    expect(JSON.stringify(half)).toMatch(/X402_FACILITATOR_PRIVATE_KEY/);
    expect(JSON.stringify(paymentSetup(configFrom({ X402_FACILITATOR_URL: "https://f.example", X402_PAY_TO: payTo, X402_FACILITATOR_HEADERS: "nope" })))).toMatch(
      /X402_FACILITATOR_HEADERS/,
    );
  });

  it("a server with half a payment setup refuses to start and says what is missing", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, X402_RPC_URL: "http://127.0.0.1:9" };
    for (const name of ["X402_PAY_TO", "X402_FACILITATOR_PRIVATE_KEY", "X402_FACILITATOR_URL"]) delete env[name];
    const { code, output, line } = await refusedStart(env);
    expect(code).toBe(1);
    expect(output).toMatch(/cannot start: payments are not configured/);
    expect(output).toMatch(/X402_PAY_TO/);
    expect(output).toMatch(/X402_FACILITATOR_PRIVATE_KEY/);
    expect(line).toMatchObject({ level: "fatal", problems: expect.any(Array) });
  });

  it("X402_FACILITATOR=cdp with a secret of the wrong shape, or without its key id, refuses to start and never prints the secret", async () => {
    const secret = "sk-this-is-not-a-cdp-key-but-still-secret";
    const env: NodeJS.ProcessEnv = { ...process.env, X402_FACILITATOR: "cdp", CDP_API_KEY_SECRET: secret };
    for (const name of ["CDP_API_KEY_ID", "X402_FACILITATOR_URL", "X402_RPC_URL", "X402_FACILITATOR_PRIVATE_KEY"]) delete env[name];
    const { code, output, line } = await refusedStart(env);
    expect(code).toBe(1);
    expect(output).toMatch(/cannot start: payments are not configured: set CDP_API_KEY_ID .*; CDP_API_KEY_SECRET as the key's secret as Coinbase gives it/);
    expect(line).toMatchObject({ level: "fatal" });
    expect(output).not.toContain(secret);
  });
});

describe("a half-configured deployment refuses to start", () => {
  it("on Vercel without CRON_SECRET, Blob, PUBLIC_BASE_URL and NEXTAUTH_URL", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, VERCEL: "1", VERCEL_ENV: "production" };
    for (const name of ["CRON_SECRET", "BLOB_READ_WRITE_TOKEN", "PUBLIC_BASE_URL", "NEXTAUTH_URL"]) delete env[name];
    const { code, output } = await refusedStart(env);
    expect(code).toBe(1);
    for (const name of ["CRON_SECRET", "BLOB_READ_WRITE_TOKEN", "PUBLIC_BASE_URL", "NEXTAUTH_URL"]) expect(output).toContain(name);
  });

  it("without a database, or with another network and Base's USDC", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, X402_NETWORK: "eip155:84532", LEASEHOLD_LOCAL_CHAIN: "0" };
    for (const name of ["DATABASE_URL", "X402_ASSET"]) delete env[name];
    const { code, output } = await refusedStart(env);
    expect(code).toBe(1);
    expect(output).toMatch(/there is no database: set DATABASE_URL/);
    expect(output).toMatch(/X402_NETWORK is eip155:84532 but X402_ASSET is not set/);
  });
});

/** Starts next start with `env` and waits for it to exit (30 s at most); its output and the fatal JSON line. */
async function refusedStart(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 30_000);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  const fatal = output.split("\n").find((text) => text.startsWith("{") && text.includes('"fatal"'));
  return { code, output, line: fatal ? (JSON.parse(fatal) as Record<string, unknown>) : undefined };
}
