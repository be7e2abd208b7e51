/**
 * Idempotency-Key on the control writes, over HTTP against the running
 * service: a repeat answers the first answer without doing the work again; a
 * different request with the same key is a 409; concurrent duplicates do the
 * work once. One Person and one Page, destroyed at the end.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, bearer, provision } from "../support/agent";

const PAYER = 12; // agent-demo leases two resources with it; these are two more, destroyed at the end

type R = { id: string; token: string };
let person: R;
let page: R;

beforeAll(async () => {
  [person, page] = await Promise.all([provision(PAYER, "persons"), provision(PAYER, "pages")]);
});

afterAll(async () => {
  for (const [kind, r] of [["persons", person], ["pages", page]] as const) {
    if (r) await api(`/api/v3/control/${kind}/${r.id}`, { method: "DELETE", headers: bearer(r.token) });
  }
});

function write(r: R, kind: "persons" | "pages", method: string, suffix: string, body: unknown, key?: string) {
  return api(`/api/v3/control/${kind}/${r.id}${suffix}`, {
    method,
    headers: { ...bearer(r.token), "content-type": "application/json", ...(key === undefined ? {} : { "Idempotency-Key": key }) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const taskCount = () => db().task.count({ where: { personId: person.id } });

describe("Idempotency-Key on control writes", () => {
  it("POST tasks: a repeat answers the first 201 again and creates nothing more", async () => {
    const key = randomUUID();
    const before = await taskCount();
    const first = await write(person, "persons", "POST", "/tasks", { title: "Summarise", instructions: "Summarise the notes." }, key);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const firstText = await first.text();
    const task = JSON.parse(firstText);

    const again = await write(person, "persons", "POST", "/tasks", { title: "Summarise", instructions: "Summarise the notes." }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(await again.text()).toBe(firstText);
    expect(await taskCount()).toBe(before + 1);

    // Without a key, the same body is a new task.
    const unkeyed = await write(person, "persons", "POST", "/tasks", { title: "Summarise", instructions: "Summarise the notes." });
    expect(unkeyed.status).toBe(201);
    expect((await unkeyed.json()).id).not.toBe(task.id);
    expect(await taskCount()).toBe(before + 2);
  });

  it("the same key with another body, or on another route, is 409 idempotency_key_reused and does nothing", async () => {
    const key = randomUUID();
    expect((await write(person, "persons", "PATCH", "", { goal: "First goal." }, key)).status).toBe(200);
    const other = await write(person, "persons", "PATCH", "", { goal: "Second goal." }, key);
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: "idempotency_key_reused", error: expect.stringMatching(/different request/) });
    const elsewhere = await write(person, "persons", "POST", "/audience", { visibility: "private" }, key);
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).code).toBe("idempotency_key_reused");
    const read = await (await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).json();
    expect(read.goal).toBe("First goal.");
    expect(read.visibility).toBe("public");
  });

  it("a PATCH repeated after another change answers the first answer, without applying it again", async () => {
    const key = randomUUID();
    const first = await write(person, "persons", "PATCH", "", { name: "Name A" }, key);
    const firstBody = await first.json();
    expect((await write(person, "persons", "PATCH", "", { name: "Name B" })).status).toBe(200);
    const replay = await write(person, "persons", "PATCH", "", { name: "Name A" }, key);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(firstBody);
    const read = await (await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).json();
    expect(read.name).toBe("Name B");
  });

  it("parallel duplicates: the work is done once; the others get its answer or 409 idempotency_key_in_progress", async () => {
    const key = randomUUID();
    const before = await taskCount();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => write(person, "persons", "POST", "/tasks", { title: "Once", instructions: "Only once." }, key)),
    );
    const created = responses.filter((r) => r.status === 201);
    const busy = responses.filter((r) => r.status === 409);
    expect(created.length + busy.length).toBe(8);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(await Promise.all(created.map(async (r) => (await r.json()).id))).size).toBe(1);
    for (const r of busy) {
      expect((await r.json()).code).toBe("idempotency_key_in_progress");
      expect(r.headers.get("retry-after")).toBe("1");
    }
    expect(await taskCount()).toBe(before + 1);
  });

  it("knowledge files and audiences of Persons and Pages, and Page PATCH, are idempotent too", async () => {
    const fileKey = randomUUID();
    const file = { name: "notes.md", content: "The office opens at nine." };
    const first = await write(person, "persons", "POST", "/files", file, fileKey);
    expect(first.status).toBe(201);
    const again = await write(person, "persons", "POST", "/files", file, fileKey);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await again.json()).id).toBe((await first.json()).id);
    expect(await db().knowledgeFile.count({ where: { personId: person.id } })).toBe(1);

    for (const [r, kind] of [[person, "persons"], [page, "pages"]] as const) {
      const key = randomUUID();
      const audience = { visibility: "private", audienceEmails: ["guest@example.com"] };
      expect((await write(r, kind, "POST", "/audience", audience, key)).status).toBe(200);
      const repeat = await write(r, kind, "POST", "/audience", audience, key);
      expect(repeat.status).toBe(200);
      expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    }

    const labelKey = randomUUID();
    expect((await write(page, "pages", "PATCH", "", { label: "Renamed" }, labelKey)).status).toBe(200);
    expect((await write(page, "pages", "PATCH", "", { label: "Renamed" }, labelKey)).headers.get("idempotent-replayed")).toBe("true");
  });

  it("a request refused by validation does not use the key; one refused by the work keeps its answer", async () => {
    const key = randomUUID();
    expect((await write(page, "pages", "PATCH", "", {}, key)).status).toBe(400);
    expect((await write(page, "pages", "PATCH", "", "{not json", key)).status).toBe(400);
    // The key is still free for the corrected request.
    expect((await write(page, "pages", "PATCH", "", { label: "Valid" }, key)).status).toBe(200);

    // Content checked against the Page's toolType in the work itself: that 400 is the key's answer.
    const contentKey = randomUUID();
    const bad = await write(page, "pages", "PATCH", "", { content: { title: "No fields" } }, contentKey);
    expect(bad.status).toBe(400);
    const badAgain = await write(page, "pages", "PATCH", "", { content: { title: "No fields" } }, contentKey);
    expect(badAgain.status).toBe(400);
    expect(badAgain.headers.get("idempotent-replayed")).toBe("true");
  });

  it("a malformed key is 400 validation_failed, before anything is done", async () => {
    const before = await taskCount();
    for (const key of ["", "has space", "k".repeat(256)]) {
      const response = await write(person, "persons", "POST", "/tasks", { title: "T", instructions: "I" }, key);
      expect(response.status, JSON.stringify(key)).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("validation_failed");
      expect(body.details[0].path).toBe("Idempotency-Key");
    }
    expect(await taskCount()).toBe(before);
  });

  it("keys belong to their resource, are checked after the token, and go when it is destroyed", async () => {
    const key = randomUUID();
    // Another resource's token: 401, whatever the key.
    const foreign = await api(`/api/v3/control/persons/${person.id}`, {
      method: "PATCH",
      headers: { ...bearer(page.token), "content-type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify({ goal: "x" }),
    });
    expect(foreign.status).toBe(401);
    expect((await write(person, "persons", "PATCH", "", { goal: "Kept." }, key)).status).toBe(200);
    // The same key on the Page is a different key.
    expect((await write(page, "pages", "PATCH", "", { label: "Kept" }, key)).status).toBe(200);
    expect(await db().idempotencyRecord.count({ where: { resourceId: person.id } })).toBeGreaterThan(0);

    const destroyed = await api(`/api/v3/control/persons/${person.id}`, { method: "DELETE", headers: bearer(person.token) });
    expect(destroyed.status).toBe(200);
    expect(await db().idempotencyRecord.count({ where: { resourceId: person.id } })).toBe(0);
    person = undefined as unknown as R;
  });
});
