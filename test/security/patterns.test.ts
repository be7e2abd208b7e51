/**
 * A controller-supplied pattern cannot stall the instance (issue 15, item 2):
 * a custom_form field's `(a+)+$` took JavaScript's backtracking engine
 * seconds on a 27-character answer, every character doubling it, blocking
 * every other request. Patterns now run with RE2 semantics (linear time), and
 * what RE2 cannot run is refused when the Page is created or patched.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, bearer, jsonPost, provision } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { fundPayer } from "./support";

const PAYER = 63;
let page: { id: string; token: string };

beforeAll(async () => {
  await fundPayer(PAYER);
  page = await provision(PAYER, "pages");
});

const patch = (content: Record<string, unknown>) =>
  api(`/api/v3/control/pages/${page.id}`, { method: "PATCH", headers: { ...bearer(page.token), "content-type": "application/json" }, body: JSON.stringify({ content }) });
// Several answers by one person (the hostile ones after a good one): more than one response allowed.
const form = (pattern: string) => ({ title: "Codes", fields: [{ name: "code", label: "Code", type: "text", required: true, pattern }], responsesPerPerson: 10 });

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

  it("a hostile pattern on hostile answers: refused in milliseconds while another request's latency stays low", async () => {
    expect((await patch(form("(a+)+$"))).status).toBe(200);
    const cookie = await counterpartCookie(`pattern-${page.id.toLowerCase()}@example.com`);
    const submit = (answer: string) =>
      api(`/api/counterpart/pages/${page.id}/submissions`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: baseUrl() },
        body: JSON.stringify({ answers: { code: answer } }),
      });
    // A good answer still matches (unanchored search, as before).
    const good = await submit("xx aaa");
    expect(good.status, await good.clone().text()).toBe(201);

    let done = false;
    const latencies: number[] = [];
    const probe = (async () => {
      while (!done) {
        const started = performance.now();
        expect((await api("/api/v3/catalog")).status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    // 28 characters took JavaScript's engine about 4 s each; 1,000 would never end.
    const answers = [...Array.from({ length: 4 }, () => `${"a".repeat(28)}!`), `${"a".repeat(999)}!`];
    const started = performance.now();
    const responses = await Promise.all(answers.map(submit));
    const elapsed = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
    done = true;
    await probe;
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect((await response.json()).details).toEqual([{ path: "answers.code", message: "Not in the expected format." }]);
    }
    expect(elapsed).toBeLessThan(2_000);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies), JSON.stringify(latencies.map(Math.round))).toBeLessThan(750);
  });
});
