import { expect, test } from "@playwright/test";
import { control, fundPayer, leasePage, screenshotBoth, signInAndOpen } from "./support";

/**
 * Blank answers and one decision per person, in the browser: a required number left empty is
 * "Required." next to the field (it was stored as 0); a person who approved
 * or signed sees what they gave, not the buttons, when they come back, and
 * a second attempt from a page opened before is refused with their earlier
 * decision's time. Screenshots at desktop and phone sizes.
 */
test.describe.configure({ mode: "serial" });

// Beyond the accounts the local chain funds (#3 to #19): funded here, so no other e2e file shares its lease limit.
const PAYER = 77;
test.beforeAll(async () => {
  await fundPayer(PAYER);
});

test("a required number left empty is 'Required.' next to the field, and nothing is stored", async ({ page }) => {
  const leased = await leasePage(
    {
      label: "Blank number",
      toolType: "custom_form",
      content: { title: "Household", fields: [{ name: "people", label: "People in the household", type: "number", required: true }, { name: "pets", label: "Pets", type: "number" }] },
    },
    PAYER,
  );
  await signInAndOpen(page, "blank-number@example.com", `/pages/${leased.id}`);
  await page.getByRole("button", { name: "Submit" }).click();
  const people = page.getByLabel("People in the household");
  await expect(people).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-people-error")).toHaveText("Required.");
  await expect(page.locator("#field-pets-error")).toHaveCount(0);
  await screenshotBoth(page, "blank-number-required");
  expect((await (await control(leased, "GET", "/submissions")).json()).submissions).toEqual([]);

  await people.fill("0");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you. Your response has been recorded.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { data: unknown }) => s.data)).toEqual([{ people: 0 }]);
});

test("an approval: a second decision from a page opened before is refused; coming back shows the decision instead of the buttons", async ({ page, context }) => {
  const leased = await leasePage({ label: "Approve", toolType: "approval", content: { request_title: "Budget for Q3", request_description: "Spend 5k on ads." } }, PAYER);
  await signInAndOpen(page, "once-approver@example.com", `/pages/${leased.id}`);
  const second = await context.newPage(); // the same person, the same Page, in another tab opened before deciding
  await second.goto(`/pages/${leased.id}`);

  await page.getByLabel("Comment (optional)").fill("Go ahead.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Approved. Thank you.");

  await second.getByRole("button", { name: "Reject" }).click();
  await expect(second.locator("main").getByRole("alert")).toHaveText(/^You already approved this on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\. A decision cannot be changed on this Page; nothing was changed\.$/);
  await screenshotBoth(second, "approval-second-decision-refused");

  await second.reload();
  const record = second.getByRole("region", { name: "Your decision" });
  await expect(record).toContainText(/You approved this on .+\d{2}.*\./);
  await expect(record).toContainText("Your comment: Go ahead.");
  await expect(record).toContainText("cannot be changed here");
  await expect(second.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(second.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await screenshotBoth(second, "approval-revisit");

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { data: { decision: string } }) => s.data.decision)).toEqual(["approved"]);
});

test("an e-signature: coming back shows the signature instead of the form; signing again under another name is refused", async ({ page, context }) => {
  const leased = await leasePage({ label: "Sign", toolType: "e_signature", content: { document_title: "Agreement", document_markdown: "# Agreement\n\nWe agree." } }, PAYER);
  await signInAndOpen(page, "once-signer@example.com", `/pages/${leased.id}`);
  const second = await context.newPage();
  await second.goto(`/pages/${leased.id}`);

  await page.getByLabel("Type your full name to sign").fill("Sam Signer");
  await page.getByLabel("I have read the document and agree to sign it.").check();
  await page.getByRole("button", { name: "Sign" }).click();
  await expect(page.getByRole("status")).toContainText("Signed by Sam Signer");

  await second.getByLabel("Type your full name to sign").fill("Other Name");
  await second.getByLabel("I have read the document and agree to sign it.").check();
  await second.getByRole("button", { name: "Sign" }).click();
  await expect(second.locator("main").getByRole("alert")).toHaveText(/^You already signed this document on .+ UTC as Sam Signer\. Nothing was changed\.$/);
  await screenshotBoth(second, "signature-second-refused");

  await second.reload();
  await expect(second.getByRole("region", { name: "Your signature" })).toContainText(/You signed this document on .+\d{2}.* as Sam Signer\./);
  await expect(second.getByRole("button", { name: "Sign" })).toHaveCount(0);
  await expect(second.getByLabel("Type your full name to sign")).toHaveCount(0);
  await screenshotBoth(second, "signature-revisit");

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { data: { typedName: string } }) => s.data.typedName)).toEqual(["Sam Signer"]);
});
