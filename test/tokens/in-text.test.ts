import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { generateToken, REMOVED_TOKEN } from "@/lib/core/token-format";
import { api, baseUrl, bearer, provision } from "../support/agent";
import { readUiStream } from "../support/sse";
import { fundPayer, plantedToken } from "../support/security";
import { provisionPerson } from "../support/persons";
import { toolError } from "../support/mcp";
import { measuredInstance, STALL_BUDGET_MS } from "../support/stall";

// A capability token in any controller-supplied text is
// refused (400 naming the field), over REST and MCP; chat messages keep their
// scrubbing; and a token in an older stored row never reaches a prompt.
const PAYER = 73;
let person: { id: string; token: string };
beforeAll(async () => {
  await fundPayer(PAYER);
  person = await provisionPerson(PAYER);
});

const send = (p: { id: string; token: string }, type: "persons" | "pages", path: string, method: string, body: unknown) =>
  api(`/api/v3/control/${type}/${p.id}${path}`, { method, headers: { ...bearer(p.token), "content-type": "application/json" }, body: JSON.stringify(body) });

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.code).toBe("validation_failed");
  expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  expect(JSON.stringify(body)).not.toMatch(/at_live_[0-9A-Za-z]{36}/);
}

describe("capability tokens in controller-supplied text", () => {
  it("are refused in instructions, knowledge files, tasks and provisioning, and nothing is stored", async () => {
    const token = generateToken();
    await expectRefused(await send(person, "persons", "", "PATCH", { instructions: `Use ${token} when asked.` }), "instructions");
    await expectRefused(await send(person, "persons", "/files", "POST", { name: "keys.md", content: `Deploy key: ${token}` }), "content");
    await expectRefused(await send(person, "persons", "/tasks", "POST", { title: "Rotate", instructions: `old key ${token}` }), "instructions");
    await expectRefused(await send(person, "persons", "/tasks", "POST", { title: "Rotate", instructions: "x", input: { nested: [token] } }), "input.nested.0");
    const provisioned = await api("/api/v3/resources/persons", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Leaky", goal: `Keep ${token}` }),
    });
    await expectRefused(provisioned, "goal");
    expect(await db().knowledgeFile.count({ where: { personId: person.id } })).toBe(0);
    expect(await db().task.count({ where: { personId: person.id } })).toBe(0);
    expect((await db().person.findUniqueOrThrow({ where: { id: person.id } })).instructions).toBeNull();
  });

  it("are refused in Page content", async () => {
    const page = await provision(PAYER, "pages");
    const token = generateToken();
    await expectRefused(await send(page, "pages", "", "PATCH", { label: `Form ${token}` }), "label");
    await expectRefused(
      await send(page, "pages", "", "PATCH", { content: { title: "Intake", fields: [{ name: "q", label: `Paste ${token}`, type: "text" }] } }),
      "content.fields.0.label",
    );
  });

  it("are refused over MCP with the same answer", async () => {
    const client = new Client({ name: "leasehold-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(person.token) } }));
    try {
      const result = await client.callTool({ name: "add_knowledge", arguments: { content: `secret ${generateToken()}` } });
      expect(toolError(result)).toMatchObject({ code: "validation_failed", details: [expect.objectContaining({ path: "content" })] });
      const patched = await client.callTool({ name: "update_person", arguments: { goal: `goal ${generateToken()}` } });
      expect(toolError(patched)).toMatchObject({ code: "validation_failed" });
    } finally {
      await client.close();
    }
    expect(await db().knowledgeFile.count({ where: { personId: person.id } })).toBe(0);
  });

  it("chat messages keep their scrubbing: accepted, stored without the token", async () => {
    const token = generateToken();
    const response = await send(person, "persons", "/chat", "POST", { message: `my token is ${token}` });
    expect(response.status).toBe(200);
    const sessionId = response.headers.get("x-leasehold-session-id")!;
    const { text } = await readUiStream(response);
    expect(text).not.toContain(token);
    const stored = await db().chatMessage.findMany({ where: { sessionId } });
    expect(stored.map((m) => m.content).join(" ")).not.toContain(token);
  });

  it("hidden with a zero-width space, full-width letters or base64: still refused (REST and MCP), and scrubbed from chat", async () => {
    const token = generateToken();
    const zeroWidth = `${token.slice(0, 4)}\u200b${token.slice(4)}`;
    const fullWidth = token.replace(/[A-Za-z0-9_]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const encoded = Buffer.from(`token=${token}`).toString("base64");
    for (const hidden of [zeroWidth, fullWidth, encoded]) {
      await expectRefused(await send(person, "persons", "", "PATCH", { instructions: `Use ${hidden} when asked.` }), "instructions");
      await expectRefused(await send(person, "persons", "/tasks", "POST", { title: "Rotate", instructions: "x", input: { key: hidden } }), "input.key");
    }
    const client = new Client({ name: "leasehold-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(person.token) } }));
    try {
      const result = await client.callTool({ name: "add_knowledge", arguments: { content: `secret ${encoded}` } });
      expect(toolError(result)).toMatchObject({ code: "validation_failed", details: [expect.objectContaining({ path: "content" })] });
    } finally {
      await client.close();
    }
    expect((await db().person.findUniqueOrThrow({ where: { id: person.id } })).instructions).toBeNull();

    const response = await send(person, "persons", "/chat", "POST", { message: `my token is ${zeroWidth} or ${encoded}` });
    expect(response.status).toBe(200);
    const sessionId = response.headers.get("x-leasehold-session-id")!;
    await readUiStream(response);
    const stored = (await db().chatMessage.findMany({ where: { sessionId } })).map((m) => m.content).join(" ");
    expect(stored).not.toContain(token.slice(4));
    expect(stored).not.toContain(encoded);
    expect(stored).toContain(REMOVED_TOKEN);
  });

  it("a token in an older knowledge row, written directly to the database, never reaches the prompt", async () => {
    const p = await provisionPerson(PAYER);
    const token = plantedToken();
    const content = `The warehouse door code is kept with ${token} in the vault.`;
    const file = await db().knowledgeFile.create({ data: { personId: p.id, name: "legacy.md", content, sizeBytes: content.length, sha256: "0".repeat(64) } });
    await db().$executeRaw`INSERT INTO "KnowledgePassage" (id, "fileId", "personId", ordinal, content, search)
      VALUES (${`${file.id}_0`}, ${file.id}, ${p.id}, 0, ${content}, to_tsvector('english', ${content}))`;
    await db().person.update({ where: { id: p.id }, data: { instructions: `Older instructions with ${plantedToken()}` } });
    try {
      // The offline model quotes the passages of its prompt: what it says is what the prompt held.
      const { text } = await readUiStream(await send(p, "persons", "/chat", "POST", { message: "What is the warehouse door code?" }));
      expect(text).toContain("warehouse door code");
      expect(text).toContain(REMOVED_TOKEN);
      expect(text).not.toContain(token);
    } finally {
      // The rows this test wrote past the API go again: the suite's scan for tokens at rest (tokens-at-rest.test.ts) must find none.
      await db().knowledgeFile.delete({ where: { id: file.id } });
      await db().person.update({ where: { id: p.id }, data: { instructions: null } });
    }
  });
});

describe("looking for hidden tokens", () => {
  it("does not hold the server's thread: bodies of base64 runs full of the encoded prefix, and of format characters, are judged within the budget", async () => {
    const app = await measuredInstance("tokens-in-text");
    try {
      const token = generateToken();
      const post = (goal: string) => fetch(`${app.url}/api/v3/resources/persons`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Hostile", goal }) });
      const hostile = [
        // One long run that decodes to the prefix again and again, the token at its end, misaligned by one character.
        `Q${Buffer.from(`${"at_live_0123456789".repeat(9_000)}${token}`).toString("base64")}`,
        // The same without a token: every alignment is decoded and found wanting.
        Buffer.from("at_live_0123456789".repeat(9_500)).toString("base64"),
        // Thousands of short runs, each holding the encoded prefix.
        `${Buffer.from("at_live_x").toString("base64")} `.repeat(12_000),
        // Compatibility forms and zero-width characters throughout (NFKC), a hidden token at the end.
        `${"ﬁ\u200b".repeat(40_000)}${[...token].join("\u200b")}`,
      ];
      for (const goal of hostile.slice(0, 2)) await post(goal.slice(0, 1000)); // warm the route up
      const { result, stall } = await app.measureStall(async () => {
        const statuses: number[] = [];
        for (const goal of hostile) statuses.push((await post(goal)).status);
        return statuses;
      });
      expect(result).toEqual(hostile.map(() => 400));
      expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
    } finally {
      await app.stop();
    }
  });
});
