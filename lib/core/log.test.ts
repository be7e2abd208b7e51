import { describe, expect, it, vi } from "vitest";
import { createLogger, REDACTED, scrubText } from "./log";
import { REQUEST_ID_HEADER, requestIdFrom, runWithRequestId, traced } from "./http/request-context";
import { generateToken } from "./token-format";

/** A logger at `level` whose lines are collected. */
function capture(level = "trace") {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) }, level);
  return { logger, lines, text: () => lines.join(""), objects: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const TOKEN = generateToken();
const TOKEN_BODY = TOKEN.slice("at_live_".length);
// What a PAYMENT-SIGNATURE looks like: base64 of a JSON payment payload with an EIP-712 signature.
const SIGNATURE = Buffer.from(
  JSON.stringify({
    x402Version: 2,
    payload: { authorization: { from: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", nonce: `0x${"ab".repeat(32)}` }, signature: `0x${"cd".repeat(65)}` },
  }),
).toString("base64");

function expectClean(text: string) {
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(TOKEN_BODY);
  expect(text).not.toMatch(/at_live_[0-9A-Za-z]{36}/);
  expect(text).not.toContain(SIGNATURE);
  expect(text).not.toContain(SIGNATURE.slice(0, 60));
}

describe("the logger", () => {
  it("writes one JSON object a line, with level, time and message", () => {
    const { logger, lines, objects } = capture();
    logger.info({ a: 1 }, "hello");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith("\n")).toBe(true);
    expect(objects()[0]).toMatchObject({ level: "info", msg: "hello", a: 1, time: expect.any(String) });
  });

  it("scrubs a token and a payment signature interpolated into the message", () => {
    const { logger, text, objects } = capture();
    logger.info(`got token ${TOKEN} and signature ${SIGNATURE}`);
    logger.info("printf %s then %o", TOKEN, { header: SIGNATURE });
    logger.warn({ note: "x" }, `prefix:${TOKEN}:suffix`);
    expectClean(text());
    expect(objects()[0]!.msg).toBe(`got token ${REDACTED} and signature ${REDACTED}`);
    expect(objects()[2]!.msg).toBe(`prefix:${REDACTED}:suffix`);
  });

  it("redacts tokens in objects, by member name and by shape, at any depth", () => {
    const { logger, text, objects } = capture();
    logger.info({ token: TOKEN, capabilityToken: { token: TOKEN, tokenType: "Bearer" }, note: `the token is ${TOKEN}` }, "provisioned");
    logger.info({ deep: { a: { b: { c: [{ d: `x ${TOKEN}` }, TOKEN] } } }, list: [TOKEN] }, "deep");
    logger.info({ body: JSON.stringify({ capabilityToken: { token: TOKEN } }) }, "a body as text");
    expectClean(text());
    const [first, second] = objects();
    expect(first).toMatchObject({ token: REDACTED, capabilityToken: { token: REDACTED, tokenType: "Bearer" }, note: `the token is ${REDACTED}` });
    expect(second).toMatchObject({ deep: { a: { b: { c: [{ d: `x ${REDACTED}` }, REDACTED] } } }, list: [REDACTED] });
  });

  it("redacts the payment settings' secrets (a CDP key, a gas key, a facilitator's headers) wherever a configuration is logged", () => {
    const { logger, text, objects } = capture();
    const cdpSecret = Buffer.alloc(64, 3).toString("base64");
    const pem = "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgabcdefabcdefabcdefabcdefabcd\n-----END PRIVATE KEY-----";
    const gasKey = `0x${"12".repeat(32)}`;
    logger.info({ payment: { cdpApiKeyId: "organizations/o/apiKeys/k", cdpApiKeySecret: cdpSecret, facilitatorPrivateKey: gasKey, facilitatorHeaders: '{"Authorization":"Bearer f"}' } }, "config");
    logger.info({ setup: { mode: "facilitator", provider: "cdp", apiKeyId: "organizations/o/apiKeys/k", apiKeySecret: pem } }, "setup");
    for (const secret of [cdpSecret, gasKey, "Bearer f", "MIGHAgEAMBMGByqGSM49"]) expect(text()).not.toContain(secret);
    expect(objects()[0]).toMatchObject({ payment: { cdpApiKeyId: "organizations/o/apiKeys/k", cdpApiKeySecret: REDACTED, facilitatorPrivateKey: REDACTED, facilitatorHeaders: REDACTED } });
    expect(objects()[1]).toMatchObject({ setup: { apiKeyId: "organizations/o/apiKeys/k", apiKeySecret: REDACTED } });
  });

  it("redacts secret headers, as a plain object and as fetch Headers", () => {
    const { logger, text, objects } = capture();
    const headers = {
      authorization: `Bearer ${TOKEN}`,
      cookie: "next-auth.session-token=abc123secret",
      "set-cookie": ["next-auth.session-token=abc123secret; HttpOnly"],
      "payment-signature": SIGNATURE,
      "PAYMENT-REQUIRED": "eyJ4NDAyVmVyc2lvbiI6Mn0=",
      "user-agent": "vitest",
    };
    logger.info({ headers }, "plain headers");
    logger.info({ req: { headers } }, "request headers");
    logger.info({ headers: new Headers(headers as unknown as Record<string, string>) }, "fetch headers");
    expectClean(text());
    expect(text()).not.toContain("abc123secret");
    expect(text()).not.toContain("eyJ4NDAyVmVyc2lvbiI6Mn0");
    for (const object of objects()) {
      const h = ((object.headers ?? (object.req as { headers: unknown }).headers) as Record<string, unknown>);
      expect(h.authorization).toBe(REDACTED);
      expect(h.cookie).toBe(REDACTED);
      expect(h["user-agent"]).toBe("vitest");
    }
  });

  it("redacts tokens in errors: message, stack, nested causes and extra members", () => {
    const { logger, text, objects } = capture();
    const inner = Object.assign(new Error(`inner failure with ${TOKEN}`), { header: SIGNATURE, authorization: `Bearer ${TOKEN}` });
    const outer = new Error(`outer failure: ${TOKEN}`, { cause: inner });
    logger.error({ err: outer }, "request failed");
    logger.error(outer);
    logger.error({ context: { failure: inner } }, "nested");
    expectClean(text());
    const [first, second] = objects();
    expect(first!.err).toMatchObject({ type: "Error", message: `outer failure: ${REDACTED}` });
    expect(JSON.stringify(first!.err)).toContain("inner failure with");
    expect(second!.msg).toBe(`outer failure: ${REDACTED}`);
  });

  it("survives cycles and odd values", () => {
    const { logger, text } = capture();
    const cyclic: Record<string, unknown> = { token: TOKEN, n: 1n, when: new Date(0) };
    cyclic.self = cyclic;
    logger.info({ cyclic, bytes: new Uint8Array(8) }, "odd");
    expectClean(text());
    expect(text()).toContain("[Circular]");
  });

  it("scrubs long base64 and hex, keeps ordinary ids, hashes and addresses", () => {
    const hash = "a".repeat(64);
    const address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
    expect(scrubText(`${hash} ${address} psn_abc123 /api/v3/control/persons/psn_abc123`)).toBe(`${hash} ${address} psn_abc123 /api/v3/control/persons/psn_abc123`);
    expect(scrubText(`sig 0x${"cd".repeat(65)} end`)).toBe(`sig ${REDACTED} end`);
    expect(scrubText(`at_live_short`)).toBe(REDACTED);
  });

  it("scrubs webhook signing secrets (whsec_…), whole or cut short", () => {
    const secret = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
    expect(scrubText(`the secret is ${secret}.`)).toBe(`the secret is ${REDACTED}.`);
    expect(scrubText("whsec_abc")).toBe(REDACTED);
  });
});

describe("request ids", () => {
  it("accepts a sane incoming id and replaces anything else", () => {
    expect(requestIdFrom(new Headers({ [REQUEST_ID_HEADER]: "abc-123.DEF_4:5" }))).toBe("abc-123.DEF_4:5");
    for (const bad of ["", "x".repeat(65), "has space", "<script>", "a\u00e9", TOKEN, "line\nbreak"]) {
      const id = requestIdFrom({ get: () => bad });
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFrom(new Headers())).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the request id on every line logged while a request is handled", async () => {
    const { logger, objects } = capture();
    await runWithRequestId("req-1", async () => {
      logger.info("one");
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info({ a: 1 }, "two");
    });
    logger.info("outside");
    const [one, two, outside] = objects();
    expect(one!.reqId).toBe("req-1");
    expect(two!.reqId).toBe("req-1");
    expect(outside!.reqId).toBeUndefined();
  });

  it("answers with X-Request-Id and logs one access line without the query string", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const handler = traced(async () => Response.json({ ok: true }, { status: 201 }));
      const answer = await handler(new Request(`http://localhost/api/x?token=${TOKEN}`, { method: "POST", headers: { [REQUEST_ID_HEADER]: "from-client" } }));
      expect(answer.headers.get(REQUEST_ID_HEADER)).toBe("from-client");
      // A redirect's headers are immutable: the answer is copied.
      const redirect = await traced(async () => Response.redirect("http://localhost/elsewhere", 302))(new Request("http://localhost/a"));
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      spy.mockRestore();
    }
    const access = written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "request");
    expect(access[0]).toMatchObject({ reqId: "from-client", method: "POST", path: "/api/x", status: 201, durationMs: expect.any(Number) });
    expect(access[1]).toMatchObject({ method: "GET", path: "/a", status: 302 });
    expect(written.join("")).not.toContain("token=");
  });
});
