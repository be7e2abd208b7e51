import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { bearer } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { startOpenAiStub, STUB_MODEL_ID, type OpenAiStub } from "../support/openai-stub";
import { fundPayer } from "../support/security";
import { provisionPerson } from "../support/persons";

// A chat turn the client aborts mid-stream leaves a
// timeline entry and any partial reply (stored as such), and a turn that
// produced nothing is given back. A slow OpenAI-compatible stub is the model.
const PAYER = 74;
let stub: OpenAiStub;
let instance: Instance;

beforeAll(async () => {
  await fundPayer(PAYER);
  stub = await startOpenAiStub();
  instance = await startInstance({
    name: "chat-abort",
    env: { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: stub.url, LLM_MODEL: STUB_MODEL_ID, LLM_API_KEY: "test-key", TASK_WORKER: "off" },
  });
}, 120_000);

afterAll(async () => {
  await instance?.stop();
  await stub?.close();
});

/** Starts a chat, reads its stream until `until` says stop, waits for `before` (if any), then aborts the request. */
async function abortedChat(
  p: { id: string; token: string },
  message: string,
  until: (events: string) => boolean,
  before?: () => Promise<void>,
): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(`${instance.url}/api/v3/control/persons/${p.id}/chat`, {
    method: "POST",
    headers: { ...bearer(p.token), "content-type": "application/json" },
    body: JSON.stringify({ message }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const sessionId = response.headers.get("x-leasehold-session-id")!;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let events = "";
  while (!until(events)) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the stream ended before it could be aborted: ${events}`);
    events += decoder.decode(value, { stream: true });
  }
  await before?.();
  controller.abort();
  await reader.cancel().catch(() => {});
  return sessionId;
}

async function waitForEvent(personId: string, type: string) {
  for (let i = 0; i < 100; i++) {
    const event = await db().timelineEvent.findFirst({ where: { resourceType: "person", resourceId: personId, type } });
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${type} event`);
}

const usedTurns = async (personId: string) => (await db().lease.findFirstOrThrow({ where: { resourceId: personId } })).usedUnits;
/** The usage meter's turns of the Person, all days together. */
const meteredTurns = async (personId: string) => (await db().personUsage.aggregate({ where: { personId }, _sum: { turns: true } }))._sum.turns ?? 0;

describe("a chat turn aborted by the client", () => {
  it("that produced nothing: a chat.aborted entry, and the turn is given back", async () => {
    const p = await provisionPerson(PAYER, {}, instance.url);
    stub.script({ text: "This answer comes far too slowly to be read.", delayMs: 5_000 });
    const asked = stub.requests.length;
    // Aborted once the model has been asked (its first words are 5 s away).
    const modelAsked = async () => {
      for (let i = 0; i < 100 && stub.requests.length === asked; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stub.requests.length).toBe(asked + 1);
    };
    await abortedChat(p, "Take your time.", (events) => events.includes('"type":"start"'), modelAsked);
    const event = await waitForEvent(p.id, "person.chat.aborted");
    expect(event.actor).toBe("controller");
    expect(event.data).toMatchObject({ turnReturned: true, reply: "" });
    expect(await usedTurns(p.id)).toBe(0);
    // Given back, so not on the usage meter either (lib/domains/persons/runtime/usage.ts).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await meteredTurns(p.id)).toBe(0);
  });

  it("with a partial reply: the reply is stored as aborted, the timeline says so, and the turn stays counted", async () => {
    const p = await provisionPerson(PAYER, {}, instance.url);
    stub.script({ text: "one two three four five six seven eight nine ten eleven twelve", delayMs: 700 });
    const sessionId = await abortedChat(p, "Count slowly.", (events) => events.includes('"type":"text-delta"'));
    const event = await waitForEvent(p.id, "person.chat.aborted");
    expect(event.data).toMatchObject({ sessionId, turnReturned: false, reply: expect.stringMatching(/^one/) });
    const reply = await db().chatMessage.findFirstOrThrow({ where: { sessionId, role: "assistant" } });
    expect(reply.content).toMatch(/^one/);
    expect(reply.content).not.toContain("twelve");
    expect(reply.parts).toMatchObject({ aborted: true });
    expect(await usedTurns(p.id)).toBe(1);
    // Charged, so metered once, in the aborted turn's transaction.
    expect(await meteredTurns(p.id)).toBe(1);
    expect(await db().timelineEvent.count({ where: { resourceType: "person", resourceId: p.id, type: "person.chat.message" } })).toBe(0);
  });
});
