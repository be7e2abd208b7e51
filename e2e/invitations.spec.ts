/**
 * Invitations: the controller invites a person by email through
 * the API; the person opens the link from the email (read from the server's
 * outbox) in Chromium and lands on the Page, signed in, with no sign-in form
 * on the way. Screenshots at 1280×800 and 390×844.
 */
import { expect, test } from "@playwright/test";
import { latestOutboxMessage } from "../lib/domains/auth/outbox";
import { outboxDir } from "../playwright.config";
import { control, expectNoAxeViolations, fundPayer, leasePage, screenshotBoth } from "./support";

const PAYER = 164;

test("an invited person opens the emailed link and lands on the private Page, signed in", async ({ page }) => {
  await fundPayer(PAYER);
  const leased = await leasePage(
    {
      label: "New patient intake",
      toolType: "custom_form",
      visibility: "private",
      // A private Page needs an audience; the invited person joins it.
      audienceEmails: ["front-desk@praxis-weber.example"],
      branding: { organization: "Praxis Weber", contact: "termine@praxis-weber.example", accentColor: "#0F766E" },
      content: { title: "Before your first visit", fields: [{ name: "name", label: "Your name", type: "text", required: true }] },
    },
    PAYER,
  );
  const email = `invited-${Date.now()}@example.com`;
  const invited = await control(leased, "POST", "/invitations", { email, message: "Please fill this in before Friday." });
  expect(invited.status, await invited.clone().text()).toBe(201);
  expect(await invited.json()).toMatchObject({ email, addedToAudience: true, status: "sent" });

  let text: string | undefined;
  for (let i = 0; i < 100 && !text; i++) {
    const message = await latestOutboxMessage(outboxDir, email);
    if (message?.text?.includes("/api/auth/callback/email")) {
      expect(message.subject).toBe("Praxis Weber invites you to open “New patient intake”");
      text = message.text;
    } else await page.waitForTimeout(200);
  }
  expect(text, "the invitation in the outbox").toBeTruthy();
  const link = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(text!)![0];

  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/pages/${leased.id}$`));
  await expect(page.getByRole("heading", { name: "Before your first visit" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel(/Your name/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "invitation-landed");

  // Recorded as opened.
  const listed = await (await control(leased, "GET", "/invitations")).json();
  expect(listed.invitations[0]).toMatchObject({ email, status: "opened" });

  // The link works once: opened again (signed out), it signs no one in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/error=Verification/);
  await expect(page.getByText("That sign-in link has expired or was already used.")).toBeVisible();
  // …but the sign-in page still says who is asking, and a new link leads to the same Page.
  await expect(page.getByText("Praxis Weber asks you to open a page shared with you.", { exact: false })).toBeVisible();
  await screenshotBoth(page, "invitation-link-used");
  await page.getByLabel("Email address").fill(email);
  const asked = Date.now();
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  let fresh: string | undefined;
  for (let i = 0; i < 100 && !fresh; i++) {
    const message = await latestOutboxMessage(outboxDir, email);
    if (message?.url && Date.parse(message.createdAt) >= asked - 1000) fresh = message.url;
    else await page.waitForTimeout(100);
  }
  expect(new URL(fresh!).searchParams.get("callbackUrl")).toMatch(new RegExp(`/pages/${leased.id}$`));
  await page.goto(fresh!);
  await expect(page).toHaveURL(new RegExp(`/pages/${leased.id}$`));
});
