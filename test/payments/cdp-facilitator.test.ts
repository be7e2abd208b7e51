/**
 * X402_FACILITATOR=cdp end to end: a `next start` configured for Coinbase's
 * CDP facilitator, whose bundled @coinbase/x402 signs every request with a
 * fresh JWT. Coinbase is not called: test/support/cdp-redirect.mjs, preloaded
 * into the server, sends the requests meant for api.cdp.coinbase.com to a
 * stand-in on the local chain (test/support/hosted-facilitator.ts) that lets a
 * request through only when its JWT verifies with the public half of the test
 * key, names that request's method, host and path, is within its two minutes
 * and was never seen before.
 */
import { generateKeyPairSync, verify, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, network, payForPerson, payTo, usdcBalance } from "../support/agent";
import { startHostedFacilitator, type HostedFacilitator } from "../support/hosted-facilitator";
import { startInstance, type Instance } from "../support/instance";
import { fundPayer } from "../support/security";

const PAYER = 227;
/** The stand-in's gas key: one of this file's indices, so nobody else sends from it. */
const FACILITATOR_KEY = 228;
const KEY_ID = "organizations/11111111-2222-3333-4444-555555555555/apiKeys/66666666-7777-8888-9999-000000000000";
const CDP = "api.cdp.coinbase.com/platform/v2/x402";

/** An Ed25519 key as CDP hands it out: base64 of its 32-byte seed and 32-byte public key. */
function cdpKey(): { secret: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const jwk = privateKey.export({ format: "jwk" });
  return { secret: Buffer.concat([Buffer.from(jwk.d!, "base64url"), Buffer.from(jwk.x!, "base64url")]).toString("base64"), publicKey };
}

const key = cdpKey();
/** Every token the stand-in was shown, and why it was refused, if it was. */
const tokens: { uri: string; token: string; refused?: string }[] = [];

/** What Coinbase checks of a request's JWT, as far as a test can tell. */
function authorize({ method, path: requestPath, authorization }: { method: string; path: string; authorization: string | undefined }): boolean {
  const uri = `${method} ${CDP}${requestPath}`;
  const token = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!token) {
    tokens.push({ uri, token: "", refused: "no bearer token" });
    return false;
  }
  const refuse = (why: string) => (tokens.push({ uri, token, refused: why }), false);
  const [header = "", payload = "", signature = ""] = token.split(".");
  if (!verify(null, Buffer.from(`${header}.${payload}`), key.publicKey, Buffer.from(signature, "base64url"))) return refuse("signature");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { iss?: string; sub?: string; uris?: string[]; iat?: number; exp?: number };
  const kid = (JSON.parse(Buffer.from(header, "base64url").toString()) as { kid?: string }).kid;
  if (claims.iss !== "cdp" || claims.sub !== KEY_ID || kid !== KEY_ID) return refuse("issuer");
  if (JSON.stringify(claims.uris) !== JSON.stringify([uri])) return refuse(`uris ${JSON.stringify(claims.uris)}`);
  const now = Date.now() / 1000;
  if (!claims.iat || !claims.exp || claims.exp - claims.iat > 120 || claims.exp < now || claims.iat > now + 5) return refuse("time");
  if (tokens.some((seen) => seen.token === token)) return refuse("replayed");
  tokens.push({ uri, token });
  return true;
}

let facilitator: HostedFacilitator;
let app: Instance;
let payer: `0x${string}`;

const cdpInstance = (name: string, secret: string) =>
  startInstance({
    name,
    env: {
      X402_FACILITATOR: "cdp",
      CDP_API_KEY_ID: KEY_ID,
      CDP_API_KEY_SECRET: secret,
      X402_FACILITATOR_URL: undefined,
      X402_FACILITATOR_HEADERS: undefined,
      X402_FACILITATOR_PRIVATE_KEY: undefined,
      FAKE_CDP_FACILITATOR: facilitator.url,
    },
    nodeArgs: ["--import", path.resolve("test/support/cdp-redirect.mjs")],
  });

beforeAll(async () => {
  payer = await fundPayer(PAYER);
  facilitator = await startHostedFacilitator({ rpcUrl: process.env.LEASEHOLD_TEST_RPC!, network: network(), keyIndex: FACILITATOR_KEY, apiKey: "unused", authorize });
  app = await cdpInstance("cdp-facilitator", key.secret);
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await facilitator?.close();
});

describe("Coinbase's CDP facilitator (X402_FACILITATOR=cdp)", () => {
  it("provisions a Person: each verify, settle and supported request signed afresh with the CDP key, paid once; health says cdp; the secret is never logged", async () => {
    const [payerBefore, payToBefore] = [await usdcBalance(payer), await usdcBalance(payTo())];
    const response = await payForPerson(PAYER, app.url);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(await usdcBalance(payer)).toBe(payerBefore - 5_000_000n);
    expect(await usdcBalance(payTo())).toBe(payToBefore + 5_000_000n);
    expect((await fetch(`${app.url}/api/v3/control/persons/${body.person.id}`, { headers: bearer(body.capabilityToken.token) })).status).toBe(200);

    const health = await (await fetch(`${app.url}/api/health`)).json();
    expect(health.checks.payments).toMatchObject({ status: "ok", mode: "facilitator", facilitator: "cdp" });

    // Every request the stand-in saw carried a valid token of its own.
    expect(tokens.filter((seen) => seen.refused)).toEqual([]);
    const uris = tokens.map((seen) => seen.uri);
    expect(uris).toEqual(expect.arrayContaining([`POST ${CDP}/verify`, `POST ${CDP}/settle`, `GET ${CDP}/supported`]));
    expect(uris.filter((uri) => uri === `GET ${CDP}/supported`).length).toBeGreaterThanOrEqual(1);
    expect(new Set(tokens.map((seen) => seen.token)).size).toBe(tokens.length);
    expect(facilitator.calls.length).toBe(tokens.length);

    const log = readFileSync(app.logPath, "utf8");
    expect(log).not.toContain(key.secret);
    for (const { token } of tokens) expect(log).not.toContain(token);
  });

  it("another key's signature is refused by the facilitator: 503, nothing charged", async () => {
    const wrong = await cdpInstance("cdp-facilitator-wrong-key", cdpKey().secret);
    try {
      const before = await usdcBalance(payer);
      const seenBefore = tokens.length;
      const response = await payForPerson(PAYER, wrong.url);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: "service_unavailable" });
      expect(await usdcBalance(payer)).toBe(before);
      expect(tokens.slice(seenBefore).filter((seen) => seen.refused === "signature").length).toBeGreaterThanOrEqual(1);
      const health = await (await fetch(`${wrong.url}/api/health`)).json();
      expect(health.checks.payments).toMatchObject({ status: "error", facilitator: "cdp", detail: expect.stringMatching(/answered 401/) });
    } finally {
      await wrong.stop();
    }
  });
});
