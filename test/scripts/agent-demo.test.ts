import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { localPrivateKey } from "@/lib/core/chain/local";
import { baseUrl } from "../support/agent";

describe("npm run agent:demo", () => {
  it("provisions, reads back, refreshes and renews as an agent would", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/agent-demo.ts", baseUrl()], {
      env: { ...process.env, DEMO_PAYER_KEY: localPrivateKey(12) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code, output).toBe(0);
    for (const step of ["== Catalog", "== Provisioned Person psn_", "== Provisioned Page pg_", "== Read both back", "== Refreshed", '"oldTokenNow": 401', "== Renewed the Page's lease", "== MCP with the Person's token: invoke_person", '"turnsRemaining": 249', "== MCP without a token: provision_page paid 2 USDC"]) {
      expect(output).toContain(step);
    }
    // It never prints a whole token.
    expect(output).not.toMatch(/at_live_[0-9A-Za-z]{20,}/);
  }, 60_000);
});
