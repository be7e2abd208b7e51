/**
 * X402_FACILITATOR=cdp: every request to Coinbase's facilitator carries a
 * fresh JWT, signed with the CDP API key by Coinbase's own @coinbase/x402,
 * naming that request's method, host and path. Coinbase is never called: the
 * fetch the x402 client makes is answered here, and each token is checked
 * against the public half of a key made for the test.
 */
import { generateKeyPairSync, verify, type KeyObject } from "node:crypto";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { afterEach, describe, expect, it, vi } from "vitest";

const KEY_ID = "organizations/11111111-2222-3333-4444-555555555555/apiKeys/66666666-7777-8888-9999-000000000000";
const PAY_TO = "0x0000000000000000000000000000000000000001";
const NETWORK = "eip155:8453";

/** An Ed25519 key as CDP hands it out: base64 of its 32-byte seed and 32-byte public key. */
function ed25519Key(): { secret: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const jwk = privateKey.export({ format: "jwk" });
  const secret = Buffer.concat([Buffer.from(jwk.d!, "base64url"), Buffer.from(jwk.x!, "base64url")]).toString("base64");
  return { secret, publicKey };
}

/** An EC (P-256) key in PKCS#8 PEM, written as a one-line variable with literal "\n" (as many dashboards keep it). */
function ecKey(): { secret: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString().trim();
  return { secret: pem.replace(/\n/g, "\\n"), publicKey };
}

interface Seen {
  method: string;
  url: URL;
  authorization: string | null;
}

/** Stands in for Coinbase's facilitator: records each request and answers as it would. */
function fakeCoinbase(seen: Seen[]) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const headers = new Headers(init?.headers);
    seen.push({ method: init?.method ?? "GET", url, authorization: headers.get("authorization") });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    if (url.pathname.endsWith("/verify")) return json({ isValid: true, payer: "0x00000000000000000000000000000000000000aa" });
    if (url.pathname.endsWith("/settle")) return json({ success: true, transaction: `0x${"ab".repeat(32)}`, network: NETWORK, payer: "0x00000000000000000000000000000000000000aa" });
    if (url.pathname.endsWith("/supported")) return json({ kinds: [{ x402Version: 2, scheme: "exact", network: NETWORK }], extensions: [], signers: {} });
    return new Response("not found", { status: 404 });
  });
}

/** The process's facilitator client, configured from `env` (a fresh module graph, so config() reads it). */
async function facilitatorWith(env: Record<string, string>) {
  vi.resetModules();
  for (const name of ["X402_FACILITATOR_URL", "X402_FACILITATOR_HEADERS", "X402_RPC_URL", "X402_FACILITATOR_PRIVATE_KEY", "LEASEHOLD_LOCAL_CHAIN"]) vi.stubEnv(name, "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { facilitatorClient } = await import("./facilitator");
  return facilitatorClient();
}

function decode(jwt: string) {
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  return {
    header: JSON.parse(Buffer.from(header, "base64url").toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>,
    signed: Buffer.from(`${header}.${payload}`),
    signature: Buffer.from(signature, "base64url"),
  };
}

const PAYLOAD = { x402Version: 2, payload: {}, accepted: {} } as unknown as PaymentPayload;
const REQUIREMENTS = { scheme: "exact", network: NETWORK, amount: "5000000", asset: PAY_TO, payTo: PAY_TO, maxTimeoutSeconds: 300, extra: {} } as PaymentRequirements;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("Coinbase's CDP facilitator (X402_FACILITATOR=cdp)", () => {
  for (const [kind, makeKey, alg] of [
    ["an Ed25519 key", ed25519Key, "EdDSA"],
    ["an EC key in PEM", ecKey, "ES256"],
  ] as const) {
    it(`signs every verify, settle and supported request with a fresh JWT for that request (${kind})`, async () => {
      const key = makeKey();
      const seen: Seen[] = [];
      vi.stubGlobal("fetch", fakeCoinbase(seen));
      const client = await facilitatorWith({ X402_FACILITATOR: "cdp", CDP_API_KEY_ID: KEY_ID, CDP_API_KEY_SECRET: key.secret, X402_PAY_TO: PAY_TO });

      const before = Math.floor(Date.now() / 1000);
      expect(await client.verify(PAYLOAD, REQUIREMENTS)).toMatchObject({ isValid: true });
      expect(await client.verify(PAYLOAD, REQUIREMENTS)).toMatchObject({ isValid: true });
      expect(await client.settle(PAYLOAD, REQUIREMENTS)).toMatchObject({ success: true });
      expect((await client.getSupported()).kinds).toHaveLength(1);
      const after = Math.floor(Date.now() / 1000);

      expect(seen.map((request) => `${request.method} ${request.url.host}${request.url.pathname}`)).toEqual([
        "POST api.cdp.coinbase.com/platform/v2/x402/verify",
        "POST api.cdp.coinbase.com/platform/v2/x402/verify",
        "POST api.cdp.coinbase.com/platform/v2/x402/settle",
        "GET api.cdp.coinbase.com/platform/v2/x402/supported",
      ]);
      const tokens = seen.map((request) => {
        expect(request.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
        return request.authorization!.slice("Bearer ".length);
      });
      // Fresh each time: no two requests carry the same token (the two verifies included).
      expect(new Set(tokens).size).toBe(tokens.length);

      for (const [index, token] of tokens.entries()) {
        const { header, payload, signed, signature } = decode(token);
        const request = seen[index]!;
        expect(header).toMatchObject({ alg, kid: KEY_ID, typ: "JWT" });
        expect(payload).toMatchObject({ iss: "cdp", sub: KEY_ID, uris: [`${request.method} ${request.url.host}${request.url.pathname}`] });
        const iat = payload.iat as number;
        expect(iat).toBeGreaterThanOrEqual(before);
        expect(iat).toBeLessThanOrEqual(after);
        // Short-lived: two minutes.
        expect(payload.exp).toBe(iat + 120);
        // Signed by the key: the public half verifies it, another key does not.
        const ok = alg === "EdDSA"
          ? verify(null, signed, key.publicKey, signature)
          : verify("sha256", signed, { key: key.publicKey, dsaEncoding: "ieee-p1363" }, signature);
        expect(ok).toBe(true);
        const other = makeKey().publicKey;
        const forged = alg === "EdDSA"
          ? verify(null, signed, other, signature)
          : verify("sha256", signed, { key: other, dsaEncoding: "ieee-p1363" }, signature);
        expect(forged).toBe(false);
      }
      // The two verify requests differ in their header nonce, not only in time.
      expect(decode(tokens[0]!).header.nonce).not.toEqual(decode(tokens[1]!).header.nonce);
    });
  }

  it("keeps X402_FACILITATOR_URL as it was: its fixed headers, no JWT", async () => {
    const seen: Seen[] = [];
    vi.stubGlobal("fetch", fakeCoinbase(seen));
    const client = await facilitatorWith({
      X402_FACILITATOR_URL: "https://facilitator.example/x402",
      X402_FACILITATOR_HEADERS: '{"Authorization":"Bearer fixed"}',
      X402_PAY_TO: PAY_TO,
    });
    await client.verify(PAYLOAD, REQUIREMENTS);
    await client.getSupported();
    expect(seen.map((request) => [request.url.href, request.authorization])).toEqual([
      ["https://facilitator.example/x402/verify", "Bearer fixed"],
      ["https://facilitator.example/x402/supported", "Bearer fixed"],
    ]);
  });

  it("the health check's GET /supported carries a fresh token too", async () => {
    const key = ed25519Key();
    const seen: Seen[] = [];
    vi.stubGlobal("fetch", fakeCoinbase(seen));
    vi.resetModules();
    vi.stubEnv("X402_FACILITATOR_URL", "");
    const { configFrom, paymentSetup } = await import("../../core/config");
    const { hostedFacilitatorConfig } = await import("./facilitator");
    const setup = paymentSetup(configFrom({ X402_FACILITATOR: "cdp", CDP_API_KEY_ID: KEY_ID, CDP_API_KEY_SECRET: key.secret, X402_PAY_TO: PAY_TO }));
    if (setup.mode !== "facilitator") throw new Error(`expected a hosted facilitator, got ${setup.mode}`);
    const hosted = hostedFacilitatorConfig(setup);
    const { checkFacilitator } = await import("../../adapters/health/health");
    const headers = async () => ((await hosted.createAuthHeaders!()).supported ?? {}) as Record<string, string>;
    expect(await checkFacilitator(hosted.url, headers, NETWORK)).toBeNull();
    expect(await checkFacilitator(hosted.url, headers, NETWORK)).toBeNull();
    expect(seen).toHaveLength(2);
    expect(seen[0]!.authorization).not.toEqual(seen[1]!.authorization);
    expect(decode(seen[0]!.authorization!.slice(7)).payload.uris).toEqual(["GET api.cdp.coinbase.com/platform/v2/x402/supported"]);
  });
});
