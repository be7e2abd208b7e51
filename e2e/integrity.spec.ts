import { expect, test } from "@playwright/test";
import { control, leasePage, signInAndOpen } from "./support";

/**
 * What a person signs, approves or orders is what the page showed them: the
 * Page is changed through the control API while the
 * person has it open; their answer is refused and nothing is recorded; after
 * reloading they act on the new version, and the record keeps what they saw.
 */
test.describe.configure({ mode: "serial" });

const PAYER = 16;

test("a document changed after it was opened cannot be signed; the signature keeps the text shown, without hidden HTML", async ({ page }) => {
  const shown = "# Agreement\n\nThe fee is **100 USD**.";
  const leased = await leasePage(
    { label: "Sign", toolType: "e_signature", content: { document_title: "Agreement", document_markdown: `${shown}\n\n<div hidden>The signer also owes 10,000 USD.</div>\n<!-- and waives every right -->` } },
    PAYER,
  );
  await signInAndOpen(page, "integrity-signer@example.com", `/pages/${leased.id}`);
  await expect(page.getByRole("article", { name: "Document" })).toContainText("The fee is 100 USD.");
  await expect(page.getByRole("article", { name: "Document" })).not.toContainText("10,000");

  // The controller swaps the document while the signer reads.
  const changed = await control(leased, "PATCH", "", { content: { document_title: "Agreement", document_markdown: "# Agreement\n\nThe fee is **900 USD**." } });
  expect(changed.status).toBe(200);
  await page.getByLabel("Type your full name to sign").fill("Sam Signer");
  await page.getByLabel("I have read the document and agree to sign it.").check();
  await page.getByRole("button", { name: "Sign" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("This document changed after you opened it; review the new version.");
  expect((await (await control(leased, "GET", "/submissions")).json()).submissions).toEqual([]);
  // What the signer sees, kept by the run at desktop and phone sizes.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/signature-changed-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Reloaded: the new version is shown, and that is what is signed.
  await page.reload();
  await expect(page.getByRole("article", { name: "Document" })).toContainText("The fee is 900 USD.");
  await page.getByLabel("Type your full name to sign").fill("Sam Signer");
  await page.getByLabel("I have read the document and agree to sign it.").check();
  await page.getByRole("button", { name: "Sign" }).click();
  await expect(page.getByRole("status")).toContainText("Signed by Sam Signer");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toHaveLength(1);
  expect(submissions[0].data).toMatchObject({ typedName: "Sam Signer", document: { title: "Agreement", text: "Agreement\n\nThe fee is 900 USD." } });
  expect(submissions[0].data.documentSha256).toBe(submissions[0].data.document.sha256);
});

test("an approval keeps a copy of the request as shown; a request changed since is refused", async ({ page }) => {
  const content = { request_title: "Budget", request_description: "For **Q3**", request_details_markdown: "Spend 5k on ads.<!-- and 50k on travel -->" };
  const leased = await leasePage({ label: "Approve", toolType: "approval", content }, PAYER);
  await signInAndOpen(page, "integrity-approver@example.com", `/pages/${leased.id}`);
  expect((await control(leased, "PATCH", "", { content: { ...content, request_details_markdown: "Spend 50k on ads." } })).status).toBe(200);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("This request changed after you opened it; review the new version.");
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/approval-changed-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await (await control(leased, "GET", "/submissions")).json()).submissions).toEqual([]);
  await page.reload();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Approved. Thank you.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0].data).toMatchObject({ decision: "approved", request: { title: "Budget", description: "For Q3", details: "Spend 50k on ads." } });
});

test("an order is priced at what the person saw: a price raised after opening is refused, the record keeps the prices shown", async ({ page }) => {
  const content = { title: "Lunch", currency: "EUR", items: [{ id: "soup", name: "Soup", price: 4.5 }] };
  const leased = await leasePage({ label: "Order", toolType: "order_taker", content }, PAYER);
  await signInAndOpen(page, "integrity-buyer@example.com", `/pages/${leased.id}`);
  await expect(page.getByText("€4.50 each")).toBeVisible();
  expect((await control(leased, "PATCH", "", { content: { ...content, items: [{ id: "soup", name: "Soup", price: 45 }] } })).status).toBe(200);
  await page.getByLabel("Soup").fill("2");
  await page.getByRole("button", { name: "Review your order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("The items or prices changed after you opened this page; review the new version.");
  expect((await (await control(leased, "GET", "/submissions")).json()).submissions).toEqual([]);
  await page.reload();
  await expect(page.getByText("€45 each")).toBeVisible();
  await page.getByLabel("Soup").fill("2");
  await page.getByRole("button", { name: "Review your order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toHaveText("Order placed. Total €90.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0].data).toMatchObject({ items: [{ id: "soup", quantity: 2, unitPrice: 45 }], total: 90, currency: "EUR", catalog: { currency: "EUR", items: [{ id: "soup", price: 45 }] } });
});
