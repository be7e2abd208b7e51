/**
 * Heavy rendering never runs on the request thread: a sealed signed copy is
 * built in a render worker when the person signs and stored once, so signing
 * a document of the largest size a Page takes and downloading its copy again
 * and again leave the server's one thread free (the server's own stall
 * measure, test/support/stall.ts); the downloads are the stored bytes,
 * identical, and verify. A signature recorded before copies were stored is
 * built once (in a worker) and stored. The largest dashboard a Page takes
 * renders without a stall. Documents and dashboards over the caps are
 * refused (400) at provision and PATCH. Page views are rate-limited per
 * client address: a 429 page for people.
 */
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { MAX_CHARTS, MAX_POINTS } from "@/lib/domains/pages/types/data_dashboard";
import { MAX_DOCUMENT_CHARS } from "@/lib/domains/pages/types/e_signature";
import { api, bearer, jsonPost, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { startInstance, type Instance } from "../support/instance";
import { measuredInstance, STALL_BUDGET_MS, type MeasuredInstance } from "../support/stall";
import { fundPayer } from "../support/security";

const PAYER = 247;
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A long contract of exactly the largest size a Page takes: numbered clauses, a table of fees, lists. */
function maximalContract(): string {
  const clause = (n: number) =>
    `## ${n}. Clause ${n}\n\nThe Supplier shall provide the Services described in Schedule ${n} with reasonable skill and care, in accordance with good industry practice and every applicable law, and shall keep the Customer informed of progress at least once a week.\n\n- The Customer pays each invoice within 30 days.\n- Either party may end this clause on 60 days' written notice.\n\n| Item | Due | Fee |\n|---|---|---|\n| Milestone ${n} | ${(n % 28) + 1} March 2027 | £${n * 150} |\n\n`;
  let text = "# Master services agreement\n\n";
  for (let n = 1; text.length < MAX_DOCUMENT_CHARS; n++) text += clause(n);
  return text.slice(0, MAX_DOCUMENT_CHARS);
}

/** A dashboard of the largest size a Page takes: every chart full, every kind, long labels. */
function maximalDashboard(charts = MAX_CHARTS, points = MAX_POINTS) {
  const types = ["bar", "line", "table", "pie"] as const;
  return {
    dashboard_title: "Everything",
    charts: Array.from({ length: charts }, (_, c) => ({
      title: `Chart ${c + 1}`,
      type: types[c % types.length],
      unit: c % 2 ? "£" : "kg",
      data: Array.from({ length: points }, (_, i) => ({ label: `Week ${i + 1} of the long reporting period ${"x".repeat(60)}`, value: (i * 37.5) % 911 })),
    })),
  };
}

const pages = (id: string, token: string, content: unknown) =>
  api(`/api/v3/control/pages/${id}`, { method: "PATCH", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify({ content }) });

let app: MeasuredInstance;
beforeAll(async () => {
  await fundPayer(PAYER);
  app = await measuredInstance("render-stall");
}, 180_000);
afterAll(() => app?.stop());

async function provision(toolType: string, content: unknown) {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Render", toolType, content });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { id: body.page.id as string, token: body.capabilityToken.token as string };
}

describe("e_signature: sealing and downloads run off the request thread", () => {
  it("signing the largest document stalls nothing; its 20 downloads are the stored bytes, identical, and verify; an older signature is built once and stored", async () => {
    const page = await provision("e_signature", { document_title: "Master services agreement", document_markdown: maximalContract() });
    const sign = (cookie: string, body: unknown) =>
      fetch(`${app.url}/api/counterpart/pages/${page.id}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: app.url }, body: JSON.stringify(body) });
    const signer = async (name: string) => {
      const cookie = await counterpartCookie(`${name}-${process.pid}-${randomBytes(3).toString("hex")}@example.com`);
      const probe = await sign(cookie, { typedName: "Ann Signer", agree: true });
      expect(probe.status).toBe(409);
      return { cookie, seen: (await probe.json()).current.version as string };
    };

    // Warm-up (not measured): the page and the signing route load their code, the render worker starts.
    expect((await fetch(`${app.url}/pages/${page.id}`, { headers: { cookie: (await signer("warm")).cookie }, redirect: "manual" })).status).toBe(200);
    const warm = await signer("warm-sign");
    expect((await sign(warm.cookie, { typedName: "Warm Signer", agree: true, seen: warm.seen })).status).toBe(201);

    const ann = await signer("ann");
    const { result: signed, stall: signing } = await app.measureStall(() => sign(ann.cookie, { typedName: "Ann Signer", agree: true, seen: ann.seen }));
    expect(signed.status, await signed.clone().text()).toBe(201);
    expect(signing.maxCpuMs, JSON.stringify(signing)).toBeLessThan(STALL_BUDGET_MS);
    const submissionId = (await signed.json()).submissionId as string;
    const record = await db().submission.findUniqueOrThrow({ where: { id: submissionId }, include: { sealedCopy: true } });
    const pdfSha256 = (record.data as { pdfSha256: string }).pdfSha256;
    // Stored with the signature.
    expect(record.sealedCopy?.sha256).toBe(pdfSha256);

    const download = async () => {
      const response = await fetch(`${app.url}/api/v3/control/pages/${page.id}/submissions/${submissionId}/pdf`, { headers: bearer(page.token) });
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };
    const first = await download();
    const { result: copies, stall: downloads } = await app.measureStall(async () => {
      const all: Uint8Array[] = [];
      for (let i = 0; i < 20; i++) all.push(await download());
      return all;
    });
    expect(downloads.maxCpuMs, JSON.stringify(downloads)).toBeLessThan(STALL_BUDGET_MS);
    expect(sha(first)).toBe(pdfSha256);
    for (const copy of copies) expect(Buffer.from(copy).equals(Buffer.from(first))).toBe(true);
    const verified = await api("/api/counterpart/signatures/verify", { method: "POST", headers: { "content-type": "application/pdf" }, body: Buffer.from(first) });
    expect(await verified.json()).toMatchObject({ genuine: true, signatureId: submissionId });

    // A signature recorded before sealed copies were stored: built once from its record (in a worker), the same bytes, then stored.
    await db().sealedCopy.delete({ where: { submissionId } });
    const { result: rebuilt, stall: rebuilding } = await app.measureStall(() => download());
    expect(rebuilding.maxCpuMs, JSON.stringify(rebuilding)).toBeLessThan(STALL_BUDGET_MS);
    expect(Buffer.from(rebuilt).equals(Buffer.from(first))).toBe(true);
    expect((await db().sealedCopy.findUniqueOrThrow({ where: { submissionId } })).sha256).toBe(pdfSha256);
    // The signer's own copy is the same stored file.
    const mine = await fetch(`${app.url}/api/counterpart/pages/${page.id}/signatures/${submissionId}/pdf`, { headers: { cookie: ann.cookie } });
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(first))).toBe(true);
  }, 240_000);

  it("a document over the cap is refused (400) at provision and at PATCH", async () => {
    const tooLong = "x".repeat(MAX_DOCUMENT_CHARS + 1);
    const refused = await jsonPost("/api/v3/resources/pages", { label: "Long", toolType: "e_signature", content: { document_title: "Long", document_markdown: tooLong } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).details.map((d: { path: string }) => d.path)).toContain("content.document_markdown");
    const page = await provision("e_signature", { document_title: "Short", document_markdown: "Short." });
    const patched = await pages(page.id, page.token, { document_title: "Long", document_markdown: tooLong });
    expect(patched.status).toBe(400);
    expect((await patched.json()).code).toBe("validation_failed");
  });
});

describe("data_dashboard: the largest dashboard renders without a stall", () => {
  it("viewing a dashboard of the most charts and points a Page takes stalls nothing", async () => {
    const page = await provision("data_dashboard", maximalDashboard());
    const cookie = await counterpartCookie(`dashboard-${process.pid}@example.com`);
    const view = () => fetch(`${app.url}/pages/${page.id}`, { headers: { cookie }, redirect: "manual" });
    const warm = await view();
    expect(warm.status).toBe(200);
    expect(await warm.text()).toContain(`Chart ${MAX_CHARTS}`);
    const { result, stall } = await app.measureStall(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await view();
        await response.text();
        statuses.push(response.status);
      }
      return statuses;
    });
    expect(result).toEqual([200, 200, 200]);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  }, 120_000);

  it("a dashboard over the caps (charts, points) is refused (400) at provision and at PATCH", async () => {
    for (const content of [maximalDashboard(MAX_CHARTS + 1, 1), maximalDashboard(1, MAX_POINTS + 1)]) {
      const refused = await jsonPost("/api/v3/resources/pages", { label: "Big", toolType: "data_dashboard", content });
      expect(refused.status).toBe(400);
    }
    const page = await provision("data_dashboard", maximalDashboard(1, 1));
    expect((await pages(page.id, page.token, maximalDashboard(MAX_CHARTS + 1, 1))).status).toBe(400);
    expect((await pages(page.id, page.token, maximalDashboard(1, MAX_POINTS + 1))).status).toBe(400);
  });
});

describe("page views are rate-limited per client address", () => {
  let limited: Instance;
  beforeAll(async () => {
    limited = await startInstance({ name: "render-page-views", env: { TASK_WORKER: "off", TRUST_PROXY: "1", RATE_LIMIT_WINDOW_SECONDS: "60", RATE_LIMIT_BURST_SECONDS: "60", RATE_LIMIT_COUNTERPART_PER_ADDRESS: "3" } });
  }, 180_000);
  afterAll(() => limited?.stop());

  it("beyond the counterpart limit a person gets a 429 page (HTML, Retry-After); another address still gets through", async () => {
    const page = await provision("data_dashboard", maximalDashboard(1, 3));
    const cookie = await counterpartCookie(`views-${process.pid}@example.com`);
    const newAddress = () => {
      const hex = randomBytes(4).toString("hex");
      return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4)}::1`;
    };
    const address = newAddress();
    const view = (from: string) => fetch(`${limited.url}/pages/${page.id}`, { headers: { cookie, "x-forwarded-for": from }, redirect: "manual" });
    for (let i = 0; i < 3; i++) expect((await view(address)).status).toBe(200);
    const refused = await view(address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests");
    // In the reader's language, with its own style allowed by hash and no script.
    const german = await fetch(`${limited.url}/pages/${page.id}`, { headers: { cookie, "x-forwarded-for": address, "accept-language": "de-DE,de;q=0.9" }, redirect: "manual" });
    expect(german.status).toBe(429);
    expect(german.headers.get("content-language")).toBe("de");
    expect(german.headers.get("content-security-policy")).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(await german.text()).toContain("Zu viele Anfragen");
    // Person pages share the count.
    expect((await fetch(`${limited.url}/persons/nope`, { headers: { "x-forwarded-for": address }, redirect: "manual" })).status).toBe(429);
    expect((await view(newAddress())).status).toBe(200);
  }, 120_000);
});

describe("long markdown elsewhere renders without a stall", () => {
  /** Markdown of a costly shape for the parser (unclosed emphasis), in paragraphs. */
  const costly = (chars: number) => ("*a ".repeat(200) + "\n\n").repeat(Math.ceil(chars / 602)).slice(0, chars);

  it("an approval with the longest details: viewed and decided by its approver within the budget", async () => {
    const approver = `approver-${process.pid}@example.com`;
    const content = (details: string) => ({ request_title: "Approve the plan", request_details_markdown: details, approvers: [approver] });
    const warmPage = await provision("approval", content("Short.\n\n*Warm* the route up."));
    const page = await provision("approval", content(costly(100_000)));
    const cookie = await counterpartCookie(approver);
    const headers = { cookie, "content-type": "application/json", origin: app.url };
    expect((await fetch(`${app.url}/pages/${warmPage.id}`, { headers: { cookie } })).status).toBe(200);
    const probe = await fetch(`${app.url}/api/counterpart/pages/${warmPage.id}/submissions`, { method: "POST", headers, body: JSON.stringify({ decision: "approved" }) });
    expect(probe.status).toBe(409); // without `seen`: the current snapshot, to answer with

    const { result, stall } = await app.measureStall(async () => {
      const view = await fetch(`${app.url}/pages/${page.id}`, { headers: { cookie } });
      const html = await view.text();
      const first = await fetch(`${app.url}/api/counterpart/pages/${page.id}/submissions`, { method: "POST", headers, body: JSON.stringify({ decision: "approved" }) });
      const seen = ((await first.json()) as { current: { version: string } }).current.version;
      const decided = await fetch(`${app.url}/api/counterpart/pages/${page.id}/submissions`, { method: "POST", headers, body: JSON.stringify({ decision: "approved", seen }) });
      return { view: view.status, shown: html.includes("<em>a ") || html.includes("*a "), decided: decided.status };
    });
    expect(result).toEqual({ view: 200, shown: true, decided: 201 });
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  }, 120_000);

  it("an artifact of many markdown texts up to a content's size: viewed within the budget", async () => {
    const warmPage = await provision("artifact", { title: "Warm", notes: ["one\n\n*two*"] });
    // Four lists of 90 texts of 600 characters (each with a line break, so each is markdown; a list shows 100): about 216 KB.
    const list = (n: number) => Array.from({ length: 90 }, (_, i) => `Note ${n}.${i}\n\n${costly(590)}`);
    const page = await provision("artifact", { title: "Notes", first: list(1), second: list(2), third: list(3), fourth: list(4) });
    const cookie = await counterpartCookie(`artifact-${process.pid}@example.com`);
    expect((await fetch(`${app.url}/pages/${warmPage.id}`, { headers: { cookie } })).status).toBe(200);
    const { result, stall } = await app.measureStall(async () => {
      const view = await fetch(`${app.url}/pages/${page.id}`, { headers: { cookie } });
      return { status: view.status, last: (await view.text()).includes("Note 4.89") };
    });
    expect(result).toEqual({ status: 200, last: true });
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  }, 120_000);
});
