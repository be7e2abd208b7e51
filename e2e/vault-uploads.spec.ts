import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { control, expectAccessible, fundPayer, leasePage, signInAndOpen } from "./support";

test.describe.configure({ mode: "serial" });

/** Collects the page's Content-Security-Policy violations (none are expected: every script carries the nonce). */
async function watchPolicy(page: BrowserPage) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("a file vault uploads through its streaming route with progress, larger than a server action may be; the page runs under its CSP", async ({ page }) => {
  const violations = await watchPolicy(page);
  const leased = await leasePage(
    {
      label: "Vault",
      toolType: "file_vault",
      content: {
        vault_title: "Onboarding documents",
        description: "Upload your signed contract and a photo ID.",
        deposited_files: [{ name: "contract.pdf", url: "https://example.com/contract.pdf" }],
        requested_uploads: [
          { key: "contract", label: "Signed contract", required: true, accept: ["application/pdf"], max_size_bytes: 20 * 1024 * 1024 },
          { key: "photo_id", label: "Photo ID", description: "Passport or ID card, both sides.", accept: ["image/*", "application/pdf"], max_size_bytes: 5 * 1024 * 1024 },
        ],
      },
    },
    18,
  );
  await signInAndOpen(page, "vera@example.com", `/pages/${leased.id}`);
  const response = await page.reload();
  expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*frame-ancestors 'none'/);
  await expectAccessible(page);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/vault-${viewport.width}x${viewport.height}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // 3 MB: three times what a server action now takes.
  const contract = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  await page.getByLabel("Signed contract").setInputFiles({ name: "contract-signed.pdf", mimeType: "application/pdf", buffer: contract });
  await page.getByLabel("Photo ID").setInputFiles({ name: "id.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) });
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") uploads.push(new URL(request.url()).pathname);
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Received: contract-signed.pdf, id.png.");
  expect(uploads).toEqual([`/api/counterpart/pages/${leased.id}/uploads/contract`, `/api/counterpart/pages/${leased.id}/uploads/photo_id`]);

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { data: { files: { name: string; sizeBytes: number }[] } }) => s.data.files[0])).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: "contract-signed.pdf", sizeBytes: contract.length }), expect.objectContaining({ name: "id.png" })]),
  );
  await page.screenshot({ path: "test-results/vault-received-1280x800.png" });
  expect(await violations()).toEqual([]);
  expect((await control(leased, "DELETE", "")).status).toBe(200);
});

test("the vault says why a file was refused by the server, and keeps the ones received", async ({ page }) => {
  const leased = await leasePage(
    {
      label: "Vault",
      toolType: "file_vault",
      content: {
        vault_title: "Documents",
        requested_uploads: [
          { key: "first", label: "First", required: true },
          { key: "second", label: "Second", required: true, accept: ["application/pdf"] },
        ],
      },
    },
    18,
  );
  await signInAndOpen(page, "walt@example.com", `/pages/${leased.id}`);
  await page.getByLabel("First").setInputFiles({ name: "a.txt", mimeType: "text/plain", buffer: Buffer.from("first") });
  // The browser says PDF, the server is asked with another type: the server's answer is shown at the field.
  await page.route(`**/uploads/second`, (route) => route.continue({ headers: { ...route.request().headers(), "content-type": "text/plain" } }));
  await page.getByLabel("Second").setInputFiles({ name: "b.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Allowed types: application/pdf.", { exact: true })).toBeVisible();
  await expect(page.getByText("Received: a.txt (5 bytes)")).toBeVisible();
  await page.unroute(`**/uploads/second`);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Received: a.txt, b.pdf.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toHaveLength(2);
  expect((await control(leased, "DELETE", "")).status).toBe(200);
});


test("a form's file field: a person picks a file, it uploads with progress, the form sends it, and the controller downloads it", async ({ page }) => {
  const violations = await watchPolicy(page);
  await fundPayer(80);
  const leased = await leasePage(
    {
      label: "Applications",
      toolType: "custom_form",
      content: {
        title: "Job application",
        description: "Tell us who you are and attach your CV.",
        fields: [
          { name: "full_name", label: "Full name", type: "text", required: true },
          { name: "cv", label: "CV", type: "file", required: true, accept: ["application/pdf"], maxSizeBytes: 10 * 1024 * 1024, helpText: "A PDF of your CV." },
          { name: "portfolio", label: "Portfolio", type: "file", accept: ["image/*", "application/pdf"], maxSizeBytes: 2 * 1024 * 1024 },
        ],
        submitButtonText: "Apply",
        successMessage: "Thank you: your application is in.",
      },
    },
    80,
  );
  await signInAndOpen(page, "fiona@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/form-file-${viewport.width}x${viewport.height}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Nothing chosen: the required file is "Required." like any other required field.
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.locator("[id^=field-][id$=-error]").filter({ hasText: "Required." })).toHaveCount(2);
  await expect(page.getByLabel("CV")).toHaveAttribute("aria-invalid", "true");

  // A file of another type is refused in the browser before it is sent.
  await page.getByLabel("Portfolio").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
  await expect(page.getByText("Allowed types: image/*, application/pdf.")).toBeVisible();

  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/uploads/")) uploads.push(new URL(request.url()).pathname);
  });
  await page.getByLabel("Full name").fill("Fiona Example");
  // 3 MB: three times what a server action takes.
  const cv = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  await page.getByLabel("CV").setInputFiles({ name: "fiona-cv.pdf", mimeType: "application/pdf", buffer: cv });
  await expect(page.getByText("Attached: fiona-cv.pdf.")).toBeVisible();
  expect(uploads).toEqual([`/api/counterpart/pages/${leased.id}/uploads/cv`]);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/form-file-attached-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you: your application is in.");
  await page.screenshot({ path: "test-results/form-file-sent-1280x800.png" });

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toHaveLength(1);
  expect(submissions[0].data).toMatchObject({ full_name: "Fiona Example", cv: { name: "fiona-cv.pdf", mimeType: "application/pdf", sizeBytes: cv.length } });
  expect(submissions[0].data.portfolio).toBeUndefined();
  const download = await control(leased, "GET", `/uploads/${submissions[0].data.cv.uploadId}`);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true);
  expect(await violations()).toEqual([]);
  expect((await control(leased, "DELETE", "")).status).toBe(200);
});
