import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { expect, test, type Page as BrowserPage } from "@playwright/test";
import type { Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { finishConnector, REDIRECT_URI, startConnector, TestConnector } from "../test/support/oauth";
import { expectAccessible, fundPayer, lease, screenshotBoth } from "./support";

test.describe.configure({ mode: "serial" });

// Consent by signing in with the paying wallet, in Chromium with an injected EIP-1193 wallet (window.ethereum)
// that signs with the local chain's test account that paid (the public Hardhat mnemonic, worthless test USDC).
const TEST_MNEMONIC = "test test test test test test test test test test test junk";
const OWNER = 207;
const STRANGER = 208;

/** A wallet in the page: eth_requestAccounts answers its address, personal_sign signs in Node with viem. */
async function injectWallet(page: BrowserPage, index: number, options: { decline?: boolean } = {}) {
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index });
  await page.exposeFunction("__testWalletSign", (raw: Hex) => account.signMessage({ message: { raw } }));
  await page.addInitScript(({ address, decline }: { address: string; decline: boolean }) => {
    const sign = (window as unknown as { __testWalletSign: (raw: string) => Promise<string> }).__testWalletSign;
    (window as unknown as { ethereum: unknown }).ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [address];
        if (method === "personal_sign") {
          if (decline) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
          if (params?.[1] !== address) throw Object.assign(new Error("unknown account"), { code: 4100 });
          return sign(params[0] as string);
        }
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }, { address: account.address, decline: options.decline === true });
  return account;
}

test("a connector's consent by the paying wallet: no wallet said plainly, one signature, the wallet's leases, approve, tool call; a foreign wallet gets none", async ({ page, browser, baseURL }) => {
  await fundPayer(OWNER);
  const person = await lease("persons", { name: "Ada", goal: "Answer questions about opening hours." }, OWNER);
  await lease("pages", { label: "Clinic bookings" }, OWNER);
  const connector = new TestConnector("Claude", undefined, "/mcp/connect");
  const { resourceMetadataUrl } = await startConnector(baseURL!, connector);

  // Without a wallet: the page says so, and the token field is there as before (in English, and in German).
  for (const [locale, noWallet, tokenLabel] of [
    ["en-US", "No browser wallet was found on this page", "Capability token of the Person or Page to connect"],
    ["de-DE", "Auf dieser Seite wurde keine Browser-Wallet gefunden", "Capability-Token der Person oder Seite, die verbunden wird"],
  ] as const) {
    const plainContext = await browser.newContext({ locale });
    const plain = await plainContext.newPage();
    await plain.goto(connector.authorizationUrl!.toString());
    await expect(plain.getByText(noWallet)).toBeVisible();
    await expect(plain.getByLabel(tokenLabel)).toBeVisible();
    await expect(plain.getByRole("button", { name: /wallet/i })).toHaveCount(0);
    await expectAccessible(plain);
    await screenshotBoth(plain, `oauth-consent-no-wallet-${locale}`);
    await plainContext.close();
  }

  let landed: URL | null = null;
  await page.route(`${new URL(REDIRECT_URI).origin}/**`, async (route) => {
    landed = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Connected</title><p>Connected</p>" });
  });
  const owner = await injectWallet(page, OWNER);
  await page.goto(connector.authorizationUrl!.toString());
  await expect(page.getByRole("heading", { level: 1, name: "Connect Claude" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with your wallet" }).click();
  await expect(page.getByRole("status")).toContainText(`Signed in as ${owner.address.toLowerCase()}`);
  const leases = page.getByRole("group", { name: "Person or Page to connect" });
  await expect(leases.getByRole("radio")).toHaveCount(2);
  await expect(leases).toContainText("Ada");
  await expect(leases).toContainText("Clinic bookings");
  await expect(leases).toContainText("Person · active · term ends");
  await expect(page.getByLabel("Capability token of the Person or Page to connect")).toHaveCount(0);
  // Never a token on the page (the hint's "at_live_…" is text, not a token).
  expect(await page.content()).not.toContain(person.token);
  expect(await page.content()).not.toMatch(/at_live_[A-Za-z0-9_-]{16}/);
  await expectAccessible(page);
  await screenshotBoth(page, "oauth-consent-wallet");

  await leases.getByRole("radio", { name: /Ada/ }).check();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect.poll(() => landed?.toString() ?? "").toContain("code=");
  expect(landed!.searchParams.get("state")).toBe("state-123");
  await finishConnector(baseURL!, connector, landed!, resourceMetadataUrl);
  const client = new Client({ name: "connector", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp/connect`), { requestInit: { headers: { authorization: `Bearer ${connector.stored!.access_token}` } } }));
  const result = await client.callTool({ name: "get_person", arguments: {} });
  expect(result.structuredContent).toMatchObject({ id: person.id, name: "Ada" });
  await client.close();

  // A wallet that paid for nothing here: no leases, and approving is refused.
  const other = new TestConnector("Claude", undefined, "/mcp/connect");
  await startConnector(baseURL!, other);
  const context = await browser.newContext();
  const foreign = await context.newPage();
  await injectWallet(foreign, STRANGER);
  await foreign.goto(other.authorizationUrl!.toString());
  await foreign.getByRole("button", { name: "Sign in with your wallet" }).click();
  const none = foreign.getByRole("status");
  await expect(none).toContainText(`Signed in as ${mnemonicToAccount(TEST_MNEMONIC, { addressIndex: STRANGER }).address.toLowerCase()}`);
  await expect(none).toContainText("This wallet paid for no Person or Page that still exists.");
  await expect(foreign.getByRole("radio")).toHaveCount(0);
  // The token field is still the way in.
  await expect(foreign.getByLabel("Capability token of the Person or Page to connect")).toBeVisible();
  await expectAccessible(foreign);
  await screenshotBoth(foreign, "oauth-consent-wallet-none");
  await foreign.getByRole("button", { name: "Approve" }).click();
  await expect(foreign.getByRole("alert", { name: "There is a problem" })).toContainText("Paste the capability token");
  expect(foreign.url()).not.toContain("owt_");
  await context.close();

  // The person declines in the wallet: said plainly, nothing sent, the token field still there.
  const declining = await browser.newContext();
  const declined = await declining.newPage();
  await injectWallet(declined, OWNER, { decline: true });
  await declined.goto(other.authorizationUrl!.toString());
  await declined.getByRole("button", { name: "Sign in with your wallet" }).click();
  await expect(declined.getByRole("alert").filter({ hasText: "The wallet did not sign. Nothing was sent." })).toBeFocused();
  await expect(declined.getByLabel("Capability token of the Person or Page to connect")).toBeVisible();
  await declining.close();
});
