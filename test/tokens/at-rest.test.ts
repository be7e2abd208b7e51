/**
 * The database holds no plaintext capability token. After tokens are issued
 * every way there is (REST provisions, MCP provisioning, refresh over REST and
 * MCP, a provision whose token is delivered on the retry of a pending
 * settlement, destroy), every text, varchar, json and jsonb column (and text
 * array) of every table in the schema, found through information_schema, is
 * searched for anything shaped like a token and for each issued token's
 * secret part. The hint (`at_live_…` and the last four characters) is not a
 * token. (That the logs hold none is the logging suite's test.)
 */
import { x402Client } from "@x402/core/client";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { hashToken, TOKEN_PATTERN } from "@/lib/core/token-format";
import { challenge, network, PAGE_BODY, payer, provision, signedHeader } from "../support/agent";
import { setFault } from "../support/rpc-fault-proxy";
import { fundPayer, PLANTED_TOKEN_MARK, SECURITY_PAYERS, send } from "../support/security";
import { mcpClients, paymentRequiredOf } from "../support/mcp";

const PAYER = SECURITY_PAYERS.tokens;
const issued: string[] = [];

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The text-bearing columns of every table of the application's schema. */
async function textColumns(): Promise<Column[]> {
  return db().$queryRaw<Column[]>`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema()
      AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
           OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_json', '_jsonb')))
    ORDER BY c.table_name, c.column_name`;
}

/** Where a token-shaped string, or one of `secrets`, is stored: "Table.column" with the number of rows. */
async function findTokens(secrets: string[]): Promise<string[]> {
  // Token-shaped strings other test files store on purpose (plantedToken) are not the service's.
  const alternatives = [`at_live_(?!${PLANTED_TOKEN_MARK})[0-9A-Za-z]{36}`, ...secrets.map((s) => s.replace(/[^0-9A-Za-z_]/g, ""))];
  const pattern = alternatives.join("|");
  const found: string[] = [];
  for (const column of await textColumns()) {
    const rows = await db().$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM ${quote(column.table_name)} WHERE ${quote(column.column_name)}::text ~ $1`,
      pattern,
    );
    const n = Number(rows[0]!.n);
    if (n > 0) found.push(`${column.table_name}.${column.column_name} (${n} rows)`);
  }
  return found;
}

const { connect: mcp, close: closeClients } = mcpClients("security-suite");

beforeAll(async () => {
  await fundPayer(PAYER);
  // REST provisions.
  const person = await provision(PAYER, "persons");
  const page = await provision(PAYER, "pages");
  issued.push(person.token, page.token);
  // REST refreshes, twice each.
  for (const start of [person, page]) {
    let token = start.token;
    for (let i = 0; i < 2; i++) {
      const response = await send({ method: "POST", path: "/api/v3/tokens/refresh", headers: [["authorization", `Bearer ${token}`]] });
      expect(response.status).toBe(200);
      token = JSON.parse(response.text).capabilityToken.token;
      issued.push(token);
    }
    start.token = token;
  }
  // MCP provisioning (x402 over MCP), then refresh_token over MCP.
  const anonymous = await mcp();
  const args = { label: "Tokens at rest", toolType: "approval", content: { request_title: "Approve?" } };
  const required = paymentRequiredOf(await anonymous.callTool({ name: "provision_page", arguments: args }));
  const paying = x402Client.fromConfig({
    schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(PAYER)) }],
    spendControls: { allowedAssets: [{ network: network() as `${string}:${string}`, asset: process.env.X402_ASSET!, maxAmountPerPayment: "5000000" }] },
  });
  const paid = await anonymous.callTool({ name: "provision_page", arguments: args, _meta: { "x402/payment": await paying.createPaymentPayload(required) } });
  expect(paid.isError, JSON.stringify(paid.content)).toBeFalsy();
  const mcpToken = (paid.structuredContent as { capabilityToken: { token: string } }).capabilityToken.token;
  issued.push(mcpToken);
  const rotated = await (await mcp(mcpToken)).callTool({ name: "refresh_token", arguments: {} });
  issued.push((rotated.structuredContent as { capabilityToken: { token: string } }).capabilityToken.token);
  // A provision whose settlement answer is lost (202), its token delivered on the retry.
  const faults = process.env.LEASEHOLD_TEST_FAULTS!;
  const { required: pageChallenge } = await challenge("/api/v3/resources/pages", PAGE_BODY);
  const signature = await signedHeader(PAYER, pageChallenge);
  const post = () =>
    send({ method: "POST", path: "/api/v3/resources/pages", headers: [["content-type", "application/json"], ["payment-signature", signature]], body: JSON.stringify(PAGE_BODY) });
  await setFault(faults, payer(PAYER).address, "drop-after-send");
  try {
    expect((await post()).status).toBe(202);
  } finally {
    await setFault(faults, payer(PAYER).address, null);
  }
  const delivered = await post();
  expect(delivered.status, delivered.text).toBe(201);
  issued.push(JSON.parse(delivered.text).capabilityToken.token);
  // Destroy one.
  expect((await send({ method: "DELETE", path: `/api/v3/control/pages/${page.id}`, headers: [["authorization", `Bearer ${page.token}`]] })).status).toBe(200);
  await closeClients();
}, 120_000);

describe("the database holds no plaintext capability token", () => {
  it("every token issued above is stored as its SHA-256 and a hint only", async () => {
    expect(issued).toHaveLength(9);
    for (const token of issued) {
      expect(token).toMatch(TOKEN_PATTERN);
      const row = await db().capabilityToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
      expect(row.hint).toBe(`at_live_…${token.slice(-4)}`);
    }
  });

  it("no text, varchar, json or jsonb column of any table holds a token or a token's secret part", async () => {
    const columns = await textColumns();
    const tables = new Set(columns.map((c) => c.table_name));
    for (const table of ["Person", "Page", "Lease", "Payment", "CapabilityToken", "Task", "KnowledgeFile", "Submission", "ChatMessage", "TimelineEvent", "Session", "User"]) {
      expect(tables, table).toContain(table);
    }
    expect(columns.some((c) => c.data_type === "jsonb")).toBe(true);
    const secrets = issued.map((token) => token.slice("at_live_".length));
    expect(await findTokens(secrets)).toEqual([]);
  });

  it("the scan finds a token where one is stored (so an empty result means something)", async () => {
    const [token] = issued;
    const probe = await db().timelineEvent.create({
      data: { resourceType: "person", resourceId: "psn_security_scan_probe", seq: 1, type: "probe", actor: "system", data: { note: `oops ${token!.slice(8)}` } },
    });
    try {
      expect(await findTokens([token!.slice(8)])).toEqual(["TimelineEvent.data (1 rows)"]);
    } finally {
      await db().timelineEvent.delete({ where: { id: probe.id } });
    }
  });
});
