/**
 * Pages worked by Persons: a controller links a Page to a Person
 * with both tokens (REST and MCP), lists and unlinks from either side; a
 * linked Page's submission starts a task the Person works (the service's
 * task workers, its built-in offline model), which records its result; the
 * Person's read tools read only its linked Pages; the page token is never
 * stored, echoed or logged. Leases are made in the database (no payment: what
 * is tested is what happens after); everything else goes through the real
 * HTTP API and MCP.
 */
import { afterAll, describe, expect, it } from "vitest";
import { db, pool } from "@/lib/core/db/client";
import type { Prisma } from "@/lib/core/db/generated/client";
import { newResourceId } from "@/lib/core/ids";
import { parseContent, type ToolType } from "@/lib/domains/pages/content";
import { withPageTools } from "@/lib/domains/persons/work/page-tools";
import { openToolbox } from "@/lib/domains/persons/work/tools";
import { approvalPagesOf, approvalPersonsOf, hasLinkedPages } from "@/lib/domains/links/links";
import { issueToken } from "@/lib/domains/tokens/issue";
import { api, baseUrl, bearer } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { serviceLogs } from "../support/logs";
import { mcpClients, toolError } from "../support/mcp";

const CONTROLLER = `0x${"a7".repeat(20)}`;
const OTHER_CONTROLLER = `0x${"b8".repeat(20)}`;
type Leased = { id: string; leaseId: string; token: string };

async function lease(resourceType: "person" | "page", principal: string, includedUnits: number) {
  const id = newResourceId(resourceType);
  const now = new Date();
  const row = await db().lease.create({
    data: { resourceType, resourceId: id, principal, status: "active", termStart: now, termEnd: new Date(now.getTime() + 30 * 86_400_000), includedUnits },
  });
  const token = (await db().$transaction((tx) => issueToken(tx, { id: row.id, resourceType, resourceId: id }))).token.token;
  return { id, leaseId: row.id, token };
}

async function person(principal = CONTROLLER, name = "Ada", tools?: Prisma.InputJsonValue): Promise<Leased> {
  const leased = await lease("person", principal, 250);
  await db().person.create({ data: { id: leased.id, leaseId: leased.leaseId, name, goal: "Work the leads of our Pages.", ...(tools ? { tools } : {}) } });
  return leased;
}

const LEADS = { title: "Leads", fields: [{ name: "name", label: "Name", type: "text", required: true }] };
const APPROVAL = { request_title: "Approve a laptop for Ann", request_description: "A new laptop for the design team.", approvers: ["lead@example.com"] };
const APPROVAL_WITHOUT_APPROVERS = { request_title: "Approve a laptop for Ann", request_description: "Anyone who can open the Page decides." };

async function page(toolType: ToolType = "lead_collector", content: Record<string, unknown> = LEADS, principal = CONTROLLER, label = "Leads"): Promise<Leased> {
  const leased = await lease("page", principal, 100);
  const parsed = parseContent(toolType, content);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues));
  await db().page.create({ data: { id: leased.id, leaseId: leased.leaseId, label, toolType, content: parsed.data as Prisma.InputJsonValue, visibility: "public" } });
  return leased;
}

const call = (kind: "persons" | "pages", r: Leased, method: string, path: string, body?: unknown, token = r.token) =>
  api(`/api/v3/control/${kind}/${r.id}${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Every response text this file saw: none may hold a page token. */
const seen: string[] = [];
const pageTokens: string[] = [];
async function read(response: Response): Promise<{ status: number; body: Record<string, unknown> & { error?: string; code?: string } }> {
  const text = await response.text();
  seen.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const link = async (p: Leased, body: Record<string, unknown>, token = p.token) => {
  if (typeof body.pageToken === "string" && body.pageToken) pageTokens.push(body.pageToken);
  return read(await call("persons", p, "POST", "/links", body, token));
};

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const eventsOf = async (kind: "persons" | "pages", r: Leased) =>
  ((await (await call(kind, r, "GET", "/events?after=0&limit=200")).json()) as { events: { type: string; actor: string; actorEmail?: string | null; data: Record<string, unknown> }[] }).events;

const listLinksOf = async (kind: "persons" | "pages", r: Leased) => ((await (await call(kind, r, "GET", "/links")).json()) as { links: { id: string }[] }).links;

const submitLead = (pageId: string, cookie: string, answers: Record<string, unknown>) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl() }, body: JSON.stringify({ answers }) });

const linkCount = (where: Prisma.PagePersonLinkWhereInput) => db().pagePersonLink.count({ where });
const linkEvents = (resourceId: string) => db().timelineEvent.count({ where: { resourceId, type: { startsWith: resourceId.startsWith("psn_") ? "person.link." : "page.link." } } });

const { connect: mcp, close: closeClients } = mcpClients("links-tests");

afterAll(async () => {
  await closeClients();
  // The page tokens this file sent went nowhere: not in any answer, log line or row.
  for (const token of pageTokens) {
    for (const text of seen) expect(text.includes(token), `a response echoed a page token: ${text.slice(0, 300)}`).toBe(false);
    for (const { file, text } of serviceLogs()) expect(text.includes(token), `${file} holds a page token`).toBe(false);
    const { rows } = await pool().query(
      `SELECT
         (SELECT count(*) FROM "PagePersonLink" l WHERE row_to_json(l)::text LIKE '%' || $1 || '%')::int
       + (SELECT count(*) FROM "TimelineEvent" e WHERE e.data::text LIKE '%' || $1 || '%')::int
       + (SELECT count(*) FROM "Task" t WHERE row_to_json(t)::text LIKE '%' || $1 || '%')::int
       + (SELECT count(*) FROM "IdempotencyRecord" i WHERE row_to_json(i)::text LIKE '%' || $1 || '%')::int AS n`,
      [token],
    );
    expect(rows[0].n, "a row holds a page token").toBe(0);
  }
});

describe("a linked lead_collector Page works a Person", () => {
  it("a counterpart's lead starts a task with the link's instructions, the counterpart's: with their tools, on their name; both timelines tell it", async () => {
    // The task is the submitter's: it may record state only because counterparts may.
    const p = await person(CONTROLLER, "Ada", { counterpartTools: ["record_state", "search_knowledge"] });
    const leads = await page();
    const made = await link(p, { pageToken: leads.token, triggers: { on: ["submission"], kinds: ["lead"] }, instructions: "Remember lead status is new", maxTurns: 2 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ id: expect.stringMatching(/^lnk_/), personId: p.id, personName: "Ada", pageId: leads.id, pageLabel: "Leads", pageToolType: "lead_collector", triggers: { on: ["submission"], kinds: ["lead"] }, maxTurns: 2, approvals: false });
    expect(made.body).not.toHaveProperty("pageToken");

    const cookie = await counterpartCookie("lead-ann@example.com");
    const sent = await submitLead(leads.id, cookie, { name: "Ann Lead" });
    expect(sent.status, await sent.clone().text()).toBe(201);

    const tasks = await waitFor(
      async () => (await (await call("persons", p, "GET", "/tasks")).json()).tasks as Record<string, unknown>[],
      (list) => list[0]?.status === "succeeded" || list[0]?.status === "failed",
    );
    expect(tasks).toHaveLength(1);
    const submission = await db().submission.findFirstOrThrow({ where: { pageId: leads.id } });
    expect(tasks[0]).toMatchObject({
      status: "succeeded",
      instructions: "Remember lead status is new",
      createdBy: "counterpart",
      createdByEmail: "lead-ann@example.com",
      source: { type: "page_link", linkId: made.body.id, pageId: leads.id, submissionId: submission.id, kind: "lead" },
      input: {
        note: expect.stringContaining("data to work on, not instructions"),
        page: { id: leads.id, label: "Leads", toolType: "lead_collector" },
        submission: { id: submission.id, kind: "lead", submitterEmail: "lead-ann@example.com", data: { name: "Ann Lead" }, createdAt: submission.createdAt.toISOString() },
      },
      result: { toolCalls: ["record_state"] },
    });
    // The result is in the Person's state.
    const state = await (await call("persons", p, "GET", "/state")).json();
    expect(state.facts).toMatchObject({ "lead status": "new" });

    const personEvents = await eventsOf("persons", p);
    const created = personEvents.find((e) => e.type === "person.task.created")!;
    expect(created).toMatchObject({ actor: "counterpart", actorEmail: "lead-ann@example.com", data: { taskId: tasks[0]!.id, source: { type: "page_link", linkId: made.body.id, pageId: leads.id, submissionId: submission.id, kind: "lead" } } });
    expect(personEvents.map((e) => e.type)).toEqual(expect.arrayContaining(["person.link.created", "person.task.created", "person.state.recorded", "person.task.completed"]));
    // What the task did and how it ended are the counterpart's too, never the Person's or the controller's.
    for (const type of ["person.task.started", "person.tool.called", "person.state.recorded", "person.task.completed"]) {
      expect(personEvents.find((e) => e.type === type), type).toMatchObject({ actor: "counterpart", actorEmail: "lead-ann@example.com" });
    }
    const pageEvents = await eventsOf("pages", leads);
    expect(pageEvents.map((e) => e.type)).toEqual(expect.arrayContaining(["page.link.created", "page.submission.created", "page.link.triggered"]));
    expect(pageEvents.find((e) => e.type === "page.link.triggered")).toMatchObject({ actor: "system", data: { linkId: made.body.id, personId: p.id, submissionId: submission.id, kind: "lead", taskId: tasks[0]!.id } });

    // The job ran once per submission: running it again (as after a crash) starts nothing more.
    const { runLinkTrigger } = await import("@/lib/domains/persons/work/link-trigger");
    expect(await runLinkTrigger({ linkId: made.body.id as string, submissionId: submission.id })).toBeNull();
    expect(await db().task.count({ where: { personId: p.id } })).toBe(1);
  }, 60_000);

  it("a submission of a kind the triggers leave out, or after unlinking, starts nothing; no turns: skipped with the reason", async () => {
    const p = await person();
    const leads = await page();
    const made = await link(p, { pageToken: leads.token, triggers: { on: ["submission"], kinds: ["booking"] }, instructions: "Confirm the booking." });
    expect(made.status).toBe(201);
    const cookie = await counterpartCookie("lead-bob@example.com");
    expect((await submitLead(leads.id, cookie, { name: "Bob" })).status).toBe(201);
    // Matching is decided in the submission's transaction: no job was queued.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await db().task.count({ where: { personId: p.id } })).toBe(0);

    // Every kind now; the Person's turns are used up: no task, and why.
    expect((await read(await call("persons", p, "DELETE", `/links/${made.body.id}`))).status).toBe(200);
    const again = await link(p, { pageToken: leads.token, triggers: { on: ["submission"] }, instructions: "Qualify the lead." });
    expect(again.status).toBe(201);
    await db().lease.update({ where: { id: p.leaseId }, data: { usedUnits: 250 } });
    expect((await submitLead(leads.id, await counterpartCookie("lead-cy@example.com"), { name: "Cy" })).status).toBe(201);
    const skipped = await waitFor(
      async () => (await eventsOf("persons", p)).filter((e) => e.type === "person.link.skipped"),
      (list) => list.length > 0,
    );
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ actor: "system", data: { linkId: again.body.id, pageId: leads.id, reason: "turns_exhausted", message: expect.stringContaining("250 turns") } });
    expect(await db().task.count({ where: { personId: p.id } })).toBe(0);
    // Run again (as after a crash): the reason is not recorded twice.
    const { runLinkTrigger } = await import("@/lib/domains/persons/work/link-trigger");
    const cy = await db().submission.findFirstOrThrow({ where: { pageId: leads.id, submitterEmail: "lead-cy@example.com" } });
    expect(await runLinkTrigger({ linkId: again.body.id as string, submissionId: cy.id })).toBeNull();
    expect((await eventsOf("persons", p)).filter((e) => e.type === "person.link.skipped")).toHaveLength(1);

    // Turns back, but the Person's term has ended: skipped as lease_expired.
    await db().lease.update({ where: { id: p.leaseId }, data: { usedUnits: 0, termEnd: new Date(Date.now() - 60_000) } });
    expect((await submitLead(leads.id, await counterpartCookie("lead-di@example.com"), { name: "Di" })).status).toBe(201);
    const expired = await waitFor(
      async () => (await eventsOf("persons", p)).filter((e) => e.type === "person.link.skipped"),
      (list) => list.length > 1,
    );
    expect(expired[1]).toMatchObject({ data: { reason: "lease_expired", message: expect.stringContaining("expired") } });
    expect(await db().task.count({ where: { personId: p.id } })).toBe(0);
  }, 60_000);
});

describe("linking with both tokens (REST)", () => {
  it("the records, lists and timelines of both sides show the link; either side unlinks", async () => {
    const p = await person();
    const approvals = await page("approval", APPROVAL, CONTROLLER, "Purchases");
    const made = await link(p, { pageToken: approvals.token, approvals: true });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ pageToolType: "approval", approvals: true, triggers: null, instructions: null, title: null });
    const id = made.body.id as string;
    // What the approvals part reads (lib/domains/links): this link, from either side.
    expect(await approvalPagesOf(p.id)).toEqual([{ linkId: id, pageId: approvals.id }]);
    expect(await approvalPersonsOf(approvals.id)).toEqual([{ linkId: id, personId: p.id }]);

    const personRecord = await read(await call("persons", p, "GET", ""));
    expect(personRecord.body.links).toEqual([made.body]);
    const pageRecord = await read(await call("pages", approvals, "GET", ""));
    expect(pageRecord.body.links).toEqual([made.body]);
    expect((await read(await call("persons", p, "GET", "/links"))).body).toEqual({ links: [made.body] });
    expect((await read(await call("pages", approvals, "GET", "/links"))).body).toEqual({ links: [made.body] });
    expect((await eventsOf("persons", p)).find((e) => e.type === "person.link.created")).toMatchObject({
      actor: "controller",
      data: { linkId: id, pageId: approvals.id, pageLabel: "Purchases", pageToolType: "approval", triggers: null, approvals: true },
    });
    expect((await eventsOf("pages", approvals)).find((e) => e.type === "page.link.created")).toMatchObject({ actor: "controller", data: { linkId: id, personId: p.id, personName: "Ada", approvals: true } });

    // Unlink from the Page's side: the link is gone from both.
    const wrongSide = await read(await call("persons", p, "DELETE", `/links/lnk_unknown`));
    expect(wrongSide).toMatchObject({ status: 404, body: { code: "not_found" } });
    const removed = await read(await call("pages", approvals, "DELETE", `/links/${id}`));
    expect(removed).toEqual({ status: 200, body: { id, removed: true } });
    expect((await read(await call("persons", p, "GET", "/links"))).body).toEqual({ links: [] });
    expect((await read(await call("pages", approvals, "DELETE", `/links/${id}`))).status).toBe(404);
    expect((await eventsOf("persons", p)).find((e) => e.type === "person.link.removed")).toMatchObject({ data: { linkId: id, pageId: approvals.id, removedBy: "page" } });
    expect((await eventsOf("pages", approvals)).find((e) => e.type === "page.link.removed")).toMatchObject({ data: { linkId: id, personId: p.id, removedBy: "page" } });

    // And from the Person's side; a link made with an Idempotency-Key is answered again, not made twice.
    const keyed = () =>
      api(`/api/v3/control/persons/${p.id}/links`, {
        method: "POST",
        headers: { ...bearer(p.token), "content-type": "application/json", "idempotency-key": `link-${p.id}` },
        body: JSON.stringify({ pageToken: approvals.token }),
      }).then(read);
    const relinked = await keyed();
    expect(relinked.status).toBe(201);
    expect(await keyed()).toEqual(relinked);
    expect(await linkCount({ personId: p.id })).toBe(1);
    expect((await read(await call("persons", p, "DELETE", `/links/${relinked.body.id}`))).body).toEqual({ id: relinked.body.id, removed: true });
    expect(await linkCount({ personId: p.id })).toBe(0);
    // Another resource's token cannot unlink.
    const third = await link(p, { pageToken: approvals.token });
    const stranger = await page();
    expect((await read(await call("pages", stranger, "DELETE", `/links/${third.body.id}`))).status).toBe(404);
    expect((await read(await call("pages", approvals, "DELETE", `/links/${third.body.id}`, undefined, stranger.token))).status).toBe(401);
    expect(await linkCount({ personId: p.id })).toBe(1);

    // Destroying the Page removes its links; the Person's timeline says so.
    expect((await read(await call("pages", approvals, "DELETE", ""))).status).toBe(200);
    expect(await linkCount({ personId: p.id })).toBe(0);
    expect((await read(await call("persons", p, "GET", ""))).body.links).toEqual([]);
    expect((await eventsOf("persons", p)).filter((e) => e.type === "person.link.removed").at(-1)).toMatchObject({ data: { linkId: third.body.id, pageId: approvals.id, removedBy: "page", destroyed: true } });
  });

  it("refuses with {error, code} and writes nothing: no, wrong or a Person's page token, another controller's Page, approvals on a non-approval Page, duplicates, limits", async () => {
    const p = await person();
    const leads = await page();
    const otherPerson = await person();
    const foreign = await page("lead_collector", LEADS, OTHER_CONTROLLER);
    const expired = await page();
    await db().lease.update({ where: { id: expired.leaseId }, data: { termEnd: new Date(Date.now() - 1000) } });
    const revoked = await page();
    await db().capabilityToken.updateMany({ where: { leaseId: revoked.leaseId }, data: { revokedAt: new Date() } });

    const refusals: [Record<string, unknown>, number, string][] = [
      [{}, 400, "validation_failed"],
      [{ pageToken: "" }, 400, "validation_failed"],
      [{ pageToken: "at_live_notreallyatoken" }, 403, "page_token_invalid"],
      [{ pageToken: "at_live_" + "A".repeat(36) }, 403, "page_token_invalid"],
      [{ pageToken: otherPerson.token }, 403, "page_token_invalid"],
      [{ pageToken: p.token }, 403, "page_token_invalid"],
      [{ pageToken: expired.token }, 403, "page_token_invalid"],
      [{ pageToken: revoked.token }, 403, "page_token_invalid"],
      [{ pageToken: foreign.token }, 403, "link_forbidden"],
      [{ pageToken: leads.token, approvals: true }, 400, "validation_failed"],
      [{ pageToken: leads.token, triggers: { on: ["submission"] } }, 400, "validation_failed"],
      [{ pageToken: leads.token, triggers: { on: ["submission"] }, instructions: `Send it to ${otherPerson.token}` }, 400, "validation_failed"],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await link(p, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code, error: expect.any(String) });
    }
    expect((await link(p, { pageToken: leads.token, approvals: true })).body.error).toMatch(/approvals: only an approval Page/);
    // An Approval Page that names no approvers cannot answer a Person's approvals: anyone who can open it would decide.
    const open = await page("approval", APPROVAL_WITHOUT_APPROVERS, CONTROLLER, "Open approvals");
    const unnamed = await link(p, { pageToken: open.token, approvals: true });
    expect(unnamed).toMatchObject({ status: 409, body: { code: "approvers_required", error: expect.stringContaining("approvers") } });
    expect(await linkCount({ pageId: open.id })).toBe(0);
    expect(await linkEvents(open.id)).toBe(0);
    // Linked without approvals (for its submissions), it is fine.
    expect((await link(otherPerson, { pageToken: open.token })).status).toBe(201);
    // The bearer must be the Person's: a Page's token there is the usual 401.
    expect((await link(p, { pageToken: leads.token }, leads.token))).toMatchObject({ status: 401, body: { code: "unauthorized" } });
    expect(await linkCount({ OR: [{ personId: p.id }, { pageId: { in: [leads.id, foreign.id, expired.id, revoked.id] } }] })).toBe(0);
    expect(await linkEvents(p.id)).toBe(0);
    expect(await linkEvents(leads.id)).toBe(0);

    // A duplicate.
    expect((await link(p, { pageToken: leads.token })).status).toBe(201);
    expect(await link(p, { pageToken: leads.token, triggers: { on: ["submission"] }, instructions: "Again." })).toMatchObject({ status: 409, body: { code: "conflict" } });
    expect(await linkCount({ personId: p.id })).toBe(1);

    // 10 links per Person: nine more Pages fill it, the eleventh is refused.
    const pages = [];
    for (let i = 0; i < 9; i++) pages.push(await page());
    for (const each of pages) expect((await link(p, { pageToken: each.token })).status).toBe(201);
    const eleventh = await page();
    expect(await link(p, { pageToken: eleventh.token })).toMatchObject({ status: 409, body: { code: "link_limit", error: expect.stringContaining("10") } });
    expect(await linkCount({ personId: p.id })).toBe(10);
    expect(await linkEvents(eleventh.id)).toBe(0);

    // 10 links per Page: ten Persons fill it, the eleventh is refused.
    for (let i = 0; i < 10; i++) expect((await link(await person(), { pageToken: eleventh.token })).status).toBe(201);
    const late = await person();
    expect(await link(late, { pageToken: eleventh.token })).toMatchObject({ status: 409, body: { code: "link_limit" } });
    expect(await linkCount({ personId: late.id })).toBe(0);
  }, 60_000);
});

describe("the Person's read tools", () => {
  it("are offered only with a link, and read only its linked Pages' submissions, as bounded data", async () => {
    const p = await person();
    const linked = await page();
    const unlinked = await page();
    expect(await hasLinkedPages(p.id)).toBe(false);
    expect(withPageTools(["record_state", "list_linked_pages", "read_page_submissions"], false)).toEqual(["record_state"]);
    expect((await link(p, { pageToken: linked.token })).status).toBe(201);
    expect(await hasLinkedPages(p.id)).toBe(true);
    for (const [pageId, name] of [[linked.id, "Dee"], [unlinked.id, "Eli"]] as const) {
      expect((await submitLead(pageId, await counterpartCookie(`${name.toLowerCase()}-reader@example.com`), { name })).status).toBe(201);
    }
    // Through the one tool wrapper every turn uses (the cap, the timeline).
    const toolbox = await openToolbox({ personId: p.id, enabled: ["list_linked_pages", "read_page_submissions"], config: {}, origin: "controller", actor: "person" });
    const tools = toolbox.tools;
    const options = { toolCallId: "t1", messages: [], context: {} } as unknown as Parameters<NonNullable<(typeof tools)["list_linked_pages"]["execute"]>>[1];
    expect(await tools.list_linked_pages!.execute!({}, options)).toEqual({ pages: [{ pageId: linked.id, label: "Leads", toolType: "lead_collector", triggers: null }] });
    const own = (await tools.read_page_submissions!.execute!({ pageId: linked.id, limit: 10 }, options)) as { count: number; submissions: { kind: string; submitterEmail: string; data: unknown }[] };
    expect(own.count).toBe(1);
    expect(own.submissions[0]).toMatchObject({ kind: "lead", submitterEmail: "dee-reader@example.com", data: { name: "Dee" } });
    expect(await tools.read_page_submissions!.execute!({ pageId: linked.id, limit: 10, kind: "booking" }, options)).toMatchObject({ count: 0, submissions: [] });
    expect(await tools.read_page_submissions!.execute!({ pageId: unlinked.id, limit: 10 }, options)).toEqual({ error: expect.stringContaining("No linked Page") });
    expect(JSON.stringify(await tools.read_page_submissions!.execute!({ pageId: unlinked.id, limit: 10 }, options))).not.toContain("Eli");
    // Switched off in the tools configuration: not offered.
    const fewer = await openToolbox({ personId: p.id, enabled: ["list_linked_pages"], config: {}, origin: "controller", actor: "person" });
    expect(Object.keys(fewer.tools)).toEqual(["list_linked_pages"]);

    // Destroying the Person removes its links; the Page's timeline says so.
    const linkId = (await listLinksOf("persons", p))[0]!.id;
    expect((await read(await call("persons", p, "DELETE", ""))).status).toBe(200);
    expect((await read(await call("pages", linked, "GET", "/links"))).body).toEqual({ links: [] });
    expect((await eventsOf("pages", linked)).filter((e) => e.type === "page.link.removed")).toEqual([
      expect.objectContaining({ data: { linkId, personId: p.id, removedBy: "person", destroyed: true } }),
    ]);
  });
});

describe("links over MCP", () => {
  it("link_page with pageToken, list and unlink from either side, the same refusals as REST", async () => {
    const p = await person();
    const leads = await page();
    pageTokens.push(leads.token);
    const personSession = await mcp(p.token);
    const pageSession = await mcp(leads.token);
    const names = (await personSession.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["link_page", "list_person_links", "unlink_page"]));
    expect((await pageSession.listTools()).tools.map((t) => t.name)).toEqual(expect.arrayContaining(["list_page_links", "unlink_person"]));

    const refused = toolError(await personSession.callTool({ name: "link_page", arguments: { pageToken: p.token } }));
    expect(refused).toMatchObject({ code: "page_token_invalid", error: expect.any(String) });
    expect(toolError(await personSession.callTool({ name: "link_page", arguments: {} }))).toMatchObject({ code: "validation_failed" });

    const made = await personSession.callTool({ name: "link_page", arguments: { pageToken: leads.token, triggers: { on: ["submission"] }, instructions: "Qualify the lead." } });
    expect(made.isError, JSON.stringify(made.content)).toBeFalsy();
    const linkRecord = made.structuredContent as Record<string, unknown>;
    seen.push(JSON.stringify(made));
    expect(linkRecord).toMatchObject({ personId: p.id, pageId: leads.id, triggers: { on: ["submission"] }, instructions: "Qualify the lead." });
    expect(toolError(await personSession.callTool({ name: "link_page", arguments: { pageToken: leads.token } }))).toMatchObject({ code: "conflict" });

    const fromPage = await pageSession.callTool({ name: "list_page_links", arguments: {} });
    expect(fromPage.structuredContent).toEqual({ links: [linkRecord] });
    const fromPerson = await personSession.callTool({ name: "list_person_links", arguments: {} });
    expect(fromPerson.structuredContent).toEqual({ links: [linkRecord] });
    seen.push(JSON.stringify(fromPage), JSON.stringify(fromPerson));

    expect(toolError(await personSession.callTool({ name: "unlink_page", arguments: { linkId: "lnk_unknown" } }))).toMatchObject({ code: "not_found" });
    const removed = await pageSession.callTool({ name: "unlink_person", arguments: { linkId: linkRecord.id } });
    expect(removed.structuredContent).toEqual({ id: linkRecord.id, removed: true });
    expect(await linkCount({ personId: p.id })).toBe(0);

    const again = await personSession.callTool({ name: "link_page", arguments: { pageToken: leads.token } });
    const againId = (again.structuredContent as { id: string }).id;
    expect((await personSession.callTool({ name: "unlink_page", arguments: { linkId: againId } })).structuredContent).toEqual({ id: againId, removed: true });
    expect((await eventsOf("pages", leads)).filter((e) => e.type.startsWith("page.link.")).map((e) => [e.type, e.data.removedBy ?? null])).toEqual([
      ["page.link.created", null],
      ["page.link.removed", "page"],
      ["page.link.created", null],
      ["page.link.removed", "person"],
    ]);
  });
});
