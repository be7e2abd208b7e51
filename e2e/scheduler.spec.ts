/**
 * A scheduler Page in Chromium, as a visitor in another timezone than the
 * host's (Playwright timezoneId): the month calendar and the day's times,
 * switched to the visitor's timezone; booking with an answer; the
 * confirmation email with its invite in the outbox; moving the booking to
 * another time; cancelling it (METHOD:CANCEL); and, without JavaScript,
 * booking a day of next month. Screenshots at 1280×800 and 390×844 in
 * test-results/.
 *
 * Nothing here depends on today's date: days are chosen among those the
 * calendar shows, in the month that shows the most (a 40-day window always
 * has one with three weeks of free days), never by their place in a list
 * that may run into a hidden month.
 */
import { expect, test, type Page } from "@playwright/test";
import { latestOutboxMessage, type OutboxMessage } from "../lib/domains/auth/outbox";
import { outboxDir } from "../playwright.config";
import { everyDaySchedule } from "../test/support/scheduler";
import { control, expectAccessible, leasePage, screenshotBoth, signInAndOpen } from "./support";

/** The newest email to `to` whose subject starts with `prefix` (the service's workers send within seconds). */
async function mail(to: string, prefix: string): Promise<OutboxMessage> {
  for (let i = 0; i < 100; i++) {
    const message = await latestOutboxMessage(outboxDir, to);
    if (message?.subject.startsWith(prefix)) return message;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${prefix}" email to ${to}`);
}
/** The free days a person sees now (those of the month on show). */
const shownDays = (page: Page) => page.locator('input[name="day"]').filter({ visible: true });

/** Shows the calendar's month with the most free days (its month buttons are radios inside labels, clicked as a person does), and answers its days. */
async function busiestMonthDays(page: Page) {
  const months = page.locator('input[name="month"]');
  let best = { index: 0, days: -1 };
  for (let index = 0; index < (await months.count()); index++) {
    await months.nth(index).locator("xpath=..").click();
    const days = await shownDays(page).count();
    if (days > best.days) best = { index, days };
  }
  if (best.days >= 0) await months.nth(best.index).locator("xpath=..").click();
  return shownDays(page);
}

const ics = (message: OutboxMessage) => Buffer.from(message.attachments!.find((a) => a.contentType.startsWith("text/calendar"))!.content, "base64").toString("utf8").replace(/\r\n[ \t]/g, "");

test("a visitor in Los Angeles books a Berlin host's time with the calendar, gets the invite, moves it, then cancels it", async ({ browser }) => {
  const leased = await leasePage(
    {
      label: "Praxis Weber",
      toolType: "scheduler",
      content: everyDaySchedule({
        title: "Physiotherapy session",
        available_hours: { start: "08:00", end: "18:00" },
        timezone: "Europe/Berlin",
        slot_duration_minutes: 45,
        booking_window_days: 40,
        min_notice_minutes: 120,
        buffer_minutes: 15,
        questions: [{ name: "reason", label: "What would you like to work on?", type: "text", required: true }],
      }),
    },
    15,
  );
  const context = await browser.newContext({ timezoneId: "America/Los_Angeles" });
  const page = await context.newPage();
  const email = "lara@example.com";
  await signInAndOpen(page, email, `/pages/${leased.id}`);
  // The visitor's timezone by default (the browser's), the host's one click away.
  await expect(page.getByLabel("your timezone (America/Los_Angeles)")).toBeChecked();
  await page.getByLabel("the host's timezone (Europe/Berlin)").check();
  await expect(page.getByText("Choose a day to see its free times.")).toBeVisible();
  await expectAccessible(page);

  // Choose the first free day, switch to the visitor's timezone, pick the day's second time.
  const firstDay = page.locator('input[name="day"]').first();
  await firstDay.focus();
  await page.keyboard.press("Space");
  await expect(firstDay).toBeChecked();
  await page.getByLabel("your timezone (America/Los_Angeles)").check();
  const day = (await busiestMonthDays(page)).nth(1);
  await day.locator("xpath=..").click();
  const times = page.locator(`[id="times-${await day.getAttribute("value")}"] input[name="slot"]`);
  const slot = (await times.nth(1).getAttribute("value"))!;
  await times.nth(1).locator("xpath=..").click(); // the time's label, as a person clicks it
  await expect(times.nth(1)).toBeChecked();
  await screenshotBoth(page, "scheduler-choose");

  // Refused without the required answer; then booked.
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByText("Required.", { exact: true })).toBeVisible();
  await page.getByLabel("What would you like to work on?").fill("Lower back");
  await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toBeChecked(); // kept while the answers were checked
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("status")).toContainText("Booked:");
  await expect(page.getByRole("status")).toContainText("America/Los_Angeles");
  await screenshotBoth(page, "scheduler-booked");

  const confirmation = await mail(email, "Booked: Physiotherapy session");
  expect(confirmation.text).toContain("(Europe/Berlin)");
  expect(confirmation.text).toContain("In your timezone:");
  expect(confirmation.text).toContain("(America/Los_Angeles)");
  expect(confirmation.text).toContain(`/pages/${leased.id}`);
  const invite = ics(confirmation);
  expect(invite).toContain("METHOD:REQUEST");
  expect(invite).toContain(`DTSTART:${slot.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
  const uid = /\r\nUID:(.+)\r\n/.exec(invite)![1];

  // Move it: another time, "Move my booking on … to this time".
  await page.reload();
  await expect(page.getByLabel("your timezone (America/Los_Angeles)")).toBeChecked(); // hydrated: the visitor's days
  const third = (await busiestMonthDays(page)).nth(2);
  await third.locator("xpath=..").click();
  const other = page.locator(`[id="times-${await third.getAttribute("value")}"] input[name="slot"]`).first();
  const moved = (await other.getAttribute("value"))!;
  await other.locator("xpath=..").click();
  await page.getByLabel("What would you like to work on?").fill("Lower back");
  await page.getByLabel(/^Move my booking on/).check();
  // Moving says so: the button is "Move my booking to this time", not "Book this time".
  await expect(page.getByRole("button", { name: "Book this time" })).toHaveCount(0);
  await screenshotBoth(page, "scheduler-move");
  await page.getByRole("button", { name: "Move my booking to this time" }).click();
  await expect(page.getByRole("status")).toContainText("Moved:");
  const movedMail = await mail(email, "Moved: Physiotherapy session");
  expect(ics(movedMail)).toContain(`UID:${uid}`);
  expect(ics(movedMail)).toContain("SEQUENCE:1");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { data: { slot: string; cancelReason?: string } }) => [s.data.slot, s.data.cancelReason ?? null])).toEqual([
    [moved, null],
    [slot, "rescheduled"],
  ]);

  // Cancel it.
  await page.reload();
  const mine = page.getByRole("region", { name: "Your bookings" });
  await mine.getByText("Cancel this booking").click();
  await mine.getByRole("button", { name: "Cancel booking" }).click();
  await expect(mine.getByRole("status")).toContainText("Cancelled:");
  const cancelled = await mail(email, "Cancelled: Physiotherapy session");
  expect(ics(cancelled)).toContain("METHOD:CANCEL");
  expect(ics(cancelled)).toContain(`UID:${uid}`);

  // Without JavaScript: the calendar and times are native radios (CSS shows the chosen month's days and the chosen day's
  // times), in the host's timezone, and the form posts. Next month is one click away: a 40-day window always spans two months.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState(), timezoneId: "America/Los_Angeles" });
  const noScript = await plain.newPage();
  await noScript.goto(`/pages/${leased.id}`);
  await expect(noScript.getByText("Choose a day to see its free times.")).toBeVisible();
  const thisMonth = await shownDays(noScript).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const nextMonth = noScript.locator('input[name="month"]').nth(1);
  await nextMonth.locator("xpath=..").click();
  await expect(nextMonth).toBeChecked();
  const someDay = shownDays(noScript).nth(3);
  expect(thisMonth).not.toContain(await someDay.getAttribute("value")); // a day of next month, shown without script
  await someDay.locator("xpath=..").click();
  const plainTime = noScript.locator(`[id="times-${await someDay.getAttribute("value")}"] input[name="slot"]`).first();
  const plainSlot = (await plainTime.getAttribute("value"))!;
  await plainTime.locator("xpath=..").click();
  await noScript.getByLabel("What would you like to work on?").fill("Shoulder");
  await noScript.getByRole("button", { name: "Book this time" }).click();
  await expect.poll(async () => (await (await control(leased, "GET", "/submissions")).json()).submissions[0].data.slot).toBe(plainSlot);
  await plain.close();
  await context.close();
});
