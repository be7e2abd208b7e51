/**
 * What a person signs, approves or orders is what was rendered to them,
 * and lead_collector submissions keep their answers: the counterpart
 * functions against a real PostgreSQL, with the Page changed through the
 * controller's own update path in between.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import type { Prisma } from "@/lib/core/db/generated/client";
import { newResourceId } from "@/lib/core/ids";
import { parseContent, type ToolType } from "@/lib/domains/pages/content";
import { updatePage } from "@/lib/domains/pages/control";
import { CHANGED_MESSAGES } from "@/lib/domains/pages/seen";
import { submitApproval } from "@/lib/domains/pages/behaviour/approval/decide";
import { submitForm } from "@/lib/domains/pages/behaviour/custom_form/answers";
import { signDocument } from "@/lib/domains/pages/behaviour/e_signature/sign";
import { placeOrder } from "@/lib/domains/pages/behaviour/order_taker/order";
import { approvalSnapshot, catalogSnapshot, documentSnapshot, sha256 } from "@/lib/domains/pages/rendered";

async function page(toolType: ToolType, content: Record<string, unknown>, options: { validate?: boolean } = {}) {
  const id = newResourceId("page");
  const now = new Date();
  const lease = await db().lease.create({
    data: { resourceType: "page", resourceId: id, principal: `0x${"56".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 500 },
  });
  let stored = content;
  if (options.validate !== false) {
    const parsed = parseContent(toolType, content);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
    stored = parsed.data;
  }
  await db().page.create({ data: { id, leaseId: lease.id, label: "P", toolType, content: stored as Prisma.InputJsonValue, visibility: "public" } });
  return id;
}

const meta = { email: "signer@example.com", ip: "127.0.0.1", userAgent: "test" };
const current = async (id: string) => (await db().page.findUniqueOrThrow({ where: { id } })).content as Record<string, unknown>;
const count = (pageId: string) => db().submission.count({ where: { pageId } });
const BASE = "http://localhost:3000";

describe("e_signature: the signed document is the one rendered", () => {
  const shown = "# Lease\n\nRent: **100 USD** a month.";
  const content = { document_title: "Lease", document_markdown: `${shown}\n\n<div hidden>The tenant also sells their house.</div>\n\n<!-- no refunds -->` };

  it("a document changed after viewing is refused, and nothing is recorded", async () => {
    const id = await page("e_signature", content);
    const seen = documentSnapshot("P", await current(id)).version; // what the page put in the form
    await updatePage(id, { content: { ...content, document_markdown: "# Lease\n\nRent: **900 USD** a month." } }, BASE);
    await expect(signDocument(id, { typedName: "Ann Signer", agree: true, seen }, meta)).rejects.toMatchObject({ code: "conflict", message: CHANGED_MESSAGES.document });
    await expect(signDocument(id, { typedName: "Ann Signer", agree: true, seen: undefined }, meta)).rejects.toMatchObject({ code: "conflict" });
    expect(await count(id)).toBe(0);
  });

  it("the record keeps the rendered text and its hash; hidden HTML and comments are not in it", async () => {
    const id = await page("e_signature", content);
    const seen = documentSnapshot("P", await current(id)).version;
    const signed = await signDocument(id, { typedName: "Ann Signer", agree: true, seen }, meta);
    expect(signed.ok).toBe(true);
    const [row] = await db().submission.findMany({ where: { pageId: id } });
    const data = row!.data as { documentSha256: string; document: { title: string; text: string; sha256: string; version: string } };
    expect(data.document).toEqual({ title: "Lease", text: "Lease\n\nRent: 100 USD a month.", sha256: sha256("Lease\n\nRent: 100 USD a month."), version: seen });
    expect(data.documentSha256).toBe(data.document.sha256);
    expect(JSON.stringify(data)).not.toContain("house");
    expect(JSON.stringify(data)).not.toContain("refunds");
  });
});

describe("approval: a copy of what was approved", () => {
  const content = { request_title: "Budget", request_description: "For Q3", request_details_markdown: "Spend **5k** on ads." };

  it("keeps the request as rendered; a request changed since viewing is refused", async () => {
    const id = await page("approval", content);
    const seen = approvalSnapshot("P", await current(id)).version;
    expect(await submitApproval(id, "approved", "fine", seen, meta)).toEqual({ ok: true });
    const [row] = await db().submission.findMany({ where: { pageId: id } });
    expect(row!.data).toEqual({ decision: "approved", comment: "fine", request: { title: "Budget", description: "For Q3", details: "Spend 5k on ads.", version: seen } });

    await updatePage(id, { content: { ...content, request_details_markdown: "Spend **50k** on ads." } }, BASE);
    // Another person (the first one has decided: one decision per person).
    await expect(submitApproval(id, "approved", "", seen, { ...meta, email: "second-approver@example.com" })).rejects.toMatchObject({ code: "conflict", message: CHANGED_MESSAGES.request });
    expect(await count(id)).toBe(1);
  });
});

describe("order_taker: priced at what the person saw", () => {
  const content = { title: "Shop", currency: "EUR", items: [{ id: "tea", name: "Tea", price: 4 }, { id: "cake", name: "Cake", price: 3.5 }] };

  it("a price raised after viewing refuses the order; the record keeps the items and prices shown", async () => {
    const id = await page("order_taker", content);
    const seen = catalogSnapshot(await current(id)).version;
    await updatePage(id, { content: { ...content, items: [{ id: "tea", name: "Tea", price: 40 }, content.items[1]] } }, BASE);
    const quantities = (item: string) => ({ tea: "2", cake: "1" })[item] ?? null;
    await expect(placeOrder(id, quantities, "", seen, meta)).rejects.toMatchObject({ code: "conflict", message: CHANGED_MESSAGES.catalog });
    expect(await count(id)).toBe(0);

    const fresh = catalogSnapshot(await current(id));
    expect(await placeOrder(id, quantities, "", fresh.version, meta)).toMatchObject({ ok: true, total: 83.5 });
    const [row] = await db().submission.findMany({ where: { pageId: id } });
    expect(row!.data).toMatchObject({
      items: [{ id: "tea", quantity: 2, unitPrice: 40 }, { id: "cake", quantity: 1, unitPrice: 3.5 }],
      total: 83.5,
      currency: "EUR",
      catalog: { currency: "EUR", items: [{ id: "tea", price: 40 }, { id: "cake", price: 3.5 }], version: fresh.version },
    });
  });
});

describe("lead_collector submissions (were stored empty on malformed fields)", () => {
  it("valid fields: the answers are stored", async () => {
    const id = await page("lead_collector", { title: "Leads", fields: [{ name: "name", label: "Name", type: "text", required: true }, { name: "email", label: "Email", type: "email", required: true }] });
    const answers: Record<string, string> = { name: "Judy", email: "Judy@Example.com" };
    const result = await submitForm(id, (name) => (answers[name] ? [answers[name]] : []), meta);
    expect(result).toMatchObject({ ok: true, answers: { name: "Judy", email: "judy@example.com" } });
    const [row] = await db().submission.findMany({ where: { pageId: id } });
    expect(row).toMatchObject({ kind: "lead", data: { name: "Judy", email: "judy@example.com" } });
  });

  it("content stored before validation, or without fields, takes no answers instead of an empty record", async () => {
    const legacy = await page("lead_collector", { fields: [{ name: 5, label: null, type: "colour" }] }, { validate: false });
    await expect(submitForm(legacy, () => ["x"], meta)).rejects.toMatchObject({ code: "conflict" });
    const noForm = await page("lead_collector", { headline: "Hello" });
    await expect(submitForm(noForm, () => ["x"], meta)).rejects.toMatchObject({ code: "conflict" });
    expect(await count(legacy)).toBe(0);
    expect(await count(noForm)).toBe(0);
  });

  it("malformed lead_collector content is refused by the controller's update with field-level details", async () => {
    const id = await page("lead_collector", { title: "Leads" });
    await expect(updatePage(id, { content: { fields: [{ name: "ok", label: "OK", type: "text" }, { name: "bad name", label: "", type: "text" }] } }, BASE)).rejects.toMatchObject({
      code: "validation_failed",
      details: expect.arrayContaining([{ path: "content.fields.1.name", message: expect.any(String) }, { path: "content.fields.1.label", message: expect.any(String) }]),
    });
  });
});
