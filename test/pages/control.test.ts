import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { recordSubmission } from "@/lib/domains/pages/submissions";
import { api, bearer, paidPost, provision } from "../support/agent";

const PAYER = 16;
type P = { id: string; token: string };
const call = (p: P, method: string, path: string, body?: unknown, token = p.token) =>
  api(`/api/v3/control/pages/${p.id}${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("Page control", () => {
  it("PATCH changes label, content (checked against the toolType) and visibility", async () => {
    const p = await provision(PAYER, "pages");
    const content = { title: "Feedback", fields: [{ name: "rating", label: "Rating", type: "number", required: true, min: 1, max: 5 }] };
    // A private Page needs an audience (refused without one: test/pages/contracts.test.ts).
    expect((await call(p, "POST", "/audience", { audienceEmails: ["reader@example.com"] })).status).toBe(200);
    const response = await call(p, "PATCH", "", { label: "Feedback form", content, visibility: "private" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      label: "Feedback form",
      visibility: "private",
      content: { title: "Feedback", submitButtonText: "Submit", fields: [{ name: "rating", required: true }] },
    });
    const bad = await call(p, "PATCH", "", { content: { title: "No fields" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).details.map((d: { path: string }) => d.path)).toContain("content.fields");
    expect((await call(p, "PATCH", "", { toolType: "scheduler" })).status).toBe(400);
    expect((await call(p, "PATCH", "", {})).status).toBe(400);
  });

  it("audience: visibility and emails; grants no controller authority", async () => {
    const p = await provision(PAYER, "pages");
    const response = await call(p, "POST", "/audience", { visibility: "private", audienceEmails: ["Guest@Example.com"] });
    expect(await response.json()).toMatchObject({ visibility: "private", audienceEmails: ["guest@example.com"] });
  });

  it("submissions: a page of the listing carries at most about 1 MiB of data, and the cursor goes on from there without loss or repeats", async () => {
    const p = await provision(PAYER, "pages");
    // Seven large answers (as a counterpart may send, each near a request body's limit): 200 of them would make a 50 MB answer.
    for (let i = 0; i < 7; i++) {
      await recordSubmission({ pageId: p.id, kind: "form", submitterEmail: `large${i}@example.com`, data: { n: i, text: `${i}`.repeat(300 * 1024) } });
    }
    const seen: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(p, "GET", `/submissions?limit=200${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      const page = JSON.parse(text) as { submissions: { data: { n: number } }[]; nextCursor: string | null };
      expect(page.submissions.length).toBeGreaterThan(0);
      seen.push(...page.submissions.map((s) => s.data.n));
      sizes.push(Buffer.byteLength(text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    for (const size of sizes) expect(size).toBeLessThan(1.1 * 1024 * 1024);
  });

  it("submissions: newest first, paginated, JSON and CSV, counted against the allowance", async () => {
    const p = await provision(PAYER, "pages");
    for (let i = 0; i < 5; i++) {
      await recordSubmission({ pageId: p.id, kind: "form", submitterEmail: `person${i}@example.com`, data: { name: `Person ${i}`, note: i === 4 ? '=HYPERLINK("x")' : `note ${i}` } });
    }
    const first = await (await call(p, "GET", "/submissions?limit=2")).json();
    expect(first.submissions.map((s: { submitterEmail: string }) => s.submitterEmail)).toEqual(["person4@example.com", "person3@example.com"]);
    const second = await (await call(p, "GET", `/submissions?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.submissions.map((s: { submitterEmail: string }) => s.submitterEmail)).toEqual(["person2@example.com", "person1@example.com"]);
    const third = await (await call(p, "GET", `/submissions?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ submissions: [{ submitterEmail: "person0@example.com" }], nextCursor: null });

    const csv = await call(p, "GET", "/submissions?format=csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"id","kind","submitterEmail","createdAt","data.name","data.note"');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`); // formulas are neutralised
    expect((await call(p, "GET", "/submissions?limit=0")).status).toBe(400);
    expect((await call(p, "GET", "/submissions?format=xml")).status).toBe(400);
    expect((await call(p, "GET", "/submissions?cursor=nope")).status).toBe(400);

    const page = await (await call(p, "GET", "")).json();
    expect(page.lease).toMatchObject({ used: 5, remaining: 495 });
  });

  it("submissions stop at the allowance, atomically, and never after expiry", async () => {
    const p = await provision(PAYER, "pages");
    await db().lease.update({ where: { resourceId: p.id }, data: { usedUnits: 495 } });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => recordSubmission({ pageId: p.id, kind: "form", submitterEmail: `p${i}@example.com`, data: { i } })),
    );
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(5);
    const reasons = attempts.filter((a): a is PromiseRejectedResult => a.status === "rejected").map((a) => a.reason.code);
    expect(new Set(reasons)).toEqual(new Set(["submissions_exhausted"]));
    expect(await db().submission.count({ where: { pageId: p.id } })).toBe(5);

    await db().lease.update({ where: { resourceId: p.id }, data: { usedUnits: 0, termEnd: new Date(Date.now() - 1000) } });
    await expect(recordSubmission({ pageId: p.id, kind: "form", submitterEmail: "late@example.com", data: {} })).rejects.toMatchObject({ code: "lease_expired" });
  });

  it("scheduler slots are booked once: the second booking of a slot is refused", async () => {
    const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Book me", toolType: "scheduler" });
    const { page } = await response.json();
    const slot = new Date("2030-01-07T10:00:00Z");
    const results = await Promise.allSettled([
      // A booking's data as bookSlot records it (its page.booking.created event needs all of it).
      recordSubmission({ pageId: page.id, kind: "booking", submitterEmail: "a@example.com", data: { slot: slot.toISOString(), durationMinutes: 30, timezone: "UTC" }, slotStart: slot }),
      recordSubmission({ pageId: page.id, kind: "booking", submitterEmail: "b@example.com", data: { slot: slot.toISOString(), durationMinutes: 30, timezone: "UTC" }, slotStart: slot }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason.code).toBe("conflict");
    expect((await db().lease.findUniqueOrThrow({ where: { resourceId: page.id } })).usedUnits).toBe(1);
  });

  it("DELETE removes the Page and its submissions; another Page's token gets 401 everywhere", async () => {
    const a = await provision(PAYER, "pages");
    const b = await provision(PAYER, "pages");
    for (const [method, path, body] of [["GET", ""], ["PATCH", "", { label: "x" }], ["DELETE", ""], ["POST", "/audience", { visibility: "public" }], ["GET", "/submissions"]] as const) {
      expect((await call(b, method, path, body, a.token)).status, `${method} ${path}`).toBe(401);
    }
    await recordSubmission({ pageId: b.id, kind: "form", submitterEmail: "x@example.com", data: {} });
    expect((await call(b, "DELETE", "")).status).toBe(200);
    expect(await db().submission.count({ where: { pageId: b.id } })).toBe(0);
    expect(await db().page.count({ where: { id: b.id } })).toBe(0);
    expect((await call(b, "GET", "")).status).toBe(401);
  });
});
