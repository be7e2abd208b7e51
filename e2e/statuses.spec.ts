import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { control, expectAccessible, followSignInLink, lease, screenshotBoth, signInAndOpen, sql } from "./support";

// What a counterpart meets when a Page or a Person's chat
// cannot be shown, with the status that says it, and the way out (another
// email, sign out). Screenshots of each state at desktop and phone sizes.

test.describe.configure({ mode: "serial" });

const PAYER = 18;
const expire = (id: string) => sql(`UPDATE "Lease" SET "termEnd" = now() - interval '1 minute' WHERE "resourceId" = $1`, [id]);

const screenshots = (page: BrowserPage, name: string) => screenshotBoth(page, `status-${name}`);

/** Opens `path` and checks the status and heading of what it shows, and the way out. */
async function expectState(page: BrowserPage, target: string, status: number, heading: string | RegExp, email: string, notice = true) {
  const response = await page.goto(target);
  expect(response?.status(), target).toBe(status);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Use another email" })).toBeVisible();
  // A notice offers plain sign-out too (a chat page only the quiet "Use another email").
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(notice ? 1 : 0);
  await expectAccessible(page);
}

/** On the sign-in page: asks for a link for `email` and follows it from the outbox. */
async function signInAs(page: BrowserPage, email: string) {
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Email address").fill(email);
  const requested = Date.now();
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await followSignInLink(page, email, requested);
}

test("a Page that cannot be shown says why, with its status, and the way out works", async ({ page }) => {
  const shared = await lease("pages", { label: "Budget sign-off", toolType: "approval", content: { request_title: "Approve the Q3 budget", request_description: "Two new hires." }, visibility: "private", audienceEmails: ["pat.statuses@example.com"] }, PAYER);
  const expired = await lease("pages", { label: "Old survey", toolType: "approval", content: { request_title: "Old request" } }, PAYER);
  await expire(expired.id);
  const removed = await lease("pages", { label: "Removed", toolType: "approval", content: { request_title: "Gone" } }, PAYER);
  expect((await control(removed, "DELETE", "")).status).toBe(200);

  // Someone outside the audience signs in (the sign-in flow comes back to the Page): 403.
  await signInAndOpen(page, "eve.statuses@example.com", `/pages/${shared.id}`);
  await expectState(page, `/pages/${shared.id}`, 403, "No access", "eve.statuses@example.com");
  await expect(page.getByText("This Page is shared with certain people only, and eve.statuses@example.com is not one of them.", { exact: false })).toBeVisible();
  await expect(page.getByText("Approve the Q3 budget")).toHaveCount(0);
  await screenshots(page, "page-403");

  await expectState(page, `/pages/pg_${"0".repeat(20)}`, 404, "Page not found", "eve.statuses@example.com");
  await screenshots(page, "page-404");
  await expectState(page, `/pages/${removed.id}`, 410, "This Page was removed", "eve.statuses@example.com");
  await screenshots(page, "page-410");
  await expectState(page, `/pages/${expired.id}`, 503, "Not available right now", "eve.statuses@example.com");
  await expect(page.getByText("Please try again later.")).toBeVisible();
  await screenshots(page, "page-503");

  // The way out: sign in with another email, which comes back to the Page and opens it.
  await page.goto(`/pages/${shared.id}`);
  await page.getByRole("button", { name: "Use another email" }).click();
  await signInAs(page, "pat.statuses@example.com");
  await expect(page).toHaveURL(new RegExp(`/pages/${shared.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Approve the Q3 budget" })).toBeVisible();
  await expect(page.getByText("Signed in as pat.statuses@example.com", { exact: true })).toBeVisible();

  // On the Page itself one quiet action; sign out from a notice: the Page asks for a sign-in again.
  await expect(page.getByRole("button", { name: "Use another email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await screenshots(page, "page-200");
  await page.goto(`/pages/${removed.id}`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const again = await page.goto(`/pages/${shared.id}`);
  expect(again?.url()).toContain(`/signin?callbackUrl=${encodeURIComponent(`/pages/${shared.id}`)}`);
  // A removed Page says so without a sign-in.
  expect((await page.goto(`/pages/${removed.id}`))?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This Page was removed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
});

test("a Person's chat that cannot be shown says why, with its status", async ({ page }) => {
  const closed = await lease("persons", { name: "Team helper", goal: "Help the team.", visibility: "private", audienceEmails: ["pat.statuses@example.com"] }, PAYER);
  const tired = await lease("persons", { name: "Tired", goal: "Answer when it can." }, PAYER);
  await expire(tired.id);
  const removed = await lease("persons", { name: "Removed", goal: "Nothing." }, PAYER);
  expect((await control(removed, "DELETE", "")).status).toBe(200);

  await signInAndOpen(page, "quinn.statuses@example.com", `/persons/${closed.id}`);
  await expectState(page, `/persons/${closed.id}`, 403, "No access", "quinn.statuses@example.com");
  await screenshots(page, "person-403");
  await expectState(page, `/persons/psn_${"0".repeat(20)}`, 404, "Not found", "quinn.statuses@example.com");
  await screenshots(page, "person-404");
  await expectState(page, `/persons/${removed.id}`, 410, "This chat was removed", "quinn.statuses@example.com");
  await screenshots(page, "person-410");
  // Unavailable: the chat page with its neutral notice, answered 503.
  await expectState(page, `/persons/${tired.id}`, 503, "Tired", "quinn.statuses@example.com", false);
  await expect(page.getByRole("status")).toHaveText("Tired is unavailable right now. Please try again later.");
  await screenshots(page, "person-503");
});
