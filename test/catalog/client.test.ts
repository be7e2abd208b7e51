/**
 * The typed client (client/: the types generated from the OpenAPI document,
 * openapi-fetch) against the running service, as an agent uses it: a Page
 * of every toolType provisioned with content typed by its toolType (paid
 * with the x402 fetch), read back, answered by a signed-in counterpart where
 * the type takes answers, and its submissions read; all controller calls
 * through the client. The contents below are checked by the type checker
 * against each toolType's generated content type (ContentOf): a key the type
 * does not know, or a missing required one, does not compile.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { answered, type ContentOf, leaseholdClient, pageContent, type PageProvisionInput, settled, type ToolType } from "@/client";
import { db } from "@/lib/core/db/client";
import { TOOL_TYPES } from "@/lib/domains/pages/content";
import { availableSlots } from "@/lib/domains/pages/behaviour/scheduler/book";
import { catalogSnapshot } from "@/lib/domains/pages/rendered";
import { api, baseUrl, payingFetch } from "../support/agent";
import { postAction } from "../support/actions";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";
import { EVERY_DAY } from "../support/scheduler";

const PAYER = 284;

/** One Page's content of every toolType, each typed as its toolType's content. */
const CONTENT: { [T in ToolType]: ContentOf<T> } = {
  custom_form: { title: "New patient form", fields: [{ name: "full_name", label: "Full name", type: "text", required: true }, { name: "email", label: "Email", type: "email", required: true }] },
  scheduler: { title: "Book a session", available_days: EVERY_DAY as ContentOf<"scheduler">["available_days"], available_hours: { start: "00:00", end: "23:59" }, timezone: "UTC", slot_duration_minutes: 30, booking_window_days: 14 },
  order_taker: { title: "Pre-order", currency: "EUR", items: [{ id: "tea", name: "Tea", price: 4 }, { id: "cake", name: "Cake", price: 3.5 }] },
  file_sharer: { title: "Drawings", files: [{ name: "Floor plan.pdf", url: "https://files.example.com/floor-plan.pdf", mime_type: "application/pdf", size_bytes: 482113 }] },
  checklist: { title: "First week", tasks: [{ id: "laptop", label: "Collect your laptop", required: true }, { id: "lunch", label: "Lunch with your buddy" }] },
  e_signature: { document_title: "Services agreement", document_markdown: "# Services agreement\n\nPayment is due within 30 days.", signing_mode: "typed_name" },
  payment: {
    invoice_title: "Invoice 2026-031",
    due_date: "2026-12-15",
    currency: "EUR",
    biller: { name: "Marta Lopes Consulting" },
    checkout_url: "https://pay.example.com/i/2026-031",
    line_items: [{ description: "Workshop", quantity: 1, unit_price: 1800 }],
  },
  approval: { request_title: "Approve a laptop purchase", request_description: "Two laptops for the design team." },
  file_vault: { vault_title: "Documents", requested_uploads: [{ key: "passport", label: "Passport", required: true, accept: ["application/pdf"], max_size_bytes: 1048576 }] },
  data_dashboard: { dashboard_title: "Sales, week 47", charts: [{ title: "Revenue", type: "metric", unit: "£", data: [{ label: "This week", value: 23840 }] }] },
  lead_collector: { title: "Get the recording", fields: [{ name: "email", label: "Work email", type: "email", required: true }] },
  artifact: { title: "Market scan", providers: [{ name: "Pedal Lx", monthly_eur: 49 }] },
};

/** What a counterpart sends, per toolType that takes answers; the kinds of submission it records. */
const ANSWERS: Partial<Record<ToolType, { kinds: string[]; send: (pageId: string, cookie: string) => Promise<void> }>> = {
  custom_form: { kinds: ["form"], send: (id, cookie) => submitJson(id, cookie, { answers: { full_name: "Mia Lange", email: "mia.lange@example.com" } }) },
  lead_collector: { kinds: ["lead"], send: (id, cookie) => submitJson(id, cookie, { answers: { email: "mia.lange@example.com" } }) },
  approval: { kinds: ["approval"], send: async (id, cookie) => submitJson(id, cookie, { decision: "approved", comment: "Within budget.", seen: await seenOf(id, cookie, { decision: "approved", comment: "" }) }) },
  e_signature: { kinds: ["signature"], send: async (id, cookie) => submitJson(id, cookie, { typedName: "Mia Lange", agree: true, seen: await seenOf(id, cookie, { typedName: "Mia Lange", agree: true }) }) },
  checklist: { kinds: ["checklist"], send: (id, cookie) => action("checklistAction", id, cookie, [["task", "laptop"], ["intent", "complete"]]) },
  scheduler: {
    kinds: ["booking"],
    send: async (id, cookie) => {
      const [slot] = await availableSlots(await db().page.findUniqueOrThrow({ where: { id } }));
      await action("bookAction", id, cookie, [["slot", slot!]]);
    },
  },
  order_taker: {
    kinds: ["order"],
    send: async (id, cookie) => {
      const stored = (await db().page.findUniqueOrThrow({ where: { id } })).content;
      const seen = catalogSnapshot(stored as Parameters<typeof catalogSnapshot>[0]).version;
      await action("orderAction", id, cookie, [["qty-tea", "2"], ["seen", seen]]);
    },
  },
  file_vault: {
    kinds: ["upload"],
    send: async (id, cookie) => {
      const answer = await api(`/api/counterpart/pages/${id}/uploads/passport`, {
        method: "POST",
        headers: { cookie, origin: baseUrl(), "content-type": "application/pdf", "x-file-name": "passport.pdf" },
        body: Buffer.from("%PDF-1.4\n% a passport\n"),
      });
      expect(answer.status, await answer.clone().text()).toBe(201);
    },
  },
};

async function submitJson(pageId: string, cookie: string, body: unknown): Promise<void> {
  const answer = await api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, origin: baseUrl(), "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

/** The version of what the page shows: a request without it is told it (409 conflict, `current`). */
async function seenOf(pageId: string, cookie: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, origin: baseUrl(), "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).toBe(409);
  return (await answer.json()).current.version;
}

async function action(name: string, pageId: string, cookie: string, fields: [string, string][]): Promise<void> {
  const answer = await postAction(name, pageId, cookie, fields);
  expect(answer.status, answer.text.slice(0, 500)).toBe(200);
}

let leasehold: ReturnType<typeof leaseholdClient>;

beforeAll(async () => {
  await fundPayer(PAYER);
  leasehold = leaseholdClient({ baseUrl: baseUrl(), pay: payingFetch(PAYER) });
});

describe("the typed client", () => {
  it("provisions a Page of every toolType with typed content, reads it back, and reads the submissions a counterpart made", async () => {
    expect(Object.keys(CONTENT).sort()).toEqual([...TOOL_TYPES].sort());
    const cookie = await counterpartCookie("client-round-trip@example.com");
    for (const toolType of TOOL_TYPES) {
      const label = `Typed client: ${toolType}`;
      // The body is the generated provision body of this toolType: `content` is its content type.
      const provisioned = await answered(leasehold.paid.POST("/api/v3/resources/pages", { body: { label, toolType, content: CONTENT[toolType] } as PageProvisionInput }));
      expect(provisioned.response.status, toolType).toBe(201);
      expect(provisioned.response.headers.get("payment-response"), toolType).toBeTruthy();
      const { page, capabilityToken } = settled(provisioned.data);
      expect(page, toolType).toMatchObject({ label, toolType });
      const control = leasehold.control(capabilityToken!.token);
      const path = { path: { id: page.id } };

      const read = (await answered(control.GET("/api/v3/control/pages/{id}", { params: path }))).data;
      expect(read, toolType).toMatchObject({ id: page.id, toolType, label });
      expect(read.content, toolType).toMatchObject(CONTENT[toolType] as Record<string, unknown>);

      const answers = ANSWERS[toolType];
      await answers?.send(page.id, cookie);
      const listed = (await answered(control.GET("/api/v3/control/pages/{id}/submissions", { params: { ...path, query: { limit: 50 } } }))).data;
      if (typeof listed === "string") throw new Error(`${toolType}: JSON asked, CSV answered`);
      expect(listed.submissions.map((submission) => submission.kind), toolType).toEqual(answers?.kinds ?? []);
      for (const submission of listed.submissions) expect(submission.submitterEmail, toolType).toBe("client-round-trip@example.com");
    }
  });

  it("changes a Page's content with PATCH, typed by its toolType, and says what the service refused", async () => {
    const { page, capabilityToken } = settled(
      (await answered(leasehold.paid.POST("/api/v3/resources/pages", { body: { label: "Typed client: PATCH", toolType: "checklist", content: CONTENT.checklist } }))).data,
    );
    const control = leasehold.control(capabilityToken!.token);
    const content = pageContent("checklist", { title: "First week, revised", tasks: [{ id: "laptop", label: "Collect your laptop", required: true }] });
    const patched = (await answered(control.PATCH("/api/v3/control/pages/{id}", { params: { path: { id: page.id } }, body: { content } }))).data;
    expect(patched.content).toMatchObject({ title: "First week, revised", tasks: [{ id: "laptop" }] });

    // A scheduler's content on a checklist: 400 with the service's code, as the client's error.
    const refused = await control.PATCH("/api/v3/control/pages/{id}", { params: { path: { id: page.id } }, body: { content: CONTENT.scheduler } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ code: "validation_failed" });
    await expect(answered(control.PATCH("/api/v3/control/pages/{id}", { params: { path: { id: page.id } }, body: { content: CONTENT.scheduler } }))).rejects.toThrow(/400 validation_failed/);
  });
});
