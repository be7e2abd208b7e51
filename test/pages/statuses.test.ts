import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { destroyResource } from "@/lib/flows/purchase/destroy";
import { newResourceId } from "@/lib/core/ids";
import { baseUrl } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";

// Against the running service: a counterpart page answers
// with the status of what it shows (404 missing, 410 destroyed, 403 not in
// the audience, 503 not available right now, a redirect to sign in), with a
// clear page and the way out (who is signed in, sign out, another email),
// and the same for a Person's chat page.

const DAY = 86_400_000;

async function lease(resourceType: "page" | "person", id: string, options: { status?: "active" | "pending"; termEnd?: Date; usedUnits?: number } = {}) {
  const now = new Date();
  return db().lease.create({
    data: {
      resourceType,
      resourceId: id,
      principal: `0x${"86".repeat(20)}`,
      status: options.status ?? "active",
      termStart: now,
      termEnd: options.termEnd ?? new Date(now.getTime() + DAY),
      includedUnits: 5,
      usedUnits: options.usedUnits ?? 0,
    },
  });
}

type Options = Parameters<typeof lease>[2] & { visibility?: "public" | "private"; audienceEmails?: string[]; embedOrigins?: string[] };

async function page(options: Options = {}) {
  const id = newResourceId("page");
  const { id: leaseId } = await lease("page", id, options);
  await db().page.create({
    data: {
      id,
      leaseId,
      label: "Status check",
      toolType: "approval",
      content: { request_title: "Approve the plan", request_description: "The plan." },
      visibility: options.visibility ?? "public",
      audienceEmails: options.audienceEmails ?? [],
      embedOrigins: options.embedOrigins ?? [],
    },
  });
  return { id, leaseId };
}

async function person(options: Options = {}) {
  const id = newResourceId("person");
  const { id: leaseId } = await lease("person", id, options);
  await db().person.create({ data: { id, leaseId, name: "Ada", goal: "Answer questions.", visibility: options.visibility ?? "public", audienceEmails: options.audienceEmails ?? [] } });
  return { id, leaseId };
}

const open = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers }, redirect: "manual" });

/** The page's heading and the way out (who is signed in, sign out, another email), as served. */
async function expectNotice(response: Response, status: number, title: RegExp, options: { signedIn?: string; notice?: boolean } = {}) {
  expect(response.status, title.source).toBe(status);
  expect(response.headers.get("content-type")).toContain("text/html");
  // The page is still a page: its Content-Security-Policy with a nonce, and no framing.
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  const document = await response.text();
  // What the person reads: the page's main element (the document also carries Next.js's payload and the title).
  const html = (/<main[^>]*>.*<\/main>/s.exec(document)?.[0] ?? "").replace(/<!-- -->/g, "");
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  expect(heading).toMatch(title);
  if (options.signedIn) {
    expect(html).toContain(options.signedIn);
    expect(html).toMatch(/>Use another email<\/button>/);
    // A notice offers plain sign-out too; the Page or chat itself one quiet action.
    if (options.notice !== false) expect(html).toMatch(/>Sign out<\/button>/);
  }
  return html;
}

let ann: string;
let eve: string;

beforeAll(async () => {
  ann = await counterpartCookie("ann-status@example.com");
  eve = await counterpartCookie("eve-status@example.com");
});

describe("a Page's counterpart page answers with the status of what it shows", () => {
  it("open: 200 with the Page and who is signed in, with the way out", async () => {
    const { id } = await page();
    const response = await open(`/pages/${id}`, ann);
    await expectNotice(response, 200, /Approve the plan/, { signedIn: "ann-status@example.com", notice: false });
  });

  it("missing: 404, signed in or not (nothing is left that an audience protects)", async () => {
    const id = newResourceId("page");
    await expectNotice(await open(`/pages/${id}`, ann), 404, /Page not found/, { signedIn: "ann-status@example.com" });
    const html = await expectNotice(await open(`/pages/${id}`), 404, /Page not found/);
    expect(html).not.toMatch(/>Sign out<\/button>/);
    // A Person's id at a Page's address is no Page either.
    const other = await person();
    await expectNotice(await open(`/pages/${other.id}`, ann), 404, /Page not found/);
  });

  it("destroyed: 410 with a page that says it was removed", async () => {
    const { id, leaseId } = await page();
    await destroyResource({ type: "page", id, leaseId });
    await expectNotice(await open(`/pages/${id}`, ann), 410, /This Page was removed/, { signedIn: "ann-status@example.com" });
    await expectNotice(await open(`/pages/${id}`), 410, /This Page was removed/);
  });

  it("private and not in the audience: 403, naming the email and offering another", async () => {
    const { id } = await page({ visibility: "private", audienceEmails: ["ann-status@example.com"] });
    const html = await expectNotice(await open(`/pages/${id}`, eve), 403, /No access/, { signedIn: "eve-status@example.com" });
    expect(html).not.toContain("Approve the plan");
    expect(html).toContain("eve-status@example.com is not one of them");
    await expectNotice(await open(`/pages/${id}`, ann), 200, /Approve the plan/);
  });

  it("expired or not yet paid: 503, not available right now (nothing about leases)", async () => {
    for (const options of [{ termEnd: new Date(Date.now() - 1000) }, { status: "pending" as const }]) {
      const { id } = await page(options);
      const html = await expectNotice(await open(`/pages/${id}`, ann), 503, /Not available right now/, { signedIn: "ann-status@example.com" });
      expect(html).toContain("Please try again later.");
      expect(html).not.toContain("Approve the plan");
      expect(html).not.toMatch(/\b(?:lease|renew|expired)/i);
    }
  });

  it("the audience comes before availability: an expired private Page is 403 to others, 503 to its audience", async () => {
    const { id } = await page({ visibility: "private", audienceEmails: ["ann-status@example.com"], termEnd: new Date(Date.now() - 1000) });
    await expectNotice(await open(`/pages/${id}`, eve), 403, /No access/);
    await expectNotice(await open(`/pages/${id}`, ann), 503, /Not available right now/);
  });

  it("signed out: a redirect to sign in that comes back, for any Page that exists", async () => {
    for (const options of [{}, { visibility: "private" as const }, { termEnd: new Date(Date.now() - 1000) }]) {
      const { id } = await page(options);
      const response = await open(`/pages/${id}`);
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(`/signin?callbackUrl=${encodeURIComponent(`/pages/${id}`)}`);
    }
    expect((await open("/signin?callbackUrl=%2Fpages%2Fx")).status).toBe(200);
    // An unknown or expired session is signed out too.
    const { id } = await page();
    expect((await open(`/pages/${id}`, "next-auth.session-token=not-a-session")).status).toBe(307);
    const stale = await counterpartCookie("stale-status@example.com");
    await db().session.updateMany({ where: { sessionToken: stale.split("=")[1]! }, data: { expires: new Date(Date.now() - 1000) } });
    expect((await open(`/pages/${id}`, stale)).status).toBe(307);
  });

  it("a client's own decision header counts for nothing: the proxy decides", async () => {
    const { id } = await page({ visibility: "private", audienceEmails: ["ann-status@example.com"] });
    await expectNotice(await open(`/pages/${id}`, eve, { "x-leasehold-counterpart-state": "open" }), 403, /No access/);
    await expectNotice(await open(`/pages/${id}`, ann, { "x-leasehold-counterpart-state": "missing" }), 200, /Approve the plan/);
  });

  it("a Page its controller lets frame keeps its framing origins on every status", async () => {
    const { id } = await page({ embedOrigins: ["https://partner.example"], termEnd: new Date(Date.now() - 1000) });
    const response = await open(`/pages/${id}`, ann);
    expect(response.status).toBe(503);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors https://partner.example");
    expect(response.headers.get("x-frame-options")).toBeNull();
  });

  it("the counterpart's writes say the same: a destroyed Page's submission is 410", async () => {
    const { id, leaseId } = await page();
    await destroyResource({ type: "page", id, leaseId });
    const response = await fetch(`${baseUrl()}/api/counterpart/pages/${id}/submissions`, {
      method: "POST",
      headers: { cookie: ann, "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ answers: {} }),
    });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ code: "resource_destroyed" });
  });
});

describe("a Person's chat page answers the same way", () => {
  it("open: 200 with the chat", async () => {
    const { id } = await person();
    const html = await expectNotice(await open(`/persons/${id}`, ann), 200, /Ada/, { signedIn: "ann-status@example.com", notice: false });
    expect(html).toContain("Message to Ada");
    expect(html).not.toContain("unavailable right now");
  });

  it("missing 404, destroyed 410, not in the audience 403", async () => {
    await expectNotice(await open(`/persons/${newResourceId("person")}`, ann), 404, /Not found/, { signedIn: "ann-status@example.com" });
    const gone = await person();
    await destroyResource({ type: "person", id: gone.id, leaseId: gone.leaseId });
    await expectNotice(await open(`/persons/${gone.id}`, ann), 410, /This chat was removed/, { signedIn: "ann-status@example.com" });
    const closed = await person({ visibility: "private", audienceEmails: ["ann-status@example.com"] });
    const html = await expectNotice(await open(`/persons/${closed.id}`, eve), 403, /No access/, { signedIn: "eve-status@example.com" });
    expect(html).not.toContain("Answer questions.");
  });

  it("expired, not yet paid or out of turns: 503, the conversation still shown with the neutral notice", async () => {
    for (const [options, reason] of [
      [{ termEnd: new Date(Date.now() - 1000) }, "Ada is unavailable right now. Please try again later."],
      [{ status: "pending" as const }, "Ada is unavailable right now. Please try again later."],
      [{ usedUnits: 5 }, "Ada cannot take more messages right now. Please try again later."],
    ] as const) {
      const { id } = await person(options);
      const html = await expectNotice(await open(`/persons/${id}`, ann), 503, /Ada/, { signedIn: "ann-status@example.com", notice: false });
      expect(html).toContain(reason);
      // The composer is disabled, and says why.
      expect(html).toMatch(/<textarea[^>]*disabled=""[^>]*aria-describedby="composer-reason"/);
      expect(html).not.toMatch(/\b(?:turns?|lease|renew|expired)\b/i);
    }
  });

  it("signed out: a redirect to sign in that comes back", async () => {
    const { id } = await person();
    const response = await open(`/persons/${id}`);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`/signin?callbackUrl=${encodeURIComponent(`/persons/${id}`)}`);
  });
});
