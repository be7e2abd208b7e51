/**
 * npm run agent:demo [-- BASE_URL]
 *
 * Acts as an agent would against a running Leasehold (default
 * http://localhost:3000, started with npm start): reads the catalog,
 * provisions a Person and a Page through the typed client (client/: the
 * types generated from the OpenAPI document, openapi-fetch, paid calls through
 * @x402/fetch with a Hardhat test account and the catalog's spend controls,
 * which raise the cap to $5.00 as spec rule 4.2.4 requires), reads both back
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
import { answered, leaseholdClient, settled } from "../client";
import { localPrivateKey } from "../lib/core/chain/local";

const base = (process.argv[2] ?? process.env.LEASEHOLD_URL ?? "http://localhost:3000").replace(/\/+$/, "");

function step(title: string, detail?: unknown) {
  console.log(`\n== ${title}`);
  if (detail !== undefined) console.log(typeof detail === "string" ? detail : JSON.stringify(detail, null, 2));
}

async function main() {
  const { data: catalog } = await answered(leaseholdClient({ baseUrl: base }).public.GET("/api/v3/catalog"));
  const [personSku, pageSku] = catalog.skus;
  if (!personSku || !pageSku) throw new Error("the catalog lists no SKUs");
  step("Catalog", {
    network: personSku.network,
    asset: personSku.asset,
    person: `${personSku.price} for ${personSku.termDays} days, ${personSku.included}`,
    page: `${pageSku.price} for ${pageSku.termDays} days, ${pageSku.included}`,
    clientSpendControl: catalog.clientSpendControl.note,
  });

  const account = privateKeyToAccount((process.env.DEMO_PAYER_KEY as `0x${string}`) ?? localPrivateKey(3));
  // Spend controls as the catalog gives them: its asset on its network, the per-payment cap
  // raised to the dearest SKU ($5.00 for a Person); a default client stops at $1.
  type Caip2 = `${string}:${string}`;
  const network = catalog.clientSpendControl.network as Caip2;
  const spendControls = { allowedAssets: catalog.clientSpendControl.spendControls.allowedAssets.map((allowed) => ({ ...allowed, network: allowed.network as Caip2 })) };
  const cap = spendControls.allowedAssets[0]!.maxAmountPerPayment;
  const pay = wrapFetchWithPaymentFromConfig(fetch, { schemes: [{ network, client: new ExactEvmScheme(account) }], spendControls });
  step("Payer", `${account.address} (per-payment cap ${Number(cap) / 10 ** personSku.asset.decimals} ${personSku.asset.symbol})`);

  // The typed client: paid calls through the x402 fetch, control calls with a resource's token.
  const leasehold = leaseholdClient({ baseUrl: base, pay });

  const personAnswer = await answered(leasehold.paid.POST("/api/v3/resources/persons", { body: { name: "Demo researcher", goal: "Keep track of what we learn about x402." } }));
  const person = settled(personAnswer.data);
  const receipt = decodePaymentResponseHeader(personAnswer.response.headers.get("PAYMENT-RESPONSE")!);
  const personToken = person.capabilityToken!.token;
  step(`Provisioned Person ${person.person.id} (${personAnswer.response.status})`, {
    lease: person.person.lease,
    token: personToken.slice(0, 12) + "…",
    transaction: receipt.transaction,
  });

  // A Page's content is typed by its toolType: a custom_form takes a title and fields.
  const page = settled(
    (
      await answered(
        leasehold.paid.POST("/api/v3/resources/pages", {
          body: { label: "Demo intake", toolType: "custom_form", content: { title: "Demo intake", fields: [{ name: "email", label: "Your email", type: "email", required: true }] } },
        }),
      )
    ).data,
  );
  const pageToken = page.capabilityToken!.token;
  step(`Provisioned Page ${page.page.id}`, { toolType: page.page.toolType, content: page.page.content.title, lease: page.page.lease.status });

  const personRead = (await answered(leasehold.control(personToken).GET("/api/v3/control/persons/{id}", { params: { path: { id: person.person.id } } }))).data;
  const pageRead = (await answered(leasehold.control(pageToken).GET("/api/v3/control/pages/{id}", { params: { path: { id: page.page.id } } }))).data;
  step("Read both back with their tokens", { person: personRead.name, page: pageRead.label, counterpartUrl: pageRead.counterpartUrl });

  const refreshed = (await answered(leasehold.control(personToken).POST("/api/v3/tokens/refresh"))).data;
  const oldToken = await leasehold.control(personToken).GET("/api/v3/control/persons/{id}", { params: { path: { id: person.person.id } } });
  step("Refreshed the Person's token", { newTokenExpires: refreshed.capabilityToken.expiresAt, oldTokenNow: oldToken.response.status });

  const renewal = settled((await answered(leasehold.paid.POST("/api/v3/resources/pages/{id}/renew", { params: { path: { id: page.page.id } } }))).data);
  step("Renewed the Page's lease", { termEnd: renewal.lease.termEnd, renewals: renewal.lease.renewals, transaction: renewal.payment.transaction });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
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
  const payer = x402Client.fromConfig({ schemes: [{ network, client: new ExactEvmScheme(account) }], spendControls });
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
