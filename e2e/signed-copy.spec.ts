import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoAxeViolations, leasePage, screenshotBoth, signInAndOpen } from "./support";

/**
 * e_signature in the browser: the document's table is a table, the
 * signer downloads their signed copy (PDF) from the page after signing, and
 * /verify, signed out, says the downloaded file is genuine and refuses an
 * altered copy. Screenshots at desktop and phone sizes.
 */
const PAYER = 13; // funded by the local chain; no other e2e file pays with #13
const MARKDOWN =
  "# Design services agreement\n\nBetween **Studio Lumen Ltd** and the client named below.\n\n| Deliverable | Due | Fee |\n|---|---|---|\n| Logo and brand guide | 15 December 2026 | £2,400 |\n| Website design (5 pages) | 20 January 2027 | £4,800 |\n\n- [x] Brief agreed\n- [ ] Deposit paid\n\nPayment is due within 30 days of each delivery. ~~Net 60.~~";

test("sign, download the signed copy, and check it at /verify", async ({ page, browser }) => {
  const leased = await leasePage({ label: "Sign", toolType: "e_signature", content: { document_title: "Design services agreement", document_markdown: MARKDOWN } }, PAYER);
  await signInAndOpen(page, "copy-signer@example.com", `/pages/${leased.id}`);
  const document = page.getByRole("article", { name: "Document" });
  const table = document.locator("table");
  await expect(table).toBeVisible();
  await expect(table.locator("th")).toHaveText(["Deliverable", "Due", "Fee"]);
  await expect(table.locator("tbody tr").first().locator("td")).toHaveText(["Logo and brand guide", "15 December 2026", "£2,400"]);
  await expect(document.locator("s")).toHaveText("Net 60.");

  await page.getByLabel("Type your full name to sign").fill("Sam Signer");
  await page.getByLabel("I have read the document and agree to sign it.").check();
  await page.getByRole("button", { name: "Sign" }).click();
  await expect(page.getByRole("status")).toContainText("Signed by Sam Signer");
  const link = page.getByRole("link", { name: "Download your signed copy (PDF)" });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, "signature-signed-copy");

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("Design-services-agreement-signed.pdf");
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Signed out: /verify accepts the downloaded file, and refuses it with one byte changed.
  const anonymous = await browser.newContext();
  const verify = await anonymous.newPage();
  await verify.goto("/verify");
  await expect(verify.getByRole("heading", { name: "Check a signed copy" })).toBeVisible();
  await verify.getByLabel("Signed copy (PDF, at most 10 MB)").setInputFiles(file);
  await verify.getByRole("button", { name: "Check" }).click();
  const result = verify.getByRole("status", { name: "Result" });
  await expect(result).toContainText("Genuine: this is the signed copy sealed here, unaltered.");
  await expect(result).toContainText("Sam Signer (copy-signer@example.com)");
  await expect(result).toContainText("Design services agreement");
  await expectAccessible(verify);
  await screenshotBoth(verify, "verify-genuine");

  const altered = Buffer.from(bytes);
  altered[Math.floor(altered.length / 2)]! ^= 0x01;
  await verify.getByLabel("Signed copy (PDF, at most 10 MB)").setInputFiles({ name: "altered.pdf", mimeType: "application/pdf", buffer: altered });
  await verify.getByRole("button", { name: "Check" }).click();
  await expect(verify.getByRole("alert", { name: "Result" })).toContainText("Not genuine.");
  await expect(verify.getByRole("alert", { name: "Result" })).toContainText("it has been changed since");
  await screenshotBoth(verify, "verify-modified");
  await anonymous.close();

  // In the browser's language: a German browser reads the page and the answer in German, the time in its format.
  const german = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin" });
  const pruefen = await german.newPage();
  await pruefen.goto("/verify");
  await expect(pruefen.getByRole("heading", { name: "Eine signierte Kopie prüfen" })).toBeVisible();
  await pruefen.getByLabel("Signierte Kopie (PDF, höchstens 10 MB)").setInputFiles(file);
  await pruefen.getByRole("button", { name: "Prüfen" }).click();
  const echt = pruefen.getByRole("status", { name: "Result" });
  await expect(echt).toContainText("Echt: Dies ist die hier versiegelte signierte Kopie, unverändert.");
  await expect(echt).toContainText(/\d{1,2}\. [A-Z][a-zä]+ \d{4} um \d{2}:\d{2} \(UTC\)/);
  await expectNoAxeViolations(pruefen);
  await screenshotBoth(pruefen, "verify-genuine-de");
  await german.close();
});
