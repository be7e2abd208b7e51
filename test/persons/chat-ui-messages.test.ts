import { Chat } from "@ai-sdk/react";
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, baseUrl, bearer } from "../support/agent";
import { readUiStream } from "../support/sse";
import { personWithKnowledge } from "../support/persons";
import { fundPayer } from "../support/security";

// The control chat takes the body AI SDK's useChat sends
// with its default transport (DefaultChatTransport: {id, messages: UI
// messages with parts, trigger, messageId}) beside its own shape, answers
// the stream that transport reads, and refuses what it cannot take with a
// 400 naming the part. Driven here by the AI SDK's own client code.

const PAYER = 85;

beforeAll(async () => {
  await fundPayer(PAYER);
});

const person = () => personWithKnowledge(PAYER);

const chatUrl = (p: { id: string }) => `${baseUrl()}/api/v3/control/persons/${p.id}/chat`;
/** What useChat uses by default, pointed at the control chat with the capability token. */
const transportFor = (p: { id: string; token: string }) => new DefaultChatTransport<UIMessage>({ api: chatUrl(p), headers: { Authorization: `Bearer ${p.token}` } });
const userMessage = (id: string, text: string): UIMessage => ({ id, role: "user", parts: [{ type: "text", text }] });
const textOf = (message: UIMessage) => message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

/** One turn through the transport, the answer assembled as useChat assembles it. */
async function send(p: { id: string; token: string }, chatId: string, messages: UIMessage[]): Promise<UIMessage> {
  const stream = await transportFor(p).sendMessages({ chatId, messages, trigger: "submit-message", messageId: undefined, abortSignal: undefined });
  let last: UIMessage | undefined;
  for await (const message of readUIMessageStream<UIMessage>({ stream, terminateOnError: true })) last = message;
  expect(last, "an assistant message").toBeTruthy();
  return last!;
}

const used = async (p: { id: string; token: string }) => (await (await api(`/api/v3/control/persons/${p.id}`, { headers: bearer(p.token) })).json()).lease.used as number;
const post = (p: { id: string; token: string }, body: unknown) =>
  api(`/api/v3/control/persons/${p.id}/chat`, { method: "POST", headers: { ...bearer(p.token), "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the control chat and AI SDK's DefaultChatTransport (useChat's default)", () => {
  it("takes the transport's body and streams an answer it reads; the chat id is the session; the conversation is stored once", async () => {
    const p = await person();
    const chatId = `chat-${Date.now()}`;
    const first = userMessage("u1", "How long do refunds take?");
    const reply = await send(p, chatId, [first]);
    expect(reply.role).toBe("assistant");
    expect(textOf(reply)).toContain("five business days");
    expect(reply.metadata).toMatchObject({ sessionId: chatId, turnsRemaining: 249, model: "offline:offline" });

    // useChat sends the whole conversation again, with the reply as it holds it: only the new message is new.
    const second = userMessage("u2", "What about shipping costs?");
    const next = await send(p, chatId, [first, reply, second]);
    expect(textOf(next)).toContain("fifty euros");
    expect(next.metadata).toMatchObject({ sessionId: chatId, turnsRemaining: 248 });

    const rows = await db().chatMessage.findMany({ where: { sessionId: chatId }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => [row.role, row.content.slice(0, 30)])).toEqual([
      ["user", "How long do refunds take?"],
      ["assistant", textOf(reply).slice(0, 30)],
      ["user", "What about shipping costs?"],
      ["assistant", textOf(next).slice(0, 30)],
    ]);
    // The reply is stored under the id the stream announced; the user's message keeps the id it came with.
    expect(rows[1]!.id).toBe(reply.id);
    expect(rows[3]!.id).toBe(next.id);
    expect(rows[2]!.parts).toEqual({ uiMessageId: "u2" });
    const session = await db().chatSession.findUniqueOrThrow({ where: { id: chatId } });
    expect(session).toMatchObject({ personId: p.id, origin: "controller" });
    expect(await used(p)).toBe(2);
  });

  it("works through @ai-sdk/react's Chat (what useChat runs), tool calls included, and the old shape continues the same session", async () => {
    const p = await person();
    const chat = new Chat<UIMessage>({ id: `react-${Date.now()}`, transport: transportFor(p) });
    await chat.sendMessage({ text: "Remember that customer_plan is pro." });
    expect(chat.error).toBeUndefined();
    const first = chat.messages.at(-1)!;
    expect(textOf(first)).toContain("Done");
    // The Person's own tool call comes back in the conversation: read, not refused, not stored again.
    expect(first.parts.some((part) => part.type === "tool-record_state")).toBe(true);
    await chat.sendMessage({ text: "How long do refunds take?" });
    expect(chat.error).toBeUndefined();
    expect(chat.messages).toHaveLength(4);
    expect(textOf(chat.messages[3]!)).toContain("five business days");

    const state = await (await api(`/api/v3/control/persons/${p.id}/state`, { headers: bearer(p.token) })).json();
    expect(state.facts).toEqual({ customer_plan: "pro" });
    expect(await db().chatMessage.count({ where: { sessionId: chat.id } })).toBe(4);

    // The session is an ordinary one: the original shape continues it with sessionId.
    const response = await post(p, { sessionId: chat.id, message: "And shipping?" });
    expect(response.status).toBe(200);
    expect((await readUiStream(response)).text).toContain("fifty euros");
    expect(await db().chatMessage.count({ where: { sessionId: chat.id } })).toBe(6);
  });

  it("the original shape still works, and its stream names the reply's id too", async () => {
    const p = await person();
    const response = await post(p, { message: "How long do refunds take?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const sessionId = response.headers.get("x-leasehold-session-id")!;
    const { chunks, text } = await readUiStream(response);
    expect(text).toContain("five business days");
    const replyId = chunks[0]!.messageId as string;
    expect(replyId).toBeTruthy();
    const again = await post(p, { sessionId, messages: [{ role: "user", content: "What about shipping costs?" }] });
    expect((await readUiStream(again)).text).toContain("fifty euros");
    const rows = await db().chatMessage.findMany({ where: { sessionId }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => row.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(rows[1]!.id).toBe(replyId);
    expect(rows[0]!.parts).toBeNull();
  });

  it("refuses what it cannot take with 400 naming the path, through the transport too, and takes no turn", async () => {
    const p = await person();
    const text = { type: "text", text: "Look at this" };
    const cases: [unknown, string, RegExp][] = [
      [{ id: "c1", trigger: "submit-message", messages: [{ id: "u1", role: "user", parts: [text, { type: "file", mediaType: "image/png", url: "data:image/png;base64,AAAA" }] }] }, "messages.0.parts.1.type", /"file" part cannot be taken/],
      [{ id: "c1", messages: [{ id: "a1", role: "assistant", parts: [{ type: "tool-weather report", toolCallId: "t1", state: "output-available", input: {}, output: {} }] }, { id: "u1", role: "user", parts: [text] }] }, "messages.0.parts.0.type", /A tool part's type is tool-<the tool's name>/],
      [{ id: "c1", messages: [{ id: "a1", role: "assistant", parts: [{ type: "dynamic-tool", toolName: "x", toolCallId: "t1", state: "input-available", input: {} }] }, { id: "u1", role: "user", parts: [text] }] }, "messages.0.parts.0.type", /"dynamic-tool" part/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [{ type: "data-weather", data: { city: "Paris" } }] }] }, "messages.0.parts.0.type", /"data-weather" part/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [{ type: "source-url", sourceId: "s", url: "https://example.com" }] }] }, "messages.0.parts.0.type", /"source-url" part/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [{ type: "reasoning", text: "hmm" }] }] }, "messages.0.parts.0.type", /takes text parts only/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "   " }] }] }, "messages.0.parts", /needs text/],
      [{ id: "c1", trigger: "regenerate-message", messageId: "a1", messages: [{ id: "u1", role: "user", parts: [text] }] }, "trigger", /Regenerating a reply is not supported/],
      [{ id: "c1", trigger: "submit-message", messageId: "u0", messages: [{ id: "u1", role: "user", parts: [text] }] }, "messageId", /Replacing or regenerating/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [text] }, { role: "user", content: "hi" }] }, "messages", /all as \{role, content\} or all as UI messages/],
      [{ id: "c1", messages: [{ role: "user", content: "hi" }] }, "id", /goes with UI messages/],
      [{ id: "c/1", messages: [{ id: "u1", role: "user", parts: [text] }] }, "id", /letters, digits/],
      [{ id: "c1", messages: [{ id: "u1", role: "user" }] }, "messages.0", /\{id, role, parts\}/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [{ ...text, extra: true }] }] }, "messages.0.parts.0", /Unrecognized key/],
      [{ id: "c1", messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "a".repeat(20_001) }] }] }, "messages.0.parts", /At most 20000 characters/],
    ];
    for (const [body, path, message] of cases) {
      const response = await post(p, body);
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      const error = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(error.details, JSON.stringify(error)).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.stringMatching(message) })]));
    }
    // The transport surfaces the refusal (useChat's `error`), with its message.
    const refused = transportFor(p).sendMessages({
      chatId: "c1",
      messages: [{ id: "u1", role: "user", parts: [{ type: "file", mediaType: "image/png", url: "data:image/png;base64,AAAA" }] }],
      trigger: "submit-message",
      messageId: undefined,
      abortSignal: undefined,
    });
    await expect(refused).rejects.toThrow(/file\\?" part cannot be taken/); // the error body, as JSON text
    expect(await used(p)).toBe(0);
    expect(await db().chatSession.count({ where: { personId: p.id } })).toBe(0);
  });

  it("a chat id that is another Person's session is 404; a conversation with nothing new is 400; neither takes a turn", async () => {
    const [a, b] = [await person(), await person()];
    const chatId = `shared-${Date.now()}`;
    const first = userMessage("u1", "How long do refunds take?");
    const reply = await send(a, chatId, [first]);
    const response = await post(b, { id: chatId, messages: [first] });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("not_found");
    expect(await used(b)).toBe(0);

    const again = await post(a, { id: chatId, trigger: "submit-message", messages: [first, reply] });
    expect(again.status).toBe(400);
    expect((await again.json()).details).toEqual([expect.objectContaining({ path: "messages", message: expect.stringContaining("nothing new") })]);
    expect(await used(a)).toBe(1);
    // sessionId, when sent too, names the session (useChat's `body` option).
    const other = await post(a, { id: "ignored-chat-id", sessionId: chatId, messages: [first, reply, userMessage("u2", "And shipping?")] });
    expect(other.status).toBe(200);
    expect(other.headers.get("x-leasehold-session-id")).toBe(chatId);
    await readUiStream(other);
    expect(await db().chatSession.count({ where: { id: "ignored-chat-id" } })).toBe(0);
    expect(await db().chatMessage.count({ where: { sessionId: chatId } })).toBe(4);
  });
});
