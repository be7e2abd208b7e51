/**
 * npm run agent:demo [-- BASE_URL]
 *
 * Acts as an agent would against a running Leasehold (default
 * http://localhost:3000, started with npm start): reads the catalog,
 * provisions a Person and a Page with @x402/fetch and a Hardhat test account
 * (spend cap raised to $5.00, as spec rule 4.2.4 requires), reads both back
 * with their tokens, refreshes a token, renews a lease, then does the same
 * over MCP (a chat turn with invoke_person, a Page paid with provision_page
 * per the x402 MCP transport), and prints each step.
 *
 * The payer key is Hardhat's public test account #3 (DEMO_PAYER_KEY
 * overrides it): it only holds test USDC on the local chain.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { x402Client } from "@x402/core/client";
import type { PaymentRequired } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { decodePaymentResponseHeader, wrapFetchWithPaymentFromConfig } from "@x402/fetch";
import { privateKeyToAccount } from "viem/accounts";
import { localPrivateKey } from "../lib/core/chain/local";

const base = (process.argv[2] ?? process.env.LEASEHOLD_URL ?? "http://localhost:3000").replace(/\/+$/, "");

function step(title: string, detail?: unknown) {
  console.log(`\n== ${title}`);
  if (detail !== undefined) console.log(typeof detail === "string" ? detail : JSON.stringify(detail, null, 2));
}

async function json(response: Response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function main() {
  const catalog = await json(await fetch(`${base}/api/v3/catalog`));
  const [personSku, pageSku] = catalog.skus;
  step("Catalog", {
    network: personSku.network,
    asset: personSku.asset,
    person: `${personSku.price} for ${personSku.termDays} days, ${personSku.included}`,
    page: `${pageSku.price} for ${pageSku.termDays} days, ${pageSku.included}`,
    clientSpendControl: catalog.clientSpendControl.note,
  });

  const account = privateKeyToAccount((process.env.DEMO_PAYER_KEY as `0x${string}`) ?? localPrivateKey(3));
  // Spend controls: allow the catalog's asset and raise the per-payment cap to
  // the dearest SKU ($5.00 for a Person); a default client stops at $1.
  const cap = String(Math.max(Number(personSku.priceAtomic), Number(pageSku.priceAtomic)));
  const pay = wrapFetchWithPaymentFromConfig(fetch, {
    schemes: [{ network: personSku.network, client: new ExactEvmScheme(account) }],
    spendControls: { allowedAssets: [{ network: personSku.network, asset: personSku.asset.address, maxAmountPerPayment: cap }] },
  });
  step("Payer", `${account.address} (per-payment cap ${Number(cap) / 10 ** personSku.asset.decimals} ${personSku.asset.symbol})`);

  const post = (path: string, body?: unknown) =>
    pay(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

  const personResponse = await post("/api/v3/resources/persons", { name: "Demo researcher", goal: "Keep track of what we learn about x402." });
  const person = await json(personResponse);
  const receipt = decodePaymentResponseHeader(personResponse.headers.get("PAYMENT-RESPONSE")!);
  step(`Provisioned Person ${person.person.id} (${personResponse.status})`, {
    lease: person.person.lease,
    token: person.capabilityToken.token.slice(0, 12) + "…",
    transaction: receipt.transaction,
  });

  const page = await json(await post("/api/v3/resources/pages", { label: "Demo intake" }));
  step(`Provisioned Page ${page.page.id}`, { toolType: page.page.toolType, content: page.page.content.title, lease: page.page.lease.status });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const personRead = await json(await fetch(`${base}/api/v3/control/persons/${person.person.id}`, { headers: bearer(person.capabilityToken.token) }));
  const pageRead = await json(await fetch(`${base}/api/v3/control/pages/${page.page.id}`, { headers: bearer(page.capabilityToken.token) }));
  step("Read both back with their tokens", { person: personRead.name, page: pageRead.label, counterpartUrl: pageRead.counterpartUrl });

  const refreshed = await json(await fetch(`${base}/api/v3/tokens/refresh`, { method: "POST", headers: bearer(person.capabilityToken.token) }));
  const oldToken = await fetch(`${base}/api/v3/control/persons/${person.person.id}`, { headers: bearer(person.capabilityToken.token) });
  step("Refreshed the Person's token", { newTokenExpires: refreshed.capabilityToken.expiresAt, oldTokenNow: oldToken.status });

  const renewal = await json(await post(`/api/v3/resources/pages/${page.page.id}/renew`));
  step("Renewed the Page's lease", { termEnd: renewal.lease.termEnd, renewals: renewal.lease.renewals, transaction: renewal.payment.transaction });

  // The same over MCP: the token goes in the connection's Authorization header, never in a tool argument.
  const mcp = async (token?: string) => {
    const client = new Client({ name: "leasehold-agent-demo", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), token ? { requestInit: { headers: bearer(token) } } : undefined));
    return client;
  };
  const personSession = await mcp(refreshed.capabilityToken.token);
  const tools = (await personSession.listTools()).tools.map((tool) => tool.name);
  const turn = await personSession.callTool({ name: "invoke_person", arguments: { message: "What should I know about x402 payments?" } });
  const reply = turn.structuredContent as { reply: string; turnsRemaining: number; sessionId: string };
  step("MCP with the Person's token: invoke_person", { tools, reply: reply.reply.slice(0, 160), turnsRemaining: reply.turnsRemaining });
  await personSession.close();

  const publicSession = await mcp();
  const pageArgs = { label: "Demo bookings (MCP)", toolType: "scheduler" };
  const challenge = await publicSession.callTool({ name: "provision_page", arguments: pageArgs });
  // An error result's body is the JSON in its text; a payment error holds the x402 MCP transport's x402/error wrapper.
  const errorBody = JSON.parse((challenge.content as { text: string }[])[0]!.text) as { "x402/error"?: { data: PaymentRequired } };
  if (!errorBody["x402/error"]) throw new Error(`provision_page did not ask for payment: ${JSON.stringify(errorBody)}`);
  const required = errorBody["x402/error"].data;
  const payer = x402Client.fromConfig({
    schemes: [{ network: personSku.network, client: new ExactEvmScheme(account) }],
    spendControls: { allowedAssets: [{ network: personSku.network, asset: personSku.asset.address, maxAmountPerPayment: cap }] },
  });
  const payment = await payer.createPaymentPayload(required);
  const paid = await publicSession.callTool({ name: "provision_page", arguments: pageArgs, _meta: { "x402/payment": payment } });
  if (paid.isError) throw new Error(`provision_page: ${(paid.content as { text: string }[])[0]?.text}`);
  const mcpPage = paid.structuredContent as { page: { id: string; toolType: string }; capabilityToken: { token: string } };
  const settlement = (paid._meta as Record<string, { transaction: string }>)["x402/payment-response"]!;
  step(`MCP without a token: provision_page paid ${Number(required.accepts[0]!.amount) / 10 ** personSku.asset.decimals} ${personSku.asset.symbol}`, {
    page: mcpPage.page.id,
    toolType: mcpPage.page.toolType,
    token: mcpPage.capabilityToken.token.slice(0, 12) + "…",
    transaction: settlement.transaction,
  });
  await publicSession.close();

  console.log("\nDone. Keep capability tokens in secret storage; this demo printed only their first characters.");
}

main().catch((error) => {
  console.error(`agent:demo failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
