/**
 * One decision and one signature per signed-in person:
 * the same person could approve an approval Page and then reject it, and
 * sign an e-signature Page again under another name, and both records
 * stood. Now a second attempt is 409 already_submitted and changes nothing
 * (no record, no submission of the allowance), however the email is
 * written, also when the attempts race; the Page's content can allow more
 * (allow_decision_change, max_signatures_per_person). Through the real
 * HTTP API: the JSON counterpart route, the page's actions and the page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, baseUrl, bearer, paidPost } from "../support/agent";
import { postAction } from "../support/actions";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";

const PAYER = 76;

beforeAll(async () => {
  await fundPayer(PAYER);
});

async function provision(toolType: string, content: Record<string, unknown>) {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: `One per person: ${toolType}`, toolType, content });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { id: body.page.id as string, token: body.capabilityToken.token as string, content: body.page.content as Record<string, unknown> };
}

type Leased = Awaited<ReturnType<typeof provision>>;

const send = (pageId: string, cookie: string, body: unknown) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl() }, body: JSON.stringify(body) });
const control = async (page: Leased, path = "") => (await api(`/api/v3/control/pages/${page.id}${path}`, { headers: bearer(page.token) })).json();
const submissions = async (page: Leased) => (await control(page, "/submissions")).submissions as { kind: string; submitterEmail: string; data: Record<string, unknown> }[];
const used = async (page: Leased) => (await control(page)).lease.used as number;

/** The version of what the page shows: a request without one is told the current snapshot (409 conflict, `current`). */
async function currentVersion(page: Leased, cookie: string, body: Record<string, unknown>): Promise<string> {
  const response = await send(page.id, cookie, body);
  expect(response.status).toBe(409);
  const answer = await response.json();
  expect(answer.code).toBe("conflict");
  return answer.current.version;
}

describe("approval: one decision per person", () => {
  it("approve, then reject: the second is 409 already_submitted with the first decision, and nothing changes", async () => {
    const page = await provision("approval", { request_title: "Budget", request_description: "For Q3" });
    expect(page.content.allow_decision_change).toBe(false);
    const cookie = await counterpartCookie("approver-one@example.com");
    const seen = await currentVersion(page, cookie, { decision: "approved" });

    const first = await send(page.id, cookie, { decision: "approved", comment: "Fine.", seen });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(await first.json()).toEqual({ ok: true, decision: "approved", comment: "Fine." });
    const usedAfterFirst = await used(page);

    const second = await send(page.id, cookie, { decision: "rejected", comment: "Changed my mind.", seen });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body).toMatchObject({ code: "already_submitted", existing: { kind: "approval", decision: "approved", comment: "Fine." } });
    expect(body.error).toMatch(/^You already approved this on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./);
    // The same person with their address written otherwise is the same person.
    const otherCase = await counterpartCookie("Approver-One@EXAMPLE.com");
    expect((await send(page.id, otherCase, { decision: "rejected", seen })).status).toBe(409);

    const records = await submissions(page);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: "approval", submitterEmail: "approver-one@example.com", data: { decision: "approved" } });
    expect(await used(page)).toBe(usedAfterFirst);

    // Another person decides for themselves.
    const other = await send(page.id, await counterpartCookie("approver-two@example.com"), { decision: "rejected", seen });
    expect(other.status).toBe(201);
    expect(await submissions(page)).toHaveLength(2);
  });

  it("concurrent decisions by one person: exactly one is recorded, the others are 409", async () => {
    const page = await provision("approval", { request_title: "Race" });
    const cookie = await counterpartCookie("racer@example.com");
    const seen = await currentVersion(page, cookie, { decision: "approved" });
    const before = await used(page);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => send(page.id, cookie, { decision: i % 2 ? "rejected" : "approved", seen })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    for (const answer of answers.filter((r) => r.status === 409)) expect((await answer.json()).code).toBe("already_submitted");
    expect(await db().submission.count({ where: { pageId: page.id } })).toBe(1);
    expect(await used(page)).toBe(before + 1);
  });

  it("allow_decision_change: a person may decide again; each decision is recorded, the latest counts", async () => {
    const page = await provision("approval", { request_title: "Flexible", allow_decision_change: true });
    const cookie = await counterpartCookie("changer@example.com");
    const seen = await currentVersion(page, cookie, { decision: "approved" });
    expect((await send(page.id, cookie, { decision: "approved", seen })).status).toBe(201);
    expect((await send(page.id, cookie, { decision: "rejected", seen })).status).toBe(201);
    expect((await submissions(page)).map((s) => s.data.decision)).toEqual(["rejected", "approved"]);
  });

  it("the page's action refuses the second decision with the message, and the page shows the decision instead of the buttons", async () => {
    const page = await provision("approval", { request_title: "In the browser" });
    const cookie = await counterpartCookie("browser-approver@example.com");
    const html = async () => (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
    const before = await html();
    expect(before).toContain(">Approve</button>");
    const seen = /name="seen" value="([0-9a-f]+)"/.exec(before)![1]!;

    const first = await postAction("approvalAction", page.id, cookie, [["seen", seen], ["decision", "approved"], ["comment", ""]]);
    expect(first.text).toContain("Approved. Thank you.");
    const second = await postAction("approvalAction", page.id, cookie, [["seen", seen], ["decision", "rejected"], ["comment", ""]]);
    expect(second.text).toMatch(/You already approved this on [^"]+ UTC\. A decision cannot be changed on this Page; nothing was changed\./);
    expect(await db().submission.count({ where: { pageId: page.id } })).toBe(1);

    const after = await html();
    expect(after).toMatch(/You approved this on [^<]+ \(UTC\)\./);
    expect(after).not.toContain(">Approve</button>");
    expect(after).not.toContain(">Reject</button>");
  });

  it("the content member is in the resource model and the OpenAPI document", async () => {
    const model = await (await api("/api/v3/resource-model")).json();
    const contracts = model.resources.page.contentContract;
    expect(contracts.approval.schema.properties.allow_decision_change).toMatchObject({ type: "boolean", default: false });
    expect(contracts.e_signature.schema.properties.max_signatures_per_person).toMatchObject({ type: "integer", default: 1, minimum: 1 });
    const openapi = await (await api("/api/v3/openapi.json")).json();
    expect(openapi.components.schemas.ApprovalContent.properties.allow_decision_change).toBeDefined();
    expect(openapi.components.schemas.ESignatureContent.properties.max_signatures_per_person).toBeDefined();
  });
});

describe("e_signature: one signature per person", () => {
  const DOCUMENT = { document_title: "Agreement", document_markdown: "# Agreement\n\nWe agree." };

  it("a second signature under another name is 409 and the first one stands; concurrent signatures record one", async () => {
    const page = await provision("e_signature", DOCUMENT);
    const cookie = await counterpartCookie("signer-one@example.com");
    const seen = await currentVersion(page, cookie, { typedName: "Sam Signer", agree: true });
    const first = await send(page.id, cookie, { typedName: "Sam Signer", agree: true, seen });
    expect(first.status, await first.clone().text()).toBe(201);
    expect((await first.json()).signature).toMatchObject({ typedName: "Sam Signer", signerEmail: "signer-one@example.com" });

    const second = await send(page.id, cookie, { typedName: "Someone Else", agree: true, seen });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body).toMatchObject({ code: "already_submitted", existing: { kind: "signature", typedName: "Sam Signer" } });
    expect(body.error).toMatch(/^You already signed this document on .+ UTC as Sam Signer\. Nothing was changed\.$/);
    expect((await submissions(page)).map((s) => s.data.typedName)).toEqual(["Sam Signer"]);

    const racer = await counterpartCookie("signer-race@example.com");
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(page.id, racer, { typedName: `Name ${i}`, agree: true, seen })));
    expect(answers.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    expect(answers.map((r) => r.status).filter((s) => s === 409)).toHaveLength(9);
    expect(await db().submission.count({ where: { pageId: page.id, submitterEmail: "signer-race@example.com" } })).toBe(1);
  });

  it("max_signatures_per_person: 2 allows two signatures by one person, not a third", async () => {
    const page = await provision("e_signature", { ...DOCUMENT, max_signatures_per_person: 2 });
    const cookie = await counterpartCookie("twice@example.com");
    const seen = await currentVersion(page, cookie, { typedName: "Tess Twice", agree: true });
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(page.id, cookie, { typedName: "Tess Twice", agree: true, seen })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const refused = await answers.find((r) => r.status === 409)!.json();
    expect(refused.error).toMatch(/^You have already signed this document 2 times, the most this Page allows/);
    expect(await submissions(page)).toHaveLength(2);
  });

  it("a signature that is invalid is 400 with details and no record", async () => {
    const page = await provision("e_signature", { ...DOCUMENT, signing_mode: "typed_name_and_initials" });
    const cookie = await counterpartCookie("invalid-signer@example.com");
    const seen = await currentVersion(page, cookie, { typedName: "X", agree: false });
    const response = await send(page.id, cookie, { typedName: "X", agree: false, seen });
    expect(response.status).toBe(400);
    expect((await response.json()).details.map((d: { path: string }) => d.path).sort()).toEqual(["agree", "initials", "typedName"]);
    expect(await submissions(page)).toEqual([]);
  });
});

describe("checklist: completed once per person", () => {
  it("a second completion, and changing the ticks after completing, are refused; racing completions record one", async () => {
    const page = await provision("checklist", { title: "Onboarding", tasks: [{ id: "a", label: "A", required: true }, { id: "b", label: "B" }] });
    const cookie = await counterpartCookie("checker@example.com");
    const complete = () => postAction("checklistAction", page.id, cookie, [["task", "a"], ["intent", "complete"]]);
    const answers = await Promise.all(Array.from({ length: 6 }, complete));
    expect(answers.filter((a) => a.text.includes("Checklist complete. Thank you."))).toHaveLength(1);
    expect(answers.filter((a) => /You already completed this checklist on [^"]+ UTC\./.test(a.text))).toHaveLength(5);
    const save = await postAction("checklistAction", page.id, cookie, [["task", "b"], ["intent", "save"]]);
    expect(save.text).toContain("You already completed this checklist on");
    expect(await db().checklistProgress.findUnique({ where: { pageId_email: { pageId: page.id, email: "checker@example.com" } } })).toMatchObject({ checked: ["a"] });
    expect(await submissions(page)).toHaveLength(1);
    const html = await (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
    expect(html).toContain("You completed this checklist on");
    expect(html).not.toContain(">Mark complete</button>");
  });
});
