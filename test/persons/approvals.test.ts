/**
 * Issue 20, approvals: a task that wants to call a tool marked
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
import { setClock } from "@/lib/clock/clock";
import { db } from "@/lib/db/client";
import { stopJobEngine } from "@/lib/jobs/engine";
import { expireApproval } from "@/lib/links/approvals";
import { baseUrl, bearer, provision } from "../support/agent";
import { controlCall, waitFor } from "../support/control";
import { toolError } from "../support/mcp";
import { startToolServer, type ToolServer } from "../support/mcp-tool-server";
import { fundPayer } from "../security/support";

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
