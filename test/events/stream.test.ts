/**
 * The event stream, GET /api/v3/control/{persons|pages}/{id}/events (issue
 * 18): JSON pages after a seq, and server-sent events from now or from
 * Last-Event-ID. Events are written by this test process (another process
 * and connection than the server's), so a live event reaches the stream
 * through PostgreSQL NOTIFY, not through anything in the server's memory.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/core/db/client";
import { EventSchema } from "@/lib/domains/events/catalogue";
import { recordEvent } from "@/lib/domains/events/record";
import { api, bearer } from "../support/agent";
import { eventsOf, leasePerson, type Leased } from "./support";

type Message = { id: string; event: string; data: Record<string, unknown> };

const record = (person: Leased, n: number) =>
  db().$transaction((tx) => recordEvent(tx, { resourceType: "person", resourceId: person.id, type: "person.updated", actor: "controller", data: { changed: [`field${n}`] } }));

/** An open stream, read as EventSource would: messages by blank lines, `id:`, `event:` and `data:` fields, comments skipped. */
async function openStream(resource: Leased, headers: Record<string, string> = {}, query = "") {
  const controller = new AbortController();
  const response = await api(`/api/v3/control/${resource.kind}/${resource.id}/events${query}`, {
    headers: { ...bearer(resource.token), accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const messages: (Message & { at: number })[] = [];
  const raw: string[] = [];
  let ended = false;
  if (response.status === 200) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            raw.push(block);
            const fields = Object.fromEntries(block.split("\n").filter((line) => !line.startsWith(":") && line.includes(": ")).map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]));
            if (fields.data) messages.push({ id: fields.id!, event: fields.event!, data: JSON.parse(fields.data), at: Date.now() });
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    response,
    messages,
    raw,
    ended: () => ended,
    close: () => controller.abort(),
    async waitFor(count: number, timeoutMs = 10_000) {
      for (const deadline = Date.now() + timeoutMs; messages.length < count; ) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages.slice(0, count);
    },
  };
}

describe("GET …/events as JSON pages", () => {
  it("pages through the events after a seq, oldest first, with nextAfter", async () => {
    const person = await leasePerson();
    for (let n = 1; n <= 5; n++) await record(person, n);
    const page = async (query: string) => (await api(`/api/v3/control/persons/${person.id}/events${query}`, { headers: bearer(person.token) })).json();
    const first = await page("?limit=2");
    expect(first.events.map((e: { seq: number }) => e.seq)).toEqual([1, 2]);
    expect(first.nextAfter).toBe(2);
    expect(EventSchema.parse(first.events[0])).toMatchObject({ id: `evt_${person.id}_1`, type: "person.updated", data: { changed: ["field1"] } });
    expect((await page(`?after=${first.nextAfter}&limit=2`)).events.map((e: { seq: number }) => e.seq)).toEqual([3, 4]);
    expect(await page("?after=4")).toMatchObject({ events: [{ seq: 5 }], nextAfter: 5 });
    expect(await page("?after=5")).toEqual({ events: [], nextAfter: 5 });
    // An event's id is the same cursor as its seq: a reader that kept the id of the last event it saw resumes from it.
    expect(await page(`?after=${first.events[1].id}&limit=2`)).toEqual(await page("?after=2&limit=2"));
    const foreign = await api(`/api/v3/control/persons/${person.id}/events?after=evt_psn_someoneelse_2`, { headers: bearer(person.token) });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ code: "validation_failed", details: [{ path: "after" }] });
    expect((await api(`/api/v3/control/persons/${person.id}/events?limit=0`, { headers: bearer(person.token) })).status).toBe(400);
    // Another resource's token reads nothing of it.
    const other = await leasePerson();
    expect((await api(`/api/v3/control/persons/${person.id}/events`, { headers: bearer(other.token) })).status).toBe(401);
  });
});

describe("GET …/events as a server-sent event stream", () => {
  it("a dropped stream resumed with Last-Event-ID gets exactly the missed events: nothing lost, nothing repeated", async () => {
    const person = await leasePerson();
    for (let n = 1; n <= 3; n++) await record(person, n);
    const first = await openStream(person, {}, "?after=0");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toContain("text/event-stream");
    const seen = await first.waitFor(3);
    expect(seen.map((m) => [m.id, m.event])).toEqual([
      ["1", "person.updated"],
      ["2", "person.updated"],
      ["3", "person.updated"],
    ]);
    expect(EventSchema.parse(seen[2]!.data)).toMatchObject({ seq: 3, id: `evt_${person.id}_3`, resourceId: person.id });
    expect(first.raw[0]).toMatch(/^retry: \d+/);
    first.close();

    // While nobody listens, four more events.
    for (let n = 4; n <= 7; n++) await record(person, n);
    const resumed = await openStream(person, { "last-event-id": seen.at(-1)!.id });
    expect((await resumed.waitFor(4)).map((m) => Number(m.id))).toEqual([4, 5, 6, 7]);
    await record(person, 8);
    await resumed.waitFor(5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resumed.messages.map((m) => Number(m.id))).toEqual([4, 5, 6, 7, 8]);
    resumed.close();
    expect((await eventsOf(person)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Resumed with the event's id instead (what JSON pages and webhooks carry): the same events after it.
    const byId = await openStream(person, { "last-event-id": `evt_${person.id}_5` });
    expect((await byId.waitFor(3)).map((m) => Number(m.id))).toEqual([6, 7, 8]);
    byId.close();
  });

  it("from now: old events are not sent, and a live event written by another process arrives through NOTIFY, long before a poll", async () => {
    const person = await leasePerson();
    await record(person, 1);
    const stream = await openStream(person);
    expect(stream.response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the stream has read its starting point
    for (let n = 2; n <= 4; n++) {
      const committed = Date.now();
      const event = await record(person, n);
      const [message] = (await stream.waitFor(n - 1, 30_000)).slice(-1);
      expect(message!.id).toBe(String(event.seq));
      // The suite's service polls every 60 s (EVENT_STREAM_POLL_SECONDS): half of that is no speed
      // goal, only proof that the notice, not the poll, carried the event.
      expect(message!.at - committed, "delivered through NOTIFY, not the 60 s poll").toBeLessThan(30_000);
    }
    expect(stream.messages.map((m) => Number(m.id))).toEqual([2, 3, 4]);
    stream.close();
  });

  it("ends after the token is refreshed (the client reconnects with its new token)", async () => {
    const person = await leasePerson();
    const stream = await openStream(person, {}, "?after=0");
    const refreshed = await api("/api/v3/tokens/refresh", { method: "POST", headers: bearer(person.token) });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    await stream.waitFor(1);
    expect(stream.messages[0]!.event).toBe("lease.token_refreshed");
    for (const deadline = Date.now() + 5_000; !stream.ended() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.ended()).toBe(true);
  });

  it("refuses a Last-Event-ID that is not a seq, and more than 5 open streams of one resource", async () => {
    const person = await leasePerson();
    const bad = await openStream(person, { "last-event-id": "evt_x" });
    expect(bad.response.status).toBe(400);
    const open = await Promise.all(Array.from({ length: 5 }, () => openStream(person)));
    expect(open.map((s) => s.response.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await openStream(person);
    expect(sixth.response.status).toBe(429);
    expect((await sixth.response.json()).code).toBe("rate_limited");
    open[0]!.close();
    // The closed stream's place is given back once the server sees the client gone.
    let status = 429;
    for (const deadline = Date.now() + 5_000; status === 429 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openStream(person);
      status = again.response.status;
      again.close();
    }
    expect(status).toBe(200);
    for (const stream of open) stream.close();
  });
});
