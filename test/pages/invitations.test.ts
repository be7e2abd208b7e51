/**
 * Invitations, the owner's notification and the emailed receipt,
 * through the real HTTP API, the service's own mail workers and the local
 * outbox: a controller invites a person by email; the email's link is a real
 * NextAuth sign-in link that, followed with a cookie jar, lands signed in on
 * the Page, once, and not after it expired; the invitation is recorded,
 * listed (REST and the real MCP client) and evented (and every event of these
 * Pages is delivered to a webhook: test/events/support.ts); bad input is a
 * 4xx {error, code} with nothing written. Each submission emails the owner a
 * summary and the person a receipt when the Page asks for them.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";
import { db } from "@/lib/core/db/client";
import { api, baseUrl, bearer, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";
import { toolError } from "../support/mcp";
import { eventsOf, leasePage, type Leased } from "../events/support";
import { outboxMessages } from "../support/outbox";

const PAYER = 164;
const run = `${process.pid}-${Date.now().toString(36)}`;
const address = (name: string) => `${name}-${run}@example.com`;
const FORM = { title: "Intake", fields: [{ name: "name", label: "Your name", type: "text", required: true }, { name: "topic", label: "Topic", type: "text" }] };

const invite = (page: Leased, body: unknown, headers: Record<string, string> = {}) =>
  api(`/api/v3/control/pages/${page.id}/invitations`, { method: "POST", headers: { ...bearer(page.token), "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
const patch = (page: Leased, body: unknown) =>
  api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify(body) });
const listed = async (page: Leased) => (await (await api(`/api/v3/control/pages/${page.id}/invitations`, { headers: bearer(page.token) })).json()) as { invitations: Record<string, unknown>[]; nextCursor: string | null };
const submit = (pageId: string, cookie: string, body: unknown) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl() }, body: JSON.stringify(body) });

async function mailsTo(to: string): Promise<OutboxMessage[]> {
  return (await outboxMessages()).filter((message) => message.to === to);
}

/** The `count`-th email to `to` (waiting for the service's mail workers to send it). */
async function mailTo(to: string, count = 1, timeoutMs = 20_000): Promise<OutboxMessage> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const found = await mailsTo(to);
    if (found.length >= count) return found[count - 1]!;
  }
  throw new Error(`no email ${count} to ${to}`);
}

const linkIn = (message: OutboxMessage) => {
  const match = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(message.text ?? "");
  expect(match, message.text).toBeTruthy();
  return match![0];
};

/** Follows a sign-in link as a browser would (one redirect at a time), keeping the cookies it sets. */
async function follow(link: string): Promise<{ location: string; cookie: string | null }> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(302);
  const session = (response.headers.getSetCookie?.() ?? []).map((line) => line.split(";")[0]!).find((pair) => pair.startsWith("next-auth.session-token=") && pair.length > "next-auth.session-token=".length);
  return { location: response.headers.get("location") ?? "", cookie: session ?? null };
}

const counts = async (pageId: string) => ({
  invitations: await db().pageInvitation.count({ where: { pageId } }),
  events: await db().timelineEvent.count({ where: { resourceId: pageId } }),
  audience: (await db().page.findUniqueOrThrow({ where: { id: pageId } })).audienceEmails.length,
  // This file's addresses only: other files sign people in at the same moment.
  tokens: await db().verificationToken.count({ where: { identifier: { contains: run } } }),
});

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
});

describe("invitations", () => {
  let page: Leased;
  beforeAll(async () => {
    page = await leasePage("custom_form", FORM);
    // A private Page needs an audience (refused without one: test/pages/contracts.test.ts); the invited join it.
    const audience = await api(`/api/v3/control/pages/${page.id}/audience`, { method: "POST", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ audienceEmails: [address("front-desk")] }) });
    expect(audience.status).toBe(200);
    expect((await patch(page, { visibility: "private", branding: { organization: "Praxis Weber", contact: "termine@praxis-weber.example" } })).status).toBe(200);
  });

  it("one call emails a branded sign-in link that signs the person in and lands on the Page, once; recorded, listed and evented", async () => {
    const email = address("Invitee");
    const response = await invite(page, { email: email.toUpperCase(), message: "Please fill this in before Friday." });
    expect(response.status, await response.clone().text()).toBe(201);
    const sent = (await response.json()) as Record<string, string | boolean | null>;
    expect(sent).toMatchObject({ email: email.toLowerCase(), message: "Please fill this in before Friday.", invitedBy: "controller", openedAt: null, status: "sent", addedToAudience: true, repeated: false });
    expect(String(sent.id)).toMatch(/^inv_/);
    expect(Date.parse(String(sent.expiresAt)) - Date.parse(String(sent.invitedAt))).toBe(7 * 86_400_000);
    // A private Page: the invited person joined its audience.
    expect((await db().page.findUniqueOrThrow({ where: { id: page.id } })).audienceEmails).toContain(email.toLowerCase());

    const message = await mailTo(email.toLowerCase());
    expect(message.subject).toBe("Praxis Weber invites you to open “Events: custom_form”");
    expect(message.text).toContain("Praxis Weber invites you to open “Events: custom_form” on Leasehold.");
    expect(message.text).toContain("Please fill this in before Friday.");
    expect(message.text).toContain(`It signs you in as ${email.toLowerCase()} and works once, for 7 days:`);
    expect(message.text).toContain("Contact: termine@praxis-weber.example");
    const link = linkIn(message);
    // The configured address (NEXTAUTH_URL), the Page as where it lands.
    expect(new URL(link).origin).toBe(new URL(process.env.NEXTAUTH_URL!).origin);
    expect(new URL(link).searchParams.get("callbackUrl")).toBe(`${new URL(process.env.NEXTAUTH_URL!).origin}/pages/${page.id}`);

    // Not signed in yet: the Page sends them to sign in.
    expect((await api(`/pages/${page.id}`, { redirect: "manual" })).headers.get("location")).toContain("/signin");
    const first = await follow(link);
    expect(first.location).toBe(`${new URL(process.env.NEXTAUTH_URL!).origin}/pages/${page.id}`);
    expect(first.cookie).toBeTruthy();
    const landed = await api(`/pages/${page.id}`, { headers: { cookie: first.cookie! } });
    expect(landed.status).toBe(200);
    const html = await landed.text();
    expect(html).toContain("Signed in as");
    expect(html).toContain(email.toLowerCase());
    expect(html).toContain("Your name");

    // Used once: the same link again signs no one in.
    const again = await follow(link);
    expect(again.location).toContain("error=Verification");
    expect(again.cookie).toBeNull();

    const [invitation] = (await listed(page)).invitations;
    expect(invitation).toMatchObject({ id: sent.id, email: email.toLowerCase(), status: "opened", addedToAudience: true });
    expect(Date.parse(String(invitation!.openedAt))).toBeGreaterThanOrEqual(Date.parse(String(sent.invitedAt)));
    const events = await eventsOf(page);
    const sentEvent = events.find((event) => event.type === "page.invitation.sent" && event.data.invitationId === sent.id);
    expect(sentEvent).toMatchObject({ actor: "controller", data: { email: email.toLowerCase(), expiresAt: sent.expiresAt, addedToAudience: true } });
    expect(String(sentEvent!.data.url)).toMatch(new RegExp(`/api/v3/control/pages/${page.id}/invitations$`));
    expect(events.filter((event) => event.type === "page.invitation.opened" && event.data.invitationId === sent.id)).toMatchObject([{ actor: "counterpart", actorEmail: email.toLowerCase() }]);
    // A second visit is not a second opening.
    await api(`/pages/${page.id}`, { headers: { cookie: first.cookie! } });
    expect((await eventsOf(page)).filter((event) => event.type === "page.invitation.opened")).toHaveLength(1);
  });

  it("an expired link signs no one in, and the invitation reads expired", async () => {
    const email = address("late");
    const response = await invite(page, { email });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const link = linkIn(await mailTo(email));
    await db().verificationToken.updateMany({ where: { identifier: email }, data: { expires: new Date(Date.now() - 1000) } });
    await db().pageInvitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const followed = await follow(link);
    expect(followed.location).toContain("error=Verification");
    expect(followed.cookie).toBeNull();
    expect((await listed(page)).invitations.find((invitation) => invitation.id === id)).toMatchObject({ status: "expired", openedAt: null });
  });

  it("destroying the Page revokes its unused links: they sign no one in", async () => {
    const doomed = await leasePage("custom_form", FORM);
    const email = address("doomed");
    expect((await invite(doomed, { email })).status).toBe(201);
    const link = linkIn(await mailTo(email));
    expect(await db().verificationToken.count({ where: { identifier: email } })).toBe(1);
    expect((await api(`/api/v3/control/pages/${doomed.id}`, { method: "DELETE", headers: bearer(doomed.token) })).status).toBe(200);
    expect(await db().verificationToken.count({ where: { identifier: email } })).toBe(0);
    const followed = await follow(link);
    expect(followed.location).toContain("error=Verification");
    expect(followed.cookie).toBeNull();
  });

  it("the same address again within minutes answers that invitation and sends nothing; a Page may send 50 a day", async () => {
    const email = address("twice");
    const first = (await (await invite(page, { email })).json()) as { id: string };
    await mailTo(email);
    const before = await counts(page.id);
    const second = await invite(page, { email: email.toUpperCase() });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ id: first.id, repeated: true });
    expect(await counts(page.id)).toEqual(before);

    // Up to the bound with rows of our own, then the next one is refused with nothing written.
    const existing = await db().pageInvitation.count({ where: { pageId: page.id } });
    await db().pageInvitation.createMany({
      data: Array.from({ length: 50 - existing }, (_, n) => ({ id: `inv_bound${run.replace(/[^a-z0-9]/g, "")}${n}`, pageId: page.id, email: `bound-${n}@example.com`, invitedByToken: "test", expiresAt: new Date(Date.now() + 86_400_000) })),
    });
    const full = await counts(page.id);
    const refused = await invite(page, { email: address("fifty-first") });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await counts(page.id)).toEqual(full);
    expect(await mailsTo(address("fifty-first"))).toEqual([]);
  });

  it("bad input: 4xx {error, code} and nothing written", async () => {
    const other = await leasePage("custom_form", FORM);
    await db().page.update({ where: { id: other.id }, data: { visibility: "private", audienceEmails: Array.from({ length: 500 }, (_, n) => `member-${n}@example.com`) } });
    const before = await counts(other.id);
    const cases: [unknown, number, string, Record<string, string>?][] = [
      [{}, 400, "validation_failed"],
      [{ email: "not an address" }, 400, "validation_failed"],
      [{ email: address("x"), extra: true }, 400, "validation_failed"],
      [{ email: address("x"), message: "a\u0000b" }, 400, "validation_failed"],
      [{ email: address("x"), message: "x".repeat(1001) }, 400, "validation_failed"],
      ["{not json", 400, "invalid_json"],
      [{ email: address("x") }, 415, "unsupported_media_type", { "content-type": "text/plain" }],
      // A private Page whose audience is full cannot take another person.
      [{ email: address("one-too-many") }, 409, "conflict"],
    ];
    for (const [body, status, code, headers] of cases) {
      const response = await invite(other, body, headers);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { error: string; code: string };
      expect(answer.code).toBe(code);
      expect(typeof answer.error).toBe("string");
    }
    // Another Page's token, and none.
    expect((await api(`/api/v3/control/pages/${other.id}/invitations`, { method: "POST", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ email: address("x") }) })).status).toBe(401);
    expect((await api(`/api/v3/control/pages/${other.id}/invitations`)).status).toBe(401);
    expect((await api(`/api/v3/control/pages/${other.id}/invitations?limit=0`, { headers: bearer(other.token) })).status).toBe(400);
    expect(await counts(other.id)).toEqual(before);
    expect(await mailsTo(address("one-too-many"))).toEqual([]);
  });

  it("MCP: invite_to_page and list_page_invitations over the real client, with REST's errors", async () => {
    // A Page of its own (the one above has sent as many as a day allows).
    const mcpPage = await leasePage("custom_form", FORM);
    expect((await patch(mcpPage, { branding: { organization: "Praxis Weber" } })).status).toBe(200);
    const client = new Client({ name: "invitations-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(mcpPage.token) } }));
    clients.push(client);
    const email = address("mcp");
    const result = await client.callTool({ name: "invite_to_page", arguments: { email } });
    expect(result.isError, JSON.stringify(result)).toBeFalsy();
    const sent = result.structuredContent as { id: string; email: string; repeated: boolean };
    expect(sent).toMatchObject({ email, repeated: false });
    expect((await mailTo(email)).subject).toContain("Praxis Weber invites you");
    const list = await client.callTool({ name: "list_page_invitations", arguments: { limit: 200 } });
    expect((list.structuredContent as { invitations: { id: string }[] }).invitations.map((invitation) => invitation.id)).toContain(sent.id);
    expect(toolError(await client.callTool({ name: "invite_to_page", arguments: { email: "nope" } }))).toMatchObject({ code: "validation_failed" });
  });
});

describe("the owner's notification and the person's receipt", () => {
  beforeAll(async () => {
    await fundPayer(PAYER);
  });

  it("are set at purchase and by PATCH, validated", async () => {
    const refused = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Bad", notify: { email: "nobody" }, receipt: "yes" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { details: { path: string }[] }).details.map((d) => d.path).sort()).toEqual(["notify.email", "receipt"]);
    const owner = address("Owner");
    const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Notified", notify: { email: owner }, receipt: true });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { page: { id: string; notify: unknown; receipt: boolean }; capabilityToken: { token: string } };
    expect(body.page).toMatchObject({ notify: { email: owner.toLowerCase() }, receipt: true });
    const page = { id: body.page.id, token: body.capabilityToken.token } as Leased;
    const off = await patch(page, { notify: null, receipt: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ notify: null, receipt: false });
  });

  it("each submission emails the owner a link-free summary and the person a receipt in the Page's language; neither when off", async () => {
    const page = await leasePage("custom_form", FORM);
    const owner = address("owner");
    expect((await patch(page, { notify: { email: owner }, receipt: true, branding: { organization: "Praxis Weber", contact: "termine@praxis-weber.example", locale: "de" } })).status).toBe(200);
    const person = address("person");
    expect((await submit(page.id, await counterpartCookie(person), { answers: { name: "Ann", topic: "Rücken" } })).status).toBe(201);

    const notice = await mailTo(owner);
    expect(notice.subject).toBe("Neue Einsendung: „Intake“");
    expect(notice.text).toContain(`${person} hat am`);
    expect(notice.text).toContain("Your name: Ann");
    expect(notice.text).toContain("Topic: Rücken");
    expect(notice.text).toContain(`GET /api/v3/control/pages/${page.id}/submissions`);
    expect(notice.text).not.toMatch(/https?:\/\//);

    const receipt = await mailTo(person);
    expect(receipt.subject).toBe("Ihre Bestätigung: „Intake“");
    expect(receipt.text).toContain("Praxis Weber hat erhalten, was Sie am");
    expect(receipt.text).toContain("Your name: Ann");
    expect(receipt.text).toContain("Kontakt: termine@praxis-weber.example");

    // Off: the next submission emails no one (a later email to the person arrives, and nothing before it).
    expect((await patch(page, { notify: null, receipt: false })).status).toBe(200);
    const second = address("second");
    expect((await submit(page.id, await counterpartCookie(second), { answers: { name: "Bo" } })).status).toBe(201);
    expect((await invite(page, { email: second })).status).toBe(201);
    await mailTo(second);
    expect(await mailsTo(second)).toHaveLength(1);
    expect(await mailsTo(owner)).toHaveLength(1);
  });
  it("the owner's notifications are bounded: none beyond 60 submissions in an hour, the receipt still goes", async () => {
    const page = await leasePage("custom_form", FORM);
    const owner = address("busy-owner");
    expect((await patch(page, { notify: { email: owner }, receipt: true })).status).toBe(200);
    await db().submission.createMany({ data: Array.from({ length: 60 }, (_, n) => ({ pageId: page.id, kind: "form", submitterEmail: `earlier-${n}@example.com`, data: { name: `N${n}` } })) });
    const person = address("sixty-first");
    expect((await submit(page.id, await counterpartCookie(person), { answers: { name: "Late" } })).status).toBe(201);
    expect((await mailTo(person)).subject).toBe("Your receipt: “Intake”");
    // The receipt was queued in the same transaction as the notification would have been: none came.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(owner)).toEqual([]);
  });
});
