/**
 * Forms and orders: conditional fields checked at creation and
 * PATCH and applied to submissions, one response and one order per person by
 * default (more when the content allows), also when the attempts race, and
 * answers' problems in the Page's language on its page while the JSON route
 * speaks English. Through the real HTTP API: provisioning, the control API,
 * the JSON counterpart route, the page's actions and the page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, bearer, jsonPost, paidPost } from "../support/agent";
import { postAction } from "../support/actions";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";

const PAYER = 132;

beforeAll(async () => {
  await fundPayer(PAYER);
});

const FIELDS = [
  { name: "contact", label: "How should we contact you?", type: "single_choice", options: ["Email", "Phone"], required: true },
  { name: "phone", label: "Phone", type: "phone", showIf: { field: "contact", equals: "Phone" }, requiredIf: { field: "contact", equals: "Phone" } },
  { name: "member", label: "I am a member", type: "checkbox" },
  { name: "number", label: "Member number", type: "number", min: 1000, showIf: { field: "member", equals: true } },
];

async function provision(toolType: string, content: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: `Forms: ${toolType}`, toolType, content, ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { id: body.page.id as string, token: body.capabilityToken.token as string };
}
type Leased = Awaited<ReturnType<typeof provision>>;

const send = (pageId: string, cookie: string, answers: Record<string, unknown>) =>
  api(`/api/counterpart/pages/${pageId}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl() }, body: JSON.stringify({ answers }) });
const submissions = async (page: Leased) =>
  (await (await api(`/api/v3/control/pages/${page.id}/submissions`, { headers: bearer(page.token) })).json()).submissions as { kind: string; submitterEmail: string; data: Record<string, unknown> }[];
const used = async (page: Leased) => (await (await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).json()).lease.used as number;

describe("conditions in the content", () => {
  it("a condition naming a later or unknown field, or a value that is not an option, is refused at creation and by PATCH with the field's path", async () => {
    const later = await paidPost(PAYER, "/api/v3/resources/pages", {
      label: "Bad",
      toolType: "custom_form",
      content: { title: "T", fields: [{ name: "a", label: "A", type: "text", showIf: { field: "b", notEmpty: true } }, { name: "b", label: "B", type: "text" }] },
    });
    expect(later.status).toBe(400);
    expect(JSON.stringify((await later.json()).details)).toContain('\\"b\\" comes after \\"a\\"');

    const page = await provision("custom_form", { title: "Contact", fields: FIELDS });
    const patch = (fields: unknown[]) =>
      api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ content: { title: "Contact", fields } }) });
    const wrongOption = await patch([FIELDS[0], { ...FIELDS[1], showIf: { field: "contact", equals: "Fax" } }]);
    expect(wrongOption.status).toBe(400);
    expect(JSON.stringify((await wrongOption.json()).details)).toContain("not one of");
    const unknown = await patch([FIELDS[0], { ...FIELDS[1], requiredIf: { field: "nope", notEmpty: true } }]);
    expect(unknown.status).toBe(400);
    // The stored content is unchanged, and a good PATCH is taken.
    expect((await patch(FIELDS)).status).toBe(200);
  });
});

describe("pattern limits in the content", () => {
  const text = (name: string, pattern: string, extra: Record<string, unknown> = {}) => ({ name, label: name, type: "text", pattern, ...extra });
  // Each over one limit (lib/domains/pages/types/patterns.ts), with the field's path and what to change.
  const CASES: { fields: unknown[]; path: string; message: RegExp }[] = [
    { fields: [text("a", "^\\d+$"), text("b", "a{101}")], path: "content.fields.1.pattern", message: /repeat counts up to 100 \(for a length limit, use maxLength\)/ },
    { fields: [text("a", "(?:(?:a{10}){10}){20}")], path: "content.fields.0.pattern", message: /more than 1000: use a shorter pattern/ },
    {
      fields: [text("a", "^\\d+$"), text("code", "\\w{1,100}\\w{1,100}\\d", { maxLength: 20_000 })],
      path: "content.fields.1.pattern",
      message: /shorter pattern or a smaller maxLength \(at most \d+ here\)/,
    },
    {
      fields: Array.from({ length: 4 }, (_, i) => text(`f${i}`, `\\w{1,100}\\w{1,100}\\w{1,100}\\d{1,40}x${i}`, { maxLength: 1 })),
      path: "content.fields.2.pattern",
      message: /patterns compile to about \d+ instructions together, more than 2000: use fewer or shorter patterns/,
    },
  ];

  it("a pattern over the limits is refused before payment on provision, with the field's path and what to change", async () => {
    for (const { fields, path, message } of CASES) {
      const response = await jsonPost("/api/v3/resources/pages", { label: "Patterns", toolType: "custom_form", content: { title: "T", fields } });
      expect(response.status, path).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("validation_failed");
      expect(body.details).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
  });

  it("and by PATCH, which changes nothing; within the limits it is taken", async () => {
    const page = await provision("custom_form", { title: "Codes", fields: [text("code", "^[A-Z]{3}-\\d{4}$")] });
    const patch = (fields: unknown[]) =>
      api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ content: { title: "Codes", fields } }) });
    const read = async () => (await (await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).json()).content;
    const before = await read();
    for (const { fields, path, message } of CASES) {
      const response = await patch(fields);
      expect(response.status, path).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("validation_failed");
      expect(body.details).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
    expect(await read()).toEqual(before);
    // The refused matching cost fits with a smaller maxLength, as the message says.
    expect((await patch([text("code", "\\w{1,100}\\w{1,100}\\d", { maxLength: 400 })])).status).toBe(200);
  });
});

describe("submissions with conditions", () => {
  it("a field required when another's answer matches; an answer to a hidden field is refused, never stored", async () => {
    const page = await provision("custom_form", { title: "Contact", fields: FIELDS, responsesPerPerson: 5 });
    const cookie = await counterpartCookie("conditions@example.com");

    const missing = await send(page.id, cookie, { contact: "Phone" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).details).toEqual([{ path: "answers.phone", message: "Required." }]);

    const hidden = await send(page.id, cookie, { contact: "Email", phone: "+44 20 7946 0000", member: false, number: 1234 });
    expect(hidden.status).toBe(400);
    expect((await hidden.json()).details).toEqual([
      { path: "answers.phone", message: "This question is not asked with your other answers; clear it." },
      { path: "answers.number", message: "This question is not asked with your other answers; clear it." },
    ]);
    expect(await submissions(page)).toEqual([]);

    // Blank or null answers to hidden fields are no answers.
    const email = await send(page.id, cookie, { contact: "Email", phone: "", number: null });
    expect(email.status, await email.clone().text()).toBe(201);
    const phone = await send(page.id, cookie, { contact: "Phone", phone: "+44 20 7946 0000", member: true, number: 1234 });
    expect(phone.status, await phone.clone().text()).toBe(201);
    expect((await submissions(page)).map((s) => s.data)).toEqual([
      { contact: "Phone", phone: "+44 20 7946 0000", member: true, number: 1234 },
      { contact: "Email", member: false },
    ]);
  });

  it("the page's form says the problems in the Page's language (German here) and keeps the values", async () => {
    const page = await provision("custom_form", { title: "Kontakt", fields: FIELDS }, { branding: { locale: "de" } });
    const cookie = await counterpartCookie("conditions-de@example.com");
    const answer = await postAction("submitFormAction", page.id, cookie, [
      ["contact", "Phone"],
      ["member", "on"],
      ["number", "5"],
    ]);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Pflichtfeld.");
    expect(answer.text).toContain("Mindestens 1.000.");
    expect(answer.text).toContain("Prüfen Sie die markierten Antworten.");
    expect(await submissions(page)).toEqual([]);
  });
});

describe("one response per person", () => {
  it("custom_form: a second response is 409 already_submitted and changes nothing; another person answers; the page shows what was sent", async () => {
    const page = await provision("custom_form", { title: "Contact", fields: FIELDS });
    const cookie = await counterpartCookie("once@example.com");
    expect((await send(page.id, cookie, { contact: "Email" })).status).toBe(201);
    const usedAfterFirst = await used(page);

    const second = await send(page.id, await counterpartCookie("Once@EXAMPLE.com"), { contact: "Phone", phone: "+1 555 0100" });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body).toMatchObject({ code: "already_submitted", existing: { kind: "form" } });
    expect(body.error).toMatch(/^You already sent your answers on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\. Nothing was changed\.$/);
    expect(await used(page)).toBe(usedAfterFirst);
    // The page's action says so too, in the page's language.
    const action = await postAction("submitFormAction", page.id, cookie, [["contact", "Email"]]);
    expect(action.text).toContain("You already sent your answers on");
    expect(await submissions(page)).toHaveLength(1);

    expect((await send(page.id, await counterpartCookie("other@example.com"), { contact: "Email" })).status).toBe(201);
    expect(await submissions(page)).toHaveLength(2);

    // Coming back: what they sent, not a blank form.
    const html = await (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
    expect(html).toMatch(/>You sent this on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M\.</);
    expect(html).toContain(">Your answers</h2>");
    expect(html).not.toContain(">Send another response</button>");
    expect(html).toContain(">This form takes one response per person.<");
  });

  it("concurrent responses by one person: exactly one is recorded", async () => {
    const page = await provision("lead_collector", { title: "Leads", fields: [{ name: "name", label: "Name", type: "text", required: true }] });
    const cookie = await counterpartCookie("racer@example.com");
    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => send(page.id, cookie, { name: `Racer ${i}` }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await submissions(page)).toHaveLength(1);
  });

  it("responsesPerPerson allows more: the page offers another until the last, then refuses", async () => {
    const page = await provision("custom_form", { title: "Contact", fields: FIELDS, responsesPerPerson: 2 });
    const cookie = await counterpartCookie("twice@example.com");
    expect((await send(page.id, cookie, { contact: "Email" })).status).toBe(201);
    let html = await (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
    expect(html).toContain(">Send another response</button>");
    expect(html).toContain(">You may send 1 more response.<");
    expect((await send(page.id, cookie, { contact: "Email" })).status).toBe(201);
    const third = await send(page.id, cookie, { contact: "Email" });
    expect(third.status).toBe(409);
    expect((await third.json()).error).toMatch(/^You have already sent 2 responses, the most this form allows/);
    html = await (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
    expect(html).not.toContain(">Send another response</button>");
    expect(html).toContain(">This form takes 2 responses per person; you have sent them all.<");
  });

  it("responsesPerPerson is bounded (1 to 100)", async () => {
    for (const responsesPerPerson of [0, 101, 1.5, "2"]) {
      const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Bad", toolType: "custom_form", content: { title: "T", fields: FIELDS, responsesPerPerson } });
      expect(response.status, JSON.stringify(responsesPerPerson)).toBe(400);
    }
  });
});

describe("one order per person", () => {
  const CATALOG = { title: "Lunch", currency: "GBP", items: [{ id: "soup", name: "Soup", price: 4.5, max_quantity: 5 }, { id: "bread", name: "Bread", price: 1.25 }] };
  const seenOf = async (page: Leased) => {
    const html = await (await api(`/pages/${page.id}`, { headers: { cookie: await counterpartCookie("looker@example.com") } })).text();
    return /name="seen" value="([^"]+)"/.exec(html)![1]!;
  };

  it("an order is placed once; a second is refused in the Page's language and nothing is recorded; the page shows the order", async () => {
    const page = await provision("order_taker", CATALOG, { branding: { locale: "de" } });
    const seen = await seenOf(page);
    const cookie = await counterpartCookie("buyer-once@example.com");
    const first = await postAction("orderAction", page.id, cookie, [["seen", seen], ["qty-soup", "2"], ["qty-bread", "1"]]);
    expect(first.text).toContain("Bestellung aufgegeben. Summe 10,25");
    const second = await postAction("orderAction", page.id, cookie, [["seen", seen], ["qty-soup", "1"]]);
    expect(second.text).toContain("Sie haben hier bereits am");
    const orders = await submissions(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.data).toMatchObject({ total: 10.25, currency: "GBP", items: [{ id: "soup", quantity: 2 }, { id: "bread", quantity: 1 }] });
    const html = await (await api(`/pages/${page.id}`, { headers: { cookie } })).text();
    expect(html).toContain(">Ihre Bestellung</h2>");
    expect(html).toMatch(/10,25\s*£/);
  });

  it("a quantity above the item's maximum is refused, in the Page's language", async () => {
    const page = await provision("order_taker", { ...CATALOG, orders_per_person: 3 }, { branding: { locale: "fr" } });
    const cookie = await counterpartCookie("buyer-fr@example.com");
    const answer = await postAction("orderAction", page.id, cookie, [["seen", await seenOf(page)], ["qty-soup", "6"]]);
    expect(answer.text).toContain("Saisissez un nombre entier de 0 à 5.");
    expect(await submissions(page)).toEqual([]);
  });
});
