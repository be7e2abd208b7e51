/**
 * Approvals on a Page, in Chromium: a Person whose MCP tool needs
 * approval is linked to an Approval Page for approvals; its task pauses, the
 * request appears on the Page for its signed-in approver, who approves it
 * with a comment; the call runs (on a real MCP server from the official
 * server SDK, on loopback) and the task resumes with its result. Axe with no
 * violations; screenshots at 1280×800 and 390×844 in test-results/screens/.
 */
import { expect, test } from "@playwright/test";
import { startToolServer, type ToolServer } from "../test/support/mcp-tool-server";
import { control, expectNoAxeViolations, fundPayer, lease, leasePage, screenshotBoth, signInAndOpen, type Leased } from "./support";

const PAYER = 189;
const run = Date.now().toString(36);
const ana = `ana-approver-${run}@example.com`;

let server: ToolServer;
test.beforeAll(async () => {
  await fundPayer(PAYER);
  server = await startToolServer();
});
test.afterAll(async () => {
  await server?.close();
});

type Task = { id: string; status: string; result: { text: string } | null; error: string | null };
async function taskOf(person: Leased, id: string): Promise<Task> {
  const { tasks } = (await (await control(person, "GET", "/tasks")).json()) as { tasks: Task[] };
  return tasks.find((task) => task.id === id)!;
}

test("a person approves a Person's tool call on a linked Approval Page, and the task resumes with the result", async ({ browser }) => {
  const approvals = await leasePage(
    {
      label: "CRM approvals",
      toolType: "approval",
      content: { request_title: "Approve Scout's changes to the CRM", request_description: "Scout asks here before it deletes or changes a lead.", approvers: [ana] },
      branding: { organization: "Northwind" },
    },
    PAYER,
  );
  const scout = await lease(
    "persons",
    {
      name: "Scout",
      goal: "Keep the CRM tidy.",
      tools: { mcpServers: [{ name: "crm", url: server.url, allow: ["find_lead", "delete_lead"], requiresApproval: ["delete_lead"] }] },
    },
    PAYER,
  );
  const linked = await control(scout, "POST", "/links", { pageToken: approvals.token, approvals: true });
  expect(linked.status, await linked.clone().text()).toBe(201);

  const created = await control(scout, "POST", "/tasks", { title: "Clean up the CRM", instructions: 'Bob asked to be forgotten: crm__delete_lead {"email": "bob.crm@example.com"}', maxTurns: 2 });
  const { id: taskId } = (await created.json()) as { id: string };
  await expect.poll(async () => (await taskOf(scout, taskId)).status, { timeout: 30_000 }).toBe("awaiting_approval");
  expect(server.calls.filter((call) => call.name === "delete_lead")).toEqual([]);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAndOpen(page, ana, `/pages/${approvals.id}`);
  const requests = page.getByRole("region", { name: "Waiting for your approval" });
  const request = requests.getByRole("article", { name: "Scout wants to run crm__delete_lead" });
  await expect(request).toBeVisible();
  await expect(request).toContainText('"email": "bob.crm@example.com"');
  await expect(request).toContainText("Clean up the CRM");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "person-approvals-waiting");

  await request.getByLabel("Comment (optional)").fill("Bob asked us by email.");
  await request.getByRole("button", { name: "Approve and run" }).click();
  await expect(request.getByRole("status")).toHaveText("Approved: the action runs now.");
  await screenshotBoth(page, "person-approvals-approved");

  // The call ran exactly as approved, and the task went on from its result.
  await expect.poll(async () => (await taskOf(scout, taskId)).status, { timeout: 30_000 }).toBe("succeeded");
  const done = await taskOf(scout, taskId);
  expect(done.result!.text).toContain('Done: ran the tool "crm__delete_lead"');
  expect(server.calls.filter((call) => call.name === "delete_lead")).toEqual([{ name: "delete_lead", arguments: { email: "bob.crm@example.com" } }]);

  // Back on the Page: nothing waits, and the answer is listed with who gave it.
  await page.reload();
  await expect(requests).toContainText("No action is waiting for approval.");
  await expect(requests).toContainText(`crm__delete_lead: approved by ${ana}`);
  await expect(requests).toContainText("Bob asked us by email.");
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "person-approvals-answered");

  // On both timelines.
  const personEvents = (await (await control(scout, "GET", "/timeline")).json()) as { events: { type: string; data: Record<string, unknown> }[] };
  expect(personEvents.events.find((event) => event.type === "person.approval.decided")?.data).toMatchObject({ status: "approved", via: "page", decidedBy: ana, pageId: approvals.id });
  const pageEvents = (await (await control(approvals, "GET", "/events")).json()) as { events: { type: string; data: Record<string, unknown> }[] };
  expect(pageEvents.events.find((event) => event.type === "page.person_approval.requested")?.data).toMatchObject({ personId: scout.id, tool: "crm__delete_lead" });
  expect(pageEvents.events.find((event) => event.type === "page.person_approval.decided")?.data).toMatchObject({ status: "approved", tool: "crm__delete_lead" });
  await context.close();
});
