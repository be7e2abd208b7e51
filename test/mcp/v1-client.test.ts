/**
 * The most used MCP client, the v1 TypeScript SDK (@modelcontextprotocol/sdk
 * 1.x), against /mcp. It validates any structuredContent against the tool's
 * output schema, even on an error result, and throws when it does not match:
 * every tool's error path must come back as a readable isError result, never
 * as an exception. The v2 client is exercised by mcp.test.ts.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, describe, expect, it, vi } from "vitest";
import { TOOL_TYPES } from "@/lib/domains/pages/content";
import { MCP_TOOLS } from "@/lib/adapters/catalog/routes";
import { api, bearer, provision } from "../support/agent";
import { toolError, v1McpClients } from "../support/mcp";

const PAYER = 18; // REST provisions only (shared with mcp.test.ts; nobody counts its leases)

const { connect, close: closeClients } = v1McpClients("leasehold-v1-client-test");
afterAll(async () => {
  await closeClients();
});

/** Calls a tool with the v1 client; an exception (what the bug was) fails with the tool's name. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  try {
    return await client.callTool({ name, arguments: args });
  } catch (error) {
    throw new Error(`the v1 client threw on ${name}: ${(error as Error).message}`);
  }
}

describe("the v1 MCP SDK client", () => {
  it("reads every discovery and provisioning tool's errors, prints no schema warnings, and validates their answers", async () => {
    const warn = vi.spyOn(console, "warn");
    const client = await connect();
    const tools = (await client.listTools()).tools;
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual([...MCP_TOOLS.discovery, MCP_TOOLS.provision.person, MCP_TOOLS.provision.page].sort());
    // Successes pass the client's own output validation.
    const catalog = await call(client, "list_catalog", {});
    expect(catalog.isError).toBeFalsy();
    expect((catalog.structuredContent as { name: string }).name).toBe("Leasehold");
    // provision_page's content is described by reference: get_resource_model has each toolType's contract with a realistic example (lib/domains/pages/types/*).
    expect(tools.find((tool) => tool.name === MCP_TOOLS.provision.page)!.description).toContain("get_resource_model");
    const model = (await call(client, "get_resource_model", {})).structuredContent as { resources: { page: { contentContract: Record<string, { examples: { label: string; content: object }[] }> } } };
    const contracts = model.resources.page.contentContract;
    expect(Object.keys(contracts).sort()).toEqual([...TOOL_TYPES].sort());
    for (const toolType of TOOL_TYPES) expect(contracts[toolType]!.examples[0], toolType).toMatchObject({ label: expect.any(String), content: expect.any(Object) });
    // Errors are readable results.
    for (const name of MCP_TOOLS.discovery) expect(toolError(await call(client, name, { unexpected: true })).code, name).toBe("validation_failed");
    // The wallet tools: a challenge passes the client's output validation; a proof that does not parse is a readable error.
    const challenge = await call(client, "wallet_challenge", { address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906" });
    expect(challenge.isError).toBeFalsy();
    expect(toolError(await call(client, "wallet_list_leases", { signIn: "not a proof" })).code).toBe("wallet_signin_invalid");
    expect(toolError(await call(client, "wallet_reissue_token", { signIn: "not a proof", id: "psn_none" })).code).toBe("wallet_signin_invalid");
    const page = toolError(await call(client, "provision_page", { label: "Bookings", toolType: "scheduler" }));
    expect(page).toMatchObject({ code: "payment_required", "x402/error": { code: 402, data: { x402Version: 2 } } });
    expect(toolError(await call(client, "provision_person", { name: "" })).code).toBe("validation_failed");
    expect(toolError(await call(client, "provision_person", { name: "Desk", goal: "Help." })).code).toBe("payment_required");
    expect(warn.mock.calls.map((args) => String(args[0])).filter((text) => /format|schema/i.test(text))).toEqual([]);
    warn.mockRestore();
  });

  for (const kind of ["persons", "pages"] as const) {
    it(`reads the error of every ${kind === "persons" ? "Person" : "Page"} control tool`, async () => {
      const resource = await provision(PAYER, kind);
      const client = await connect(resource.token);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      const control = [...MCP_TOOLS.control[kind === "persons" ? "person" : "page"], MCP_TOOLS.refresh];
      expect(names).toEqual(expect.arrayContaining(control));
      // A success first: the client validates it against the output schema.
      const read = await call(client, kind === "persons" ? "get_person" : "get_page", {});
      expect(read.isError).toBeFalsy();
      // Bad arguments on every tool that takes any.
      for (const name of control) {
        const result = await call(client, name, { unexpected: { deeply: ["nested"] }, limit: "many", fileId: "" });
        if (result.isError) expect(toolError(result).code, name).toMatch(/^(validation_failed|not_found)$/);
      }
      // Then the resource is destroyed: every tool answers 401 as a readable result.
      expect((await api(`/api/v3/control/${kind}/${resource.id}`, { method: "DELETE", headers: bearer(resource.token) })).status).toBe(200);
      for (const name of control) expect(toolError(await call(client, name, {})).code, name).toBe("unauthorized");
    });
  }
});
