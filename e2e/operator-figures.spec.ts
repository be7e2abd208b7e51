import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { mnemonicToAccount } from "viem/accounts";
import { baseURL } from "../playwright.config";
import { accessibilityScore } from "./lighthouse";
import { control, fundPayer, lease, screenshotBoth, signInAndOpen, sql } from "./support";

// What the operator console must show: an operator signs in and sees figures that match the
// database after a known set of purchases, a renewal, chats and a submission;
// the charts by day are drawn; Lighthouse accessibility is at least 0.95 on
// the console's three pages.

test.describe.configure({ mode: "serial" });

const PAYER = 250;
const OPERATOR = "operator-figures-e2e@example.com";
const VISITOR = "visitor-figures-e2e@example.com";


/** The figures as the database has them, by SQL written here (not the console's own queries). */
async function databaseFigures() {
  return sql<Record<string, string>>(
    `SELECT
       (SELECT count(*) FROM "Lease" WHERE status = 'active' AND "termEnd" > now() AT TIME ZONE 'UTC' AND "suspendedAt" IS NULL AND "resourceType" = 'person')::text AS "Active Persons",
       (SELECT count(*) FROM "Lease" WHERE status = 'active' AND "termEnd" > now() AT TIME ZONE 'UTC' AND "suspendedAt" IS NULL AND "resourceType" = 'page')::text AS "Active Pages",
       (SELECT count(*) FROM "Payment" WHERE status = 'settled' AND purpose = 'provision' AND "settledAt"::date = (now() AT TIME ZONE 'UTC')::date)::text AS "New leases today",
       (SELECT count(*) FROM "Payment" WHERE status = 'settled' AND purpose = 'renew' AND "settledAt"::date = (now() AT TIME ZONE 'UTC')::date)::text AS "Renewals today",
       (SELECT to_char(COALESCE(sum(amount), 0) / 1000000.0, 'FM999999999990.000000') FROM "Payment" WHERE status = 'settled' AND "settledAt"::date = (now() AT TIME ZONE 'UTC')::date) AS "Revenue today",
       (SELECT COALESCE(sum("usedUnits"), 0)::text || ' of ' || COALESCE(sum("includedUnits"), 0)::text FROM "Lease" WHERE status = 'active' AND "termEnd" > now() AT TIME ZONE 'UTC' AND "resourceType" = 'person') AS "Turns used",
       (SELECT COALESCE(sum("usedUnits"), 0)::text || ' of ' || COALESCE(sum("includedUnits"), 0)::text FROM "Lease" WHERE status = 'active' AND "termEnd" > now() AT TIME ZONE 'UTC' AND "resourceType" = 'page') AS "Submissions used"`,
  );
}

const LABELS = ["Active Persons", "Active Pages", "New leases today", "Renewals today", "Revenue today", "Turns used", "Submissions used"] as const;

/** The figures the overview shows (each a row of a figures table, by its label). */
async function shownFigures(page: BrowserPage): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const label of LABELS) {
    const cell = page.getByRole("row", { name: new RegExp(`^${label}\\b`) }).getByRole("cell");
    shown[label] = (await cell.innerText()).trim();
  }
  return shown;
}
const first = (figure: string) => Number(figure.split(" ")[0]);

/** A paid POST (x402 on the local chain), as e2e/support.ts's lease() pays. */
async function paidPost(pathname: string, payerIndex: number) {
  const catalog = await (await fetch(`${baseURL}/api/v3/catalog`)).json();
  const sku = catalog.skus[1];
  const pay = wrapFetchWithPaymentFromConfig(fetch, {
    schemes: [{ network: sku.network, client: new ExactEvmScheme(mnemonicToAccount("test test test test test test test test test test test junk", { addressIndex: payerIndex })) }],
    spendControls: { allowedAssets: [{ network: sku.network, asset: sku.asset.address, maxAmountPerPayment: "5000000" }] },
  });
  return pay(`${baseURL}${pathname}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
}

let leasePath = "";

test("the overview's figures match the database after purchases, a renewal, chats and a submission; the charts are drawn", async ({ browser }) => {
  await fundPayer(PAYER);
  const operatorContext = await browser.newContext();
  const op = await operatorContext.newPage();
  await signInAndOpen(op, OPERATOR, "/operator");
  const before = await shownFigures(op);
  expect(before).toEqual(await databaseFigures());

  // The known set: two Persons and a Page bought, the Page renewed, three turns of chat, one submission.
  const ada = await lease("persons", { name: "Figures Ada", goal: "Answer briefly." }, PAYER);
  const bob = await lease("persons", { name: "Figures Bob", goal: "Answer briefly." }, PAYER);
  const page = await lease("pages", { label: "Figures check", toolType: "approval", content: { request_title: "Approve the figures", request_description: "Today." } }, PAYER);
  const renewed = await paidPost(`/api/v3/resources/page/${page.id}/renew`, PAYER);
  expect(renewed.status, await renewed.clone().text()).toBe(201);
  for (const [person, message] of [[ada, "Hello"], [ada, "And again"], [bob, "Hi"]] as const) {
    const chat = await control(person, "POST", "/chat", { message });
    expect(chat.status).toBe(200);
    await chat.text();
  }
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signInAndOpen(visitor, VISITOR, `/pages/${page.id}`);
  await visitor.getByRole("button", { name: "Approve" }).click();
  await expect(visitor.getByRole("status")).toHaveText("Approved. Thank you.");
  await visitorContext.close();

  await op.reload();
  const after = await shownFigures(op);
  // What the page shows is what the database holds now…
  expect(after).toEqual(await databaseFigures());
  // …and moved by exactly this set (this file runs after every other one, alone: playwright.config.ts).
  expect(first(after["Active Persons"]!) - first(before["Active Persons"]!)).toBe(2);
  expect(first(after["Active Pages"]!) - first(before["Active Pages"]!)).toBe(1);
  expect(first(after["New leases today"]!) - first(before["New leases today"]!)).toBe(3);
  expect(first(after["Renewals today"]!) - first(before["Renewals today"]!)).toBe(1);
  expect(first(after["Turns used"]!) - first(before["Turns used"]!)).toBe(3);
  expect(first(after["Submissions used"]!) - first(before["Submissions used"]!)).toBe(1);
  const mine = await sql<{ paid: string }>(
    `SELECT to_char(sum(amount) / 1000000.0, 'FM999999999990.000000') AS paid FROM "Payment" WHERE status = 'settled' AND "resourceId" = ANY($1)`,
    [[ada.id, bob.id, page.id]],
  );
  expect(Number(after["Revenue today"]) - Number(before["Revenue today"])).toBeCloseTo(Number(mine.paid), 6);
  expect(Number(mine.paid)).toBeGreaterThan(0);

  // The charts by day: three server-rendered drawings, today's bar as tall as today's figure, their numbers said in the captions.
  const newChart = op.locator('[data-chart="chart-new"] svg');
  await expect(newChart).toHaveAttribute("data-chart-type", "bar");
  await expect(newChart.locator("rect")).toHaveCount(30);
  const todayLabel = new Date().toISOString().slice(5, 10);
  await expect(newChart.locator("rect").last().locator("title")).toHaveText(`${todayLabel}: ${after["New leases today"]}`);
  await expect(op.locator('[data-chart="chart-renewals"] svg rect').last().locator("title")).toHaveText(`${todayLabel}: ${after["Renewals today"]}`);
  await expect(op.locator('[data-chart="chart-revenue"] svg polyline')).toHaveCount(1);
  await expect(op.getByRole("figure", { name: /^New leases by day/ })).toContainText(`today: ${after["New leases today"]}`);
  await expect(op.getByRole("figure", { name: /^Revenue by day/ })).toContainText(`today: ${after["Revenue today"]}`);
  // The drawings are hidden from assistive technology; the table by day says the numbers.
  await expect(op.getByRole("table", { name: /^Purchases by day/ }).getByRole("row", { name: new RegExp(`^${new Date().toISOString().slice(0, 10)}`) })).toBeVisible();
  await screenshotBoth(op, "operator-overview-charts");

  await op.getByLabel("Open a lease by lease, Person or Page id").fill(page.id);
  await op.getByRole("button", { name: "Open", exact: true }).click();
  await expect(op).toHaveURL(/\/operator\/leases\/[a-z0-9]+$/);
  leasePath = new URL(op.url()).pathname;
  await operatorContext.close();
});

test("Lighthouse accessibility is at least 0.95 on the overview, the leases list and a lease", async ({ browser }) => {
  test.setTimeout(240_000);
  expect(leasePath).toMatch(/^\/operator\/leases\/./);
  const context = await browser.newContext();
  const op = await context.newPage();
  await signInAndOpen(op, OPERATOR, "/operator/leases");
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const pathname of ["/operator", "/operator/leases", leasePath]) {
    const { score, failing, finalUrl } = await accessibilityScore(`${baseURL}${pathname}`, { cookie });
    // Scored signed in, on the page itself (not the sign-in page it would redirect to).
    expect(new URL(finalUrl).pathname).toBe(pathname);
    console.log(`Lighthouse accessibility ${pathname}: ${score}${failing.length ? ` (failing: ${failing.join("; ")})` : ""}`);
    expect(score, `${pathname}: ${failing.join(", ")}`).toBeGreaterThanOrEqual(0.95);
  }
  await context.close();
});
