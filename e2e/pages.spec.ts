import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { control, expectAccessible, leasePage, signInAndOpen } from "./support";

test.describe.configure({ mode: "serial" });

test("a signed-in person fills a custom form; the controller reads the submission", async ({ page }) => {
  const leased = await leasePage({ label: "Contact form" });
  await signInAndOpen(page, "alice@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();

  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Check the highlighted answers.")).toBeVisible();
  await expect(page.getByText("Required.").first()).toBeVisible();

  await page.getByLabel("Your name").fill("Alice Example");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Message").fill("Hello from the browser.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("#field-email-error")).toHaveText("Enter a valid email address.");
  await expect(page.getByLabel("Your name")).toHaveValue("Alice Example");

  await page.getByLabel("Email").fill("alice@example.com");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you. Your response has been recorded.");

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toEqual([
    expect.objectContaining({ kind: "form", submitterEmail: "alice@example.com", data: { name: "Alice Example", email: "alice@example.com", message: "Hello from the browser." } }),
  ]);
});

test("a private Page: refused to someone outside its audience, opened by someone in it", async ({ browser }) => {
  const leased = await leasePage({ label: "Private form", visibility: "private", audienceEmails: ["bob@example.com"] });
  const eve = await browser.newPage();
  await signInAndOpen(eve, "eve@example.com", `/pages/${leased.id}`);
  await expect(eve.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(eve.getByRole("button", { name: "Submit" })).toHaveCount(0);

  const bob = await browser.newPage();
  await signInAndOpen(bob, "bob@example.com", `/pages/${leased.id}`);
  await expect(bob.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();

  // A counterpart's session is no controller authority.
  const cookies = await bob.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const attempt = await bob.request.get(`/api/v3/control/pages/${leased.id}`, { headers: { cookie } });
  expect(attempt.status()).toBe(401);
});

test("controller markdown cannot run script; approval is recorded", async ({ page }) => {
  const leased = await leasePage({
    label: "Approve this",
    toolType: "approval",
    content: {
      request_title: "Budget approval",
      request_description: "Please review.",
      request_details_markdown: "**Total:** 100\n\n<script>window.__pwned = 1</script>\n\n<img src=x onerror=\"window.__pwned = 2\">\n\n[click me](javascript:window.__pwned=3)",
    },
  });
  await signInAndOpen(page, "carol@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await expect(page.getByRole("heading", { level: 1, name: "Budget approval" })).toBeVisible();
  await expect(page.getByText("Total:")).toBeVisible();
  const link = page.getByText("click me");
  expect(await link.getAttribute("href")).toBeNull();
  await link.click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("main script, main img").count()).toBe(0);

  await page.getByLabel("Comment (optional)").fill("Looks good.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Approved. Thank you.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0]).toMatchObject({ kind: "approval", submitterEmail: "carol@example.com", data: { decision: "approved", comment: "Looks good." } });
});

test("an e-signature is recorded with its audit trail", async ({ page }) => {
  const leased = await leasePage({
    label: "Sign",
    toolType: "e_signature",
    content: { document_title: "Service agreement", document_markdown: "# Agreement\n\nWe agree.", signer_instructions: "Read, then sign." },
  });
  await signInAndOpen(page, "dave@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Confirm that you agree");
  await page.getByLabel("Type your full name to sign").fill("Dave Example");
  await page.getByLabel("I have read the document and agree to sign it.").check();
  await page.getByRole("button", { name: "Sign" }).click();
  await expect(page.getByRole("status")).toContainText("Signed by Dave Example");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0].data).toMatchObject({
    typedName: "Dave Example",
    signerEmail: "dave@example.com",
    documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    userAgentClaimed: expect.stringContaining("Chrome"),
  });
});

test("a checklist keeps each person's progress and completes once the required items are ticked", async ({ page }) => {
  const leased = await leasePage({
    label: "Onboarding",
    toolType: "checklist",
    content: { title: "Onboarding", tasks: [{ id: "contract", label: "Sign the contract", required: true }, { id: "photo", label: "Upload a photo" }] },
  });
  await signInAndOpen(page, "erin@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Tick the required items first");
  await page.getByLabel("Upload a photo").check();
  await page.getByRole("button", { name: "Save progress" }).click();
  await expect(page.getByRole("status")).toHaveText("Progress saved.");
  await page.reload();
  await expect(page.getByLabel("Upload a photo")).toBeChecked();
  await page.getByLabel("Sign the contract").check();
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.getByRole("status")).toHaveText("Checklist complete. Thank you.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toHaveLength(1);
  expect(submissions[0]).toMatchObject({ kind: "checklist", data: { checked: expect.arrayContaining(["contract", "photo"]), total: 2 } });
});
