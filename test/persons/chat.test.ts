import { decodePaymentRequiredHeader } from "@x402/core/http";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { api, bearer } from "../support/agent";
import { readUiStream } from "../support/sse";
import { personWithKnowledge } from "../support/persons";

const PAYER = 13;

const person = () => personWithKnowledge(PAYER);

const chat = (p: { id: string; token: string }, body: unknown) =>
  api(`/api/v3/control/persons/${p.id}/chat`, { method: "POST", headers: { ...bearer(p.token), "content-type": "application/json" }, body: JSON.stringify(body) });

describe("POST /chat with the offline model", () => {
  it("streams a UI message stream that names its session, answers from knowledge, and counts the turn", async () => {
    const p = await person();
    const response = await chat(p, { message: "How long do refunds take?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const sessionId = response.headers.get("x-leasehold-session-id");
    const { chunks, text, metadata } = await readUiStream(response);
    expect(chunks[0]!.type).toBe("start");
    expect(chunks.at(-1)!.type).toBe("finish");
    expect(chunks.filter((c) => c.type === "text-delta").length).toBeGreaterThan(2);
    expect(text).toMatch(/^\[Offline model\]/);
    expect(text).toContain("five business days");
    expect(text).toContain("[K1]");
    expect(metadata).toMatchObject({ sessionId, turnsRemaining: 249, model: "offline:offline" });

    const record = await (await api(`/api/v3/control/persons/${p.id}`, { headers: bearer(p.token) })).json();
    expect(record.lease).toMatchObject({ used: 1, remaining: 249 });
  });

  it("continues a session: its messages persist and the next turn is in the same session", async () => {
    const p = await person();
    const first = await chat(p, { message: "Hello there" });
    const sessionId = first.headers.get("x-leasehold-session-id")!;
    await readUiStream(first);
    const second = await chat(p, { sessionId, messages: [{ role: "user", content: "What about shipping costs?" }] });
    expect(second.headers.get("x-leasehold-session-id")).toBe(sessionId);
    expect((await readUiStream(second)).text).toContain("fifty euros");
    const messages = await db().chatMessage.findMany({ where: { sessionId }, orderBy: { createdAt: "asc" } });
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(messages[2]!.content).toBe("What about shipping costs?");
    // The new messages and the session are written in SQL with the turn; their times are UTC, as Prisma's own.
    for (const message of messages) expect(Math.abs(message.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const session = await db().chatSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.updatedAt.getTime()).toBeGreaterThanOrEqual(session.createdAt.getTime());
    expect(Math.abs(session.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);

    const unknown = await chat(p, { sessionId: "nope", message: "hi" });
    expect(unknown.status).toBe(404);
  });

  it("runs tools through the same pipeline: a fact recorded in a chat shows in state and timeline", async () => {
    const p = await person();
    const { text } = await readUiStream(await chat(p, { message: "Remember that customer_plan is pro." }));
    expect(text).toContain("Done");
    const state = await (await api(`/api/v3/control/persons/${p.id}/state`, { headers: bearer(p.token) })).json();
    expect(state.facts).toEqual({ customer_plan: "pro" });
    expect(state.version).toBe(1);
    const timeline = await (await api(`/api/v3/control/persons/${p.id}/timeline?limit=10`, { headers: bearer(p.token) })).json();
    expect(timeline.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(["person.state.recorded", "person.chat.message"]));
  });

  it("refuses bad bodies with 400 and takes no turn", async () => {
    const p = await person();
    for (const body of [{}, { sessionId: "x" }, { message: "" }, { messages: [] }, { messages: [{ role: "robot", content: "hi" }] }, { message: 5 }]) {
      const response = await chat(p, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    expect(lease.usedUnits).toBe(0);
  });

  it("429 once the included turns are used, naming renewal", async () => {
    const p = await person();
    await db().lease.update({ where: { resourceId: p.id }, data: { usedUnits: 249 } });
    expect((await chat(p, { message: "last one" })).status).toBe(200);
    const refused = await chat(p, { message: "one more" });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.code).toBe("turns_exhausted");
    expect(body.error).toMatch(/[Rr]enew/);
  });

  it("402 once the lease has expired, with the renew challenge", async () => {
    const p = await person();
    await db().lease.update({ where: { resourceId: p.id }, data: { termEnd: new Date(Date.now() - 1000) } });
    const refused = await chat(p, { message: "anyone there?" });
    expect(refused.status).toBe(402);
    const body = await refused.json();
    expect(body.code).toBe("lease_expired");
    expect(body.error).toContain(`/api/v3/resources/person/${p.id}/renew`);
    const challenge = decodePaymentRequiredHeader(refused.headers.get("payment-required")!);
    expect(challenge.resource.url).toMatch(new RegExp(`/api/v3/resources/person/${p.id}/renew$`));
    expect(challenge.accepts[0]!.amount).toBe("5000000");
  });

  it("50 concurrent chats with 10 turns left: exactly 10 stream, 40 get 429, and only the 10 are stored", async () => {
    const p = await person();
    await db().lease.update({ where: { resourceId: p.id }, data: { usedUnits: 240 } });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => chat(p, { message: `question ${i}` })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    await Promise.all(responses.map((r) => r.text()));
    const lease = await db().lease.findUniqueOrThrow({ where: { resourceId: p.id } });
    expect(lease.usedUnits).toBe(250);
    // A turn is taken and its message stored in one statement: a refused turn leaves no session and no message.
    expect(await db().chatSession.count({ where: { personId: p.id } })).toBe(10);
    expect(await db().chatMessage.count({ where: { personId: p.id, role: "user" } })).toBe(10);
  });
});
