/**
 * Approvers and signing order: an approval Page that names its
 * approvers takes a decision from them only (403 not_an_approver for anyone
 * else, nothing recorded), each once, and shows each approver's decision; an
 * e-signature Page that names its signers takes them in order (409
 * not_your_turn with whom they wait for, 403 not_a_signer), emails the next
 * signer in the signature's transaction, and the last sealed copy's
 * certificate lists every signature. Both lists are checked when the Page
 * is created and changed. Through the real HTTP API, the app's own mail
 * workers and the local outbox.
 */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "@/lib/domains/auth/outbox";
import { db } from "@/lib/core/db/client";
import { api, baseUrl, bearer, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";
import { outboxMessages, waitForMail } from "../support/outbox";
import { pdfText } from "../support/pdf-text";

const PAYER = 148;
const run = `${process.pid}-${Date.now().toString(36)}`;
const person = (name: string) => `${name}-${run}@example.com`;

beforeAll(async () => {
  await fundPayer(PAYER);
});

async function provision(toolType: string, content: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: `Decisions: ${toolType}`, toolType, content, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { id: body.page.id as string, token: body.capabilityToken.token as string };
}
type Leased = Awaited<ReturnType<typeof provision>>;

const send = (pageId: string, cookie: string, body: unknown) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl(), "user-agent": "DecisionsTest/1.0" }, body: JSON.stringify(body) });
const control = async (page: Leased, path = "") => (await api(`/api/v3/control/pages/${page.id}${path}`, { headers: bearer(page.token) })).json();
const html = async (page: Leased, cookie: string) => (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The version of what the page shows (a request without one is told it: 409 conflict, `current`). */
async function seenOf(page: Leased, cookie: string, body: Record<string, unknown>): Promise<string> {
  const response = await send(page.id, cookie, body);
  expect(response.status, await response.clone().text()).toBe(409);
  return (await response.json()).current.version;
}

async function mailsTo(to: string, subject: string, timeoutMs = 20_000): Promise<OutboxMessage[]> {
  return waitForMail((message) => message.to === to && message.subject === subject, `no "${subject}" email to ${to}`, timeoutMs);
}
async function noMailTo(to: string, subjectStart: string) {
  await new Promise((r) => setTimeout(r, 1_500));
  for (const message of await outboxMessages()) {
    expect(message.to === to && message.subject.startsWith(subjectStart), `${message.to}: ${message.subject}`).toBe(false);
  }
}

describe("approval: named approvers", () => {
  it("only the approvers decide, each once with a comment; others read it; the page shows who decided what", async () => {
    const finance = person("finance");
    const facilities = person("facilities");
    // Written in another case: the same people.
    const page = await provision("approval", { request_title: "Cleaning contract", approvers: [finance.toUpperCase(), facilities] });
    const stranger = await counterpartCookie(person("stranger"));
    const seen = await seenOf(page, await counterpartCookie(finance), { decision: "approved" });

    // Someone the content does not name: 403 with a plain sentence, nothing recorded, nothing taken.
    const usedBefore = (await control(page)).lease.used;
    const refused = await send(page.id, stranger, { decision: "approved", comment: "Sure", seen });
    expect(refused.status).toBe(403);
    const refusal = await refused.json();
    expect(refusal.code).toBe("not_an_approver");
    expect(refusal.error).toMatch(/^Only the approvers this request names may decide on it/);
    expect((await control(page)).lease.used).toBe(usedBefore);

    const approved = await send(page.id, await counterpartCookie(finance), { decision: "approved", comment: "Within budget.", seen });
    expect(approved.status, await approved.clone().text()).toBe(201);
    // Each approver decides once.
    const again = await send(page.id, await counterpartCookie(finance), { decision: "rejected", seen });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("already_submitted");

    // The stranger's page: the request, read-only, with why; the approvers and how they stand.
    const theirs = await html(page, stranger);
    expect(theirs).toContain("only the approvers it names can decide on it");
    expect(theirs).not.toContain(">Approve</button>");
    expect(theirs).toContain(finance);
    expect(theirs).toContain("1 of 2 approvers has decided");
    // The second approver's page: the buttons, and the first's decision.
    const second = await html(page, await counterpartCookie(facilities));
    expect(second).toContain(">Approve</button>");
    expect(second).toContain("has not decided yet");

    const rejected = await send(page.id, await counterpartCookie(facilities), { decision: "rejected", comment: "Too expensive.", seen });
    expect(rejected.status).toBe(201);
    // The finance approver comes back: their decision and comment, the outcome, no buttons.
    const back = await html(page, await counterpartCookie(finance));
    expect(back).toMatch(/You approved this on [^<]+\./);
    expect(back).toContain("Your comment: Within budget.");
    expect(back).toContain("Rejected.");
    expect(back).not.toContain(">Approve</button>");

    const { submissions } = await control(page, "/submissions");
    expect(submissions.map((s: { submitterEmail: string; data: { decision: string; comment: string } }) => [s.submitterEmail, s.data.decision, s.data.comment])).toEqual([
      [facilities, "rejected", "Too expensive."],
      [finance, "approved", "Within budget."],
    ]);
    // The events say where the request stands after each decision.
    const { events } = await control(page, "/events");
    const decided = (events as { type: string; data: { decision: string; outcome?: string; approvers?: unknown } }[]).filter((e) => e.type === "page.approval.decided");
    expect(decided.map((e) => [e.data.decision, e.data.outcome, e.data.approvers])).toEqual([
      ["approved", "pending", { decided: 1, of: 2 }],
      ["rejected", "rejected", { decided: 2, of: 2 }],
    ]);
  });

  it("the list is checked when the Page is created and changed: each approver once, a bounded count, real addresses", async () => {
    for (const approvers of [["a@example.com", "A@Example.com"], Array.from({ length: 51 }, (_, i) => `p${i}@example.com`), ["not an email"], []]) {
      const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Bad approvers", toolType: "approval", content: { request_title: "X", approvers } });
      expect(response.status, JSON.stringify(approvers).slice(0, 60)).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    const page = await provision("approval", { request_title: "Patch me" });
    const patched = await api(`/api/v3/control/pages/${page.id}`, {
      method: "PATCH",
      headers: { ...bearer(page.token), "content-type": "application/json" },
      body: JSON.stringify({ content: { request_title: "Patch me", approvers: ["x@example.com", "x@example.com"] } }),
    });
    expect(patched.status).toBe(400);
    expect((await patched.json()).details[0].path).toBe("content.approvers.1");
  });
});

describe("e_signature: signing order", () => {
  it("the second signer waits for the first, is emailed when it is their turn, and the last copy's certificate lists both", async () => {
    const tenant = person("tenant");
    const landlord = person("landlord");
    const page = await provision(
      "e_signature",
      {
        document_title: "Lease of Flat 3",
        document_markdown: "# Lease\n\n| Term | Rent |\n|---|---|\n| 12 months | £1,250 |",
        signers: [
          { email: landlord, name: "Mill Lane Lettings", order: 2 },
          { email: tenant, name: "Sam Taylor", order: 1 },
        ],
      },
      { branding: { organization: "Mill Lane Lettings", contact: "lettings@mill-lane.example" } },
    );
    const tenantCookie = await counterpartCookie(tenant);
    const landlordCookie = await counterpartCookie(landlord);
    const seen = await seenOf(page, tenantCookie, { typedName: "Sam Taylor", agree: true });

    // Not their turn yet: 409, whom they wait for, nothing recorded.
    const early = await send(page.id, landlordCookie, { typedName: "Lee Landlord", agree: true, seen });
    expect(early.status).toBe(409);
    const wait = await early.json();
    expect(wait).toMatchObject({ code: "not_your_turn", waitingFor: [{ email: tenant, name: "Sam Taylor", order: 1 }] });
    expect(wait.error).toContain("waiting for Sam Taylor");
    // Not a signer at all: 403; declining is theirs neither.
    const stranger = await counterpartCookie(person("passer-by"));
    const notSigner = await send(page.id, stranger, { typedName: "Passer By", agree: true, seen });
    expect(notSigner.status).toBe(403);
    expect((await notSigner.json()).code).toBe("not_a_signer");
    expect((await send(page.id, stranger, { decline: true, seen })).status).toBe(403);
    expect(await db().submission.count({ where: { pageId: page.id } })).toBe(0);
    // The landlord's page says whom they wait for, without the form.
    const waiting = await html(page, landlordCookie);
    expect(waiting).toContain("it is not your turn yet: waiting for Sam Taylor");
    expect(waiting).not.toContain(`id="field-typedName"`);
    await noMailTo(landlord, "Your turn to sign");

    const first = await send(page.id, tenantCookie, { typedName: "Sam Taylor", agree: true, seen });
    expect(first.status, await first.clone().text()).toBe(201);
    // The landlord is told it is their turn: from the organisation, with the link and the contact line.
    const [turn] = await mailsTo(landlord, "Your turn to sign: Lease of Flat 3");
    expect(turn!.text).toContain("Mill Lane Lettings asks you to sign “Lease of Flat 3”. 1 signer has signed before you");
    expect(turn!.text).toContain(`/pages/${page.id}`);
    expect(turn!.text).toContain("lettings@mill-lane.example");
    // Each signer signs once.
    const twice = await send(page.id, tenantCookie, { typedName: "Sam Taylor", agree: true, seen });
    expect(twice.status).toBe(409);
    expect((await twice.json()).code).toBe("already_submitted");

    const second = await send(page.id, landlordCookie, { typedName: "Lee Landlord", agree: true, seen });
    expect(second.status, await second.clone().text()).toBe(201);
    const { submissionId } = await second.json();
    const copy = await api(`/api/v3/control/pages/${page.id}/submissions/${submissionId}/pdf`, { headers: bearer(page.token) });
    expect(copy.status).toBe(200);
    const bytes = new Uint8Array(await copy.arrayBuffer());
    const record = await db().submission.findUniqueOrThrow({ where: { id: submissionId } });
    expect(sha(bytes)).toBe((record.data as { pdfSha256: string }).pdfSha256);
    const text = await pdfText(bytes);
    const firstId = (await db().submission.findFirstOrThrow({ where: { pageId: page.id, submitterEmail: tenant } })).id;
    for (const field of ["Certificate of signatures", "Signature 1 of 2", "Signature 2 of 2", "Sam Taylor", tenant, firstId, "Lee Landlord", landlord, submissionId, "DecisionsTest/1.0"]) {
      expect(text, field).toContain(field);
    }
    // The tenant gets the completed copy: the same bytes.
    const [complete] = await mailsTo(tenant, "Everyone has signed: Lease of Flat 3");
    expect(Buffer.from(complete!.attachments![0]!.content, "base64").equals(Buffer.from(bytes))).toBe(true);
    // The controller follows the progress in the events.
    const { events } = await control(page, "/events");
    const signed = (events as { type: string; data: { signing?: unknown } }[]).filter((e) => e.type === "page.signature.completed").map((e) => e.data.signing);
    expect(signed).toEqual([
      { signed: 1, of: 2, complete: false },
      { signed: 2, of: 2, complete: true },
    ]);
    // The page shows both signatures to either signer.
    const after = await html(page, tenantCookie);
    expect(after).toContain("2 of 2 signed");
    expect(after).toContain("Everyone has signed.");
  });

  it("the signers are checked when the Page is created and changed", async () => {
    const bad = [
      { signers: [{ email: "a@example.com" }, { email: "A@example.com" }] },
      { signers: Array.from({ length: 21 }, (_, i) => ({ email: `s${i}@example.com` })) },
      { signers: [{ email: "a@example.com" }], max_signatures_per_person: 2 },
      { signers: [{ email: "a@example.com", role: "boss" }] },
    ];
    for (const extra of bad) {
      const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Bad signers", toolType: "e_signature", content: { document_title: "X", document_markdown: "Y", ...extra } });
      expect(response.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
    }
    const page = await provision("e_signature", { document_title: "X", document_markdown: "Y" });
    const patched = await api(`/api/v3/control/pages/${page.id}`, {
      method: "PATCH",
      headers: { ...bearer(page.token), "content-type": "application/json" },
      body: JSON.stringify({ content: { document_title: "X", document_markdown: "Y", signers: [{ email: "b@example.com" }, { email: "b@example.com" }] } }),
    });
    expect(patched.status).toBe(400);
    expect((await patched.json()).details[0].path).toBe("content.signers.1.email");
  });
});
