/**
 * Approvals: a task that wants to call a tool marked
 * requiresApproval pauses (awaiting_approval) with a request recorded and an
 * event; the controller answers over MCP (the v1 SDK client, the most used)
 * or REST, the approved call runs exactly as requested and the task resumes
 * with its result; a denied or expired one resumes without running it. Through
 * the real HTTP API, the service's workers and the offline model, against a
 * real MCP server.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "@/lib/core/clock/clock";
import { db } from "@/lib/core/db/client";
import { stopJobEngine } from "@/lib/domains/jobs/engine";
import { expireApproval } from "@/lib/domains/links/approvals";
import { postAction } from "../support/actions";
import { baseUrl, bearer, paidPost, provision } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { controlCall, waitFor } from "../support/control";
import { toolError } from "../support/mcp";
import { startToolServer, type ToolServer } from "../support/mcp-tool-server";
import { fundPayer } from "../support/security";

const PAYER = 173;
type P = { id: string; token: string };
type Task = { id: string; status: string; result: { text: string; toolCalls: string[] } | null; error: string | null };
type Approval = { id: string; status: string; tool: string; arguments: unknown; taskId?: string; reason: string; outcome: { ok: boolean; result?: unknown } | null; decidedVia: string | null };

const call = (p: P, method: string, path: string, body?: unknown) => controlCall(p, method, path, body);


const taskOf = async (p: P, id: string) => ((await (await call(p, "GET", "/tasks")).json()) as { tasks: Task[] }).tasks.find((task) => task.id === id)!;
const waitForTask = (p: P, id: string, status: string) => waitFor(() => taskOf(p, id), (task) => task.status === status || task.status === "failed");

let server: ToolServer;
const clients: Client[] = [];
beforeAll(async () => {
  server = await startToolServer();
  await fundPayer(PAYER);
});
afterAll(async () => {
  setClock(null);
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
  await server.close();
  await stopJobEngine();
});

/** A Person whose crm server's delete_lead needs approval, and a task that wants to call it, paused. */
async function pausedTask(email: string) {
  const p = await provision(PAYER, "persons");
  const patched = await call(p, "PATCH", "", {
    tools: { approvalExpiresInMinutes: 60, mcpServers: [{ name: "crm", url: server.url, allow: ["find_lead", "delete_lead"], requiresApproval: ["delete_lead"] }] },
  });
  expect(patched.status).toBe(200);
  const created = await call(p, "POST", "/tasks", { title: "Clean up the CRM", instructions: `Remove the lead: crm__delete_lead {"email": "${email}"}`, maxTurns: 2 });
  const { id } = (await created.json()) as { id: string };
  const task = await waitForTask(p, id, "awaiting_approval");
  expect(task.status, task.error ?? "").toBe("awaiting_approval");
  const approvals = ((await (await call(p, "GET", "/approvals?status=pending")).json()) as { approvals: Approval[] }).approvals;
  expect(approvals).toHaveLength(1);
  return { p, taskId: id, approval: approvals[0]! };
}

describe("approvals of tool calls", () => {
  it("pauses the task, records the request, and resumes with the result once the controller approves over MCP", async () => {
    const { p, taskId, approval } = await pausedTask("bob@example.com");
    expect(approval).toMatchObject({ tool: "crm__delete_lead", arguments: { email: "bob@example.com" }, taskId, status: "pending", reason: expect.stringContaining("Clean up the CRM") });
    // Not called while it waits.
    expect(server.calls.filter((c) => c.name === "delete_lead")).toEqual([]);
    const requested = await db().timelineEvent.findFirst({ where: { resourceId: p.id, type: "person.approval.requested" } });
    expect(requested?.data).toMatchObject({ approvalId: approval.id, tool: "crm__delete_lead", taskId });

    const client = new Client({ name: "approvals-test", version: "1.0.0" });
    clients.push(client);
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(p.token) } }));
    const listed = await client.callTool({ name: "list_approvals", arguments: { status: "pending" } });
    expect((listed.structuredContent as { approvals: Approval[] }).approvals.map((a) => a.id)).toEqual([approval.id]);
    const answered = await client.callTool({ name: "answer_approval", arguments: { approvalId: approval.id, decision: "approve", comment: "Bob asked to be removed." } });
    expect(answered.isError).toBeFalsy();
    expect(answered.structuredContent).toMatchObject({ id: approval.id, status: "approved", decidedVia: "mcp", decidedBy: "controller" });

    const done = await waitForTask(p, taskId, "succeeded");
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done.result!.text).toContain('Done: ran the tool "crm__delete_lead"');
    expect(done.result!.text).toContain("bob@example.com");
    // Run once, exactly as approved.
    expect(server.calls.filter((c) => c.name === "delete_lead")).toEqual([{ name: "delete_lead", arguments: { email: "bob@example.com" } }]);
    const read = (await (await call(p, "GET", `/approvals/${approval.id}`)).json()) as Approval;
    expect(read).toMatchObject({ status: "approved", outcome: { ok: true } });

    // Answered once: a second answer is 409 with a readable error for the v1 client, and REST says the same.
    const again = await client.callTool({ name: "answer_approval", arguments: { approvalId: approval.id, decision: "deny" } });
    expect(toolError(again)).toMatchObject({ code: "approval_closed" });
    const rest = await call(p, "POST", `/approvals/${approval.id}`, { decision: "deny" });
    expect(rest.status).toBe(409);
    expect(await rest.json()).toMatchObject({ code: "approval_closed" });

    const types = (await db().timelineEvent.findMany({ where: { resourceId: p.id, type: { startsWith: "person.approval." } }, orderBy: { id: "asc" } })).map((e) => e.type);
    expect(types).toEqual(["person.approval.requested", "person.approval.decided", "person.approval.completed"]);
  });

  it("denied over REST: the call is not made and the task resumes knowing why", async () => {
    const { p, taskId, approval } = await pausedTask("ada@example.com");
    const bad = await call(p, "POST", `/approvals/${approval.id}`, { decision: "maybe" });
    expect(bad.status).toBe(400);
    const denied = await call(p, "POST", `/approvals/${approval.id}`, { decision: "deny", comment: "Ada is a customer." });
    expect(denied.status).toBe(200);
    const done = await waitForTask(p, taskId, "succeeded");
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done.result!.text).toContain('The tool "crm__delete_lead" was not run: Denied by your controller: Ada is a customer.');
    expect(server.calls.filter((c) => c.name === "delete_lead" && (c.arguments as { email: string }).email === "ada@example.com")).toEqual([]);
    // Another Person's token cannot see or answer it.
    const other = await provision(PAYER, "persons");
    expect((await call(other, "GET", `/approvals/${approval.id}`)).status).toBe(404);
  });

  it("an unanswered request expires at its time (the clock moved past it) and counts as denied", async () => {
    const { p, taskId, approval } = await pausedTask("carol@example.com");
    // Not yet due: nothing happens.
    expect(await expireApproval(approval.id)).toBe(false);
    setClock(Date.now() + 61 * 60_000);
    try {
      expect(await expireApproval(approval.id)).toBe(true);
    } finally {
      setClock(null);
    }
    const done = await waitForTask(p, taskId, "succeeded");
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done.result!.text).toContain("Not answered in time (denied)");
    const read = (await (await call(p, "GET", `/approvals/${approval.id}`)).json()) as Approval;
    expect(read).toMatchObject({ status: "expired", decidedVia: "expiry" });
    expect(server.calls.filter((c) => c.name === "delete_lead" && (c.arguments as { email: string }).email === "carol@example.com")).toEqual([]);
  });

  it("in a chat turn: the reply says the call waits, and once approved the session gets the outcome as a message", async () => {
    const p = await provision(PAYER, "persons");
    expect(
      (await call(p, "PATCH", "", { tools: { mcpServers: [{ name: "crm", url: server.url, allow: ["delete_lead"], requiresApproval: ["delete_lead"] }] } })).status,
    ).toBe(200);
    const chat = await call(p, "POST", "/chat", { message: 'Please remove Dan: crm__delete_lead {"email": "dan@example.com"}' });
    expect(chat.status).toBe(200);
    const sessionId = chat.headers.get("x-leasehold-session-id")!;
    expect(await chat.text()).toContain("waits for approval");
    const [approval] = ((await (await call(p, "GET", "/approvals?status=pending")).json()) as { approvals: (Approval & { sessionId?: string })[] }).approvals;
    expect(approval).toMatchObject({ tool: "crm__delete_lead", sessionId, reason: expect.stringContaining("Please remove Dan") });
    expect(approval!.taskId).toBeUndefined();
    expect((await call(p, "POST", `/approvals/${approval!.id}`, { decision: "approve" })).status).toBe(200);
    const message = await waitFor(
      () => db().chatMessage.findFirst({ where: { sessionId, parts: { path: ["approvalId"], equals: approval!.id } } }),
      (row) => row !== null,
    );
    expect(message?.content).toContain("was approved and returned");
    expect(message?.content).toContain("dan@example.com");
    expect(server.calls).toContainEqual({ name: "delete_lead", arguments: { email: "dan@example.com" } });
  });
});

/**
 * A Person's requests answered on a linked Approval Page: only by the
 * approvers the Page names. A Page that names none cannot be linked for
 * approvals, and the names are read again at each answer: once the controller
 * removes them, nobody answers there (the request waits for the controller,
 * or expires).
 */
describe("approvals answered on a linked Approval Page", () => {
  async function approvalPage(content: Record<string, unknown>) {
    const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "CRM approvals", toolType: "approval", content });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    return { id: body.page.id as string, token: body.capabilityToken.token as string };
  }
  const REQUEST = { request_title: "Approve what Scout does to the CRM", request_description: "Scout asks here before it deletes a lead." };
  const answer = async (pageId: string, email: string, approvalId: string, decision: "approve" | "deny") =>
    postAction("personRequestAction", pageId, await counterpartCookie(email), [
      ["approvalId", approvalId],
      ["decision", decision],
      ["comment", ""],
    ]);
  const approvalOf = async (p: P, id: string) => (await (await call(p, "GET", `/approvals/${id}`)).json()) as Approval & { decidedBy: string | null };

  it("a Page that names no approvers cannot be linked for approvals: 409 approvers_required, nothing written", async () => {
    const p = await provision(PAYER, "persons");
    const open = await approvalPage(REQUEST);
    const refused = await call(p, "POST", "/links", { pageToken: open.token, approvals: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "approvers_required", error: expect.stringContaining("approvers") });
    expect(await db().pagePersonLink.count({ where: { pageId: open.id } })).toBe(0);
    expect(await db().timelineEvent.count({ where: { resourceId: { in: [p.id, open.id] }, type: { in: ["person.link.created", "page.link.created"] } } })).toBe(0);
  });

  it("only a named approver answers, checked again at each answer", async () => {
    const { p, taskId, approval } = await pausedTask("erin@example.com");
    const page = await approvalPage({ ...REQUEST, approvers: ["ana@example.com"] });
    const linked = await call(p, "POST", "/links", { pageToken: page.token, approvals: true });
    expect(linked.status, await linked.clone().text()).toBe(201);

    // Any other signed-in person (the Page is public) is refused, and nothing is decided.
    const stranger = await answer(page.id, "mallory@example.com", approval.id, "approve");
    expect(stranger.text).toContain("Only the approvers this request names");
    expect(await approvalOf(p, approval.id)).toMatchObject({ status: "pending", decidedBy: null });

    // The controller removes the approvers: the named approver's answer is refused too, and the request waits.
    expect((await call(page, "PATCH", "", { content: REQUEST })).status).toBe(200);
    await answer(page.id, "ana@example.com", approval.id, "approve");
    expect(await approvalOf(p, approval.id)).toMatchObject({ status: "pending", decidedBy: null });
    expect(server.calls.filter((c) => c.name === "delete_lead" && (c.arguments as { email: string }).email === "erin@example.com")).toEqual([]);

    // Named again, the approver answers; the call runs once and the task resumes.
    expect((await call(page, "PATCH", "", { content: { ...REQUEST, approvers: ["ana@example.com"] } })).status).toBe(200);
    expect((await answer(page.id, "ana@example.com", approval.id, "approve")).status).toBe(200);
    expect(await approvalOf(p, approval.id)).toMatchObject({ status: "approved", decidedBy: "ana@example.com", decidedVia: "page" });
    const done = await waitForTask(p, taskId, "succeeded");
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(await approvalOf(p, approval.id)).toMatchObject({ outcome: { ok: true } });
    expect(server.calls.filter((c) => c.name === "delete_lead" && (c.arguments as { email: string }).email === "erin@example.com")).toHaveLength(1);
  });
});
