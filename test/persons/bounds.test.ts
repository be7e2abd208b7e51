import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, bearer } from "../support/agent";
import { measuredInstance, STALL_BUDGET_MS, type MeasuredInstance } from "../support/stall";
import { readUiStream } from "../support/sse";
import { fundPayer } from "../support/security";
import { provisionPerson } from "../support/persons";
import { toolError } from "../support/mcp";

// The offline model's evaluation of a chat message
// is linear, and a chat turn has a documented size limit.
const PAYER = 71;
let person: { id: string; token: string };

beforeAll(async () => {
  await fundPayer(PAYER);
  person = await provisionPerson(PAYER);
});

const chat = (body: unknown, raw?: string, base = baseUrl()) =>
  fetch(`${base}/api/v3/control/persons/${person.id}/chat`, {
    method: "POST",
    headers: { ...bearer(person.token), "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });

describe("the offline model stays linear on hostile chat messages", () => {
  let app: MeasuredInstance;
  beforeAll(async () => {
    app = await measuredInstance("person-bounds");
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers hostile 'remember …' messages without holding the server's thread", async () => {
    // The old /\bremember\s+(?:that\s+)?(.+?)\s+is\s+([^\n]+)/i backtracked cubically over a run of spaces
    // (1,200 spaces: seconds of a blocked event loop) and quadratically over many "remember"s on one line.
    for (const hostile of [`remember${" ".repeat(1_200)}x`, "remember ".repeat(2_222).slice(0, 20_000), `task${" ".repeat(19_000)}x`, `Remember that a is ${".".repeat(19_000)}x`]) {
      // Warm up the route and the model, so only the hostile message is measured.
      await readUiStream(await chat({ message: "hello" }, undefined, app.url));
      const { result, stall } = await app.measureStall(async () => {
        const response = await chat({ message: hostile }, undefined, app.url);
        expect(response.status).toBe(200);
        return readUiStream(response);
      });
      expect(result.text).toMatch(/^\[Offline model\]/);
      expect(stall.maxCpuMs, `${hostile.slice(0, 30)}: ${JSON.stringify(stall)}`).toBeLessThan(STALL_BUDGET_MS);
    }
  });
});

describe("chat size limits", () => {
  it("publishes them in the catalog", async () => {
    const catalog = await (await api("/api/v3/catalog")).json();
    expect(catalog.limits.chat).toMatchObject({ messageChars: 20_000, turnChars: 64_000, messagesPerTurn: 100 });
  });

  it("refuses a turn whose messages exceed the per-turn limit with 400 naming the field, and takes no turn", async () => {
    const before = await (await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).json();
    const messages = Array.from({ length: 4 }, () => ({ role: "user", content: "a".repeat(20_000) }));
    const response = await chat({ messages });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("validation_failed");
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: "messages" })]));
    const after = await (await api(`/api/v3/control/persons/${person.id}`, { headers: bearer(person.token) })).json();
    expect(after.lease.used).toBe(before.lease.used);
  });

  it("refuses a 2 MB chat body with 413 before reading it all", async () => {
    const messages = Array.from({ length: 100 }, () => ({ role: "user", content: "b".repeat(20_000) }));
    const response = await chat(undefined, JSON.stringify({ messages }));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
  });

  it("refuses the same over MCP invoke_person", async () => {
    const client = new Client({ name: "leasehold-tests", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), { requestInit: { headers: bearer(person.token) } }));
    try {
      const messages = Array.from({ length: 4 }, () => ({ role: "user", content: "c".repeat(20_000) }));
      const result = await client.callTool({ name: "invoke_person", arguments: { messages } });
      expect(toolError(result)).toMatchObject({ code: "validation_failed" });
    } finally {
      await client.close();
    }
  });
});

