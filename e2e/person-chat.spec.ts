import { expect, test } from "@playwright/test";
import { control, expectAccessible, lease, signInAndOpen, sql } from "./support";

test.describe.configure({ mode: "serial" });


const ask = async (page: import("@playwright/test").Page, text: string) => {
  await page.getByLabel(/^Message to /).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
};

test("a signed-in person chats with a public Person; the reply streams; reload shows the history; the controller sees the turn", async ({ page }) => {
  const person = await lease("persons", { name: "Ada", goal: "Answer questions about opening hours." }, 16);
  await control(person, "POST", "/files", { name: "hours.md", content: "We open at nine in the morning and close at five." });

  await signInAndOpen(page, "olga@example.com", `/persons/${person.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Ada" })).toBeVisible();
  // The goal is the controller's instruction, not shown; without a profile, a neutral greeting with the name.
  await expect(page.getByText("Hello, I’m Ada. How can I help?")).toBeVisible();
  await expect(page.getByText("Answer questions about opening hours.")).toHaveCount(0);
  await expectAccessible(page);

  await ask(page, "When do you open in the morning?");
  // (The composer while a reply is under way: e2e/chat-page.spec.ts holds a reply open to see it; here it may already be over.)
  const reply = page.locator("li", { hasText: "[Offline model]" });
  await expect(reply).toContainText("We open at nine");
  await expect(page.getByLabel(/^Message to /)).toBeEnabled();

  await page.reload();
  await expect(page.getByText("When do you open in the morning?")).toBeVisible();
  await expect(page.locator("li", { hasText: "We open at nine" })).toBeVisible();

  // Continue the same conversation, then start a new one.
  await ask(page, "And when do you close?");
  await expect(page.locator("li", { hasText: "[Offline model]" })).toHaveCount(2);
  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(page.locator("li", { hasText: "[Offline model]" })).toHaveCount(0);

  const { events } = await (await control(person, "GET", "/timeline?limit=50")).json();
  const turns = events.filter((e: { type: string }) => e.type === "person.chat.message");
  expect(turns).toHaveLength(2);
  expect(turns[0]).toMatchObject({ actor: "counterpart", actorEmail: "olga@example.com" });
  const sessions = new Set(turns.map((t: { data: { sessionId: string } }) => t.data.sessionId));
  expect(sessions.size).toBe(1);
  const record = await (await control(person, "GET", "")).json();
  expect(record.lease.used).toBe(2);

  // The counterpart's session cookie is no controller authority.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  expect((await page.request.get(`/api/v3/control/persons/${person.id}`, { headers: { cookie } })).status()).toBe(401);
});

test("a private Person: refused to someone outside its audience, usable by someone in it", async ({ browser }) => {
  const person = await lease("persons", { name: "Private helper", goal: "Help the team.", visibility: "private", audienceEmails: ["pat@example.com"] }, 16);
  const outsider = await browser.newPage();
  await signInAndOpen(outsider, "quinn@example.com", `/persons/${person.id}`);
  await expect(outsider.getByRole("heading", { name: "No access" })).toBeVisible();
  expect((await outsider.request.post(`/api/counterpart/persons/${person.id}/chat`, { data: { message: "hi" } })).status()).toBe(403);

  const member = await browser.newPage();
  await signInAndOpen(member, "pat@example.com", `/persons/${person.id}`);
  await ask(member, "Hello");
  await expect(member.locator("li", { hasText: "[Offline model]" })).toBeVisible();
});

test("with one turn left, the second message says the Person is unavailable, and nothing is half-saved", async ({ page }) => {
  const person = await lease("persons", { name: "Busy", goal: "Be busy." }, 16);
  await sql(`UPDATE "Lease" SET "usedUnits" = "includedUnits" - 1 WHERE "resourceId" = $1`, [person.id]);
  await signInAndOpen(page, "rita@example.com", `/persons/${person.id}`);
  await ask(page, "First question");
  await expect(page.locator("li", { hasText: "[Offline model]" })).toBeVisible();
  await ask(page, "Second question");
  await expect(page.getByRole("status")).toHaveText("Busy cannot take more messages right now. Please try again later.");
  await expect(page.getByLabel(/^Message to /)).toBeDisabled();
  await expect(page.getByRole("heading", { level: 1, name: "Busy" })).toBeVisible(); // no error page
  // What the counterpart sees (no turn count, no renewal talk), kept by the run at desktop and phone sizes.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/chat-unavailable-${viewport.width}x${viewport.height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const { events } = await (await control(person, "GET", "/timeline?limit=50")).json();
  expect(events.filter((e: { type: string }) => e.type === "person.chat.message")).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole("status")).toHaveText("Busy cannot take more messages right now. Please try again later.");
  await expect(page.getByText("Second question")).toHaveCount(0);
});

test("a failed reply shows a retry, and retrying gets the reply", async ({ page }) => {
  const person = await lease("persons", { name: "Flaky", goal: "Answer after a hiccup." }, 16);
  await signInAndOpen(page, "sam@example.com", `/persons/${person.id}`);
  // The first chat request fails on its way (as a dropped connection or a server error would).
  let failed = false;
  await page.route(`**/api/counterpart/persons/${person.id}/chat`, async (route) => {
    if (!failed) {
      failed = true;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal error.", code: "internal_error" }) });
    } else {
      await route.continue();
    }
  });
  await ask(page, "Are you there?");
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText("The reply failed.");
  await expect(page.getByLabel(/^Message to /)).toBeEnabled();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.locator("li", { hasText: "[Offline model]" })).toBeVisible();
  await expect(alert).toHaveCount(0);
  const record = await (await control(person, "GET", "")).json();
  expect(record.lease.used).toBe(1);
});
