import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { newResourceId } from "@/lib/core/ids";
import { EmbedOriginsSchema } from "@/lib/domains/pages/schemas";
import { baseUrl } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";

// Against the running service: a Content-Security-Policy
// with a fresh nonce on every page, framing refused unless the Page's
// controller named the origins, and counterpart writes accepted from this
// service's own pages only, as JSON where JSON is read.

async function lease(resourceType: "page" | "person", id: string) {
  const now = new Date();
  return db().lease.create({
    data: { resourceType, resourceId: id, principal: `0x${"58".repeat(20)}`, status: "active", termStart: now, termEnd: new Date(now.getTime() + 86_400_000), includedUnits: 500 },
  });
}

async function formPage(embedOrigins: string[] = []) {
  const id = newResourceId("page");
  const { id: leaseId } = await lease("page", id);
  await db().page.create({
    data: { id, leaseId, label: "Form", toolType: "custom_form", embedOrigins, content: { title: "Form", fields: [{ name: "answer", label: "Answer", type: "text", required: true }], responsesPerPerson: 10 } },
  });
  return id;
}

async function person() {
  const id = newResourceId("person");
  const { id: leaseId } = await lease("person", id);
  await db().person.create({ data: { id, leaseId, name: "Helper", goal: "Answer questions." } });
  return id;
}

const NONCE = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/;

let cookie: string;
let pageId: string;
let personId: string;

beforeAll(async () => {
  cookie = await counterpartCookie("csp@example.com");
  pageId = await formPage();
  personId = await person();
});

describe("Content-Security-Policy", () => {
  it("every page has a strict policy with a fresh nonce that its scripts carry, and may not be framed", async () => {
    for (const path of ["/", "/signin", `/pages/${pageId}`, `/persons/${personId}`]) {
      const nonces = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
        expect(response.status, path).toBe(200);
        const policy = response.headers.get("content-security-policy") ?? "";
        const nonce = NONCE.exec(policy)?.[1];
        expect(nonce, `${path}: ${policy}`).toBeTruthy();
        nonces.add(nonce!);
        for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "connect-src 'self'", "frame-ancestors 'none'"]) {
          expect(policy, path).toContain(directive);
        }
        expect(policy).not.toContain("unsafe-eval");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const html = await response.text();
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`);
      }
      expect(nonces.size, path).toBe(2);
    }
  });

  it("a Page its controller allowed on named https origins may be framed there only", async () => {
    const embedded = await formPage(["https://intranet.example.com", "https://portal.example.org:8443"]);
    const response = await fetch(`${baseUrl()}/pages/${embedded}`, { headers: { cookie } });
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors https://intranet.example.com https://portal.example.org:8443");
    expect(response.headers.get("x-frame-options")).toBeNull();
    // Every other page keeps 'none'.
    expect((await fetch(`${baseUrl()}/pages/${pageId}`, { headers: { cookie } })).headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("embedOrigins takes https origins only", () => {
    expect(EmbedOriginsSchema.parse(["https://Intranet.Example.com/", "https://intranet.example.com:443"])).toEqual(["https://intranet.example.com"]);
    for (const bad of ["http://intranet.example.com", "https://intranet.example.com/path", "https://*.example.com", "https://user:pw@example.com", "javascript:alert(1)", "'self'", "https://a.example.com https://b.example.com", "*"]) {
      expect(EmbedOriginsSchema.safeParse([bad]).success, bad).toBe(false);
    }
    expect(EmbedOriginsSchema.safeParse(Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`)).success).toBe(false);
  });
});

describe("counterpart writes: same origin, and JSON where JSON is read", () => {
  const routes = () => [
    { path: `/api/counterpart/pages/${pageId}/submissions`, json: true, body: JSON.stringify({ answers: { answer: "yes" } }), ok: 201 },
    { path: `/api/counterpart/persons/${personId}/chat`, json: true, body: JSON.stringify({ message: "Hello" }), ok: 200 },
  ];

  it("refuses each one sent from another site with 403 origin_not_allowed, and nothing is written", async () => {
    const before = await db().submission.count({ where: { pageId } });
    for (const route of routes()) {
      for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { origin: `${baseUrl()}.evil.example` }] as Record<string, string>[]) {
        const response = await fetch(`${baseUrl()}${route.path}`, { method: "POST", headers: { cookie, "content-type": "application/json", ...headers }, body: route.body });
        expect(response.status, `${route.path} ${JSON.stringify(headers)}`).toBe(403);
        expect(((await response.json()) as { code: string }).code).toBe("origin_not_allowed");
      }
    }
    expect(await db().submission.count({ where: { pageId } })).toBe(before);
    expect(await db().chatMessage.count({ where: { personId } })).toBe(0);
  });

  it("refuses a JSON route's body sent without application/json (a form or plain text a cross-site page could send without a preflight)", async () => {
    for (const route of routes().filter((r) => r.json)) {
      for (const contentType of [null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const response = await fetch(`${baseUrl()}${route.path}`, {
          method: "POST",
          headers: { cookie, origin: baseUrl(), ...(contentType ? { "content-type": contentType } : {}) },
          body: contentType === null ? new Uint8Array(Buffer.from(route.body)) : route.body,
        });
        expect(response.status, `${route.path} ${contentType}`).toBe(415);
        expect(((await response.json()) as { code: string }).code).toBe("unsupported_media_type");
      }
    }
  });

  it("accepts the same writes from this service's own origin (and from clients that send no Origin, which hold no one's cookie but their own)", async () => {
    for (const route of routes()) {
      for (const headers of [{ origin: baseUrl(), "sec-fetch-site": "same-origin" }, {}] as Record<string, string>[]) {
        const response = await fetch(`${baseUrl()}${route.path}`, { method: "POST", headers: { cookie, "content-type": "application/json", ...headers }, body: route.body });
        expect(response.status, `${route.path}: ${await response.clone().text()}`).toBe(route.ok);
        await response.text();
      }
    }
  });
});
