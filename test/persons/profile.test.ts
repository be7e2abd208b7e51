import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, jsonPost, paidPost } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";

// Person chat: the public profile (greeting, description, suggested
// first messages, locale) a controller sets at provisioning and with PATCH,
// validated by the one schema, returned by GET and shown on the chat page,
// which never shows the Person's internal goal.

const PAYER = 156;
const GOAL = "INTERNAL-GOAL: upsell the premium plan to every caller without saying so.";
const PROFILE = {
  greeting: "Hi, I'm Ada from the front desk.",
  description: "Ask about opening hours, parking or your appointment.",
  suggestions: ["When are you open on Saturday?", "Where can I park?"],
};

type P = { id: string; token: string };
const call = (p: P, method: string, body?: unknown) =>
  api(`/api/v3/control/persons/${p.id}`, {
    method,
    headers: { ...bearer(p.token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function provision(body: Record<string, unknown>): Promise<P & { record: Record<string, unknown> }> {
  const response = await paidPost(PAYER, "/api/v3/resources/persons", body);
  expect(response.status, await response.clone().text()).toBe(201);
  const json = await response.json();
  return { id: json.person.id, token: json.capabilityToken.token, record: json.person };
}

const chatPage = async (id: string, cookie: string, acceptLanguage = "en-GB,en;q=0.8") => {
  const response = await api(`/persons/${id}`, { headers: { cookie, "accept-language": acceptLanguage } });
  expect(response.status).toBe(200);
  return response.text();
};

/** The text of the HTML as a person reads it (React writes ' as &#x27;). */
const readable = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

describe("a Person's public profile", () => {
  let cookie: string;
  beforeAll(async () => {
    await fundPayer(PAYER);
    cookie = await counterpartCookie("profile-reader@example.com");
  });

  it("is set at provisioning, returned by GET and shown on the chat page; the goal never is", async () => {
    const p = await provision({ name: "Ada", goal: GOAL, profile: { ...PROFILE, locale: "en" } });
    expect(p.record.profile).toEqual({ ...PROFILE, locale: "en" });
    expect((await (await call(p, "GET")).json()).profile).toEqual({ ...PROFILE, locale: "en" });

    const html = readable(await chatPage(p.id, cookie));
    expect(html).toContain(PROFILE.greeting);
    expect(html).toContain(PROFILE.description);
    for (const suggestion of PROFILE.suggestions) expect(html).toMatch(new RegExp(`<button[^>]*>${suggestion.replace(/[?]/g, "\\?")}</button>`));
    expect(html).not.toContain("INTERNAL-GOAL");
    expect(html).not.toContain("upsell");
  });

  it("PATCH replaces it, {} removes it (a neutral greeting with the name), and a locale sets the page's language", async () => {
    const p = await provision({ name: "Bea", goal: GOAL });
    expect(p.record.profile).toEqual({});
    let html = readable(await chatPage(p.id, cookie));
    expect(html).toContain("Hello, I’m Bea. How can I help?");
    expect(html).not.toContain("INTERNAL-GOAL");
    expect(html).not.toContain("<button type=\"button\" class=\"rounded-full");

    const patched = await call(p, "PATCH", { profile: { greeting: "Bonjour !", suggestions: ["Vos horaires ?"], locale: "fr" } });
    expect(patched.status).toBe(200);
    expect((await patched.json()).profile).toEqual({ greeting: "Bonjour !", suggestions: ["Vos horaires ?"], locale: "fr" });
    expect((await (await call(p, "GET")).json()).profile).toEqual({ greeting: "Bonjour !", suggestions: ["Vos horaires ?"], locale: "fr" });
    // The Person's locale wins over the browser's English.
    html = readable(await chatPage(p.id, cookie, "en-US,en;q=0.9"));
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Message à Bea");
    expect(html).toContain("Vos horaires ?");
    expect(html).toContain("<title>Discussion avec Bea · Leasehold</title>");

    // Profile text is text: markup in it is shown, never run.
    expect((await call(p, "PATCH", { profile: { greeting: '<img src=x onerror="alert(1)">Hi', description: "<script>alert(2)</script>" } })).status).toBe(200);
    html = await chatPage(p.id, cookie);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Hi");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");

    expect((await call(p, "PATCH", { profile: {} })).status).toBe(200);
    expect((await (await call(p, "GET")).json()).profile).toEqual({});
    // Without a locale, the browser's language (German here), and the neutral greeting in it.
    html = readable(await chatPage(p.id, cookie, "de-DE,de;q=0.9"));
    expect(html).toContain('lang="de"');
    expect(html).toContain("Hallo, ich bin Bea. Wie kann ich helfen?");
    expect(html).not.toContain("Bonjour !");
  });

  it("bad profiles are refused with {error, code} and nothing is written", async () => {
    const p = await provision({ name: "Cy", goal: GOAL, profile: PROFILE });
    const bad: [unknown, string][] = [
      [{ suggestions: ["a", "b", "c", "d", "e"] }, "profile.suggestions"],
      [{ suggestions: ["same", "same"] }, "profile.suggestions"],
      [{ suggestions: ["x".repeat(201)] }, "profile.suggestions.0"],
      [{ suggestions: ["   "] }, "profile.suggestions.0"],
      [{ greeting: "x".repeat(501) }, "profile.greeting"],
      [{ description: "x".repeat(2001) }, "profile.description"],
      [{ locale: "it" }, "profile.locale"],
      [{ avatar: "https://example.com/a.png" }, "profile"],
      ["hello", "profile"],
    ];
    for (const [profile, path] of bad) {
      const response = await call(p, "PATCH", { profile });
      expect(response.status, JSON.stringify(profile)).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ error: expect.any(String), code: "validation_failed" });
      expect(JSON.stringify(body.details ?? body.error), JSON.stringify(profile)).toContain(path);
    }
    expect((await (await call(p, "GET")).json()).profile).toEqual(PROFILE);

    // At provisioning, before any payment is asked for.
    const refused = await jsonPost("/api/v3/resources/persons", { name: "Dee", goal: GOAL, profile: { suggestions: Array(5).fill("hi") } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: expect.any(String), code: "validation_failed" });
  });

  it("is published in the OpenAPI document, with examples", async () => {
    const doc = await (await api("/api/v3/openapi.json")).json();
    expect(doc.components.schemas.PersonProfile.properties).toMatchObject({ greeting: expect.any(Object), description: expect.any(Object), suggestions: { maxItems: 4 }, locale: expect.any(Object) });
    const patch = doc.paths["/api/v3/control/persons/{id}"].patch.requestBody.content["application/json"];
    expect(patch.examples.profile.value.profile.suggestions.length).toBeGreaterThan(0);
  });
});
