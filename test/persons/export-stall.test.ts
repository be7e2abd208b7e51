/**
 * A Person at its knowledge quota (KNOWLEDGE_MAX_TOTAL_BYTES in files of
 * KNOWLEDGE_MAX_BYTES) never holds the shared thread: its export is streamed
 * piece by piece (docs/persons.md), adding a maximal knowledge file stays
 * within the stall budget, one export of a Person runs at a time, and the
 * MCP tool answers a bundle too large for one tool result with a pointer to
 * the REST route. Judged by the server's own main-thread CPU time per loop
 * turn (test/support/stall.ts), never by wall-clock time.
 */
import { createHash } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { PersonExportSchema } from "@/lib/domains/persons/shapes/control-schemas";
import { MCP_EXPORT_MAX_BYTES } from "@/lib/domains/persons/control/export";
import { generateToken, REMOVED_TOKEN, removeTokens } from "@/lib/core/token-format";
import { bearer, provision } from "../support/agent";
import { toolError } from "../support/mcp";
import { measuredInstance, STALL_BUDGET_MS, type MeasuredInstance } from "../support/stall";
import { fundPayer, plantedToken } from "../support/security";

const PAYER = 251;
/** The defaults of lib/core/config.ts: 512 KiB a file, 10 MiB a Person. */
const FILE_BYTES = 512 * 1024;
const TOTAL_BYTES = 10 * 1024 * 1024;
const TOKEN_SHAPE = /at_live_[0-9A-Za-z]{36}/;

let app: MeasuredInstance;
let person: { id: string; token: string };
const clients: Client[] = [];

beforeAll(async () => {
  await fundPayer(PAYER);
  app = await measuredInstance("person-export");
  person = await provision(PAYER, "persons");
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
  await app?.stop();
});

const exportUrl = (id: string) => `${app.url}/api/v3/control/persons/${id}/export`;

/** Plain prose of exactly `bytes` ASCII bytes, in paragraphs (what a knowledge file holds). */
function prose(bytes: number, seed: number): string {
  const words = "rent is due on the first day of every month a late fee of twenty dollars applies the laundry room opens at seven and closes at ten cats are allowed dogs need written approval".split(" ");
  let out = "";
  let i = seed;
  while (out.length < bytes) {
    let paragraph = "";
    for (let s = 0; s < 5; s++) {
      const sentence = Array.from({ length: 12 }, () => words[(i++ * 7919) % words.length]).join(" ");
      paragraph += `${sentence[0]!.toUpperCase()}${sentence.slice(1)}. `;
    }
    out += `${paragraph.trim()}\n\n`;
  }
  return out.slice(0, bytes);
}

/** `text` with `secret` written over it at `at` (same length: the file keeps its size). */
const plant = (text: string, secret: string, at: number) => text.slice(0, at) + secret + text.slice(at + secret.length);

async function mcpClient(token: string): Promise<Client> {
  const client = new Client({ name: "export-stall-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: bearer(token) } }));
  clients.push(client);
  return client;
}

describe("a Person at its knowledge quota", () => {
  it("adds a maximal knowledge file, of the costliest shape to split, without holding the thread", async () => {
    const files = `${app.url}/api/v3/control/persons/${person.id}/files`;
    const headers = { ...bearer(person.token), "content-type": "application/json" };
    // Warm the route up with a small file (its code loads, its statements are prepared once).
    expect((await fetch(files, { method: "POST", headers, body: JSON.stringify({ name: "warm-up.md", content: "We open at nine." }) })).status).toBe(201);
    await db().knowledgeFile.deleteMany({ where: { personId: person.id, name: "warm-up.md" } });
    // The costliest shape to split: a paragraph every three bytes (174,762 of them, merged into passages).
    const content = `${"a\n\n".repeat(Math.floor(FILE_BYTES / 3))}a\n`;
    expect(Buffer.byteLength(content)).toBe(FILE_BYTES);
    const { result, stall } = await app.measureStall(async () => {
      const response = await fetch(files, { method: "POST", headers, body: JSON.stringify({ name: "first.md", content }) });
      return { status: response.status, body: await response.json() };
    });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toMatchObject({ sizeBytes: FILE_BYTES, passages: expect.any(Number) });
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  });

  it("streams its export without holding the thread: the whole document, every secret scrubbed, even at a piece's edge", async () => {
    // Fill the quota to the byte with files inserted directly (faster than uploads; the export reads what is stored).
    // Capability tokens are planted where a piece could end: at the end of one file and the start of the next,
    // on 64 KiB marks inside a file, and in a chat message (uploads refuse tokens; stored rows may predate that).
    const secrets = Array.from({ length: 8 }, () => plantedToken());
    const held = await db().knowledgeFile.aggregate({ where: { personId: person.id }, _sum: { sizeBytes: true }, _count: true });
    const count = (TOTAL_BYTES - (held._sum.sizeBytes ?? 0)) / FILE_BYTES;
    expect(Number.isInteger(count)).toBe(true);
    const contents: string[] = [];
    for (let n = 0; n < count; n++) {
      let content = prose(FILE_BYTES, n + 2);
      if (n === 0) content = plant(content, secrets[0]!, FILE_BYTES - secrets[0]!.length);
      if (n === 1) content = plant(plant(content, secrets[1]!, 0), secrets[2]!, 65_536 - 20);
      if (n === 2) content = plant(content, secrets[3]!, 2 * 65_536 - 1);
      contents.push(content);
      await db().knowledgeFile.create({
        data: { personId: person.id, name: `part-${n}.md`, content, sizeBytes: Buffer.byteLength(content), sha256: createHash("sha256").update(content).digest("hex"), createdAt: new Date(Date.now() + n) },
      });
    }
    const session = await db().chatSession.create({ data: { personId: person.id, origin: "controller", title: `About ${secrets[4]}` } });
    await db().chatMessage.create({ data: { sessionId: session.id, personId: person.id, role: "user", content: `${secrets[5]} my key, and ${secrets[6]}` } });
    const total = await db().knowledgeFile.aggregate({ where: { personId: person.id }, _sum: { sizeBytes: true } });
    expect(total._sum.sizeBytes).toBe(TOTAL_BYTES);

    // Warm the route up with a refused token (its code loads; nothing is read).
    expect((await fetch(exportUrl(person.id), { headers: bearer(generateToken()) })).status).toBe(401);
    const { result, stall } = await app.measureStall(async () => {
      const response = await fetch(exportUrl(person.id), { headers: bearer(person.token) });
      return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), text: await response.text() };
    });
    expect(result.status, result.text.slice(0, 300)).toBe(200);
    expect(result.type).toContain("application/json");
    expect(result.disposition).toContain(`${person.id}-export.json`);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);

    // Complete, compact JSON (what JSON.stringify of the whole bundle gives), and of the published shape.
    expect(JSON.stringify(JSON.parse(result.text)) === result.text).toBe(true);
    expect(TOKEN_SHAPE.test(result.text)).toBe(false);
    for (const secret of secrets) expect(result.text).not.toContain(secret.slice(8, 30));
    const bundle = PersonExportSchema.parse(JSON.parse(result.text));
    expect(bundle.knowledgeFiles).toHaveLength(count + 1);
    expect(bundle.knowledgeFiles.map((file) => file.name)).toEqual(["first.md", ...contents.map((_, n) => `part-${n}.md`)]);
    bundle.knowledgeFiles.slice(1).forEach((file, n) => {
      expect(file.sizeBytes).toBe(FILE_BYTES);
      expect(file.content === removeTokens(contents[n]!), file.name ?? "").toBe(true);
    });
    expect(bundle.knowledgeFiles[1]!.content.endsWith(REMOVED_TOKEN)).toBe(true);
    expect(bundle.knowledgeFiles[2]!.content.startsWith(REMOVED_TOKEN)).toBe(true);
    expect(bundle.chatSessions).toMatchObject([{ id: session.id, title: `About ${REMOVED_TOKEN}`, messages: [{ content: `${REMOVED_TOKEN} my key, and ${REMOVED_TOKEN}` }] }]);
    expect(bundle.person.id).toBe(person.id);
    expect(bundle.timeline.length).toBe(await db().timelineEvent.count({ where: { resourceId: person.id } }));
    expect(bundle.truncated).toEqual({ tasks: false, approvals: false, chatSessions: false, messages: false, timeline: false, state: false, usage: false });
  });

  it("runs one export of a Person at a time: a second one meanwhile gets 409 export_in_progress, on REST and MCP", async () => {
    const client = await mcpClient(person.token);
    const first = await fetch(exportUrl(person.id), { headers: bearer(person.token) });
    expect(first.status).toBe(200);
    // The first is still being sent (its body is not read): a second one is refused, not run beside it.
    const second = await fetch(exportUrl(person.id), { headers: bearer(person.token) });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: "export_in_progress" });
    expect(toolError(await client.callTool({ name: "export_person", arguments: {} }))).toMatchObject({ code: "export_in_progress" });
    const text = await first.text();
    expect(JSON.parse(text).knowledgeFiles).toHaveLength(TOTAL_BYTES / FILE_BYTES);
    // Done: the next one runs.
    const third = await fetch(exportUrl(person.id), { headers: bearer(person.token) });
    expect(third.status).toBe(200);
    await third.body?.cancel();
  });

  it("a client that goes away mid-export frees the Person for the next one", async () => {
    const first = await fetch(exportUrl(person.id), { headers: bearer(person.token) });
    expect(first.status).toBe(200);
    const reader = first.body!.getReader();
    await reader.read();
    await reader.cancel();
    let next: Response | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      next = await fetch(exportUrl(person.id), { headers: bearer(person.token) });
      if (next.status !== 409) break;
      await next.text();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(next!.status).toBe(200);
    await next!.body?.cancel();
  });

  it("MCP export_person answers a bundle too large for one tool result with a pointer to the REST route, without holding the thread", async () => {
    const client = await mcpClient(person.token);
    await client.listTools();
    await new Promise((resolve) => setTimeout(resolve, 500)); // an export cancelled before may still be closing
    const { result, stall } = await app.measureStall(() => client.callTool({ name: "export_person", arguments: {} }));
    const error = toolError(result);
    expect(error).toMatchObject({ code: "export_too_large" });
    expect(error.error).toContain(`/api/v3/control/persons/${person.id}/export`);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  });

  it("MCP export_person answers a bundle just under its limit in full, as the REST route streams it, without holding the thread", async () => {
    const small = await provision(PAYER, "persons");
    // With the rest of the bundle (a few KiB), just under MCP_EXPORT_MAX_BYTES of JSON.
    const text = prose(MCP_EXPORT_MAX_BYTES - 16 * 1024, 99);
    await db().knowledgeFile.create({ data: { personId: small.id, name: "one.md", content: text, sizeBytes: text.length, sha256: createHash("sha256").update(text).digest("hex") } });
    const client = await mcpClient(small.token);
    await client.listTools();
    const { result, stall } = await app.measureStall(() => client.callTool({ name: "export_person", arguments: {} }));
    expect(result.isError).toBeFalsy();
    const rest = await (await fetch(exportUrl(small.id), { headers: bearer(small.token) })).json();
    expect({ ...(result.structuredContent as object), exportedAt: null }).toEqual({ ...rest, exportedAt: null });
    expect(JSON.stringify(rest).length).toBeGreaterThan(MCP_EXPORT_MAX_BYTES * 0.9);
    expect(JSON.stringify(rest).length).toBeLessThanOrEqual(MCP_EXPORT_MAX_BYTES);
    expect(stall.maxCpuMs, JSON.stringify(stall)).toBeLessThan(STALL_BUDGET_MS);
  });
});
