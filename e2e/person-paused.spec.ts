import { expect, test } from "@playwright/test";
import { control, expectAccessible, fundPayer, lease, screenshotBoth, signInAndOpen } from "./support";

test.describe.configure({ mode: "serial" });

const PAYER = 188;

const composer = (page: import("@playwright/test").Page) => page.getByLabel(/^(Message to|Nachricht an) /);

test("a paused Person's chat page: the composer is disabled with the reason, in the page's language; a pause while the page is open says the same; resume opens it", async ({ page }) => {
  await fundPayer(PAYER);
  const person = await lease("persons", { name: "Ada", goal: "Answer questions about opening hours." }, PAYER);
  expect((await control(person, "POST", "/pause", { reason: "Closed for the holidays." })).status).toBe(200);

  // Opened while paused: the reason beside the disabled composer, from the first paint.
  await signInAndOpen(page, "paula@example.com", `/persons/${person.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Ada" })).toBeVisible();
  const notice = page.locator("#composer-reason");
  await expect(notice).toHaveText("Ada is paused and is not taking messages right now. Please try again later.");
  await expect(composer(page)).toBeDisabled();
  await expect(composer(page)).toHaveAttribute("aria-describedby", "composer-reason");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "New conversation" })).toBeDisabled();
  // The controller's reason is its own business: not shown to counterparts.
  await expect(page.getByText("Closed for the holidays.")).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, "person-paused");

  // Resumed: the page opens again.
  expect((await control(person, "POST", "/resume", {})).status).toBe(200);
  await page.reload();
  await expect(composer(page)).toBeEnabled();
  await expect(notice).toHaveCount(0);

  // Paused while the page is open: sending gets 409 person_paused, and the page says why.
  expect((await control(person, "POST", "/pause", {})).status).toBe(200);
  await composer(page).fill("Are you open on Saturday?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(notice).toHaveText("Ada is paused and is not taking messages right now. Please try again later.");
  await expect(composer(page)).toBeDisabled();
  await expect(page.locator("li", { hasText: "[Offline model]" })).toHaveCount(0);
  // The refused message was not sent: it is back in the composer, not in the conversation.
  await expect(composer(page)).toHaveValue("Are you open on Saturday?");
  await expect(page.locator("li", { hasText: "Are you open on Saturday?" })).toHaveCount(0);
  await screenshotBoth(page, "person-paused-after-send");
  const record = await (await control(person, "GET", "")).json();
  expect(record).toMatchObject({ paused: true, lease: { used: 0 } });

  // In the Person's language (its profile's locale): German.
  expect((await control(person, "PATCH", "", { profile: { locale: "de" } })).status).toBe(200);
  await page.reload();
  await expect(notice).toHaveText("Ada ist pausiert und nimmt gerade keine Nachrichten an. Bitte versuchen Sie es später erneut.");
  await expect(composer(page)).toBeDisabled();
  await screenshotBoth(page, "person-paused-de");
});
