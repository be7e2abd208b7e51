/**
 * Who is asking: a Page's branding, set by the controller at
 * purchase or by PATCH, shown on the Page (organisation, logo from this
 * origin, contact, the tab's title), on its sign-in page and in the sign-in
 * email, whose subject and text name the organisation and, for a public
 * Page, its label.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOutboxMessage } from "@/lib/domains/auth/outbox";
import { api, bearer, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";

const PAYER = 125;
// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let images: http.Server;
let imageBase = "";
beforeAll(async () => {
  await fundPayer(PAYER);
  images = http.createServer((request, response) => {
    if (request.url === "/logo.png") response.writeHead(200, { "content-type": "image/png" }).end(PNG);
    else response.writeHead(200, { "content-type": "text/html" }).end("<script>alert(1)</script>");
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => images?.close(resolve));
});

const patch = (id: string, token: string, body: unknown) =>
  api(`/api/v3/control/pages/${id}`, { method: "PATCH", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(body) });

async function signInEmailFor(email: string, callbackUrl: string) {
  const csrf = await api("/api/auth/csrf");
  const cookie = (csrf.headers.getSetCookie?.() ?? []).map((line) => line.split(";")[0]).join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const requested = await api("/api/auth/signin/email", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ email, csrfToken, callbackUrl }).toString(),
  });
  expect(requested.status).toBe(302);
  const message = await latestOutboxMessage(process.env.EMAIL_OUTBOX_DIR!, email);
  expect(message).toBeTruthy();
  return message!;
}

describe("a Page's branding", () => {
  let id = "";
  let token = "";

  it("is set at purchase, returned, validated, and changed or removed by PATCH", async () => {
    const refused = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Bad", branding: { accentColor: "teal", locale: "it", extra: 1 } });
    expect(refused.status).toBe(400);
    const problems = ((await refused.json()) as { details: { path: string }[] }).details.map((d) => d.path).sort();
    expect(problems).toEqual(["branding", "branding.accentColor", "branding.locale"]);

    const branding = { organization: "Praxis Weber", accentColor: "#0F766E", contact: "termine@praxis-weber.example", locale: "de" };
    const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Book a physio session", toolType: "scheduler", branding });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { page: { id: string; branding: unknown }; capabilityToken: { token: string } };
    ({ id } = body.page);
    token = body.capabilityToken.token;
    expect(body.page.branding).toEqual(branding);

    const changed = await patch(id, token, { branding: { ...branding, logoUrl: `${imageBase}/logo.png` } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { branding: { logoUrl: string } }).branding.logoUrl).toBe(`${imageBase}/logo.png`);
    const read = (await (await api(`/api/v3/control/pages/${id}`, { headers: bearer(token) })).json()) as { branding: unknown };
    expect(read.branding).toMatchObject({ organization: "Praxis Weber", logoUrl: `${imageBase}/logo.png` });
  });

  it("shows the organisation, its logo from this origin and its contact on the Page, and names both in the tab", async () => {
    const cookie = await counterpartCookie("branding-visitor@example.com");
    const page = await api(`/pages/${id}`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Praxis Weber");
    expect(html).toContain("termine@praxis-weber.example");
    expect(html).toContain(`/api/counterpart/pages/${id}/logo`);
    // The heading (the content's title), who asks, and the service (the layout's title template).
    expect(html).toContain("<title>Book a time · Praxis Weber · Leasehold</title>");

    const logo = await api(`/api/counterpart/pages/${id}/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves no logo that is not an image, and none for a Page without one", async () => {
    expect((await patch(id, token, { branding: { organization: "Praxis Weber", logoUrl: `${imageBase}/page.html` } })).status).toBe(200);
    const notImage = await api(`/api/counterpart/pages/${id}/logo`);
    expect(notImage.status).toBe(404);
    expect(((await notImage.json()) as { code: string }).code).toBe("not_found");
    expect((await patch(id, token, { branding: {} })).status).toBe(200);
    expect((await api(`/api/counterpart/pages/${id}/logo`)).status).toBe(404);
  });

  it("the sign-in email and page say who asks, for what (the label only of a public Page)", async () => {
    expect((await patch(id, token, { branding: { organization: "Praxis Weber" } })).status).toBe(200);
    const message = await signInEmailFor(`branding-${Date.now()}@example.com`, `/pages/${id}`);
    expect(message.subject).toBe("Praxis Weber: sign in to open “Book a physio session”");
    expect(message.text).toContain("Praxis Weber asks you to open “Book a physio session” on Leasehold.");
    expect(message.text).toContain(message.url!);
    const signin = await (await api(`/signin?callbackUrl=${encodeURIComponent(`/pages/${id}`)}`)).text();
    expect(signin).toContain("Praxis Weber asks you to open “Book a physio session”");

    // A private Page needs an audience (refused without one: test/pages/contracts.test.ts).
    const audience = await api(`/api/v3/control/pages/${id}/audience`, { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify({ audienceEmails: ["reader@example.com"] }) });
    expect(audience.status).toBe(200);
    expect((await patch(id, token, { visibility: "private" })).status).toBe(200);
    const private_ = await signInEmailFor(`branding-private-${Date.now()}@example.com`, `/pages/${id}`);
    expect(private_.subject).toBe("Praxis Weber: sign in to open a page shared with you");
    expect(private_.text).not.toContain("Book a physio session");

    const plain = await signInEmailFor(`plain-${Date.now()}@example.com`, "/");
    expect(plain.subject).toBe("Sign in to Leasehold");
  });

  it("speaks the Page's language on its page, sign-in page and email; the browser's where the Page has none", async () => {
    expect((await patch(id, token, { visibility: "public", branding: { organization: "Praxis Weber", locale: "de" } })).status).toBe(200);
    const message = await signInEmailFor(`branding-de-${Date.now()}@example.com`, `/pages/${id}`);
    expect(message.subject).toBe("Praxis Weber: Melden Sie sich an, um „Book a physio session“ zu öffnen");
    expect(message.text).toContain("Melden Sie sich mit diesem Link an (er gilt einmal, 30 Minuten lang):");
    // The Page's language wins over the browser's.
    const signin = await (await api(`/signin?callbackUrl=${encodeURIComponent(`/pages/${id}`)}`, { headers: { "accept-language": "fr-FR,fr;q=0.9" } })).text();
    expect(signin).toContain('lang="de"');
    expect(signin).toContain("Praxis Weber bittet Sie, „Book a physio session“ zu öffnen.");
    const cookie = await counterpartCookie("branding-visitor@example.com");
    const page = await (await api(`/pages/${id}`, { headers: { cookie, "accept-language": "fr-FR" } })).text();
    expect(page).toContain('lang="de"');
    expect(page).toContain("Angemeldet als");
    // Without a Page (or its locale), the browser's language; English for one we do not speak.
    const missing = await api(`/pages/pg_${"0".repeat(20)}`, { headers: { cookie, "accept-language": "es-MX,es;q=0.9,en;q=0.5" } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Página no encontrada");
    const generic = await (await api("/signin", { headers: { "accept-language": "it-IT" } })).text();
    expect(generic).toContain("Sign in to open Pages and chat with Persons that were shared with you.");
    expect((await patch(id, token, { branding: { organization: "Praxis Weber" } })).status).toBe(200);
  });
});
