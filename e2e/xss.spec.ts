/**
 * Script injection through controller-supplied text does not run in a
 * counterpart's browser. One Page of every toolType, its content generated
 * from the JSON Schema of its content contract as the running service
 * publishes it (GET /api/v3/resource-model), so a field added later is
 * covered: every string a controller may set holds script payloads (as many
 * as its length allows), every array has an item of each kind (one form field
 * per field type, one chart per chart type), and each object its optional
 * members too. Plus a Person's name, goal and a knowledge file, which the
 * (offline) model quotes back in the counterpart chat.
 *
 * Opened by a signed-in counterpart, hovered, links clicked, forms sent: no
 * payload runs (window.__xss stays undefined, no dialog opens), no element
 * carries an event handler attribute or a javascript:/data: URL, no script
 * element carries a payload, and the payload text is shown as text.
 */
import { expect, test, type Browser, type BrowserContext, type Page as BrowserPage } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { TOOL_TYPES } from "../lib/domains/pages/content";
import { control, lease, signInAndOpen, type Leased } from "./support";

test.describe.configure({ mode: "serial" });

const PAYER = 12; // e2e runs its own chain; no other e2e file pays with #12

/** Payloads, most important first; a field gets as many as fit in its maxLength. */
const PIECES = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1;alert(1)">`,
  `"><svg onload=window.__xss=1>`,
  `javascript:window.__xss=1`,
  `{{constructor.constructor('window.__xss=1')()}}`,
  `[click me](javascript:window.__xss=1)`,
  `<a href="javascript:window.__xss=1">a link</a>`,
  `<iframe src="javascript:window.__xss=1"></iframe>`,
  `![img](javascript:window.__xss=1)`,
  `<javascript:window.__xss=1>`,
  `[data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)`,
  `<details open ontoggle="window.__xss=1">x</details>`,
  `' onmouseover='window.__xss=1' x='`,
  `[ref link][r]\n\n[r]: javascript:window.__xss=1`,
  `<style>@import 'javascript:window.__xss=1'</style>`,
];
const TINY = `<svg/onload=__xss=1>`; // 20 characters, for the shortest fields
const SHOWN = PIECES[0]!;

function payload(maxLength = 100_000): string {
  // Long fields are often markdown: one piece per paragraph, inside text (a line that starts with
  // <script> is an HTML block, dropped whole, which would hide the links after it on that line).
  const joiner = maxLength >= 1_000 ? "\n\nSee: " : " ";
  let text = "";
  for (const piece of PIECES) {
    const next = text ? `${text}${joiner}${piece}` : piece;
    if (next.length > maxLength) break;
    text = next;
  }
  return text || TINY.slice(0, maxLength);
}

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  $defs?: Record<string, Schema>;
};

/** Values for strings a pattern or format constrains (identifiers, times, codes): not text anyone reads as such. */
let counter = 0;
function constrained(schema: Schema, name: string): string | null {
  // A form field's pattern is never shown (the server alone checks answers against it), and the patterns of one form
  // share a budget of compiled instructions: a short one that still holds markup.
  if (name === "pattern") return "<b>|.*";
  if (schema.format === "uri") return `https://example.com/files/${name}?q="><svg onload=window.__xss=1>&r=<script>window.__xss=1</script>`;
  if (schema.format === "date") return "2030-01-31";
  if (schema.format === "email" || schema.pattern?.includes("@")) return `xss-${++counter}@example.com`; // an address (notify, approvers, signers)
  if (!schema.pattern) return null;
  if (schema.pattern === "^[A-Za-z][A-Za-z0-9_-]{0,63}$") return `k${++counter}`;
  if (schema.pattern.includes("[01]\\d|2[0-3]")) return name === "end" ? "17:00" : "09:00";
  if (schema.pattern === "^[A-Z]{3}$") return "EUR";
  if (schema.pattern.startsWith("^[a-z0-9][a-z0-9!#$&^_.+-]*\\/")) return "application/pdf"; // a media type (accept)
  throw new Error(`no value for the pattern ${schema.pattern} of ${name}: add one here`);
}

/** Content that satisfies `schema`, with a payload in every free-text string. */
function generate(schema: Schema, root: Schema, name: string): unknown {
  if (schema.$ref) return generate(root.$defs![schema.$ref.replace("#/$defs/", "")]!, root, name);
  if (schema.anyOf) return generate(schema.anyOf.find((s) => s.type !== "null")!, root, name);
  if (schema.enum) return schema.enum[counter++ % schema.enum.length];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return constrained(schema, name) ?? payload(schema.maxLength);
    case "number":
    case "integer": {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const value = Math.max(low, Math.min(schema.maximum ?? 1_000_000, name === "slot_duration_minutes" ? 30 : 3));
      return type === "integer" ? Math.ceil(value) : value + 0.5;
    }
    case "boolean":
      return false;
    case "array": {
      const items = resolve(schema.items!, root);
      // An item per kind when the items have a kind (form field types, chart types); else two.
      const kind = Object.entries(items.properties ?? {}).find(([key, s]) => key === "type" && resolve(s, root).enum);
      // A scheduler's booking questions take every form field type but file (a refinement JSON Schema does not show).
      const kinds = kind ? resolve(kind[1], root).enum!.filter((k) => !(name === "questions" && k === "file")) : [null, null];
      if (items.enum) return items.enum.slice(0, Math.max(schema.minItems ?? 1, Math.min(items.enum.length, schema.maxItems ?? 7)));
      return kinds.slice(0, schema.maxItems ?? kinds.length).map((k) => {
        const item = generate(items, root, name) as Record<string, unknown>;
        if (k !== null) item.type = k;
        return item;
      });
    }
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, member] of Object.entries(schema.properties ?? {})) {
        // A form field's conditions name other fields and show no text: left out (a made-up field name is refused).
        if (key === "showIf" || key === "requiredIf") continue;
        out[key] = generate(member, root, key);
      }
      // Named signers sign once each: several signatures per person is refused beside them.
      if ("signers" in out) delete out.max_signatures_per_person;
      // A member nobody declared, at the content's top level (kept and listed in warnings; element shapes refuse one).
      if (schema === root && schema.additionalProperties !== false) out.extra_note = payload(2_000);
      return out;
    }
    default:
      return payload(2_000);
  }
}

/**
 * Validates the body with the service (a provision without payment: 400 with details, or 402 when valid)
 * and, where a refinement the JSON Schema cannot express refuses a payload (an IANA timezone), puts a plain
 * value there instead. Returns the fields that could not hold a payload.
 */
async function makeValid(body: Record<string, unknown>): Promise<string[]> {
  const repaired: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await fetch(`${baseURL}/api/v3/resources/pages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (response.status === 402) return repaired;
    const answer = (await response.json()) as { details?: { path: string }[] };
    expect(response.status, JSON.stringify(answer)).toBe(400);
    for (const { path } of answer.details ?? []) {
      const keys = path.split(".");
      let holder = body as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
      expect(typeof holder[keys.at(-1)!], `${path} refused a non-string`).toBe("string");
      holder[keys.at(-1)!] = "UTC";
      repaired.push(path);
    }
  }
  throw new Error(`no valid content: ${JSON.stringify(body).slice(0, 300)}`);
}

const resolve = (schema: Schema, root: Schema): Schema => (schema.$ref ? resolve(root.$defs![schema.$ref.replace("#/$defs/", "")]!, root) : schema);

/** Controller-defined content for the free-form types: the text members, and a form for lead_collector. */
function freeForm(toolType: string): Record<string, unknown> {
  const base = { title: payload(200), summary: payload(), notes: [payload(500), { nested: payload(500) }], count: 3 };
  if (toolType !== "lead_collector") return base;
  return {
    ...base,
    description: payload(),
    fields: ["text", "email", "long_text", "single_choice"].map((type, i) => ({
      name: `f${i}`,
      label: payload(200),
      type,
      required: false,
      placeholder: payload(200),
      helpText: payload(500),
      options: [payload(200), payload(100)],
    })),
    submitButtonText: payload(60),
    successMessage: payload(1_000),
  };
}

interface Target {
  name: string;
  path: string;
  leased: Leased;
}

const targets: Target[] = [];
let context: BrowserContext;
let page: BrowserPage;
const dialogs: string[] = [];

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(240_000);
  const model = await (await fetch(`${baseURL}/api/v3/resource-model`)).json();
  const contracts = model.resources.page.contentContract as Record<string, { schema: Schema }>;
  expect(Object.keys(contracts)).toHaveLength(12);
  for (const [toolType, contract] of Object.entries(contracts)) {
    const isFreeForm = !contract.schema.properties;
    const content = isFreeForm ? freeForm(toolType) : (generate(contract.schema, contract.schema, toolType) as Record<string, unknown>);
    const body = { label: payload(200), toolType, content };
    const repaired = await makeValid(body);
    // Only what a refinement demands (the scheduler's IANA timezone) may go without a payload.
    expect(repaired, toolType).toEqual(toolType === "scheduler" ? ["content.timezone"] : []);
    const leased = await lease("pages", body, PAYER);
    targets.push({ name: toolType, path: `/pages/${leased.id}`, leased });
  }
  // Where URLs are read as links, javascript: is refused when the content is set (so no link can hold it).
  const refused = await fetch(`${baseURL}/api/v3/resources/pages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ label: "x", toolType: "file_sharer", content: { title: "t", files: [{ name: "f", url: "javascript:window.__xss=1" }] } }),
  });
  expect(refused.status).toBe(400);

  const person = await lease("persons", { name: payload(200), goal: payload(4_000), instructions: payload(20_000) }, PAYER);
  expect((await control(person, "POST", "/files", { name: payload(200), content: `Opening hours and more: ${payload()}` })).status).toBe(201);
  targets.push({ name: "person", path: `/persons/${person.id}`, leased: person });

  context = await browser.newContext();
  // The counterpart's browser never leaves the service: links to other hosts go nowhere.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  page = await context.newPage();
  page.on("dialog", (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Links that open a tab: a dialog there counts too; then the tab goes.
  context.on("page", (opened) => {
    if (opened === page) return;
    opened.on("dialog", (dialog) => {
      dialogs.push(`${opened.url()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    setTimeout(() => void opened.close().catch(() => {}), 500);
  });
  await signInAndOpen(page, "xss-counterpart@example.com", targets[0]!.path);
});

test.afterAll(async () => {
  await context?.close();
});

/** No payload ran, none became markup that can run, and the text is shown as text. */
async function expectInert(where: string) {
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown };
    const handlers: string[] = [];
    const urls: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith("on")) handlers.push(`${element.tagName}[${attribute.name}=${attribute.value.slice(0, 40)}]`);
        if (["href", "src", "action", "formaction", "xlink:href", "srcdoc", "data"].includes(attribute.name) && /^\s*(javascript:|vbscript:|data:text\/html)/i.test(attribute.value)) {
          urls.push(`${element.tagName}[${attribute.name}=${attribute.value.slice(0, 40)}]`);
        }
      }
    }
    // A payload that became an element: a script (or style) whose own text is the payload's.
    const scripts = [...document.querySelectorAll("script, style")].filter((s) => /^\s*((window\.)?__xss=1|@import 'javascript)/.test(s.textContent ?? "")).length;
    const frames = [...document.querySelectorAll("iframe, object, embed")].length;
    return { xss: w.__xss, handlers, urls, scripts, frames, text: document.body.innerText };
  });
  expect(state.xss, `window.__xss on ${where}`).toBeUndefined();
  expect(state.handlers, `event handler attributes on ${where}`).toEqual([]);
  expect(state.urls, `script URLs on ${where}`).toEqual([]);
  expect(state.frames, `frames on ${where}`).toBe(0);
  expect(state.scripts, `script elements with a payload on ${where}`).toBe(0);
  return state.text;
}

/** Hovers what can be hovered, clicks every link (and comes back), and sends a form that asks for nothing. */
async function interact(target: Target) {
  const links = page.locator("main a[href]");
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    if (!(await link.isVisible())) continue;
    await link.hover();
    await link.click({ modifiers: [] }).catch(() => {});
    await page.waitForTimeout(100);
    if (!page.url().startsWith(`${baseURL}${target.path}`)) await page.goto(target.path);
  }
  for (const selector of ["main button", "main input", "main label", "main svg", "main td", "main li"]) {
    const elements = page.locator(selector);
    for (let i = 0; i < Math.min(await elements.count(), 25); i++) {
      const element = elements.nth(i);
      if (await element.isVisible()) await element.hover({ force: true }).catch(() => {});
    }
  }
  const submit = page.locator("main form button[type=submit], main form button:not([type])").first();
  if ((await submit.count()) && (await submit.isEnabled()) && target.name !== "person") {
    await submit.click().catch(() => {});
    await page.waitForTimeout(500);
  }
}

for (const toolType of TOOL_TYPES) {
  test(`${toolType}: controller text never runs as script`, async () => {
    const target = targets.find((t) => t.name === toolType);
    expect(target, `a Page of toolType ${toolType} (is it still in the resource model?)`).toBeDefined();
    await page.goto(target!.path);
    await expect(page.locator("main h1")).toBeVisible();
    const text = await expectInert(`${toolType} (opened)`);
    expect(text, "the payload shown as text").toContain(SHOWN);
    await interact(target!);
    await expectInert(`${toolType} (after hovering, clicking and sending)`);
  });
}

test("person: name, goal and knowledge quoted by the model in the chat never run as script", async () => {
  const target = targets.find((t) => t.name === "person")!;
  await page.goto(target.path);
  await expect(page.locator("h1")).toContainText(SHOWN);
  await expectInert("person (opened)");
  await page.getByLabel(/^Message to /).fill(`What are your opening hours? ${SHOWN}`);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("li", { hasText: "[Offline model]" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/^Message to /)).toBeEnabled({ timeout: 30_000 });
  await interact(target);
  const text = await expectInert("person (after a chat turn)");
  expect(text).toContain(SHOWN);
});
