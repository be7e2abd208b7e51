/**
 * Events out: every counterpart action on a Page, done in
 * Chromium, records its event once, read back by the agent with the Page's
 * token from GET /api/v3/control/pages/{id}/events, and delivered once to
 * the webhook the agent subscribed when it bought the Page: a real receiver
 * here verifies each delivery with the `standardwebhooks` library (the
 * service runs with EGRESS_ALLOW_LOCAL=on, playwright.config.ts). Also the two new
 * counterpart flows, with screenshots at 1280×800 and 390×844: cancelling
 * one's own booking on a scheduler Page (the slot is offered again) and
 * declining to sign an e-signature Page, with a reason.
 */
import { expect, test } from "@playwright/test";
import { startReceiver, type Receiver } from "../test/support/webhook-receiver";
import { everyDaySchedule } from "../test/support/scheduler";
import { chooseSlot, control, fundPayer, leasePage as leaseUnsubscribed, screenshotBoth, signInAndOpen, type Leased } from "./support";

test.describe.configure({ mode: "serial" });

// Beyond the accounts the local chain funds at its start (#3 to #19): funded here (payers of this file: 115 and 116).
const PAYERS = [115, 116];

type Event = { seq: number; type: string; actor: string; actorEmail: string | null; data: Record<string, unknown> };
async function events(leased: Leased): Promise<Event[]> {
  const response = await control(leased, "GET", "/events?after=0&limit=200");
  expect(response.status).toBe(200);
  return (await response.json()).events;
}
let receiver: Receiver;

/** Buys a Page subscribed at purchase time to the receiver (its own path), the secret kept for verifying. */
async function leasePage(body: Record<string, unknown>, payer: number | undefined): Promise<Leased> {
  const leased = await leaseUnsubscribed({ ...body, webhook: { url: receiver.url(`/hook/${receiver.secrets.length + 1}`) } }, payer);
  expect(leased.webhookSecret).toMatch(/^whsec_/);
  receiver.secrets.push(leased.webhookSecret!);
  return leased;
}

/**
 * The one event of `type`, by the counterpart `email`: read with the Page's token, and delivered to its
 * webhook once, signed with its secret, the body the event itself.
 */
async function expectOnce(leased: Leased, type: string, email: string): Promise<Event> {
  await expect.poll(async () => (await events(leased)).filter((e) => e.type === type).length).toBe(1);
  const event = (await events(leased)).find((e) => e.type === type)!;
  expect(event).toMatchObject({ actor: "counterpart", actorEmail: email });
  const eventId = `evt_${leased.id}_${event.seq}`;
  await receiver.waitFor((deliveries) => deliveries.some((d) => d.id === eventId), 20_000, `${type} delivered`);
  const deliveries = receiver.deliveries.filter((d) => d.id === eventId);
  expect(deliveries, `${type} delivered once`).toHaveLength(1);
  expect(deliveries[0]!.verifiedBy, `${type} signed with the Page's webhook secret`).toEqual([receiver.secrets.indexOf(leased.webhookSecret!)]);
  expect(deliveries[0]!.event).toMatchObject({ id: eventId, type, seq: event.seq, resourceId: leased.id, data: event.data });
  return event;
}

test.beforeAll(async () => {
  receiver = await startReceiver();
  for (const payer of PAYERS) await fundPayer(payer);
});

test.afterAll(async () => {
  await receiver?.close();
});

test("a counterpart cancels their own booking: the slot is offered again; the agent reads booking.created and booking.cancelled", async ({ page }) => {
  const leased = await leasePage(
    {
      label: "Book a call",
      toolType: "scheduler",
      content: everyDaySchedule({ title: "Book a call", available_hours: { start: "09:00", end: "17:00" }, timezone: "UTC", slot_duration_minutes: 60, booking_window_days: 3 }),
    },
    PAYERS[0],
  );
  await signInAndOpen(page, "ivan.events@example.com", `/pages/${leased.id}`);
  const slot = await page.locator('input[name="slot"]').first().getAttribute("value");
  await chooseSlot(page, slot!);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("status")).toContainText("Booked:");
  const mine = page.getByRole("region", { name: "Your bookings" });
  await expect(mine).toBeVisible();
  await expect(page.locator(`input[value="${slot}"]`)).toHaveCount(0);
  await mine.getByText("Cancel this booking").click();
  await mine.getByLabel("Reason (optional)").fill("Something came up.");
  await screenshotBoth(page, "events-booking-cancel");

  await mine.getByRole("button", { name: "Cancel booking" }).click();
  await expect(mine.getByRole("status")).toContainText("Cancelled:");
  // The times are offered again at once, with nothing amiss said.
  await expect(page.locator(`input[value="${slot}"]`)).toHaveCount(1);
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
  await screenshotBoth(page, "events-booking-cancelled");
  await page.reload();
  await expect(page.getByRole("region", { name: "Your bookings" })).toHaveCount(0);
  await expect(page.locator(`input[value="${slot}"]`)).toHaveCount(1);

  const booked = await expectOnce(leased, "page.booking.created", "ivan.events@example.com");
  const cancelled = await expectOnce(leased, "page.booking.cancelled", "ivan.events@example.com");
  expect(booked.data).toMatchObject({ slot, durationMinutes: 60, timezone: "UTC" });
  expect(cancelled.data).toMatchObject({ slot, cancelledBy: "counterpart", reason: "Something came up.", submissionId: booked.data.submissionId });
  expect(cancelled.seq).toBeGreaterThan(booked.seq);
});

test("a signer declines with a reason, another signs: page.signature.declined and page.signature.completed, once each", async ({ browser }) => {
  const leased = await leasePage(
    { label: "Lease", toolType: "e_signature", content: { document_title: "Lease", document_markdown: "# Lease\n\nRent: **100 USD** a month." } },
    PAYERS[0],
  );
  const decliner = await (await browser.newContext()).newPage();
  await signInAndOpen(decliner, "judith@example.com", `/pages/${leased.id}`);
  await decliner.getByText("Decline to sign").click();
  await decliner.getByLabel(/Reason \(optional/).fill("The rent is too high.");
  await screenshotBoth(decliner, "events-signature-decline");
  await decliner.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(decliner.getByRole("region", { name: "Your answer" })).toContainText("You declined to sign this document on");
  await expect(decliner.getByRole("region", { name: "Your answer" })).toContainText("Your reason: The rent is too high.");
  await expect(decliner.getByRole("button", { name: "Sign" })).toHaveCount(0);
  await screenshotBoth(decliner, "events-signature-declined");

  const signer = await (await browser.newContext()).newPage();
  await signInAndOpen(signer, "karl@example.com", `/pages/${leased.id}`);
  await signer.getByLabel("Type your full name to sign").fill("Karl Signer");
  await signer.getByLabel("I have read the document and agree to sign it.").check();
  await signer.getByRole("button", { name: "Sign" }).click();
  await expect(signer.getByRole("status")).toContainText("Signed by Karl Signer");

  const declined = await expectOnce(leased, "page.signature.declined", "judith@example.com");
  expect(declined.data).toMatchObject({ reason: "The rent is too high." });
  const signed = await expectOnce(leased, "page.signature.completed", "karl@example.com");
  expect(signed.data).toMatchObject({ signerName: "Karl Signer", documentSha256: declined.data.documentSha256 });
});

test("every other counterpart action in the browser records its event once: form, lead, approval, checklist, order, upload", async ({ page }) => {
  const email = "lena.events@example.com";
  const form = await leasePage({ label: "Contact", toolType: "custom_form", content: { title: "Contact", fields: [{ name: "name", label: "Name", type: "text", required: true }] } }, PAYERS[1]);
  const lead = await leasePage({ label: "Leads", toolType: "lead_collector", content: { title: "Leads", fields: [{ name: "company", label: "Company", type: "text", required: true }] } }, PAYERS[1]);
  const approval = await leasePage({ label: "Budget", toolType: "approval", content: { request_title: "Budget", request_description: "For Q3" } }, PAYERS[1]);
  const checklist = await leasePage({ label: "Onboarding", toolType: "checklist", content: { title: "Onboarding", tasks: [{ id: "laptop", label: "Collect your laptop", required: true }] } }, PAYERS[1]);
  const order = await leasePage({ label: "Lunch", toolType: "order_taker", content: { title: "Lunch", currency: "EUR", items: [{ id: "soup", name: "Soup", price: 4.5 }] } }, PAYERS[1]);
  const vault = await leasePage({ label: "Documents", toolType: "file_vault", content: { vault_title: "Documents", requested_uploads: [{ key: "id_card", label: "ID card" }] } }, PAYERS[1]);

  await signInAndOpen(page, email, `/pages/${form.id}`);
  await page.getByLabel("Name").fill("Lena");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  expect((await expectOnce(form, "page.submission.created", email)).data).toMatchObject({ kind: "form", answers: { name: "Lena" } });

  await page.goto(`/pages/${lead.id}`);
  await page.getByLabel("Company").fill("Acme");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  expect((await expectOnce(lead, "page.submission.created", email)).data).toMatchObject({ kind: "lead", answers: { company: "Acme" } });

  await page.goto(`/pages/${approval.id}`);
  await page.getByLabel("Comment (optional)").fill("Go ahead.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toContainText("Approved");
  expect((await expectOnce(approval, "page.approval.decided", email)).data).toMatchObject({ decision: "approved", comment: "Go ahead." });

  await page.goto(`/pages/${checklist.id}`);
  await page.getByLabel(/Collect your laptop/).check();
  await page.getByRole("button", { name: "Mark complete" }).click();
  await expect(page.getByRole("status")).toContainText("Checklist complete");
  expect((await expectOnce(checklist, "page.checklist.completed", email)).data).toMatchObject({ checked: ["laptop"], total: 1 });

  await page.goto(`/pages/${order.id}`);
  await page.getByLabel("Soup").fill("2");
  await page.getByRole("button", { name: "Review your order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status")).toContainText("Order placed");
  expect((await expectOnce(order, "page.order.created", email)).data).toMatchObject({ items: [{ id: "soup", quantity: 2, unitPrice: 4.5 }], total: 9, currency: "EUR" });

  await page.goto(`/pages/${vault.id}`);
  await page.getByLabel("ID card").setInputFiles({ name: "id.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 id") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toHaveText("Received: id.pdf.");
  expect((await expectOnce(vault, "page.upload.created", email)).data).toMatchObject({ key: "id_card", name: "id.pdf", mimeType: "application/pdf" });
});
