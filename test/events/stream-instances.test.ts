/**
 * The event stream across instances, and its lifetime: a stream held by a
 * second instance of the service hears an event written through the first
 * one at once (PostgreSQL NOTIFY, no shared memory), ends after its
 * configured lifetime, and a client that reconnects with Last-Event-ID gets
 * what happened in between, once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, bearer } from "../support/agent";
import { startInstance, type Instance } from "../support/instance";
import { leasePerson, type Leased } from "./support";

let other: Instance;

beforeAll(async () => {
  other = await startInstance({ name: "events-b", env: { TASK_WORKER: "off", EVENT_STREAM_LIFETIME_SECONDS: "10", EVENT_STREAM_POLL_SECONDS: "60" } });
}, 180_000);

afterAll(async () => {
  await other?.stop();
});

/** Reads a whole stream (until the server ends it), noting when each message came. */
async function readStream(url: string, person: Leased, headers: Record<string, string>) {
  const opened = Date.now();
  const response = await fetch(`${url}/api/v3/control/persons/${person.id}/events`, { headers: { ...bearer(person.token), accept: "text/event-stream", ...headers } });
  expect(response.status).toBe(200);
  const messages: { id: number; type: string; at: number }[] = [];
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const done = (async () => {
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) return Date.now() - opened;
      markStarted(); // the stream's first bytes (retry:) come after it listens and has read its start
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const type = /^event: (.+)$/m.exec(block)?.[1];
        if (id && type) messages.push({ id: Number(id), type, at: Date.now() });
      }
    }
  })();
  return { messages, done, started };
}

const patch = (person: Leased, name: string) =>
  api(`/api/v3/control/persons/${person.id}`, { method: "PATCH", headers: { ...bearer(person.token), "content-type": "application/json" }, body: JSON.stringify({ name }) });

describe("the event stream on another instance", () => {
  it("hears a change made through the first instance without polling, ends after its lifetime, and resumes without loss or repeats", async () => {
    const person = await leasePerson();
    const first = await readStream(other.url, person, { "last-event-id": "0" });
    await first.started;
    expect((await patch(person, "Ada")).status).toBe(200); // through the main instance: committed when it answers
    // It arrives before the stream ends (10 s), though this instance reads the table without a notice only every 60 s: NOTIFY carried it.
    const lifetime = await first.done;
    expect(first.messages.map((m) => [m.id, m.type])).toEqual([[1, "person.updated"]]);

    // The stream ended by itself after its lifetime (10 s here; the test's timeout stands for "never"); changes go on meanwhile.
    expect(lifetime).toBeGreaterThanOrEqual(9_900);
    expect((await patch(person, "Bea")).status).toBe(200);
    expect((await patch(person, "Cy")).status).toBe(200);

    const second = await readStream(other.url, person, { "last-event-id": String(first.messages.at(-1)!.id) });
    await second.done;
    expect(second.messages.map((m) => m.id)).toEqual([2, 3]);
  });
});
