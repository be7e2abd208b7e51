/**
 * x402 extensions: every 402 challenge declares `bazaar` (how the
 * route is called and what it answers) and `payment-identifier`; a paid
 * request repeated with the same payment-identifier id and the same payment
 * gets its first answer again (without the one-time token), and the same id
 * with another payment or another body is 409. Through the real HTTP API and
 * the real x402 client, on the local chain.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { checkPaymentIdentifier } from "@/lib/domains/payments/identifier";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { x402Client, x402HTTPClient } from "@x402/core/client";
import type { PaymentRequired } from "@x402/core/types";
import { ExactEvmScheme } from "@x402/evm/exact/client";
import { validateDiscoveryExtension, validateDiscoveryExtensionSpec, type DiscoveryExtension } from "@x402/extensions/bazaar";
import { appendPaymentIdentifierToExtensions, generatePaymentId, isPaymentIdentifierExtension } from "@x402/extensions/payment-identifier";
import { api, baseUrl, bearer, challenge, network, PAGE_BODY, PERSON_BODY, payer, payTo, usdcBalance } from "../support/agent";
import { paymentRequiredOf, toolError } from "../support/mcp";
import { fundPayer } from "../support/security";

const PAYER = 195;
const RENEW_PAYER = 196;
const MCP_PAYER = 197;
const CONFIGURED_BASE = () => process.env.PUBLIC_BASE_URL ?? baseUrl();

const post = (path: string, body: unknown, signature: string, headers: Record<string, string> = {}) =>
  api(path, { method: "POST", headers: { "content-type": "application/json", "PAYMENT-SIGNATURE": signature, ...headers }, body: JSON.stringify(body) });

/** A PAYMENT-SIGNATURE from the real x402 client, carrying a payment-identifier id when given. */
async function signWithId(index: number, required: PaymentRequired, id?: string): Promise<string> {
  const client = new x402HTTPClient(
    x402Client.fromConfig({ schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(index)) }], spendControls: false }),
  );
  const copy = structuredClone(required);
  if (id) appendPaymentIdentifierToExtensions((copy.extensions ??= {}), id);
  const payload = await client.createPaymentPayload(copy);
  return client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"]!;
}

function expectBazaar(required: PaymentRequired) {
  const bazaar = required.extensions?.bazaar as DiscoveryExtension | undefined;
  expect(bazaar, "bazaar extension").toBeDefined();
  // The extension's own JSON Schema (ajv, inside @x402/extensions) and its protocol rules.
  expect(validateDiscoveryExtension(bazaar!)).toEqual({ valid: true });
  expect(validateDiscoveryExtensionSpec(bazaar! as unknown as Record<string, unknown>)).toMatchObject({ valid: true });
  return bazaar!;
}

beforeAll(async () => {
  await fundPayer(PAYER);
  await fundPayer(RENEW_PAYER);
  await fundPayer(MCP_PAYER);
});

describe("bazaar discovery in every 402", () => {
  it("the provisioning challenges declare the route's input and output, valid against @x402/extensions' schema", async () => {
    for (const [path, body, member] of [
      ["/api/v3/resources/persons", PERSON_BODY, "person"],
      ["/api/v3/resources/pages", PAGE_BODY, "page"],
    ] as const) {
      const { required, body: json } = await challenge(path, body);
      const bazaar = expectBazaar(required);
      expect(bazaar.info.input).toMatchObject({ type: "http", bodyType: "json" });
      const schema = bazaar.schema as unknown as { properties: { input: { properties: { body: { properties: Record<string, unknown> } } }; output: { properties: { example: { properties: Record<string, unknown> } } } } };
      // Input: the route's body members (from the zod schema); output: the 201 body's members.
      expect(Object.keys(schema.properties.input.properties.body.properties)).toEqual(expect.arrayContaining(member === "person" ? ["name", "goal", "tools", "webhook"] : ["label", "toolType", "content"]));
      expect(Object.keys(schema.properties.output.properties.example.properties)).toEqual(expect.arrayContaining([member, "capabilityToken", "payment", "replayed"]));
      expect(isPaymentIdentifierExtension(required.extensions?.["payment-identifier"])).toBe(true);
      expect((required.extensions?.["payment-identifier"] as { info: { required: boolean } }).info.required).toBe(false);
      // The JSON body carries the same challenge.
      expect(json.extensions).toEqual(required.extensions);
      // The client echoes the extensions into the payment: the PAYMENT-SIGNATURE stays far below Node's 16 KiB header limit.
      expect((await signWithId(PAYER, required, generatePaymentId())).length).toBeLessThan(8_000);
    }
  });

  it("a renewal's challenge declares its path parameters and answer", async () => {
    const response = await api("/api/v3/resources/person/psn_00000000000000000000/renew", { method: "POST" });
    expect(response.status).toBe(402);
    const required = JSON.parse(Buffer.from(response.headers.get("payment-required")!, "base64").toString()) as PaymentRequired;
    const bazaar = expectBazaar(required);
    expect(bazaar.info.input).toMatchObject({ type: "http", bodyType: "json", pathParams: { type: "person", id: "psn_00000000000000000000" } });
  });
});

describe("payment-identifier on provisioning", () => {
  it("the same id with the same payment answers the first answer again; another payment or body with that id is 409", async () => {
    const path = "/api/v3/resources/persons";
    const { required } = await challenge(path, PERSON_BODY);
    const id = generatePaymentId();
    const signature = await signWithId(PAYER, required, id);
    const before = await usdcBalance(payTo());

    const first = await post(path, PERSON_BODY, signature);
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created.capabilityToken.token).toMatch(/^at_live_/);
    expect(created.replayed).toBeUndefined();

    const again = await post(path, PERSON_BODY, signature);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("payment-response")).toBeTruthy();
    const replayed = await again.json();
    expect(replayed.replayed).toBe(true);
    expect(replayed.person.id).toBe(created.person.id);
    expect(replayed.person.name).toBe(created.person.name);
    expect(replayed.payment).toEqual(created.payment);
    // The token was shown once; the replay does not show it, nor a new one, and the first one still works.
    expect(replayed.capabilityToken).toBeUndefined();
    expect(JSON.stringify(replayed)).not.toContain("at_live_");
    const state = await api(`/api/v3/control/persons/${created.person.id}`, { headers: bearer(created.capabilityToken.token) });
    expect(state.status).toBe(200);

    // The same id with another payment (a new signature for the same request): 409, nothing charged.
    const other = await post(path, PERSON_BODY, await signWithId(PAYER, required, id));
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "payment_identifier_reused", error: expect.any(String) });
    // The same id and payment with another body: 409.
    const otherBody = await post(path, { ...PERSON_BODY, name: "Someone else" }, signature);
    expect(otherBody.status).toBe(409);
    expect((await otherBody.json()).code).toBe("payment_identifier_reused");

    expect(await usdcBalance(payTo())).toBe(before + BigInt(required.accepts[0]!.amount));
    // Without the id, a used payment stays refused as before.
    const plain = await post(path, PERSON_BODY, await signWithId(PAYER, required));
    expect(plain.status).toBe(201);
    expect((await plain.json()).person.id).not.toBe(created.person.id);
  });

  it("a malformed id is a 400 and charges nothing", async () => {
    const { required } = await challenge("/api/v3/resources/pages", PAGE_BODY);
    const copy = structuredClone(required);
    copy.extensions = { ...copy.extensions, "payment-identifier": { info: { required: false, id: "short!" } } };
    const client = new x402HTTPClient(
      x402Client.fromConfig({ schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(PAYER)) }], spendControls: false }),
    );
    const payload = await client.createPaymentPayload(copy);
    const response = await post("/api/v3/resources/pages", PAGE_BODY, client.encodePaymentSignatureHeader(payload)["PAYMENT-SIGNATURE"]!);
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("validation_failed");
  });

  it("a renewal repeated with its id answers the same renewed lease, charged once", async () => {
    const provisioned = await post("/api/v3/resources/pages", PAGE_BODY, await signWithId(RENEW_PAYER, (await challenge("/api/v3/resources/pages", PAGE_BODY)).required));
    expect(provisioned.status).toBe(201);
    const { page } = await provisioned.json();
    const path = `/api/v3/resources/page/${page.id}/renew`;
    const first402 = await api(path, { method: "POST" });
    const required = JSON.parse(Buffer.from(first402.headers.get("payment-required")!, "base64").toString()) as PaymentRequired;
    const id = generatePaymentId();
    const signature = await signWithId(RENEW_PAYER, required, id);
    const before = await usdcBalance(payTo());
    const first = await api(path, { method: "POST", headers: { "PAYMENT-SIGNATURE": signature } });
    expect(first.status).toBe(201);
    const renewed = await first.json();
    const again = await api(path, { method: "POST", headers: { "PAYMENT-SIGNATURE": signature } });
    expect(again.status).toBe(201);
    expect((await again.json()).lease.termEnd).toBe(renewed.lease.termEnd);
    const other = await api(path, { method: "POST", headers: { "PAYMENT-SIGNATURE": await signWithId(RENEW_PAYER, required, id) } });
    expect(other.status).toBe(409);
    expect((await other.json()).code).toBe("payment_identifier_reused");
    expect(await usdcBalance(payTo())).toBe(before + BigInt(required.accepts[0]!.amount));
  });
});

describe("the MCP provisioning tools", () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: "x402-extensions-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`)));
  });
  afterAll(async () => {
    await client.close().catch(() => {});
  });

  it("declare an MCP bazaar and take a payment-identifier: the repeat answers the same Person without its token", async () => {
    const args = { name: "Desk", goal: "Answer questions." };
    const challenged = await client.callTool({ name: "provision_person", arguments: args });
    const required = paymentRequiredOf(challenged);
    const bazaar = expectBazaar(required);
    expect(bazaar.info.input).toMatchObject({ type: "mcp", toolName: "provision_person", transport: "streamable-http" });
    expect(toolError(challenged).extensions).toEqual(required.extensions);

    const x402 = x402Client.fromConfig({ schemes: [{ network: network() as `${string}:${string}`, client: new ExactEvmScheme(payer(MCP_PAYER)) }], spendControls: false });
    const copy = structuredClone(required);
    appendPaymentIdentifierToExtensions((copy.extensions ??= {}), generatePaymentId());
    const payload = await x402.createPaymentPayload(copy);
    const first = await client.callTool({ name: "provision_person", arguments: args, _meta: { "x402/payment": payload } });
    expect(first.isError).toBeFalsy();
    const created = first.structuredContent as { person: { id: string }; capabilityToken: { token: string } };
    expect(created.capabilityToken.token).toMatch(/^at_live_/);
    const again = await client.callTool({ name: "provision_person", arguments: args, _meta: { "x402/payment": payload } });
    expect(again.isError).toBeFalsy();
    const replayed = again.structuredContent as Record<string, unknown> & { person: { id: string } };
    expect(replayed).toMatchObject({ replayed: true, person: { id: created.person.id } });
    expect(replayed.capabilityToken).toBeUndefined();
    const other = await client.callTool({ name: "provision_person", arguments: { ...args, name: "Other" }, _meta: { "x402/payment": payload } });
    expect(toolError(other).code).toBe("payment_identifier_reused");
  });
});

describe("discovery of what is priced", () => {
  it("/.well-known/x402 lists each priced operation with its URL from configuration, price, requirements and extensions", async () => {
    const response = await api("/.well-known/x402", { headers: { host: "evil.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const doc = await response.json();
    const base = CONFIGURED_BASE();
    expect(doc).toMatchObject({ version: 1, x402Version: 2, extensions: ["bazaar", "payment-identifier"] });
    expect(doc.resources).toEqual([`${base}/api/v3/resources/persons`, `${base}/api/v3/resources/pages`]);
    expect(JSON.stringify(doc)).not.toContain("evil.example");
    const catalog = await (await api("/api/v3/catalog")).json();
    const { required: personRequired } = await challenge("/api/v3/resources/persons", PERSON_BODY);
    const byKey = Object.fromEntries(doc.items.map((item: { purpose: string; resourceType: string }) => [`${item.purpose} ${item.resourceType}`, item]));
    expect(Object.keys(byKey).sort()).toEqual(["provision page", "provision person", "renew page", "renew person"]);
    for (const [key, item] of Object.entries(byKey) as [string, Record<string, unknown> & { accepts: Record<string, unknown>[] }][]) {
      const type = key.split(" ")[1]!;
      const sku = catalog.skus.find((s: { resource: string }) => s.resource === type);
      expect(item).toMatchObject({ method: "POST", price: sku.price, extensions: ["bazaar", "payment-identifier"] });
      expect(item.accepts[0]).toEqual({
        scheme: "exact",
        network: network(),
        asset: personRequired.accepts[0]!.asset,
        amount: sku.priceAtomic,
        payTo: personRequired.accepts[0]!.payTo,
        maxTimeoutSeconds: personRequired.accepts[0]!.maxTimeoutSeconds,
      });
    }
    expect(byKey["provision person"]).toMatchObject({ resource: `${base}/api/v3/resources/persons`, mcpTool: "provision_person" });
    expect(byKey["renew page"]).toMatchObject({ resource: `${base}/api/v3/resources/page/{id}/renew` });
    expect(personRequired.accepts[0]!.amount).toBe(byKey["provision person"]!.accepts[0]!.amount);
  });

  it("the catalog names the x402 extensions supported and links the discovery document", async () => {
    const catalog = await (await api("/api/v3/catalog")).json();
    expect(catalog.x402Extensions).toMatchObject({ supported: ["bazaar", "payment-identifier"], paymentIdentifier: { required: false, retentionHours: 24 }, discovery: "/.well-known/x402" });
    expect(catalog.links.x402).toBe("/.well-known/x402");
  });
});

describe("CORS on the paid routes", () => {
  for (const path of ["/api/v3/resources/persons", "/api/v3/resources/pages", "/api/v3/resources/page/pg_00000000000000000000/renew", "/api/v3/resources/persons/psn_00000000000000000000/renew"]) {
    it(`${path}: the preflight is answered, and a browser can read PAYMENT-REQUIRED`, async () => {
      const preflight = await api(path, {
        method: "OPTIONS",
        headers: { origin: "https://wallet.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type, payment-signature" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
      expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
      const allowed = preflight.headers.get("access-control-allow-headers")!.toLowerCase();
      for (const header of ["content-type", "payment-signature", "authorization"]) expect(allowed).toContain(header);

      const paid = await api(path, { method: "POST", headers: { origin: "https://wallet.example", "content-type": "application/json" }, body: JSON.stringify(path.endsWith("pages") ? PAGE_BODY : PERSON_BODY) });
      expect(paid.status).toBe(402);
      expect(paid.headers.get("access-control-allow-origin")).toBe("*");
      const exposed = paid.headers.get("access-control-expose-headers")!.toLowerCase();
      expect(exposed).toContain("payment-required");
      expect(exposed).toContain("payment-response");
    });
  }

  it("a paid answer exposes PAYMENT-RESPONSE to the page", async () => {
    const { required } = await challenge("/api/v3/resources/pages", PAGE_BODY);
    const response = await post("/api/v3/resources/pages", PAGE_BODY, await signWithId(PAYER, required), { origin: "https://wallet.example" });
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("PAYMENT-RESPONSE");
    expect(response.headers.get("payment-response")).toBeTruthy();
  });

  it("the control routes stay without CORS", async () => {
    const response = await api("/api/v3/control/persons/psn_00000000000000000000", { headers: { origin: "https://wallet.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("payment-identifier bindings (lib/domains/payments/identifier.ts, on the real PostgreSQL)", () => {
  const key = (nonce: string) => ({ network: "eip155:31337", asset: "0xasset", payer: "0xpayer199", nonce });
  async function bound(status: "failed" | "settled", hash: string, expiresInMs = 3_600_000) {
    const payment = await db().payment.create({
      data: { ...key(`0x${randomBytes(32).toString("hex")}`), purpose: "provision", sku: "page.provision", resourceType: "page", payTo: "0xpayto", amount: 1n, status },
    });
    const id = generatePaymentId();
    await db().paymentIdentifier.create({ data: { id, paymentId: payment.id, requestHash: hash, expiresAt: new Date(Date.now() + expiresInMs) } });
    return { id, payment };
  }

  it("an id bound to a settled payment refuses another payment; one whose payment failed, or that expired, is free again", async () => {
    const settled = await bound("settled", "h1");
    await expect(checkPaymentIdentifier(settled.id, key("0xother"), "h1")).rejects.toMatchObject({ code: "payment_identifier_reused" });
    await expect(checkPaymentIdentifier(settled.id, settled.payment, "h2")).rejects.toMatchObject({ code: "payment_identifier_reused" });
    expect(await checkPaymentIdentifier(settled.id, settled.payment, "h1")).toBe(true);

    const failed = await bound("failed", "h1");
    expect(await checkPaymentIdentifier(failed.id, key("0xnew"), "h1")).toBe(false);
    expect(await db().paymentIdentifier.findUnique({ where: { id: failed.id } })).toBeNull();

    const expired = await bound("settled", "h1", -1_000);
    expect(await checkPaymentIdentifier(expired.id, key("0xnew"), "h1")).toBe(false);
    expect(await db().paymentIdentifier.findUnique({ where: { id: expired.id } })).toBeNull();
    await db().payment.deleteMany({ where: { payer: "0xpayer199" } });
  });
});
