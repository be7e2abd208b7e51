import { describe, expect, it } from "vitest";
import { db, pool } from "@/lib/core/db/client";
import { PERSON_WITH_LEASE_COLUMNS, personWithLeaseOf } from "@/lib/domains/persons/runtime/record";
import { api, bearer, provision } from "../support/agent";

const PAYER = 14;
type P = { id: string; token: string };
const call = (p: P, method: string, path: string, body?: unknown, token = p.token) =>
  api(`/api/v3/control/persons/${p.id}${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("Person control", () => {
  it("PATCH changes name, goal, instructions, tools and visibility; an unknown tool is refused, never kept", async () => {
    const p = await provision(PAYER, "persons");
    const unknown = await call(p, "PATCH", "", { tools: { create_task: false, crystal_ball: true } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "validation_failed", error: expect.stringContaining("crystal_ball") });
    const response = await call(p, "PATCH", "", { name: "Renamed", instructions: "Be brief.", tools: { create_task: false }, visibility: "private" });
    expect(response.status).toBe(200);
    const person = await response.json();
    expect(person).toMatchObject({
      name: "Renamed",
      instructions: "Be brief.",
      visibility: "private",
      tools: { create_task: false },
      enabledTools: ["record_state", "search_knowledge", "list_linked_pages", "read_page_submissions"],
      ignoredTools: [],
    });
    expect((await call(p, "PATCH", "", { instructions: null })).status).toBe(200);
    expect((await (await call(p, "GET", "")).json()).instructions).toBeNull();
    for (const bad of [{}, { name: "" }, { tools: { create_task: "yes" } }, { colour: "red" }, { visibility: "secret" }]) {
      expect((await call(p, "PATCH", "", bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("GET reads the Person in the token's statement exactly as Prisma reads it (every column, with Prisma's types)", async () => {
    const p = await provision(PAYER, "persons");
    expect((await call(p, "PATCH", "", { instructions: "Be exact.", tools: { create_task: false }, visibility: "private" })).status).toBe(200);
    await db().person.update({ where: { id: p.id }, data: { audienceEmails: ["a@example.com"], ownerEmail: "owner@example.com" } });
    const prisma = await db().person.findUniqueOrThrow({ where: { id: p.id }, include: { lease: true } });
    const { rows } = await pool().query(`SELECT ${PERSON_WITH_LEASE_COLUMNS} FROM "Person" p JOIN "Lease" l ON l.id = p."leaseId" WHERE p.id = $1`, [p.id]);
    expect(personWithLeaseOf(rows[0])).toEqual(prisma);
    const read = await (await call(p, "GET", "")).json();
    expect(read).toMatchObject({ id: p.id, instructions: "Be exact.", audienceEmails: ["a@example.com"], ownerEmail: "owner@example.com", tools: { create_task: false }, visibility: "private" });
    expect(read.lease).toMatchObject({ id: prisma.lease.id, termStart: prisma.lease.termStart.toISOString(), termEnd: prisma.lease.termEnd.toISOString(), used: prisma.lease.usedUnits });
    expect(read.createdAt).toBe(prisma.createdAt.toISOString());
    expect(read.updatedAt).toBe(prisma.updatedAt.toISOString());
  });

  it("audience: visibility and lower-cased emails; counterpart access only", async () => {
    const p = await provision(PAYER, "persons");
    const response = await call(p, "POST", "/audience", { visibility: "private", audienceEmails: ["Ann@Example.com", "ann@example.com", "bob@example.com"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: p.id, visibility: "private", audienceEmails: ["ann@example.com", "bob@example.com"], counterpartUrl: expect.stringContaining(`/persons/${p.id}`) });
    expect((await call(p, "POST", "/audience", { audienceEmails: ["not an email"] })).status).toBe(400);
    expect((await call(p, "POST", "/audience", {})).status).toBe(400);
  });

  it("knowledge files: 201, listed without content, 413 beyond the limit, 400 without content", async () => {
    const p = await provision(PAYER, "persons");
    const created = await call(p, "POST", "/files", { content: "Our office opens at nine.\n\nIt closes at five.", name: "hours.md", mimeType: "text/markdown" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "hours.md", mimeType: "text/markdown", passages: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const list = await (await call(p, "GET", "/files")).json();
    expect(list.files).toHaveLength(1);
    expect(list.files[0]).not.toHaveProperty("content");
    const tooBig = await call(p, "POST", "/files", { content: "x".repeat(600 * 1024) });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).code).toBe("payload_too_large");
    expect((await call(p, "POST", "/files", { name: "empty" })).status).toBe(400);
    expect((await call(p, "POST", "/files", "{oops")).status).toBe(400);

    // Removing a file takes its passages with it and frees its bytes; another Person's file is not found.
    const fileId = list.files[0].id as string;
    expect(await db().knowledgePassage.count({ where: { fileId } })).toBe(1);
    const other = await provision(PAYER, "persons");
    expect((await call(other, "DELETE", `/files/${fileId}`)).status).toBe(404);
    const removed = await call(p, "DELETE", `/files/${fileId}`);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: fileId, removed: true });
    expect(await db().knowledgePassage.count({ where: { fileId } })).toBe(0);
    expect((await (await call(p, "GET", "/files")).json()).files).toEqual([]);
    expect((await call(p, "DELETE", `/files/${fileId}`)).status).toBe(404);
    const timeline = await (await call(p, "GET", "/timeline?limit=5")).json();
    expect(timeline.events[0]).toMatchObject({ type: "person.knowledge.removed", data: { fileId } });
  });

  it("tasks: assigned, run in the background to success, on the timeline and in state", async () => {
    const p = await provision(PAYER, "persons");
    const created = await call(p, "POST", "/tasks", { title: "Summarise the week", instructions: "Summarise what happened this week.", input: { week: 47 }, maxTurns: 2 });
    expect(created.status).toBe(201);
    const task = await created.json();
    expect(task).toMatchObject({ title: "Summarise the week", status: "queued", maxTurns: 2, input: { week: 47 } });
    const tasks = await waitFor(
      async () => (await (await call(p, "GET", "/tasks")).json()).tasks as { id: string; status: string; result: { text: string } | null; turnsUsed: number }[],
      (list) => list[0]?.status === "succeeded",
    );
    expect(tasks[0]).toMatchObject({ id: task.id, status: "succeeded", turnsUsed: 1, result: { text: expect.stringContaining("[Offline model]") } });
    const types = (await (await call(p, "GET", "/timeline?limit=50")).json()).events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(["person.task.created", "person.task.started", "person.task.completed"]));
    const state = await (await call(p, "GET", "/state")).json();
    expect(state).toMatchObject({ scopeId: "default", tasks: { succeeded: 1, queued: 0 }, turnsRemaining: 249, lastActivityAt: expect.any(String) });
    for (const bad of [{ title: "x" }, { title: "x", instructions: "y", maxTurns: 0 }, { title: "x", instructions: "y", maxTurns: 21 }]) {
      expect((await call(p, "POST", "/tasks", bad)).status).toBe(400);
    }
  });

  it("timeline: limit 1 to 200 (0 and 201 are 400), newest first, cursor pages without overlap", async () => {
    const p = await provision(PAYER, "persons");
    for (let i = 0; i < 4; i++) await call(p, "POST", "/files", { content: `Fact number ${i}.` });
    expect((await call(p, "GET", "/timeline?limit=0")).status).toBe(400);
    expect((await call(p, "GET", "/timeline?limit=201")).status).toBe(400);
    expect((await call(p, "GET", "/timeline?limit=200")).status).toBe(200);
    expect((await call(p, "GET", "/timeline?cursor=abc")).status).toBe(400);
    const first = await (await call(p, "GET", "/timeline?limit=1")).json();
    expect(first.events).toHaveLength(1);
    expect(first.events[0].type).toBe("person.knowledge.added");
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { events: { id: string }[]; nextCursor: string | null } = await (await call(p, "GET", `/timeline?limit=2${cursor ? `&cursor=${cursor}` : ""}`)).json();
      all.push(...page.events.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.length).toBe(5); // provisioned + 4 knowledge files
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => Number(b) - Number(a))).toEqual(all);
  });

  it("state per scope", async () => {
    const p = await provision(PAYER, "persons");
    const empty = await (await call(p, "GET", "/state?scopeId=project-x")).json();
    expect(empty).toMatchObject({ scopeId: "project-x", facts: {}, version: 0, updatedAt: null });
  });

  it("another Person's token gets 401 on every route", async () => {
    const a = await provision(PAYER, "persons");
    const b = await provision(PAYER, "persons");
    const routes: [string, string, unknown?][] = [
      ["GET", ""],
      ["PATCH", "", { name: "x" }],
      ["DELETE", ""],
      ["POST", "/audience", { visibility: "public" }],
      ["GET", "/files"],
      ["POST", "/files", { content: "x" }],
      ["GET", "/tasks"],
      ["POST", "/tasks", { title: "x", instructions: "y" }],
      ["POST", "/chat", { message: "hi" }],
      ["GET", "/timeline"],
      ["GET", "/state"],
    ];
    for (const [method, path, body] of routes) {
      const response = await call(b, method, path, body, a.token);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await response.json()).code).toBe("unauthorized");
    }
    expect((await db().lease.findUniqueOrThrow({ where: { resourceId: b.id } })).usedUnits).toBe(0);
  });

  it("DELETE destroys knowledge, tasks, sessions and messages, and leaves only a tombstone on the timeline", async () => {
    const p = await provision(PAYER, "persons");
    await call(p, "POST", "/files", { content: "Secret plans." });
    await call(p, "POST", "/chat", { message: "hello" }).then((r) => r.text());
    expect((await call(p, "DELETE", "")).status).toBe(200);
    expect(await db().knowledgeFile.count({ where: { personId: p.id } })).toBe(0);
    expect(await db().chatMessage.count({ where: { personId: p.id } })).toBe(0);
    expect(await db().chatSession.count({ where: { personId: p.id } })).toBe(0);
    const events = await db().timelineEvent.findMany({ where: { resourceId: p.id } });
    expect(events.map((e) => e.type)).toEqual(["lease.destroyed"]);
  });
});
