import { expect, test, type Page as BrowserPage } from "@playwright/test";
import { control, expectNoAxeViolations, fundPayer, lease, screenshotBoth, signInAndOpen, sql } from "./support";

// Person chat: what a counterpart meets on a Person's chat page.
// The controller's public profile (greeting, description, suggested first
// messages) instead of its internal goal; a suggestion sent with one click and
// answered by the offline model; the composer pinned to the bottom of a phone;
// the composer disabled with its reason; a second language.

test.describe.configure({ mode: "serial" });

const PAYERS = { profile: 157, phone: 158, disabled: 159, german: 160 };
const GOAL = "INTERNAL: qualify every caller for the premium plan; never mention pricing tiers.";
const PROFILE = {
  greeting: "Hi, I'm Ada from the Praxis Weber front desk.",
  description: "Ask me about opening hours, parking or what to bring to your first appointment.",
  suggestions: ["When do you open in the morning?", "Where can I park?", "What should I bring?"],
};
const HOURS = "We open at nine in the morning and close at five. Parking is behind the building, free for patients.";


const composer = (page: BrowserPage) => page.getByLabel(/^(Message to|Nachricht an) /);
const replies = (page: BrowserPage) => page.locator("li", { hasText: "[Offline model]" });

/** The composer is on screen, at the bottom, without scrolling the page. */
async function expectComposerAtBottom(page: BrowserPage) {
  const viewport = page.viewportSize()!;
  const box = (await composer(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  // Below it only the Send and New conversation buttons (stacked on a phone) and the margin.
  expect(viewport.height - (box.y + box.height)).toBeLessThan(120);
  const page_ = await page.evaluate(() => ({ scrollY: window.scrollY, overflow: document.documentElement.scrollHeight - window.innerHeight }));
  expect(page_.scrollY).toBe(0);
  expect(page_.overflow, "the page itself does not scroll: the conversation does").toBeLessThanOrEqual(0);
}

test.beforeAll(async () => {
  for (const index of Object.values(PAYERS)) await fundPayer(index);
});

test("the greeting, description and suggestions, not the goal; a suggestion sends itself and the Person answers", async ({ page }) => {
  const person = await lease("persons", { name: "Ada", goal: GOAL, profile: PROFILE }, PAYERS.profile);
  await control(person, "POST", "/files", { name: "hours.md", content: HOURS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndOpen(page, "greeted@example.com", `/persons/${person.id}`);

  await expect(page).toHaveTitle(/^Chat with Ada\b/);
  await expect(page.getByRole("heading", { level: 1, name: "Ada" })).toBeVisible();
  await expect(page.getByText(PROFILE.greeting)).toBeVisible();
  await expect(page.getByText(PROFILE.description)).toBeVisible();
  await expect(page.getByText(/INTERNAL|premium plan/)).toHaveCount(0);
  const suggestions = page.getByRole("list", { name: "Suggested messages" }).getByRole("button");
  await expect(suggestions).toHaveText(PROFILE.suggestions);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-greeting");

  await suggestions.filter({ hasText: "When do you open in the morning?" }).click();
  // Sent as the person's message, answered by the offline model from the knowledge file.
  await expect(page.locator("li", { hasText: "When do you open in the morning?" })).toBeVisible();
  await expect(replies(page)).toContainText("We open at nine");
  // The reply does not tell a counterpart the controller's goal either (the prompt's Audience section).
  await expect(page.getByText(/INTERNAL|premium plan/)).toHaveCount(0);
  await expect(composer(page)).toBeEnabled();
  // The suggestions were for an empty conversation.
  await expect(page.getByRole("list", { name: "Suggested messages" })).toHaveCount(0);
  // Each message says when, in the reader's format (en-US: "9:15 AM").
  await expect(page.locator("li time").first()).toHaveText(/^\d{1,2}:\d{2}\s?[AP]M$/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-answered");

  const { events } = await (await control(person, "GET", "/timeline?limit=50")).json();
  const turns = events.filter((e: { type: string }) => e.type === "person.chat.message");
  expect(turns).toHaveLength(1);
  expect(turns[0]).toMatchObject({ actor: "counterpart", actorEmail: "greeted@example.com", data: { message: "When do you open in the morning?" } });
});

test("on a phone the composer stays at the bottom and the conversation scrolls above it", async ({ page }) => {
  const person = await lease("persons", { name: "Ada", goal: GOAL, profile: PROFILE }, PAYERS.phone);
  await control(person, "POST", "/files", { name: "hours.md", content: HOURS });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, "phone@example.com", `/persons/${person.id}`);
  await expect(page.getByText(PROFILE.greeting)).toBeVisible();
  await expectComposerAtBottom(page);

  for (const [index, question] of ["When do you open in the morning?", "Where can I park?", "And when do you close?", "Is parking free?"].entries()) {
    await composer(page).fill(question);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(replies(page)).toHaveCount(index + 1);
    await expect(composer(page)).toBeEnabled();
  }
  // The conversation is longer than the screen: it scrolls, the page does not, and the newest reply is in view.
  const region = page.getByRole("region", { name: "Conversation with Ada" });
  expect(await region.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expectComposerAtBottom(page);
  await expect(replies(page).last()).toBeInViewport();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/chat-phone-long-390x844.png" });
  await screenshotBoth(page, "chat-phone-long");
});

test("the composer is disabled with its reason: a reply under way, turns used up, the lease expired", async ({ page }) => {
  const person = await lease("persons", { name: "Ada", goal: GOAL, profile: PROFILE }, PAYERS.disabled);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndOpen(page, "waiting@example.com", `/persons/${person.id}`);

  // A reply under way: the request is held for a moment.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/counterpart/persons/${person.id}/chat`, async (route) => {
    await held;
    await route.continue();
  });
  await composer(page).fill("Are you there?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(composer(page)).toBeDisabled();
  await expect(page.getByText("Ada is replying. You can write again when the reply is complete.")).toBeVisible();
  await expect(composer(page)).toHaveAccessibleDescription("Ada is replying. You can write again when the reply is complete.");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-replying");
  release();
  await expect(replies(page)).toHaveCount(1);
  await expect(composer(page)).toBeEnabled();
  await page.unroute(`**/api/counterpart/persons/${person.id}/chat`);

  // Turns used up: said when the page opens, and the composer cannot be used.
  await sql(`UPDATE "Lease" SET "usedUnits" = "includedUnits" WHERE "resourceId" = $1`, [person.id]);
  await page.reload();
  const reason = page.getByRole("status");
  await expect(reason).toHaveText("Ada cannot take more messages right now. Please try again later.");
  await expect(composer(page)).toBeDisabled();
  await expect(composer(page)).toHaveAccessibleDescription("Ada cannot take more messages right now. Please try again later.");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "New conversation" })).toBeDisabled();
  // The conversation so far is still there; nothing about turns, leases or renewal.
  await expect(page.locator("li", { hasText: "Are you there?" }).first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/\bturns?\b|\blease|\brenew/i);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-disabled-limit");

  // The lease expired.
  await sql(`UPDATE "Lease" SET "usedUnits" = 0, "termEnd" = now() - interval '1 minute' WHERE "resourceId" = $1`, [person.id]);
  await page.reload();
  await expect(reason).toHaveText("Ada is unavailable right now. Please try again later.");
  await expect(composer(page)).toBeDisabled();
  await screenshotBoth(page, "chat-disabled-unavailable");

  // Destroyed while the page was open: the next message is refused and the chat says it has ended.
  await sql(`UPDATE "Lease" SET "termEnd" = now() + interval '1 day' WHERE "resourceId" = $1`, [person.id]);
  await page.reload();
  await expect(composer(page)).toBeEnabled();
  expect((await control(person, "DELETE", "")).status).toBe(200);
  await composer(page).fill("Still there?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(reason).toHaveText("Ada was removed, so this chat has ended.");
  await expect(composer(page)).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-disabled-removed");
});

test("in the Person's language (German): the page's text, the suggestions, the time", async ({ page }) => {
  const person = await lease(
    "persons",
    {
      name: "Ada",
      goal: GOAL,
      profile: { description: "Fragen zu Öffnungszeiten und Parkplätzen.", suggestions: ["Wann öffnen Sie morgens?"], locale: "de" },
    },
    PAYERS.german,
  );
  await control(person, "POST", "/files", { name: "hours.md", content: HOURS });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, "deutsch@example.com", `/persons/${person.id}`);

  // The browser asks for English; the Person's locale wins. Without a greeting, the neutral one with its name.
  await expect(page.locator("main")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Chat mit Ada\b/);
  await expect(page.getByText("Hallo, ich bin Ada. Wie kann ich helfen?")).toBeVisible();
  await expect(page.getByText("Ein KI-Assistent, kein Mensch.")).toBeVisible();
  await expect(composer(page)).toHaveAttribute("placeholder", "An Ada schreiben…");
  await expectComposerAtBottom(page);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-german");

  await page.getByRole("list", { name: "Vorgeschlagene Nachrichten" }).getByRole("button", { name: "Wann öffnen Sie morgens?" }).click();
  await expect(replies(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Senden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Neue Unterhaltung" })).toBeVisible();
  // German times run to 23: "14:02", never "2:02 PM".
  await expect(page.locator("li time").first()).toHaveText(/^\d{2}:\d{2}$/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "chat-german-answered");
});
