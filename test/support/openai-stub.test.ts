/**
 * Self-test of the stub beside it (openai-stub.ts): the real AI SDK providers
 * (@ai-sdk/openai-compatible, and @ai-sdk/openai through .chat()) against the stub.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, isStepCount, streamText, tool } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startOpenAiStub, type OpenAiStub } from "./openai-stub";

const API_KEY = "sk-stub-test";

let stub: OpenAiStub;

beforeAll(async () => {
  stub = await startOpenAiStub({ apiKey: API_KEY });
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
  stub.setDefault({ text: "Stub reply." });
});

function compatible(apiKey = API_KEY) {
  return createOpenAICompatible({ name: "stub", baseURL: stub.url, apiKey, includeUsage: true })("stub-model");
}
function openaiChat(apiKey = API_KEY) {
  return createOpenAI({ baseURL: stub.url, apiKey }).chat("stub-model");
}

function weatherTool(calls: unknown[]) {
  return tool({
    description: "Current weather of a city",
    inputSchema: z.object({ city: z.string(), days: z.number().int() }),
    execute: async (input) => {
      calls.push(input);
      return { city: input.city, forecast: "sunny" };
    },
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

const providers = [
  ["@ai-sdk/openai-compatible", compatible],
  ["@ai-sdk/openai .chat()", openaiChat],
] as const;

describe.each(providers)("%s against the stub", (_name, model) => {
  it("streams the scripted text in several parts", async () => {
    const text = "The quick brown fox jumps over the lazy dog, twice.";
    stub.script({ text });
    const result = streamText({ model: model(), prompt: "Tell me about the fox." });
    const parts: string[] = [];
    for await (const part of result.textStream) if (part.length > 0) parts.push(part);

    expect(parts.join("")).toBe(text);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(await result.finishReason).toBe("stop");
    const usage = await result.usage;
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(usage.outputTokens).toBeGreaterThan(0);

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toMatchObject({
      model: "stub-model",
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "user", content: "Tell me about the fox." }],
    });
  });

  it("uses the default reply when nothing is scripted", async () => {
    stub.setDefault({ text: "Default answer here." });
    const { text } = await generateText({ model: model(), prompt: "Hi" });
    expect(text).toBe("Default answer here.");
  });

  it("streams a tool call to the tool, then finishes with the next scripted text", async () => {
    stub.script({ toolCalls: [{ name: "weather", arguments: { city: "Lisbon", days: 3 } }] }, { text: "It will be sunny in Lisbon." });
    const calls: unknown[] = [];
    const result = streamText({
      model: model(),
      prompt: "Weather in Lisbon?",
      tools: { weather: weatherTool(calls) },
      stopWhen: isStepCount(3),
    });

    expect(await result.text).toBe("It will be sunny in Lisbon.");
    expect(calls).toEqual([{ city: "Lisbon", days: 3 }]);
    const steps = await result.steps;
    expect(steps).toHaveLength(2);
    expect(steps[0]?.finishReason).toBe("tool-calls");
    expect(steps[0]?.toolCalls[0]).toMatchObject({ toolName: "weather", input: { city: "Lisbon", days: 3 } });
    expect(steps[1]?.finishReason).toBe("stop");

    expect(stub.requests).toHaveLength(2);
    const [first, second] = stub.requests;
    expect(first?.body.model).toBe("stub-model");
    expect(first?.body.tools).toEqual([expect.objectContaining({ type: "function", function: expect.objectContaining({ name: "weather" }) })]);
    expect(second?.body.model).toBe("stub-model");
    const messages = second?.body.messages as { role: string; content: unknown; tool_call_id?: string; tool_calls?: { id: string; function: { name: string; arguments: string } }[] }[];
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
    const callId = messages[1]?.tool_calls?.[0]?.id;
    expect(callId).toMatch(/^call_\d+$/);
    expect(messages[1]?.tool_calls?.[0]).toMatchObject({ type: "function", function: { name: "weather" } });
    expect(JSON.parse(messages[1]?.tool_calls?.[0]?.function.arguments ?? "")).toEqual({ city: "Lisbon", days: 3 });
    expect(messages[2]).toMatchObject({ role: "tool", tool_call_id: callId });
    expect(JSON.parse(messages[2]?.content as string)).toEqual({ city: "Lisbon", forecast: "sunny" });
  });

  it("answers without streaming: text, tool calls and usage", async () => {
    stub.script(
      { text: "Checking.", toolCalls: [{ name: "weather", arguments: { city: "Oslo", days: 1 } }] },
      { text: "Cold in Oslo." },
    );
    const calls: unknown[] = [];
    const result = await generateText({
      model: model(),
      prompt: "Weather in Oslo?",
      tools: { weather: weatherTool(calls) },
      stopWhen: isStepCount(3),
    });
    expect(result.text).toBe("Cold in Oslo.");
    expect(result.steps[0]?.text).toBe("Checking.");
    expect(calls).toEqual([{ city: "Oslo", days: 1 }]);
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(stub.requests.map((request) => request.body.stream)).toEqual([undefined, undefined]);
    expect(stub.requests[1]?.body.messages.at(-1)).toMatchObject({ role: "tool" });
  });

  it("surfaces a scripted failure as an error with OpenAI's message", async () => {
    stub.script({ fail: { status: 400, message: "Scripted bad request." } });
    const error = await rejection(generateText({ model: model(), prompt: "Hi" }));
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(400);
    expect((error as APICallError).message).toBe("Scripted bad request.");

    stub.script({ fail: { status: 503, message: "Scripted outage." } });
    const outage = await rejection(generateText({ model: model(), prompt: "Hi", maxRetries: 0 }));
    expect((outage as APICallError).statusCode).toBe(503);
    expect((outage as APICallError).message).toBe("Scripted outage.");

    // The queue is empty again: the default reply follows.
    expect((await generateText({ model: model(), prompt: "Hi" })).text).toBe("Stub reply.");
  });

  it("rejects a wrong API key with 401 and keeps the scripted reply", async () => {
    stub.script({ text: "Only for the right key." });
    const error = await rejection(generateText({ model: model("sk-wrong"), prompt: "Hi" }));
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(401);
    expect((error as APICallError).message).toMatch(/Incorrect API key/);

    const errors: unknown[] = [];
    const streamed = streamText({ model: model("sk-wrong"), prompt: "Hi", onError: ({ error }) => void errors.push(error) });
    await streamed.consumeStream();
    expect((errors[0] as APICallError).statusCode).toBe(401);

    expect((await generateText({ model: model(), prompt: "Hi" })).text).toBe("Only for the right key.");
  });
});

describe("the stub's HTTP surface", () => {
  it("lists the stub model, answers 404 elsewhere and records every request", async () => {
    const auth = { authorization: `Bearer ${API_KEY}` };
    const models = await fetch(`${stub.url}/models`, { headers: auth });
    expect(models.status).toBe(200);
    expect(await models.json()).toMatchObject({ object: "list", data: [{ id: "stub-model", object: "model" }] });

    const missing = await fetch(`${stub.url}/embeddings`, { method: "POST", headers: auth, body: "{}" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { message: expect.any(String), type: "invalid_request_error" } });

    const unauthorised = await fetch(`${stub.url}/chat/completions`, { method: "POST", body: JSON.stringify({ messages: [] }) });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toMatchObject({ error: { message: expect.stringMatching(/didn't provide an API key/) } });

    expect(stub.requests.map((request) => request.path)).toEqual(["/v1/models", "/v1/embeddings", "/v1/chat/completions"]);
  });

  it("sends the raw OpenAI stream format, with delays between chunks", async () => {
    stub.script({ text: "one two three four five", toolCalls: [{ name: "lookup", arguments: { q: "x" } }], delayMs: 20 });
    const started = Date.now();
    const response = await fetch(`${stub.url}/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
      body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: "go" }] }),
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const raw = await response.text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    const events = raw.split("\n\n").filter(Boolean);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((event) => {
      expect(event.startsWith("data: ")).toBe(true);
      return JSON.parse(event.slice("data: ".length));
    });
    for (const chunk of chunks) expect(chunk).toMatchObject({ object: "chat.completion.chunk", model: "m" });
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
    expect(content).toBe("one two three four five");
    const toolDeltas = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(toolDeltas[0]).toMatchObject({ index: 0, id: expect.stringMatching(/^call_\d+$/), type: "function", function: { name: "lookup" } });
    expect(toolDeltas.map((delta) => delta.function.arguments).join("")).toBe('{"q":"x"}');
    expect(chunks.at(-1).choices[0].finish_reason).toBe("tool_calls");
    expect(chunks.some((chunk) => chunk.usage)).toBe(false); // not asked for with stream_options.include_usage
  });
});
