/**
 * No toolType's counterpart page answers 500 on content the service accepted
 * (a lead_collector with malformed fields was accepted and
 * its page answered 500). Each toolType is provisioned through the API with
 * edge-case content, then opened by a signed-in counterpart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolType } from "@/lib/domains/pages/content";
import { MAX_DOCUMENT_CHARS } from "@/lib/domains/pages/types/e_signature";
import { measuredInstance, STALL_BUDGET_MS, type MeasuredInstance } from "../support/stall";
import { api, jsonPost, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";

const PAYER = 64;

const field = (type: string, extra: Record<string, unknown> = {}) => ({ name: `f_${type}`, label: `A ${type}`, type, ...extra });

/** Content at the edges of each contract, all of it valid. */
const EDGE_CASES: [ToolType, Record<string, unknown> | undefined][] = [
  ["custom_form", { title: "Edge", description: "<b>raw</b> <!-- c -->", fields: [field("file")], submitButtonText: "Go" }],
  ["custom_form", { title: "All", fields: ["text", "long_text", "email", "number", "date", "phone", "url", "checkbox"].map((t) => field(t, { min: 5, max: 1, pattern: "^x$" })).concat([field("single_choice", { options: ["a"] }), field("multiple_choice", { options: Array.from({ length: 100 }, (_, i) => `o${i}`) })]) }],
  ["scheduler", { title: "Late", available_days: ["sunday"], available_hours: { start: "23:00", end: "23:59" }, timezone: "Pacific/Kiritimati", slot_duration_minutes: 480, booking_window_days: 365 }],
  ["order_taker", { title: "Shop", currency: "XXX", items: [{ id: "free", name: "Free", price: 0, max_quantity: 1 }, { id: "big", name: "Big", price: 1e15 }] }],
  ["file_sharer", { title: "F", files: [{ name: "f", url: "http://example.com/f", size_bytes: 0 }] }],
  ["checklist", { title: "C", tasks: [{ id: "a", label: "A" }] }],
  ["e_signature", { document_title: "Only HTML", document_markdown: "<div>nothing visible</div>", signing_mode: "typed_name_and_initials" }],
  ["payment", { invoice_title: "I", currency: "JPY", checkout_url: "https://pay.example.com", line_items: [{ description: "half", quantity: 0.5, unit_price: 0 }] }],
  ["approval", { request_title: "R", request_description: "   ", request_details_markdown: "" }],
  ["file_vault", { vault_title: "V", deposited_files: [], requested_uploads: [] }],
  [
    "data_dashboard",
    {
      dashboard_title: "D",
      charts: [
        { title: "zeros", type: "pie", data: [{ label: "a", value: 0 }, { label: "b", value: 0 }] },
        { title: "negative", type: "bar", data: [{ label: "a", value: -5 }, { label: "b", value: 0 }] },
        { title: "one", type: "line", data: [{ label: "a", value: 1 }] },
        { title: "huge", type: "metric", data: [{ label: "a", value: 1e300 }] },
        { title: "t", type: "table", data: [{ label: "", value: -0.5 }] },
      ],
    },
  ],
  ["lead_collector", undefined],
  ["lead_collector", { headline: "No fields", nested: { deep: [1, { x: null }] }, list: [], flag: false }],
  ["lead_collector", { title: "With fields", fields: [field("email", { required: true })] }],
  ["artifact", {}],
  ["artifact", { title: 5, description: { not: "text" }, body: "# md <script>alert(1)</script>", n: 1e308, empty: "" }],
];

let cookie: string;
/** A short e_signature Page whose view warms the page's code up. */
let warmPageId: string;
beforeAll(async () => {
  await fundPayer(PAYER);
  cookie = await counterpartCookie("edge-viewer@example.com");
  const warm = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Warm", toolType: "e_signature", content: { document_title: "Warm", document_markdown: "Short." } });
  warmPageId = (await warm.json()).page.id;
});

/**
 * The page was rendered, not an error in its place: its heading is there, and neither Next.js's
 * error page nor a server component's error (its digest in the payload) is. (The person's
 * messages travel with every page, "Something went wrong; nothing was saved." among them, so
 * that phrase alone proves nothing.)
 */
function expectRendered(html: string) {
  expect(html).toMatch(/<h1[ >]/);
  expect(html).not.toMatch(/Application error|a server-side exception has occurred/);
  expect(html).not.toMatch(/\\"digest\\":|"digest":/);
}

describe("every toolType's counterpart page opens on content that passed validation", () => {
  it.each(EDGE_CASES.map(([toolType, content], i) => [`${toolType} #${i}`, toolType, content] as const))("%s", async (_name, toolType, content) => {
    const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Edge", toolType, ...(content ? { content } : {}) });
    expect(response.status, await response.clone().text()).toBe(201);
    const { page } = await response.json();
    const view = await api(`/pages/${page.id}`, { headers: { cookie }, redirect: "manual" });
    expect(view.status).toBe(200);
    expectRendered(await view.text());
  });

  it("malformed lead_collector fields are refused before payment, with field-level details", async () => {
    const response = await jsonPost("/api/v3/resources/pages", { label: "Leads", toolType: "lead_collector", content: { fields: [{ name: 5, type: "colour" }] } });
    expect(response.status).toBe(400);
    const paths = (await response.json()).details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["content.fields.0.label", "content.fields.0.name", "content.fields.0.type"]);
  });
});

/**
 * Markdown a controller writes cannot stall a view: parsing is
 * linear and nesting bounded (lib/core/markdown/render.ts), and a long document's
 * visible text is worked out in a render worker (lib/domains/pages/render.ts). Under
 * react-markdown (micromark) the first of these took minutes to render and the
 * second overflowed the stack (500). Judged by the server's own stall measure
 * (test/support/stall.ts), on an instance of its own: never by wall-clock.
 */
describe("hostile markdown: the page still opens, without holding the server's thread", () => {
  let app: MeasuredInstance;
  beforeAll(async () => {
    app = await measuredInstance("render-hostile-markdown");
  }, 180_000);
  afterAll(() => app?.stop());

  it.each([
    ["unclosed emphasis", "*a".repeat(49_000)],
    ["nested quotes", `${"> ".repeat(49_000)}the clause`],
    ["open brackets and link openers", "[a](".repeat(24_000)],
  ])("%s", async (_name, markdown) => {
    expect(markdown.length).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS);
    const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Hostile", toolType: "e_signature", content: { document_title: "Terms", document_markdown: markdown } });
    expect(response.status, await response.clone().text()).toBe(201);
    const { page } = await response.json();
    const open = () => fetch(`${app.url}/pages/${page.id}`, { headers: { cookie }, redirect: "manual" });
    // The route's code loads on a first view of another Page (a one-time cost, not a stall anyone can cause at will).
    await (await fetch(`${app.url}/pages/${warmPageId}`, { headers: { cookie }, redirect: "manual" })).text();
    const { result, stall } = await app.measureStall(async () => {
      const view = await open();
      return { status: view.status, html: await view.text() };
    });
    expect(result.status).toBe(200);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
    expectRendered(result.html);
    if (markdown.endsWith("the clause")) expect(result.html).toContain("the clause"); // below the nesting bound, shown as text
  }, 120_000);
});
