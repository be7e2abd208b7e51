/**
 * The README's paying snippet, run as written: the first TypeScript block
 * under "For agents: paying", saved as a module and run with tsx against the
 * suite's service (LEASEHOLD_URL) with a payer of this file's own
 * (PAYER_PRIVATE_KEY), the two settings the README names.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { localPrivateKey } from "@/lib/core/chain/local";
import { api, baseUrl, bearer } from "../support/agent";
import { fundPayer } from "../support/security";

const PAYER = 283;

/** The README's paying snippet, as the reader sees it (its list item's indentation taken off). */
function readmeSnippet(): string {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## For agents: paying"));
  const block = /^( *)```ts\n([\s\S]*?)^\1```$/m.exec(section);
  if (!block) throw new Error("README.md has no ```ts block under For agents: paying");
  const indent = block[1]!.length;
  return block[2]!
    .split("\n")
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join("\n");
}

async function run(file: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", file], {
    env: { ...process.env, LEASEHOLD_URL: baseUrl(), PAYER_PRIVATE_KEY: localPrivateKey(PAYER) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

beforeAll(async () => {
  await fundPayer(PAYER);
});

describe("the README's paying snippet", () => {
  it("pays for a Page on the local chain as written, and its token controls the Page", async () => {
    const snippet = readmeSnippet();
    // As written: the catalog's spend controls, not a hand-made cap that a client refuses off Base.
    expect(snippet).toContain("clientSpendControl.spendControls");
    expect(snippet).not.toContain("eip155:8453");
    const file = path.resolve(".data/readme-snippet/paying.mts");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, snippet);

    const { code, output } = await run(file);
    expect(code, output).toBe(0);
    expect(output, output).toMatch(/^201 /);
    const pageId = /id: '(pg_[0-9A-Za-z]+)'/.exec(output)?.[1];
    const token = /token: '(at_live_[0-9A-Za-z]+)'/.exec(output)?.[1];
    expect(pageId && token, output).toBeTruthy();
    const page = await api(`/api/v3/control/pages/${pageId}`, { headers: bearer(token!) });
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ id: pageId, label: "Volunteer sign-up", toolType: "custom_form" });
  }, 120_000);
});
