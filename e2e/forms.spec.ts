/**
 * Forms and orders as a person meets them, in Chromium at
 * 1280×800 and 390×844: custom_form's conditional fields shown, hidden and
 * required live, the error summary taking focus with a link to each field,
 * the values kept, what was sent shown on return, a second response refused;
 * order_taker's steppers and running total, the review before placing, the
 * order shown on return, a second order refused; money in an en-GB browser
 * (`£23,840`) and on a Page whose locale is German (`23.840 £`). axe finds
 * nothing on any state; screenshots of each state at both sizes are saved
 * under test-results/screens/.
 */
import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { control, expectNoAxeViolations, fundPayer, leasePage, screenshotBoth, signInAndOpen } from "./support";

const PAYER = 133;

test.use({ locale: "en-GB" });

test.beforeAll(async () => {
  await fundPayer(PAYER);
});

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const FIELDS = [
  { name: "full_name", label: "Full name", type: "text", required: true },
  { name: "contact", label: "How should we contact you?", type: "single_choice", options: ["Email", "Phone"], required: true },
  { name: "phone", label: "Phone number", type: "phone", showIf: { field: "contact", equals: "Phone" }, requiredIf: { field: "contact", equals: "Phone" } },
  { name: "member", label: "I am a member", type: "checkbox" },
  { name: "member_number", label: "Member number", type: "number", min: 1000, showIf: { field: "member", equals: true }, requiredIf: { field: "member", equals: true } },
];

const focusedSummary = (page: BrowserPage) => page.evaluate(() => ({ role: document.activeElement?.getAttribute("role"), text: document.activeElement?.textContent ?? "" }));

async function check(page: BrowserPage, name: string) {
  await expectNoAxeViolations(page);
  await screenshotBoth(page, name);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`custom_form at ${size}: conditions live, the error summary takes focus, values kept, the answers shown on return, a second response refused`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const leased = await leasePage({ label: "Membership", toolType: "custom_form", content: { title: "Membership enquiry", fields: FIELDS } }, PAYER);
    const email = `form-${size}@example.com`;
    await signInAndOpen(page, email, `/pages/${leased.id}`);

    // Conditional fields: hidden until their condition matches.
    await expect(page.getByLabel("Full name")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toBeHidden();
    await expect(page.getByLabel("Member number")).toBeHidden();
    await check(page, `forms-form-empty-${size}`);

    // A second tab, opened before the response is sent (it will be refused there).
    const other = await context.newPage();
    await other.setViewportSize(viewport);
    await other.goto(`/pages/${leased.id}`);

    await page.getByLabel("Full name").fill("Ann Example");
    await page.getByRole("button", { name: "Submit" }).click();
    // The summary: focused, counts the problems, links to each field; the field's own message beside it.
    await expect(page.locator("main").getByRole("alert")).toContainText("There is a problem with 1 answer");
    expect(await focusedSummary(page)).toMatchObject({ role: "alert" });
    await expect(page.locator("#field-contact-error")).toHaveText("Required.");
    await expect(page.getByLabel("Full name")).toHaveValue("Ann Example");
    await check(page, `forms-form-error-${size}`);
    await page.getByRole("link", { name: "How should we contact you?: Required." }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("field-contact");

    // Choosing "Phone" shows the phone field, required now.
    await page.getByLabel("How should we contact you?").selectOption("Phone");
    await expect(page.getByLabel("Phone number")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveAttribute("required", "");
    await page.getByLabel("I am a member").check();
    await expect(page.getByLabel("Member number")).toBeVisible();
    await page.getByLabel("Member number").fill("5");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("main").getByRole("alert")).toContainText("There are problems with 2 answers");
    expect((await focusedSummary(page)).text).toContain("Phone number: Required.");
    await expect(page.locator("#field-member_number-error")).toHaveText("At least 1,000.");
    await expect(page.getByLabel("Member number")).toHaveValue("5");
    await check(page, `forms-form-conditional-errors-${size}`);

    // Unticking hides the member number again: it is not sent (a hidden field's answer would be refused).
    await page.getByLabel("I am a member").uncheck();
    await expect(page.getByLabel("Member number")).toBeHidden();
    await page.getByLabel("Phone number").fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Submit" }).click();

    // The returning view: the thank-you, when, and the answers.
    await expect(page.getByRole("status")).toHaveText("Thank you. Your response has been recorded.");
    await expect(page.getByText(/^You sent this on \d{1,2} \w+ \d{4} at \d{2}:\d{2}\.$/)).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "+44 20 7946 0000" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
    const { submissions } = await (await control(leased, "GET", "/submissions")).json();
    expect(submissions.map((s: { data: unknown }) => s.data)).toEqual([{ full_name: "Ann Example", contact: "Phone", phone: "+44 20 7946 0000", member: false }]);
    await check(page, `forms-form-returning-${size}`);
    await page.reload();
    await expect(page.getByText(/^You sent this on/)).toBeVisible();

    // One response per person: the stale tab's response is refused, and nothing more is stored.
    await other.getByLabel("Full name").fill("Ann Again");
    await other.getByLabel("How should we contact you?").selectOption("Email");
    await other.getByRole("button", { name: "Submit" }).click();
    await expect(other.locator("main").getByRole("alert")).toContainText(/You already sent your answers on .*\. Nothing was changed\./);
    expect(await focusedSummary(other)).toMatchObject({ role: "alert" });
    // Under the refusal, what was sent (the first response), not the form.
    await expect(other.getByText(/^You sent this on/)).toBeVisible();
    await expect(other.getByRole("definition").filter({ hasText: "Ann Example" })).toBeVisible();
    await check(other, `forms-form-refused-${size}`);
    expect((await (await control(leased, "GET", "/submissions")).json()).submissions).toHaveLength(1);
  });

  test(`order_taker at ${size}: steppers and a running total, the review, the order shown on return, a second order refused; £ in en-GB and a German Page`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const catalog = {
      title: "Team laptops",
      currency: "GBP",
      items: [
        { id: "laptop", name: "Laptop", description: "14-inch, 32 GB.", price: 2980, max_quantity: 10 },
        { id: "dock", name: "Dock", price: 189.5, max_quantity: 3 },
      ],
    };
    const leased = await leasePage({ label: "Laptops", toolType: "order_taker", content: catalog }, PAYER);
    const german = await leasePage({ label: "Laptops", toolType: "order_taker", content: catalog, branding: { locale: "de" } }, PAYER);
    const email = `order-${size}@example.com`;
    await signInAndOpen(page, email, `/pages/${leased.id}`);
    await expect(page.getByText("£2,980 each")).toBeVisible();
    await expect(page.getByText("Total: £0")).toBeVisible();
    await check(page, `forms-order-empty-${size}`);

    const other = await context.newPage();
    await other.setViewportSize(viewport);
    await other.goto(`/pages/${leased.id}`);

    // Nothing chosen: the summary says so and takes focus.
    await page.getByRole("button", { name: "Review your order" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText("Choose at least one item.");
    expect(await focusedSummary(page)).toMatchObject({ role: "alert" });

    // Steppers: keyboard usable, bounded by the item's maximum.
    const laptop = page.getByRole("listitem").filter({ hasText: "Laptop" });
    const dock = page.getByRole("listitem").filter({ hasText: "Dock" });
    await laptop.getByRole("button", { name: "One more" }).focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press("Enter");
    await expect(page.getByLabel("Laptop")).toHaveValue("8");
    await expect(page.getByText("Total: £23,840")).toBeVisible();
    for (let i = 0; i < 3; i++) await dock.getByRole("button", { name: "One more" }).click();
    await expect(dock.getByRole("button", { name: "One more" })).toHaveAttribute("aria-disabled", "true");
    // At the maximum the button stays focusable (aria-disabled) but adds nothing.
    await dock.getByRole("button", { name: "One more" }).click({ force: true });
    await expect(page.getByLabel("Dock")).toHaveValue("3");
    await expect(page.getByText("Total: £24,408.50")).toBeVisible();
    for (let i = 0; i < 3; i++) await dock.getByRole("button", { name: "One fewer" }).click();
    await expect(dock.getByRole("button", { name: "One fewer" })).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Total: £23,840")).toBeVisible();
    await check(page, `forms-order-chosen-${size}`);

    // A typed quantity above the maximum: the summary links to it; the field says it too.
    await page.getByLabel("Dock").fill("9");
    await page.getByRole("button", { name: "Review your order" }).click();
    await expect(page.locator("main").getByRole("alert")).toContainText("There is a problem with 1 answer");
    expect((await focusedSummary(page)).text).toContain("Dock: Enter a whole number from 0 to 3.");
    await expect(page.locator("#field-qty-dock-error")).toHaveText("Enter a whole number from 0 to 3.");
    await check(page, `forms-order-error-${size}`);
    await page.getByLabel("Dock").fill("0");
    await page.getByLabel("Note (optional)").fill("Deliver to the 3rd floor.");

    // The review, then the order.
    await page.getByRole("button", { name: "Review your order" }).click();
    await expect(page.getByRole("heading", { name: "Review your order" })).toBeFocused();
    await expect(page.getByRole("row", { name: /Laptop/ })).toContainText("£23,840");
    await expect(page.getByText("Deliver to the 3rd floor.")).toBeVisible();
    await check(page, `forms-order-review-${size}`);
    await page.getByRole("button", { name: "Change order" }).click();
    await expect(page.getByLabel("Laptop")).toHaveValue("8");
    await page.getByRole("button", { name: "Review your order" }).click();
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page.getByRole("status")).toHaveText("Order placed. Total £23,840.");
    await expect(page.getByText(/^You placed this order on \d{1,2} \w+ \d{4} at \d{2}:\d{2}\.$/)).toBeVisible();
    await check(page, `forms-order-returning-${size}`);
    const { submissions } = await (await control(leased, "GET", "/submissions")).json();
    expect(submissions).toHaveLength(1);
    expect(submissions[0].data).toMatchObject({ total: 23840, currency: "GBP", note: "Deliver to the 3rd floor.", items: [{ id: "laptop", quantity: 8, unitPrice: 2980 }] });
    await page.reload();
    await expect(page.getByText(/^You placed this order on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Review your order" })).toHaveCount(0);

    // One order per person: the stale tab's order is refused.
    await other.getByRole("listitem").filter({ hasText: "Dock" }).getByRole("button", { name: "One more" }).click();
    await other.getByRole("button", { name: "Review your order" }).click();
    await other.getByRole("button", { name: "Place order" }).click();
    await expect(other.locator("main").getByRole("alert")).toContainText(/You already placed an order here on .*\. Nothing was changed\./);
    await expect(other.getByText(/^You placed this order on/)).toBeVisible();
    await check(other, `forms-order-refused-${size}`);
    expect((await (await control(leased, "GET", "/submissions")).json()).submissions).toHaveLength(1);

    // The same catalog on a German Page: German text, German money.
    await page.goto(`/pages/${german.id}`);
    await expect(page.getByText(/2\.980\s£ pro Stück/)).toBeVisible();
    const deLaptop = page.getByRole("listitem").filter({ hasText: "Laptop" });
    await page.getByLabel("Laptop").fill("8");
    await expect(page.getByText(/^Summe: 23\.840\s£$/)).toBeVisible();
    await expect(deLaptop.getByRole("button", { name: "Eins mehr" })).toBeVisible();
    await check(page, `forms-order-de-${size}`);
    await page.getByRole("button", { name: "Bestellung prüfen" }).click();
    await page.getByRole("button", { name: "Bestellung aufgeben" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Bestellung aufgegeben\. Summe 23\.840\s£\.$/);
    await expect(page.getByText(/^Sie haben diese Bestellung am \d{1,2}\. \w+ \d{4} um \d{2}:\d{2} aufgegeben\.$/)).toBeVisible();
    await check(page, `forms-order-de-returning-${size}`);
  });
}

test("lead_collector in a French browser (no locale on the Page): our words in French, the controller's as written", async ({ browser }) => {
  const leased = await leasePage(
    { label: "Leads", toolType: "lead_collector", content: { title: "Get the recording", fields: [{ name: "name", label: "Name", type: "text", required: true }, { name: "seats", label: "Seats", type: "number", min: 1 }] } },
    PAYER,
  );
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await signInAndOpen(page, "lead-fr@example.com", `/pages/${leased.id}`);
  await expect(page.locator("main")).toHaveAttribute("lang", "fr");
  await page.getByLabel("Seats").fill("1500");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.locator("main").getByRole("alert")).toContainText("Il y a un problème avec 1 réponse");
  expect(await focusedSummary(page)).toMatchObject({ role: "alert" });
  await expect(page.locator("#field-name-error")).toHaveText("Obligatoire.");
  await expect(page.getByLabel("Seats")).toHaveValue("1500");
  await check(page, "forms-lead-fr-error");
  await page.getByLabel("Name").fill("Zoé");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("status")).toHaveText("Merci. Votre réponse a été enregistrée.");
  // The date and the number in French: "24 novembre 2026 à 09:15", "1 500".
  await expect(page.getByText(/^Vous avez envoyé ceci le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}\.$/)).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^1\s500$/ })).toBeVisible();
  await check(page, "forms-lead-fr-returning");
  await context.close();
});
