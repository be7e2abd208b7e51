/**
 * Content contracts over the real HTTP API and MCP: a key that is a mistake
 * (unknown inside an element shape we define, or a near miss of a member the
 * toolType reads) is refused with its path and the key it was probably meant
 * to be, before any payment (no 402 challenge, nothing charged, nothing
 * written), on provision and on PATCH; any other top-level member is kept and
 * listed in the answer's `warnings`; a private Page needs an audience.
 */
import { x402Client } from "@x402/core/client";
import type { PaymentPayload } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, bearer, jsonPost, network, paidPost, payer, usdcBalance } from "../support/agent";
import { mcpClients, paymentRequiredOf, toolError, v1McpClients } from "../support/mcp";
import { fundPayer, rowsOfPayers } from "../support/security";

const PAYER = 238; // pays over REST
const MCP_PAYER = 239; // pays over MCP

const { connect, close } = mcpClients("leasehold-contracts");
const v1 = v1McpClients("leasehold-contracts-v1");
afterAll(async () => {
  await close();
  await v1.close();
});

const FIELD = { name: "full_name", label: "Full name", type: "text" };
const form = (extra: Record<string, unknown> = {}, field: Record<string, unknown> = {}) => ({ title: "Intake", fields: [FIELD, { name: "email", label: "Email", type: "email", ...field }], ...extra });

/** Near misses at every depth, each with where it is refused and what it suggests. */
const NEAR_MISSES: { what: string; toolType: string; content: Record<string, unknown>; path: string; meant: string }[] = [
  { what: "top level (case)", toolType: "custom_form", content: form({ successmessage: "Thanks." }), path: "content.successmessage", meant: "successMessage" },
  { what: "top level (snake_case of a camelCase key)", toolType: "custom_form", content: form({ submit_button_text: "Send" }), path: "content.submit_button_text", meant: "submitButtonText" },
  { what: "a field (swapped letters)", toolType: "custom_form", content: form({}, { requierd: true }), path: "content.fields.1.requierd", meant: "required" },
  {
    what: "a field's condition",
    toolType: "custom_form",
    content: form({}, { showIf: { feild: "full_name", notEmpty: true } }),
    path: "content.fields.1.showIf.feild",
    meant: "field",
  },
  {
    what: "a requested upload (camelCase of a snake_case key)",
    toolType: "file_vault",
    content: { vault_title: "Documents", requested_uploads: [{ key: "passport", label: "Passport", maxSizeBytes: 1_000_000 }] },
    path: "content.requested_uploads.0.maxSizeBytes",
    meant: "max_size_bytes",
  },
  {
    what: "a chart's point",
    toolType: "data_dashboard",
    content: { dashboard_title: "Sales", charts: [{ title: "Orders", type: "bar", data: [{ label: "Mon", vlaue: 3 }] }] },
    path: "content.charts.0.data.0.vlaue",
    meant: "value",
  },
];

describe("content contracts over REST", () => {
  beforeAll(async () => {
    await fundPayer(PAYER);
  });

  it.each(NEAR_MISSES)("refuses a near miss in $what before any payment, naming its path and the key meant", async ({ toolType, content, path, meant }) => {
    const body = { label: "Contracts", toolType, content };
    // No challenge: the body is refused first.
    const unpaid = await jsonPost("/api/v3/resources/pages", body);
    expect(unpaid.status).toBe(400);
    expect(unpaid.headers.get("payment-required")).toBeNull();
    const refused = (await unpaid.json()) as { error: string; code: string; details: { path: string; message: string }[] };
    expect(refused.code).toBe("validation_failed");
    const detail = refused.details.find((d) => d.path === path);
    expect(detail?.message, JSON.stringify(refused.details)).toContain(`did you mean \`${meant}\`?`);
    expect(refused.error).toContain(path);

    // A client ready to pay pays nothing: no charge, no lease, no payment row.
    const address = payer(PAYER).address;
    const [balance, rows] = [await usdcBalance(address), await rowsOfPayers([address])];
    const paid = await paidPost(PAYER, "/api/v3/resources/pages", body);
    expect(paid.status).toBe(400);
    expect(((await paid.json()) as { code: string }).code).toBe("validation_failed");
    expect(await usdcBalance(address)).toBe(balance);
    expect(await rowsOfPayers([address])).toEqual(rows);
  });

  it("refuses an unknown key inside an element without a near miss, listing the keys it takes", async () => {
    const response = await jsonPost("/api/v3/resources/pages", { label: "Files", toolType: "file_sharer", content: { title: "Files", files: [{ name: "a.pdf", url: "https://files.example.com/a.pdf", colour: "red" }] } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: { path: string; message: string }[] };
    expect(body.details).toContainEqual({ path: "content.files.0.colour", message: expect.stringContaining("`name`, `url`") });
  });

  it("keeps an unknown top-level member and lists it in the 201 and PATCH answers' warnings; PATCH refuses a near miss and writes nothing", async () => {
    const content = { title: "Drawings", description: "Revision C.", files: [{ name: "Plan.pdf", url: "https://files.example.com/plan.pdf" }] };
    const created = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Drawings", toolType: "file_sharer", content });
    expect(created.status, await created.clone().text()).toBe(201);
    const { page, capabilityToken } = (await created.json()) as { page: { id: string; content: Record<string, unknown>; warnings?: { path: string; message: string }[] }; capabilityToken: { token: string } };
    expect(page.content.description).toBe("Revision C.");
    expect(page.warnings).toEqual([{ path: "content.description", message: expect.stringContaining("file_sharer does not read `description`") }]);

    const patch = (body: unknown) =>
      api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(capabilityToken.token), "content-type": "application/json" }, body: JSON.stringify(body) });
    const patched = await patch({ content: { ...content, notes: "For the client." } });
    expect(patched.status).toBe(200);
    // In the order the content is stored (PostgreSQL's jsonb orders members).
    expect(((await patched.json()) as { warnings: { path: string }[] }).warnings.map((w) => w.path).sort()).toEqual(["content.description", "content.notes"]);

    // Without strays, no warnings member.
    const clean = await patch({ content: { title: "Drawings", files: content.files } });
    expect(clean.status).toBe(200);
    expect(await clean.json()).not.toHaveProperty("warnings");

    // A near miss at the top level and inside an element: 400, and the Page is as it was.
    const before = await db().page.findUniqueOrThrow({ where: { id: page.id } });
    for (const [body, path, meant] of [
      [{ content: { titel: "Drawings", files: content.files } }, "content.titel", "title"],
      [{ content: { title: "Drawings", files: [{ ...content.files[0], mimeType: "application/pdf" }] } }, "content.files.0.mimeType", "mime_type"],
    ] as const) {
      const refused = await patch(body);
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as { code: string; details: { path: string; message: string }[] };
      expect(answer.code).toBe("validation_failed");
      expect(answer.details.find((d) => d.path === path)?.message, JSON.stringify(answer)).toContain(`did you mean \`${meant}\`?`);
    }
    expect(await db().page.findUniqueOrThrow({ where: { id: page.id } })).toEqual(before);
  });

  it("refuses a private Page without an audience before payment, and PATCH to private without one", async () => {
    const unpaid = await jsonPost("/api/v3/resources/pages", { label: "Private", visibility: "private" });
    expect(unpaid.status).toBe(400);
    expect(unpaid.headers.get("payment-required")).toBeNull();
    const body = (await unpaid.json()) as { code: string; details: { path: string; message: string }[] };
    expect(body.code).toBe("validation_failed");
    expect(body.details).toContainEqual({ path: "audienceEmails", message: expect.stringContaining("a private Page needs an audience") });

    const created = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Private", visibility: "private", audienceEmails: ["ann.contracts@example.com"] });
    expect(created.status).toBe(201);
    const open = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Public" });
    expect(open.status).toBe(201);
    const { page, capabilityToken } = (await open.json()) as { page: { id: string }; capabilityToken: { token: string } };
    const patch = (patchBody: unknown) =>
      api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(capabilityToken.token), "content-type": "application/json" }, body: JSON.stringify(patchBody) });
    const refused = await patch({ visibility: "private" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "validation_failed", details: [{ path: "visibility", message: expect.stringContaining("a private Page needs an audience") }] });
    expect((await db().page.findUniqueOrThrow({ where: { id: page.id } })).visibility).toBe("public");
    // With an audience (POST …/audience), it may be private.
    const audience = await api(`/api/v3/control/pages/${page.id}/audience`, {
      method: "POST",
      headers: { ...bearer(capabilityToken.token), "content-type": "application/json" },
      body: JSON.stringify({ audienceEmails: ["bo.contracts@example.com"] }),
    });
    expect(audience.status).toBe(200);
    expect((await patch({ visibility: "private" })).status).toBe(200);
    // POST …/audience cannot empty a private Page's audience either (without an owner): refused, nothing changed.
    const emptied = await api(`/api/v3/control/pages/${page.id}/audience`, {
      method: "POST",
      headers: { ...bearer(capabilityToken.token), "content-type": "application/json" },
      body: JSON.stringify({ audienceEmails: [] }),
    });
    expect(emptied.status).toBe(400);
    expect(await emptied.json()).toMatchObject({ code: "validation_failed", details: [{ path: "audienceEmails", message: expect.stringContaining("a private Page needs an audience") }] });
    expect((await db().page.findUniqueOrThrow({ where: { id: page.id } })).audienceEmails).toEqual(["bo.contracts@example.com"]);
  });
});

describe("content contracts over MCP", () => {
  const paying = () =>
    x402Client.fromConfig({
      schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(MCP_PAYER)) }],
      spendControls: { allowedAssets: [{ network: network() as `${string}:${string}`, asset: process.env.X402_ASSET!, maxAmountPerPayment: "5000000" }] },
    });

  beforeAll(async () => {
    await fundPayer(MCP_PAYER);
  });

  it("provision_page refuses a near miss at every depth with the suggestion, without a payment challenge, even with a payment", async () => {
    const client = await connect();
    // A payment made for a valid body, then offered with a mistaken one: refused, nothing charged.
    const challenge = await client.callTool({ name: "provision_page", arguments: { label: "MCP contracts", toolType: "custom_form", content: form() } });
    const payload: PaymentPayload = await paying().createPaymentPayload(paymentRequiredOf(challenge));
    const address = payer(MCP_PAYER).address;
    const [balance, rows] = [await usdcBalance(address), await rowsOfPayers([address])];
    for (const { toolType, content, path, meant } of NEAR_MISSES) {
      const result = await client.callTool({ name: "provision_page", arguments: { label: "MCP contracts", toolType, content }, _meta: { "x402/payment": payload } });
      const body = toolError(result) as unknown as { code: string; details: { path: string; message: string }[]; accepts?: unknown };
      expect(body.code).toBe("validation_failed");
      expect(body.accepts).toBeUndefined();
      expect(body.details.find((d) => d.path === path)?.message, JSON.stringify(body)).toContain(`did you mean \`${meant}\`?`);
    }
    expect(await usdcBalance(address)).toBe(balance);
    expect(await rowsOfPayers([address])).toEqual(rows);
  });

  it("provision_page and update_page list the members nothing reads in the Page's warnings (the v1 client checks them against the output schema)", async () => {
    const client = await connect();
    const args = { label: "MCP warnings", toolType: "checklist", content: { title: "First week", intro: "Welcome!", tasks: [{ id: "laptop", label: "Collect your laptop" }] } };
    const challenge = await client.callTool({ name: "provision_page", arguments: args });
    const payload: PaymentPayload = await paying().createPaymentPayload(paymentRequiredOf(challenge));
    const paid = await client.callTool({ name: "provision_page", arguments: args, _meta: { "x402/payment": payload } });
    expect(paid.isError, JSON.stringify(paid.content)).toBeFalsy();
    const { page, capabilityToken } = paid.structuredContent as { page: { id: string; warnings: { path: string }[] }; capabilityToken: { token: string } };
    expect(page.warnings.map((w) => w.path)).toEqual(["content.intro"]);

    const controlled = await v1.connect(capabilityToken.token);
    const updated = await controlled.callTool({ name: "update_page", arguments: { content: { ...args.content, outro: "Bye." } } });
    expect(updated.isError, JSON.stringify(updated.content)).toBeFalsy();
    expect((updated.structuredContent as { warnings: { path: string }[] }).warnings.map((w) => w.path).sort()).toEqual(["content.intro", "content.outro"]);

    const refused = await controlled.callTool({ name: "update_page", arguments: { content: { ...args.content, tasks: [{ id: "laptop", label: "Laptop", requried: true }] } } });
    expect(refused.isError).toBe(true);
    const body = JSON.parse((refused.content as { text: string }[])[0]!.text) as { code: string; details: { path: string; message: string }[] };
    expect(body.code).toBe("validation_failed");
    expect(body.details).toContainEqual({ path: "content.tasks.0.requried", message: "unknown key `requried`: did you mean `required`?" });
  });
});
