/**
 * Every Page event is recorded once, in the transaction of the counterpart's
 * action: what counterparts do through the real HTTP API (the
 * JSON submission route, the upload route, the page's server actions), read
 * back with the Page's token from GET /api/v3/control/pages/{id}/events.
 * Also: the controller cancels a booking (REST and MCP), a change that rolls
 * back records nothing, and the allowance's low/exhausted notices come once
 * per term.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { giveBackOne } from "@/lib/domains/allowance/allowance";
import { extendLease } from "@/lib/domains/leases/lease";
import { availableSlots } from "@/lib/domains/pages/behaviour/scheduler/book";
import { catalogSnapshot, documentSnapshot } from "@/lib/domains/pages/rendered";
import { recordSubmission } from "@/lib/domains/pages/submissions";
import { api, baseUrl, bearer } from "../support/agent";
import { postAction } from "../support/actions";
import { counterpartCookie } from "../support/counterpart";
import { everyDaySchedule } from "../support/scheduler";
import { eventsOf, leasePage, onlyEvent, typesOf, type Leased } from "./support";

const send = (pageId: string, cookie: string, body: unknown) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl() }, body: JSON.stringify(body) });
const content = async (page: Leased) => (await db().page.findUniqueOrThrow({ where: { id: page.id } })).content as Record<string, unknown>;
const submissionsUrl = (page: Leased) => `/api/v3/control/pages/${page.id}/submissions`;

const SCHEDULER = everyDaySchedule({ title: "Book a call", available_hours: { start: "09:00", end: "17:00" }, timezone: "UTC", slot_duration_minutes: 30, booking_window_days: 5 });

describe("Page events from counterpart actions, each once, with thin but complete data", () => {
  it("custom_form and lead_collector: page.submission.created with the answers and where to fetch them", async () => {
    for (const [toolType, kind] of [["custom_form", "form"], ["lead_collector", "lead"]] as const) {
      const page = await leasePage(toolType, { title: "Contact", fields: [{ name: "name", label: "Name", type: "text", required: true }, { name: "email", label: "Email", type: "email" }] });
      const response = await send(page.id, await counterpartCookie("Form-Sender@example.com"), { answers: { name: "Ann", email: "ANN@example.com" } });
      expect(response.status, await response.clone().text()).toBe(201);
      const event = await onlyEvent(page, "page.submission.created");
      const [submission] = (await (await api(submissionsUrl(page), { headers: bearer(page.token) })).json()).submissions;
      expect(event).toMatchObject({
        id: `evt_${page.id}_${event.seq}`,
        resourceType: "page",
        resourceId: page.id,
        actor: "counterpart",
        actorEmail: "form-sender@example.com",
        data: { submissionId: submission.id, submitterEmail: "form-sender@example.com", submissionsRemaining: 499, kind, answers: { name: "Ann", email: "ann@example.com" } },
      });
      expect(String(event.data.url)).toMatch(new RegExp(`${submissionsUrl(page)}$`));
    }
  });

  it("approval: page.approval.decided with the decision and comment", async () => {
    const page = await leasePage("approval", { request_title: "Budget", request_description: "Q3" });
    const cookie = await counterpartCookie("approver@example.com");
    const seen = (await (await send(page.id, cookie, { decision: "approved" })).json()).current.version;
    expect((await send(page.id, cookie, { decision: "rejected", comment: "Too high.", seen })).status).toBe(201);
    const event = await onlyEvent(page, "page.approval.decided");
    expect(event.data).toMatchObject({ decision: "rejected", comment: "Too high.", submitterEmail: "approver@example.com" });
  });

  it("e_signature: page.signature.completed (signer's name, document hash); page.signature.declined with the reason; a decline is final", async () => {
    const page = await leasePage("e_signature", { document_title: "Lease", document_markdown: "# Lease\n\nRent: 100 USD." });
    const document = documentSnapshot(`Events: e_signature`, await content(page));
    const signer = await counterpartCookie("signer@example.com");
    const decliner = await counterpartCookie("decliner@example.com");
    expect((await send(page.id, signer, { typedName: "Sam Signer", agree: true, seen: document.version })).status).toBe(201);
    const declined = await send(page.id, decliner, { decline: true, reason: "Rent too high.", seen: document.version });
    expect(declined.status, await declined.clone().text()).toBe(201);
    expect(await declined.json()).toMatchObject({ ok: true, reason: "Rent too high." });

    const signed = await onlyEvent(page, "page.signature.completed");
    expect(signed).toMatchObject({ actorEmail: "signer@example.com", data: { signerName: "Sam Signer", documentSha256: document.sha256 } });
    const decline = await onlyEvent(page, "page.signature.declined");
    expect(decline).toMatchObject({ actor: "counterpart", actorEmail: "decliner@example.com", data: { reason: "Rent too high.", documentSha256: document.sha256 } });

    // Final both ways: the decliner cannot sign, the signer cannot decline; nothing more is recorded.
    const late = await send(page.id, decliner, { typedName: "Dee Cliner", agree: true, seen: document.version });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatch(/^You declined to sign this document on /);
    expect((await send(page.id, signer, { decline: true, seen: document.version })).status).toBe(409);
    expect((await send(page.id, decliner, { decline: true, seen: document.version })).status).toBe(409);
    expect(await typesOf(page)).toEqual(["page.signature.completed", "page.signature.declined"]);
    const kinds = (await (await api(submissionsUrl(page), { headers: bearer(page.token) })).json()).submissions.map((s: { kind: string }) => s.kind);
    expect(kinds.sort()).toEqual(["decline", "signature"]);
  });

  it("scheduler: page.booking.created; cancelled by the counterpart (the slot is free again) and by the controller over REST and MCP", async () => {
    const page = await leasePage("scheduler", SCHEDULER);
    const row = await db().page.findUniqueOrThrow({ where: { id: page.id } });
    const [first, second] = await availableSlots(row);
    const cookie = await counterpartCookie("booker@example.com");
    expect((await postAction("bookAction", page.id, cookie, [["slot", first!]])).status).toBe(200);
    const booked = await onlyEvent(page, "page.booking.created");
    expect(booked.data).toMatchObject({ slot: first, durationMinutes: 30, timezone: "UTC", submitterEmail: "booker@example.com" });

    // Another person cannot cancel it; its booker can, with a reason.
    const other = await postAction("cancelBookingAction", page.id, await counterpartCookie("someone-else@example.com"), [["booking", String(booked.data.submissionId)]]);
    expect(other.text).toContain(`No booking ${String(booked.data.submissionId)}`);
    const cancel = await postAction("cancelBookingAction", page.id, cookie, [["booking", String(booked.data.submissionId)], ["reason", "Ill."]]);
    expect(cancel.status).toBe(200);
    const cancelled = await onlyEvent(page, "page.booking.cancelled");
    expect(cancelled).toMatchObject({ actor: "counterpart", actorEmail: "booker@example.com", data: { submissionId: booked.data.submissionId, slot: first, cancelledBy: "counterpart", reason: "Ill." } });
    expect(await availableSlots(row)).toContain(first);

    // Booked again (by someone else) and cancelled by the controller.
    expect((await postAction("bookAction", page.id, await counterpartCookie("second@example.com"), [["slot", first!]])).status).toBe(200);
    expect((await postAction("bookAction", page.id, cookie, [["slot", second!]])).status).toBe(200);
    const bookings = (await eventsOf(page)).filter((e) => e.type === "page.booking.created").slice(1);
    const cancelRest = (id: unknown, body: unknown = {}) =>
      api(`/api/v3/control/pages/${page.id}/bookings/${String(id)}/cancel`, { method: "POST", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify(body) });
    const byController = await cancelRest(bookings[0]!.data.submissionId, { reason: "Double booked." });
    expect(byController.status, await byController.clone().text()).toBe(200);
    expect(await byController.json()).toMatchObject({ kind: "booking", data: { slot: first, cancelledBy: "controller", cancelReason: "Double booked." } });
    expect((await cancelRest(bookings[0]!.data.submissionId)).status).toBe(409);
    expect((await cancelRest("nope")).status).toBe(404);

    // MCP: cancel_booking, then list_page_events.
    const client = new Client({ name: "leasehold-event-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(page.token) } }));
    const mcp = async (name: string, args: Record<string, unknown>) =>
      (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: Record<string, unknown> };
    const viaMcp = await mcp("cancel_booking", { bookingId: bookings[1]!.data.submissionId });
    expect(viaMcp.isError, JSON.stringify(viaMcp)).toBeFalsy();
    const listed = await mcp("list_page_events", { after: booked.seq });
    const types = (listed.structuredContent!.events as { type: string; seq: number }[]).map((e) => e.type);
    expect(types).toEqual(["page.booking.cancelled", "page.booking.created", "page.booking.created", "page.booking.cancelled", "page.booking.cancelled"]);
    const all = await eventsOf(page);
    expect(listed.structuredContent!.nextAfter).toBe(all.at(-1)!.seq);
    // `after` may also be an event's id, as the JSON pages, the stream and webhooks carry it; another resource's is refused.
    const byId = await mcp("list_page_events", { after: `evt_${page.id}_${booked.seq}` });
    expect((byId.structuredContent!.events as { seq: number }[]).map((e) => e.seq)).toEqual((listed.structuredContent!.events as { seq: number }[]).map((e) => e.seq));
    const foreign = await mcp("list_page_events", { after: `evt_pg_someone_else_${booked.seq}` });
    expect(foreign.isError).toBe(true);
    await client.close();
    expect(all.filter((e) => e.type === "page.booking.cancelled").map((e) => [e.actor, e.data.cancelledBy])).toEqual([
      ["counterpart", "counterpart"],
      ["controller", "controller"],
      ["controller", "controller"],
    ]);
  });

  it("checklist: page.checklist.completed with the ticked tasks", async () => {
    const page = await leasePage("checklist", { title: "Onboarding", tasks: [{ id: "laptop", label: "Laptop", required: true }, { id: "badge", label: "Badge" }] });
    const cookie = await counterpartCookie("newcomer@example.com");
    expect((await postAction("checklistAction", page.id, cookie, [["task", "laptop"], ["intent", "save"]])).status).toBe(200);
    expect(await typesOf(page)).toEqual([]);
    expect((await postAction("checklistAction", page.id, cookie, [["task", "laptop"], ["intent", "complete"]])).status).toBe(200);
    expect((await onlyEvent(page, "page.checklist.completed")).data).toMatchObject({ checked: ["laptop"], total: 2 });
  });

  it("order_taker: page.order.created with the items, total and note", async () => {
    const page = await leasePage("order_taker", { title: "Shop", currency: "EUR", items: [{ id: "tea", name: "Tea", price: 4 }, { id: "cake", name: "Cake", price: 3.5 }] });
    const seen = catalogSnapshot(await content(page)).version;
    const cookie = await counterpartCookie("buyer@example.com");
    expect((await postAction("orderAction", page.id, cookie, [["qty-tea", "2"], ["qty-cake", "1"], ["note", "No sugar"], ["seen", seen]])).status).toBe(200);
    expect((await onlyEvent(page, "page.order.created")).data).toMatchObject({
      items: [{ id: "tea", name: "Tea", quantity: 2, unitPrice: 4 }, { id: "cake", name: "Cake", quantity: 1, unitPrice: 3.5 }],
      total: 11.5,
      currency: "EUR",
      note: "No sugar",
    });
  });

  it("file_vault: page.upload.created with the file and its download address", async () => {
    const page = await leasePage("file_vault", { vault_title: "Docs", requested_uploads: [{ key: "scan", label: "Scan" }] });
    const bytes = new TextEncoder().encode("%PDF-1.4 events");
    const response = await api(`/api/counterpart/pages/${page.id}/uploads/scan`, {
      method: "POST",
      headers: { cookie: await counterpartCookie("uploader@example.com"), "content-type": "application/pdf", "x-file-name": encodeURIComponent("scan.pdf"), origin: baseUrl() },
      body: bytes,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const event = await onlyEvent(page, "page.upload.created");
    expect(event.data).toMatchObject({ key: "scan", name: "scan.pdf", mimeType: "application/pdf", sizeBytes: bytes.length });
    const download = await api(new URL(String(event.data.fileUrl)).pathname, { headers: bearer(page.token) });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });
});

describe("a change that rolls back records nothing", () => {
  it("a submission whose transaction fails leaves no event, no submission and no seq", async () => {
    const page = await leasePage("custom_form", { title: "Contact", fields: [{ name: "name", label: "Name", type: "text" }] });
    await expect(
      recordSubmission({ pageId: page.id, kind: "form", submitterEmail: "x@example.com", data: { name: "X" }, also: async () => Promise.reject(new Error("the change failed")) }),
    ).rejects.toThrow("the change failed");
    expect(await eventsOf(page)).toEqual([]);
    expect(await db().submission.count({ where: { pageId: page.id } })).toBe(0);
    expect((await db().lease.findUniqueOrThrow({ where: { resourceId: page.id } })).eventSeq).toBe(0);
    // A booking of a slot just taken is refused the same way: one booking, one event.
    const scheduler = await leasePage("scheduler", SCHEDULER);
    const [slot] = await availableSlots(await db().page.findUniqueOrThrow({ where: { id: scheduler.id } }));
    const results = await Promise.all(["a@example.com", "b@example.com"].map(async (email) => postAction("bookAction", scheduler.id, await counterpartCookie(email), [["slot", slot!]])));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await typesOf(scheduler)).toEqual(["page.booking.created"]);
  });
});

describe("the allowance's notices: low (10% left) and exhausted, once per term", () => {
  it("a Page of 10 submissions: low at 1 left, exhausted at 0; a submission given back and taken again says nothing more; a renewal starts over", async () => {
    const page = await leasePage("custom_form", { title: "Contact", fields: [{ name: "name", label: "Name", type: "text" }], responsesPerPerson: 100 }, { included: 10 });
    const cookie = await counterpartCookie("many@example.com");
    const submit = async () => (await send(page.id, cookie, { answers: { name: "N" } })).status;
    for (let i = 0; i < 8; i++) expect(await submit()).toBe(201);
    expect((await typesOf(page)).filter((t) => t !== "page.submission.created")).toEqual([]);
    expect(await submit()).toBe(201); // 1 left: 10%
    const low = await onlyEvent(page, "page.submissions.low");
    expect(low).toMatchObject({ actor: "system", data: { submissionsRemaining: 1, includedSubmissions: 10 } });
    // The notice follows the submission that caused it.
    expect((await typesOf(page)).slice(-2)).toEqual(["page.submission.created", "page.submissions.low"]);
    expect(await submit()).toBe(201); // none left
    expect((await onlyEvent(page, "page.submissions.exhausted")).data).toEqual({ includedSubmissions: 10 });
    expect(await submit()).toBe(429);

    await giveBackOne(page.leaseId);
    expect(await submit()).toBe(201);
    const types = await typesOf(page);
    expect(types.filter((t) => t === "page.submissions.low")).toHaveLength(1);
    expect(types.filter((t) => t === "page.submissions.exhausted")).toHaveLength(1);

    // A new term (a renewal: termEnd moves, the count resets): the notices come again.
    await db().$transaction((tx) => extendLease(tx, page.leaseId));
    await db().lease.update({ where: { id: page.leaseId }, data: { includedUnits: 10, usedUnits: 8 } });
    expect(await submit()).toBe(201);
    expect((await typesOf(page)).filter((t) => t === "page.submissions.low")).toHaveLength(2);
  });
});
