import { Client } from "@modelcontextprotocol/client";
import { x402Client } from "@x402/core/client";
import { mcpClients, paymentRequiredOf, toolError } from "../support/mcp";
import type { PaymentPayload } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { generateToken } from "@/lib/core/token-format";
import { api, baseUrl, bearer, network, payer, provision, usdcBalance } from "../support/agent";
import { startReceiver } from "../support/webhook-receiver";

// The real MCP client, over Streamable HTTP, against the running service.
const PAYER = 18; // provisions over REST for the control tools
const MCP_PAYER = 19; // pays over MCP

type CallResult = Awaited<ReturnType<Client["callTool"]>>;

const { connect, close: closeClients } = mcpClients("leasehold-tests");

afterAll(async () => {
  await closeClients();
});

const structured = (result: CallResult) => result.structuredContent as Record<string, unknown>;

function expectOk(result: CallResult) {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  const text = (result.content as { type: string; text: string }[])[0]!.text;
  expect(text.length).toBeGreaterThan(0);
  return structured(result);
}

/** REST's 401 body, for comparison. */
async function restUnauthorized(): Promise<Record<string, unknown>> {
  const response = await api("/api/v3/control/persons/psn_nobody", { headers: bearer(generateToken()) });
  expect(response.status).toBe(401);
  return response.json();
}

function expectError(result: CallResult, code: string) {
  const body = toolError(result);
  expect(body).toMatchObject({ code, error: expect.any(String) });
  // Payment errors also wrap the requirements as the x402 MCP transport says.
  if ("x402/error" in body) expect(body["x402/error"]).toMatchObject({ code: 402, data: { x402Version: 2, accepts: body.accepts } });
  return body;
}

const DISCOVERY = ["list_catalog", "get_resource_model", "wallet_challenge", "wallet_list_leases", "wallet_reissue_token"];
const PROVISIONING = ["provision_person", "provision_page"];
function WEBHOOK_TOOLS(type: "person" | "page") {
  return [`create_${type}_webhook`, `list_${type}_webhooks`, `get_${type}_webhook`, `update_${type}_webhook`, `delete_${type}_webhook`, `rotate_${type}_webhook_secret`, `list_${type}_webhook_deliveries`, `redeliver_${type}_webhook`];
}
const WEBHOOK_ID = `wh_${"0".repeat(24)}`;
const WEBHOOK_ARGS = (type: "person" | "page"): Record<string, Record<string, unknown>> => ({
  [`create_${type}_webhook`]: { url: "https://hooks.example/in" },
  [`get_${type}_webhook`]: { webhookId: WEBHOOK_ID },
  [`update_${type}_webhook`]: { webhookId: WEBHOOK_ID, enabled: false },
  [`delete_${type}_webhook`]: { webhookId: WEBHOOK_ID },
  [`rotate_${type}_webhook_secret`]: { webhookId: WEBHOOK_ID },
  [`list_${type}_webhook_deliveries`]: { webhookId: WEBHOOK_ID },
  [`redeliver_${type}_webhook`]: { webhookId: WEBHOOK_ID, eventId: "evt_x_1" },
});
const SCHEDULE_TOOLS = ["create_schedule", "list_schedules", "get_schedule", "update_schedule", "delete_schedule", "list_schedule_runs"];
const SCHEDULE_ID = `sch_${"0".repeat(24)}`;
const PERSON_TOOLS = [
  "invoke_person",
  "get_person",
  "update_person",
  "set_person_audience",
  "add_knowledge",
  "list_knowledge",
  "remove_knowledge",
  "create_task",
  "list_tasks",
  "get_timeline",
  "get_state",
  "list_person_events",
  "pause_person",
  "resume_person",
  "get_person_usage",
  "export_person",
  "link_page",
  "list_person_links",
  "unlink_page",
  "destroy_person",
  ...WEBHOOK_TOOLS("person"),
  "list_approvals",
  "get_approval",
  "answer_approval",
  ...SCHEDULE_TOOLS,
  "list_person_oauth_grants",
  "revoke_person_oauth_grant",
];
const PAGE_TOOLS = ["get_page", "update_page", "set_page_audience", "invite_to_page", "list_page_invitations", "list_submissions", "get_signed_copy", "cancel_booking", "list_page_events", "list_page_links", "unlink_person", "destroy_page", ...WEBHOOK_TOOLS("page"), "list_page_oauth_grants", "revoke_page_oauth_grant"];
/** Tools both kinds of resource have (each on its own resource): not "the other type's" tools. */
const SHARED_TOOLS: string[] = [];

/** Arguments that are valid for each control tool, so only the token decides the answer. */
const VALID_ARGS: Record<string, Record<string, unknown>> = {
  invoke_person: { message: "Hello" },
  update_person: { goal: "A new goal." },
  set_person_audience: { visibility: "private" },
  add_knowledge: { content: "Opening hours: 9 to 5." },
  create_task: { title: "Sort", instructions: "Sort the tickets." },
  get_timeline: { limit: 5 },
  update_page: { label: "New label" },
  set_page_audience: { visibility: "public" },
  list_submissions: { limit: 5 },
  get_signed_copy: { submissionId: "sub_none" },
  cancel_booking: { bookingId: "bk_none" },
  invite_to_page: { email: "invitee@example.com" },
  list_page_invitations: { limit: 5 },
  list_person_events: { limit: 5 },
  list_page_events: { limit: 5 },
  link_page: { pageToken: "not-a-page-token", triggers: { on: ["submission"] }, instructions: "Qualify it." },
  unlink_page: { linkId: "lnk_none" },
  unlink_person: { linkId: "lnk_none" },
  pause_person: { reason: "Checking." },
  get_person_usage: { from: "2026-01-01", to: "2026-01-02" },
  ...WEBHOOK_ARGS("person"),
  ...WEBHOOK_ARGS("page"),
  get_approval: { approvalId: "apr_none" },
  answer_approval: { approvalId: "apr_none", decision: "deny" },
  create_schedule: { title: "Daily", instructions: "Check in.", cron: "0 9 * * *", timezone: "Europe/Berlin" },
  get_schedule: { scheduleId: SCHEDULE_ID },
  update_schedule: { scheduleId: SCHEDULE_ID, paused: true },
  delete_schedule: { scheduleId: SCHEDULE_ID },
  list_schedule_runs: { scheduleId: SCHEDULE_ID, limit: 5 },
  revoke_person_oauth_grant: { grantId: "0".repeat(24) },
  revoke_page_oauth_grant: { grantId: "0".repeat(24) },
};

describe("MCP without a token", () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  });

  it("lists the discovery and paid provisioning tools, each with a title, schemas and explicit annotations", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...DISCOVERY, ...PROVISIONING].sort());
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.inputSchema).toMatchObject({ type: "object" });
      expect(tool.outputSchema).toMatchObject({ type: "object" });
      for (const hint of ["readOnlyHint", "destructiveHint", "idempotentHint"] as const) expect(typeof tool.annotations?.[hint]).toBe("boolean");
    }
    const provisionPage = tools.find((tool) => tool.name === "provision_page")!;
    // The input schema is the REST provision input's.
    expect(Object.keys((provisionPage.inputSchema as { properties: object }).properties).sort()).toEqual(
      ["audienceEmails", "branding", "content", "embedOrigins", "label", "notify", "receipt", "toolType", "visibility", "webhook"].sort(),
    );
    expect(provisionPage.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
  });

  it("list_catalog returns the catalog as structured content, the same as REST", async () => {
    const catalog = expectOk(await client.callTool({ name: "list_catalog", arguments: {} })) as { protocol: string; skus: { id: string; price: string }[] };
    expect(catalog.protocol).toBe("x402-v2");
    expect(catalog.skus.map((sku) => [sku.id, sku.price])).toEqual([
      ["person.provision", "$5.00"],
      ["page.provision", "$2.00"],
    ]);
    expect(catalog).toEqual(await (await api("/api/v3/catalog")).json());
  });

  it("get_resource_model returns the resource model", async () => {
    expect(expectOk(await client.callTool({ name: "get_resource_model", arguments: {} })).version).toBe("1.0");
  });

  it("offers no control tool", async () => {
    await expect(client.callTool({ name: "get_person", arguments: {} })).rejects.toThrow(/not found/i);
  });

  it("refuses a token that was never issued with REST's 401, before any tool", async () => {
    await expect(connect(generateToken())).rejects.toThrow();
    const response = await fetch(`${baseUrl()}/mcp`, {
      method: "POST",
      headers: { ...bearer(generateToken()), "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(await restUnauthorized());
  });
});

describe("MCP with a Person token", () => {
  let person: Awaited<ReturnType<typeof provision>>;
  let client: Client;
  beforeAll(async () => {
    person = await provision(PAYER, "persons");
    client = await connect(person.token);
  });

  it("lists the Person's tools, refresh_token and discovery only", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...DISCOVERY, ...PERSON_TOOLS, "refresh_token"].sort());
    // The catalog names the same tools.
    const catalog = await (await api("/api/v3/catalog")).json();
    const sku = catalog.skus.find((s: { id: string }) => s.id === "person.provision");
    expect(sku.mcp).toEqual({ provisionTool: "provision_person", controlTools: [...PERSON_TOOLS, "refresh_token"] });
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.get_person!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(byName.destroy_person!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
    expect(byName.invoke_person!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    // Shared schemas: the chat tool takes REST's chat body.
    expect(Object.keys((byName.invoke_person!.inputSchema as { properties: object }).properties).sort()).toEqual(["id", "message", "messageId", "messages", "sessionId", "trigger"]);
    // Output schemas are the object root only (the answer is whole in structuredContent and the text); docs/decisions.md, "MCP surface".
    for (const tool of tools) expect(tool.outputSchema, tool.name).toEqual({ type: "object" });
  });

  it("get_person answers what REST answers", async () => {
    const viaMcp = expectOk(await client.callTool({ name: "get_person", arguments: {} }));
    const viaRest = await (await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).json();
    expect(viaMcp).toEqual(viaRest);
  });

  it("invoke_person takes one turn, streams progress, and continues its session", async () => {
    const before = (expectOk(await client.callTool({ name: "get_person", arguments: {} })).lease as { remaining: number }).remaining;
    const progress: { progress: number; message?: string }[] = [];
    const result = await client.callTool(
      { name: "invoke_person", arguments: { message: "When does the clinic open?" } },
      { onprogress: (notification) => void progress.push(notification) },
    );
    const reply = expectOk(result) as { sessionId: string; reply: string; turnsRemaining: number; model: string };
    expect(reply.reply.length).toBeGreaterThan(0);
    expect((result.content as { text: string }[])[0]!.text).toBe(reply.reply);
    expect(reply.turnsRemaining).toBe(before - 1);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.map((p) => p.message ?? "").join("")).toBe(reply.reply);
    const after = (expectOk(await client.callTool({ name: "get_person", arguments: {} })).lease as { remaining: number }).remaining;
    expect(after).toBe(before - 1);

    const next = expectOk(await client.callTool({ name: "invoke_person", arguments: { sessionId: reply.sessionId, message: "And when does it close?" } }));
    expect(next.sessionId).toBe(reply.sessionId);
    expect(next.turnsRemaining).toBe(before - 2);
    const messages = await db().chatMessage.count({ where: { sessionId: reply.sessionId } });
    expect(messages).toBe(4);
  });

  it("update_person validates with REST's schema and errors", async () => {
    const empty = expectError(await client.callTool({ name: "update_person", arguments: {} }), "validation_failed");
    const rest = await (
      await api(`/api/v3/control/persons/${person.id}`, { method: "PATCH", headers: { ...bearer(person.token), "content-type": "application/json" }, body: "{}" })
    ).json();
    expect(empty.details).toEqual(rest.details);
    expectError(await client.callTool({ name: "update_person", arguments: { colour: "red" } }), "validation_failed");
    const updated = expectOk(await client.callTool({ name: "update_person", arguments: { goal: "Keep the clinic's FAQ answered." } }));
    expect(updated.goal).toBe("Keep the clinic's FAQ answered.");
  });

  it("set_person_audience, add_knowledge and list_knowledge", async () => {
    const access = expectOk(await client.callTool({ name: "set_person_audience", arguments: { visibility: "private", audienceEmails: ["Friend@Example.com"] } }));
    expect(access).toMatchObject({ id: person.id, visibility: "private", audienceEmails: ["friend@example.com"] });
    const file = expectOk(
      await client.callTool({ name: "add_knowledge", arguments: { name: "hours.md", content: "The clinic opens at nine and closes at five." } }),
    );
    expect(file).toMatchObject({ name: "hours.md", mimeType: "text/plain", passages: 1 });
    const { files } = expectOk(await client.callTool({ name: "list_knowledge", arguments: {} })) as { files: { id: string }[] };
    expect(files.map((f) => f.id)).toEqual([file.id]);
    const extra = expectOk(await client.callTool({ name: "add_knowledge", arguments: { name: "spare.md", content: "A file to remove again." } }));
    expect(expectOk(await client.callTool({ name: "remove_knowledge", arguments: { fileId: extra.id } }))).toEqual({ id: extra.id, removed: true });
    const again = await client.callTool({ name: "remove_knowledge", arguments: { fileId: extra.id } });
    expect(again.isError).toBe(true);
    expect(toolError(again).code).toBe("not_found");
  });

  it("create_task and list_tasks", async () => {
    const task = expectOk(await client.callTool({ name: "create_task", arguments: { title: "Summarise", instructions: "Summarise the opening hours." } }));
    expect(task).toMatchObject({ title: "Summarise", maxTurns: 1, status: expect.stringMatching(/queued|running|succeeded/) });
    const { tasks } = expectOk(await client.callTool({ name: "list_tasks", arguments: {} })) as { tasks: { id: string }[] };
    expect(tasks.map((t) => t.id)).toContain(task.id);
  });

  it("get_timeline and get_state read what the tools did", async () => {
    const timeline = expectOk(await client.callTool({ name: "get_timeline", arguments: { limit: 50 } })) as { events: { type: string }[] };
    const types = timeline.events.map((event) => event.type);
    for (const type of ["person.updated", "person.chat.message", "person.knowledge.added"]) expect(types).toContain(type);
    expectError(await client.callTool({ name: "get_timeline", arguments: { limit: 500 } }), "validation_failed");
    const state = expectOk(await client.callTool({ name: "get_state", arguments: {} }));
    expect(state).toMatchObject({ personId: person.id, scopeId: "default", turnsRemaining: expect.any(Number) });
  });

  it("get_timeline and get_state refuse an argument they do not know, naming it, like every other tool", async () => {
    for (const [name, args] of [
      ["get_timeline", { limit: 5, since: "yesterday" }],
      ["get_state", { scope: "default" }],
    ] as const) {
      const refused = expectError(await client.callTool({ name, arguments: args }), "validation_failed");
      expect(JSON.stringify(refused.details), name).toMatch(/since|scope/);
    }
  });

  it("a Person token cannot call Page tools: REST's 401", async () => {
    const refused = expectError(await client.callTool({ name: "get_page", arguments: {} }), "unauthorized");
    expect(refused).toEqual(await restUnauthorized());
  });

  it("refresh_token rotates: the old token is refused on every tool, the new one works", async () => {
    const fresh = await provision(PAYER, "persons");
    const old = await connect(fresh.token);
    const rotated = expectOk(await old.callTool({ name: "refresh_token", arguments: {} })) as { capabilityToken: { token: string; resourceId: string } };
    expect(rotated.capabilityToken.resourceId).toBe(fresh.id);
    expect(rotated.capabilityToken.token).toMatch(/^at_live_/);
    const unauthorized = await restUnauthorized();
    for (const name of PERSON_TOOLS) {
      expect(expectError(await old.callTool({ name, arguments: VALID_ARGS[name] ?? {} }), "unauthorized"), name).toEqual(unauthorized);
    }
    expectError(await old.callTool({ name: "refresh_token", arguments: {} }), "unauthorized");
    const renewed = await connect(rotated.capabilityToken.token);
    expect(expectOk(await renewed.callTool({ name: "get_person", arguments: {} })).id).toBe(fresh.id);
  });

  it("an expired token is refused on every tool with REST's 401", async () => {
    const other = await provision(PAYER, "persons");
    const session = await connect(other.token);
    await db().capabilityToken.updateMany({ where: { resourceId: other.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const unauthorized = await restUnauthorized();
    for (const name of PERSON_TOOLS) {
      expect(expectError(await session.callTool({ name, arguments: VALID_ARGS[name] ?? {} }), "unauthorized"), name).toEqual(unauthorized);
    }
    // Nothing was done with it: no turn taken, nothing written.
    const lease = await db().lease.findFirstOrThrow({ where: { resourceId: other.id } });
    expect(lease.usedUnits).toBe(0);
    expect(await db().knowledgeFile.count({ where: { personId: other.id } })).toBe(0);
    expect(await db().person.count({ where: { id: other.id } })).toBe(1);
  });

  it("destroy_person destroys it; every tool is refused afterwards", async () => {
    const doomed = await provision(PAYER, "persons");
    const session = await connect(doomed.token);
    const destroyed = expectOk(await session.callTool({ name: "destroy_person", arguments: {} }));
    expect(destroyed).toMatchObject({ id: doomed.id, type: "person", destroyed: true });
    expect(await db().person.count({ where: { id: doomed.id } })).toBe(0);
    for (const name of PERSON_TOOLS) expectError(await session.callTool({ name, arguments: VALID_ARGS[name] ?? {} }), "unauthorized");
  });
});

describe("MCP with a Page token", () => {
  let page: Awaited<ReturnType<typeof provision>>;
  let client: Client;
  beforeAll(async () => {
    page = await provision(PAYER, "pages");
    client = await connect(page.token);
  });

  it("lists the Page's tools, refresh_token and discovery only", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...DISCOVERY, ...PAGE_TOOLS, "refresh_token"].sort());
    const catalog = await (await api("/api/v3/catalog")).json();
    const sku = catalog.skus.find((s: { id: string }) => s.id === "page.provision");
    expect(sku.mcp).toEqual({ provisionTool: "provision_page", controlTools: [...PAGE_TOOLS, "refresh_token"] });
  });

  it("get_page, update_page, set_page_audience and list_submissions", async () => {
    const viaRest = await (await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).json();
    expect(expectOk(await client.callTool({ name: "get_page", arguments: {} }))).toEqual(viaRest);
    const updated = expectOk(await client.callTool({ name: "update_page", arguments: { label: "Clinic intake" } }));
    expect(updated.label).toBe("Clinic intake");
    expectError(await client.callTool({ name: "update_page", arguments: { content: { fields: "not a list" } } }), "validation_failed");
    const access = expectOk(await client.callTool({ name: "set_page_audience", arguments: { visibility: "private", ownerEmail: "Owner@Example.com" } }));
    expect(access).toMatchObject({ visibility: "private", ownerEmail: "owner@example.com" });
    await db().submission.create({ data: { pageId: page.id, kind: "form", submitterEmail: "a@example.com", data: { name: "Ada" } } });
    const listed = expectOk(await client.callTool({ name: "list_submissions", arguments: { limit: 10 } })) as { submissions: { data: unknown }[] };
    expect(listed.submissions.map((s) => s.data)).toEqual([{ name: "Ada" }]);
    expectError(await client.callTool({ name: "list_submissions", arguments: { format: "csv" } }), "validation_failed");
  });

  it("the webhook tools: create shows the secret once, then list, get, update, rotate, the log and delete, as REST", async () => {
    const receiverUrl = "http://127.0.0.1:9/mcp-hook"; // loopback is allowed in the suite (EGRESS_ALLOW_LOCAL); nothing listens there
    const created = expectOk(await client.callTool({ name: "create_page_webhook", arguments: { url: receiverUrl, eventTypes: ["page.updated"] } })) as { id: string; secret: string };
    expect(created.secret).toMatch(/^whsec_/);
    const viaRest = await (await api(`/api/v3/control/pages/${page.id}/webhooks`, { headers: bearer(page.token) })).json();
    expect(expectOk(await client.callTool({ name: "list_page_webhooks", arguments: {} }))).toEqual(viaRest);
    expect(JSON.stringify(viaRest)).not.toContain("whsec_");
    expect(expectOk(await client.callTool({ name: "get_page_webhook", arguments: { webhookId: created.id } }))).toMatchObject({ id: created.id, enabled: true });
    expect(expectOk(await client.callTool({ name: "update_page_webhook", arguments: { webhookId: created.id, enabled: false } }))).toMatchObject({ enabled: false, disabledReason: "controller" });
    expectError(await client.callTool({ name: "update_page_webhook", arguments: { webhookId: created.id } }), "validation_failed");
    expectError(await client.callTool({ name: "create_page_webhook", arguments: { url: "https://169.254.169.254/" } }), "url_not_allowed");
    const rotated = expectOk(await client.callTool({ name: "rotate_page_webhook_secret", arguments: { webhookId: created.id } })) as { secret: string };
    expect(rotated.secret).not.toBe(created.secret);
    expect(expectOk(await client.callTool({ name: "list_page_webhook_deliveries", arguments: { webhookId: created.id, limit: 5 } }))).toEqual({ deliveries: [], nextCursor: null });
    expectError(await client.callTool({ name: "redeliver_page_webhook", arguments: { webhookId: created.id } }), "validation_failed");
    expect(expectOk(await client.callTool({ name: "delete_page_webhook", arguments: { webhookId: created.id } }))).toEqual({ id: created.id, deleted: true });
    expectError(await client.callTool({ name: "get_page_webhook", arguments: { webhookId: created.id } }), "not_found");
  });

  it("a Page token cannot call Person tools: REST's 401 on each", async () => {
    const unauthorized = await restUnauthorized();
    for (const name of PERSON_TOOLS.filter((tool) => !SHARED_TOOLS.includes(tool))) {
      expect(expectError(await client.callTool({ name, arguments: VALID_ARGS[name] ?? {} }), "unauthorized"), name).toEqual(unauthorized);
    }
    expect(await db().page.count({ where: { id: page.id } })).toBe(1);
  });

  it("a revoked Page token is refused on every tool; destroy_page destroys", async () => {
    const other = await provision(PAYER, "pages");
    const session = await connect(other.token);
    const destroyed = expectOk(await session.callTool({ name: "destroy_page", arguments: {} }));
    expect(destroyed).toMatchObject({ id: other.id, type: "page", destroyed: true });
    const unauthorized = await restUnauthorized();
    for (const name of [...PAGE_TOOLS, "refresh_token"]) {
      expect(expectError(await session.callTool({ name, arguments: VALID_ARGS[name] ?? {} }), "unauthorized"), name).toEqual(unauthorized);
    }
  });
});

describe("paid provisioning over MCP (x402 MCP transport)", () => {
  let client: Client;
  const paying = () =>
    x402Client.fromConfig({
      schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(MCP_PAYER)) }],
      spendControls: { allowedAssets: [{ network: network() as `${string}:${string}`, asset: process.env.X402_ASSET!, maxAmountPerPayment: "5000000" }] },
    });
  beforeAll(async () => {
    client = await connect();
  });

  it("validates the arguments before asking for payment", async () => {
    const result = await client.callTool({ name: "provision_page", arguments: { toolType: "scheduler" } });
    const body = expectError(result, "validation_failed");
    expect(body.accepts).toBeUndefined();
  });

  it("answers the payment requirements, provisions once for a real x402 payment, and never twice for a replay", async () => {
    const args = { label: "Clinic bookings", toolType: "scheduler" };
    const challenge = await client.callTool({ name: "provision_page", arguments: args });
    expect(challenge.isError).toBe(true);
    expect(toolError(challenge)).toMatchObject({ x402Version: 2, code: "payment_required", resource: { url: "mcp://tool/provision_page" } });
    const required = paymentRequiredOf(challenge);
    expect(required).toMatchObject({ x402Version: 2, resource: { url: "mcp://tool/provision_page" } });
    expect(required.accepts[0]).toMatchObject({ scheme: "exact", network: network(), amount: "2000000" });

    const payload: PaymentPayload = await paying().createPaymentPayload(required);
    const balance = await usdcBalance(payer(MCP_PAYER).address);
    const paid = await client.callTool({ name: "provision_page", arguments: args, _meta: { "x402/payment": payload } });
    const body = expectOk(paid) as { page: { id: string; toolType: string }; capabilityToken: { token: string }; payment: { status: string; transaction: string } };
    expect(body.page.toolType).toBe("scheduler");
    expect(body.capabilityToken.token).toMatch(/^at_live_/);
    expect(body.payment.status).toBe("settled");
    const receipt = (paid._meta as Record<string, { success: boolean; transaction: string; network: string }>)["x402/payment-response"]!;
    expect(receipt).toMatchObject({ success: true, network: network(), transaction: body.payment.transaction });
    expect(await usdcBalance(payer(MCP_PAYER).address)).toBe(balance - 2_000_000n);

    // The token from MCP works over MCP and REST.
    const controlled = await connect(body.capabilityToken.token);
    expect(expectOk(await controlled.callTool({ name: "get_page", arguments: {} })).id).toBe(body.page.id);
    expect((await api(`/api/v3/control/pages/${body.page.id}`, { headers: bearer(body.capabilityToken.token) })).status).toBe(200);

    // The same payment again: no second resource, no second charge.
    const pages = await db().lease.count({ where: { principal: payer(MCP_PAYER).address.toLowerCase() } });
    const replay = await client.callTool({ name: "provision_page", arguments: args, _meta: { "x402/payment": payload } });
    expectError(replay, "payment_already_used");
    const replayPerson = await client.callTool({ name: "provision_person", arguments: { name: "Twin", goal: "Be a second resource." }, _meta: { "x402/payment": payload } });
    expect(replayPerson.isError).toBe(true);
    expect(await db().lease.count({ where: { principal: payer(MCP_PAYER).address.toLowerCase() } })).toBe(pages);
    expect(await usdcBalance(payer(MCP_PAYER).address)).toBe(balance - 2_000_000n);
  });

  it("provisions a Person at $5.00 the same way, subscribed to a webhook at purchase time: lease.provisioned arrives signed", async () => {
    const receiver = await startReceiver();
    try {
      const refused = await client.callTool({ name: "provision_person", arguments: { name: "Front desk", goal: "Help.", webhook: { url: "https://169.254.169.254/hook" } } });
      expect(toolError(refused)).toMatchObject({ code: "url_not_allowed", details: [{ path: "webhook.url" }] });
      const args = { name: "Front desk", goal: "Answer patients' questions.", webhook: { url: receiver.url("/mcp-bought"), eventTypes: ["lease.provisioned", "person.chat.message"] } };
      const challenge = await client.callTool({ name: "provision_person", arguments: args });
      const required = paymentRequiredOf(challenge);
      expect(required.accepts[0]!.amount).toBe("5000000");
      const payload = await paying().createPaymentPayload(required);
      const body = expectOk(await client.callTool({ name: "provision_person", arguments: args, _meta: { "x402/payment": payload } }));
      const person = body.person as { id: string; name: string };
      expect(person.name).toBe("Front desk");
      const webhook = body.webhook as { secret: string; eventTypes: string[] };
      expect(webhook.eventTypes).toEqual(["lease.provisioned", "person.chat.message"]);
      receiver.secrets.push(webhook.secret);
      await receiver.waitFor((deliveries) => deliveries.some((d) => d.event.type === "lease.provisioned"), 20_000, "lease.provisioned");
      const [delivery] = receiver.deliveries;
      expect(delivery!.verifiedBy).toEqual([0]);
      expect(delivery!.event).toMatchObject({ id: `evt_${person.id}_1`, seq: 1, type: "lease.provisioned", resourceId: person.id });
    } finally {
      await receiver.close();
    }
  });

  it("a payment that does not match the requirements is refused with a fresh challenge, and nothing is charged", async () => {
    const pageChallenge = paymentRequiredOf(await client.callTool({ name: "provision_page", arguments: { label: "Cheap" } }));
    const payload = await paying().createPaymentPayload(pageChallenge);
    const balance = await usdcBalance(payer(MCP_PAYER).address);
    // A $2.00 payment offered for a $5.00 Person.
    const result = await client.callTool({ name: "provision_person", arguments: { name: "Cheap", goal: "Underpaid." }, _meta: { "x402/payment": payload } });
    const body = expectError(result, "payment_invalid");
    expect((body.accepts as { amount: string }[])[0]!.amount).toBe("5000000");
    expectError(await client.callTool({ name: "provision_page", arguments: { label: "Junk" }, _meta: { "x402/payment": { hello: "world" } } }), "payment_invalid");
    expect(await usdcBalance(payer(MCP_PAYER).address)).toBe(balance);
  });
});
