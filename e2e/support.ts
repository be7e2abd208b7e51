/** What the end-to-end tests share: paying for a Page as an agent, signing in through the outbox, and the server's database. */
import path from "node:path";
import { expect, type Page as BrowserPage } from "@playwright/test";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import type { Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import pg from "pg";
import { embeddedDatabaseUrl } from "../lib/core/db/embedded";
import { latestOutboxMessage } from "../lib/domains/auth/outbox";

/** The local chain's public Hardhat test mnemonic (see docs/decisions.md): worthless test USDC. */
const TEST_MNEMONIC = "test test test test test test test test test test test junk";
import { baseURL, outboxDir } from "../playwright.config";
import { mintTestUsdc } from "../test/support/mint";

export interface Leased {
  id: string;
  token: string;
  /** The signing secret of the webhook subscribed at purchase time (a `webhook` member in the body), shown once. */
  webhookSecret?: string;
}

/** Provisions a Page with x402 on the local chain (payer: a Hardhat test account). */
export async function leasePage(body: Record<string, unknown>, payerIndex = 17): Promise<Leased> {
  return lease("pages", body, payerIndex);
}

export async function lease(kind: "persons" | "pages", body: Record<string, unknown>, payerIndex = 17): Promise<Leased> {
  const catalog = await (await fetch(`${baseURL}/api/v3/catalog`)).json();
  const sku = catalog.skus[kind === "persons" ? 0 : 1];
  const pay = wrapFetchWithPaymentFromConfig(fetch, {
    schemes: [{ network: sku.network, client: new ExactEvmScheme(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: payerIndex })) }],
    spendControls: { allowedAssets: [{ network: sku.network, asset: sku.asset.address, maxAmountPerPayment: "5000000" }] },
  });
  const response = await pay(`${baseURL}/api/v3/resources/${kind}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  const json = await response.json();
  return { id: (json.page ?? json.person).id, token: json.capabilityToken.token, ...(json.webhook ? { webhookSecret: json.webhook.secret as string } : {}) };
}

export async function control(leased: Leased, method: string, path: string, body?: unknown) {
  const kind = leased.id.startsWith("psn_") ? "persons" : "pages";
  const response = await fetch(`${baseURL}/api/v3/control/${kind}/${leased.id}${path}`, {
    method,
    headers: { authorization: `Bearer ${leased.token}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response;
}

/** Follows the sign-in link sent to `email` since `requested` (Date.now() before asking), read from the server's outbox. */
export async function followSignInLink(page: BrowserPage, email: string, requested: number) {
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const message = await latestOutboxMessage(outboxDir, email);
    if (message && Date.parse(message.createdAt) >= requested - 1000) link = message.url;
    else await page.waitForTimeout(100);
  }
  expect(link, "a sign-in link in the outbox").toBeTruthy();
  await page.goto(link!);
}

/** Opens a path as a signed-in person: the email link is read from the server's outbox. */
export async function signInAndOpen(page: BrowserPage, email: string, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/signin/);
  // By id and role rather than by their words: the sign-in page speaks the browser's (or the Page's) language.
  await page.locator("input#email").fill(email);
  const requested = Date.now();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/signin\/check-email/);
  await followSignInLink(page, email, requested);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, "\\/")}$`));
}

/** No serious or critical axe violations, and no sideways scrolling on a phone-sized screen. */
export async function expectAccessible(page: BrowserPage) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "horizontal overflow on a phone").toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/** No axe violations of any impact (the bar for a toolType's counterpart page), listed by rule and element when there are. */
export async function expectNoAxeViolations(page: BrowserPage) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Saves screenshots of the page at 1280×800 and 390×844 under test-results/screens/ (not committed) for a reviewer to look at. */
export async function screenshotBoth(page: BrowserPage, name: string) {
  const size = page.viewportSize();
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screens/${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Picks a time on a scheduler Page: its day in the calendar first (the day's times show then), then the time. */
export async function chooseSlot(page: BrowserPage, slot: string) {
  const day = await page.locator(`input[name="slot"][value="${slot}"]`).evaluate((input) => input.closest("fieldset")!.id.replace(/^times-/, ""));
  const month = page.locator(`input[name="month"][value="${day.slice(0, 7)}"]`);
  // The radios are visually hidden inside their labels: clicked as a person does, on the label.
  if (await month.count()) await month.locator("xpath=..").click();
  await page.locator(`input[name="day"][value="${day}"]`).locator("xpath=..").click();
  await page.locator(`input[name="slot"][value="${slot}"]`).locator("xpath=..").click();
  await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toBeChecked();
}

/** Mints test USDC to a Hardhat account beyond those the local chain funds at its start (#3 to #19). */
export async function fundPayer(index: number) {
  const catalog = await (await fetch(`${baseURL}/api/v3/catalog`)).json();
  await mintTestUsdc({ rpcUrl: `http://127.0.0.1:${process.env.E2E_CHAIN_PORT ?? 28546}`, asset: catalog.skus[1].asset.address as Address, index, amount: "100" });
}

/** The e2e server's database (npm start's embedded one, with the password it generated, unless DATABASE_URL is set). */
const databaseUrl = () =>
  process.env.DATABASE_URL ?? embeddedDatabaseUrl(process.env.E2E_DATABASE_DIR ?? path.join(".data", "e2e-postgres"), Number(process.env.E2E_DATABASE_PORT ?? "25440"));

/** Runs one statement on the e2e server's database (to move a lease along, or read figures); its first row. */
export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows[0] as T;
  } finally {
    await client.end();
  }
}
