/**
 * Decisions in Chromium: an approval with named approvers (an
 * approver decides with a comment and comes back to their decision; someone
 * not named reads it without buttons), an e-signature with two signers in
 * order (the second waits, is emailed, then signs; the error summary takes
 * focus), and the scheduler in German and French (month and weekday names,
 * times, buttons, the move button). Axe with no violations on each state;
 * screenshots at 1280×800 and 390×844 in test-results/screens/.
 */
import { expect, test, type Browser, type Page as BrowserPage } from "@playwright/test";
import { latestOutboxMessage } from "../lib/domains/auth/outbox";
import { outboxDir } from "../playwright.config";
import { everyDaySchedule } from "../test/support/scheduler";
import { control, expectNoAxeViolations, fundPayer, leasePage, screenshotBoth, signInAndOpen, type Leased } from "./support";

const PAYER = 149;
const run = Date.now().toString(36);
const person = (name: string) => `${name}-${run}@example.com`;

test.beforeAll(async () => {
  await fundPayer(PAYER);
});

async function open(browser: Browser, email: string, path: string, options: { timezoneId?: string } = {}): Promise<BrowserPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await signInAndOpen(page, email, path);
  return page;
}

async function check(page: BrowserPage, name: string) {
  await expectNoAxeViolations(page);
  await screenshotBoth(page, name);
}

test("approval with named approvers: an approver decides with a comment and comes back to it; someone else reads it", async ({ browser }) => {
  const ana = person("ana");
  const ben = person("ben");
  const leased = await leasePage(
    {
      label: "Contract",
      toolType: "approval",
      content: {
        request_title: "Approve the 2027 cleaning contract",
        request_description: "Finance and Facilities both sign off before we renew.",
        request_details_markdown: "| Item | Yearly |\n|---|---|\n| Office cleaning | €18,400 |",
        approvers: [ana, ben],
      },
      branding: { organization: "Northwind", contact: "ops@northwind.example" },
    },
    PAYER,
  );
  const page = await open(browser, ana, `/pages/${leased.id}`);
  const approvers = page.getByRole("region", { name: "Approvers" });
  await expect(approvers).toContainText("Each of these 2 people decides once.");
  await expect(approvers).toContainText(`${ana} (you)`);
  await expect(approvers).toContainText("No approver has decided yet.");
  await check(page, "decisions-approval-approver");

  await page.getByLabel("Comment (optional)").fill("Within the facilities budget.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Approved. Thank you.");

  await page.reload();
  const record = page.getByRole("region", { name: "Your decision" });
  await expect(record).toContainText(/You approved this on .+\d{2}.*\./);
  await expect(record).toContainText("Your comment: Within the facilities budget.");
  await expect(approvers).toContainText(/approved on .+\d{2}/);
  await expect(approvers).toContainText("1 of 2 approvers has decided.");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await check(page, "decisions-approval-returning");

  // The same record on a Page switched to Spanish: the words and the date in Spanish ("24 de noviembre de 2026").
  expect((await control(leased, "PATCH", "", { branding: { organization: "Northwind", contact: "ops@northwind.example", locale: "es" } })).status).toBe(200);
  await page.reload();
  await expect(page.getByRole("button", { name: "Aprobar" })).toHaveCount(0);
  await expect(page.getByText(/Aprobó esto el \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
  await check(page, "decisions-approval-returning-es");
  expect((await control(leased, "PATCH", "", { branding: { organization: "Northwind", contact: "ops@northwind.example" } })).status).toBe(200);

  // Someone the request does not name: read-only, and why.
  const carl = await open(browser, person("carl"), `/pages/${leased.id}`);
  await expect(carl.getByText(/only the approvers it names can decide on it/)).toBeVisible();
  await expect(carl.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(carl.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await check(carl, "decisions-approval-not-an-approver");

  const { submissions } = await (await control(leased, "GET", "/submissions")).json();
  expect(submissions.map((s: { submitterEmail: string; data: { decision: string; comment: string } }) => [s.submitterEmail, s.data.decision, s.data.comment])).toEqual([[ana, "approved", "Within the facilities budget."]]);
});

test("e-signature with two signers in order: the second waits, is emailed, signs; the error summary takes focus", async ({ browser }) => {
  const tenant = person("tenant");
  const landlord = person("landlord");
  const leased: Leased = await leasePage(
    {
      label: "Lease",
      toolType: "e_signature",
      content: {
        document_title: "Lease of Flat 3, 12 Mill Lane",
        signer_instructions: "The tenant signs first; the landlord is emailed once the tenant has signed.",
        document_markdown: "# Assured shorthold tenancy\n\n| Term | Rent | Deposit |\n|---|---|---|\n| 12 months from 1 January 2027 | £1,250 a month | £1,442 |",
        signers: [
          { email: tenant, name: "Sam Taylor (tenant)" },
          { email: landlord, name: "Mill Lane Lettings (landlord)" },
        ],
      },
      branding: { organization: "Mill Lane Lettings", contact: "lettings@mill-lane.example" },
    },
    PAYER,
  );
  // The landlord first: not their turn, told whom they wait for, no form.
  const second = await open(browser, landlord, `/pages/${leased.id}`);
  await expect(second.getByText(/it is not your turn yet: waiting for Sam Taylor \(tenant\)/)).toBeVisible();
  await expect(second.getByLabel("Type your full name to sign")).toHaveCount(0);
  await expect(second.getByRole("region", { name: /Signers/ })).toContainText("0 of 2 signed");
  await check(second, "decisions-esign-waiting");

  const first = await open(browser, tenant, `/pages/${leased.id}`);
  await expect(first.getByText("It is your turn to sign.")).toBeVisible();
  // Nothing typed: the summary takes focus and links to each field.
  await first.getByRole("button", { name: "Sign", exact: true }).click();
  const summary = first.locator("main").getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("There are problems with 2 answers");
  await check(first, "decisions-esign-error-summary");
  await summary.getByRole("link", { name: /Your name/ }).click();
  await expect(first.getByLabel("Type your full name to sign")).toBeFocused();
  await first.getByLabel("Type your full name to sign").fill("Sam Taylor");
  await first.getByLabel("I have read the document and agree to sign it.").check();
  await first.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(first.getByRole("status")).toContainText("Signed by Sam Taylor");
  await first.reload();
  await expect(first.getByRole("region", { name: "Your signature" })).toContainText(/You signed this document on .+ as Sam Taylor\./);
  await check(first, "decisions-esign-first-signed");

  // The landlord's turn: emailed, then the form.
  let turn;
  for (let i = 0; i < 100 && !turn?.subject.startsWith("Your turn to sign"); i++) {
    turn = await latestOutboxMessage(outboxDir, landlord);
    if (!turn?.subject.startsWith("Your turn to sign")) await second.waitForTimeout(200);
  }
  expect(turn?.subject).toBe("Your turn to sign: Lease of Flat 3, 12 Mill Lane");
  expect(turn?.text).toContain(`/pages/${leased.id}`);
  await second.reload();
  await expect(second.getByText("It is your turn to sign.")).toBeVisible();
  await second.getByLabel("Type your full name to sign").fill("Lee Landlord");
  await second.getByLabel("I have read the document and agree to sign it.").check();
  await second.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(second.getByRole("status")).toContainText("Signed by Lee Landlord");
  await second.reload();
  await expect(second.getByText("Everyone has signed.")).toBeVisible();
  await expect(second.getByRole("region", { name: /Signers/ })).toContainText("2 of 2 signed");
  await check(second, "decisions-esign-complete");
});

/** What the calendar should say in `locale`: the first offered month's name, Monday's short name, a time of the first day. */
function expectedIn(locale: string, zone: string, slot: string) {
  const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: zone }).format(new Date(slot));
  const monday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1, 12)));
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: zone }).format(new Date(slot));
  return { month, monday, time };
}

for (const [locale, text] of [
  ["de", { zone: "der Zeitzone des Gastgebers (Europe/Berlin)", book: "Diesen Termin buchen", booked: "Gebucht:", mine: "Ihre Buchungen", moveThis: "Auf eine andere Zeit verschieben", move: "Meinen Termin auf diese Zeit verschieben", chooseDay: "Tag wählen" }],
  ["fr", { zone: "le fuseau horaire de l’hôte (Europe/Berlin)", book: "Réserver ce créneau", booked: "Réservé :", mine: "Vos réservations", moveThis: "Déplacer à un autre créneau", move: "Déplacer ma réservation à ce créneau", chooseDay: "Choisissez un jour" }],
] as const) {
  test(`the scheduler in ${locale}: month and weekday names, times and buttons in the Page's language; booking, then moving`, async ({ browser }) => {
    const leased = await leasePage(
      {
        label: "Praxis",
        toolType: "scheduler",
        content: everyDaySchedule({
          title: "Physiotherapie",
          available_hours: { start: "08:00", end: "12:00" },
          timezone: "Europe/Berlin",
          slot_duration_minutes: 60,
          booking_window_days: 10,
          min_notice_minutes: 120,
        }),
      },
      PAYER,
    );
    const email = person(`visitor-${locale}`);
    // Signed in first (the sign-in page speaks the Page's language once it has one), then the Page's branding set.
    const page = await open(browser, email, `/pages/${leased.id}`, { timezoneId: "America/New_York" });
    const patched = await control(leased, "PATCH", "", { branding: { organization: "Praxis Weber", contact: "termine@praxis-weber.example", locale } });
    expect(patched.status).toBe(200);
    await page.reload();
    await expect(page.locator("main")).toHaveAttribute("lang", locale);
    // Hydrated first: the page then shows the visitor's timezone (New York), and the host's is one click away. A click
    // before hydration would be undone by it.
    await expect(page.locator('input[name="tz"][value="visitor"]')).toBeChecked();
    await page.getByLabel(text.zone).check();
    const slots = page.locator('input[name="slot"]');
    const first = (await slots.first().getAttribute("value"))!;
    const want = expectedIn(locale, "Europe/Berlin", first);
    await expect(page.getByText(want.month).first()).toBeVisible();
    await expect(page.getByText(want.monday, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(text.chooseDay, { exact: true })).toBeVisible();
    await page.locator('input[name="day"]').first().locator("xpath=..").click();
    await expect(page.locator(`label:has(input[value="${first}"])`)).toContainText(want.time);
    await slots.first().locator("xpath=..").click();
    await check(page, `decisions-scheduler-${locale}-choose`);

    await page.getByRole("button", { name: text.book }).click();
    await expect(page.getByRole("status")).toContainText(text.booked);
    await page.reload();
    const mine = page.getByRole("region", { name: text.mine });
    await expect(mine).toBeVisible();
    // Moving is one visible button away: it chooses the booking, and the form's button says what it does.
    await mine.getByRole("button", { name: text.moveThis }).click();
    await expect(page.getByRole("button", { name: text.move })).toBeVisible();
    await expect(page.getByRole("button", { name: text.book })).toHaveCount(0);
    await check(page, `decisions-scheduler-${locale}-moving`);
  });
}
