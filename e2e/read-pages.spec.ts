/**
 * The Pages a person reads or ticks off: checklist, payment,
 * file_vault, file_sharer, data_dashboard and artifact, as a person sees and
 * uses them in Chromium, in an en-GB browser and on a Page whose branding
 * says German; axe finds nothing on any of them; screenshots at 1280×800 and
 * 390×844 land in test-results/screens/.
 */
import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { control, expectNoAxeViolations, fundPayer, leasePage, screenshotBoth, signInAndOpen, type Leased } from "./support";

test.describe.configure({ mode: "serial" });
test.use({ locale: "en-GB", timezoneId: "Europe/London", viewport: { width: 1280, height: 800 } });

/** The same Page in German (its branding's locale), reloaded. */
async function inGerman(page: BrowserPage, leased: Leased) {
  expect((await control(leased, "PATCH", "", { branding: { locale: "de" } })).status).toBe(200);
  await page.reload();
  await expect(page.locator("main")).toHaveAttribute("lang", "de");
}

/** Text with its narrow and no-break spaces as plain spaces (Intl puts them in "2.769 €"). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const mainText = async (page: BrowserPage) => plain((await page.locator("main").textContent()) ?? "");

test("checklist: the progress count follows the ticks; the error summary takes focus; the returning person sees when they completed it", async ({ page }) => {
  await fundPayer(140);
  const leased = await leasePage(
    {
      label: "First week",
      toolType: "checklist",
      content: {
        title: "Your first week at Northwind",
        description: "Tick each item as you do it.",
        tasks: [
          { id: "laptop", label: "Collect your laptop", required: true },
          { id: "contract", label: "Return your signed contract", required: true },
          { id: "payroll", label: "Enter your bank details", required: true },
          { id: "lunch", label: "Lunch with your buddy", description: "Your buddy will email you." },
        ],
      },
    },
    140,
  );
  await signInAndOpen(page, "read-checklist@example.com", `/pages/${leased.id}`);
  const bar = page.getByRole("progressbar", { name: "Checklist progress" });
  await expect(page.getByText("0 of 4 done")).toBeVisible();
  await expect(bar).toHaveAttribute("value", "0");
  await page.getByLabel("Collect your laptop").check();
  await page.getByLabel("Lunch with your buddy").check();
  await expect(page.getByText("2 of 4 done")).toBeVisible();
  await expect(bar).toHaveAttribute("value", "2");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "checklist");

  await page.getByRole("button", { name: "Mark complete" }).click();
  const summary = page.locator("main").getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("There are problems with 2 answers");
  await expect(summary).toContainText("Tick the required items first (2 left).");
  await summary.getByRole("link", { name: "Return your signed contract: Required." }).click();
  await expect(page.getByLabel("Return your signed contract")).toBeFocused();
  await expect(page.getByLabel("Return your signed contract")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "checklist-errors");

  await page.getByLabel("Return your signed contract").check();
  await page.getByLabel("Enter your bank details").check();
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.getByRole("status")).toHaveText("Checklist complete. Thank you.");
  await expect(page.getByRole("button", { name: "Mark complete" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("region", { name: "Your checklist" })).toContainText(/You completed this checklist on \d{1,2} [A-Z][a-z]+ 20\d\d at \d\d:\d\d\./);
  await expect(page.getByText("4 of 4 done")).toBeVisible();
  await expect(page.getByLabel("Lunch with your buddy")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save progress" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "checklist-returning");

  await inGerman(page, leased);
  await expect(page.getByText("4 von 4 erledigt")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Fortschritt der Checkliste" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Ihre Checkliste" })).toContainText(/Sie haben diese Checkliste am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ 20\d\d um \d\d:\d\d erledigt\./);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "checklist-returning-de");
});

test("payment: who bills whom, the due date (overdue said plainly), line items and total in the locale's money", async ({ page }) => {
  await fundPayer(141);
  const content = {
    invoice_title: "Invoice 2026-031: November consulting",
    due_date: "2026-01-15",
    currency: "EUR",
    checkout_url: "https://pay.example.com/i/2026-031",
    biller: { name: "Marta Lopes Consulting", address: "Rua da Prata 80\n1100-420 Lisboa", email: "billing@martalopes.example" },
    billed_to: { name: "Northwind Trading Lda" },
    line_items: [
      { description: "Strategy workshop (days)", quantity: 2, unit_price: 1234.5 },
      { description: "Follow-up call", quantity: 1, unit_price: 300 },
    ],
  };
  const leased = await leasePage({ label: "Invoice", toolType: "payment", content }, 141);
  await signInAndOpen(page, "read-payment@example.com", `/pages/${leased.id}`);
  const text = await mainText(page);
  expect(text).toContain("From");
  expect(text).toContain("Marta Lopes Consulting");
  expect(text).toContain("Billed to");
  expect(text).toContain("Northwind Trading Lda");
  await expect(page.getByText("Overdue: was due 15 January 2026")).toBeVisible();
  await expect(page.getByRole("cell", { name: "€1,234.50" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "€2,469" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Total due" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "€2,769" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay at checkout" })).toHaveAttribute("href", "https://pay.example.com/i/2026-031");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "payment-overdue");

  // Not yet due: the date alone; no biller in the content: the Page's organisation; nobody named: the signed-in person.
  const rest: Record<string, unknown> = { ...content };
  delete rest.biller;
  delete rest.billed_to;
  expect((await control(leased, "PATCH", "", { content: { ...rest, due_date: "2030-01-31" }, branding: { organization: "Lopes & Co" } })).status).toBe(200);
  await page.reload();
  await expect(page.getByText("Due 31 January 2030")).toBeVisible();
  await expect(page.getByText(/Overdue/)).toHaveCount(0);
  expect(await mainText(page)).toContain("Lopes & Co");
  expect(await mainText(page)).toContain("read-payment@example.com");

  await inGerman(page, leased);
  const german = await mainText(page);
  expect(german).toContain("Fällig am 31. Januar 2030");
  expect(german).toContain("Rechnung an");
  expect(german).toContain("2.769 €");
  expect(german).toContain("1.234,50 €");
  await expect(page.getByRole("link", { name: "Jetzt bezahlen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "payment-de");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toEqual([]);
});

test("file sharer: each file's type and size in the locale, and a plain download action", async ({ page }) => {
  await fundPayer(142);
  const leased = await leasePage(
    {
      label: "Kitchen drawings",
      toolType: "file_sharer",
      content: {
        title: "Your kitchen: drawings, revision C",
        files: [
          { name: "Floor plan (rev C).pdf", url: "https://files.example.com/kitchen/floor-plan.pdf", mime_type: "application/pdf", size_bytes: 482113 },
          { name: "Quote", url: "https://files.example.com/kitchen/quote", mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size_bytes: 1234567, description: "Valid until 31 December." },
          { name: "site-photo.jpg", url: "https://files.example.com/kitchen/site.jpg" },
        ],
      },
    },
    142,
  );
  await signInAndOpen(page, "read-files@example.com", `/pages/${leased.id}`);
  const text = await mainText(page);
  expect(text).toContain("PDF · 482 kB");
  expect(text).toContain("DOCX · 1.2 MB");
  expect(text).toContain("JPG");
  const download = page.getByRole("link", { name: "Download Floor plan (rev C).pdf" });
  await expect(download).toHaveAttribute("href", "https://files.example.com/kitchen/floor-plan.pdf");
  await expect(download).toHaveText("Download");
  await expect(page.getByRole("link", { name: /^Download / })).toHaveCount(3);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "file-sharer");

  await inGerman(page, leased);
  expect(await mainText(page)).toContain("DOCX · 1,2 MB");
  await expect(page.getByRole("link", { name: "Quote herunterladen" })).toHaveText("Herunterladen");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "file-sharer-de");
});

test("data dashboard: every chart with its legend and labels, the numbers in the locale", async ({ page }) => {
  await fundPayer(143);
  const leased = await leasePage(
    {
      label: "Weekly sales",
      toolType: "data_dashboard",
      content: {
        dashboard_title: "Sales, week 47",
        description: "Online and in-store sales, 16 to 22 November 2026.",
        charts: [
          { title: "Revenue", type: "metric", unit: "£", data: [{ label: "This week", value: 23840 }] },
          { title: "Orders by day", type: "bar", data: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((label, i) => ({ label, value: [41, 38, 52, 47, 66, 91, 58][i]! })) },
          { title: "Channel", type: "pie", unit: "%", data: [{ label: "Online", value: 62 }, { label: "In store", value: 38 }] },
          { title: "Stock shipped", type: "line", unit: "kg", data: [{ label: "W44", value: 1200.5 }, { label: "W45", value: 980 }, { label: "W46", value: 1410 }] },
          { title: "Top products", type: "table", unit: "£", data: [{ label: "Oak table", value: 4200 }, { label: "Chair", value: 1875.5 }] },
        ],
      },
    },
    143,
  );
  await signInAndOpen(page, "read-dashboard@example.com", `/pages/${leased.id}`);
  const revenue = page.locator("figure", { hasText: "Revenue" });
  await expect(revenue).toContainText("£23,840");
  await expect(revenue).toContainText("This week");
  // Every drawn chart has a legend; the pie's names each slice with its value and share.
  for (const title of ["Orders by day", "Channel", "Stock shipped"]) await expect(page.locator("figure", { hasText: title }).locator("[data-legend]")).toBeVisible();
  await expect(page.locator("figure", { hasText: "Channel" }).locator("[data-legend] li")).toHaveText(["Online: 62%", "In store: 38%"]);
  await expect(page.locator("figure", { hasText: "Stock shipped" }).locator("[data-legend]")).toHaveText("Values in kg");
  // Labels: the value axis's unit, and each bar's and point's value.
  await expect(page.locator('svg[data-chart-type="bar"] text', { hasText: /^91$/ })).toHaveCount(1);
  await expect(page.locator('svg[data-chart-type="line"] text', { hasText: /^kg$/ })).toHaveCount(1);
  await expect(page.locator('svg[data-chart-type="line"] text', { hasText: /^1,200\.5$/ })).toHaveCount(1);
  await expect(page.getByRole("table", { name: "Top products" }).getByRole("cell", { name: "£1,875.50" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "dashboard");

  await inGerman(page, leased);
  const german = await mainText(page);
  expect(german).toContain("23.840 £");
  expect(german).toContain("1.875,50 £");
  await expect(page.locator("figure", { hasText: "Stock shipped" }).locator("[data-legend]")).toHaveText("Werte in kg");
  await expect(page.locator('svg[data-chart-type="line"] text', { hasText: /^1\.200,5$/ })).toHaveCount(1);
  await expect(page.locator("figure", { hasText: "Channel" }).locator("[data-legend]")).toContainText(/Online: 62\s%/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "dashboard-de");
});

test("artifact: markdown rendered, an array of objects as a table, other JSON as a tree that folds; never a raw dump", async ({ page }) => {
  await fundPayer(144);
  const leased = await leasePage(
    {
      label: "Market scan",
      toolType: "artifact",
      content: {
        title: "Market scan: e-bike subscriptions in Lisbon",
        description: "What three providers offer, as of November 2026.",
        summary: "## Findings\n\n- **Volta** is the dearest\n- All include insurance\n\n<script>window.__pwned=1</script>",
        providers: [
          { name: "Pedal Lx", monthly_eur: 1049.5, includes: ["insurance", "repairs"], available: true },
          { name: "Volta", monthly_eur: 59, includes: ["insurance", "repairs", "second battery"], available: false },
        ],
        method: { sources: { websites: 3, calls: 2 }, reviewedBy: "Ana", notes: null },
      },
    },
    144,
  );
  await signInAndOpen(page, "read-artifact@example.com", `/pages/${leased.id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Findings" })).toBeVisible();
  await expect(page.locator("main strong", { hasText: "Volta" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const table = page.getByRole("table", { name: "Providers" });
  // Columns in the stored order of the keys (PostgreSQL's jsonb keeps shorter keys first).
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Includes", "Available", "Monthly eur"]);
  await expect(table.getByRole("row").nth(1)).toHaveText(/Pedal Lx\s*insurance, repairs\s*Yes\s*1,049\.5/);
  await expect(table.getByRole("row").nth(2)).toContainText("No");
  const method = page.getByRole("heading", { level: 2, name: "Method" });
  await expect(method).toBeVisible();
  const sources = page.locator("details", { has: page.locator("summary", { hasText: "Sources" }) });
  await expect(sources).toHaveAttribute("open", "");
  await expect(sources).toContainText("Websites: 3");
  await page.locator("summary", { hasText: "Sources" }).click();
  await expect(sources).not.toHaveAttribute("open", "");
  await expect(page.getByText("Websites: 3")).toBeHidden();
  await expect(page.locator("main")).toContainText("Notes: (empty)");
  // No JSON as text anywhere.
  expect(await mainText(page)).not.toMatch(/[{}]|"name"|\[\s*"/);
  await expect(page.locator("main pre")).toHaveCount(0);
  // The description once, above (not again as a member).
  await expect(page.getByText("What three providers offer, as of November 2026.")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "artifact");

  await inGerman(page, leased);
  await expect(page.getByRole("table", { name: "Providers" }).getByRole("row").nth(1)).toHaveText(/Pedal Lx\s*insurance, repairs\s*Ja\s*1\.049,5/);
  await expect(page.locator("summary", { hasText: "Method" })).toHaveCount(0); // top-level members are sections
  await expect(page.locator("summary", { hasText: "Sources" })).toContainText("2 Einträge");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "artifact-de");
});

test("file vault: drag and drop or choose, each file with its progress, requests ticked, and the returning person sees what they uploaded", async ({ page }) => {
  await fundPayer(145);
  const leased = await leasePage(
    {
      label: "Mortgage documents",
      toolType: "file_vault",
      content: {
        vault_title: "Documents for your mortgage application",
        description: "Upload each document below.",
        deposited_files: [{ name: "Accepted documents.pdf", url: "https://files.example.com/broker/accepted.pdf", mime_type: "application/pdf", size_bytes: 88000 }],
        requested_uploads: [
          { key: "passport", label: "Passport or national ID", required: true, accept: ["application/pdf", "image/*"], max_size_bytes: 10485760 },
          { key: "payslips", label: "Last three payslips", required: true, accept: ["application/pdf"], max_size_bytes: 20971520 },
          { key: "bank_statement", label: "Latest bank statement", accept: ["application/pdf"] },
        ],
      },
    },
    145,
  );
  await signInAndOpen(page, "read-vault@example.com", `/pages/${leased.id}`);
  await expect(page.getByText("0 of 3 received")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Requested files received" })).toHaveAttribute("value", "0");
  await expect(page.getByText("PDF · 88 kB")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "vault");

  // Nothing chosen: the summary takes focus and names both required files.
  await page.getByRole("button", { name: "Upload" }).click();
  const summary = page.locator("main").getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("There are problems with 2 answers");
  await summary.getByRole("link", { name: "Last three payslips: Choose a file." }).click();
  await expect(page.getByLabel("Last three payslips")).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "vault-errors");

  // Dragged and dropped onto the first request's zone.
  const passport = Buffer.from("%PDF-1.4 passport scan");
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], "passport.pdf", { type: "application/pdf" }));
    return transfer;
  }, [...passport]);
  await page.dispatchEvent('[data-dropzone="passport"]', "dragover", { dataTransfer });
  await expect(page.getByText("Drop the file to add it")).toBeVisible();
  await page.dispatchEvent('[data-dropzone="passport"]', "drop", { dataTransfer });
  await expect(page.getByText(`Ready to upload: passport.pdf (${passport.length} bytes)`)).toBeVisible();
  // Chosen with the file input (the keyboard's and screen reader's way); a wrong type is refused at once.
  await page.getByLabel("Last three payslips").setInputFiles({ name: "payslips.png", mimeType: "image/png", buffer: Buffer.from("png") });
  await expect(page.getByText("Allowed types: application/pdf.", { exact: true })).toBeVisible();
  const payslips = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2_100_000, 0x20)]);
  await page.getByLabel("Last three payslips").setInputFiles({ name: "payslips.pdf", mimeType: "application/pdf", buffer: payslips });
  await expect(page.getByText("Ready to upload: payslips.pdf (2.1 MB)")).toBeVisible();

  // The server's answer is held back a moment: each file shows its own progress bar meanwhile.
  await page.route("**/uploads/payslips", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("progressbar", { name: /^Uploading payslips\.pdf: \d+%$/ })).toBeVisible();
  await screenshotBoth(page, "vault-progress");
  await expect(page.getByRole("status")).toHaveText("Received: passport.pdf, payslips.pdf.");
  await page.unroute("**/uploads/payslips");
  await expect(page.getByText("2 of 3 received")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You uploaded 2 files" })).toBeVisible();
  await expect(page.getByText(`Received: passport.pdf (${passport.length} bytes)`)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "vault-received");

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { data: { files: { key: string; name: string; sizeBytes: number }[] } }) => s.data.files[0]).sort((a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key))).toEqual([
    expect.objectContaining({ key: "passport", name: "passport.pdf", sizeBytes: passport.length }),
    expect.objectContaining({ key: "payslips", name: "payslips.pdf", sizeBytes: payslips.length }),
  ]);

  // Coming back: what they uploaded, with sizes and times; the received requests ticked, each may be sent again.
  await page.reload();
  const yours = page.getByRole("region", { name: "You uploaded 2 files" });
  await expect(yours).toContainText("passport.pdf");
  await expect(yours).toContainText(/payslips\.pdf\s*2\.1 MB · \d{1,2} [A-Z][a-z]+ 20\d\d at \d\d:\d\d/);
  await expect(page.getByText("2 of 3 received")).toBeVisible();
  await expect(page.getByText("Received: payslips.pdf (2.1 MB)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a different file" })).toHaveCount(2);
  await expect(page.getByLabel("Latest bank statement")).toHaveCount(1);
  await expect(page.getByLabel("Passport or national ID")).toHaveCount(0);
  await page.getByRole("button", { name: "Send a different file" }).first().click();
  await expect(page.getByLabel("Passport or national ID")).toHaveCount(1);
  await page.getByRole("button", { name: "Keep the file received" }).click();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "vault-returning");

  await inGerman(page, leased);
  await expect(page.getByRole("region", { name: "Sie haben 2 Dateien hochgeladen" })).toContainText(/payslips\.pdf\s*2,1 MB · \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ 20\d\d um \d\d:\d\d/);
  await expect(page.getByText("2 von 3 erhalten")).toBeVisible();
  await expect(page.getByRole("button", { name: "Hochladen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "vault-returning-de");
});
