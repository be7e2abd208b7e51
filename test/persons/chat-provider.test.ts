import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { bearer, payForPerson } from "../support/agent";
import { startOpenAiStub, STUB_MODEL_ID, type OpenAiStub } from "../support/openai-stub";
import { readUiStream } from "../support/sse";
import { freePort } from "../support/instance";
import { fundPayer } from "../support/security";

// A second instance of the service, configured for an OpenAI-compatible
// provider (the stub), so the real provider code path runs end to end.
const require = createRequire(import.meta.url);
const PAYER = 15;
let stub: OpenAiStub;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  stub = await startOpenAiStub({ apiKey: "test-key" });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: stub.url, LLM_MODEL: STUB_MODEL_ID, LLM_API_KEY: "test-key", TASK_WORKER: "off" },
    stdio: "ignore",
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the provider-configured instance did not start");
});

afterAll(async () => {
  server?.kill("SIGTERM");
  await stub?.close();
});

async function person(payer = PAYER) {
  const response = await payForPerson(payer, base, { goal: "Help with gardening." });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { id: body.person.id as string, token: body.capabilityToken.token as string };
}

const chat = (p: { id: string; token: string }, body: unknown) =>
  fetch(`${base}/api/v3/control/persons/${p.id}/chat`, { method: "POST", headers: { ...bearer(p.token), "content-type": "application/json" }, body: JSON.stringify(body) });

describe("chat through an OpenAI-compatible provider", () => {
  it("streams the provider's reply and sends it the Person's prompt", async () => {
    const p = await person();
    stub.script({ text: "Water tomatoes early in the morning, at the roots." });
    const response = await chat(p, { message: "When should I water tomatoes?" });
    expect(response.status).toBe(200);
    const { text, metadata } = await readUiStream(response);
    expect(text).toBe("Water tomatoes early in the morning, at the roots.");
    expect(metadata.model).toBe(`openai-compatible:${STUB_MODEL_ID}`);
    const request = stub.requests.at(-1)!;
    expect(request.body.model).toBe(STUB_MODEL_ID);
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("## Goal\nHelp with gardening.") });
    expect(request.body.messages.at(-1)).toMatchObject({ role: "user", content: "When should I water tomatoes?" });
    expect(request.body.tools.map((t: { function: { name: string } }) => t.function.name).sort()).toEqual(["create_task", "record_state", "search_knowledge"]);
  });

  it("passes a controller's own system message on to the provider, after the Person's prompt", async () => {
    // AI SDK 7 refuses system messages in \`messages\` unless the call allows them (lib/domains/persons/chat/chat.ts).
    await fundPayer(105);
    const p = await person(105);
    stub.script({ text: "D'accord." });
    const response = await chat(p, {
      messages: [
        { role: "system", content: "Answer in French." },
        { role: "user", content: "Is it too late to plant garlic?" },
      ],
    });
    expect(response.status).toBe(200);
    const { text, chunks } = await readUiStream(response);
    expect(chunks.some((c) => c.type === "error")).toBe(false);
    expect(text).toBe("D'accord.");
    const sent = stub.requests.at(-1)!.body.messages as { role: string; content: string }[];
    expect(sent.map((m) => m.role)).toEqual(["system", "system", "user"]);
    expect(sent[0]!.content).toContain("## Goal\nHelp with gardening.");
    expect(sent[1]).toMatchObject({ role: "system", content: "Answer in French." });
  });

  it("runs the provider's tool calls and continues the turn", async () => {
    const p = await person();
    stub.script({ toolCalls: [{ name: "record_state", arguments: { key: "soil", value: "clay" } }] }, { text: "Noted: your soil is clay." });
    const { text } = await readUiStream(await chat(p, { message: "My soil is clay." }));
    expect(text).toBe("Noted: your soil is clay.");
    const state = await (await fetch(`${base}/api/v3/control/persons/${p.id}/state`, { headers: bearer(p.token) })).json();
    expect(state.facts).toEqual({ soil: "clay" });
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    expect(lease.usedUnits).toBe(1);
  });

  it("gives the turn back when the model fails before producing anything", async () => {
    const p = await person();
    stub.script({ fail: { status: 400, message: "model is overloaded" } });
    const response = await chat(p, { message: "Hello?" });
    expect(response.status).toBe(200);
    const { chunks } = await readUiStream(response);
    expect(chunks.some((c) => c.type === "error")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    expect(lease.usedUnits).toBe(0);
    expect(await db().timelineEvent.count({ where: { resourceId: p.id, type: "person.chat.failed" } })).toBe(1);
  });
});
