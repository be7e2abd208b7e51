import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the home page explains the service and links to discovery", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Leasehold");
  await expect(page.getByRole("heading", { level: 1, name: "Leasehold" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Person" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page" })).toBeVisible();
  await expect(page.getByText("$5.00 / 30 days")).toBeVisible();
  await expect(page.getByText("$2.00 / 30 days")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How an agent starts" })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByRole("link", { name: /Catalog/ }).click();
  await expect(page).toHaveURL(/\/api\/v3\/catalog$/);
  const catalog = JSON.parse((await page.locator("body").innerText()).trim());
  expect(catalog.protocol).toBe("x402-v2");
});

test("the home page fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
