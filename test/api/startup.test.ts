import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { configFrom, paymentSetup } from "@/lib/config";
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
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", X402_RPC_URL: "http://127.0.0.1:9" };
    for (const name of ["X402_PAY_TO", "X402_FACILITATOR_PRIVATE_KEY", "X402_FACILITATOR_URL"]) delete env[name];
    const child = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
      env,
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
    expect(code).toBe(1);
    expect(output).toMatch(/cannot start: payments are not configured/);
    expect(output).toMatch(/X402_PAY_TO/);
    expect(output).toMatch(/X402_FACILITATOR_PRIVATE_KEY/);
  });
});
