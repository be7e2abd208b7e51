/**
 * Rate limits per real client address on a plain Node host.
 *
 * One instance run as npm start and npm run start:prod run it (`next start`
 * with scripts/client-address.mjs preloaded), TRUST_PROXY=none, low sign-in
 * limits. Clients connect from different loopback addresses (Linux routes all
 * of 127.0.0.0/8 to a server on 127.0.0.1: `localAddress`), each test from
 * addresses of its own. Sign-in email requests are counted (and refused)
 * before NextAuth looks at them, so no CSRF token is needed.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverPreloadArgs } from "../../scripts/next";
import { startInstance, type Instance } from "../support/instance";

let app: Instance;

/** A loopback address of its own: 127.x.y.z with random x, y, z. */
const newLoopback = () => {
  const [a, b, c] = randomBytes(3);
  return `127.${a! % 250}.${b! % 250}.${2 + (c! % 250)}`;
};

/** A sign-in email request from `from`, with extra (forged) headers; the status and the refusal, if any. */
function askForLink(from: string, email: string, headers: Record<string, string> = {}): Promise<{ status: number; refused: boolean }> {
  const url = new URL(app.url);
  const body = new URLSearchParams({ email, csrfToken: "not-checked-here", callbackUrl: "/", json: "true" }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        localAddress: from,
        method: "POST",
        path: "/api/auth/signin/email",
        agent: false,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, refused: text.includes("error=RateLimited") });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

beforeAll(async () => {
  app = await startInstance({
    name: "client-address",
    nodeArgs: serverPreloadArgs(),
    env: {
      TRUST_PROXY: "none",
      RATE_LIMIT_SIGNIN_WINDOW_SECONDS: "120",
      RATE_LIMIT_SIGNIN_PER_ADDRESS: "3",
      RATE_LIMIT_SIGNIN_PER_EMAIL: "2",
    },
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

const someone = () => `someone-${randomBytes(4).toString("hex")}@example.com`;

describe("sign-in rate limits on a plain Node host (TRUST_PROXY=none)", () => {
  it("two clients on different addresses have separate buckets", async () => {
    const one = newLoopback();
    const two = newLoopback();
    for (let i = 0; i < 3; i++) expect((await askForLink(one, someone())).refused).toBe(false);
    expect((await askForLink(one, someone())).refused).toBe(true);
    // The other client is not locked out by the first one's flood.
    for (let i = 0; i < 3; i++) expect((await askForLink(two, someone())).refused).toBe(false);
    expect((await askForLink(two, someone())).refused).toBe(true);
  });

  it("a header the client sends (X-Forwarded-For, X-Real-IP or the private one) does not change its bucket", async () => {
    const flooder = newLoopback();
    const innocent = newLoopback();
    const forge = (address: string) => ({ "x-forwarded-for": address, "x-real-ip": address, "x-leasehold-client-address": address });
    // Each request claims another address: all still count against the socket's.
    for (let i = 0; i < 3; i++) expect((await askForLink(flooder, someone(), forge(newLoopback()))).refused).toBe(false);
    expect((await askForLink(flooder, someone(), forge(newLoopback()))).refused).toBe(true);
    // Claiming to be someone else does not spend their budget either.
    for (let i = 0; i < 3; i++) expect((await askForLink(newLoopback(), someone(), forge(innocent))).refused).toBe(false);
    expect((await askForLink(innocent, someone())).refused).toBe(false);
  });

  it("Unicode variants of one email address share its per-email bucket", async () => {
    const local = `ann${randomBytes(3).toString("hex")}`;
    const fullWidth = [...local].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join("");
    const variants = [`${local}@example.com`, `${fullWidth.toUpperCase()}@ｅｘａｍｐｌｅ.ｃｏｍ`, ` ${local.toUpperCase()}@EXAMPLE.com`];
    // From a new address each time: only the per-email limit (2) can refuse.
    expect((await askForLink(newLoopback(), variants[0]!)).refused).toBe(false);
    expect((await askForLink(newLoopback(), variants[1]!)).refused).toBe(false);
    expect((await askForLink(newLoopback(), variants[2]!)).refused).toBe(true);
  });
});
