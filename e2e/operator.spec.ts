import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { control, expectNoAxeViolations, fundPayer, lease, screenshotBoth, signInAndOpen } from "./support";

// The operator console: an operator signs in, sees the overview, suspends a Page (its
// counterpart page and its control routes react at once), unsuspends it and
// finds both actions in the audit log; a signed-in non-operator gets 403.

test.describe.configure({ mode: "serial" });

const PAYER = 237;
const OPERATOR = "operator-e2e@example.com";
const VISITOR = "visitor-operator-e2e@example.com";

test("an operator suspends and unsuspends a Page; the counterpart page and control routes follow; the audit log keeps both", async ({ browser }) => {
  await fundPayer(PAYER);
  const leased = await lease("pages", { label: "Operator check", toolType: "approval", content: { request_title: "Approve the launch", request_description: "Friday." } }, PAYER);

  // A counterpart has the Page open.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signInAndOpen(visitor, VISITOR, `/pages/${leased.id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Approve the launch" })).toBeVisible();

  // The operator signs in and sees the overview.
  const operatorContext = await browser.newContext();
  const op = await operatorContext.newPage();
  await signInAndOpen(op, OPERATOR, "/operator");
  await expect(op.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(op.getByRole("row", { name: /Active Pages/ })).toBeVisible();
  await expectNoAxeViolations(op);
  await screenshotBoth(op, "operator-overview");

  // Opens the Page's lease by the Page's id.
  await op.getByLabel("Open a lease by lease, Person or Page id").fill(leased.id);
  await op.getByRole("button", { name: "Open", exact: true }).click();
  await expect(op).toHaveURL(/\/operator\/leases\/[a-z0-9]+$/);
  await expect(op.getByRole("heading", { level: 1, name: "Page: Operator check" })).toBeVisible();
  await expectNoAxeViolations(op);

  // An empty reason is refused beside the field, nothing done.
  const suspendForm = op.getByRole("form", { name: "Suspend", exact: true });
  await suspendForm.getByLabel(/Reason/).fill("x");
  await suspendForm.getByLabel(/Reason/).evaluate((input: HTMLInputElement) => input.removeAttribute("minlength"));
  await suspendForm.getByRole("button", { name: "Suspend" }).click();
  await expect(suspendForm.getByRole("alert")).toContainText("There is a problem with 1");
  await expect(suspendForm.getByRole("alert")).toBeFocused();
  await expect(suspendForm.getByText(/at least 3 characters/).first()).toBeVisible();
  await screenshotBoth(op, "operator-lease-error");

  // Suspend.
  await suspendForm.getByLabel(/Reason/).fill("Reported as phishing");
  await suspendForm.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(op.getByText(/Suspended since .* Reported as phishing/)).toBeVisible();
  await expect(op.getByRole("form", { name: "Unsuspend", exact: true })).toBeVisible();
  await screenshotBoth(op, "operator-lease-suspended");

  // The counterpart page: the neutral unavailable page, at once.
  const closed = await visitor.goto(`/pages/${leased.id}`);
  expect(closed?.status()).toBe(503);
  await expect(visitor.getByRole("heading", { level: 1, name: /Not available right now/ })).toBeVisible();
  await expect(visitor.getByText(/suspend/i)).toHaveCount(0);
  // The control routes: 423 on a write, reads open.
  const patch = await control(leased, "PATCH", "", { label: "Renamed" });
  expect(patch.status).toBe(423);
  expect((await patch.json()).code).toBe("resource_suspended");
  expect((await control(leased, "GET", "")).status).toBe(200);

  // Unsuspend.
  const unsuspendForm = op.getByRole("form", { name: "Unsuspend", exact: true });
  await unsuspendForm.getByLabel(/Reason/).fill("False report, reviewed");
  await unsuspendForm.getByRole("button", { name: "Unsuspend" }).click();
  await expect(op.getByRole("form", { name: "Suspend", exact: true })).toBeVisible();
  await expect(op.getByText(/Suspended since/)).toHaveCount(0);
  const open = await visitor.goto(`/pages/${leased.id}`);
  expect(open?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: "Approve the launch" })).toBeVisible();
  expect((await control(leased, "PATCH", "", { label: "Renamed" })).status).toBe(200);

  // The audit log of the lease has both, with who.
  await op.reload();
  const audit = op.getByRole("table", { name: "Audit log of this lease" });
  await expect(audit.getByRole("row", { name: new RegExp(`${OPERATOR}.*suspend.*Reported as phishing`) })).toBeVisible();
  await expect(audit.getByRole("row", { name: new RegExp(`${OPERATOR}.*unsuspend.*False report, reviewed`) })).toBeVisible();
  await expectNoAxeViolations(op);
  await screenshotBoth(op, "operator-lease-audit");

  // A signed-in non-operator: 403 on the pages and the export route.
  for (const path of ["/operator", op.url().replace(baseURL, "")]) {
    const refused = await visitor.goto(path);
    expect(refused?.status(), path).toBe(403);
    await expect(visitor.getByRole("heading", { level: 1, name: "Not allowed (403)" })).toBeVisible();
  }
  await expectNoAxeViolations(visitor);
  await screenshotBoth(visitor, "operator-forbidden");
  // The operator's own form (its server action, as a browser without script posts it), sent by the non-operator: 403, nothing done.
  const leasePath = op.url().replace(baseURL, "");
  const fields = await op.getByRole("form", { name: "Suspend", exact: true }).evaluate((form: HTMLFormElement) => [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]));
  expect(fields.some(([name]) => name?.startsWith("$ACTION"))).toBe(true);
  const posted = await visitor.request.post(leasePath, { multipart: Object.fromEntries(fields.map(([name, value]) => [name, name === "reason" ? "Not an operator" : value])) });
  // The proxy answers it 403 before Next.js runs the action (which would end a script-less interrupted action in a 404); nothing is done.
  const refusedBody = await posted.text();
  expect(posted.status()).toBe(403);
  expect(refusedBody).toContain("Not allowed (403)");
  expect(refusedBody).not.toContain("Suspended since");
  expect((await control(leased, "PATCH", "", { label: "Still open" })).status).toBe(200);
  const exported = await visitor.request.get("/api/operator/export/leases");
  expect(exported.status()).toBe(403);
  expect((await exported.json()).code).toBe("not_an_operator");

  await visitorContext.close();
  await operatorContext.close();
});
