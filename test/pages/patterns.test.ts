/**
 * A controller-supplied pattern cannot stall the instance. A custom_form
 * field's `(a+)+$` took JavaScript's backtracking engine seconds on a
 * 27-character answer; patterns run with RE2 semantics (linear time), and
 * what RE2 cannot run is refused when the Page is created or patched.
 * Linear is not free: compiling costs the program's size (an anonymous
 * provision body of 100 costly patterns, validated before the 402, held the
 * thread for most of a minute) and matching costs program × answer length
 * (a refused submission, repeated at will). Both are bounded by the content
 * contract (lib/domains/pages/types/patterns.ts), measured here as the server's own
 * main-thread CPU time between event-loop ticks (test/support/stall.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimatePattern, FORM_PATTERNS_MAX_PROGRAM, FORM_PATTERNS_MAX_WORK, PATTERN_MAX_LENGTH } from "@/lib/domains/pages/types/patterns";
import { api, bearer, jsonPost, provision } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { measuredInstance, STALL_BUDGET_MS, type MeasuredInstance } from "../support/stall";
import { fundPayer } from "../support/security";

const PAYER = 63;
let page: { id: string; token: string };
let app: MeasuredInstance;

beforeAll(async () => {
  await fundPayer(PAYER);
  page = await provision(PAYER, "pages");
  app = await measuredInstance("patterns");
});
afterAll(async () => {
  await app?.stop();
});

const patch = (content: Record<string, unknown>) =>
  api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ content }) });
// Several answers by one person (the hostile ones after a good one): more than one response allowed.
const form = (pattern: string) => ({ title: "Codes", fields: [{ name: "code", label: "Code", type: "text", required: true, pattern }], responsesPerPerson: 10 });
const program = (pattern: string) => {
  const estimate = estimatePattern(pattern);
  if (!estimate.ok) throw new Error(`${pattern}: ${estimate.message}`);
  return estimate.program;
};

/** Answers to the Page's form on the measured instance, as a signed-in counterpart. */
async function submitter() {
  const cookie = await counterpartCookie(`pattern-${page.id.toLowerCase()}@example.com`);
  return (answers: Record<string, string>) =>
    fetch(`${app.url}/api/counterpart/pages/${page.id}/submissions`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ answers }),
    });
}

/** An anonymous provision on the measured instance: validated before any payment is asked for. */
const anonymousProvision = (content: Record<string, unknown>) =>
  fetch(`${app.url}/api/v3/resources/pages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ label: "Costly", toolType: "custom_form", content }) });

describe("form field patterns", () => {
  it("what RE2 cannot run (backreferences, lookaround) is refused at creation and on patch, with the field's path; nothing changes", async () => {
    const read = async () => (await (await api(`/api/v3/control/pages/${page.id}`, { headers: bearer(page.token) })).json()).content;
    const before = await read();
    for (const pattern of ["^(\\w)\\1$", "^(?=.*\\d).+$", "(?<!x)y", "x".repeat(501)]) {
      const response = await patch(form(pattern));
      expect(response.status, pattern).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("validation_failed");
      expect(body.details.map((d: { path: string }) => d.path)).toContain("content.fields.0.pattern");
    }
    // A provision is checked before payment: 400, no challenge.
    const provisioned = await jsonPost("/api/v3/resources/pages", { label: "P", toolType: "lead_collector", content: form("(a)\\1") });
    expect(provisioned.status).toBe(400);
    expect((await provisioned.json()).details.map((d: { path: string }) => d.path)).toContain("content.fields.0.pattern");
    expect(await read()).toEqual(before);
  });

  it("an anonymous provision body built to be expensive (100 fields of distinct costly patterns) is answered without stalling the instance", async () => {
    const field = (i: number, pattern: string) => ({ name: `f${i}`, label: `Field ${i}`, type: "text", maxLength: 1, helpText: "h".repeat(500), pattern });
    const content = (patterns: string[]) => ({ title: "Costly", description: "d".repeat(5_000), fields: patterns.map((pattern, i) => field(i, pattern)) });
    // Warm the route up (its code, and the engine's): valid bodies are answered with the challenge.
    expect((await anonymousProvision(form("^[A-Z]{3}-\\d{4}$"))).status).toBe(402);
    expect((await anonymousProvision(content(Array.from({ length: 100 }, (_, i) => `^[a-z]{2}-w${i}-\\d$`)))).status).toBe(402);
    // Each pattern 45 bounded repeats, distinct, at the length limit (this body held the thread for most of a minute).
    const wide = Array.from({ length: 100 }, (_, i) => Array.from({ length: 45 }, (_, k) => `\\w{1,${90 + ((i + k) % 10)}}`).join("").slice(0, PATTERN_MAX_LENGTH - 3) + `${i % 10}`);
    // Each pattern just within its own limits, the form's total far over.
    const justUnder = Array.from({ length: 100 }, (_, i) => `${Array.from({ length: 4 }, (_, k) => `\\w{1,${100 - ((i + k) % 7)}}`).join("")}\\d{1,${20 + (i % 50)}}`);
    // Distinct patterns that fit the form's totals: all compiled, every one new to the instance.
    const distinct = Array.from({ length: 100 }, (_, i) => `^[A-Z]{2}-x${i}-\\d{${1 + (i % 3)}}$`);

    const { result, stall } = await app.measureStall(async () => {
      const answered: { status: number; paths: string[] }[] = [];
      for (const patterns of [wide, justUnder, distinct]) {
        const response = await anonymousProvision(content(patterns));
        const body = await response.json();
        answered.push({ status: response.status, paths: (body.details ?? []).map((d: { path: string }) => d.path) });
      }
      return answered;
    });
    expect(result[0]!.status).toBe(400);
    expect(result[0]!.paths).toContain("content.fields.0.pattern");
    expect(result[1]!.status).toBe(400);
    expect(result[1]!.paths).toEqual(["content.fields.2.pattern"]); // where the form's total is crossed; nothing compiled
    expect(result[2]!.status).toBe(402);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
    expect(distinct.reduce((sum, pattern) => sum + program(pattern), 0)).toBeLessThanOrEqual(FORM_PATTERNS_MAX_PROGRAM);
  });

  it("the most expensive patterns and answer lengths the contract allows, answered at maxLength on several fields again and again, do not stall the instance", async () => {
    // What held the thread for seconds a submission is refused: 1,000-long repeats, and 20,000-character answers.
    const slow = { title: "Codes", fields: [{ name: "code", label: "Code", type: "text", maxLength: 20_000, pattern: "\\w{1,1000}\\w{1,1000}\\d" }] };
    expect((await patch(slow)).status).toBe(400);
    const allowedRepeats = { title: "Codes", fields: [{ name: "code", label: "Code", type: "text", maxLength: 20_000, pattern: "\\w{1,100}\\w{1,100}\\d" }] };
    const refused = await patch(allowedRepeats);
    expect(refused.status).toBe(400);
    expect((await refused.json()).details).toEqual([{ path: "content.fields.0.pattern", message: expect.stringMatching(/shorter pattern or a smaller maxLength/) }]);

    // The contract's most: four fields whose patterns fill the form's instruction total, maxLength filling the matching budget.
    const patterns = Array.from({ length: 4 }, (_, i) => `\\w{1,100}\\w{1,100}\\w{1,${40 + i}}\\d`);
    const programs = patterns.map(program);
    const total = programs.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(FORM_PATTERNS_MAX_PROGRAM);
    expect(total).toBeGreaterThan(FORM_PATTERNS_MAX_PROGRAM * 0.9);
    const maxLength = Math.floor(FORM_PATTERNS_MAX_WORK / total);
    const fields = patterns.map((pattern, i) => ({ name: `f${i}`, label: `Field ${i}`, type: "text", maxLength, pattern }));
    const hostile = await patch({ title: "Costly", fields, responsesPerPerson: 10 });
    expect(hostile.status, await hostile.clone().text()).toBe(200);
    const tooLong = await patch({ title: "Costly", fields: fields.map((field) => ({ ...field, maxLength: maxLength + 5 })), responsesPerPerson: 10 });
    expect(tooLong.status).toBe(400);

    const submit = await submitter();
    // Words without a digit: every pattern runs over the whole answer and fails.
    const answers = Object.fromEntries(fields.map((field) => [field.name, "a".repeat(maxLength)]));
    const warm = await submit(answers); // warm the route up
    expect(warm.status, await warm.clone().text()).toBe(400);
    const { result, stall } = await app.measureStall(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const response = await submit(answers);
        expect((await response.json()).details).toEqual(fields.map((field) => ({ path: `answers.${field.name}`, message: "Not in the expected format." })));
        statuses.push(response.status);
      }
      return statuses;
    });
    expect(result).toEqual(Array(10).fill(400));
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
    // A matching answer is taken.
    const good = await submit(Object.fromEntries(fields.map((field) => [field.name, "abc1"])));
    expect(good.status, await good.clone().text()).toBe(201);
  });

  it("a hostile pattern on hostile answers: refused, and the instance's thread is never held", async () => {
    expect((await patch(form("(a+)+$"))).status).toBe(200);
    const submit = await submitter();
    // A good answer still matches (unanchored search, as before).
    const good = await submit({ code: "xx aaa" });
    expect(good.status, await good.clone().text()).toBe(201);

    // 28 characters took JavaScript's engine about 4 s each; 1,000 would never end.
    const answers = [...Array.from({ length: 4 }, () => `${"a".repeat(28)}!`), `${"a".repeat(999)}!`];
    const { result: responses, stall } = await app.measureStall(() => Promise.all(answers.map((code) => submit({ code }))));
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect((await response.json()).details).toEqual([{ path: "answers.code", message: "Not in the expected format." }]);
    }
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  });
});
