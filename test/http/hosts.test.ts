/**
 * Absolute URLs never come from a client-supplied host.
 *
 * An instance configured as `npm start` used to run it before the fix:
 * NEXTAUTH_URL unset and AUTH_TRUST_HOST on, here with PUBLIC_BASE_URL as the
 * configured address (npm start now sets both to http://localhost:PORT) and
 * TRUST_PROXY=1 (a proxy is declared: forwarded hosts still do not count).
 * Every request carries a forged Host, X-Forwarded-Host and
 * X-Forwarded-Proto. The sign-in link in the outbox, the agent card, the x402
 * challenge's resource URL and the counterpart URL of a control answer all
 * point to the configured address; the server log says where the link was
 * written, never the link. And an instance with no public URL at all refuses
 * to start.
 */
import http from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { decodePaymentRequiredHeader } from "@x402/core/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as wellKnownCard } from "@/app/.well-known/agent-card.json/route";
import { GET as agentCard } from "@/app/api/v3/agent-card/route";
import { GET as readPage } from "@/app/api/v3/control/pages/[id]/route";
import { latestOutboxMessage } from "@/lib/domains/auth/outbox";
import { db } from "@/lib/core/db/client";
import { PAGE_BODY, provision } from "../support/agent";
import { freePort, startInstance, type Instance } from "../support/instance";
import { fundPayer } from "../support/security";

/** This file's payer (beyond SECURITY_PAYERS, funded here). */
const PAYER = 52;
const FORGED = "evil.example";

let app: Instance;
let outbox: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request to the instance with forged host headers (fetch cannot set Host). */
function forged(method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const url = new URL(app.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: pathname,
        headers: {
          host: FORGED,
          "x-forwarded-host": FORGED,
          "x-forwarded-proto": "https",
          "x-forwarded-for": "192.0.2.10",
          ...headers,
          ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

const cookiesOf = (answer: Answer) => (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).join("; ");

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "leasehold-hosts-outbox-"));
  const port = await freePort();
  app = await startInstance({
    name: "hosts",
    port,
    env: {
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_URL: undefined,
      AUTH_TRUST_HOST: "true",
      TRUST_PROXY: "1",
      EMAIL_SERVER: undefined,
      EMAIL_OUTBOX_DIR: outbox,
      LOG_LEVEL: "info",
    },
  });
  await fundPayer(PAYER);
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await rm(outbox, { recursive: true, force: true });
});

describe("absolute URLs with forged Host and X-Forwarded-Host headers", () => {
  it("a sign-in link for someone else's address points to the configured host, and is not in the log", async () => {
    const email = `victim-${Date.now()}@example.com`;
    const csrf = await forged("GET", "/api/auth/csrf");
    expect(csrf.status).toBe(200);
    const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
    const requested = await forged(
      "POST",
      "/api/auth/signin/email",
      { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf) },
      new URLSearchParams({ email, csrfToken, callbackUrl: "/" }).toString(),
    );
    expect(requested.status).toBe(302);
    expect(requested.headers.location).not.toContain(FORGED);

    const message = await latestOutboxMessage(outbox, email);
    expect(message, "a message in the outbox").toBeTruthy();
    expect(message!.url!.startsWith(`${app.url}/api/auth/callback/email?`)).toBe(true);
    expect(message!.url).not.toContain(FORGED);

    // The log says where the link is, never the link (nor its token).
    const token = new URL(message!.url!).searchParams.get("token")!;
    const logged = await readFile(app.logPath, "utf8");
    expect(logged).toContain("written to the local outbox");
    expect(logged).toContain(outbox);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("/api/auth/callback/email");
  });

  it("a Unicode variant of an address signs in as that address: the link goes to its normal form, and the user is stored so", async () => {
    const local = `norm${Date.now().toString(36)}`;
    const fullWidth = [...local.toUpperCase()].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join("");
    const csrf = await forged("GET", "/api/auth/csrf");
    const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
    const requested = await forged(
      "POST",
      "/api/auth/signin/email",
      { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf) },
      new URLSearchParams({ email: ` ${fullWidth}@ｅｘａｍｐｌｅ.ｃｏｍ`, csrfToken, callbackUrl: "/" }).toString(),
    );
    expect(requested.status).toBe(302);
    const message = await latestOutboxMessage(outbox, `${local}@example.com`);
    expect(message?.to).toBe(`${local}@example.com`);
    const link = await fetch(message!.url!, { redirect: "manual", headers: { cookie: cookiesOf(csrf) } });
    expect(link.status).toBe(302);
    expect(await db().user.findUnique({ where: { email: `${local}@example.com` } })).toBeTruthy();
  });

  it("the agent card (both addresses), /.well-known/x402 and the x402 challenge's resource URL use the configured host", async () => {
    for (const where of ["/.well-known/agent-card.json", "/api/v3/agent-card"]) {
      const card = await forged("GET", where);
      expect(card.status).toBe(200);
      expect(card.text).not.toContain(FORGED);
      expect(JSON.parse(card.text)).toMatchObject({ url: `${app.url}/a2a`, documentationUrl: `${app.url}/api/v3/openapi.json` });
    }
    const x402 = await forged("GET", "/.well-known/x402");
    expect(x402.status).toBe(200);
    expect(x402.text).not.toContain(FORGED);
    expect(JSON.parse(x402.text).resources).toEqual([`${app.url}/api/v3/resources/persons`, `${app.url}/api/v3/resources/pages`]);
    const challenge = await forged("POST", "/api/v3/resources/pages", { "content-type": "application/json" }, JSON.stringify(PAGE_BODY));
    expect(challenge.status).toBe(402);
    const required = decodePaymentRequiredHeader(String(challenge.headers["payment-required"]));
    expect(required.resource?.url).toBe(`${app.url}/api/v3/resources/pages`);
    expect(challenge.text).not.toContain(FORGED);
  });

  it("counterpart URLs in control answers use the configured host", async () => {
    const page = await provision(PAYER, "pages");
    const read = await forged("GET", `/api/v3/control/pages/${page.id}`, { authorization: `Bearer ${page.token}` });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toMatchObject({ counterpartUrl: `${app.url}/pages/${page.id}` });
    expect(read.text).not.toContain(FORGED);
  });
});

describe("routes where only NEXTAUTH_URL is set (this test process, as the suite configures it)", () => {
  const configured = () => process.env.NEXTAUTH_URL!;
  const forgedRequest = (url: string, headers: Record<string, string> = {}) =>
    new Request(url.replace(configured(), `https://${FORGED}`), { headers: { "x-forwarded-host": FORGED, "x-forwarded-proto": "https", ...headers } });

  it("the agent card and a control answer's counterpart URL use NEXTAUTH_URL, not the request's host", async () => {
    expect(process.env.PUBLIC_BASE_URL).toBeFalsy();
    for (const [route, where] of [
      [agentCard, "/api/v3/agent-card"],
      [wellKnownCard, "/.well-known/agent-card.json"],
    ] as const) {
      const text = await (await route(forgedRequest(`${configured()}${where}`), undefined)).text();
      expect(text).not.toContain(FORGED);
      expect(JSON.parse(text)).toMatchObject({ url: `${configured()}/a2a` });
    }
    const page = await provision(PAYER, "pages");
    const read = await readPage(forgedRequest(`${configured()}/api/v3/control/pages/${page.id}`, { authorization: `Bearer ${page.token}` }), {
      params: Promise.resolve({ id: page.id }),
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ counterpartUrl: `${configured()}/pages/${page.id}` });
  });
});

describe("an instance without a public URL", () => {
  it("refuses to start off Vercel, naming PUBLIC_BASE_URL", async () => {
    const failed = await startInstance({ name: "hosts-no-url", env: { PUBLIC_BASE_URL: undefined, NEXTAUTH_URL: undefined }, timeoutMs: 60_000 }).then(
      async (started) => {
        await started.stop();
        return null;
      },
      (error: Error) => error,
    );
    expect(failed?.message).toMatch(/next start exited/);
    const logged = await readFile(path.join("test-results", "hosts-no-url.log"), "utf8");
    expect(logged).toMatch(/set PUBLIC_BASE_URL/);
  });
});
