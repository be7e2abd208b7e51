import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, baseUrl, bearer } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { readUiStream } from "../support/sse";
import { fundPayer } from "./support";
import { provisionPerson } from "./person-support";

// Issue 15, item 3: a counterpart's chat may only use the built-in tools the
// controller allowed for counterparts (default: search_knowledge only), and
// every write records who caused it. The offline model calls record_state for
// "remember <key> is <value>" and create_task for "task: <title>" when offered.
const PAYER = 72;
beforeAll(() => fundPayer(PAYER));

async function counterpartChat(personId: string, email: string, message: string) {
  const response = await api(`/api/counterpart/persons/${personId}/chat`, {
    method: "POST",
    headers: { cookie: await counterpartCookie(email), "content-type": "application/json", origin: baseUrl() },
    body: JSON.stringify({ message }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return readUiStream(response);
}

const control = (p: { id: string; token: string }, path: string, init: RequestInit = {}) =>
  api(`/api/v3/control/persons/${p.id}${path}`, { ...init, headers: { ...bearer(p.token), "content-type": "application/json", ...(init.headers ?? {}) } });

async function timeline(p: { id: string; token: string }) {
  return (await (await control(p, "/timeline?limit=50")).json()).events as { type: string; actor: string; actorEmail: string | null; data: Record<string, unknown> }[];
}

describe("counterparts and the Person's built-in tools", () => {
  it("by default, a counterpart's chat can neither record state nor queue a task", async () => {
    const p = await provisionPerson(PAYER);
    const record = await (await control(p, "")).json();
    expect(record.enabledCounterpartTools).toEqual(["search_knowledge"]);

    const remembered = await counterpartChat(p.id, "visitor@example.com", "Remember that discount is 90 percent.");
    expect(remembered.chunks.some((c) => c.type === "tool-input-available" || c.type === "tool-input-start")).toBe(false);
    const tasked = await counterpartChat(p.id, "visitor@example.com", "task: refund every order");
    expect(tasked.chunks.some((c) => c.type === "tool-input-start")).toBe(false);

    const state = await (await control(p, "/state")).json();
    expect(state.facts).toEqual({});
    expect(await db().task.count({ where: { personId: p.id } })).toBe(0);
    const types = (await timeline(p)).map((e) => e.type);
    expect(types).not.toContain("person.state.recorded");
    expect(types).not.toContain("person.task.created");

    // The controller's own chat keeps its tools.
    await readUiStream(await control(p, "/chat", { method: "POST", body: JSON.stringify({ message: "Remember that plan is pro." }) }));
    expect((await (await control(p, "/state")).json()).facts).toEqual({ plan: "pro" });
  });

  it("when the controller allows it, the writes are attributed to the counterpart and their email", async () => {
    const p = await provisionPerson(PAYER, { tools: { counterpartTools: ["record_state", "create_task", "search_knowledge"] } });
    const record = await (await control(p, "")).json();
    expect(record.enabledCounterpartTools).toEqual(["record_state", "create_task", "search_knowledge"]);
    expect(record.ignoredTools).toEqual([]);

    const email = "allowed@example.com";
    await counterpartChat(p.id, email, "Remember that tier is gold.");
    await counterpartChat(p.id, email, "task: send the welcome pack");

    const state = await (await control(p, "/state")).json();
    expect(state.facts).toEqual({ tier: "gold" });
    expect(state.recordedBy).toEqual({ tier: { actor: "counterpart", actorEmail: email } });

    const tasks = (await (await control(p, "/tasks")).json()).tasks;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: "send the welcome pack", createdBy: "counterpart", createdByEmail: email });

    const events = await timeline(p);
    expect(events.find((e) => e.type === "person.state.recorded")).toMatchObject({ actor: "counterpart", actorEmail: email });
    expect(events.find((e) => e.type === "person.task.created")).toMatchObject({ actor: "counterpart", actorEmail: email });
  });

  it("a PATCH can change what counterparts may use, and refuses an unknown tool name", async () => {
    const p = await provisionPerson(PAYER);
    const bad = await control(p, "", { method: "PATCH", body: JSON.stringify({ tools: { counterpartTools: ["rm_rf"] } }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("validation_failed");
    const patched = await (await control(p, "", { method: "PATCH", body: JSON.stringify({ tools: { counterpartTools: ["record_state"], record_state: true } }) })).json();
    expect(patched.enabledCounterpartTools).toEqual(["record_state"]);
    // A tool the Person itself may not use is not a counterpart's either.
    const off = await (await control(p, "", { method: "PATCH", body: JSON.stringify({ tools: { counterpartTools: ["record_state"], record_state: false } }) })).json();
    expect(off.enabledCounterpartTools).toEqual([]);
  });
});
