import { expect, test } from "@playwright/test";
import { everyDaySchedule } from "../test/support/scheduler";
import { chooseSlot, control, expectAccessible, leasePage, signInAndOpen } from "./support";

test.describe.configure({ mode: "serial" });

test("booking a slot shows times in the visitor's timezone; two people racing for one slot: one wins", async ({ browser }) => {
  const leased = await leasePage(
    {
      label: "Book a call",
      toolType: "scheduler",
      content: everyDaySchedule({ title: "Book a call", available_hours: { start: "09:00", end: "17:00" }, timezone: "Europe/Berlin", slot_duration_minutes: 60, booking_window_days: 3 }),
    },
    18,
  );
  const tokyo = await browser.newContext({ timezoneId: "Asia/Tokyo" });
  const paris = await browser.newContext({ timezoneId: "America/New_York" });
  const first = await tokyo.newPage();
  const second = await paris.newPage();
  await signInAndOpen(first, "frank@example.com", `/pages/${leased.id}`);
  await expectAccessible(first);
  await signInAndOpen(second, "grace@example.com", `/pages/${leased.id}`);
  await expect(first.getByLabel("your timezone (Asia/Tokyo)")).toBeVisible();
  await expect(second.getByLabel("your timezone (America/New_York)")).toBeVisible();

  // Both pick the same (first offered) slot and book at once.
  const slot = await first.locator('input[name="slot"]').first().getAttribute("value");
  await chooseSlot(first, slot!);
  await chooseSlot(second, slot!);
  await Promise.all([first.getByRole("button", { name: "Book this time" }).click(), second.getByRole("button", { name: "Book this time" }).click()]);
  const outcomes = await Promise.all(
    [first, second].map(async (page) => {
      const status = page.getByRole("status");
      const alert = page.locator("main").getByRole("alert");
      await expect(status.or(alert)).toBeVisible();
      return (await status.count()) ? "booked" : await alert.innerText();
    }),
  );
  expect(outcomes.filter((o) => o === "booked")).toHaveLength(1);
  expect(outcomes.find((o) => o !== "booked")).toMatch(/just taken/);

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions).toHaveLength(1);
  expect(submissions[0]).toMatchObject({ kind: "booking", data: { slot, timezone: "Europe/Berlin", durationMinutes: 60 } });

  // The booked slot is no longer offered.
  const third = await (await browser.newContext()).newPage();
  await signInAndOpen(third, "heidi@example.com", `/pages/${leased.id}`);
  await expect(third.locator(`input[value="${slot}"]`)).toHaveCount(0);
});

test("an order: items and quantities, no payment taken", async ({ page }) => {
  const leased = await leasePage(
    {
      label: "Lunch order",
      toolType: "order_taker",
      content: { title: "Lunch", currency: "EUR", items: [{ id: "soup", name: "Soup", price: 4.5 }, { id: "bread", name: "Bread", price: 1.25, max_quantity: 3 }] },
    },
    18,
  );
  await signInAndOpen(page, "ivan@example.com", `/pages/${leased.id}`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Review your order" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("Choose at least one item.");
  await page.getByLabel("Soup").fill("2");
  await page.getByLabel("Bread").fill("9");
  await page.getByRole("button", { name: "Review your order" }).click();
  await expect(page.locator("#field-qty-bread-error")).toHaveText("Enter a whole number from 0 to 3.");
  await page.getByLabel("Bread").fill("2");
  await page.getByRole("button", { name: "Review your order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toHaveText("Order placed. Total €11.50.");
  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions[0]).toMatchObject({
    kind: "order",
    data: { total: 11.5, currency: "EUR", items: [{ id: "soup", quantity: 2, unitPrice: 4.5 }, { id: "bread", quantity: 2, unitPrice: 1.25 }] },
  });
});
