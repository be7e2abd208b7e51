import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { control, expectAccessible, leasePage, signInAndOpen } from "./support";

test.describe.configure({ mode: "serial" });

test("a lead collector captures a lead", async ({ page }) => {
  const leased = await leasePage({ label: "Leads", toolType: "lead_collector" }, 19);
  await signInAndOpen(page, "judy@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await page.getByLabel("Name").fill("Judy");
  await page.getByLabel("Email").fill("judy@example.com");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0]).toMatchObject({ kind: "lead", data: { name: "Judy", email: "judy@example.com" } });
});

test("a file sharer lists its files with safe links; a payment page presents the invoice and never settles", async ({ page }) => {
  const files = await leasePage(
    { label: "Files", toolType: "file_sharer", content: { title: "Handbook", files: [{ name: "handbook.pdf", url: "https://example.com/handbook.pdf", size_bytes: 2048 }] } },
    19,
  );
  await signInAndOpen(page, "ken@example.com", `/pages/${files.id}`);
  await expectAccessible(page);
  const link = page.getByRole("link", { name: "handbook.pdf" });
  await expect(link).toHaveAttribute("href", "https://example.com/handbook.pdf");
  await expect(link).toHaveAttribute("rel", /noopener/);

  const invoice = await leasePage(
    {
      label: "Invoice",
      toolType: "payment",
      content: { invoice_title: "Invoice 42", currency: "EUR", due_date: "2030-01-31", checkout_url: "https://pay.example.com/42", line_items: [{ description: "Design", quantity: 2, unit_price: 100 }] },
    },
    19,
  );
  await page.goto(`/pages/${invoice.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Invoice 42" })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole("cell", { name: "€200" }).last()).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay at checkout" })).toHaveAttribute("href", "https://pay.example.com/42");
  const { submissions } = await (await control(invoice, "GET", "/submissions")).json();
  expect(submissions).toEqual([]);
});

test("a dashboard draws its charts, with the numbers readable by screen readers", async ({ page }) => {
  const leased = await leasePage(
    {
      label: "Metrics",
      toolType: "data_dashboard",
      content: {
        dashboard_title: "Weekly metrics",
        charts: [
          { title: "Signups", type: "bar", data: [{ label: "Mon", value: 3 }, { label: "Tue", value: 5 }] },
          { title: "Visits", type: "line", data: [{ label: "W1", value: 10 }, { label: "W2", value: 14 }, { label: "W3", value: 9 }] },
          { title: "Channels", type: "pie", data: [{ label: "Email", value: 2 }, { label: "Search", value: 6 }] },
          { title: "Revenue", type: "metric", unit: "EUR", data: [{ label: "Total", value: 1200 }] },
        ],
      },
    },
    19,
  );
  await signInAndOpen(page, "lena@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await expect(page.locator("figcaption", { hasText: "Signups" })).toBeVisible();
  // Drawn on the server as SVG: every mark is there without any script, with its value as a tooltip.
  await expect(page.locator('figure svg[data-chart-type="bar"] rect')).toHaveCount(2);
  await expect(page.locator('figure svg[data-chart-type="bar"]')).toBeVisible();
  await expect(page.locator('figure svg[data-chart-type="bar"] title', { hasText: "Tue: 5" })).toHaveCount(1);
  await expect(page.locator('figure svg[data-chart-type="line"] circle')).toHaveCount(3);
  await expect(page.locator('figure svg[data-chart-type="pie"] path')).toHaveCount(2);
  await expect(page.locator("figure", { hasText: "Revenue" })).toContainText("€1,200");
  await expect(page.getByRole("rowheader", { name: "Tue" })).toHaveCount(1);
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("an artifact renders controller content safely", async ({ page }) => {
  const leased = await leasePage({ label: "Artifact", toolType: "artifact", content: { title: "Notes", body: "# Hello\n\n<script>window.__pwned=1</script>\n\nPlain text.", numbers: [1, 2] } }, 19);
  await signInAndOpen(page, "mia@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await expect(page.getByRole("heading", { name: "Hello" })).toBeVisible();
  await expect(page.getByText("Plain text.")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("a file vault takes the requested uploads within their limits; the controller downloads them; destroy removes them", async ({ page }) => {
  const leased = await leasePage(
    {
      label: "Vault",
      toolType: "file_vault",
      content: {
        vault_title: "Documents",
        deposited_files: [{ name: "terms.pdf", url: "https://example.com/terms.pdf" }],
        requested_uploads: [{ key: "id_card", label: "ID card", required: true, accept: ["image/png", "application/pdf"], max_size_bytes: 1024 }],
      },
    },
    19,
  );
  await signInAndOpen(page, "nina@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await expect(page.getByRole("link", { name: "terms.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Choose a file.", { exact: true })).toBeVisible();

  await page.getByLabel("ID card").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Allowed types: image/png, application/pdf.", { exact: true })).toBeVisible();

  await page.getByLabel("ID card").setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(4096, 1) });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("The file is larger than 1 MB.", { exact: true })).toBeVisible();

  const pdf = Buffer.from("%PDF-1.4 tiny test file");
  await page.getByLabel("ID card").setInputFiles({ name: "id.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Received: id.pdf.");

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0]).toMatchObject({ kind: "upload", data: { files: [{ key: "id_card", name: "id.pdf", mimeType: "application/pdf", sizeBytes: pdf.length }] } });
  const uploadId = submissions[0].data.files[0].uploadId;
  const download = await control(leased, "GET", `/uploads/${uploadId}`);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

  expect((await control(leased, "DELETE", "")).status).toBe(200);
  expect((await control(leased, "GET", `/uploads/${uploadId}`)).status).toBe(401);
});
