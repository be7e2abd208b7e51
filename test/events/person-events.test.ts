/**
 * A Person's events through GET /api/v3/control/persons/{id}/events (issue
 * 18): a chat turn carries the message and the reply (the controller's and a
 * counterpart's), the turns' low and exhausted notices come once per term,
 * and the controller's changes are there too.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { takeTurn } from "@/lib/domains/persons/runtime/turns";
import { api, baseUrl, bearer } from "../support/agent";
import { counterpartCookie } from "../support/counterpart";
import { readUiStream } from "../support/sse";
import { eventsOf, leasePerson, onlyEvent, typesOf, type Leased } from "./support";

const chat = async (person: Leased, message: string) => {
  const response = await api(`/api/v3/control/persons/${person.id}/chat`, { method: "POST", headers: { ...bearer(person.token), "content-type": "application/json" }, body: JSON.stringify({ message }) });
  if (response.status === 200) await readUiStream(response);
  return response.status;
};

/** The chat turn's event is written when the reply has been stored, just after the stream ends. */
async function waitForTypes(person: Leased, predicate: (types: string[]) => boolean, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const types = await typesOf(person);
    if (predicate(types) || Date.now() > deadline) return types;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("Person events", () => {
  it("person.chat.message carries the message and the reply, for the controller and for a counterpart", async () => {
    const person = await leasePerson();
    expect(await chat(person, "What is an event?")).toBe(200);
    await waitForTypes(person, (types) => types.includes("person.chat.message"));
    const turn = await onlyEvent(person, "person.chat.message");
    expect(turn).toMatchObject({ actor: "controller", actorEmail: null, data: { message: "What is an event?", turnsRemaining: 249, model: "offline:offline" } });
    expect(String(turn.data.reply)).toMatch(/^\[Offline model\]/);

    const cookie = await counterpartCookie("visitor@example.com");
    const response = await api(`/api/counterpart/persons/${person.id}/chat`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ message: "Hello from a visitor" }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await readUiStream(response);
    const types = await waitForTypes(person, (t) => t.filter((x) => x === "person.chat.message").length === 2);
    expect(types.filter((t) => t === "person.chat.message")).toHaveLength(2);
    const visitor = (await eventsOf(person)).filter((e) => e.type === "person.chat.message")[1]!;
    expect(visitor).toMatchObject({ actor: "counterpart", actorEmail: "visitor@example.com", data: { message: "Hello from a visitor" } });
    expect(String(visitor.data.reply)).toMatch(/^\[Offline model\]/);
  });

  it("person.turns.low at 10% left and person.turns.exhausted at none, once per term; a turn given back and taken again says nothing more", async () => {
    const person = await leasePerson({ included: 20 });
    await db().lease.update({ where: { id: person.leaseId }, data: { usedUnits: 17 } });
    expect(await chat(person, "one")).toBe(200); // 2 left: 10%
    await waitForTypes(person, (types) => types.includes("person.chat.message"));
    expect((await onlyEvent(person, "person.turns.low")).data).toEqual({ turnsRemaining: 2, includedTurns: 20 });
    expect(await chat(person, "two")).toBe(200); // 1 left
    expect(await chat(person, "three")).toBe(200); // none left
    expect((await onlyEvent(person, "person.turns.exhausted")).data).toEqual({ includedTurns: 20 });
    expect(await chat(person, "four")).toBe(429);

    // A turn given back (as for a model failure) and taken again: no second notice in this term.
    await db().lease.update({ where: { id: person.leaseId }, data: { usedUnits: { decrement: 2 } } });
    expect(await chat(person, "five")).toBe(200);
    expect(await chat(person, "six")).toBe(200);
    const types = await waitForTypes(person, (t) => t.filter((x) => x === "person.chat.message").length === 5);
    expect(types.filter((t) => t === "person.turns.low")).toHaveLength(1);
    expect(types.filter((t) => t === "person.turns.exhausted")).toHaveLength(1);
  });

  it("a task's model steps (takeTurn, outside a transaction) give the same notices, once", async () => {
    const person = await leasePerson({ included: 10 });
    await db().lease.update({ where: { id: person.leaseId }, data: { usedUnits: 8 } });
    await Promise.all([takeTurn({ id: person.leaseId, resourceId: person.id }, baseUrl()), takeTurn({ id: person.leaseId, resourceId: person.id }, baseUrl())]);
    await expect(takeTurn({ id: person.leaseId, resourceId: person.id }, baseUrl())).rejects.toMatchObject({ code: "turns_exhausted" });
    const types = await typesOf(person);
    expect(types.sort()).toEqual(["person.turns.exhausted", "person.turns.low"]);
  });

  it("the controller's changes: person.updated, lease.audience_updated, lease.token_refreshed", async () => {
    const person = await leasePerson();
    const patch = await api(`/api/v3/control/persons/${person.id}`, { method: "PATCH", headers: { ...bearer(person.token), "content-type": "application/json" }, body: JSON.stringify({ name: "Evelyn" }) });
    expect(patch.status, await patch.clone().text()).toBe(200);
    const audience = await api(`/api/v3/control/persons/${person.id}/audience`, {
      method: "POST",
      headers: { ...bearer(person.token), "content-type": "application/json" },
      body: JSON.stringify({ visibility: "private", audienceEmails: ["a@example.com"] }),
    });
    expect(audience.status, await audience.clone().text()).toBe(200);
    expect(await typesOf(person)).toEqual(["person.updated", "lease.audience_updated"]);
    const refreshed = await api("/api/v3/tokens/refresh", { method: "POST", headers: bearer(person.token) });
    person.token = (await refreshed.json()).capabilityToken.token as string;
    expect(await typesOf(person)).toEqual(["person.updated", "lease.audience_updated", "lease.token_refreshed"]);
  });

  it("tasks run by the service's workers: person.task.created, started and completed; with no turn left, person.task.failed", async () => {
    const person = await leasePerson({ included: 1 });
    const task = async (title: string) => {
      const response = await api(`/api/v3/control/persons/${person.id}/tasks`, {
        method: "POST",
        headers: { ...bearer(person.token), "content-type": "application/json" },
        body: JSON.stringify({ title, instructions: "Say done.", maxTurns: 1 }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    await task("First");
    expect(await waitForTypes(person, (t) => t.includes("person.task.completed"), 40_000)).toEqual(["person.task.created", "person.task.started", "person.turns.exhausted", "person.task.completed"]);
    await task("Second"); // the term's only turn is used
    const types = await waitForTypes(person, (t) => t.includes("person.task.failed"), 40_000);
    expect(types.slice(4)).toEqual(["person.task.created", "person.task.started", "person.task.failed"]);
    expect((await onlyEvent(person, "person.task.failed")).data).toMatchObject({ title: "Second" });
  }, 90_000);
});
