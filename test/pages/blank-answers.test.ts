/**
 * A blank answer is "Required." for a required field of any type and absent
 * for an optional one (a required number left empty was
 * accepted, 201, and stored as 0). Through the real HTTP API: the JSON
 * counterpart route and the page's form action, against a Page provisioned
 * and read back through the controller API.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, bearer, paidPost } from "../support/agent";
import { postAction } from "../support/actions";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "../support/security";

const PAYER = 75;

const FIELDS = [
  { name: "age", label: "Age", type: "number", required: true, min: 0 },
  { name: "height", label: "Height", type: "number" },
  { name: "born", label: "Born", type: "date", required: true },
  { name: "visit", label: "Visit", type: "date" },
  { name: "size", label: "Size", type: "single_choice", required: true, options: ["S", "M"] },
  { name: "extras", label: "Extras", type: "multiple_choice", required: true, options: ["a", "b"] },
  { name: "consent", label: "Consent", type: "checkbox", required: true },
  { name: "news", label: "News", type: "checkbox" },
  { name: "email", label: "Email", type: "email", required: true },
  { name: "site", label: "Site", type: "url" },
];
const GOOD = { age: "0", born: "1990-02-03", size: "M", extras: ["a"], consent: "on", email: "Ann@Example.com" };

let page: { id: string; token: string };
let cookie: string;

beforeAll(async () => {
  await fundPayer(PAYER);
  const response = await paidPost(PAYER, "/api/v3/resources/pages", { label: "Blank answers", toolType: "custom_form", content: { title: "Intake", fields: FIELDS, responsesPerPerson: 100 } });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  page = { id: body.page.id, token: body.capabilityToken.token };
  cookie = await counterpartCookie("blank-answers@example.com");
});

const submitJson = (answers: Record<string, unknown>) =>
  api(`/api/counterpart/pages/${page.id}/submissions`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: baseUrl() }, body: JSON.stringify({ answers }) });
const submissions = async () => (await (await api(`/api/v3/control/pages/${page.id}/submissions`, { headers: bearer(page.token) })).json()).submissions as { data: Record<string, unknown> }[];

describe("blank answers through the JSON counterpart route", () => {
  it("a required number left blank is 400 'Required.' and nothing is stored (it was 201 and 0)", async () => {
    for (const age of ["", "   ", null]) {
      const response = await submitJson({ ...GOOD, age });
      expect(response.status, JSON.stringify(age)).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("validation_failed");
      expect(body.details).toEqual([{ path: "answers.age", message: "Required." }]);
    }
    const missing = await submitJson({ ...GOOD, age: undefined });
    expect((await missing.json()).details).toEqual([{ path: "answers.age", message: "Required." }]);
    expect(await submissions()).toEqual([]);
  });

  it("every required type left blank says 'Required.' for that field", async () => {
    const response = await submitJson({ age: "", born: "", size: "", extras: [], consent: "", email: " " });
    expect(response.status).toBe(400);
    const { details } = await response.json();
    expect(Object.fromEntries(details.map((d: { path: string; message: string }) => [d.path, d.message]))).toEqual({
      "answers.age": "Required.",
      "answers.born": "Required.",
      "answers.size": "Required.",
      "answers.extras": "Required.",
      "answers.consent": "Required.",
      "answers.email": "Required.",
    });
    expect(await submissions()).toEqual([]);
  });

  it("optional fields left blank are absent from the submission, never 0 or ''; 0 given is 0", async () => {
    const response = await submitJson({ ...GOOD, height: "", visit: null, site: "  " });
    expect(response.status, await response.clone().text()).toBe(201);
    const [stored] = await submissions();
    expect(stored!.data).toEqual({ age: 0, born: "1990-02-03", size: "M", extras: ["a"], consent: true, news: false, email: "ann@example.com" });
  });

  it("JSON numbers and booleans are read as the form's text; words, hex and unknown fields are refused", async () => {
    const ok = await submitJson({ ...GOOD, age: 41, height: 1.8, consent: true, news: false });
    expect(ok.status, await ok.clone().text()).toBe(201);
    expect((await ok.json()).answers).toMatchObject({ age: 41, height: 1.8, consent: true, news: false });
    const bad = await submitJson({ ...GOOD, age: "0x10", height: "tall", nickname: "Al" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).details).toEqual(
      expect.arrayContaining([
        { path: "answers.age", message: "Enter a number." },
        { path: "answers.height", message: "Enter a number." },
        { path: "answers.nickname", message: "This form has no such field." },
      ]),
    );
  });
});

describe("blank answers through the page's form (server action)", () => {
  const fields = (values: Record<string, string | string[]>): [string, string][] =>
    Object.entries(values).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v): [string, string] => [name, v]) : [[name, value] as [string, string]]));

  it("an empty required number gets 'Required.' next to it and nothing is stored; an empty optional one is absent", async () => {
    const before = (await submissions()).length;
    const refused = await postAction("submitFormAction", page.id, cookie, fields({ ...GOOD, age: "", height: "" }));
    expect(refused.status, refused.text).toBe(200);
    expect(refused.text).toContain('"age":"Required."');
    expect((await submissions()).length).toBe(before);

    const accepted = await postAction("submitFormAction", page.id, cookie, fields({ ...GOOD, age: "7", height: "", visit: "" }));
    expect(accepted.text).toContain('"ok":true');
    const [stored] = await submissions();
    expect(stored!.data).toEqual({ age: 7, born: "1990-02-03", size: "M", extras: ["a"], consent: true, news: false, email: "ann@example.com" });
  });
});
